import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// A step updates the picker incrementally: the value moves by arithmetic on cached days, and a wheel keeps its
/// rows unless what they depend on changed. These walks check, after every step, that the result is what ICU
/// says and what a picker built afresh at the same value shows.
@Suite("Incremental steps")
struct IncrementalStepTests {
    struct Walk: CustomTestStringConvertible, Sendable {
        var name: String
        var mode: DatePickerMode
        var locale: String
        var zone: String
        var calendar: String? = nil
        var start: Date
        var minuteInterval = 1
        var showsSeconds = false
        var bounds: (Date, Date)? = nil
        var testDescription: String { name }
    }

    static let walks: [Walk] = [
        Walk(
            name: "Japanese eras across Heisei → Reiwa", mode: .date, locale: "ja_JP", zone: "Asia/Tokyo",
            calendar: "japanese", start: Civil.date(2019, 4, 29, 9, offset: 9)),
        Walk(
            name: "New York spring-forward, 12-hour, 15 minutes", mode: .dateAndTime, locale: "en_US",
            zone: "America/New_York", start: Civil.date(2026, 3, 8, 1, 30, offset: -5), minuteInterval: 15),
        Walk(
            name: "New York fall-back time wheels", mode: .time, locale: "en_US", zone: "America/New_York",
            start: Civil.date(2026, 11, 1, 1, 15, offset: -4)),
        Walk(
            name: "São Paulo day without midnight", mode: .date, locale: "pt_BR", zone: "America/Sao_Paulo",
            start: Civil.date(2018, 11, 3, 0, 30, offset: -3)),
        Walk(
            name: "Lord Howe half-hour change, seconds", mode: .time, locale: "en_AU", zone: "Australia/Lord_Howe",
            start: Civil.date(2026, 4, 5, 1, 20, offset: 11), showsSeconds: true),
        Walk(
            name: "Hebrew leap years", mode: .yearAndMonth, locale: "he_IL", zone: "Asia/Jerusalem",
            calendar: "hebrew", start: Civil.date(2024, 3, 20, 12, offset: 2)),
        Walk(
            name: "Chinese leap months", mode: .date, locale: "zh_CN", zone: "Asia/Shanghai", calendar: "chinese",
            start: Civil.date(2023, 4, 20, 12, offset: 8)),
        Walk(
            name: "bounds cutting hours and minutes", mode: .dateAndTime, locale: "de_DE", zone: "Europe/Berlin",
            start: Civil.date(2026, 11, 30, 12, offset: 1), minuteInterval: 5,
            bounds: (Civil.date(2026, 11, 29, 10, 20, offset: 1), Civil.date(2026, 12, 1, 13, 40, offset: 1))),
        Walk(
            name: "bounds in the date wheels", mode: .date, locale: "en_GB", zone: "Europe/London",
            start: Civil.date(2026, 2, 15), bounds: (Civil.date(2025, 12, 20), Civil.date(2026, 3, 10, 12))),
        Walk(
            name: "countdown", mode: .countDownTimer, locale: "fr_FR", zone: "UTC", start: Date(), minuteInterval: 10,
            showsSeconds: true),
    ]

    @Test(arguments: walks)
    func stepsAgreeWithICUAndAFreshPicker(_ walk: Walk) throws {
        var configuration = DatePickerConfiguration(
            mode: walk.mode, locale: walk.locale, calendar: walk.calendar,
            timeZone: walk.zone)
        configuration.minuteInterval = walk.minuteInterval
        configuration.showsSeconds = walk.showsSeconds
        configuration.minimumDate = walk.bounds?.0
        configuration.maximumDate = walk.bounds?.1
        let today = Civil.date(2026, 11, 30)
        var picker = try Pickers.make(configuration, date: walk.start, duration: 3725, today: today)
        var random = SplitMix(seed: UInt64(walk.name.utf8.count))
        for step in 0..<40 {
            let component = Int(random.next() % UInt64(picker.wheels.count))
            let delta = Int(random.next() % 7) - 3
            try picker.step(by: delta, inWheel: component)
            let place = "\(walk.name), step \(step): \(delta) on \(picker.fields[component])"
            let fresh: AnyPickerModel
            switch picker {
            case .countdown(let countdown):
                let made = try CountdownPicker(countdown.configuration, duration: countdown.duration)
                #expect(made.duration == countdown.duration, "\(place)")
                fresh = .countdown(made)
            case .date(let moment):
                let made = try DatePicker(configuration, date: moment.date, today: today)
                #expect(
                    moment.calendarFields == moment.context.fields(at: moment.date.timeIntervalSince1970), "\(place)")
                #expect(made.date == moment.date, "\(place)")
                #expect(made.adjustments.isEmpty, "\(place): the value was off the grid or out of bounds")
                fresh = .date(made)
            }
            for (index, field) in picker.fields.enumerated() {
                let mine = picker.wheels[index].component, theirs = fresh.wheels[index].component
                #expect(mine.selected == theirs.selected, "\(place): \(field)")
                #expect(mine.isCyclic == theirs.isCyclic, "\(place): \(field)")
                // The year and day-of-year wheels show a window that moves with hysteresis; the rest must match.
                if field != .year && field != .date {
                    #expect(mine.rows == theirs.rows, "\(place): \(field) rows")
                    #expect(mine.selectedRow == theirs.selectedRow, "\(place): \(field)")
                }
            }
        }
    }
}

/// A small deterministic generator (SplitMix64), so that a failing walk or property repeats with its seed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
