extension PickerRequest {
    /// A request from options JSON, as the C library's `dp_picker_new` takes it: an object with the names of the
    /// JSON view (``Option``), every key checked (an unknown one is an error, as an unknown option is to the
    /// command), every value of its option's type; a null value is the default, as a key left out. Empty text, or
    /// only spaces, is `{}`.
    ///
    /// ```swift
    /// let request = try PickerRequest(optionsJSON: #"{"locale": "ja_JP", "minuteInterval": 15}"#)
    /// ```
    ///
    /// - Throws: ``RequestError`` naming the key and what it should be, or the value an option refuses (an
    ///   unknown mode); the options are not checked against the mode here (``checkOptions()``).
    public init(optionsJSON text: String) throws(RequestError) {
        self.init()
        guard !text.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) else { return }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(text.utf8))
        } catch {
            throw .malformedOptions(error)
        }
        guard case .object(let members) = value else { throw .optionsNotAnObject(value.typeName) }
        for (key, value) in members {
            guard let option = Option(rawValue: key) else { throw .unknownOptionKey(key) }
            if case .null = value { continue }  // the default, as a key left out
            let read: Option.Entry.Value? =
                switch (option.entry.type, value) {
                case (.string, .string(let text)), (.choice, .string(let text)), (.moment, .string(let text)):
                    .text(text)
                case (.integer, .int(let number)): .integer(number)
                case (.integer, .double(let number)) where number.rounded() == number && abs(number) < 1e15:
                    .integer(Int(number))
                case (.flag, .bool(let on)): .flag(on)
                default: nil
                }
            guard let read else { throw .wrongOptionType(option, found: value.typeName) }
            try set(option, read)
        }
    }

    /// Sets an option from its command-line text: the value given, or nil for a flag, which takes none and is on.
    ///
    /// - Throws: ``RequestError`` for text that is not the whole number or the word the option takes.
    package mutating func set(_ option: Option, argument: String?) throws(RequestError) {
        guard let argument else { return try set(option, .flag(true)) }
        switch option.entry.type {
        case .string, .choice, .moment, .flag: try set(option, .text(argument))
        case .integer:
            guard let number = Int(argument) else { throw .notAWholeNumber(option, argument) }
            try set(option, .integer(number))
        }
    }

    private mutating func set(_ option: Option, _ value: Option.Entry.Value) throws(RequestError) {
        try option.entry.storage.store(&self, value, option)
    }
}
