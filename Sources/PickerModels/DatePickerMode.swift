/// What a date picker picks: Apple's four modes, plus month and year.
///
/// What a mode means is said here once, by these properties, each an exhaustive `switch`: a new mode does not
/// compile until each is answered, and the models and front ends ask them rather than comparing modes.
public enum DatePickerMode: String, CaseIterable, Sendable, Codable {
    /// Year, month and day wheels in the locale's order.
    case date
    /// Hour and minute, and the day period in 12-hour locales, in the locale's order.
    case time
    /// One wheel of days (weekday, month, day; today reads "Today"), then the time wheels.
    case dateAndTime
    /// Hours and minutes (and optionally seconds) of a duration, with unit labels: a ``CountdownPicker``.
    case countDownTimer
    /// Month and year wheels in the locale's order.
    case yearAndMonth

    /// Whether the value is a duration (the countdown's, a ``CountdownPicker``) rather than a moment in a zone (a
    /// ``DatePicker``'s).
    public var holdsDuration: Bool {
        switch self {
        case .countDownTimer: true
        case .date, .time, .dateAndTime, .yearAndMonth: false
        }
    }

    /// Whether the wheels show a date, which the calendar shapes.
    public var showsDate: Bool {
        switch self {
        case .date, .dateAndTime, .yearAndMonth: true
        case .time, .countDownTimer: false
        }
    }

    /// Whether the mode picks a day, so that a month view (the inline style, a compact button's calendar) can
    /// stand in for its date wheels.
    public var hasMonthView: Bool {
        switch self {
        case .date, .dateAndTime: true
        case .time, .countDownTimer, .yearAndMonth: false
        }
    }

    /// Whether the wheels show a time of day, whose values snap to the minute (and second) interval.
    public var showsTime: Bool {
        switch self {
        case .time, .dateAndTime: true
        case .date, .countDownTimer, .yearAndMonth: false
        }
    }

    /// Whether the mode has a minute wheel, so that the intervals, the seconds wheel and the rounding apply.
    public var hasMinuteWheel: Bool {
        switch self {
        case .time, .dateAndTime, .countDownTimer: true
        case .date, .yearAndMonth: false
        }
    }

    /// Whether the value names an instant, written with the zone's UTC offset (`2026-11-30T14:05:00+09:00`);
    /// the other moments are wall dates and times (`2026-11-30`, `14:05`), the countdown a number of seconds.
    public var valueHasOffset: Bool {
        switch self {
        case .dateAndTime: true
        case .date, .time, .countDownTimer, .yearAndMonth: false
        }
    }
}
