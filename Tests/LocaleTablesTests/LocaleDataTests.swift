import CalendarEngine
import PickerModels
import Foundation
@testable import LocaleTables
import Testing

/// The checked-in `LocaleData/` against what the engine and pickers produce now, for every locale and mode.
@Suite("LocaleData conformance tables")
struct LocaleDataTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LocaleData")
    static let regenerate = "if the change is intended, run tools/regenerate-locale-data and review the diff"

    /// The checked-in tables as read; a table that no longer decodes is a failure of its own, not a reason to
    /// compare nothing.
    static let read = Result { try LocaleData.read(from: directory) }
    static let stored: [String: LocaleTable] = (try? read.get()) ?? [:]
    static let live: [LocaleTable] = (try? LocaleData.tables(LocaleProfiles.availableLocales)) ?? []

    /// Whether the tables came from this machine's ICU; if not, only what does not depend on ICU's data is compared.
    static var sameICU: Bool {
        guard let any = stored.values.first else { return false }
        let same = any.icuVersion == LocaleProfiles.icuVersion && any.cldrVersion == LocaleProfiles.cldrVersion
        if !same {
            print(
                "LocaleData was generated with ICU \(any.icuVersion) (CLDR \(any.cldrVersion)); this machine has ICU "
                    + "\(LocaleProfiles.icuVersion) (CLDR \(LocaleProfiles.cldrVersion)): comparing only the invariants, not the data."
            )
        }
        return same
    }

    @Test func everyLocaleHasATableAndEveryTableALocale() throws {
        _ = try Self.read.get()
        #expect(!Self.stored.isEmpty, "no tables in \(Self.directory.path); \(Self.regenerate)")
        #expect(Self.live.count == LocaleProfiles.availableLocales.count)
        guard Self.sameICU else { return }
        let missing = Set(LocaleProfiles.availableLocales).subtracting(Self.stored.keys)
        let extra = Set(Self.stored.keys).subtracting(LocaleProfiles.availableLocales)
        #expect(missing.isEmpty, "no table for \(missing.sorted().prefix(10)); \(Self.regenerate)")
        #expect(extra.isEmpty, "tables for locales ICU does not list: \(extra.sorted().prefix(10)); \(Self.regenerate)")
    }

    @Test func liveOutputMatchesTheTables() throws {
        guard Self.sameICU else { return }
        var differences: [LocaleData.Difference] = []
        for table in Self.live {
            guard let stored = Self.stored[table.locale] else { continue }
            differences += try LocaleData.differences(expected: stored, actual: table)
        }
        if !differences.isEmpty {
            let shown = differences.prefix(20).map(\.description).joined(separator: "\n")
            Issue.record("\(differences.count) differences from LocaleData (first 20):\n\(shown)\n\(Self.regenerate)")
        }
    }

    @Test func tablesAreWrittenAsJSONEncoderWritesThem() throws {
        // LocaleData.json writes by hand; every locale's table must come out as JSONEncoder's bytes.
        #expect(Self.live.count == LocaleProfiles.availableLocales.count)
        for table in Self.live {
            #expect(try LocaleData.json(table) == LocaleData.encodedWhole(table), "\(table.locale)")
        }
    }

    @Test func theOverviewIsItsFile() throws {
        guard Self.sameICU else { return }
        let stored = try String(contentsOf: Self.directory.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(LocaleData.overview(Self.live) == stored, "\(Self.regenerate)")
    }

    /// The lines `datepick tables`'s workers print read back as the summaries they were, and so give the overview
    /// the tables give.
    @Test func summaryLinesReadBackWhole() throws {
        let tables = Self.live.filter { ["ja_JP", "ar_EG", "fa_IR", "en_US_POSIX"].contains($0.locale) }
        #expect(tables.count == 4)
        let summaries = tables.map(LocaleData.Summary.init)
        let read = summaries.map { LocaleData.Summary(line: Substring($0.line)) }
        #expect(read == summaries)
        #expect(LocaleData.overview(read.compactMap { $0 }) == LocaleData.overview(tables))
        #expect(summaries.first { $0.locale == "fa_IR" }?.numberingSystem == "arabext")
        #expect(LocaleData.Summary(line: "ja_JP\tICU 72.1, CLDR 42.0") == nil, "too few fields")
    }

    @Test func aChangedValueIsReportedByLocaleFieldAndValues() throws {
        let table = try #require(Self.live.first { $0.locale == "ja_JP" })
        var changed = table
        changed.profile.hourCycle = .h12
        changed.modes["date"]?.wheels[0].sample[2] = "2027年"
        let differences = try LocaleData.differences(expected: table, actual: changed)
        #expect(
            differences.map(\.description) == [
                "ja_JP · modes.date.wheels[0].sample: expected [\"2024年\",\"2025年\",\"2026年\",\"2027年\",\"2028年\"], "
                    + "got [\"2024年\",\"2025年\",\"2027年\",\"2027年\",\"2028年\"]",
                "ja_JP · profile.hourCycle: expected \"h23\", got \"h12\"",
            ])
    }

    @Test func regeneratingGivesTheSameBytes() throws {
        let table = try #require(Self.live.first { $0.locale == "ar_EG" })
        let again = try LocaleTable(locale: "ar_EG")
        #expect(try LocaleData.json(table) == LocaleData.json(again))
        guard Self.sameICU else { return }
        let file = Self.directory.appendingPathComponent("locales/ar_EG.json")
        #expect(try Data(contentsOf: file) == LocaleData.json(table), "\(Self.regenerate)")
    }

    // MARK: Invariants over every locale and mode

    @Test func invariantsHoldForEveryLocaleAndMode() throws {
        for table in Self.live {
            let id = table.locale
            let profile = table.profile
            #expect(Set(profile.dateOrder) == [.year, .month, .day] && profile.dateOrder.count == 3, "\(id)")
            let wheelFields = { (mode: String) in table.modes[mode]?.wheels.map(\.field) ?? [] }
            #expect(Set(wheelFields("date")) == ["year", "month", "day"], "\(id) date wheels")
            #expect(wheelFields("date") == profile.dateOrder.map(\.rawValue), "\(id): wheels follow the pattern")
            #expect(Set(wheelFields("yearAndMonth")) == ["year", "month"], "\(id)")
            #expect(
                wheelFields("time").filter { $0 != "dayPeriod" }
                    == profile.timeOrder.map(\.rawValue).filter { $0 != "dayPeriod" },
                "\(id) time wheels")
            #expect(wheelFields("time").contains("dayPeriod") == profile.hourCycle.usesDayPeriod, "\(id)")
            #expect(wheelFields("countDownTimer") == ["hour", "minute"], "\(id)")
            for (mode, modeTable) in table.modes {
                for wheel in modeTable.wheels {
                    #expect(
                        !wheel.sample.contains("") && !wheel.selected.isEmpty,
                        "\(id) \(mode) \(wheel.field): empty label")
                    #expect(
                        Set(wheel.sample).count == wheel.sample.count, "\(id) \(mode) \(wheel.field): \(wheel.sample)")
                }
            }
            let hours = table.modes["time"]?.wheels.first { $0.field == "hour" }?.rows
            #expect(hours == (profile.hourCycle.usesDayPeriod ? 12 : 24), "\(id): hour rows for \(profile.hourCycle)")
        }
    }

    /// Every wheel's labels are distinct and non-empty, and the day wheel offers exactly the days each month
    /// has, for every locale's calendar across a whole year (stepping the month wheel through it).
    @Test func wheelsAreWellFormedThroughAYear() throws {
        for id in LocaleProfiles.availableLocales {
            var picker = try DatePicker(
                DatePickerConfiguration(mode: .date, locale: id, timeZone: "UTC"),
                date: LocaleTable.referenceDate, today: LocaleTable.referenceDate)
            let month = picker.fields.firstIndex(of: .month)!, day = picker.fields.firstIndex(of: .day)!
            for _ in 0..<picker.picker.components[month].rows.count {
                try picker.step(by: 1, inWheel: month)
                let fields = picker.calendarFields
                let days = picker.context.months(of: fields.year).first { $0.id == fields.month }?.days
                #expect(picker.picker.components[day].rows.count == days?.count, "\(id): \(fields)")
                for component in picker.picker.components {
                    let labels = component.rows.map(\.label)
                    #expect(
                        !labels.contains("") && Set(labels).count == labels.count,
                        "\(id) \(component.id): \(labels.prefix(5))")
                }
            }
        }
    }
}

