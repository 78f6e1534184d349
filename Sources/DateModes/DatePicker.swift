import CalendarEngine
import FoundationEssentials

/// A date picker (the UIDatePicker model): a ``Picker`` whose wheels, rows, labels and disabled rows come from
/// the locale, its calendar and a time zone, and whose selection is a moment or a duration.
///
/// ```swift
/// var picker = try DatePicker(DatePickerConfiguration(mode: .date, locale: "ja_JP", timeZone: "Asia/Tokyo"),
///                             date: someDate)
/// picker.picker.labels                  // ["2026年", "11月", "30日"]
/// try picker.step(by: 1, inComponent: 1)  // December
/// picker.date                            // the new moment
/// ```
///
/// Rules the wheels keep:
/// - the day wheel holds only days the selected month has; moving to a month without the selected day lands
///   on the month's last day (January 31 → February 28), reported as ``Adjustment/dayClamped(from:to:)``;
/// - a year without the selected month (Adar I outside Hebrew leap years, a Chinese leap month) moves to the
///   nearest month, reported as ``Adjustment/monthReplaced(from:to:)``;
/// - the hour wheel holds the hours the selected local day has: 23 when clocks go forward (no hour in the gap
///   can be picked), 25 when they go back (the repeated hour twice, its rows labelled with their UTC offsets);
/// - rows outside `minimumDate…maximumDate` are disabled; a selection outside moves to the nearest allowed
///   moment (then onto the interval grid, inwards), reported as ``Adjustment/clampedToBounds(from:)``;
/// - values set from outside move to the minute interval as ``DatePickerConfiguration/rounding`` says.
public struct DatePicker: Sendable {
    /// The configuration the picker was made with.
    public let configuration: DatePickerConfiguration
    /// The locale's calendar in the picker's time zone.
    public let context: CalendarContext
    /// The wheels as a UI draws them.
    public private(set) var picker: Picker
    /// What each wheel sets, parallel to `picker.components`.
    public let fields: [PickerField]
    /// The wheels of the time of day, in the locale's order (indices into `picker.components`): what an inline
    /// calendar shows below the month, which takes the place of the others. Empty in date and yearAndMonth.
    public var timeComponents: [Int] {
        fields.indices.filter { ![.date, .year, .month, .day].contains(fields[$0]) }
    }
    /// What the last operation changed about the value it was given, in order; empty when nothing.
    public private(set) var adjustments: [Adjustment] = []
    /// The selected duration in seconds (countdown mode), 0…86,399.
    public private(set) var duration: Int

    /// How the wheels and their order were derived: skeleton → pattern → order, per pattern used.
    public let explanation: [String]

    /// The selected moment (date, time, dateAndTime and yearAndMonth modes).
    public var date: Date { Date(timeIntervalSince1970: instant) }

    /// The wall-clock fields of the selected moment in the picker's calendar and zone.
    public var calendarFields: CalendarFields { current }

    /// The earliest and latest selectable moments: the bounds within the supported years 1–9999.
    public let bounds: ClosedRange<Double>

    /// The moment whose day the dateAndTime wheel calls "Today" (the clock, unless given).
    public let today: Date

    private var instant: Double
    /// The wall-clock fields of `instant`, and its local day: kept beside it so a step needs no ICU call.
    private var current = CalendarFields(year: YearID(era: 0, year: 0), month: MonthID(month: 0), day: 0)
    private var currentDay: LocalDay?
    private let wheels: [Wheel]
    private let grid: IntervalGrid
    /// What each wheel's rows were built from, and what the rows stand for.
    private var wheelRows: [WheelRows] = []
    private var yearCenter: YearID?
    /// The selected year `yearCenter` was last checked against: the same year keeps the same centre.
    private var yearCenterChecked: YearID?
    /// The last few row sets and days the picker used, newest first. A wheel flicked back and forth finds them
    /// here, without the shared caches' locks and hashing.
    private var recentRows: [WheelRows] = []
    private var recentDays: [LocalDay] = []
    private var lastYear: YearID??
    private var yearMonths: (year: YearID, months: [MonthSpan])?
    private var dayCenter: Int?
    /// The Julian days of the first and last supported days.
    private let supportedDays: ClosedRange<Int>
    private let todayJulianDay: Int
    private let rowCache = RowCache()

    /// How many years the year wheel shows on each side of its centre, and days the dateAndTime day wheel.
    static let yearRadius = 100
    static let dayRadius = 180
    /// The wheel re-centres when the selection comes this close to either end of it.
    static let recentreMargin = 10
    /// How many recent row sets and days a picker keeps for itself.
    static let recentCount = 4

