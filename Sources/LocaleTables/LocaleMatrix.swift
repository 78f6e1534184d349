import CalendarEngine
import FoundationEssentials  // JSONEncoder only; every locale fact comes from CalendarEngine.

/// The matrix of many locales: one row of picker facts per locale, as `datepick matrix` prints it.
///
/// The JSON field names are a contract that other tools read: `icuVersion`, `cldrVersion` and `locales`, each
/// entry with `locale`, `bcp47`, `calendar`, `numberingSystem`, `direction`, `firstWeekday` (1 = Sunday),
/// `hourCycle`, `dateOrder`, `timeOrder`, `monthNames` (standalone wide), `weekdayNames` (standalone wide,
/// Sunday first) and `amPm`, plus the fields documented on ``Entry``.
public struct LocaleMatrix: Codable, Sendable {
    /// The ICU version the matrix came from (`72.1`).
    public var icuVersion: String
    /// The CLDR version of ICU's data (`42.0`).
    public var cldrVersion: String
    /// One entry per locale, in the order asked for.
    public var locales: [Entry]

    /// One locale's row.
    public struct Entry: Codable, Sendable, Hashable {
        /// The id exactly as asked for (for `--all`, as `uloc_getAvailable` lists it).
        public var locale: String
        /// The BCP 47 tag.
        public var bcp47: String
        /// The locale whose data ICU used.
        public var dataLocale: String
        /// The calendar's CLDR key.
        public var calendar: String
        /// The numbering system's CLDR key.
        public var numberingSystem: String
        /// The ten digits, zero first, as one string.
        public var digits: String
        /// `ltr` or `rtl`.
        public var direction: TextDirection
        /// 1 = Sunday … 7 = Saturday.
        public var firstWeekday: Int
        /// The fewest days of the new year in its first week.
        public var minimalDaysInFirstWeek: Int
        /// h11, h12, h23 or h24.
        public var hourCycle: HourCycle
        /// Year, month and day in the order of the `yMMMMd` pattern.
        public var dateOrder: [DateField]
        /// Hour, minute and, where the `jm` pattern has one, dayPeriod.
        public var timeOrder: [DateField]
        /// The `yMMMMd` pattern.
        public var datePattern: String
        /// The `jm` pattern.
        public var timePattern: String
        /// The date pattern's fields (era included where it shows) with their affixes.
        public var dateFields: [PatternLayout.Field]
        /// The time pattern's fields with their affixes.
        public var timeFields: [PatternLayout.Field]
        /// How each order was derived: skeleton → pattern → order.
        public var explanation: [String]
        /// Standalone wide month names of the locale's calendar (12 or 13).
        public var monthNames: [String]
        /// Standalone wide weekday names, Sunday first.
        public var weekdayNames: [String]
        /// The AM and PM symbols.
        public var amPm: [String]
        /// Abbreviated era names, oldest first.
        public var eraNames: [String]
        /// Wide field titles by field.
        public var fieldTitles: [String: String]

        /// The entry as JSON, with the keys its Codable conformance writes.
        var prettyJSON: PrettyJSON {
            let strings = PrettyJSON.strings
            func fields(_ values: [PatternLayout.Field]) -> PrettyJSON {
                .array(values.map {
                    .object(["field": .string($0.field.rawValue), "prefix": .string($0.prefix),
                             "suffix": .string($0.suffix), "symbol": .string($0.symbol)])
                })
            }
            return .object([
                "amPm": strings(amPm), "bcp47": .string(bcp47), "calendar": .string(calendar),
                "dataLocale": .string(dataLocale), "dateFields": fields(dateFields),
                "dateOrder": strings(dateOrder.map(\.rawValue)), "datePattern": .string(datePattern),
                "digits": .string(digits), "direction": .string(direction.rawValue), "eraNames": strings(eraNames),
                "explanation": strings(explanation), "fieldTitles": .object(sorting: fieldTitles.mapValues(PrettyJSON.string)),
                "firstWeekday": .int(firstWeekday), "hourCycle": .string(hourCycle.rawValue), "locale": .string(locale),
                "minimalDaysInFirstWeek": .int(minimalDaysInFirstWeek), "monthNames": strings(monthNames),
                "numberingSystem": .string(numberingSystem), "timeFields": fields(timeFields),
                "timeOrder": strings(timeOrder.map(\.rawValue)), "timePattern": .string(timePattern),
                "weekdayNames": strings(weekdayNames),
            ])
        }

