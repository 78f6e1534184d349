extension ProgramDescription {
    /// A section of the manual written by hand (ENVIRONMENT, EXIT STATUS, EXAMPLES): its title and its blocks.
    ///
    /// Text is plain: the manual page escapes it for roff (a leading dot, backslashes, hyphens), and a span in
    /// backticks is literal text, set in bold as manual pages set commands, options and files
    /// (`` `LC_ALL` ``, `` `datepick locales` ``).
    package struct Section: Sendable {
        /// The title, in capitals by convention (`EXIT STATUS`).
        package var title: String
        /// The section's paragraphs, items and examples, in order.
        package var blocks: [Block]

        /// Makes a section from its title and blocks.
        package init(_ title: String, _ blocks: [Block]) {
            self.title = title
            self.blocks = blocks
        }

        /// The section as `--help` prints it: the title and a colon, then each block on its own lines, the items'
        /// terms aligned in a column as ``Arguments/help(_:)`` aligns options and their meanings wrapped at `width`
        /// columns under it, and spans in backticks without their backticks. No final newline.
        ///
        /// ```swift
        /// let keys = ProgramDescription.Section("Keys", [.item("Enter", "accept"), .item("Esc, q", "cancel")])
        /// print(keys.help())  // "Keys:\n  Enter   accept\n  Esc, q  cancel"
        /// ```
        package func help(width: Int = 110) -> String {
            let column = blocks.map { if case .item(let term, _) = $0 { Self.plain(term).count } else { 0 } }.max() ?? 0
            let lines = blocks.flatMap { block -> [String] in
                switch block {
                case .paragraph(let text): return Self.wrapped(Self.plain(text), width: width)
                case .item(let term, let meaning):
                    let term = Self.plain(term), indent = String(repeating: " ", count: column + 4)
                    let meaning = Self.wrapped(Self.plain(meaning), width: max(width - indent.count, 20))
                    return meaning.enumerated().map { index, line in
                        index == 0
                            ? "  " + term + String(repeating: " ", count: column - term.count + 2) + line
                            : indent + line
                    }
                case .example(let what, let command):
                    return Self.wrapped(Self.plain(what), width: width) + ["    " + command]
                }
            }
            return ([title + ":"] + lines).joined(separator: "\n")
        }

        /// Text broken between words into lines of at most `width` characters (a longer word stands alone).
        static func wrapped(_ text: String, width: Int) -> [String] {
            var lines: [String] = [], line = ""
            for word in text.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            return lines + (line.isEmpty ? [] : [line])
        }

        /// Text with the backticks of each pair taken out (the manual sets what they enclose in bold).
        static func plain(_ text: String) -> String {
            let parts = text.split(separator: "`", omittingEmptySubsequences: false)
            return parts.count % 2 == 1 ? parts.joined() : text
        }
    }

    /// One block of a manual section.
    package enum Block: Sendable {
        /// A paragraph.
        case paragraph(String)
        /// A term and what it means, indented under it (an environment variable, an exit status, a file).
        case item(String, String)
        /// A command line, shown as typed and never filled, after what it does.
        case example(String, command: String)
    }
}
