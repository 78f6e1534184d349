/// The fish completion of a program: one `complete -c` line per command and per option, each with a condition
/// (`-n`) on the command being completed, which a small function reads from the command line.
struct FishCompletion {
    var program: ProgramDescription

    var prefix: String { "__" + ProgramDescription.identifier(program.name) }

    var script: String {
        let own = ProgramDescription.visible(program.options)
        let ownNames = own.flatMap(\.names)
        let ownValued = own.filter(\.takesValue).flatMap(\.names)
        let name = program.name
        var lines = [
            program.scriptHeading(.fish),
            "",
            "# The command being completed: the first word when it names one, else (no word yet, or options) the",
            "# default command; nothing after one of the program's own options, which stand alone.",
            "function \(prefix)_command",
            "    set -l words (commandline -opc)",
            "    if set -q words[2]; and contains -- $words[2] \(words(program.commands.map(\.name)))",
            "        echo $words[2]",
        ]
        if let command = program.defaultCommand {
            lines += [
                "    else if not set -q words[2]; or not contains -- (string split -m 1 = -- $words[2])[1] \(words(ownNames))",
                "        echo \(quoted(command))",
            ]
        }
        lines += [
            "    end",
            "end",
            "",
            "function \(prefix)_using --argument-names command",
            "    set -l using (\(prefix)_command)",
            "    test \"$using\" = \"$command\"",
            "end",
            "",
            "# Whether the word being completed is the first: a command, or one of the program's own options.",
            "function \(prefix)_first",
            "    test (count (commandline -opc)) -eq 1",
            "end",
            "",
            "# Whether the word being completed is the first, or the value of the program's own option before it.",
            "function \(prefix)_own",
            "    set -l words (commandline -opc)",
            "    test (count $words) -eq 1; or begin; test (count $words) -eq 2; and contains -- $words[2] \(words(ownValued)); end",
            "end",
            "",
            "# What the program itself lists when run with these arguments, asked now so that the values are those of",
            "# the program being completed: the first column of each line, the second as its description.",
            "function \(prefix)_printed",
            "    set -l program (commandline -opc)[1]",
            "    $program $argv 2>/dev/null | string replace -r '^([^\\t]*(\\t[^\\t]*)?).*' '$1'",
            "end",
            "",
            "complete -c \(name) -f",
        ]
        for command in program.commands {
            lines.append(
                "complete -c \(name) -n \(prefix)_first -a \(quoted(command.name)) -d \(quoted(command.abstract))")
        }
        for option in own {
            lines.append(line(option, condition: "\(prefix)_own"))
        }
        for command in program.commands {
            for option in ProgramDescription.visible(command.options) {
                var condition = "\(prefix)_using \(command.name)"
                // The program's own option of the same name (--help) is the one offered as the first word.
                if command.name == program.defaultCommand, option.names.contains(where: ownNames.contains) {
                    condition += "; and not \(prefix)_first"
                }
                lines.append(line(option, condition: condition))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `complete` line of an option: its names, its value, its help.
    func line(_ option: Arguments.Option, condition: String) -> String {
        var parts = ["complete -c \(program.name) -n \(quoted(condition))"]
        for name in option.names {
            if name.hasPrefix("--") {
                parts.append("-l \(quoted(String(name.dropFirst(2))))")
            } else if name.count == 2 {
                parts.append("-s \(quoted(String(name.dropFirst())))")
            } else {
                parts.append("-o \(quoted(String(name.dropFirst())))")
            }
        }
        if option.takesValue {
            switch option.values {
            case .any: parts.append("-x")
            case .oneOf(let list): parts.append("-x -a \(quoted(list().map(token).joined(separator: " ")))")
            case .printedBy(let arguments):
                parts.append("-x -a \(quoted("(\(prefix)_printed \(arguments.map(token).joined(separator: " ")))"))")
            case .directory: parts.append("-r -f -a \(quoted("(__fish_complete_directories (commandline -ct))"))")
            }
        }
        parts.append("-d \(quoted(option.help))")
        return parts.joined(separator: " ")
    }

    /// Words as fish arguments, each quoted.
    func words(_ words: [String]) -> String { words.map(quoted).joined(separator: " ") }

    /// Text in fish's single quotes, where a backslash and a quote are escaped.
    func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    /// A word in a list that fish reads again as arguments (`-a`): characters it would take as syntax are escaped.
    func token(_ word: String) -> String {
        String(word.flatMap { $0.isLetter || $0.isNumber || "-_./+=@,:%".contains($0) ? [$0] : ["\\", $0] })
    }
}