        /// The row of a profile, under the id it was asked for.
        public init(locale: String, profile: LocaleProfile) {
            self.locale = locale
            bcp47 = profile.bcp47
            dataLocale = profile.dataLocale
            calendar = profile.calendar
            numberingSystem = profile.numberingSystem
            digits = profile.digits.joined()
            direction = profile.direction
            firstWeekday = profile.firstWeekday
            minimalDaysInFirstWeek = profile.minimalDaysInFirstWeek
            hourCycle = profile.hourCycle
            dateOrder = profile.dateOrder
            timeOrder = profile.timeOrder
            datePattern = profile.dateLayout.pattern
            timePattern = profile.timeLayout.pattern
            dateFields = profile.dateLayout.fields
            timeFields = profile.timeLayout.fields
            explanation = [profile.dateLayout.explanation, profile.timeLayout.explanation]
            monthNames = profile.months.standalone.wide
            weekdayNames = profile.weekdays.standalone.wide
            amPm = profile.amPm
            eraNames = profile.eras.abbreviated
            fieldTitles = profile.fieldTitles.wide
        }
    }

    /// Builds the matrix of the given locales, deriving their profiles on every core.
    ///
    /// - Parameters:
    ///   - ids: The locales, in the order the rows should take.
    ///   - engine: The engine to derive with.
    /// - Throws: The ``LocaleError`` of the first bad id.
    public init(ids: [String], engine: LocaleProfiles = .shared) throws(LocaleError) {
        let profiles = try engine.profiles(for: ids)
        icuVersion = LocaleProfiles.icuVersion
        cldrVersion = LocaleProfiles.cldrVersion
        locales = zip(ids, profiles).map { Entry(locale: $0, profile: $1) }
    }

    // MARK: Output

    /// The matrix as JSON with sorted keys, two-space indented, ending in a newline.
    ///
    /// Written by hand, byte for byte what JSONEncoder writes (``encodedWhole()``; a test holds every locale to
    /// it): JSONEncoder took 0.6 M instructions a locale, an eighth of `datepick matrix --all`, on one core after
    /// the profiles were derived on all of them.
    ///
    /// The entries are written on every core (at the depth they take in the whole), then put together: on one
    /// core they took 0.18 G instructions of `datepick matrix --all`'s 2.2 G, all after the profiles.
    public func json() throws -> String {
        let entries = onEveryCore(locales.count) { index in PrettyJSON.written(locales[index].prettyJSON, depth: 2) }
        return PrettyJSON.object([
            "cldrVersion": .string(cldrVersion),
            "icuVersion": .string(icuVersion),
            "locales": .array(entries),
        ]).text + "\n"
    }

    /// The matrix encoded by JSONEncoder: what ``json()`` must equal.
    func encodedWhole() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The stable columns of the CSV and Markdown outputs, in order.
    public static let columns = [
        "locale", "bcp47", "calendar", "numberingSystem", "direction", "firstWeekday", "hourCycle",
        "dateOrder", "timeOrder", "datePattern", "timePattern", "monthNames", "weekdayNames", "amPm",
    ]

    /// The cells of one entry, in ``columns`` order; lists are joined with a space (orders) or `|` (names).
    public static func cells(_ entry: Entry) -> [String] {
        [
            entry.locale, entry.bcp47, entry.calendar, entry.numberingSystem, entry.direction.rawValue,
            String(entry.firstWeekday), entry.hourCycle.rawValue,
            entry.dateOrder.map(\.rawValue).joined(separator: " "),
            entry.timeOrder.map(\.rawValue).joined(separator: " "),
            entry.datePattern, entry.timePattern,
            entry.monthNames.joined(separator: "|"), entry.weekdayNames.joined(separator: "|"),
            entry.amPm.joined(separator: "|"),
        ]
    }

