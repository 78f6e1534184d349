/// Why a locale id was refused. Every case names the input as given, so a message can point at it.
///
/// The engine never falls back silently: ICU itself opens any id (`xx_YY` gets the root locale's data, an
/// unknown calendar becomes gregorian), so these checks are the engine's.
public enum LocaleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The id is empty or only spaces.
    case empty
    /// The id is longer than ICU's limit for a full locale name.
    case tooLong(String, length: Int, limit: Int)
    /// The id is not a well-formed ICU locale id or BCP 47 tag.
    case malformed(String, reason: String)
    /// ICU has no data for the id's language: it would have used the root locale's data.
    case noData(String, language: String)
    /// ICU has data for the id's language, but not in the script the id asks for (`be_Latn`, `be_BY@latin`):
    /// it would have used the root locale's data.
    case noScriptData(String, language: String, script: String)
    /// The calendar keyword (`-u-ca-`, `@calendar=`) names no calendar ICU has.
    case unknownCalendar(String, value: String, known: [String])
    /// The hour cycle keyword (`-u-hc-`, `@hours=`) is not h11, h12, h23 or h24.
    case unknownHourCycle(String, value: String)
    /// The numbering system keyword (`-u-nu-`, `@numbers=`) names no numbering system ICU has.
    case unknownNumberingSystem(String, value: String)
    /// The numbering system is algorithmic (`jpan`, `roman`): it has no digits to write wheel values with.
    case algorithmicNumberingSystem(String, value: String)
    /// The first-weekday keyword (`-u-fw-`, `@fw=`) is not one of sun, mon, tue, wed, thu, fri, sat.
    case unknownFirstWeekday(String, value: String)
    /// ICU failed on an id that passed every check above (a bug worth reporting).
    case icuFailure(String, message: String)

    /// One line that names the bad value and says what is allowed.
    public var description: String {
        // Every value from outside is printed with its control characters escaped, so the message stays one
        // line and sends nothing to the terminal (`--calendar $'x\ny'` must not give two lines).
        let p = Self.printable
        switch self {
        case .empty:
            return "the locale id is empty"
        case .tooLong(let id, let length, let limit):
            return "locale id '\(p(String(id.prefix(24))))…' is \(length) bytes long; the limit is \(limit)"
        case .malformed(let id, let reason):
            return "locale id '\(p(id))' is malformed: \(reason)"
        case .noData(let id, let language):
            return "locale id '\(p(id))': ICU has no data for language '\(p(language))' (see `datepick locales`)"
        case .noScriptData(let id, let language, let script):
            return "locale id '\(p(id))': ICU has data for language '\(p(language))' but not in script '\(p(script))' "
                + "(see `datepick locales`)"
        case .unknownCalendar(let id, let value, let known):
            return "locale id '\(p(id))': unknown calendar '\(p(value))'; ICU knows \(known.joined(separator: ", "))"
        case .unknownHourCycle(let id, let value):
            return "locale id '\(p(id))': unknown hour cycle '\(p(value))'; use h11, h12, h23 or h24"
        case .unknownNumberingSystem(let id, let value):
            return "locale id '\(p(id))': unknown numbering system '\(p(value))'"
        case .algorithmicNumberingSystem(let id, let value):
            return "locale id '\(p(id))': numbering system '\(p(value))' is algorithmic and has no digits for a picker"
        case .unknownFirstWeekday(let id, let value):
            return "locale id '\(p(id))': unknown first weekday '\(p(value))'; use sun, mon, tue, wed, thu, fri or sat"
        case .icuFailure(let id, let message):
            return "locale id '\(p(id))': ICU failed: \(message)"
        }
    }

    /// Text with control characters shown as escapes (`\u{7}`), so a message naming bad input stays on one line.
    public static func printable(_ id: String) -> String {
        String(
            id.unicodeScalars.map { scalar in
                scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
            }.joined())
    }
}
