import CalendarEngine
import FoundationEssentials
import Glibc

/// The `LocaleData/` directory: one ``LocaleTable`` per locale in `locales/<id>.json`, and an overview
/// `README.md`. Written by `datepick tables`, read back by the tests.
public enum LocaleData {
    /// The tables of many locales, built on every core, in the order of `ids`.
    public static func tables(_ ids: [String]) throws -> [LocaleTable] {
        try onEveryCore(ids.count) { try LocaleTable(locale: ids[$0]) }
    }

    /// A table as JSON: sorted keys, two-space indentation, a final newline, so one locale's change is a
    /// small diff and two runs give the same bytes.
    ///
    /// Written by hand (``PrettyJSON``), byte for byte what JSONEncoder writes (``encodedWhole(_:)``; a test
    /// holds every locale's table to it): JSONEncoder was a sixth of `datepick tables`.
    public static func json(_ table: LocaleTable) throws -> Data {
        Data(bytes(table))
    }

    /// ``json(_:)`` as UTF-8 bytes.
    public static func bytes(_ table: LocaleTable) -> [UInt8] {
        var bytes = PrettyJSON.bytes { table.write(to: &$0) }
        bytes.append(0x0A)
        return bytes
    }

    /// A table encoded by JSONEncoder: what ``json(_:)`` must equal.
    static func encodedWhole(_ table: LocaleTable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(table) + Data("\n".utf8)
    }

    /// Writes the tables and the overview into a directory, replacing the tables there: a table of a locale
    /// not among `tables` is removed, and a file that already holds its new text is left as it is.
    ///
    /// The files are not all removed and made again: creating 805 files took this machine's file system
    /// 0.7 s, more than the tables took to compute, while reading them back to compare takes 10 ms.
    public static func write(_ tables: [LocaleTable], to directory: URL) throws {
        try removeTables(notOf: tables.map(\.locale), in: directory)
        try writeTables(tables, to: directory)
        try writeOverview(tables.map(Summary.init), to: directory)
    }

    /// Makes `locales/` in a directory and removes the tables there of locales not among `ids`.
    public static func removeTables(notOf ids: [String], in directory: URL) throws {
        let locales = localesDirectory(directory)
        try Files.makeDirectory(locales)
        let names = Set(ids.map { $0 + ".json" })
        for name in (try? FileManager.default.contentsOfDirectory(atPath: locales.path)) ?? []
        where name.hasSuffix(".json") && !names.contains(name) {
            let path = locales.appendingPathComponent(name, isDirectory: false).path
            guard unlink(path) == 0 || errno == ENOENT else {
                throw Files.FileWriteError.system(path)
            }
        }
    }

    /// Writes each table to `locales/<id>.json` in a directory (made if missing), leaving a file that already
    /// holds its text as it is. Encoded and written on every core: one at a time, this was an eighth of
    /// `datepick tables` when it ran on threads.
    public static func writeTables(_ tables: [LocaleTable], to directory: URL) throws {
        let locales = localesDirectory(directory)
        try Files.makeDirectory(locales)
        _ = try onEveryCore(tables.count) { index in
            try Files.writeFile(bytes(tables[index]), to: tableFile(tables[index].locale, in: locales))
        }
    }

    /// Not `appendingPathComponent(_:)`, which asks the file system whether the name is a directory.
    private static func tableFile(_ id: String, in locales: URL) -> URL {
        locales.appendingPathComponent(id + ".json", isDirectory: false)
    }

    /// Builds each locale's table on this thread, writes it to `locales/<id>.json` in a directory (made if
    /// missing) and lets it go before the next: one table in memory at a time, not all of them. What each of
    /// `datepick tables`'s processes does with its part of the locales.
    ///
    /// - Returns: The tables' summaries, in the order of `ids`.
    public static func writeTables(of ids: [String], to directory: URL) throws -> [Summary] {
        let locales = localesDirectory(directory)
        try Files.makeDirectory(locales)
        return try ids.map { id in
            let table = try LocaleTable(locale: id)
            try Files.writeFile(bytes(table), to: tableFile(id, in: locales))
            return Summary(table)
        }
    }

    /// Writes the overview, `README.md`, of the tables summarized, in their order.
    public static func writeOverview(_ summaries: [Summary], to directory: URL) throws {
        try Files.writeFile(overview(summaries), to: directory.appendingPathComponent("README.md"))
    }

    private static func localesDirectory(_ directory: URL) -> URL {
        directory.appendingPathComponent("locales", isDirectory: true)
    }

