/// The zsh completion of a program: a `#compdef` file with one `_arguments` function per command; the main
/// function offers the commands as the first word and hands the rest of the line to the command's function.
struct ZshCompletion {
    var program: ProgramDescription

    var function: String { "_" + ProgramDescription.identifier(program.name) }

    var script: String {
        let own = ProgramDescription.visible(program.options)
        var lines = [
            "#compdef \(program.name)",
            program.scriptHeading(.zsh),
            "",
            "# What the program itself lists when run with these arguments (the first column of each line), asked now",
            "# so that the values are those of the program being completed.",
            "\(function)_printed() {",
            "    local -a values",
            "    values=(${(f)\"$(\"${\(function)_program:-\(program.name)}\" \"$@\" 2>/dev/null)\"})",
            "    compadd -- ${values%%$'\\t'*}",
            "}",
            "",
        ]
        for command in program.commands {
            lines.append("\(function)_\(ProgramDescription.identifier(command.name))() {")
            lines.append("    _arguments -S : \\")
            lines += specs(ProgramDescription.visible(command.options)).map { "        \($0) \\" }
            lines[lines.count - 1].removeLast(2)
            lines.append("}")
            lines.append("")
        }
        let names = program.commands.map(\.name)
        lines += [
            "\(function)() {",
            "    local \(function)_program=${words[1]}",
            "    if (( CURRENT == 2 )) && [[ ${words[CURRENT]} != -* ]]; then",
            "        local -a commands=(",
        ]
        lines += program.commands.map { "            " + shellQuoted(describe($0.name) + ":" + describe($0.abstract)) }
        lines += [
            "        )",
            "        _describe -t commands '\(program.name) command' commands",
            "        return",
            "    fi",
            "    case ${words[2]} in",
            "    (\(names.map(shellQuoted).joined(separator: "|")))",
            "        local command=${words[2]}",
            "        shift words",
            "        (( CURRENT-- ))",
            "        curcontext=${curcontext%:*:*}:\(program.name)-$command:",
            "        \(function)_${command//[^[:alnum:]]/_}",
            "        ;;",
        ]
        let ownSpecs = specs(own, alone: true)
        // The program's own options, given as the first word; one that takes a value, as `--name=value` too.
        let ownPatterns = own.flatMap { option in
            option.names.flatMap { name in
                option.takesValue ? [shellQuoted(name), shellQuoted(name + "=") + "*"] : [shellQuoted(name)]
            }
        }
        if !own.isEmpty {
            lines.append("    (\(ownPatterns.joined(separator: "|")))")
            lines.append("        _arguments -S : \\")
            lines += ownSpecs.map { "            \($0) \\" }
            lines[lines.count - 1].removeLast(2)
            lines.append("        ;;")
        }
        if let command = program.defaultCommand {
            // In place of the first word, the program's own options, which take the place of the command's of the
            // same name (--help): _arguments refuses an option given two specs.
            let ownNames = Set(own.flatMap(\.names))
            let commandOptions = program.defaultOptions.filter { option in
                !option.names.contains(where: ownNames.contains)
            }
            lines += [
                "    (*)",
                "        # No command: the options are \(command)'s, and in place of the first word the program's own too.",
                "        if (( CURRENT == 2 )); then",
                "            _arguments -S : \\",
            ]
            lines += (ownSpecs + specs(commandOptions)).map { "                \($0) \\" }
            lines[lines.count - 1].removeLast(2)
            lines += [
                "        else",
                "            \(function)_\(ProgramDescription.identifier(command))",
                "        fi",
                "        ;;",
            ]
        }
        lines += [
            "    esac",
            "}",
            "",
            "# Autoloaded from fpath, the file is the function's body on its first call; sourced, it registers itself.",
            "if [[ ${funcstack[1]} == \(function) ]]; then",
            "    \(function) \"$@\"",
            "else",
            "    compdef \(function) \(program.name)",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `_arguments` specs of options, each a quoted word (or words and a brace list for aliases).
    /// `alone`: each excludes everything else, as the program's own options stand alone.
    func specs(_ options: [Arguments.Option], alone: Bool = false) -> [String] {
        options.map { option in
            let names = option.names
            // --name=VALUE and --name VALUE both parse; a single-dash alias (-h) takes no value.
            let forms = names.map { option.takesValue && $0.hasPrefix("--") ? $0 + "=" : $0 }
            let exclusion =
                alone ? "(- *)" : option.repeatable ? "*" : names.count > 1 ? "(\(names.joined(separator: " ")))" : ""
            var rest = "[" + bracketed(option.help) + "]"
            if option.takesValue { rest += ":" + describe(option.valueName) + ":" + action(option.values) }
            guard forms.count > 1 else { return shellQuoted(exclusion + forms[0] + rest) }
            // A brace list: the shell makes one spec of each name.
            let list = "{" + forms.map(shellQuoted).joined(separator: ",") + "}"
            return (exclusion.isEmpty ? "" : shellQuoted(exclusion)) + list + shellQuoted(rest)
        }
    }

    /// What completes a value: a space shows the value's name and offers nothing.
    func action(_ values: Arguments.Values) -> String {
        switch values {
        case .any: " "
        case .oneOf(let list): "(" + list().map(listed).joined(separator: " ") + ")"
        // In braces: _arguments runs a bare command with compadd's options among its arguments.
        case .printedBy(let arguments):
            "{\(function)_printed " + arguments.map(shellQuoted).joined(separator: " ") + "}"
        case .directory: "_files -/"
        }
    }

    /// Text for an option's description between brackets, which a bracket would end.
    func bracketed(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
    }

    /// Text for a `name:description` pair or a value's message, where a colon would end it.
    func describe(_ text: String) -> String { text.replacing("\\", with: "\\\\").replacing(":", with: "\\:") }

    /// A word in an `(a b c)` action, where spaces and parentheses would split it.
    func listed(_ value: String) -> String {
        String(value.flatMap { " ()\\:'\"".contains($0) ? ["\\", $0] : [$0] })
    }
}
