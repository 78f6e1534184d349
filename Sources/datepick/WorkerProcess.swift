import Glibc

/// A copy of this program doing part of a command's work, its standard output read through a pipe; its
/// standard error is this process's, so a worker's error line reaches the person as it is.
///
/// Why processes, not threads: ICU takes one process-wide mutex for every resource-bundle item it opens and
/// releases, and two threads building tables spent about 150 ms each waiting on it (see BENCHMARKS.md).
struct WorkerProcess {
    private let pid: pid_t
    private let output: Int32
    /// What the worker was asked to do, to name it in an error.
    private let task: String

    /// Starts this program with `arguments`, which follow the program's name.
    init(_ arguments: [String], task: String) throws {
        self.task = task
        guard let program = Self.program else {
            throw WorkerFailure.system("cannot find this program to start \(task)")
        }
        var ends: [Int32] = [-1, -1]
        // Close-on-exec, so a worker started later does not hold this one's pipe open (pipe2 needs _GNU_SOURCE).
        guard pipe(&ends) == 0 else { throw WorkerFailure.system("cannot make a pipe for \(task)") }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 leaves the copy open across exec; both ends of the pipe close there.
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        let argv = (["datepick"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, program, &actions, nil, argv, environ)
        close(ends[1])
        guard status == 0 else {
            close(ends[0])
            errno = status
            throw WorkerFailure.system("cannot start a worker for \(task)")
        }
        self.pid = pid
        output = ends[0]
    }

    /// Whether workers can be started: false when this program cannot find its own path (no /proc).
    static var canStart: Bool { program != nil }

    /// This program's path, as `/proc/self/exe` links to it. Not that link itself: a tool that runs the
    /// program under it (valgrind) answers the link's path as the program's but would run itself again.
    private static let program: String? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// Reads all the worker prints, waits for it to exit and returns its output.
    ///
    /// - Throws: ``WorkerFailure`` when the worker exits with a status other than 0 (it has said why on stderr)
    ///   or is killed.
    func finish() throws(WorkerFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw .system("cannot wait for the worker for \(task)") }
        }
        // WIFEXITED and WEXITSTATUS, which Swift cannot import (they are macros).
        let signal = status & 0x7F
        if signal != 0 {
            throw WorkerFailure(message: "the worker for \(task) was killed by signal \(signal)", status: 70)
        }
        let code = (status >> 8) & 0xFF
        guard code == 0 else { throw WorkerFailure(message: nil, status: code) }
        return bytes
    }
}

/// A worker process that failed: the status to exit with, and a line to print unless the worker printed its own.
struct WorkerFailure: Error {
    var message: String?
    var status: Int32

    /// A system call that just failed, with what `errno` says; status 71 (EX_OSERR).
    static func system(_ what: String) -> WorkerFailure {
        WorkerFailure(message: "\(what): \(String(cString: strerror(errno)))", status: 71)
    }
}
