/// How a locale writes a date or time: the ICU pattern for a skeleton, split into fields and the literal text
/// around them.
///
/// ```swift
/// let layout = PatternLayout(skeleton: "yMMMMd", pattern: "y年M月d日")
/// layout.order                 // [.year, .month, .day]
/// layout.fields.map(\.suffix)  // ["年", "月", "日"]
/// ```
///
/// ## Affixes and separators
/// The literal text between two fields is either an *affix*, written with one field's value (ja `2026年`,
/// ko `30일`, he `בנובמבר`, lt `2026 m.`), or a *separator* between values (`/`, `, `, `.`, ` `, es `de`).
/// A picker shows an affix beside the value on the field's wheel and drops separators. The rule, applied to each
/// literal run between fields in order:
/// 1. Text written against a value with no space between them is an affix when it holds a letter: after a
///    value it is the value's suffix, up to its last letter (and a period right after it, as in `m.`); before a
///    value it is the value's prefix, from its first letter. A run with no space at all (ja `年` in `y年M`) goes
///    to the value before it; CJK units follow the number.
/// 2. A word standing apart (spaces around it) is an affix only when it is the neighbouring field's own
///    localized name or an abbreviation of it, as ICU's field display names give them (lt `m.` for metai, bg and
///    ru `г.` for година/год): the suffix of the value before it, or else the prefix of the value after it.
/// 3. Everything else is a separator: punctuation, spaces and connecting words (es `de`, hu `.` after the year).
///
/// Patterns are scanned by UTF-16 unit, never by `Character`: a quoted literal may be followed by a combining
/// mark (nnh `'lyɛ'̌ʼ d`), which a `Character` would glue to the quote.
public struct PatternLayout: Codable, Sendable, Hashable {
    /// One field of the pattern with the affixes written around its value.
    public struct Field: Codable, Sendable, Hashable {
        /// The field.
        public var field: DateField
        /// The pattern letters that write it (`y`, `MMMM`, `d`, `a`).
        public var symbol: String
        /// Literal text written before the value (he `ב` before the month), or empty.
        public var prefix: String
        /// Literal text written after the value (ja `年` after the year), or empty.
        public var suffix: String
    }

    /// The skeleton the pattern was asked for (`yMMMMd`, `jm`).
    public var skeleton: String
    /// ICU's best pattern for the skeleton in the locale.
    public var pattern: String
    /// The fields in the order the pattern writes them, with their affixes.
    public var fields: [Field]
    /// The separators: one before the first field, one between each two fields, one after the last
    /// (`fields.count + 1` entries, empty where nothing separates).
    public var separators: [String]

    /// The fields a picker gives wheels to, in pattern order, each once (the Chinese `rU` year counts once).
    public var order: [DateField] {
        var order: [DateField] = []
        for field in fields where !order.contains(field.field) { order.append(field.field) }
        return order
    }

    /// How the order was derived: skeleton → pattern → order.
    public var explanation: String {
        "\(skeleton) → \(pattern) → \(order.map { $0.rawValue }.concatenated(separator: ", "))"
    }

    /// Splits a pattern into fields and literals.
    ///
    /// - Parameters:
    ///   - skeleton: The skeleton the pattern answers, kept for the explanation.
    ///   - pattern: An ICU date pattern (`d 'de' MMMM 'de' y`).
    ///   - fieldNames: The localized names of each field in every width ICU gives (for rule 2 above).
    public init(skeleton: String, pattern: String, fieldNames: [DateField: [String]] = [:]) {
        self.init(skeleton: skeleton, pattern: pattern, names: { fieldNames[$0] ?? [] })
    }

    /// Splits a pattern, with the names of a field given by a function.
    ///
    /// What the engine calls: a dictionary keyed by `DateField` costs a process its first lookup of
    /// `DateField`'s `Hashable` conformance, a scan of every conformance record.
    init(skeleton: String, pattern: String, names fieldNames: (DateField) -> [String]) {
        self.skeleton = skeleton
        self.pattern = pattern
        let tokens = Self.tokenize(pattern)
        var fields: [Field] = []
        var literals: [[UInt16]] = [[]]
        for token in tokens {
            switch token {
            case .literal(let units): literals[literals.count - 1] += units
            case .field(let field, let symbol):
                fields.append(Field(field: field, symbol: symbol, prefix: "", suffix: ""))
                literals.append([])
            }
        }
        var separators: [String] = []
        for (index, run) in literals.enumerated() {
            let before = index > 0 ? index - 1 : nil
            let after = index < fields.count ? index : nil
            let split = Self.splitLiteral(
                run,
                before: before.map { fields[$0].field },
                after: after.map { fields[$0].field },
                fieldNames: fieldNames
            )
            if let before { fields[before].suffix = split.suffix }
            if let after { fields[after].prefix = split.prefix }
            separators.append(split.separator)
        }
        self.fields = fields
        self.separators = separators
    }

    // MARK: Scanning

    enum Token: Equatable {
        case literal([UInt16])
        case field(DateField, String)
    }

