/// The bash completion script of a program: one function per command, each completing its options and, after
/// an option, the option's values; `complete -F` ties the main function to the program's name.
struct BashCompletion {
    var program: ProgramDescription

    var function: String { "_" + ProgramDescription.identifier(program.name) }

    var script: String {
        let commands = program.commands.map(\.name)
        let own = ProgramDescription.visible(program.options)
        var lines = [
            program.scriptHeading(.bash),
            "",
            "# The values among the arguments that begin with the word being completed, as COMPREPLY. Matched in",
            "# bash rather than by compgen -W, which would expand what the values hold.",
            "\(function)_values() {",
            "    local value",
            "    COMPREPLY=()",
            "    for value in \"$@\"; do",
            "        [[ $value == \"$cur\"* ]] && COMPREPLY+=(\"$value\")",
            "    done",
            "}",
            "",
            "# What the program itself lists when run with these arguments (the first column of each line), asked now",
            "# so that the values are those of the program being completed.",
            "\(function)_printed() {",
            "    local line values=()",
            "    while IFS= read -r line; do",
            "        values+=(\"${line%%$'\\t'*}\")",
            "    done < <(\"${COMP_WORDS[0]}\" \"$@\" 2>/dev/null)",
            "    \(function)_values \"${values[@]}\"",
            "}",
            "",
        ]
        for command in program.commands {
            lines += commandFunction(command)
            lines.append("")
        }
        // The default command's --help is the program's own.
        var seen: Set<String> = []
        let firstOptions = (own + program.defaultOptions).flatMap(\.names).filter {
            seen.insert($0).inserted
        }
        lines += [
            "\(function)() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=",
            "    (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD - 1]}",
            "    # bash splits --name=value at '=' (COMP_WORDBREAKS): the value's option is then before the '='.",
            "    if [[ $cur == = ]]; then",
            "        cur=",
            "    elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then",
            "        prev=${COMP_WORDS[COMP_CWORD - 2]}",
            "    fi",
            "    COMPREPLY=()",
            "    # The first word is a command or an option; a command's options follow it.",
            "    if (( COMP_CWORD == 1 )); then",
            "        case $cur in",
            "        -*) \(function)_values \(words(firstOptions)) ;;",
            "        *) \(function)_values \(words(commands)) ;;",
            "        esac",
            "        return 0",
            "    fi",
            "    case ${COMP_WORDS[1]} in",
        ]
        for command in program.commands {
            lines.append("    \(pattern([command.name])) \(function)_\(ProgramDescription.identifier(command.name)) ;;")
        }
        // The program's own options stand alone: after one, only its value.
        for option in own {
            let names = option.names
            if option.takesValue {
                lines += [
                    "    \(pattern(names))",
                    "        case $prev in \(pattern(names)) \(valueAction(option.values)) ;; esac",
                    "        ;;",
                ]
            } else {
                lines.append("    \(pattern(names)) ;;")
            }
        }
        if let command = program.defaultCommand {
            lines.append("    *) \(function)_\(ProgramDescription.identifier(command)) ;;")
        }
        lines += [
            "    esac",
            "    return 0",
            "}",
            "",
            "complete -F \(function) \(program.name)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A command's function: after an option that takes a value, that value; else the options.
    func commandFunction(_ command: ProgramDescription.Command) -> [String] {
        let options = ProgramDescription.visible(command.options)
        var lines = ["\(function)_\(ProgramDescription.identifier(command.name))() {"]
        let valued = options.filter(\.takesValue)
        if !valued.isEmpty {
            lines.append("    case $prev in")
            for option in valued where !option.values.isAny {
                lines.append("    \(pattern(option.names)) \(valueAction(option.values)); return 0 ;;")
            }
            // A value of its own (a date, a number): nothing to offer, and no option as the value.
            let free = valued.filter { $0.values.isAny }.flatMap(\.names)
            if !free.isEmpty { lines.append("    \(pattern(free)) return 0 ;;") }
            lines.append("    esac")
        }
        lines.append("    \(function)_values \(words(options.flatMap (\.names)))")
        lines.append("}")
        return lines
    }

    /// What completes a value: nothing for any text.
    func valueAction(_ values: Arguments.Values) -> String {
        switch values {
        case .any: ":"
        case .oneOf(let list): "\(function)_values \(words(list()))"
        case .printedBy(let arguments): "\(function)_printed \(words(arguments))"
        case .directory:
            #"compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur")"#
        }
    }

    /// Words as arguments, each quoted.
    func words(_ words: [String]) -> String { words.map(shellQuoted).joined(separator: " ") }

    /// A `case` pattern matching these words exactly.
    func pattern(_ words: [String]) -> String { words.map(shellQuoted).joined(separator: "|") + ")" }
}
