import CalendarEngine
import FoundationEssentials

/// What shapes a countdown besides its duration. A countdown holds no moment, so it has no calendar, zone or
/// bounds: only the locale, whose digits, unit labels and titles its wheels show, and its wheels' steps.
public struct CountdownConfiguration: Sendable, Hashable {
    /// A locale id in ICU, BCP 47 or POSIX form.
    public var locale: String
    /// The step of the minute wheel: 1 to 30 and a divisor of 60.
    public var minuteInterval: Int
    /// The step of the seconds wheel, with the same rule.
    public var secondInterval: Int
    /// Whether there is a seconds wheel (CupertinoTimerPicker's hms mode).
    public var showsSeconds: Bool
    /// How a duration set from outside moves to the intervals, field by field as the wheels show it.
    public var rounding: IntervalRounding

    /// Makes a countdown's configuration: by default, one-minute steps, no seconds wheel, rounding to the nearest.
    /// The intervals are checked when a ``CountdownPicker`` is made from it.
    public init(
        locale: String, minuteInterval: Int = 1, secondInterval: Int = 1, showsSeconds: Bool = false,
        rounding: IntervalRounding = .nearest
    ) {
        self.locale = locale
        self.minuteInterval = minuteInterval
        self.secondInterval = secondInterval
        self.showsSeconds = showsSeconds
        self.rounding = rounding
    }
}

/// A countdown timer's picker (UIDatePicker's `.countDownTimer`): hours, minutes and, if asked, seconds of a
/// duration from 0 to 23:59:59, each wheel cyclic, with the locale's digits and its unit labels in the
/// selection bar (`1 hour`, `2 hours`, `5 min`; ru `час`, `часа`, `часов`).
///
/// ```swift
/// var timer = try CountdownPicker(CountdownConfiguration(locale: "en_US"), duration: 3660)
/// timer.wheel(.hour)?.component.unitLabel   // "hour"
/// try timer.step(.minute, by: 1)
/// timer.duration                             // 3720
/// ```
public struct CountdownPicker: PickerModel {
    /// The longest duration: 23:59:59.
    public static let maximumDuration = 86_399

    /// The configuration the countdown was made with.
    public let configuration: CountdownConfiguration
    /// The locale's profile, whose digits, direction and titles the wheels show.
    public let profile: LocaleProfile
    /// The wheels, leading to trailing in reading order: hours, minutes and, with seconds, seconds.
    public private(set) var wheels: [FieldWheel]
    /// What the last operation changed about the duration it was given (rounding to the intervals); empty when
    /// nothing.
    public private(set) var adjustments: [Adjustment] = []
    /// How the wheels were derived: one line, `countdown → hours, minutes` (`, seconds` with a seconds wheel).
    public let explanation: [String]
    /// The selected duration in seconds, 0…86,399.
    public private(set) var duration: Int
    private let grid: IntervalGrid

    /// Always ``DatePickerMode/countDownTimer``.
    public var mode: DatePickerMode { .countDownTimer }
    /// The duration's seconds, as `datepick pick` prints them (`3660`).
    public var isoString: String { String(duration) }

    /// Makes a countdown.
    ///
    /// - Parameter duration: The initial duration in seconds, 0…86,399, rounded to the intervals with
    ///   ``adjustments`` saying so.
    /// - Throws: ``PickerError`` for a refused locale, an interval that does not divide 60, a duration out of range.
    public init(_ configuration: CountdownConfiguration, duration: Int = 0) throws(PickerError) {
        try PickerError.checkIntervals(minute: configuration.minuteInterval, second: configuration.secondInterval)
        guard (0...Self.maximumDuration).contains(duration) else { throw .durationOutOfRange(duration) }
        do {
            profile = try LocaleProfiles.shared.profile(for: configuration.locale)
        } catch {
            throw .calendar(.locale(error))
        }
        self.configuration = configuration
        grid = IntervalGrid(
            minuteInterval: configuration.minuteInterval, secondInterval: configuration.secondInterval,
            showsSeconds: configuration.showsSeconds)
        let (plans, explanation) = WheelPlan.countdown(showsSeconds: configuration.showsSeconds)
        self.explanation = explanation
        let profile = profile, grid = grid
        wheels = plans.map { plan in
            var wheel = FieldWheel(plan: plan, titles: profile.fieldTitles)
            wheel.rows = Self.rows(of: plan.field, profile: profile, grid: grid)
            wheel.component.rows = wheel.rows.rows
            wheel.component.isCyclic = true
            return wheel
        }
        self.duration = 0
        setDuration(unchecked: duration)
    }

    /// Sets the duration, rounded to the intervals as ``CountdownConfiguration/rounding`` says.
    ///
    /// - Throws: ``PickerError/durationOutOfRange(_:)`` outside 0…86,399 seconds.
    public mutating func setDuration(_ seconds: Int) throws(PickerError) {
        guard (0...Self.maximumDuration).contains(seconds) else { throw .durationOutOfRange(seconds) }
        setDuration(unchecked: seconds)
    }

