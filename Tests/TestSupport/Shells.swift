import Foundation

/// The shells and tools the completion and manual tests run: found on `PATH`, run with their output captured,
/// and asked what a completion script offers for a command line.
public enum Shells {
    /// What a test that needs a missing tool says when it is skipped.
    public static let install = "apt-get install zsh fish groff-base man-db"

    /// The path of a program on `PATH`, or nil when it is not installed.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs a program, `input` on its stdin; its status, stdout and stderr.
    public static func run(
        _ program: String, _ arguments: [String], input: String = "", environment: [String: String]? = nil
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: find(program) ?? program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read before waiting: a large output would otherwise fill the pipe and block the child.
        let output = stdout.fileHandleForReading.readToEndRetryingInterrupts()
        let errors = stderr.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self)
        )
    }

    /// A file with this text, in a new temporary directory of its own, which the caller removes.
    public static func file(_ text: String, named name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("datepick-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// What bash's completion offers: the script sourced, `COMP_WORDS` set to `words` (the last is the word being
    /// completed; the first is the program, which a script may run), then `function` called; `COMPREPLY`.
    public static func bash(_ script: String, function: String, words: [String]) throws -> [String] {
        let file = try file(script, named: "completion.bash")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        let run = try run(
            "bash",
            [
                "--norc", "--noprofile", "-c",
                """
                set -u
                source "$1" || exit 90
                COMP_WORDS=(\(quoted.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
                COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
                \(function) || exit 91
                printf '%s\\n' "${COMPREPLY[@]}"
                """,
                "bash", file.path,
            ])
        guard run.status == 0, run.stderr.isEmpty else { throw Failure("bash: status \(run.status): \(run.stderr)") }
        return run.stdout.split(separator: "\n").map(String.init)
    }

    /// What fish's completion offers for a command line (`complete -C`), the script sourced first: each
    /// candidate without its description. `path` goes first on `PATH`, for a script that runs the program.
    public static func fish(_ script: String, line: String, path: String? = nil) throws -> [String] {
        let file = try file(script, named: "completion.fish")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        var environment = ProcessInfo.processInfo.environment
        if let path { environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
        // A home of its own: fish keeps universal variables there, which fishes started at once fight over.
        for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"] {
            environment[name] = file.deletingLastPathComponent().path
        }
        let run = try run(
            "fish", ["--no-config", "-c", "source $argv[1]; and complete -C $argv[2]", file.path, line],
            environment: environment)
        guard run.status == 0, run.stderr.isEmpty else { throw Failure("fish: status \(run.status): \(run.stderr)") }
        return run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    /// What zsh's completion offers for a command line: an interactive zsh on a pseudo-terminal (zpty), with
    /// compinit and the script as `_NAME` in `fpath`, types the line and Tab; a `compadd` that records its
    /// matches says what was offered. `path` goes first on `PATH`, for a script that runs the program.
    public static func zsh(_ script: String, name: String, line: String, path: String? = nil) throws -> [String] {
        let file = try file(script, named: "_" + name)
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("offered").path
        let done = "--datepick-done--"
        // The widget writes the marker after the completion ran, so the harness waits for it, not for a time.
        let session = """
            PS1=''; PATH=\(path.map { $0 + ":" } ?? "")$PATH; fpath=(\(directory.path) $fpath)
            autoload -Uz compinit; compinit -u -D
            compadd() { local -a m; builtin compadd -O m "$@"; print -rl -- $m >> \(out); builtin compadd "$@"; }
            _test_complete() { _main_complete; print -r -- \(done) >> \(out); }
            zle -C test-complete complete-word _test_complete; bindkey '^I' test-complete
            zstyle ':completion:*' menu no
            """
        let harness = """
            zmodload zsh/zpty || exit 90
            zpty z zsh -f -i
            while IFS= read -r command; do zpty -w z "$command"; done <<< "$1"
            zpty -w -n z "$2"$'\\t'
            for i in {1..200}; do [[ -f $3 ]] && grep -q -- $4 $3 && break; sleep 0.05; done
            zpty -d z
            [[ -f $3 ]] && cat $3
            """
        let run = try run("zsh", ["-f", "-c", harness, "zsh", session, line, out, done])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        guard run.status == 0, lines.last == done else {
            throw Failure("zsh: status \(run.status), no end marker: \(run.stderr) \(run.stdout)")
        }
        return Array(Set(lines.dropLast()).sorted())
    }

    /// A shell or tool that did not do what a test asked.
    public struct Failure: Error, CustomStringConvertible {
        /// What the tool did: its status and what it printed.
        public var description: String
        init(_ description: String) { self.description = description }
    }
}