    /// Tokenizes by UTF-16 unit: ASCII letters outside quotes are fields (a run of one letter is one field),
    /// `''` is an apostrophe, quoted text and everything else is literal. Letters of fields a picker has no
    /// wheel for (zones, week numbers) are kept as literal text.
    static func tokenize(_ pattern: String) -> [Token] {
        let units = Array(pattern.utf16)
        let quote = UInt16(UInt8(ascii: "'"))
        var tokens: [Token] = []
        var literal: [UInt16] = []
        var index = 0
        var quoted = false
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = [] }
        }
        while index < units.count {
            let unit = units[index]
            if unit == quote {
                if index + 1 < units.count && units[index + 1] == quote {
                    literal.append(quote)  // '' is a literal apostrophe, inside or outside quotes
                    index += 2
                    continue
                }
                quoted.toggle()
                index += 1
                continue
            }
            if !quoted, let scalar = Unicode.Scalar(unit), scalar.isASCII, scalar.properties.isAlphabetic {
                var end = index
                while end < units.count && units[end] == unit { end += 1 }
                let letters = String(utf16: units[index..<end])
                if let field = DateField(patternLetter: Character(scalar)) {
                    flush()
                    tokens.append(.field(field, letters))
                } else {
                    literal += units[index..<end]
                }
                index = end
                continue
            }
            literal.append(unit)
            index += 1
        }
        flush()
        return tokens
    }

    /// Splits the literal run between two fields into the suffix of the field before, the prefix of the field
    /// after and the separator between them (the rule in the type's documentation).
    static func splitLiteral(
        _ run: [UInt16],
        before: DateField?,
        after: DateField?,
        fieldNames: (DateField) -> [String]
    ) -> (suffix: String, separator: String, prefix: String) {
        let scalars = Array(String(utf16: run[...]).unicodeScalars)
        var start = 0
        var end = scalars.count
        var suffix: [Unicode.Scalar] = []
        var prefix: [Unicode.Scalar] = []
        let hasSpace = scalars.contains(where: \.properties.isWhitespace)

        // Rule 1: text written against a value.
        if before != nil || !hasSpace {
            let attached = scalars.prefix { !$0.properties.isWhitespace }
            if before != nil, let last = attached.lastIndex(where: isLetter) {
                var stop = last + 1
                // Keep a closing bracket whose opening bracket is in the suffix (eu `d(a)`), and an
                // abbreviation's period.
                let opens = attached[0..<stop].contains { $0.properties.generalCategory == .openPunctuation }
                while opens, stop < attached.count, attached[stop].properties.generalCategory == .closePunctuation {
                    stop += 1
                }
                if stop < attached.count && attached[stop] == "." { stop += 1 }
                suffix = Array(attached[0..<stop])
                start = stop
            }
        }
        if after != nil && (hasSpace || before == nil) {
            var first = end
            while first > start && !scalars[first - 1].properties.isWhitespace { first -= 1 }
            if let letter = scalars[first..<end].firstIndex(where: isLetter) {
                prefix = Array(scalars[letter..<end])
                end = letter
            }
        }

        // Rule 2: a word standing apart that names the neighbouring field.
        var words = scalars[start..<end].split(whereSeparator: \.properties.isWhitespace).map { String(scalars: $0) }
        func names(_ field: DateField?, _ word: String) -> Bool {
            guard let field else { return false }
            return fieldNames(field).contains { Self.sameName($0, word) }
        }
        // The space between the value and such a word belongs to the affix: lt `2026 m.`, bg `2026 г.`.
        if suffix.isEmpty, let word = words.first, names(before, word),
            let range = locate(word, in: scalars, from: start)
        {
            suffix = Array(scalars[start..<range.upperBound])
            start = range.upperBound
            words.removeFirst()
        }
        if prefix.isEmpty, let word = words.last, names(after, word),
            let range = locateLast(word, in: scalars, before: end), range.lowerBound >= start
        {
            prefix = Array(scalars[range.lowerBound..<end])
            end = range.lowerBound
        }
        let separator = start < end ? String(scalars: scalars[start..<end]) : ""
        return (String(scalars: suffix), separator, String(scalars: prefix))
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// Whether a literal word is a field's name: equal, ignoring case and one trailing period on either side.
    static func sameName(_ name: String, _ word: String) -> Bool {
        func normalized(_ text: String) -> String {
            var text = text.lowercased()
            if text.hasSuffix(".") || text.hasSuffix("\u{2024}") { text.removeLast() }
            return text
        }
        let name = normalized(name)
        return !name.isEmpty && name == normalized(word)
    }

    private static func locate(_ word: String, in scalars: [Unicode.Scalar], from start: Int) -> Range<Int>? {
        let target = Array(word.unicodeScalars)
        guard target.count <= scalars.count else { return nil }
        for index in start...(scalars.count - target.count) where Array(scalars[index..<index + target.count]) == target
        {
            return index..<index + target.count
        }
        return nil
    }

    private static func locateLast(_ word: String, in scalars: [Unicode.Scalar], before end: Int) -> Range<Int>? {
        let target = Array(word.unicodeScalars)
        guard target.count <= end else { return nil }
        for index in stride(from: end - target.count, through: 0, by: -1)
        where Array(scalars[index..<index + target.count]) == target {
            return index..<index + target.count
        }
        return nil
    }
}
