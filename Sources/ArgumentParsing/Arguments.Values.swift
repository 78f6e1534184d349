extension Arguments {
    /// What an option's value can be, as far as the program can say: what its completion scripts offer after the
    /// option and what its manual lists. The parser does not check it; the code that reads the value does, and
    /// a fixed set should be taken from that code (an enum's `allCases`) so that the two cannot differ.
    package enum Values: Sendable {
        /// Any text (a date, a title, a number): nothing to offer.
        case any
        /// One of the words the closure returns, in its order (`--mode`: `date`, `time`, …). It runs only when a
        /// script or the manual is made, so that a set that costs something to find (ICU's calendars) costs
        /// parsing nothing. zsh and fish offer a word with a space or quote escaped; bash offers it as it is.
        case oneOf(@Sendable () -> [String])
        /// What the program itself prints when run with these arguments, asked when a person completes: the first
        /// tab-separated field of each line (`["locales"]` for the ids of `datepick locales`), so that the list
        /// is the installed program's and never one copied into a script.
        case printedBy([String])
        /// A directory's path.
        case directory

        /// Whether the value is any text, with nothing to offer.
        var isAny: Bool {
            if case .any = self { return true }
            return false
        }
    }
}
