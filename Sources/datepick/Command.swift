import ArgumentParsing

/// A subcommand: its usage line, its options and what it does with them. `--help` comes for free.
protocol Command {
    /// The usage line(s) and any description, printed first by `--help`.
    static var usage: String { get }
    /// The options the command accepts, besides `--help`.
    static var options: [Arguments.Option] { get }
    /// Runs the command on parsed arguments.
    static func run(_ arguments: Arguments) throws
}

extension Command {
    /// Parses `arguments`, answers `--help`, or runs the command.
    static func main(_ arguments: ArraySlice<String>) throws {
        let all = options + [.init(name: "--help", aliases: ["-h"], takesValue: false, help: "show this help")]
        let parsed = try Arguments(arguments, options: all)
        if parsed.has("--help") {
            try Datepick.write(usage + "\n\n" + Arguments.help(all) + "\n")
        } else {
            try run(parsed)
        }
    }
}