    private mutating func setDuration(unchecked seconds: Int) {
        adjustments.removeAll(keepingCapacity: true)
        var rounded = grid.roundFields(Double(seconds), configuration.rounding)
        if rounded > Double(Self.maximumDuration) { rounded = grid.floor(Double(Self.maximumDuration)) }
        if Int(rounded) != seconds {
            adjustments.append(.roundedToInterval(from: Date(timeIntervalSince1970: Double(seconds))))
        }
        duration = Int(rounded)
        selectRows()
    }

    /// Selects a row of a wheel, which sets that wheel's hours, minutes or seconds of the duration; every row is
    /// enabled.
    ///
    /// - Throws: ``PickerError/noSuchComponent(_:)`` or ``PickerError/noSuchRow(component:row:)``.
    public mutating func select(row: Int, inWheel component: Int) throws(PickerError) {
        guard wheels.indices.contains(component) else { throw .noSuchComponent(component) }
        guard
            case .number(let value)? = wheels[component].rows.values.indices.contains(row)
                ? wheels[component].rows.values[row] : nil
        else {
            throw .noSuchRow(component: component, row: row)
        }
        adjustments.removeAll(keepingCapacity: true)
        var (hours, rest) = duration.quotientAndRemainder(dividingBy: 3600)
        var (minutes, seconds) = rest.quotientAndRemainder(dividingBy: 60)
        switch wheels[component].field {
        case .hour: hours = value
        case .minute: minutes = value
        default: seconds = value
        }
        duration = hours * 3600 + minutes * 60 + seconds
        selectRows()
    }

    /// Spins a wheel by `delta` rows (positive: to later rows), wrapping, as each wheel is cyclic; then sets the
    /// duration as ``select(row:inWheel:)`` does.
    ///
    /// - Throws: ``PickerError/noSuchComponent(_:)``.
    public mutating func step(by delta: Int, inWheel component: Int) throws(PickerError) {
        guard wheels.indices.contains(component) else { throw .noSuchComponent(component) }
        try select(row: wheels[component].component.row(steppedBy: delta), inWheel: component)
    }

    /// Selects a wheel's first row (0 hours, minutes or seconds), as Home does.
    public mutating func selectFirst(inWheel component: Int) throws(PickerError) {
        try select(row: 0, inWheel: component)
    }

    /// Selects a wheel's last row (23 hours, the last minute or second on the interval), as End does.
    public mutating func selectLast(inWheel component: Int) throws(PickerError) {
        guard wheels.indices.contains(component) else { throw .noSuchComponent(component) }
        try select(row: wheels[component].component.rows.count - 1, inWheel: component)
    }

    /// The number a row stands for: its hours, minutes or seconds.
    public func number(ofRow row: Int, inWheel component: Int) -> Int? {
        guard wheels.indices.contains(component), wheels[component].rows.values.indices.contains(row),
            case .number(let value) = wheels[component].rows.values[row]
        else { return nil }
        return value
    }

    /// Puts each wheel's selection on the duration.
    private mutating func selectRows() {
        let (hours, rest) = duration.quotientAndRemainder(dividingBy: 3600)
        let (minutes, seconds) = rest.quotientAndRemainder(dividingBy: 60)
        for index in wheels.indices {
            wheels[index].component.selectedRow =
                switch wheels[index].field {
                case .hour: hours
                case .minute: minutes / grid.minuteInterval
                default: seconds / grid.secondInterval
                }
        }
    }

    /// A wheel's rows: the numbers of its field on the interval, in the locale's digits, each with its unit label
    /// in the plural the number takes (hours in full, minutes and seconds short, as UIDatePicker has them).
    static func rows(of field: PickerField, profile: LocaleProfile, grid: IntervalGrid) -> WheelRows {
        let (numbers, unit, width): ([Int], DurationUnit, UnitWidth) =
            switch field {
            case .hour: (Array(0...23), .hour, .wide)
            case .minute: (Array(stride(from: 0, to: 60, by: grid.minuteInterval)), .minute, .short)
            default: (Array(stride(from: 0, to: 60, by: grid.secondInterval)), .second, .short)
            }
        // ICU gave no unit labels (it should not): the rows still show their numbers.
        let units =
            (try? UnitLabels.labels(unit, width: width, locale: profile.id, counts: numbers))
            ?? Array(repeating: "", count: numbers.count)
        let rows = PickerRows(count: numbers.count, unitLabels: units) { profile.formatNumber(numbers[$0]) }
        return WheelRows(
            key: .countdown(field), rows: rows, values: RowValues(numbers.map { .number($0) }), isCyclic: true)
    }
}
