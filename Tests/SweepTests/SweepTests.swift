import CalendarEngine
import PickerModels
import Foundation
import FuzzTargets
import Testing
import TestSupport

/// An exhaustive sweep: pickers for every locale, mode and calendar on hard dates (era changes, Feb 29, DST days
/// in several zones, Hebrew and Chinese leap months, the first and last supported years), with their wheels
/// stepped and the invariants checked after each step.
///
/// In CI it is bounded: every locale × mode on one hard date each, every wheel stepped both ways; every calendar
/// × hard date × mode with every wheel stepped both ways. `DATEPICK_SWEEP=full` (tools/sweep) runs every
/// locale on every hard date and spins every wheel through all its rows.
@Suite("Exhaustive sweep", .serialized)
struct SweepTests {
    static let full = ProcessInfo.processInfo.environment["DATEPICK_SWEEP"] == "full"

    /// (moment, zone, why it is hard)
    static let hardDates: [(Date, String, String)] = [
        (Civil.date(2019, 4, 30, 12, offset: 9), "Asia/Tokyo", "last day of Heisei"),
        (Civil.date(2019, 5, 1, 12, offset: 9), "Asia/Tokyo", "first day of Reiwa"),
        (Civil.date(2024, 2, 29, 12), "UTC", "a leap day"),
        (Civil.date(2026, 3, 8, 1, 30, offset: -5), "America/New_York", "before the spring gap"),
        (Civil.date(2026, 11, 1, 1, 30, offset: -4), "America/New_York", "the repeated hour"),
        (Civil.date(2026, 3, 29, 0, 30), "Europe/London", "the day clocks go forward in London"),
        (Civil.date(2026, 4, 5, 1, 45, offset: 11), "Australia/Lord_Howe", "a half-hour DST change"),
        (Civil.date(2024, 3, 15, 12, offset: 2), "Asia/Jerusalem", "Adar II in a Hebrew leap year"),
        (Civil.date(2025, 8, 1, 12, offset: 8), "Asia/Shanghai", "the Chinese leap sixth month"),
        (Date(timeIntervalSince1970: Civil.utc(1, 1, 1, 12)), "UTC", "the first supported day"),
        (Date(timeIntervalSince1970: Civil.utc(9999, 12, 31, 12)), "UTC", "the last supported day"),
    ]
    static let calendars = [
        "gregorian", "japanese", "buddhist", "roc", "persian", "islamic", "islamic-civil",
        "islamic-umalqura", "islamic-tbla", "hebrew", "chinese", "dangi", "indian", "ethiopic",
        "coptic", "iso8601",
    ]

    func sweep(_ configuration: DatePickerConfiguration, at date: Date, spin: Int) throws {
        var picker = try Pickers.make(configuration, date: date, duration: 3661, today: date)
        try sweep(&picker, spin: spin, "\(configuration.locale) \(configuration.mode) \(date)")
    }

    /// Steps every wheel forward `spin` rows (at most its rows) and back one, with the invariants holding after
    /// each step; a broken one fails this test, not the whole run.
    func sweep(_ picker: inout AnyPickerModel, spin: Int, _ what: String) throws {
        func check() { #expect(FuzzTargets.wheelFaults(picker).isEmpty, "\(what): \(FuzzTargets.wheelFaults(picker))") }
        check()
        for component in picker.wheels.indices {
            let rows = picker.wheels[component].component.rows.count
            for _ in 0..<min(rows, spin) {
                try picker.step(by: 1, inWheel: component)
                check()
            }
            try picker.step(by: -1, inWheel: component)
            check()
        }
    }

    @Test func everyLocaleAndMode() throws {
        for (index, locale) in LocaleProfiles.availableLocales.enumerated() {
            let dates = Self.full ? Self.hardDates[...] : Self.hardDates[(index % Self.hardDates.count)...].prefix(1)
            for (date, zone, _) in dates {
                for mode in DatePickerMode.allCases {
                    let configuration = DatePickerConfiguration(mode: mode, locale: locale, timeZone: zone)
                    try sweep(configuration, at: date, spin: Self.full ? .max : 1)
                }
            }
        }
    }

    @Test(arguments: calendars)
    func everyCalendarOnEveryHardDate(_ calendar: String) throws {
        for (date, zone, _) in Self.hardDates {
            for mode in DatePickerMode.allCases where !mode.holdsDuration {
                for locale in ["en", "ar_EG", "ja_JP"] where Self.full || locale == "en" {
                    var configuration = DatePickerConfiguration(
                        mode: mode, locale: locale, calendar: calendar, timeZone: zone)
                    configuration.minuteInterval = 15
                    try sweep(configuration, at: date, spin: Self.full ? .max : 1)
                }
            }
        }
    }
}

/// The models used from many threads at once give what one thread gets.
@Suite("Models under concurrency")
struct ModelConcurrencyTests {
    static func labels(_ locale: String, _ mode: DatePickerMode) throws -> [[String]] {
        var picker = try Pickers.make(
            DatePickerConfiguration(mode: mode, locale: locale, timeZone: "Europe/Berlin"),
            date: Civil.date(2026, 11, 30, 14, 5), duration: 3661, today: Civil.date(2026, 11, 30))
        var seen = [picker.picker.labels]
        for component in picker.wheels.indices {
            try picker.step(by: 3, inWheel: component)
            seen.append(picker.picker.labels)
        }
        return seen
    }

    @Test func parallelPickersMatchSerialOnes() async throws {
        let cases = ["ja_JP", "ar_EG", "he_IL", "en_US", "fa_IR", "zh_Hant_TW"].flatMap { locale in
            DatePickerMode.allCases.map { (locale, $0) }
        }
        let serial = try cases.map { try Self.labels($0.0, $0.1) }
        let parallel = try await withThrowingTaskGroup(of: (Int, [[String]]).self) { group in
            for round in 0..<4 {
                for (index, item) in cases.enumerated() {
                    group.addTask { (index + round * 0, try Self.labels(item.0, item.1)) }
                }
            }
            return try await group.reduce(into: [(Int, [[String]])]()) { $0.append($1) }
        }
        #expect(parallel.count == cases.count * 4)
        for (index, labels) in parallel { #expect(labels == serial[index], "\(cases[index])") }
    }

    @Test func oneContextSharedByManyThreads() async throws {
        let context = try CalendarContext(locale: "ja_JP", calendar: "japanese", timeZone: "Asia/Tokyo")
        let moments = (0..<200).map { Civil.utc(1900 + $0, 5, 1) }
        let serial = moments.map { context.format($0, pattern: "Gy年M月d日") }
        let parallel = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { moments.map { context.format($0, pattern: "Gy年M月d日") } } }
            return await group.reduce(into: [[String]]()) { $0.append($1) }
        }
        for result in parallel { #expect(result == serial) }
    }
}
