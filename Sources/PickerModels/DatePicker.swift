import CalendarEngine
import FoundationEssentials

/// A date picker (the UIDatePicker model) of a moment: wheels whose rows, labels and disabled rows come from the
/// locale, its calendar and a time zone, in the date, time, dateAndTime and yearAndMonth modes. The countdown,
/// which holds a duration, is a ``CountdownPicker``.
///
/// ```swift
/// var picker = try DatePicker(DatePickerConfiguration(mode: .date, locale: "ja_JP", timeZone: "Asia/Tokyo"),
///                             date: someDate)
/// picker.wheel(.month)?.component.selected.label   // "11月"
/// try picker.step(.month, by: 1)                     // December
/// picker.date                                        // the new moment
/// ```
///
/// Rules the wheels keep (each change to a value is reported in ``adjustments``):
/// - the day wheel holds only days the selected month has; moving to a month without the selected day lands
///   on the month's last day (January 31 → February 28), ``Adjustment/dayClamped(from:to:)``;
/// - a year without the selected month (Adar I outside Hebrew leap years, a Chinese leap month) moves to the
///   nearest month, ``Adjustment/monthReplaced(from:to:)``;
/// - the hour wheel holds the hours the selected local day has: 23 when clocks go forward (no hour in the gap
///   can be picked), 25 when they go back (the repeated hour twice, its rows labelled with their UTC offsets);
/// - rows outside `minimumDate…maximumDate` are disabled; a selection outside moves to the nearest allowed
///   moment (then onto the interval grid, inwards), ``Adjustment/clampedToBounds(from:)``;
/// - values set from outside move to the minute interval as ``DatePickerConfiguration/rounding`` says.
///
/// The rules for values are in `DatePicker+Values.swift`, the building of each kind of row in
/// `DatePicker+Rows.swift`, and typed digits in `DatePicker+Typeahead.swift`.
public struct DatePicker: PickerModel {
    /// The configuration the picker was made with.
    public let configuration: DatePickerConfiguration
    /// The locale's calendar in the picker's time zone.
    public let context: CalendarContext
    /// The wheels, leading to trailing in reading order, each with the field it sets and its rows.
    public internal(set) var wheels: [FieldWheel]
    /// What the last operation changed about the value it was given, in order; empty when nothing.
    public internal(set) var adjustments: [Adjustment] = []
    /// How the wheels and their order were derived: skeleton → pattern → order, per pattern used.
    public let explanation: [String]
    /// The earliest and latest selectable moments: the bounds within the supported years 1–9999.
    public let bounds: ClosedRange<Double>
    /// The moment whose day the dateAndTime wheel calls "Today" (the clock, unless given).
    public let today: Date

    /// The selected moment, in seconds since 1970.
    var instant: Double
    /// The wall-clock fields of `instant`, and its local day: kept beside it so a step needs no ICU call.
    var current = CalendarFields(year: YearID(era: 0, year: 0), month: MonthID(month: 0), day: 0)
    var currentDay: LocalDay?
    let grid: IntervalGrid
    /// The centre of the year wheel's window, and the selected year it was last checked against (the same
    /// year keeps the same centre).
    var yearCenter: YearID?
    var yearCenterChecked: YearID?
    /// The centre of the dateAndTime day wheel's window (a Julian day).
    var dayCenter: Int?
    /// The last few row sets and days the picker used, newest first. A wheel flicked back and forth finds them
    /// here, without the shared caches' locks and hashing.
    var recentRows: [WheelRows] = []
    var recentDays: [LocalDay] = []
    /// The last year of the supported range, once asked for; the months of the selected year.
    var lastYear: YearID??
    var yearMonths: (year: YearID, months: [MonthSpan])?
    /// The Julian days of the first and last supported days, and of today.
    let supportedDays: ClosedRange<Int>
    let todayJulianDay: Int
    let rowCache = RowCache()
    /// The zone wheel's rows (ICU's zones, with the picker's own if ICU lists it under another id), or nil
    /// without a zone wheel.
    let zoneRows: WheelRows?

