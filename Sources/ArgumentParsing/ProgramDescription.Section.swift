extension ProgramDescription {
    /// A section of the manual written by hand (ENVIRONMENT, EXIT STATUS, EXAMPLES): its title and its blocks.
    ///
    /// Text is plain: the manual page escapes it for roff (a leading dot, backslashes, hyphens), and a span in
    /// backticks is literal text, set in bold as manual pages set commands, options and files
    /// (`` `LC_ALL` ``, `` `datepick locales` ``).
    public struct Section: Sendable {
        /// The title, in capitals by convention (`EXIT STATUS`).
        public var title: String
        /// The section's paragraphs, items and examples, in order.
        public var blocks: [Block]

        /// Makes a section from its title and blocks.
        public init(_ title: String, _ blocks: [Block]) {
            self.title = title
            self.blocks = blocks
        }
    }

    /// One block of a manual section.
    public enum Block: Sendable {
        /// A paragraph.
        case paragraph(String)
        /// A term and what it means, indented under it (an environment variable, an exit status, a file).
        case item(String, String)
        /// A command line, shown as typed and never filled, after what it does.
        case example(String, command: String)
    }
}
