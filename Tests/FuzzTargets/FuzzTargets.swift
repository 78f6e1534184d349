import ArgumentParsing
import CalendarEngine
import PickerModels
import Foundation

/// Fuzz harnesses: each takes arbitrary bytes, drives one public surface with them, and traps (so libFuzzer
/// reports it) when an invariant breaks. Bad input must come back as a typed error, never a trap or a hang.
public enum FuzzTargets {
    /// The harnesses ``run(_:_:)`` knows, by name: what `FUZZ_TARGET` and the replayer's first argument take.
    public static let names = ["locale", "iso", "arguments", "picker", "clib"]

    /// Runs the harness `name` on one input.
    public static func run(_ name: String, _ bytes: [UInt8]) {
        switch name {
        case "locale": locale(bytes)
        case "iso": iso(bytes)
        case "arguments": arguments(bytes)
        case "clib": clib(bytes)
        default: picker(bytes)
        }
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("invariant broken: \(message())") }
    }

    /// Locale ids: any text is a profile that keeps the invariants, or a LocaleError.
    static func locale(_ bytes: [UInt8]) {
        let id = String(decoding: bytes, as: UTF8.self)
        guard let profile = try? LocaleProfiles.shared.profile(for: id) else { return }
        check(Set(profile.dateOrder) == [.year, .month, .day] && profile.dateOrder.count == 3, "date order of \(id)")
        check(Set(profile.timeOrder).isSuperset(of: [.hour, .minute]), "time order of \(id)")
        check(profile.timeOrder.contains(.dayPeriod) == profile.hourCycle.usesDayPeriod, "day period of \(id)")
        check(profile.digits.count == 10 && (1...7).contains(profile.firstWeekday), "digits/weekday of \(id)")
    }

    /// ISO 8601: a value that resolves in a zone, or a PickerError.
    static func iso(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let value = try? ISO8601Value(parsing: text) else { return }
        if let year = value.year { check((1...9999).contains(year), "year of \(text)") }
        _ = try? value.instant(inTimeZone: "America/New_York")
    }

    /// Option parsing: NUL-separated arguments, parsed against `pick`'s options.
    static func arguments(_ bytes: [UInt8]) {
        let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let options =
            ["--locale", "--mode", "--date", "--zone", "--min", "--max"].map {
                Arguments.Option(name: $0, takesValue: true, help: "")
            } + [
                Arguments.Option(name: "--locale-list", takesValue: true, repeatable: true, help: ""),
                Arguments.Option(name: "--seconds", takesValue: false, help: ""),
            ]
        guard let parsed = try? Arguments(arguments[...], options: options) else { return }
        for option in options where option.takesValue {
            check(!option.repeatable ? parsed.all(option.name).count <= 1 : true, "repeat")
        }
    }

    static let zones = [
        "UTC", "America/New_York", "Asia/Tokyo", "Europe/London", "Australia/Lord_Howe", "Asia/Kathmandu",
        "America/Sao_Paulo", "Pacific/Apia",
    ]
    static let calendars: [String?] = [
        nil, "gregorian", "japanese", "hebrew", "chinese", "dangi", "persian",
        "islamic-umalqura", "islamic-civil", "buddhist", "roc", "indian", "ethiopic", "coptic",
    ]

    /// Pickers: the bytes choose a locale, mode, calendar, zone, intervals, bounds and a start, then a sequence of
    /// selects, steps and sets; after each, the wheels must hold together.
    static func picker(_ bytes: [UInt8]) {
        var input = bytes[...]
        func next() -> Int { input.popFirst().map(Int.init) ?? 0 }
        func wide() -> Int { next() << 8 | next() }
        let locales = LocaleProfiles.availableLocales
        let locale = locales[wide() % locales.count]
        let mode = DatePickerMode.allCases[next() % DatePickerMode.allCases.count]
        let intervals = [1, 5, 7, 15, 30, 0]
        if mode.holdsDuration {
            let configuration = CountdownConfiguration(
                locale: locale, minuteInterval: intervals[next() % 6],
                showsSeconds: next() % 2 == 0)
            guard var countdown = try? CountdownPicker(configuration, duration: wide() % 90_000) else { return }
            for _ in 0..<min(input.count / 3, 64) {
                let component = next() % max(countdown.wheels.count, 1)
                switch next() % 3 {
                case 0:
                    try? countdown.select(
                        row: next() % max(countdown.wheels[component].component.rows.count, 1), inWheel: component)
                case 1: try? countdown.step(by: next() - 128, inWheel: component)
                default: try? countdown.setDuration(wide() % 90_000)
                }
                trap(on: wheelFaults(.countdown(countdown)))
            }
            return
        }
        var configuration = DatePickerConfiguration(
            mode: mode, locale: locale, calendar: calendars[next() % calendars.count],
            timeZone: zones[next() % zones.count])
        configuration.minuteInterval = intervals[next() % 6]
        configuration.showsSeconds = next() % 2 == 0
        let start = Double(wide() * 40_000 - 1_000_000_000) * 2  // roughly 1938 to 2100, and some far dates
        if next() % 3 == 0 { configuration.minimumDate = Date(timeIntervalSince1970: start - Double(wide()) * 3600) }
        if next() % 3 == 0 { configuration.maximumDate = Date(timeIntervalSince1970: start + Double(wide()) * 3600) }
        _ = wide()  // the bytes that had chosen a countdown's duration: the corpus keeps its meaning
        guard var picker = try? DatePicker(configuration, date: Date(timeIntervalSince1970: start)) else { return }
        for _ in 0..<min(input.count / 3, 64) {
            let component = next() % max(picker.wheels.count, 1)
            switch next() % 4 {
            case 0:
                try? picker.select(
                    row: next() % max(picker.wheels[component].component.rows.count, 1), inWheel: component)
            case 1: try? picker.step(by: next() - 128, inWheel: component)
            case 2: picker.setDate(Date(timeIntervalSince1970: start + Double(next() - 128) * 86_399))
            default: _ = wide()
            }
            trap(on: wheelFaults(.date(picker)))
        }
    }

    /// Ends the fuzzing run on a broken invariant, so that libFuzzer keeps the input.
    static func trap(on faults: [String]) {
        if let fault = faults.first { fatalError("invariant broken: \(fault)") }
    }

    /// The invariants every picker keeps after any operation, as faults (empty when all hold): the fuzzer stops
    /// on the first, a test reports them all.
    public static func wheelFaults(_ model: AnyPickerModel) -> [String] {
        var faults: [String] = []
        for wheel in model.wheels {
            let component = wheel.component
            if component.rows.isEmpty || !component.rows.indices.contains(component.selectedRow) {
                faults.append("selection of \(component.id)")
            }
            if component.rows.contains(where: { $0.label.isEmpty }) { faults.append("empty label in \(component.id)") }
        }
        switch model {
        case .countdown(let countdown):
            if !(0...CountdownPicker.maximumDuration).contains(countdown.duration) {
                faults.append("duration \(countdown.duration)")
            }
        case .date(let picker):
            if !picker.bounds.contains(picker.date.timeIntervalSince1970) { faults.append("value outside the bounds") }
            if let day = picker.wheel(.day) {
                let fields = picker.calendarFields
                let days = picker.context.months(of: fields.year).first { $0.id == fields.month }?.days
                if day.component.rows.count != days?.count { faults.append("day rows for \(fields)") }
            }
        }
        return faults
    }
}