    /// How many years the year wheel shows on each side of its centre, and days the dateAndTime day wheel.
    static let yearRadius = 100
    static let dayRadius = 180
    /// The wheel re-centres when the selection comes this close to either end of it.
    static let recentreMargin = 10
    /// How many recent row sets and days a picker keeps for itself.
    static let recentCount = 4

    /// The mode the picker is in, from its configuration.
    public var mode: DatePickerMode { configuration.mode }
    /// The locale's profile, whose digits, direction and titles the wheels show.
    public var profile: LocaleProfile { context.profile }

    /// The selected moment.
    public var date: Date { Date(timeIntervalSince1970: instant) }

    /// The wall-clock fields of the selected moment in the picker's calendar and zone.
    public var calendarFields: CalendarFields { current }

    /// Makes a picker.
    ///
    /// - Parameters:
    ///   - configuration: Mode, locale, calendar, zone, intervals and bounds.
    ///   - date: The initial moment; rounded to the interval and moved into the bounds, with ``adjustments``
    ///     saying so.
    ///   - today: The moment whose local day reads "Today" on the dateAndTime wheel (default: now); fixed
    ///     in tests and generated tables so their output does not depend on the day they run.
    /// - Throws: ``PickerError`` for the countdown's mode (``PickerError/holdsADuration``), a refused locale,
    ///   calendar or zone, an interval that does not divide 60, bounds outside years 1–9999 or the wrong way
    ///   round, bounds between which the interval has no time, a date (or today, or a bound) that names no moment.
    public init(_ configuration: DatePickerConfiguration, date: Date = Date(), today: Date = Date()) throws(PickerError)
    {
        guard !configuration.mode.holdsDuration else { throw .holdsADuration }
        try PickerError.requireMoments(
            [date, today] + [configuration.minimumDate, configuration.maximumDate].compactMap { $0 })
        try PickerError.checkIntervals(minute: configuration.minuteInterval, second: configuration.secondInterval)
        self.today = today
        do {
            context = try CalendarContext.shared(
                locale: configuration.locale, calendar: configuration.calendar,
                timeZone: configuration.timeZone)
        } catch {
            throw .calendar(error)
        }
        let supported = context.supportedRange
        for bound in [configuration.minimumDate, configuration.maximumDate].compactMap({ $0 })
        where !supported.contains(bound.timeIntervalSince1970) {
            throw .boundOutOfRange(bound)
        }
        if let minimum = configuration.minimumDate, let maximum = configuration.maximumDate, minimum > maximum {
            throw .minimumAfterMaximum(minimum: minimum, maximum: maximum)
        }
        self.configuration = configuration
        let lowest = configuration.minimumDate?.timeIntervalSince1970 ?? supported.lowerBound
        let highest = configuration.maximumDate?.timeIntervalSince1970 ?? supported.upperBound
        bounds = max(lowest, supported.lowerBound)...min(highest, supported.upperBound)
        grid = IntervalGrid(
            minuteInterval: configuration.minuteInterval, secondInterval: configuration.secondInterval,
            showsSeconds: configuration.showsSeconds)
        let (plans, explanation) = WheelPlan.plan(
            configuration, profile: context.profile, bestPattern: context.bestPattern)
        self.explanation = explanation
        let titles = context.profile.fieldTitles
        wheels = plans.map { FieldWheel(plan: $0, titles: titles) }
        if let zone = wheels.firstIndex(where: { $0.field == .timeZone }) {
            wheels[zone].component.title = context.zoneTitle()
            var rows = try Self.zoneRows(locale: configuration.locale)
            if !rows.values.contains(.zone(context.timeZone)) {
                rows.values = RowValues([.zone(context.timeZone)] + rows.values)
                rows.rows = PickerRows([PickerRow(context.timeZone)] + rows.rows)
            }
            zoneRows = rows
        } else {
            zoneRows = nil
        }
        instant = bounds.lowerBound
        supportedDays = context.julianDay(at: supported.lowerBound)...context.julianDay(at: supported.upperBound)
        todayJulianDay = context.julianDay(at: today.timeIntervalSince1970)
        // Between bounds closer than the interval there may be no time to select at all: the value would sit
        // between them with every minute row disabled.
        if configuration.mode.showsTime, roundedToGrid(bounds.lowerBound, .ceiling) > bounds.upperBound {
            let interval =
                configuration.showsSeconds
                ? "\(configuration.secondInterval)-second" : "\(configuration.minuteInterval)-minute"
            throw .noTimeWithinBounds(
                minimum: Date(timeIntervalSince1970: bounds.lowerBound),
                maximum: Date(timeIntervalSince1970: bounds.upperBound), interval: interval)
        }
        setDate(date)
    }