    /// Reads every table in a directory's `locales/`.
    public static func read(from directory: URL) throws -> [String: LocaleTable] {
        let locales = directory.appendingPathComponent("locales")
        var tables: [String: LocaleTable] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: locales.path) where name.hasSuffix(".json") {
            let table = try JSONDecoder().decode(
                LocaleTable.self, from: Data(contentsOf: locales.appendingPathComponent(name)))
            tables[table.locale] = table
        }
        return tables
    }

    /// A difference between two tables: where, what was expected and what was found.
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        /// The locale id of the expected table.
        public var locale: String
        /// The JSON path of the value that differs (`modes.date.wheels[0].sample`).
        public var path: String
        /// The expected value as compact JSON with sorted keys, or `nothing` where that table has none.
        public var expected: String
        /// The value found, written the same way.
        public var actual: String
        /// One line: the locale, the path, what was expected and what was found.
        public var description: String { "\(locale) · \(path): expected \(expected), got \(actual)" }
    }

    /// Every place two tables of a locale differ, by JSON path (`modes.date.wheels[0].sample`).
    public static func differences(expected: LocaleTable, actual: LocaleTable) throws -> [Difference] {
        let left = try JSONDecoder().decode(JSONValue.self, from: json(expected))
        let right = try JSONDecoder().decode(JSONValue.self, from: json(actual))
        var found: [Difference] = []
        func walk(_ a: JSONValue?, _ b: JSONValue?, _ path: String) {
            switch (a, b) {
            case (.object(let a), .object(let b)):
                for key in Set(a.keys).union(b.keys).sorted() {
                    walk(a[key], b[key], path.isEmpty ? key : path + "." + key)
                }
            case (.array(let a), .array(let b)) where a.count == b.count && a.contains(where: \.isObject):
                for index in a.indices { walk(a[index], b[index], "\(path)[\(index)]") }
            default:
                if a != b {
                    found.append(Difference(locale: expected.locale, path: path, expected: text(a), actual: text(b)))
                }
            }
        }
        walk(left, right, "")
        return found
    }

    /// A JSON value as compact JSON with sorted keys (`nothing` for a missing one).
    private static func text(_ value: JSONValue?) -> String {
        guard let value else { return "nothing" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }

    /// What the overview shows of a table: its row and what the counts count, as text.
    ///
    /// `datepick tables`'s worker processes hand their tables' summaries to the process that writes the
    /// overview, one ``line`` each, rather than the tables.
    public struct Summary: Sendable, Hashable {
        /// The locale id, as the table's file is named.
        public var locale: String
        /// `ICU 72.1, CLDR 42.0`.
        public var version: String
        /// The date order, fields joined by `-` (`year-month-day`).
        public var dateOrder: String
        /// The time order, fields joined by `-` (`hour-minute-dayPeriod`).
        public var timeOrder: String
        /// `h11`, `h12`, `h23` or `h24`.
        public var hourCycle: String
        /// The calendar's CLDR key.
        public var calendar: String
        /// 1 = Sunday … 7 = Saturday, as text.
        public var firstWeekday: String
        /// The numbering system's CLDR key.
        public var numberingSystem: String
        /// `ltr` or `rtl`.
        public var direction: String

        /// The summary of a table.
        public init(_ table: LocaleTable) {
            func order(_ fields: [DateField]) -> String { fields.map(\.rawValue).joined(separator: "-") }
            let profile = table.profile
            locale = table.locale
            version = "ICU \(table.icuVersion), CLDR \(table.cldrVersion)"
            dateOrder = order(profile.dateOrder)
            timeOrder = order(profile.timeOrder)
            hourCycle = profile.hourCycle.rawValue
            calendar = profile.calendar
            firstWeekday = String(profile.firstWeekday)
            numberingSystem = profile.numberingSystem
            direction = profile.direction.rawValue
        }

        private var fields: [String] {
            [locale, version, dateOrder, timeOrder, hourCycle, calendar, firstWeekday, numberingSystem, direction]
        }

        /// The summary as one line of tab-separated fields, without the newline. No field holds a tab or a
        /// newline: ids are checked locale ids, the rest ICU's keys and versions and this package's names.
        public var line: String { fields.joined(separator: "\t") }

        /// A summary read back from its ``line``; nil if the line does not hold one.
        public init?(line: Substring) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 9 else { return nil }
            (locale, version, dateOrder, timeOrder, hourCycle) = (fields[0], fields[1], fields[2], fields[3], fields[4])
            (calendar, firstWeekday, numberingSystem, direction) = (fields[5], fields[6], fields[7], fields[8])
        }
    }

    /// The overview a person scans: counts, then one row per locale.
    public static func overview(_ tables: [LocaleTable]) -> String {
        overview(tables.map(Summary.init))
    }

    /// The overview of the tables summarized, in their order.
    public static func overview(_ tables: [Summary]) -> String {
        let version = tables.first?.version ?? "no tables"
        func counts(_ title: String, _ key: (Summary) -> String) -> String {
            let grouped = Dictionary(grouping: tables, by: key).mapValues(\.count)
            let rows = grouped.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "| \($0.key) | \($0.value) |" }
            return "### \(title)\n\n| value | locales |\n| --- | --- |\n" + rows.joined(separator: "\n") + "\n"
        }
        var text = """
            # LocaleData: conformance tables

            Generated from \(version) by `tools/regenerate-locale-data`; do not edit by hand. One JSON file per locale
            in `locales/`, holding what `datepick matrix` reports and every picker mode's wheels at
            2026-11-30T14:05:00Z in UTC (titles, row counts, the selected row and its neighbours, unit labels, and how
            each order was derived). The tests hold the engine to these files; a change shows as a diff here.

            \(tables.count) locales.

            ## Counts


            """
        text += counts("Date order (yMMMMd)") { $0.dateOrder } + "\n"
        text += counts("Time order (jm)") { $0.timeOrder } + "\n"
        text += counts("Hour cycle") { $0.hourCycle } + "\n"
        text += counts("Calendar") { $0.calendar } + "\n"
        text += counts("First weekday (1 = Sunday)") { $0.firstWeekday } + "\n"
        text += counts("Digits") { $0.numberingSystem } + "\n"
        text += counts("Direction") { $0.direction } + "\n"
        text +=
            "## Locales\n\n| locale | date order | time order | hour cycle | calendar | first weekday | digits | direction |\n"
        text += "| --- | --- | --- | --- | --- | --- | --- | --- |\n"
        for row in tables {
            text +=
                "| [\(row.locale)](locales/\(row.locale).json) | \(row.dateOrder) | \(row.timeOrder) | "
                + "\(row.hourCycle) | \(row.calendar) | \(row.firstWeekday) | \(row.numberingSystem) | \(row.direction) |\n"
        }
        return text
    }
}

/// Any JSON value, for walking two tables side by side.
enum JSONValue: Codable, Hashable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    var isObject: Bool { if case .object = self { true } else { false } }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .object(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}
