import Foundation
import Glibc

/// Runs the built `datepick` binary, or any program, and captures what it prints.
public struct Run {
    /// The exit status, or the signal's number for a program a signal ended.
    public var status: Int32
    /// What it wrote on stdout, as UTF-8.
    public var stdout: String
    /// What it wrote on stderr, as UTF-8.
    public var stderr: String

    /// The binary beside the test bundle (`.build/<config>/datepick`).
    public static let binary: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        // The runner may be inside the .xctest bundle (macOS layout) rather than beside it.
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("datepick").path),
            directory.pathComponents.count > 1
        {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("datepick")
    }()

    /// Runs the binary; `detach` starts it in a new session, without a controlling terminal. `launcher` is a
    /// command that runs the binary (its path and the arguments follow the launcher's own).
    public init(
        _ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"], detach: Bool = false,
        launcher: [String] = []
    ) throws {
        let launcher = detach ? ["/usr/bin/setsid", "--wait"] : launcher
        try self.init(
            program: URL(fileURLWithPath: launcher.first ?? Self.binary.path),
            launcher.isEmpty ? arguments : launcher.dropFirst() + [Self.binary.path] + arguments,
            environment: environment)
    }

    /// Runs `program` with `arguments` in `environment` (nothing inherited), stdin empty.
    public init(program: URL, _ arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.standardInput = FileHandle.nullDevice
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting: a large output would otherwise fill the pipe and block the child.
        let outData = out.fileHandleForReading.readToEndRetryingInterrupts()
        let errData = err.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }
}

extension FileHandle {
    /// Everything left to read, to the end of the file, with a read a signal interrupts (EINTR) tried again:
    /// Foundation's `readToEndRetryingInterrupts()` traps on EINTR, and a test process that starts programs receives
    /// signals (SIGCHLD from Foundation's own Process) while other tests read.
    public func readToEndRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }
}
