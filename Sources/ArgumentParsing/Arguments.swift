/// A small command-line parser in the spirit of swift-argument-parser (which cannot be fetched here):
/// declared options, `--name value` and `--name=value`, repeatable options, flags, `--` to end options, and
/// one clear error for anything else.
package struct Arguments: Sendable {
    /// An option a command accepts.
    package struct Option: Sendable {
        /// The option's name with its dashes (`--time-zone`): what it is given as, and the key its values and flag
        /// are read by.
        package var name: String
        /// Other names for the same option (`--zone` for `--time-zone`, `-h` for `--help`): what they are given is
        /// the option's, read by ``name``.
        package var aliases: [String]
        /// Whether the option takes a value (`--locale ID`); false for a flag (`--seconds`), which refuses one.
        package var takesValue: Bool
        /// What the value is, for the help: `ID`, `ISO`, `ZONE`, `N`, `PATTERN`.
        package var valueName: String
        /// The values the option takes where the program can name them, for its completion scripts and manual:
        /// a fixed set (`--mode`'s), what the program lists (`--locale`'s), a directory, or ``Values/any``.
        package var values: Values
        /// Whether the option may be given more than once, each value kept in order (a flag: each time in
        /// ``Arguments/occurrences``); a single option given twice is a ``UsageError``.
        package var repeatable: Bool
        /// What the option does, one line for ``Arguments/help(_:)``.
        package var help: String
        /// Accepted but left out of ``Arguments/help(_:)``: for an option the program passes to itself.
        package var isHidden: Bool

        /// The option's name and its aliases.
        package var names: [String] { [name] + aliases }

        /// `--help` (or `-h`), which every command takes: its help instead of running it.
        package static let helpFlag = Option(
            name: "--help", aliases: ["-h"], takesValue: false, help: "show this help")

        /// Makes an option from its name, what it takes and its help; it is a single visible option that takes
        /// any value unless told otherwise.
        package init(
            name: String, aliases: [String] = [], takesValue: Bool, valueName: String = "VALUE",
            values: Values = .any, repeatable: Bool = false, help: String, isHidden: Bool = false
        ) {
            self.name = name
            self.aliases = aliases
            self.takesValue = takesValue
            self.valueName = valueName
            self.values = values
            self.repeatable = repeatable
            self.help = help
            self.isHidden = isHidden
        }
    }

    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    private(set) var positionalArguments: [String] = []
    private(set) var ordered: [Occurrence] = []

    /// One option as given, by its name (not an alias), with its value (nil for a flag).
    package struct Occurrence: Sendable, Hashable {
        /// The option's ``Option/name``.
        package var name: String
        /// The value given, or nil for a flag.
        package var value: String?
    }

    /// Parses `arguments` (without the program and subcommand names) against `options`.
    ///
    /// - Parameter acceptsPositionals: Whether arguments that are not options are kept, in order, as
    ///   ``positionals`` (`datepick choose S M L`); after `--` every argument is one, even one starting with `-`.
    /// - Throws: ``UsageError`` for an unknown option, a missing value, a repeated single option, or an
    ///   argument where none is expected.
    package init(_ arguments: ArraySlice<String>, options: [Option], acceptsPositionals: Bool = false)
        throws(UsageError)
    {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                guard acceptsPositionals else {
                    throw UsageError("unexpected argument '\(UsageError.printable(argument))'")
                }
                positionalArguments.append(argument)
                continue
            }
            if argument == "--" {
                if acceptsPositionals {
                    positionalArguments += arguments[index...]
                } else if index < arguments.endIndex {
                    throw UsageError("unexpected argument '\(UsageError.printable(arguments[index]))'")
                }
                break
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
                throw UsageError("unknown option '\(UsageError.printable(name))'")
            }
            // Under an alias, the value is the option's; a repeat is one however it is spelt.
            let given = name
            name = option.name
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.endIndex {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '\(given)' needs a value")
                }
                if !option.repeatable && values[name] != nil {
                    throw UsageError("option '\(given)' is given more than once")
                }
                values[name, default: []].append(value)
                ordered.append(Occurrence(name: name, value: value))
            } else {
                if inlineValue != nil { throw UsageError("option '\(given)' takes no value") }
                guard flags.insert(name).inserted || option.repeatable else {
                    throw UsageError("option '\(given)' is given more than once")
                }
                ordered.append(Occurrence(name: name, value: nil))
            }
        }
    }

    /// The value of a single option, or nil when absent.
    package func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, in order.
    package func all(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    package func has(_ name: String) -> Bool { flags.contains(name) }

    /// Every option given, in the order given: for options whose meaning depends on what they follow (each
    /// `--unit` describes the `--wheel` before it).
    package var occurrences: [Occurrence] { ordered }

    /// The arguments that are not options, in order: empty unless the parser was made `acceptsPositionals`.
    package var positionals: [String] { positionalArguments }

    /// The options' help lines, aligned: each name and alias with what its value is (`--time-zone, --zone ZONE`).
    package static func help(_ options: [Option]) -> String {
        let options = options.filter { !$0.isHidden }
        func left(_ option: Option) -> String {
            option.names.joined(separator: ", ") + (option.takesValue ? " " + option.valueName : "")
        }
        let width = options.map { left($0).count }.max() ?? 0
        return options.map { option in
            let left = left(option)
            return "  " + left + String(repeating: " ", count: width - left.count + 2) + option.help
        }.joined(separator: "\n")
    }
}

/// A usage or input error: printed as one line on stderr, exit status 64 (EX_USAGE).
package struct UsageError: Error, Sendable, CustomStringConvertible {
    /// The message, one line, naming the bad value.
    package var description: String
    /// Makes an error from its message, which should be one line (see ``printable(_:)``).
    package init(_ description: String) { self.description = description }

    /// Words as a person lists alternatives in a message: `wheels, inline or compact`.
    package static func alternatives(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Text with control characters shown as escapes (`\u{7}`), so a message naming bad input stays on one line.
    package static func printable(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar in
                scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
            }.joined())
    }
}
