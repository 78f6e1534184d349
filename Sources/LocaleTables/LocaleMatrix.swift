import CalendarEngine
import PickerModels
import FoundationEssentials  // JSONEncoder only; every locale fact comes from CalendarEngine.

/// The matrix of many locales: one row of picker facts per locale, as `datepick matrix` prints it.
///
/// The JSON field names are a contract that other tools read: `icuVersion`, `cldrVersion` and `locales`, each
/// entry with `locale`, `bcp47`, `calendar`, `numberingSystem`, `direction`, `firstWeekday` (1 = Sunday),
/// `hourCycle`, `dateOrder`, `timeOrder`, `monthNames` (standalone wide), `weekdayNames` (standalone wide,
/// Sunday first), `amPm` and `modes` (each mode's wheel fields in order), plus the fields documented on ``Entry``.
/// `Schemas/matrix.schema.json` is the contract.
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
        /// The fields of each mode's wheels in the locale's order, by mode name (`date`: `["year", "month",
        /// "day"]`), as a picker with the default options shows them.
        public var modes: [String: [PickerField]]

        /// Writes the entry as JSON, with the keys its Codable conformance writes.
        func write(to json: inout PrettyJSON) {
            func fields(_ values: [PatternLayout.Field]) -> (inout PrettyJSON) -> Void {
                { json in
                    json.array(values.count) { json, index in
                        let field = values[index]
                        json.object { json in
                            json.member("field", field.field.rawValue)
                            json.member("prefix", field.prefix)
                            json.member("suffix", field.suffix)
                            json.member("symbol", field.symbol)
                        }
                    }
                }
            }
            json.object { json in
                json.member("amPm", strings: amPm)
                json.member("bcp47", bcp47)
                json.member("calendar", calendar)
                json.member("dataLocale", dataLocale)
                json.member("dateFields", fields(dateFields))
                json.member("dateOrder", strings: dateOrder.map(\.rawValue))
                json.member("datePattern", datePattern)
                json.member("digits", digits)
                json.member("direction", direction.rawValue)
                json.member("eraNames", strings: eraNames)
                json.member("explanation", strings: explanation)
                json.member("fieldTitles") { $0.object(sorting: fieldTitles) }
                json.member("firstWeekday", firstWeekday)
                json.member("hourCycle", hourCycle.rawValue)
                json.member("locale", locale)
                json.member("minimalDaysInFirstWeek", minimalDaysInFirstWeek)
                json.member("modes") { $0.object(sorting: modes) { $0.strings($1.map(\.rawValue)) } }
                json.member("monthNames", strings: monthNames)
                json.member("numberingSystem", numberingSystem)
                json.member("timeFields", fields(timeFields))
                json.member("timeOrder", strings: timeOrder.map(\.rawValue))
                json.member("timePattern", timePattern)
                json.member("weekdayNames", strings: weekdayNames)
            }
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
            modes = Dictionary(
                uniqueKeysWithValues: DatePickerMode.allCases.map { ($0.rawValue, $0.wheelFields(in: profile)) })
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
    /// it): JSONEncoder costs several times as much, on one core after the profiles were derived on all of them.
    ///
    /// The entries are written on every core (at the depth they take in the whole), then put together, for the
    /// same reason.
    public func json() throws -> String {
        let entries = onEveryCore(locales.count) { index in PrettyJSON.bytes(depth: 2) { locales[index].write(to: &$0) }
        }
        let bytes = PrettyJSON.bytes { json in
            json.object { json in
                json.member("cldrVersion", cldrVersion)
                json.member("icuVersion", icuVersion)
                json.member("locales") { $0.array(entries.count) { $0.written(entries[$1]) } }
            }
        }
        return String(decoding: bytes, as: UTF8.self) + "\n"
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
        var lines = [
            "| " + Self.columns.joined(separator: " | ") + " |",
            "|" + String(repeating: " --- |", count: Self.columns.count),
        ]
        lines += locales.map { "| " + Self.cells($0).map(escaped).joined(separator: " | ") + " |" }
        return lines.joined(separator: "\n") + "\n"
    }
}
