import ArgumentParsing

/// A small program for the generators, with what makes scripts and roff go wrong: aliases, a short option, a
/// repeatable option, a hidden one, each kind of value, and help holding quotes, brackets, colons, a backslash,
/// a dollar and a leading dot.
enum SampleProgram {
    static let run = ProgramDescription.Command(
        name: "run", abstract: "run it: now (or 'later')",
        usage: """
            Usage: tool [run] [--mode MODE] [--zone ZONE] …

            Runs the tool. A line that
            goes on, and one with a backslash \\ and $HOME.

            .hidden starts a paragraph with a dot; → is not ASCII.
            """,
        options: [
            .init(
                name: "--mode", takesValue: true, valueName: "MODE", values: .oneOf { ["fast", "slow-ish"] },
                help: "how: fast or slow-ish [default: fast]"),
            .init(
                name: "--zone", aliases: ["--tz"], takesValue: true, valueName: "ZONE", values: .printedBy(["zones"]),
                help: "the zone's name: see 'tool zones'"),
            .init(name: "--out", takesValue: true, valueName: "DIR", values: .directory, help: "where to write"),
            .init(name: "--date", takesValue: true, valueName: "ISO", help: "when, as \"ISO 8601\""),
            .init(name: "--flag", takesValue: false, help: "a flag\\with a backslash"),
            .init(name: "--secret", takesValue: false, help: "not for people", isHidden: true),
            .init(name: "--help", aliases: ["-h"], takesValue: false, help: "show this help"),
        ])

    static let list = ProgramDescription.Command(
        name: "list", abstract: "list: the things",
        usage: "Usage: tool list [--name NAME...] [--all]",
        options: [
            .init(name: "--all", takesValue: false, help: "every thing"),
            .init(name: "--name", takesValue: true, valueName: "NAME", repeatable: true, help: "one (repeatable)"),
            .init(name: "--help", aliases: ["-h"], takesValue: false, help: "show this help"),
        ],
        sections: [
            .init(
                "Keys on the list",
                [
                    .item("↑/↓, k/j", "the thing before or after"),
                    .item("Enter", "take it; a long meaning that goes on past the width of a line, so wrapped"),
                    .item(".q", "leave, with a `dot`"),
                ])
        ])

    static let program = ProgramDescription(
        name: "tool", version: "1.2.3", abstract: "a tool for the tests",
        discussion: ["`tool` does things; `tool --mode fast` fast. .A dot after a space stays."],
        commands: [run, list], defaultCommand: "run",
        options: [
            .init(name: "--help", aliases: ["-h"], takesValue: false, help: "show the usage"),
            .init(name: "--version", takesValue: false, help: "show the version"),
            .init(
                name: "--generate", takesValue: true, valueName: "SHELL", values: .oneOf { ["bash", "zsh", "fish"] },
                help: "print a script"),
            .init(name: "--zones", takesValue: false, help: "list the zones", isHidden: true),
        ],
        sections: [
            .init(
                "EXIT STATUS",
                [.item("0", "Success."), .item("64", "A usage error; see `tool --help`."), .paragraph(".dot first")]),
            .init("EXAMPLES", [.example("Run it fast:", command: "tool run --mode fast --date '2026-01-01'")]),
        ])

    /// Every visible option's names, by command, and the program's own.
    static var visibleNames: [String] {
        (program.commands.flatMap(\.options) + program.options).filter { !$0.isHidden }.flatMap(\.names)
    }

    /// The hidden options' names.
    static var hiddenNames: [String] {
        (program.commands.flatMap(\.options) + program.options).filter(\.isHidden).flatMap(\.names)
    }
}
