extension ProgramDescription {
    /// The manual page, in roff with the man(7) macros (`man -l datepick.1` shows it; install it as
    /// `share/man/man1/NAME.1`): NAME, SYNOPSIS, DESCRIPTION, COMMANDS with each command's options and
    /// sections, OPTIONS (the program's own), then the ``sections`` written by hand.
    ///
    /// Text is escaped for roff: a line never starts with a dot, a backslash is printed as one, every hyphen is
    /// a minus (`\-`) so that options and ids copied from the page still work, quotes are typewriter quotes, and
    /// anything outside ASCII is written as its code point (`\[u2192]`), which roff reads whatever the page's
    /// encoding.
    package func manualPage() -> String {
        var page = ManualPage()
        page.comment("Manual page of \(name) \(version): made by `\(name) --generate-manual`; regenerate it rather")
        page.comment("than edit it.")
        page.macro("TH", [name.uppercased(), "1", "", "\(name) \(version)", "User Commands"])
        page.fallbacks()
        page.macro("SH", ["NAME"])
        page.text(ManualPage.escaped(name) + " \\- " + ManualPage.escaped(abstract))
        page.macro("SH", ["SYNOPSIS"])
        var synopsis: [String] = []
        for command in commands {
            let word = ManualPage.bold(command.name)
            synopsis.append(
                ManualPage.bold(name) + " " + (command.name == defaultCommand ? "[\(word)]" : word) + " "
                    + "[\\fIoptions\\fR]")
        }
        for option in Self.visible(options) {
            synopsis.append(ManualPage.bold(name) + " " + ManualPage.synopsis(option))
        }
        for (index, line) in synopsis.enumerated() {
            if index > 0 { page.macro("br") }
            page.text(line)
        }
        if !discussion.isEmpty {
            page.macro("SH", ["DESCRIPTION"])
            for paragraph in discussion { page.block(.paragraph(paragraph)) }
        }
        page.macro("SH", ["COMMANDS"])
        for command in commands {
            page.macro("SS", [command.name])
            if let usage = command.usageLine { page.macro("PP"); page.text(ManualPage.usage(usage)) }
            for paragraph in command.paragraphs {
                page.macro("PP")
                page.text(ManualPage.escaped(paragraph))
            }
            for option in Self.visible(command.options) { page.option(option) }
            for section in command.sections {
                page.macro("PP")
                page.text(ManualPage.bold(section.title + ":"))
                for block in section.blocks { page.block(block) }
            }
        }
        if !Self.visible(options).isEmpty {
            page.macro("SH", ["OPTIONS"])
            for option in Self.visible(options) { page.option(option) }
        }
        for section in sections {
            page.macro("SH", [section.title])
            for block in section.blocks { page.block(block) }
        }
        return page.text
    }
}

extension ProgramDescription.Command {
    /// The usage lines (after `Usage: `) as one line, or nil when the usage is only paragraphs.
    var usageLine: String? {
        let first = usage.split(separator: "\n\n", omittingEmptySubsequences: true).first ?? ""
        guard first.hasPrefix("Usage:") else { return nil }
        return first.dropFirst("Usage:".count).split(separator: "\n").map { $0.trimmingSpaces }.joined(
            separator: " ")
    }
}

/// A roff page being written, one input line at a time.
struct ManualPage {
    private(set) var text = ""

    mutating func comment(_ line: String) { text += ".\\\" " + line + "\n" }

    /// What groff prints for characters a terminal's font lacks (`man` in the C locale writes ASCII), where it
    /// has no fallback of its own: the arrows of the keys and the ellipsis.
    static let fallbacks: KeyValuePairs<Unicode.Scalar, String> = ["\u{2191}": "^", "\u{2193}": "v", "\u{2026}": "..."]

    /// The ``fallbacks``, as groff requests that other formatters skip.
    mutating func fallbacks() {
        comment("ASCII for the characters a terminal's font may lack (groff only).")
        for (scalar, ascii) in Self.fallbacks {
            text += ".if \\n(.g .fchar " + Self.escaped(String(scalar)) + " " + ascii + "\n"
        }
    }

    /// A macro call; its arguments are escaped and quoted.
    mutating func macro(_ name: String, _ arguments: [String] = []) {
        text += "." + name + arguments.map { " \"" + Self.escaped($0) + "\"" }.joined() + "\n"
    }

    /// Lines of text, already escaped; one that would start with a dot or an apostrophe starts with `\&`, which
    /// prints nothing, so that roff does not take it as a request.
    mutating func text(_ escaped: String) {
        for line in escaped.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.trimmingSpaces
            guard !line.isEmpty else { continue }  // an empty line is a blank line in the output
            text += (line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" : "") + line + "\n"
        }
    }

    mutating func block(_ block: ProgramDescription.Block) {
        switch block {
        case .paragraph(let paragraph):
            macro("PP")
            text(Self.marked(paragraph))
        case .item(let term, let meaning):
            macro("TP")
            text(Self.marked(term))
            text(Self.marked(meaning))
        case .example(let what, let command):
            macro("PP")
            text(Self.marked(what))
            macro("RS", ["4"])
            macro("nf")
            text(Self.bold(command))
            macro("fi")
            macro("RE")
        }
    }

    /// An option as an indented item: its names in bold, its value's name in italics, then its help and, for a
    /// fixed set the help does not name, the values.
    mutating func option(_ option: Arguments.Option) {
        macro("TP")
        let value = option.takesValue ? " " + Self.italic(option.valueName) : ""
        text(option.names.map(Self.bold).joined(separator: ", ") + value)
        var help = option.help
        if case .oneOf(let list) = option.values, case let values = list(), !values.allSatisfy(help.contains) {
            help += ". \(option.valueName) is one of: " + values.joined(separator: ", ") + "."
        }
        text(Self.escaped(help))
    }

    /// An option for the synopsis: `--name VALUE`.
    static func synopsis(_ option: Arguments.Option) -> String {
        bold(option.name) + (option.takesValue ? " " + italic(option.valueName) : "")
    }

    /// A command's usage line, its leading words (the program and the command) in bold.
    static func usage(_ line: String) -> String {
        let words = line.split(separator: " ")
        let lead = words.prefix { word in !"[-<|".contains(word.first!) }
        let rest = words.dropFirst(lead.count)
        return bold(lead.joined(separator: " ")) + (rest.isEmpty ? "" : " " + escaped(rest.joined(separator: " ")))
    }

    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

    /// Text with spans in backticks set in bold; a backtick without its pair is printed.
    static func marked(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        var result = ""
        for (index, part) in parts.enumerated() {
            if index % 2 == 0 {
                result += escaped(String(part))
            } else if index == parts.count - 1 {
                result += "\\(ga" + escaped(String(part))  // unpaired: the backtick and what follows, as text
            } else {
                result += bold(String(part))
            }
        }
        return result
    }

    /// Text escaped for roff (see ``ProgramDescription/manualPage()``).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "'": result += "\\(aq"
            case "`": result += "\\(ga"
            case "\"": result += "\\(dq"
            case "\n", " "..."~": result.unicodeScalars.append(scalar)
            case "\t": result += " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: break  // a control character prints nothing
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return result
    }
}
