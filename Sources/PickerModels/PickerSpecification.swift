import CalendarEngine
import FoundationEssentials

/// What a picker is made of, every default resolved but the values as given (ISO 8601 text): the model layer's
/// factory, ``prepare(now:)``, makes the picker of any mode from it. A request by option names (PickerJSON's
/// `PickerRequest`, the CLI's options, the C library's JSON) resolves the environment's locale and zone and then
/// comes here, so that one place knows how a picker is made.
public struct PickerSpecification: Sendable, Hashable {
    /// The mode.
    public var mode: DatePickerMode
    /// A locale id (ICU, BCP 47 or POSIX form).
    public var locale: String
    /// A calendar instead of the locale's, or nil.
    public var calendar: String?
    /// The IANA zone the moments are in (a countdown's is not read).
    public var timeZone: String
    /// The initial value, ISO 8601; nil for `now`.
    public var date: String?
    /// The earliest and latest allowed values, ISO 8601, or nil.
    public var minimumDate: String?, maximumDate: String?
    /// The minute and second wheels' steps.
    public var minuteInterval = 1, secondInterval = 1
    /// Whether the time or countdown has a seconds wheel.
    public var seconds = false
    /// How a value set from outside moves to the interval.
    public var rounding = IntervalRounding.nearest
    /// Whether dateAndTime has a wheel of time zones after the time.
    public var zoneWheel = false
    /// The month calendar's first weekday instead of the locale's, as `-u-fw-` sets it; nil for the locale's.
    public var firstWeekday: FirstWeekday?
    /// A countdown's initial seconds.
    public var duration = 0
    /// The days that cannot be picked (date and dateAndTime).
    public var unavailable = UnavailableDays.none

    /// A specification of a mode, locale and zone; everything else at its default.
    public init(mode: DatePickerMode, locale: String, calendar: String? = nil, timeZone: String) {
        self.mode = mode
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
    }

    /// The picker specified, and what was changed about the values asked for on the way.
    ///
    /// - Parameter now: The initial value without ``date``, and the day the dateAndTime wheel calls today.
    /// - Throws: ``PickerError`` for everything the picker refuses (the locale, calendar, zone, intervals, bounds,
    ///   dates).
    public func prepare(now: Date = Date()) throws(PickerError) -> PreparedPicker {
        if mode.holdsDuration {
            let configuration = CountdownConfiguration(
                locale: locale, minuteInterval: minuteInterval, secondInterval: secondInterval,
                showsSeconds: seconds, rounding: rounding)
            let countdown = try CountdownPicker(configuration, duration: duration)
            return PreparedPicker(model: .countdown(countdown), adjustments: countdown.adjustments)
        }
        var adjustments: [Adjustment] = []
        func instant(_ text: String?, noting: Bool = false) throws(PickerError) -> Date? {
            guard let text else { return nil }
            let (instant, resolution) = try ISO8601Value(parsing: text).resolved(inTimeZone: timeZone)
            if noting, case .skipped(let shift) = resolution { adjustments.append(.skippedTime(shiftedBy: shift)) }
            return Date(timeIntervalSince1970: instant)
        }
        var configuration = DatePickerConfiguration(mode: mode, locale: locale, calendar: calendar, timeZone: timeZone)
        configuration.minuteInterval = minuteInterval
        configuration.secondInterval = secondInterval
        configuration.showsSeconds = seconds
        configuration.minimumDate = try instant(minimumDate)
        configuration.maximumDate = try instant(maximumDate)
        configuration.rounding = rounding
        configuration.showsZoneWheel = zoneWheel
        configuration.unavailable = unavailable
        if let firstWeekday {
            // As `-u-fw-` would: the locale's profile, month grids and week numbers take the keyword.
            do {
                configuration.locale = try LocaleProfiles.id(locale, firstWeekday: firstWeekday)
            } catch {
                throw PickerError.calendar(.locale(error))
            }
        }
        let initial = try instant(date, noting: true) ?? now
        let picker = try DatePicker(configuration, date: initial, today: now)
        // Now carries seconds that the interval always rounds off: not worth a word.
        let made = picker.adjustments.filter { adjustment in
            if date == nil, case .roundedToInterval = adjustment { return false }
            return true
        }
        return PreparedPicker(model: .date(picker), adjustments: adjustments + made)
    }
}

/// A picker made from a specification (a ``DatePicker``, or a ``CountdownPicker`` for the countdown), and what was
/// changed about the values asked for, in order: the initial value moved out of a DST gap while it was read, then
/// the picker's own adjustments (rounding, bounds).
public struct PreparedPicker: Sendable {
    /// The picker: a ``DatePicker``, or a ``CountdownPicker`` for the countdown.
    public var model: AnyPickerModel
    /// What was changed about the values asked for, in order: the move out of a DST gap, then the picker's own.
    public var adjustments: [Adjustment]

    /// Makes a prepared picker from a model and what was changed on the way to it.
    public init(model: AnyPickerModel, adjustments: [Adjustment]) {
        self.model = model
        self.adjustments = adjustments
    }
}