    // MARK: Setting from outside

    /// Sets the moment, rounded to the interval (time modes) and moved into the bounds; ``adjustments`` says
    /// what changed. A date that is not a number is left out (``Adjustment/ignored``); one infinitely far is
    /// moved to the bound it lies beyond.
    public mutating func setDate(_ date: Date) {
        adjustments.removeAll(keepingCapacity: true)
        var target = date.timeIntervalSince1970
        guard !target.isNaN else {
            adjustments.append(.ignored)
            return
        }
        if target.isInfinite {
            target = target > 0 ? bounds.upperBound : bounds.lowerBound
            adjustments.append(.clampedToBounds(from: date))
        }
        if configuration.mode.showsTime {
            var rounded = roundedToGrid(target, configuration.rounding, fieldByField: true)
            // A value within the bounds stays within them: where rounding field by field steps over a bound
            // (14:02:05 between 14:00:30 and 14:10 gives 14:00:05), the grid's own rounding is taken if it
            // stays inside (14:00:59).
            if bounds.contains(target), !bounds.contains(rounded) {
                let inside = roundedToGrid(target, configuration.rounding)
                if bounds.contains(inside) { rounded = inside }
            }
            if rounded != target { adjustments.append(.roundedToInterval(from: date)) }
            target = rounded
        }
        settle(target)
    }

    /// Moves the value to a local day at a wall time, as a month calendar moves it: a time the day lacks moves
    /// later by the clocks' gap, or earlier where later would leave the day (Temporal's "earlier"); then the
    /// interval and the bounds apply, as for ``setDate(_:)``.
    ///
    /// - Returns: False, leaving the value, for a day ICU cannot name (a Julian day far outside the range).
    @discardableResult
    public mutating func setDay(julianDay: Int, hour: Int, minute: Int, second: Int) -> Bool {
        var wall = context.day(julianDay: julianDay).date
        (wall.hour, wall.minute, wall.second) = (hour, minute, second)
        guard let resolved = try? context.resolve(wall) else { return false }
        var instant = resolved.instant
        if case .skipped(let shift) = resolved.resolution, context.julianDay(at: instant) != julianDay {
            instant -= Double(shift)
        }
        setDate(Date(timeIntervalSince1970: instant))
        return true
    }

    // MARK: Wheels