    /// Makes a picker.
    ///
    /// - Parameters:
    ///   - configuration: Mode, locale, calendar, zone, intervals and bounds.
    ///   - date: The initial moment (not the countdown's); rounded to the interval and moved into the bounds,
    ///     with ``adjustments`` saying so.
    ///   - duration: The countdown's initial duration in seconds, 0…86,399.
    ///   - today: The moment whose local day reads "Today" on the dateAndTime wheel (default: now); fixed
    ///     in tests and generated tables so their output does not depend on the day they run.
    /// - Throws: ``PickerError`` for a refused locale, calendar or zone, an interval that does not divide 60,
    ///   bounds outside years 1–9999 or the wrong way round, bounds between which the interval has no time, a
    ///   duration out of range, a date (or today, or a bound) that names no moment.
    public init(_ configuration: DatePickerConfiguration, date: Date = Date(), duration: Int = 0,
                today: Date = Date()) throws(PickerError) {
        try PickerError.requireMoments([date, today] + [configuration.minimumDate, configuration.maximumDate].compactMap { $0 })
        self.today = today
        guard PickerError.allowedIntervals.contains(configuration.minuteInterval) else {
            throw .invalidMinuteInterval(configuration.minuteInterval)
        }
        guard PickerError.allowedIntervals.contains(configuration.secondInterval) else {
            throw .invalidSecondInterval(configuration.secondInterval)
        }
        guard (0...86_399).contains(duration) else { throw .durationOutOfRange(duration) }
        do {
            context = try CalendarContext.shared(locale: configuration.locale, calendar: configuration.calendar,
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
        bounds = max(configuration.minimumDate?.timeIntervalSince1970 ?? supported.lowerBound, supported.lowerBound)
            ... min(configuration.maximumDate?.timeIntervalSince1970 ?? supported.upperBound, supported.upperBound)
        grid = IntervalGrid(minuteInterval: configuration.minuteInterval, secondInterval: configuration.secondInterval,
                            showsSeconds: configuration.showsSeconds)
        (wheels, explanation) = Wheel.plan(configuration, profile: context.profile, bestPattern: context.bestPattern)
        fields = wheels.map(\.field)
        picker = Picker(unchecked: [])
        instant = bounds.lowerBound
        supportedDays = context.julianDay(at: supported.lowerBound)...context.julianDay(at: supported.upperBound)
        todayJulianDay = context.julianDay(at: today.timeIntervalSince1970)
        self.duration = 0
        // Between bounds closer than the interval there may be no time to select at all (found in review: the
        // value sat between them and every minute row was disabled).
        if configuration.mode == .time || configuration.mode == .dateAndTime,
           roundedToGrid(bounds.lowerBound, .ceiling) > bounds.upperBound {
            let interval = configuration.showsSeconds
                ? "\(configuration.secondInterval)-second" : "\(configuration.minuteInterval)-minute"
            throw .noTimeWithinBounds(minimum: Date(timeIntervalSince1970: bounds.lowerBound),
                                      maximum: Date(timeIntervalSince1970: bounds.upperBound), interval: interval)
        }
        if configuration.mode == .countDownTimer {
            current = context.fields(at: instant)
            setDuration(unchecked: duration)
        } else {
            setDate(date)
        }
    }

    // MARK: Setting from outside

    /// Sets the moment, rounded to the interval (time modes) and moved into the bounds; ``adjustments`` says
    /// what changed. The countdown ignores it. A date that is not a number is left out
    /// (``Adjustment/ignored``); one infinitely far is moved to the bound it lies beyond.
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
        if configuration.mode == .time || configuration.mode == .dateAndTime {
            var rounded = roundedToGrid(target, configuration.rounding, fieldByField: true)
            // A value within the bounds stays within them: where rounding field by field steps over a bound, the
            // grid's own rounding is taken if it stays inside (found in review: 14:02:05 between 14:00:30 and
            // 14:10 became 14:00:05, then "outside --min/--max"; the grid's nearest point is 14:00:59).
            if bounds.contains(target), !bounds.contains(rounded) {
                let inside = roundedToGrid(target, configuration.rounding)
                if bounds.contains(inside) { rounded = inside }
            }
            if rounded != target { adjustments.append(.roundedToInterval(from: date)) }
            target = rounded
        }
        settle(target)
    }

    /// Sets the countdown's duration, rounded to the intervals as ``DatePickerConfiguration/rounding`` says.
    ///
    /// - Throws: ``PickerError/durationOutOfRange(_:)`` outside 0…86,399 seconds.
    public mutating func setDuration(_ seconds: Int) throws(PickerError) {
        guard (0...86_399).contains(seconds) else { throw .durationOutOfRange(seconds) }
        setDuration(unchecked: seconds)
    }

    private mutating func setDuration(unchecked seconds: Int) {
        adjustments.removeAll(keepingCapacity: true)
        var rounded = grid.roundFields(Double(seconds), configuration.rounding)
        if rounded > 86_399 { rounded = grid.floor(86_399) }
        if Int(rounded) != seconds {
            adjustments.append(.roundedToInterval(from: Date(timeIntervalSince1970: Double(seconds))))
        }
        duration = Int(rounded)
        refreshWheels()
    }

    // MARK: Wheels

    /// Selects a row of a wheel and updates the value and every wheel that depends on it (a new month changes
    /// the day wheel; a new day may change the hours). Selecting a disabled row moves the value to the nearest
    /// allowed one.
    ///
    /// A step costs no ICU call and no allocation once the rows it shows have been built: the value moves by
    /// arithmetic on cached days (ICU is asked only on days when clocks change), and a wheel's rows are
    /// rebuilt only when what they depend on changes (the day wheel when the month does), from a cache.
    public mutating func select(row: Int, inComponent component: Int) throws(PickerError) {
        guard picker.components.indices.contains(component) else { throw .noSuchComponent(component) }
        guard picker.components[component].rows.indices.contains(row) else {
            throw .noSuchRow(component: component, row: row)
        }
        adjustments.removeAll(keepingCapacity: true)
        let value = wheelRows[component].values[row]
        if configuration.mode == .countDownTimer {
            var (hours, rest) = duration.quotientAndRemainder(dividingBy: 3600)
            var (minutes, seconds) = rest.quotientAndRemainder(dividingBy: 60)
            switch (fields[component], value) {
            case (.hour, .number(let n)): hours = n
            case (.minute, .number(let n)): minutes = n
            case (.second, .number(let n)): seconds = n
            default: break
            }
            duration = hours * 3600 + minutes * 60 + seconds
            refreshWheels()
            return
        }
        let now = current
        switch value {
        case .year(let span):
            move(to: CalendarFields(year: span.id, month: now.month, day: now.day, hour: now.hour, minute: now.minute,
                                    second: now.second))
        case .month(let month):
            move(to: CalendarFields(year: now.year, month: month, day: now.day, hour: now.hour, minute: now.minute,
                                    second: now.second))
        case .number(let n) where fields[component] == .day:
            var target = now
            target.day = n
            move(to: target)
        case .julianDay(let julianDay):
            var target = context.day(julianDay: julianDay).date
            (target.hour, target.minute, target.second) = (now.hour, now.minute, now.second)
            move(to: target)
        case .hour(let slot):
            settle(in: slot, minute: now.minute, second: now.second)
        case .number(let n) where fields[component] == .minute:
            // On a day whose clocks change, the minute belongs to the hour slot the value is in: after a
            // half-hour change the wall hour's start is not the slot's (found in review: minute 10 in the 02
            // that starts at 02:30 gave 01:40). A regular day keeps the step's fast path.
            if let day = currentDay, !day.isRegular, let slot = day.hours.last(where: { $0.start <= instant }) {
                settle(in: slot, minute: n, second: now.second)
            } else {
                settle(currentHourStart + Double(n * 60 + now.second))
            }
        case .number(let n):
            settle(currentHourStart + Double(now.minute * 60 + n))
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
    /// of that many rows would; then updates the value as ``select(row:inComponent:)`` does.
    public mutating func step(by delta: Int, inComponent component: Int) throws(PickerError) {
        guard picker.components.indices.contains(component) else { throw .noSuchComponent(component) }
        try select(row: picker.components[component].row(steppedBy: delta), inComponent: component)
    }

    /// Selects a wheel's first allowed value, as Home does. The year wheel and the dateAndTime day wheel hold a
    /// window of rows around the value, so for them it is the first allowed year or day (the minimum date's,
    /// else 0001's), not the window's first row (found in review: Home went back 100 years at a time); the other
    /// wheels hold all their rows, and take the first enabled one.
    public mutating func selectFirst(inComponent component: Int) throws(PickerError) {
        try selectEnd(last: false, inComponent: component)
    }

    /// Selects a wheel's last allowed value, as End does: the last allowed year or day (the maximum date's, else
    /// 9999's) on the year wheel and the dateAndTime day wheel, the last enabled row on the others.
    public mutating func selectLast(inComponent component: Int) throws(PickerError) {
        try selectEnd(last: true, inComponent: component)
    }

    private mutating func selectEnd(last: Bool, inComponent component: Int) throws(PickerError) {
        guard picker.components.indices.contains(component) else { throw .noSuchComponent(component) }
        let bound = last ? bounds.upperBound : bounds.lowerBound
        switch fields[component] {
        case .year where configuration.mode != .countDownTimer:
            guard let year = context.year(containing: bound) else { return }
            adjustments.removeAll(keepingCapacity: true)
            move(to: CalendarFields(year: year.id, month: current.month, day: current.day, hour: current.hour,
                                    minute: current.minute, second: current.second))
        case .date:
            adjustments.removeAll(keepingCapacity: true)
            var target = context.fields(at: bound)
            (target.hour, target.minute, target.second) = (current.hour, current.minute, current.second)
            move(to: target)
        default:
            let rows = picker.components[component].rows
            let enabled = last ? rows.indices.last { rows.isEnabled(at: $0) } : rows.indices.first { rows.isEnabled(at: $0) }
            if let enabled { try select(row: enabled, inComponent: component) }
        }
    }

    /// The row that digits typed on a wheel reach (type-to-select): an enabled row whose number
    /// (``number(ofRow:inComponent:)``) is the typed number, else one whose number starts with the digits; of
    /// several, the nearest to the selection, around a cyclic wheel (found in review: the first in the wheel had
    /// won, so 29 on the dateAndTime day wheel went back five months). Nil when none matches.
    ///
    /// - Parameter typed: ASCII digits (`"05"`).
    public func row(typed: String, inComponent component: Int) -> Int? {
        guard let wanted = Int(typed), picker.components.indices.contains(component) else { return nil }
        let wheel = picker.components[component]
        var exact: (row: Int, distance: Int)?
        var prefix: (row: Int, distance: Int)?
        for row in wheel.rows.indices where wheel.rows.isEnabled(at: row) {
            guard let number = number(ofRow: row, inComponent: component) else { continue }
            let apart = abs(row - wheel.selectedRow)
            let distance = wheel.isCyclic ? min(apart, wheel.rows.count - apart) : apart
            if number == wanted {
                if distance < exact?.distance ?? .max { exact = (row, distance) }
            } else if String(number).hasPrefix(typed), distance < prefix?.distance ?? .max {
                prefix = (row, distance)
            }
        }
        return (exact ?? prefix)?.row
    }

    /// The number a person types to reach a row (type-to-select): the year as its label writes it (a Japanese
    /// era's year, the Gregorian year of a Chinese one) or else its number, the month's number as ICU writes it
    /// (a leap month shares its month's), the day of the month (on the dateAndTime day wheel too,
    /// "Today" included), the hour as the locale's clock shows it, the minute, the second; nil for an AM/PM row.
    ///
    /// Of the rows' labels only a year's is read: an hour's (`1 (GMT-4)`) or a dateAndTime day's (`12月5日(土)`)
    /// holds other digits (found in review: typing 21 on a DST day in Berlin picked `02 (GMT+1)`).
    public func number(ofRow row: Int, inComponent component: Int) -> Int? {
        guard wheelRows.indices.contains(component), wheelRows[component].values.indices.contains(row) else { return nil }
        switch wheelRows[component].values[row] {
        case .year(let span):
            return number(in: picker.components[component].rows.label(at: row), maximumDigits: 9) ?? span.id.year
        case .month(let month):
            // The number ICU writes for the month (pattern M), not its index: a Hebrew common year's Adar is 6,
            // though ICU counts it 6 of 0–12 (found in review); a leap month shares its month's number.
            let year = current.year
            guard let span = context.months(of: year).first(where: { $0.id == month }) else { return month.month + 1 }
            let written = context.label(at: span.start, pattern: "M", key: "\(year.era).\(year.year).\(month.month).\(month.isLeap)")
            return number(in: written, maximumDigits: 2) ?? month.month + 1
        case .julianDay(let julianDay): return context.day(julianDay: julianDay).date.day
        case .hour(let slot): return context.profile.hourCycle.clockHour(slot.hour)
        case .dayPeriod: return nil
        case .number(let number): return number
        }
    }

    /// The number a label's digits (ASCII or the locale's own) make, read in order (`令和8年` → 8, `٢٠٢٦` →
    /// 2026); nil when it has none, or more than `maximumDigits`.
    private func number(in label: String, maximumDigits: Int) -> Int? {
        let digits = label.compactMap(context.profile.digitValue)
        guard !digits.isEmpty, digits.count <= maximumDigits else { return nil }
        return digits.reduce(0) { $0 * 10 + $1 }
    }

    // MARK: Moving the value

    /// Moves to wall-clock fields, keeping the day and month valid for the new year and month.
    private mutating func move(to wanted: CalendarFields) {
        var target = wanted
        let months = months(of: target.year)
        if !months.contains(where: { $0.id == target.month }), !months.isEmpty {
            // The same month number if the year has it (a leap month's regular month), else the nearest month,
            // the later on a tie: Adar I outside a leap year becomes Adar.
            let wanted = target.month.month
            let replacement = months.first { $0.id.month == wanted && !$0.id.isLeap }?.id
                ?? months.min { (abs($0.id.month - wanted), -$0.id.month) < (abs($1.id.month - wanted), -$1.id.month) }!.id
            adjustments.append(.monthReplaced(from: target.month, to: replacement))
            target.month = replacement
        }
        guard let month = months.first(where: { $0.id == target.month }) else { return }
        if !month.days.contains(target.day) {
            let clamped = min(max(target.day, month.days.lowerBound), month.days.upperBound)
            adjustments.append(.dayClamped(from: target.day, to: clamped))
            target.day = clamped
        }
        // A regular day converts by arithmetic; ICU resolves the rest (gaps, repeats, odd calendars).
        let day = localDay(month.firstJulianDay + target.day - month.days.lowerBound)
        if day.date.year == target.year, day.date.month == target.month, day.date.day == target.day,
           let instant = day.instant(hour: target.hour, minute: target.minute, second: target.second) {
            settle(instant, on: day)
            return
        }
        guard let resolved = try? context.resolve(target) else { return }
        if case .skipped(let shift) = resolved.resolution { adjustments.append(.skippedTime(shiftedBy: shift)) }
        settle(resolved.instant)
    }

    /// Takes a moment as the value: moved into the bounds (then onto the grid, inwards), wheels updated.
    /// `day` is the local day the moment is expected on, if known.
    private mutating func settle(_ target: Double, on day: LocalDay? = nil) {
        var value = target
        if !bounds.contains(value) {
            adjustments.append(.clampedToBounds(from: Date(timeIntervalSince1970: target)))
            value = min(max(value, bounds.lowerBound), bounds.upperBound)
            if configuration.mode == .time || configuration.mode == .dateAndTime {
                let inward = roundedToGrid(value, value == bounds.lowerBound ? .ceiling : .floor)
                if bounds.contains(inward) { value = inward }
            }
        }
        instant = value
        // Unwrapped in place: `day ?? currentDay` copied a LocalDay through its value witnesses on every step.
        if let day, let fields = day.fields(at: value) {
            current = fields
            currentDay = day
        } else if day == nil, let fields = currentDay?.fields(at: value) {
            current = fields
        } else {
            current = context.fields(at: value)
            currentDay = context.day(julianDay: context.julianDay(at: value))
        }
        refreshWheels()
    }

    /// A moment moved to the wall-clock grid of the minute (and second) interval within its hour.
    private func roundedToGrid(_ moment: Double, _ rounding: IntervalRounding, fieldByField: Bool = false) -> Double {
        let wall = context.fields(at: moment)
        let fraction = moment - moment.rounded(.down)
        let withinHour = Double(wall.minute * 60 + wall.second) + fraction
        return moment - withinHour + (fieldByField ? grid.roundFields(withinHour, rounding) : grid.round(withinHour, rounding))
    }

    /// Settles on a wall-clock minute and second within an hour slot: the same minute in that hour (found in
    /// review: the minute had been added to the slot's start, 14:15 became 14:45). A slot that starts mid-hour
    /// (02:30 after a half-hour change) holds only its later minutes. An earlier one is either a wall time the
    /// clocks skipped, moved later by the gap as every such time is and said so (Lord Howe's spring: 02:10 →
    /// 02:40), or, where clocks went back in mid-hour, one the slot does not hold: the slot's first minute, so
    /// that choosing the slot's row lands in it (Lord Howe's autumn: the second 1 starts at 01:30; resolving
    /// 01:10 there had gone back to the first 1, and the hour wheel could not step past it; found in review).
    private mutating func settle(in slot: HourSlot, minute: Int, second: Int) {
        let local = slot.start + Double(slot.utcOffset)
        let startMinute = Int((local - 3600 * (local / 3600).rounded(.down)) / 60)
        guard minute < startMinute else { return settle(slot.start + Double((minute - startMinute) * 60 + second)) }
        var wall = context.fields(at: slot.start)
        (wall.minute, wall.second) = (minute, second)
        guard let resolved = try? context.resolve(wall), case .skipped(let shift) = resolved.resolution else {
            return settle(slot.start)
        }
        adjustments.append(.skippedTime(shiftedBy: shift))
        settle(resolved.instant)
    }

    /// The Julian day of the selected moment's local day.
    private var currentJulianDay: Int { currentDay?.julianDay ?? context.julianDay(at: instant) }

    /// The instant the selected local hour starts.
    private var currentHourStart: Double {
        instant.rounded(.down) - Double(current.minute * 60 + current.second)
    }

    // MARK: Building the wheels

    /// Brings every wheel up to the value: new rows where what a wheel's rows depend on has changed (from the
    /// row cache when they were built before), and the selected row of each.
    private mutating func refreshWheels() {
        let fresh = wheelRows.count != wheels.count
        if fresh { picker = Picker(unchecked: []) }
        for index in wheels.indices {
            let field = fields[index]
            let key = rowsKey(field)
            if fresh || wheelRows[index].key != key {
                let wheel = wheels[index]
                // Looked up, then built and stored, without a closure: capturing self would copy the whole picker.
                var recent: WheelRows?
                for candidate in recentRows where candidate.key == key {
                    recent = candidate
                    break
                }
                let rows: WheelRows
                if let recent {
                    rows = recent
                } else {
                    if let cached = rowCache[key] {
                        rows = cached
                    } else {
                        rows = makeRows(wheel, key)
                        rowCache[key] = rows
                    }
                    Self.remember(rows, in: &recentRows)
                }
                if fresh {
                    wheelRows.append(rows)
                    picker.components.append(PickerComponent(
                        id: wheel.field.rawValue, title: wheel.titleField.flatMap { context.profile.fieldTitles[$0] },
                        rows: rows.rows, isCyclic: rows.isCyclic))
                } else {
                    wheelRows[index] = rows
                    picker.components[index].rows = rows.rows
                    picker.components[index].isCyclic = rows.isCyclic
                }
            }
            let row = min(Self.selectedRow(field, in: wheelRows[index].values, countdown: configuration.mode == .countDownTimer,
                                           duration: duration, instant: instant, current: current,
                                           julianDay: field == .date ? currentJulianDay : 0, grid: grid),
                          wheelRows[index].rows.count - 1)
            picker.components[index].selectedRow = row
        }
    }

    /// What a wheel's rows depend on, now: the rows are rebuilt only when this changes.
    private mutating func rowsKey(_ field: PickerField) -> RowsKey {
        if configuration.mode == .countDownTimer { return .countdown(field) }
        switch field {
        case .year:
            return .years(center: yearWindowCenter())
        case .month:
            return .months(current.year)
        case .day:
            return .days(current.year, current.month)
        case .date:
            let day = currentJulianDay
            var center = dayCenter ?? day
            if abs(day - center) > Self.dayRadius - Self.recentreMargin { center = day }
            dayCenter = center
            return .dates(center: center)
        case .hour:
            let day = currentJulianDay
            return .hours(julianDay: day, period: context.profile.hourCycle.usesDayPeriod ? current.hour / 12 : nil)
        case .minute:
            // Rows differ between hours only where the bounds cut an hour (disabled minutes).
            let start = currentHourStart
            return .minutes(hourStart: start >= bounds.lowerBound && start + 3600 <= bounds.upperBound ? nil : start)
        case .second:
            let start = currentHourStart + Double(current.minute * 60)
            return .seconds(minuteStart: start >= bounds.lowerBound && start + 60 <= bounds.upperBound ? nil : start)
        case .dayPeriod:
            return .dayPeriods(julianDay: currentJulianDay)
        }
    }

    /// The row of a wheel that holds the value.
    private func selectedRow(_ field: PickerField, in values: [RowValue]) -> Int {
        Self.selectedRow(field, in: values, countdown: configuration.mode == .countDownTimer, duration: duration,
                         instant: instant, current: current, julianDay: field == .date ? currentJulianDay : 0,
                         grid: grid)
    }

    /// The row of a wheel that holds a value; static, because calling an instance method from the mutating
    /// ``refreshWheels()`` made Swift copy the whole picker (retaining each of its references) every step.
    private static func selectedRow(_ field: PickerField, in values: [RowValue], countdown: Bool, duration: Int,
                                    instant: Double, current: CalendarFields, julianDay day: Int,
                                    grid: IntervalGrid) -> Int {
        if countdown {
            let (hours, rest) = duration.quotientAndRemainder(dividingBy: 3600)
            let (minutes, seconds) = rest.quotientAndRemainder(dividingBy: 60)
            switch field {
            case .hour: return hours
            case .minute: return minutes / grid.minuteInterval
            default: return seconds / grid.secondInterval
            }
        }
        switch field {
        case .year:
            // The last year starting at or before the value (binary search), checked against the value's year.
            var low = 0, high = values.count
            while low < high {
                let middle = (low + high) / 2
                if case .year(let span) = values[middle], span.start <= instant { low = middle + 1 } else { high = middle }
            }
            if low > 0, case .year(let span) = values[low - 1], span.id == current.year { return low - 1 }
            return values.firstIndex { if case .year(let span) = $0 { span.id == current.year } else { false } } ?? 0
        case .month:
            return values.firstIndex(of: .month(current.month)) ?? 0
        case .day:
            if case .number(let first) = values.first, values.indices.contains(current.day - first) { return current.day - first }
            return 0
        case .date:
            if case .julianDay(let first) = values.first, values.indices.contains(day - first) { return day - first }
            return 0
        case .hour:
            // The latest hour starting at or before the value; not the last such row, because an h24 wheel
            // puts midnight (24) last.
            var selected = 0, latest = -Double.infinity
            for (index, value) in values.enumerated() {
                if case .hour(let slot) = value, slot.start <= instant, slot.start > latest { (selected, latest) = (index, slot.start) }
            }
            return selected
        case .minute:
            return current.minute / grid.minuteInterval
        case .second:
            return current.second / grid.secondInterval
        case .dayPeriod:
            return current.hour / 12
        }
    }

    /// The rows of a wheel for a key, and what each stands for. Labels are made lazily, when a row is first
    /// read (``PickerRows``): the closures capture the context and what the rows stand for, never `self`.
    private func makeRows(_ wheel: Wheel, _ key: RowsKey) -> WheelRows {
        let context = context, pattern = wheel.pattern
        var rows: PickerRows = []
        var values: [RowValue] = []
        var cyclic = false
        switch key {
        case .countdown(let field):
            let (numbers, unit, width): ([Int], DurationUnit, UnitWidth) = switch field {
            case .hour: (Array(0...23), .hour, .wide)
            case .minute: (Array(stride(from: 0, to: 60, by: grid.minuteInterval)), .minute, .short)
            default: (Array(stride(from: 0, to: 60, by: grid.secondInterval)), .second, .short)
            }
            // ICU gave no unit labels (it should not): the rows still show their numbers.
            let units = (try? UnitLabels.labels(unit, width: width, locale: context.profile.id, counts: numbers))
                ?? Array(repeating: "", count: numbers.count)
            let profile = context.profile
            rows = PickerRows(count: numbers.count, unitLabels: units) { profile.formatNumber(numbers[$0]) }
            values = numbers.map { .number($0) }
            cyclic = true
        case .years(let center):
            let spans = context.years(around: center, radius: Self.yearRadius)
            let end = spans.last.map { yearEnd($0.id) } ?? context.supportedRange.upperBound
            let enabled = overlapping(starts: spans.map(\.start), end: end)
            rows = PickerRows(count: spans.count, isEnabled: enabled) {
                context.label(at: spans[$0].start, pattern: pattern, key: "\(spans[$0].id.era).\(spans[$0].id.year)")
            }
            values = spans.map { .year($0) }
        case .months(let year):
            let months = context.months(of: year)
            let end = yearEnd(year)
            let enabled = overlapping(starts: months.map(\.start), end: end)
            rows = PickerRows(count: months.count, isEnabled: enabled) {
                let month = months[$0]
                return context.label(at: month.start, pattern: pattern,
                                     key: "\(year.era).\(year.year).\(month.id.month).\(month.id.isLeap)")
            }
            values = months.map { .month($0.id) }
            cyclic = true
        case .days(let year, let monthID):
            let months = context.months(of: year)
            if let index = months.firstIndex(where: { $0.id == monthID }) {
                let month = months[index]
                let end = index + 1 < months.count ? months[index + 1].start : yearEnd(year)
                // A month wholly within the bounds has every day enabled, and needs no day's start until a row is read
                // (unless the zone skipped one of its days: that one is disabled, and named from its date, as no
                // instant has it; found in review: Samoa's December 2011 had read 29, 31, 31).
                let skips = Self.skipsADay(month.days.count, from: month.start, to: end)
                let enabled = !skips && month.start >= bounds.lowerBound && end <= bounds.upperBound ? nil : month.days.map { day in
                    let local = context.day(julianDay: month.firstJulianDay + day - month.days.lowerBound)
                    return overlaps(local.start, local.end)
                }
                rows = PickerRows(count: month.days.count, isEnabled: enabled) {
                    context.label(ofDay: month.firstJulianDay + $0, pattern: pattern, key: "\(month.days.lowerBound + $0)")
                }
                values = month.days.map { .number($0) }
            }
            cyclic = true
        case .dates(let center):
            let days = max(center - Self.dayRadius, supportedDays.lowerBound)...min(center + Self.dayRadius, supportedDays.upperBound)
            // Days wholly within the bounds are all enabled, and need no day's start until a row is read.
            let first = context.startOfDay(julianDay: days.lowerBound)
            let end = context.startOfDay(julianDay: days.upperBound + 1)
            let enabled = !Self.skipsADay(days.count, from: first, to: end) && first >= bounds.lowerBound
                && end <= bounds.upperBound ? nil : overlapping(starts: days.map { context.startOfDay(julianDay: $0) }, end: end)
            let today = todayJulianDay
            rows = PickerRows(count: days.count, isEnabled: enabled) {
                let julianDay = days.lowerBound + $0
                return julianDay == today ? context.todayName()
                    : context.label(ofDay: julianDay, pattern: pattern, key: "\(julianDay)")
            }
            values = days.map { .julianDay($0) }
        case .hours(let julianDay, let period):
            let slots = context.day(julianDay: julianDay).hours
            let half = slots.filter { period == nil || $0.hour / 12 == period }
            // k (h24): the midnight hour is 24, last on the wheel (1–24).
            let shown = context.profile.hourCycle == .h24 ? half.filter { $0.hour != 0 } + half.filter { $0.hour == 0 } : half
            let repeated = Set(shown.map(\.hour).filter { hour in shown.filter { $0.hour == hour }.count > 1 })
            rows = PickerRows(count: shown.count, isEnabled: shown.map { overlaps($0.start, $0.start + 3600) }) {
                let slot = shown[$0]
                let text = context.label(at: slot.start, pattern: pattern, key: "\(slot.hour)")
                return repeated.contains(slot.hour) ? text + " (" + context.format(slot.start, pattern: "O") + ")" : text
            }
            values = shown.map { .hour($0) }
            cyclic = period == nil || shown.count == 12
        case .minutes(let wheelStart), .seconds(let wheelStart):
            // A wheel wholly within the bounds (nil) has the same rows in every hour (minute).
            let isMinute = wheel.field == .minute
            let step = isMinute ? grid.minuteInterval : grid.secondInterval
            let length = isMinute ? 60.0 : 1.0
            let base = wheelStart ?? currentHourStart + (isMinute ? 0 : Double(current.minute * 60))
            let numbers = Array(stride(from: 0, to: 60, by: step))
            let enabled = wheelStart == nil ? nil : numbers.map { overlaps(base + Double($0) * length, base + Double($0 + 1) * length) }
            rows = PickerRows(count: numbers.count, isEnabled: enabled) {
                context.label(at: base + Double(numbers[$0]) * length, pattern: pattern, key: "\(numbers[$0])")
            }
            values = numbers.map { .number($0) }
            cyclic = true
        case .dayPeriods(let julianDay):
            let slots = context.day(julianDay: julianDay).hours
            rows = PickerRows((0..<2).map { period in
                PickerRow(context.profile.amPm[period],
                          isEnabled: slots.contains { $0.hour / 12 == period && overlaps($0.start, $0.start + 3600) })
            })
            values = [.dayPeriod(0), .dayPeriod(1)]
        }
        if rows.isEmpty {
            // ICU gave nothing for this wheel (it should not): one disabled row keeps the model drawable.
            rows = [PickerRow("", isEnabled: false)]
            values = [.number(0)]
        }
        return WheelRows(key: key, rows: rows, values: values, isCyclic: cyclic)
    }

    /// Whether each of consecutive spans overlaps the bounds: span `i` runs from `starts[i]` to `starts[i + 1]`,
    /// the last to `end`.
    private func overlapping(starts: [Double], end: Double) -> [Bool] {
        starts.indices.map { overlaps(starts[$0], $0 + 1 < starts.count ? starts[$0 + 1] : end) }
    }

    /// Whether any of [start, end) lies within the bounds; an empty span (a day a zone skipped) never does.
    private func overlaps(_ start: Double, _ end: Double) -> Bool {
        end > start && start <= bounds.upperBound && end > bounds.lowerBound
    }

    /// Whether a run of `days` local days from `start` to `end` is a day or more short: a zone skipped a whole
    /// day in it (Samoa skipped 2011-12-30, going from UTC−10 to UTC+14), whose row must be disabled. Clock
    /// changes of a few hours do not count.
    private static func skipsADay(_ days: Int, from start: Double, to end: Double) -> Bool {
        end - start < Double(days - 1) * 86_400 + 4 * 3600
    }

    /// The centre of the year wheel's window, moved to the selected year when the selection nears an end of
    /// the window (unless that end is the end of the supported range).
    private mutating func yearWindowCenter() -> YearID {
        if let center = yearCenter, yearCenterChecked == current.year { return center }
        defer { yearCenterChecked = current.year }
        guard let center = yearCenter, let index = fields.firstIndex(of: .year),
              wheelRows.count == wheels.count, case .years(center) = wheelRows[index].key else {
            yearCenter = yearCenter ?? current.year
            return yearCenter!
        }
        let values = wheelRows[index].values
        let row = selectedRow(.year, in: values)
        guard case .year(let selected) = values[row], selected.id == current.year else {
            yearCenter = current.year
            return current.year
        }
        if case .year(let first) = values[0], case .year(let last) = values[values.count - 1] {
            let nearStart = row < Self.recentreMargin && first.start != context.supportedRange.lowerBound
            let nearEnd = row >= values.count - Self.recentreMargin && last.id != lastSupportedYear()
            if (nearStart || nearEnd) && center != current.year { yearCenter = current.year }
        }
        return yearCenter!
    }

    /// Puts an item first among the recent ones, keeping the newest ``recentCount``.
    private static func remember<Item>(_ item: Item, in recent: inout [Item]) {
        recent.insert(item, at: 0)
        if recent.count > recentCount { recent.removeLast() }
    }

    /// A local day: from the picker's recent days, else from the context (and then kept among the recent).
    private mutating func localDay(_ julianDay: Int) -> LocalDay {
        for day in recentDays where day.julianDay == julianDay { return day }
        let day = context.day(julianDay: julianDay)
        Self.remember(day, in: &recentDays)
        return day
    }

    /// The months of a year: the selected year's kept in the picker, since every step of the month or day
    /// wheel asks for them (from the context, that is a lock and a hash).
    private mutating func months(of year: YearID) -> [MonthSpan] {
        if let known = yearMonths, known.year == year { return known.months }
        let months = context.months(of: year)
        yearMonths = (year, months)
        return months
    }

    /// The last year of the supported range, asked of ICU once (only a selection near the end needs it).
    private mutating func lastSupportedYear() -> YearID? {
        if let known = lastYear { return known }
        let year = context.year(containing: context.supportedRange.upperBound)?.id
        lastYear = .some(year)
        return year
    }

    /// The instant the year after `year` starts (just after the supported range for its last year).
    private func yearEnd(_ year: YearID) -> Double {
        let spans = context.years(around: year, radius: 1)
        guard let index = spans.firstIndex(where: { $0.id == year }), index + 1 < spans.count else {
            return context.supportedRange.upperBound + 0.001
        }
        return spans[index + 1].start
    }
}

/// What a wheel's rows are built from: two wheels with the same key have the same rows.
enum RowsKey: Hashable, Sendable {
    case years(center: YearID)
    case months(YearID)
    case days(YearID, MonthID)
    case dates(center: Int)
    /// A day's hours; with a period, the half of the day a 12-hour wheel shows.
    case hours(julianDay: Int, period: Int?)
    /// The minutes of an hour (nil: an hour wholly within the bounds, whose rows are all the same).
    case minutes(hourStart: Double?)
    case seconds(minuteStart: Double?)
    case dayPeriods(julianDay: Int)
    case countdown(PickerField)
}

/// A wheel's rows, what each stands for, and the key they were built from.
struct WheelRows: Sendable {
    var key: RowsKey
    var rows: PickerRows
    var values: [RowValue]
    var isCyclic: Bool
}

/// Rows built for a picker, by key, shared by its copies: stepping back to a month reuses its day rows.
final class RowCache: Sendable {
    private let entries = Locked<[RowsKey: WheelRows]>([:])

    subscript(key: RowsKey) -> WheelRows? {
        get { entries.withLock { $0[key] } }
        set {
            entries.withLock { entries in
                if entries.count > 64 { entries.removeAll(keepingCapacity: true) }
                entries[key] = newValue
            }
        }
    }
}

/// What a row of a date picker's wheel stands for.
enum RowValue: Hashable, Sendable {
    case year(YearSpan)
    case month(MonthID)
    case julianDay(Int)
    case hour(HourSlot)
    case dayPeriod(Int)
    /// A day of the month, a minute, a second, or a countdown's hours, minutes or seconds.
    case number(Int)
}
