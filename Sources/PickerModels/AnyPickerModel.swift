import CalendarEngine

/// A picker of any mode: a ``DatePicker`` of a moment, or a ``CountdownPicker`` of a duration.
///
/// What a caller does for one kind of picker and not the other, it does by switching over this enum, so a new
/// kind of picker is a compile error at every place that must handle it (never a cast that silently fails).
/// What both kinds do is the ``PickerModel`` this enum is too, forwarded to the picker it holds.
///
/// ```swift
/// var model = AnyPickerModel.countdown(try CountdownPicker(CountdownConfiguration(locale: "en_US")))
/// try model.step(.minute, by: 5)
/// switch model {
/// case .date(let picker): picker.date         // a moment
/// case .countdown(let timer): timer.duration  // 300
/// }
/// ```
public enum AnyPickerModel: PickerModel {
    /// A picker of a moment: date, time, dateAndTime, yearAndMonth.
    case date(DatePicker)
    /// A picker of a duration: countDownTimer.
    case countdown(CountdownPicker)

    /// The mode the picker is in.
    public var mode: DatePickerMode {
        switch self {
        case .date(let picker): picker.mode
        case .countdown(let timer): timer.mode
        }
    }

    /// The locale's profile, whose digits, direction and titles the wheels show.
    public var profile: LocaleProfile {
        switch self {
        case .date(let picker): picker.profile
        case .countdown(let timer): timer.profile
        }
    }

    /// The wheels, leading to trailing in reading order.
    public var wheels: [FieldWheel] {
        switch self {
        case .date(let picker): picker.wheels
        case .countdown(let timer): timer.wheels
        }
    }

    /// What the last operation changed about the value it was given, in order; empty when nothing.
    public var adjustments: [Adjustment] {
        switch self {
        case .date(let picker): picker.adjustments
        case .countdown(let timer): timer.adjustments
        }
    }

    /// The value as `datepick pick` prints it: ISO 8601 for a moment, the seconds of a duration.
    public var isoString: String {
        switch self {
        case .date(let picker): picker.isoString
        case .countdown(let timer): timer.isoString
        }
    }

    /// The value in two parts cheap to compare, to tell whether a change moved it without writing it out
    /// (``isoString`` tells the same, formatting the value each time): a moment's instant and zone, a countdown's
    /// seconds and no zone.
    public var comparableValue: (Double, String?) {
        switch self {
        case .date(let picker): (picker.date.timeIntervalSince1970, picker.context.timeZone)
        case .countdown(let timer): (Double(timer.duration), nil)
        }
    }

    /// How the wheels and their order were derived (skeleton → pattern → order), per pattern used.
    public var explanation: [String] {
        switch self {
        case .date(let picker): picker.explanation
        case .countdown(let timer): timer.explanation
        }
    }

    /// The calendar the value is counted in: the date picker's, or the locale's for a countdown, which holds no
    /// moment.
    public var calendar: String {
        switch self {
        case .date(let picker): picker.context.calendar
        case .countdown(let timer): timer.profile.calendar
        }
    }

    /// The time zone of the value, or nil for a countdown, which holds no moment.
    public var timeZone: String? {
        switch self {
        case .date(let picker): picker.context.timeZone
        case .countdown: nil
        }
    }

    /// The value as `datepick pick` prints it: written with `pattern` where one is given and the value is a moment
    /// (``DatePicker/formatted(_:)``), else ISO 8601 (``isoString``; a countdown's seconds).
    ///
    /// - Throws: ``CalendarError/invalidPattern(_:reason:)`` for a pattern ICU cannot format.
    public func printed(pattern: String?) throws(CalendarError) -> String {
        switch self {
        case .date(let picker):
            guard let pattern else { return picker.isoString }
            return try picker.formatted(pattern)
        case .countdown(let timer):
            return timer.isoString
        }
    }

    /// Selects a row of a wheel and updates the value and every wheel that depends on it.
    ///
    /// - Throws: ``PickerError/noSuchComponent(_:)`` or ``PickerError/noSuchRow(component:row:)``.
    public mutating func select(row: Int, inWheel component: Int) throws(PickerError) {
        // The picker is moved out of `self` and back (`consume`), never copied: its wheels stay uniquely held, so
        // changing them does not copy them.
        switch consume self {
        case .date(var picker):
            defer { self = .date(picker) }
            try picker.select(row: row, inWheel: component)
        case .countdown(var timer):
            defer { self = .countdown(timer) }
            try timer.select(row: row, inWheel: component)
        }
    }

    /// Spins a wheel by `delta` enabled rows (positive: to later rows), wrapping on cyclic wheels.
    ///
    /// - Throws: ``PickerError/noSuchComponent(_:)``.
    public mutating func step(by delta: Int, inWheel component: Int) throws(PickerError) {
        switch consume self {
        case .date(var picker):
            defer { self = .date(picker) }
            try picker.step(by: delta, inWheel: component)
        case .countdown(var timer):
            defer { self = .countdown(timer) }
            try timer.step(by: delta, inWheel: component)
        }
    }

    /// Selects a wheel's first allowed value, as Home does.
    public mutating func selectFirst(inWheel component: Int) throws(PickerError) {
        switch consume self {
        case .date(var picker):
            defer { self = .date(picker) }
            try picker.selectFirst(inWheel: component)
        case .countdown(var timer):
            defer { self = .countdown(timer) }
            try timer.selectFirst(inWheel: component)
        }
    }

    /// Selects a wheel's last allowed value, as End does.
    public mutating func selectLast(inWheel component: Int) throws(PickerError) {
        switch consume self {
        case .date(var picker):
            defer { self = .date(picker) }
            try picker.selectLast(inWheel: component)
        case .countdown(var timer):
            defer { self = .countdown(timer) }
            try timer.selectLast(inWheel: component)
        }
    }

    /// The number a person types to reach a row (type-to-select), or nil for a row no number names.
    public func number(ofRow row: Int, inWheel component: Int) -> Int? {
        switch self {
        case .date(let picker): picker.number(ofRow: row, inWheel: component)
        case .countdown(let timer): timer.number(ofRow: row, inWheel: component)
        }
    }
}