    /// The matrix as CSV (RFC 4180): a header row, then one row per locale.
    public func csv() -> String {
        func quoted(_ cell: String) -> String {
            guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return cell }
            return "\"" + cell.replacing("\"", with: "\"\"") + "\""
        }
        let rows = [Self.columns] + locales.map(Self.cells)
        return rows.map { $0.map(quoted).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// The matrix as a Markdown table: one row per locale, `|` in cells escaped.
    public func markdown() -> String {
        func escaped(_ cell: String) -> String {
            cell.replacing("\\", with: "\\\\").replacing("|", with: "\\|")
        }
        var lines = ["| " + Self.columns.joined(separator: " | ") + " |",
                     "|" + String(repeating: " --- |", count: Self.columns.count)]
        lines += locales.map { "| " + Self.cells($0).map(escaped).joined(separator: " | ") + " |" }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// JSON written as JSONEncoder writes it with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`:
/// two-space indents, `"key" : value`, keys in code-point order, an empty array or object as an open bracket,
/// an empty line and the closing one, and only `"`, `\\` and control characters escaped. Written as UTF-8
/// bytes, a string's bytes copied whole unless it needs escaping.
enum PrettyJSON {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([PrettyJSON])
    /// An object's members, in key order (``object(_:)``, ``object(sorting:)``).
    case members([(key: String, value: PrettyJSON)])
    /// A value already written as text at the depth where it stands (``written(_:depth:)``), copied as it is.
    case text([UInt8])

    /// A value written ahead at `depth`, to stand at that depth in a larger one.
    static func written(_ value: PrettyJSON, depth: Int) -> PrettyJSON {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2048)
        value.write(to: &bytes, depth: depth)
        return .text(bytes)
    }

    /// An object whose members are written in key order, as JSONEncoder's `.sortedKeys` orders them (checked
    /// in debug builds, where the tests run): no dictionary to build, and nothing to sort or look up when it is
    /// written.
    static func object(_ members: KeyValuePairs<String, PrettyJSON>) -> PrettyJSON {
        ordered(members.map { (key: $0.key, value: $0.value) })
    }

    /// An object of members given in key order.
    static func ordered(_ members: [(key: String, value: PrettyJSON)]) -> PrettyJSON {
        assert(zip(members, members.dropFirst()).allSatisfy { $0.key < $1.key }, "members out of key order")
        return .members(members)
    }

    /// An object of members in any order (a table's modes, a profile's field titles): sorted here.
    static func object(sorting members: [String: PrettyJSON]) -> PrettyJSON {
        .members(members.sorted { $0.key < $1.key })
    }

    /// An array of strings.
    static func strings(_ values: [String]) -> PrettyJSON {
        .array(values.map(PrettyJSON.string))
    }

    /// The value as text, ending without a newline.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// ``text`` as UTF-8 bytes.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8192)
        write(to: &bytes, depth: 0)
        return bytes
    }

    private func write(to bytes: inout [UInt8], depth: Int) {
        switch self {
        case .string(let value):
            Self.quote(value, to: &bytes)
        case .int(let value):
            bytes.append(contentsOf: String(value).utf8)
        case .bool(let value):
            bytes.append(contentsOf: value ? Self.true : Self.false)
        case .text(let text):
            bytes.append(contentsOf: text)
        case .array(let values):
            Self.open(UInt8(ascii: "["), isEmpty: values.isEmpty, to: &bytes)
            for index in values.indices {
                Self.indent(depth + 1, to: &bytes)
                values[index].write(to: &bytes, depth: depth + 1)
                Self.endMember(isLast: index == values.count - 1, to: &bytes)
            }
            Self.close(UInt8(ascii: "]"), depth: depth, to: &bytes)
        case .members(let sorted):
            Self.open(UInt8(ascii: "{"), isEmpty: sorted.isEmpty, to: &bytes)
            for index in sorted.indices {
                Self.indent(depth + 1, to: &bytes)
                Self.quote(sorted[index].key, to: &bytes)
                bytes.append(contentsOf: Self.colon)
                sorted[index].value.write(to: &bytes, depth: depth + 1)
                Self.endMember(isLast: index == sorted.count - 1, to: &bytes)
            }
            Self.close(UInt8(ascii: "}"), depth: depth, to: &bytes)
        }
    }

    private static let colon = Array(" : ".utf8), `true` = Array("true".utf8), `false` = Array("false".utf8)
    private static let spaces = [UInt8](repeating: 0x20, count: 64)

    private static func open(_ bracket: UInt8, isEmpty: Bool, to bytes: inout [UInt8]) {
        bytes.append(bracket)
        bytes.append(0x0A)
        if isEmpty { bytes.append(0x0A) }
    }

    private static func close(_ bracket: UInt8, depth: Int, to bytes: inout [UInt8]) {
        indent(depth, to: &bytes)
        bytes.append(bracket)
    }

    private static func indent(_ depth: Int, to bytes: inout [UInt8]) {
        let count = 2 * depth
        bytes.append(contentsOf: count <= spaces.count ? spaces[..<count] : ArraySlice(repeating: 0x20, count: count))
    }

    private static func endMember(isLast: Bool, to bytes: inout [UInt8]) {
        if !isLast { bytes.append(UInt8(ascii: ",")) }
        bytes.append(0x0A)
    }

    private static func quote(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Over the string's UTF-8 buffer, copied whole when nothing needs escaping: `contains(where:)` and
        // `append(contentsOf:)` on the UTF-8 view were a third of the tables' JSON.
        var value = value
        value.withUTF8 { buffer in
            var plain = true
            for byte in buffer where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                plain = false
                break
            }
            guard !plain else { return bytes.append(contentsOf: buffer) }
            for byte in buffer {
                switch byte {
                case UInt8(ascii: "\""): bytes += #"\""#.utf8
                case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
                case 0x0A: bytes += #"\n"#.utf8
                case 0x0D: bytes += #"\r"#.utf8
                case 0x09: bytes += #"\t"#.utf8
                case 0x08: bytes += #"\b"#.utf8
                case 0x0C: bytes += #"\f"#.utf8
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    bytes += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
                default: bytes.append(byte)  // UTF-8 bytes of other characters are all 0x20 and above
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