/// Writing tables: what is read back is what was written; a directory that cannot be written is named.
@Suite("Writing tables")
struct TableWritingTests {
    @Test func writtenTablesReadBackAndFailuresNameThePath() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "datepick-write-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tables = try LocaleData.tables(["ja_JP", "de"])
        try LocaleData.write(tables, to: directory)
        let read = try LocaleData.read(from: directory)
        #expect(read["ja_JP"] == tables[0] && read["de"] == tables[1])
        let bytes = try Data(contentsOf: directory.appendingPathComponent("locales/ja_JP.json"))
        #expect(bytes == (try LocaleData.json(tables[0])))

        let missing = directory.appendingPathComponent("no/such/dir/file.json")
        #expect {
            try Files.writeFile("x", to: missing)
        } throws: { error in
            "\(error)".contains(missing.path) && "\(error)".contains("No such file")
        }
    }

    /// Writing again replaces: a table no longer asked for goes, a file with other text (even of the same
    /// length) is rewritten, and a file that already holds its text is left alone, modification time and all.
    @Test func writingAgainRemovesStaleTablesAndLeavesUnchangedFiles() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "datepick-rewrite-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tables = try LocaleData.tables(["ja_JP", "de", "fr"])
        try LocaleData.write(tables, to: directory)
        let path = { (locale: String) in directory.appendingPathComponent("locales/\(locale).json").path }
        // de keeps its text, with an old modification time; fr's text is changed at its length.
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path("de"), &times, 0) == 0)
        let french = try LocaleData.json(tables[2])
        try Data(repeating: UInt8(ascii: " "), count: french.count).write(to: URL(fileURLWithPath: path("fr")))

        try LocaleData.write(Array(tables[1...]), to: directory)
        #expect(!FileManager.default.fileExists(atPath: path("ja_JP")), "a table no longer asked for is removed")
        var status = stat()
        #expect(
            stat(path("de"), &status) == 0 && status.st_mtim.tv_sec == 1_000_000_000, "an unchanged file is left alone")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("fr"))) == french, "a changed file is rewritten")
        #expect(try LocaleData.read(from: directory).keys.sorted() == ["de", "fr"])

        // A table that is a link to another file, with other text: the link is replaced, its target left as it
        // was (found in review: the table was written through the link).
        let outside = directory.appendingPathComponent("outside.json").path
        try Data("outside".utf8).write(to: URL(fileURLWithPath: outside))
        #expect(unlink(path("fr")) == 0 && symlink(outside, path("fr")) == 0)
        try LocaleData.write(Array(tables[1...]), to: directory)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: outside)) == Data("outside".utf8),
            "the link's target is untouched")
        #expect(
            lstat(path("fr"), &status) == 0 && status.st_mode & S_IFMT == S_IFREG, "the link is replaced by the table")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("fr"))) == french)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("locales").path)
        #expect(names.sorted() == ["de.json", "fr.json"], "no temporary file is left")
    }
}
