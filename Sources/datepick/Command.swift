import ArgumentParsing

/// A subcommand: its name, what it does, its usage line, its options and what it does with them. `--help` comes
/// for free.
protocol Command: Sendable {
    /// The word that names it (`pick`).
    static var name: String { get }
    /// What it does, one line: the top-level usage's, the completion scripts' and the manual's.
    static var abstract: String { get }
    /// The usage line(s) and any description, printed first by `--help`.
    static var usage: String { get }
    /// The options the command accepts, besides `--help`.
    static var options: [Arguments.Option] { get }
    /// Whether the command takes arguments that are not options (`datepick choose S M L`).
    static var takesPositionals: Bool { get }
    /// The keys a person uses on what the command draws (``KeyBindings``), which `--help` and the manual list after
    /// the options.
    static var keys: [ProgramDescription.Section] { get }
    /// Runs the command on parsed arguments.
    static func run(_ arguments: Arguments) throws
    /// Parses `arguments`, answers `--help`, or runs the command: ``parseAndRun(_:)`` unless the command must
    /// first rewrite what it was given.
    static func main(_ arguments: ArraySlice<String>) throws
}

extension Command {
    /// Most commands take options only.
    static var takesPositionals: Bool { false }

    /// Most commands draw nothing a person works with.
    static var keys: [ProgramDescription.Section] { [] }

    /// What the command parses with: its options and `--help`; the completion scripts and the manual take these.
    static var parsedOptions: [Arguments.Option] {
        options + [.helpFlag]
    }

    /// Parses `arguments`, answers `--help`, or runs the command.
    static func main(_ arguments: ArraySlice<String>) throws {
        try parseAndRun(arguments)
    }

    /// Parses `arguments` against ``parsedOptions``, answers `--help`, or runs the command.
    static func parseAndRun(_ arguments: ArraySlice<String>) throws {
        let all = parsedOptions
        let parsed = try Arguments(arguments, options: all, acceptsPositionals: takesPositionals)
        if parsed.has("--help") {
            try Datepick.write(usage + "\n\n" + Arguments.help(all) + keys.map { "\n\n" + $0.help() }.joined() + "\n")
        } else {
            try run(parsed)
        }
    }

    /// The command as its completion scripts and manual describe it.
    static var commandDescription: ProgramDescription.Command {
        .init(name: name, abstract: abstract, usage: usage, options: parsedOptions, sections: keys)
    }
}
