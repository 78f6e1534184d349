import CalendarEngine
import FoundationEssentials

/// What a date picker picks: Apple's four modes, plus month and year.
public enum DatePickerMode: String, CaseIterable, Sendable, Codable {
    /// Year, month and day wheels in the locale's order.
    case date
    /// Hour and minute, and the day period in 12-hour locales, in the locale's order.
    case time
    /// One wheel of days (weekday, month, day; today reads "Today"), then the time wheels.
    case dateAndTime
    /// Hours and minutes (and optionally seconds) of a duration, with unit labels.
    case countDownTimer
    /// Month and year wheels in the locale's order.
    case yearAndMonth
}

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

    public init(mode: DatePickerMode, locale: String, calendar: String? = nil,
                timeZone: String = CalendarContext.hostTimeZone, minuteInterval: Int = 1, secondInterval: Int = 1,
                showsSeconds: Bool = false, minimumDate: Date? = nil, maximumDate: Date? = nil,
                rounding: IntervalRounding = .nearest) {
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
    }
}

/// The value each wheel of a date picker sets.
public enum PickerField: String, Sendable, Hashable, Codable {
    case year, month, day
    /// The dateAndTime mode's one wheel of days.
    case date
    case hour, minute, second, dayPeriod
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
}

/// The grid of allowed times within an hour or a countdown: minutes in steps of the minute interval and,
/// with a seconds wheel, seconds in steps of the second interval.
struct IntervalGrid: Hashable, Sendable {
    var minuteInterval: Int
    var secondInterval: Int
    var showsSeconds: Bool

    /// The largest grid point at or before `x` seconds (x ≥ 0).
    func floor(_ x: Double) -> Double {
        let whole = Int(x.rounded(.down))
        let (hour, rest) = whole.quotientAndRemainder(dividingBy: 3600)
        let (minute, second) = rest.quotientAndRemainder(dividingBy: 60)
        let gridMinute = minute - minute % minuteInterval
        guard showsSeconds else { return Double(hour * 3600 + gridMinute * 60) }
        if gridMinute == minute { return Double(hour * 3600 + minute * 60 + second - second % secondInterval) }
        return Double(hour * 3600 + gridMinute * 60 + 60 - secondInterval)
    }

    /// The smallest grid point at or after `x` seconds.
    func ceiling(_ x: Double) -> Double {
        let below = floor(x)
        guard below != x else { return x }
        let (hour, rest) = Int(below).quotientAndRemainder(dividingBy: 3600)
        let (minute, second) = rest.quotientAndRemainder(dividingBy: 60)
        if showsSeconds && second + secondInterval < 60 { return below + Double(secondInterval) }
        return Double(hour * 3600 + (minute + minuteInterval) * 60)
    }

    /// `x` seconds moved to the grid field by field, as a person reads a time: the second to the second interval,
    /// then the minute to the minute interval, each as `rounding` says, so a minute that moves keeps its second
    /// (14:02:05 → 14:00:05 with 15-minute steps, where the grid's nearest point, which ``round(_:_:)`` finds
    /// for the bounds, is 14:00:59; found in review). A second rounded up to 60 carries into the minute.
    func roundFields(_ x: Double, _ rounding: IntervalRounding) -> Double {
        guard showsSeconds else { return round(x, rounding) }
        let whole = x.rounded(.down)
        let (hour, rest) = Int(whole).quotientAndRemainder(dividingBy: 3600)
        var (minute, second) = rest.quotientAndRemainder(dividingBy: 60)
        var roundedSecond = Self.multiple(of: secondInterval, near: Double(second) + (x - whole), rounding)
        if roundedSecond == 60 { (roundedSecond, minute) = (0, minute + 1) }
        return Double(hour * 3600 + Self.multiple(of: minuteInterval, near: Double(minute), rounding) * 60 + roundedSecond)
    }

    /// A multiple of `interval` near `value`, as `rounding` says; halves go up.
    private static func multiple(of interval: Int, near value: Double, _ rounding: IntervalRounding) -> Int {
        let rule: FloatingPointRoundingRule = switch rounding {
        case .floor: .down
        case .nearest: .toNearestOrAwayFromZero
        case .ceiling: .up
        }
        return interval * Int((value / Double(interval)).rounded(rule))
    }

    /// `x` moved to the grid as `rounding` says; halves go up.
    func round(_ x: Double, _ rounding: IntervalRounding) -> Double {
        switch rounding {
        case .floor: return floor(x)
        case .ceiling: return ceiling(x)
        case .nearest:
            let (low, high) = (floor(x), ceiling(x))
            return x - low < high - x ? low : high
        }
    }
}
