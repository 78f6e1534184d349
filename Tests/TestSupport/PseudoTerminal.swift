import Foundation
import Glibc
import Synchronization

/// Runs a program with a pseudo-terminal as its controlling terminal (what `/dev/tty` opens), stdout and
/// stderr on pipes: a test types keys into the terminal, reads what was drawn, and gets stdout and the status.
public final class PseudoTerminal: @unchecked Sendable {
    // @unchecked: the master descriptor is written from the test's thread and read by one reader thread;
    // the screen buffer is behind a Mutex.
    private let master: Int32
    private let process = Process()
    private let stdout = Pipe(), stderr = Pipe()
    /// What the program drew, filled by the reader thread (which holds this and the descriptor, not the
    /// terminal object, so the object can go away).
    private final class Output: Sendable { let bytes = Mutex<[UInt8]>([]) }
    private let output = Output()
    private let readerDone = DispatchSemaphore(value: 0)
    /// The file standard input reads, if the test gave input; removed with the terminal.
    private var inputFile: URL?

    /// Starts `executable arguments` under `setsid --ctty --wait`, with a `columns`×`rows` terminal. setsid forks
    /// when it starts as a process-group leader (as Foundation starts children), so it waits for the program and
    /// passes its exit status on.
    ///
    /// With `input`, standard input is a file holding those bytes, as for `printf … | datepick choose`: setsid
    /// takes its own standard input for the controlling terminal, so a shell between it and the program redirects.
    public init(
        _ executable: URL, _ arguments: [String], environment: [String: String] = ["LANG": "C.UTF-8"],
        columns: UInt16 = 100, rows: UInt16 = 30, input: [UInt8]? = nil
    ) throws {
        var master: Int32 = 0, slave: Int32 = 0
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENXIO) }
        self.master = master
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        if let input {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("datepick-input-\(UUID())")
            try Data(input).write(to: file)
            inputFile = file
            process.arguments =
                [
                    "--ctty", "--wait", "/bin/sh", "-c", #"f=$1; shift; exec "$@" < "$f""#, "sh", file.path,
                    executable.path,
                ]
                + arguments
        } else {
            process.arguments = ["--ctty", "--wait", executable.path] + arguments
        }
        process.environment = environment
        process.standardInput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        close(slave)
        let (output, done, descriptor) = (self.output, readerDone, master)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                output.bytes.withLock { $0 += buffer.prefix(count) }
            }
            done.signal()
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
        if let inputFile { try? FileManager.default.removeItem(at: inputFile) }
    }

    /// Everything the program drew so far, escape sequences included.
    public var screen: String { output.bytes.withLock { String(decoding: $0, as: UTF8.self) } }

    /// Types text (escape sequences included) into the terminal.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until the screen holds `text`; false after the timeout.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen.contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// How often the screen was cleared and redrawn so far.
    public var redraws: Int { screen.components(separatedBy: "\u{1B}[2J").count - 1 }

    /// Sets the terminal's size, as a window manager does (the kernel then signals SIGWINCH).
    public func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Sends a signal to the program: setsid's child, or setsid itself if it did not fork.
    public func signal(_ number: Int32) {
        kill(Self.child(of: process.processIdentifier) ?? process.processIdentifier, number)
    }

    /// A child process of `parent`, found in /proc/*/stat (field 4, after the name in parentheses).
    static func child(of parent: Int32) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, Int32(fields[1]) == parent { return pid }
        }
        return nil
    }

    /// Waits for the program to end; returns its exit status (setsid reports a program killed by a signal as
    /// failing, with the signal's number) and what it wrote.
    public func finish(timeout: Double = 10) -> (status: Int32, stdout: String, stderr: String) {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            signal(SIGKILL)
            process.terminate()
            process.waitUntilExit()
        }
        _ = readerDone.wait(timeout: .now() + 2)
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (
            status, String(decoding: stdout.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self),
            String(decoding: stderr.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        )
    }
}