    /// Selects a row of a wheel and updates the value and every wheel that depends on it (a new month changes
    /// the day wheel; a new day may change the hours). Selecting a disabled row moves the value to the nearest
    /// allowed one.
    ///
    /// A step costs no ICU call and no allocation once the rows it shows have been built: the value moves by
    /// arithmetic on cached days (ICU is asked only on days when clocks change), and a wheel's rows are
    /// rebuilt only when what they depend on changes (the day wheel when the month does), from a cache.
    public mutating func select(row: Int, inWheel component: Int) throws(PickerError) {
        guard wheels.indices.contains(component) else { throw .noSuchComponent(component) }
        guard wheels[component].rows.values.indices.contains(row) else {
            throw .noSuchRow(component: component, row: row)
        }
        adjustments.removeAll(keepingCapacity: true)
        let field = wheels[component].field
        let now = current
        switch wheels[component].rows.values[row] {
        case .year(let span):
            move(
                to: CalendarFields(
                    year: span.id, month: now.month, day: now.day, hour: now.hour, minute: now.minute,
                    second: now.second))
        case .month(let month):
            move(
                to: CalendarFields(
                    year: now.year, month: month, day: now.day, hour: now.hour, minute: now.minute,
                    second: now.second))
        case .number(let n) where field == .day:
            var target = now
            target.day = n
            move(to: target)
        case .julianDay(let julianDay):
            var target = context.day(julianDay: julianDay).date
            (target.hour, target.minute, target.second) = (now.hour, now.minute, now.second)
            move(to: target)
        case .hour(let slot):
            settle(in: slot, minute: now.minute, second: now.second)
        case .number(let n) where field == .minute:
            // On a day whose clocks change, the minute belongs to the hour slot the value is in: after a
            // half-hour change the wall hour's start is not the slot's (minute 10 in the 02 that starts at 02:30
            // would give 01:40). A regular day keeps the step's fast path.
            if let day = currentDay, !day.isRegular, let slot = day.hours.last(where: { $0.start <= instant }) {
                settle(in: slot, minute: n, second: now.second)
            } else {
                settle(currentHourStart + Double(n * 60 + now.second))
            }
        case .number(let n):
            settle(currentHourStart + Double(now.minute * 60 + n))
        case .zone(let zone):
            try setTimeZone(zone)
        case .dayPeriod(let period):
            let slots = currentDay?.hours ?? context.hours(onDayOf: now)
            let wanted = period * 12 + now.hour % 12
            var best: HourSlot?
            for slot in slots where slot.hour / 12 == period {
                // The same hour in the other half of the day, else the nearest hour in it.
                if slot.hour == wanted { best = slot; break }
                if best.map({ abs(slot.hour - wanted) < abs($0.hour - wanted) }) ?? true { best = slot }
            }
            if let best { settle(in: best, minute: now.minute, second: now.second) }
        }
    }

    /// Spins a wheel by `delta` enabled rows (positive: to later rows), wrapping on cyclic wheels, as a flick
    /// of that many rows would; then updates the value as ``select(row:inWheel:)`` does.
    public mutating func step(by delta: Int, inWheel component: Int) throws(PickerError) {
        guard wheels.indices.contains(component) else { throw .noSuchComponent(component) }
        try select(row: wheels[component].component.row(steppedBy: delta), inWheel: component)
    }

    /// Selects a wheel's first allowed value, as Home does. The year wheel and the dateAndTime day wheel hold a
    /// window of rows around the value, so for them it is the first allowed year or day (the minimum date's,
    /// else 0001's), not the window's first row; the other wheels hold all their rows, and take the first
    /// enabled one.
    public mutating func selectFirst(inWheel component: Int) throws(PickerError) {
        try selectEnd(last: false, inWheel: component)
    }

    /// Selects a wheel's last allowed value, as End does: the last allowed year or day (the maximum date's, else
    /// 9999's) on the year wheel and the dateAndTime day wheel, the last enabled row on the others.
    public mutating func selectLast(inWheel component: Int) throws(PickerError) {
        try selectEnd(last: true, inWheel: component)
    }

    private mutating func selectEnd(last: Bool, inWheel component: Int) throws(PickerError) {
        guard wheels.indices.contains(component) else { throw .noSuchComponent(component) }
        let bound = last ? bounds.upperBound : bounds.lowerBound
        switch wheels[component].field {
        case .year:
            guard let year = context.year(containing: bound) else { return }
            adjustments.removeAll(keepingCapacity: true)
            move(
                to: CalendarFields(
                    year: year.id, month: current.month, day: current.day, hour: current.hour,
                    minute: current.minute, second: current.second))
        case .date:
            adjustments.removeAll(keepingCapacity: true)
            var target = context.fields(at: bound)
            (target.hour, target.minute, target.second) = (current.hour, current.minute, current.second)
            move(to: target)
        default:
            if let enabled = wheels[component].component.rows.edgeEnabledRow(last: last) {
                try select(row: enabled, inWheel: component)
            }
        }
    }
}

extension FieldWheel {
    /// A wheel of a plan, titled by the locale, before its rows are built.
    init(plan: WheelPlan, titles: FieldTitles) {
        self.plan = plan
        rows = WheelRows(key: .unbuilt, rows: [], values: [], isCyclic: false)
        component = PickerComponent(
            id: plan.field.rawValue, title: plan.titleField.flatMap { titles[$0] },
            rows: PickerRows([]), isCyclic: false)
    }
}
