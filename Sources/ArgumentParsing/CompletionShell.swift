/// A shell that ``ProgramDescription/completionScript(for:)`` writes completions for.
package enum CompletionShell: String, Sendable, CaseIterable {
    /// bash, with the bash-completion package's conventions: `complete -F`.
    case bash
    /// zsh's completion system: a `#compdef` file of `_arguments` specs.
    case zsh
    /// fish: `complete -c` lines, each with a condition on the command.
    case fish
}

extension ProgramDescription {
    /// The completion script for a shell: the commands, each command's options with their aliases, and the
    /// values of the options that take a known set (``Arguments/Values``). Hidden options are left out.
    ///
    /// - bash: source it, or install it as `share/bash-completion/completions/NAME`.
    /// - zsh: install it as `_NAME` in a directory of `fpath` (`share/zsh/site-functions/_NAME`), or source it.
    /// - fish: install it as `share/fish/vendor_completions.d/NAME.fish`, or source it.
    package func completionScript(for shell: CompletionShell) -> String {
        switch shell {
        case .bash: BashCompletion(program: self).script
        case .zsh: ZshCompletion(program: self).script
        case .fish: FishCompletion(program: self).script
        }
    }

    /// The comment every script starts with: what made it, so that a reader knows to regenerate rather than edit.
    func scriptHeading(_ shell: CompletionShell) -> String {
        "# \(shell.rawValue) completion for \(name) \(version), made by\n"
            + "# `\(name) --generate-completion-script \(shell.rawValue)`: regenerate it rather than edit it."
    }

    /// A shell function name's part for a command name, which may hold characters a name cannot.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

/// Text in single quotes for a POSIX shell (bash, zsh): nothing inside is special but the quote itself.
func shellQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
}
