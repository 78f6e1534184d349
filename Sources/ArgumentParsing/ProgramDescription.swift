/// A program's commands and options, with the prose of its manual: what its completion scripts
/// (``completionScript(for:)``) and manual page (``manualPage()``) are made from, in the spirit of
/// swift-argument-parser's `--generate-completion-script` and `generate-manual`.
///
/// The options are the ones the program parses with, so the scripts and the page cannot offer an option it
/// lacks or miss one it has; only the prose is written by hand. Hidden options are left out of both.
///
/// ```swift
/// let list = ProgramDescription.Command(
///     name: "list", abstract: "list the things", usage: "Usage: tool list [--all]",
///     options: [.init(name: "--all", takesValue: false, help: "every thing")])
/// let tool = ProgramDescription(name: "tool", version: "1.0", abstract: "a tool", commands: [list])
/// print(tool.completionScript(for: .bash))  // complete -F _tool tool
/// print(tool.manualPage())                  // .TH "TOOL" "1" …
/// ```
package struct ProgramDescription: Sendable {
    /// The program's name, as a person types it (`datepick`).
    package var name: String
    /// Its version, for the manual's header and the scripts' first line.
    package var version: String
    /// What it is, one line without a final period: the manual's NAME.
    package var abstract: String
    /// The manual's DESCRIPTION, one paragraph each; see ``Section`` for the markup they take.
    package var discussion: [String]
    /// The subcommands, in the order the manual shows them.
    package var commands: [Command]
    /// The command whose options are taken when the first argument names none (`show` for `datepick --locale
    /// ja_JP`), or nil when a command must be named.
    package var defaultCommand: String?
    /// The program's own options, each given alone in place of a command (`--version`,
    /// `--generate-completion-script SHELL`).
    package var options: [Arguments.Option]
    /// The manual's sections after COMMANDS and OPTIONS, in order: ENVIRONMENT, EXIT STATUS, FILES, EXAMPLES,
    /// SEE ALSO.
    package var sections: [Section]

    /// A subcommand: its name, what it does and the options it parses with.
    package struct Command: Sendable {
        /// The word that names it (`pick`).
        package var name: String
        /// What it does, one line: the completion scripts' description of the word.
        package var abstract: String
        /// What `--help` prints first: its `Usage:` lines, then, after a blank line, what it does, which the
        /// manual takes as the command's paragraphs (a line break inside a paragraph is a space).
        package var usage: String
        /// The options it parses with, its `--help` included.
        package var options: [Arguments.Option]
        /// Lists that `--help` prints after the options and the manual after them in the command's part (the keys
        /// a command takes on the terminal), each as ``Section/help(width:)`` writes it.
        package var sections: [Section]

        /// Makes a command from its name, abstract, usage text, the options it parses with and the sections its
        /// help ends with.
        package init(
            name: String, abstract: String, usage: String, options: [Arguments.Option], sections: [Section] = []
        ) {
            self.name = name
            self.abstract = abstract
            self.usage = usage
            self.options = options
            self.sections = sections
        }

        /// The paragraphs after the usage lines, each with its line breaks made spaces.
        var paragraphs: [String] {
            let blocks = usage.split(separator: "\n\n", omittingEmptySubsequences: true).dropFirst()
            return blocks.map { block in
                block.split(separator: "\n").map { $0.trimmingSpaces }.joined(separator: " ")
            }
        }
    }

    /// Makes the description of a program.
    package init(
        name: String, version: String, abstract: String, discussion: [String] = [], commands: [Command],
        defaultCommand: String? = nil, options: [Arguments.Option] = [], sections: [Section] = []
    ) {
        self.name = name
        self.version = version
        self.abstract = abstract
        self.discussion = discussion
        self.commands = commands
        self.defaultCommand = defaultCommand
        self.options = options
        self.sections = sections
    }

    /// The options a person can see: the hidden ones are the program's business.
    static func visible(_ options: [Arguments.Option]) -> [Arguments.Option] { options.filter { !$0.isHidden } }

    /// The default command's options, or none.
    var defaultOptions: [Arguments.Option] {
        commands.first { $0.name == defaultCommand }.map { Self.visible($0.options) } ?? []
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
