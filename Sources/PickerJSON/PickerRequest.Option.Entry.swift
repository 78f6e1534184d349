import PickerModels

extension PickerRequest.Option {
    /// Everything about one option, in one place: its names, its help, its value and where that goes in a
    /// ``PickerRequest``, and which modes refuse it. The CLI's options, help, manual and completions, the options
    /// JSON, the refusals and the C library's `dp_option_*` calls are all read from the entries
    /// (``PickerRequest/Option/entry``).
    package struct Entry: Sendable {
        /// What kind of value an option takes: how the CLI reads its text, which JSON type it is, and what a
        /// toolkit makes of it (the C library's `DP_OPTION_*`, in this order).
        package enum ValueType: Int, Sendable, CaseIterable {
            /// Any text: a JSON string.
            case string
            /// A whole number: a JSON number without a fraction.
            case integer
            /// On or off: a CLI flag without a value, a JSON `true` or `false`. Off is the default, and asks for
            /// nothing.
            case flag
            /// One word of a fixed set (``Entry/choices``): a JSON string.
            case choice
            /// A moment in ISO 8601 text (``ISO8601Value``): a JSON string.
            case moment
        }

        /// The values an option's completion offers and its manual lists.
        package enum Values: Sendable {
            /// Nothing to offer (a date, a number).
            case any
            /// One of these words; they are worked out only when a script or the manual is made.
            case oneOf(@Sendable () -> [String])
            /// The locale ids `datepick locales` lists.
            case locales
            /// The zones `datepick --list-time-zones` prints.
            case timeZones
        }

        /// A value read from the CLI or JSON, of the option's ``ValueType``.
        enum Value {
            case text(String)
            case integer(Int)
            case flag(Bool)
        }

        /// Where an option's value goes in a request, and how it is read: what the entry is made with.
        package struct Storage: Sendable {
            let type: ValueType
            let choices: [String]
            let store: @Sendable (inout PickerRequest, Value, PickerRequest.Option) throws(RequestError) -> Void
            let isGiven: @Sendable (PickerRequest) -> Bool

            // Each value is read and written through a pair of closures (`get`, `set`) rather than a key path:
            // making the table's fifteen key paths at run time was 7 % of a C program's first picker.

            /// Text kept as given.
            static func string(
                _ get: @escaping @Sendable (PickerRequest) -> String?,
                _ set: @escaping @Sendable (inout PickerRequest, String) -> Void
            ) -> Self {
                text(get, set, type: .string)
            }

            /// An ISO 8601 moment, kept as given (the picker reads it in its zone).
            static func moment(
                _ get: @escaping @Sendable (PickerRequest) -> String?,
                _ set: @escaping @Sendable (inout PickerRequest, String) -> Void
            ) -> Self {
                text(get, set, type: .moment)
            }

            private static func text(
                _ get: @escaping @Sendable (PickerRequest) -> String?,
                _ set: @escaping @Sendable (inout PickerRequest, String) -> Void, type: ValueType
            ) -> Self {
                Storage(
                    type: type, choices: [],
                    store: { request, value, _ in
                        if case .text(let text) = value { set(&request, text) }
                    },
                    isGiven: { get($0) != nil })
            }

            /// A whole number.
            static func integer(
                _ get: @escaping @Sendable (PickerRequest) -> Int?,
                _ set: @escaping @Sendable (inout PickerRequest, Int) -> Void
            ) -> Self {
                Storage(
                    type: .integer, choices: [],
                    store: { request, value, _ in
                        if case .integer(let number) = value { set(&request, number) }
                    },
                    isGiven: { get($0) != nil })
            }

            /// On or off; given only when on (off asks for what every mode does anyway).
            static func flag(
                _ get: @escaping @Sendable (PickerRequest) -> Bool?,
                _ set: @escaping @Sendable (inout PickerRequest, Bool) -> Void
            ) -> Self {
                Storage(
                    type: .flag, choices: [],
                    store: { request, value, _ in
                        if case .flag(let on) = value { set(&request, on) }
                    },
                    isGiven: { get($0) == true })
            }

            /// One of the cases of `Choice`, by its raw value.
            ///
            /// - Parameter named: Reads a word, throwing for one that is none of the choices; by default
            ///   ``RequestError/unknownValue(_:_:)``.
            static func choice<Choice: RawRepresentable<String> & CaseIterable & Sendable>(
                _ get: @escaping @Sendable (PickerRequest) -> Choice?,
                _ set: @escaping @Sendable (inout PickerRequest, Choice) -> Void,
                named: (@Sendable (String) throws(RequestError) -> Choice)? = nil
            ) -> Self {
                Storage(
                    type: .choice, choices: Choice.allCases.map(\.rawValue),
                    store: { request, value, option throws(RequestError) in
                        guard case .text(let word) = value else { return }
                        if let named {
                            set(&request, try named(word))
                        } else {
                            guard let choice = Choice(rawValue: word) else { throw .unknownValue(option, word) }
                            set(&request, choice)
                        }
                    },
                    isGiven: { get($0) != nil })
            }
        }

        /// The CLI's option (`--time-zone`), the name its value is read by.
        package let flag: String
        /// Other names the CLI takes for it (`--zone`).
        package let aliases: [String]
        /// What the value is, for the help (`ZONE`, `ISO`, `N`); unused for a flag.
        package let valueName: String
        /// What the option does, one line of the CLI's help.
        package let help: String
        /// What the completion scripts offer and the manual lists: a choice's words unless told otherwise.
        package let values: Values
        /// What kind of value it takes.
        package var type: ValueType { storage.type }
        /// The words a choice takes, in order (`date`, `time`…); empty for the other types.
        package var choices: [String] { storage.choices }
        /// Why a mode ignores the option, so that a request refuses it, or nil when the mode uses it; `seconds`:
        /// whether the request asks for a seconds wheel.
        package let refusal: @Sendable (_ mode: DatePickerMode, _ seconds: Bool) -> String?
        let storage: Storage

        /// Makes an entry.
        ///
        /// - Parameters:
        ///   - values: What completion offers; nil for a choice's words, or nothing for the other types.
        ///   - refusal: Why a mode ignores the option; by default every mode uses it.
        init(
            _ storage: Storage, flag: String, aliases: [String] = [], valueName: String = "", values: Values? = nil,
            help: String,
            refusal: @escaping @Sendable (_ mode: DatePickerMode, _ seconds: Bool) -> String? = { _, _ in nil }
        ) {
            self.storage = storage
            self.flag = flag
            self.aliases = aliases
            self.valueName = valueName
            let choices = storage.choices
            self.values = values ?? (choices.isEmpty ? .any : .oneOf { choices })
            self.help = help
            self.refusal = refusal
        }
    }
}
