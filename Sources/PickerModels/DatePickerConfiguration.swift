import CalendarEngine
import FoundationEssentials

/// Which way a value set from outside moves to the minute (or second) interval. With a seconds wheel, the
/// second and the minute each move on their own wheel (14:02:05 → 14:00:05 with 15-minute steps), unless that
/// would take a value within the bounds outside them.
public enum IntervalRounding: String, CaseIterable, Sendable, Codable {
    /// Down to the interval at or before the value (10:07 → 10:00 with 15).
    case floor
    /// To the nearest interval, halves up (10:07 → 10:00, 10:08 → 10:15 with 15). The default.
    case nearest
    /// Up to the interval at or after the value (10:07 → 10:15 with 15).
    case ceiling
}

/// Everything that shapes a date picker besides its value.
public struct DatePickerConfiguration: Sendable, Hashable {
    /// The mode.
    public var mode: DatePickerMode
    /// A locale id in ICU, BCP 47 or POSIX form.
    public var locale: String
    /// A calendar to use instead of the locale's (`japanese`, `hebrew`, `chinese`…), or nil.
    public var calendar: String?
    /// The IANA time zone the wheels show wall-clock values in.
    public var timeZone: String
    /// The step of the minute wheel: 1 to 30 and a divisor of 60 (15 gives 00, 15, 30, 45). Countdowns too.
    public var minuteInterval: Int
    /// The step of the seconds wheel, with the same rule.
    public var secondInterval: Int
    /// Whether time and countdown pickers show a seconds wheel (CupertinoTimerPicker's hms mode).
    public var showsSeconds: Bool
    /// The earliest selectable moment, or nil. Ignored by the countdown.
    public var minimumDate: Date?
    /// The latest selectable moment, or nil. Ignored by the countdown.
    public var maximumDate: Date?
    /// How a value set from outside moves to the interval (UIDatePicker's `roundsToMinuteInterval`).
    public var rounding: IntervalRounding
    /// Whether the dateAndTime mode has a wheel of time zones after the time, so that a person picks a moment in
    /// another zone (``PickerField/timeZone``); the other modes have none.
    public var showsZoneWheel: Bool
    /// Days that may not be picked within the bounds (the locale's weekend, holidays, booked days): disabled
    /// rows on the day wheels; a value on one moves to the nearest day that may be picked. The modes without a
    /// day (time, yearAndMonth) ignore it.
    public var unavailable: UnavailableDays

    /// Makes a configuration: by default, the locale's calendar in the host's time zone, one-minute steps, no
    /// seconds wheel, no bounds, rounding to the nearest. Nothing is checked until a ``DatePicker`` is made from it.
    public init(
        mode: DatePickerMode, locale: String, calendar: String? = nil,
        timeZone: String = CalendarContext.hostTimeZone, minuteInterval: Int = 1, secondInterval: Int = 1,
        showsSeconds: Bool = false, minimumDate: Date? = nil, maximumDate: Date? = nil,
        rounding: IntervalRounding = .nearest, showsZoneWheel: Bool = false, unavailable: UnavailableDays = .none
    ) {
        self.mode = mode
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
        self.minuteInterval = minuteInterval
        self.secondInterval = secondInterval
        self.showsSeconds = showsSeconds
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.rounding = rounding
        self.showsZoneWheel = showsZoneWheel
        self.unavailable = unavailable
    }
}

/// The value each wheel of a date picker sets.
public enum PickerField: String, Sendable, Hashable, Codable {
    case year, month, day
    /// The dateAndTime mode's one wheel of days.
    case date
    case hour, minute, second, dayPeriod
    /// The dateAndTime mode's wheel of time zones (``DatePickerConfiguration/showsZoneWheel``): its rows are
    /// ICU's zones, and choosing one keeps the wall-clock time (``DatePicker/setTimeZone(_:)``).
    case timeZone
}

/// A change the picker made to a value it was given or that a wheel produced, reported rather than hidden.
public enum Adjustment: Hashable, Sendable {
    /// A value from outside, moved to the minute or second interval.
    case roundedToInterval(from: Date)
    /// A value outside the bounds (or the years 1–9999), moved to the nearest allowed moment.
    case clampedToBounds(from: Date)
    /// A day the new month lacks, moved to the month's last (or first) day: January 31 → February 28.
    case dayClamped(from: Int, to: Int)
    /// A month the new year lacks (Adar I outside leap years, a leap month), moved to the nearest month. The
    /// months are ICU's (0-based, with leap months told apart): the Chinese leap sixth month of 2025 becomes the
    /// sixth month of 2026, `MonthID(month: 5, isLeap: true)` → `MonthID(month: 5)`.
    case monthReplaced(from: MonthID, to: MonthID)
    /// A wall time in a DST gap, moved later by the gap's length (02:30 → 03:30).
    case skippedTime(shiftedBy: Int)
    /// A date that names no moment (not a number), left out: the picker keeps its value.
    case ignored
    /// A value on a day that may not be picked (``DatePickerConfiguration/unavailable``), moved to the nearest day
    /// that may, at the same wall time (the later of two as near).
    case unavailableDay(from: Date)
}
