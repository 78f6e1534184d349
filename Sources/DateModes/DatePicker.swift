import CalendarEngine
import Foundation

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
    /// What the last operation changed about the value it was given, in order; empty when nothing.
    public private(set) var adjustments: [Adjustment] = []
    /// The selected duration in seconds (countdown mode), 0…86,399.
    public private(set) var duration: Int

    /// How the wheels and their order were derived: skeleton → pattern → order, per pattern used.
    public let explanation: [String]

    /// The selected moment (date, time, dateAndTime and yearAndMonth modes).
    public var date: Date { Date(timeIntervalSince1970: instant) }

    /// The wall-clock fields of the selected moment in the picker's calendar and zone.
    public var calendarFields: CalendarFields { context.fields(at: instant) }

    /// The earliest and latest selectable moments: the bounds within the supported years 1–9999.
    public let bounds: ClosedRange<Double>

    /// The moment whose day the dateAndTime wheel calls "Today" (the clock, unless given).
    public let today: Date

    private var instant: Double
    private let wheels: [Wheel]
    private let grid: IntervalGrid
    private var values: [[RowValue]] = []
    private var yearCenter: YearID?
    private var dayCenter: Int?
    private let labels = LabelCache()

    /// How many years the year wheel shows on each side of its centre, and days the dateAndTime day wheel.
    static let yearRadius = 100
    static let dayRadius = 180
    /// The wheel re-centres when the selection comes this close to either end of it.
    static let recentreMargin = 10

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
    ///   bounds outside years 1–9999 or the wrong way round, a duration out of range.
    public init(_ configuration: DatePickerConfiguration, date: Date = Date(), duration: Int = 0,
                today: Date = Date()) throws(PickerError) {
        self.today = today
        guard PickerError.allowedIntervals.contains(configuration.minuteInterval) else {
            throw .invalidMinuteInterval(configuration.minuteInterval)
        }
        guard PickerError.allowedIntervals.contains(configuration.secondInterval) else {
            throw .invalidSecondInterval(configuration.secondInterval)
        }
        guard (0...86_399).contains(duration) else { throw .durationOutOfRange(duration) }
        do {
            context = try CalendarContext(locale: configuration.locale, calendar: configuration.calendar,
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
        (wheels, explanation) = Wheel.plan(configuration, context: context)
        fields = wheels.map(\.field)
        picker = Picker(unchecked: [])
        instant = bounds.lowerBound
        self.duration = 0
        if configuration.mode == .countDownTimer {
            setDuration(unchecked: duration)
        } else {
            setDate(date)
        }
    }

    // MARK: Setting from outside

    /// Sets the moment, rounded to the interval (time modes) and moved into the bounds; ``adjustments`` says
    /// what changed. The countdown ignores it.
    public mutating func setDate(_ date: Date) {
        adjustments = []
        var target = date.timeIntervalSince1970
        if configuration.mode == .time || configuration.mode == .dateAndTime {
            let rounded = roundedToGrid(target, configuration.rounding)
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
        adjustments = []
        var rounded = grid.round(Double(seconds), configuration.rounding)
        if rounded > 86_399 { rounded = grid.floor(86_399) }
        if Int(rounded) != seconds {
            adjustments.append(.roundedToInterval(from: Date(timeIntervalSince1970: Double(seconds))))
        }
        duration = Int(rounded)
        rebuild()
    }

    // MARK: Wheels

    /// Selects a row of a wheel and updates the value and every wheel that depends on it (a new month changes
    /// the day wheel; a new day may change the hours). Selecting a disabled row moves the value to the nearest
    /// allowed one.
    public mutating func select(row: Int, inComponent component: Int) throws(PickerError) {
        guard picker.components.indices.contains(component) else { throw .noSuchComponent(component) }
        guard picker.components[component].rows.indices.contains(row) else {
            throw .noSuchRow(component: component, row: row)
        }
        adjustments = []
        let value = values[component][row]
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
            rebuild()
            return
        }
        let now = context.fields(at: instant)
        switch value {
        case .year(let year):
            move(to: CalendarFields(year: year, month: now.month, day: now.day, hour: now.hour, minute: now.minute,
                                    second: now.second))
        case .month(let month):
            move(to: CalendarFields(year: now.year, month: month, day: now.day, hour: now.hour, minute: now.minute,
                                    second: now.second))
        case .number(let n) where fields[component] == .day:
            var target = now
            target.day = n
            move(to: target)
        case .julianDay(let day):
            var target = context.fields(at: context.startOfDay(julianDay: day))
            (target.hour, target.minute, target.second) = (now.hour, now.minute, now.second)
            move(to: target)
        case .hour(let slot):
            settle(slot.start + Double(now.minute * 60 + now.second))
        case .number(let n) where fields[component] == .minute:
            settle(currentHourStart + Double(n * 60 + now.second))
        case .number(let n):
            settle(currentHourStart + Double(now.minute * 60 + n))
        case .dayPeriod(let period):
            let slots = context.hours(onDayOf: now)
            let wanted = period * 12 + now.hour % 12
            let inPeriod = slots.filter { $0.hour / 12 == period }
            if let slot = inPeriod.first(where: { $0.hour == wanted }) ?? inPeriod.min(by: {
                abs($0.hour - wanted) < abs($1.hour - wanted)
            }) {
                settle(slot.start + Double(now.minute * 60 + now.second))
            }
        }
    }

    /// Spins a wheel by `delta` enabled rows (positive: to later rows), wrapping on cyclic wheels, as a flick
    /// of that many rows would; then updates the value as ``select(row:inComponent:)`` does.
    public mutating func step(by delta: Int, inComponent component: Int) throws(PickerError) {
        guard picker.components.indices.contains(component) else { throw .noSuchComponent(component) }
        try select(row: picker.components[component].row(steppedBy: delta), inComponent: component)
    }

    // MARK: Moving the value

    /// Moves to wall-clock fields, keeping the day and month valid for the new year and month.
    private mutating func move(to wanted: CalendarFields) {
        var target = wanted
        let months = context.months(of: target.year)
        if !months.contains(where: { $0.id == target.month }), !months.isEmpty {
            // The same month number if the year has it (a leap month's regular month), else the nearest month,
            // the later on a tie: Adar I outside a leap year becomes Adar.
            let wanted = target.month.month
            let replacement = months.first { $0.id.month == wanted && !$0.id.isLeap }?.id
                ?? months.min { (abs($0.id.month - wanted), -$0.id.month) < (abs($1.id.month - wanted), -$1.id.month) }!.id
            adjustments.append(.monthReplaced(from: target.month.month, to: replacement.month))
            target.month = replacement
        }
        if let days = months.first(where: { $0.id == target.month })?.days, !days.contains(target.day) {
            let clamped = min(max(target.day, days.lowerBound), days.upperBound)
            adjustments.append(.dayClamped(from: target.day, to: clamped))
            target.day = clamped
        }
        guard let resolved = try? context.resolve(target) else { return }
        if case .skipped(let shift) = resolved.resolution { adjustments.append(.skippedTime(shiftedBy: shift)) }
        settle(resolved.instant)
    }

    /// Takes a moment as the value: moved into the bounds (then onto the grid, inwards), wheels rebuilt.
    private mutating func settle(_ target: Double) {
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
        rebuild()
    }

    /// A moment moved to the wall-clock grid of the minute (and second) interval within its hour.
    private func roundedToGrid(_ moment: Double, _ rounding: IntervalRounding) -> Double {
        let wall = context.fields(at: moment)
        let fraction = moment - moment.rounded(.down)
        let withinHour = Double(wall.minute * 60 + wall.second) + fraction
        return moment - withinHour + grid.round(withinHour, rounding)
    }

    /// The instant the selected local hour starts.
    private var currentHourStart: Double {
        let wall = context.fields(at: instant)
        return instant.rounded(.down) - Double(wall.minute * 60 + wall.second)
    }

    // MARK: Building the wheels

    private mutating func rebuild() {
        var components: [PickerComponent] = []
        var values: [[RowValue]] = []
        for wheel in wheels {
            let (component, rowValues) = build(wheel)
            components.append(component)
            values.append(rowValues)
        }
        picker = Picker(unchecked: components)
        self.values = values
    }

    private mutating func build(_ wheel: Wheel) -> (PickerComponent, [RowValue]) {
        let title = wheel.titleField.flatMap { context.profile.fieldTitles[$0] }
        var rows: [PickerRow] = []
        var rowValues: [RowValue] = []
        var selected = 0
        func component(cyclic: Bool) -> (PickerComponent, [RowValue]) {
            if rows.isEmpty {
                // ICU gave nothing for this wheel (it should not): one disabled row keeps the model drawable.
                rows = [PickerRow("", isEnabled: false)]
                rowValues = [.number(0)]
            }
            return (PickerComponent(id: wheel.field.rawValue, title: title, rows: rows,
                             selectedRow: min(selected, max(rows.count - 1, 0)), isCyclic: cyclic), rowValues)
        }
        if configuration.mode == .countDownTimer {
            let (hours, rest) = duration.quotientAndRemainder(dividingBy: 3600)
            let (minutes, seconds) = rest.quotientAndRemainder(dividingBy: 60)
            let (values, current, unit, width): ([Int], Int, DurationUnit, UnitWidth) = switch wheel.field {
            case .hour: (Array(0...23), hours, .hour, .wide)
            case .minute: (Array(stride(from: 0, to: 60, by: grid.minuteInterval)), minutes, .minute, .short)
            default: (Array(stride(from: 0, to: 60, by: grid.secondInterval)), seconds, .second, .short)
            }
            let units = labels.units(unit, width: width, locale: context.profile.id, counts: values)
            rows = zip(values, units).map { PickerRow(context.profile.formatNumber($0), unitLabel: $1) }
            rowValues = values.map { .number($0) }
            selected = values.firstIndex(of: current) ?? 0
            return component(cyclic: true)
        }
        let now = context.fields(at: instant)
        switch wheel.field {
        case .year:
            let spans = yearWindow(around: now.year)
            let end = spans.last.map { yearEnd($0.id) } ?? context.supportedRange.upperBound
            for (index, span) in spans.enumerated() {
                let next = index + 1 < spans.count ? spans[index + 1].start : end
                rows.append(PickerRow(label(span.start, wheel.pattern, key: "\(span.id.era).\(span.id.year)"),
                                      isEnabled: overlaps(span.start, next)))
                rowValues.append(.year(span.id))
            }
            selected = spans.firstIndex { $0.id == now.year } ?? 0
            return component(cyclic: false)
        case .month:
            let months = context.months(of: now.year)
            let end = yearEnd(now.year)
            for (index, month) in months.enumerated() {
                let next = index + 1 < months.count ? months[index + 1].start : end
                let key = "\(now.year.era).\(now.year.year).\(month.id.month).\(month.id.isLeap)"
                rows.append(PickerRow(label(month.start, wheel.pattern, key: key), isEnabled: overlaps(month.start, next)))
                rowValues.append(.month(month.id))
            }
            selected = months.firstIndex { $0.id == now.month } ?? 0
            return component(cyclic: true)
        case .day:
            guard let month = context.months(of: now.year).first(where: { $0.id == now.month }) else { break }
            let firstDay = context.julianDay(at: month.start)
            for day in month.days {
                let start = context.startOfDay(julianDay: firstDay + day - month.days.lowerBound)
                let next = context.startOfDay(julianDay: firstDay + day - month.days.lowerBound + 1)
                rows.append(PickerRow(label(start, wheel.pattern, key: "\(day)"), isEnabled: overlaps(start, next)))
                rowValues.append(.number(day))
            }
            selected = rowValues.firstIndex(of: .number(now.day)) ?? 0
            return component(cyclic: true)
        case .date:
            let today = context.julianDay(at: self.today.timeIntervalSince1970)
            let days = dayWindow(around: context.julianDay(at: instant))
            for day in days {
                let start = context.startOfDay(julianDay: day)
                let text = day == today ? context.todayName() : label(start, wheel.pattern, key: "\(day)")
                rows.append(PickerRow(text, isEnabled: overlaps(start, context.startOfDay(julianDay: day + 1))))
                rowValues.append(.julianDay(day))
            }
            selected = rowValues.firstIndex(of: .julianDay(context.julianDay(at: instant))) ?? 0
            return component(cyclic: false)
        case .hour:
            let slots = context.hours(onDayOf: now)
            let current = slots.lastIndex { $0.start <= instant } ?? 0
            var shown = slots.indices.filter { !context.profile.hourCycle.usesDayPeriod || slots[$0].hour / 12 == slots[current].hour / 12 }
            if context.profile.hourCycle == .h24 {
                // k: the midnight hour is 24, last on the wheel (1–24).
                shown = shown.filter { slots[$0].hour != 0 } + shown.filter { slots[$0].hour == 0 }
            }
            let repeated = Set(shown.map { slots[$0].hour }.filter { hour in shown.filter { slots[$0].hour == hour }.count > 1 })
            for index in shown {
                let slot = slots[index]
                var text = label(slot.start, wheel.pattern, key: "\(slot.hour)")
                if repeated.contains(slot.hour) { text += " (" + context.format(slot.start, pattern: "O") + ")" }
                rows.append(PickerRow(text, isEnabled: overlaps(slot.start, slot.start + 3600)))
                rowValues.append(.hour(slot))
            }
            selected = shown.firstIndex(of: current) ?? 0
            return component(cyclic: !context.profile.hourCycle.usesDayPeriod || shown.count == 12)
        case .minute, .second:
            let step = wheel.field == .minute ? grid.minuteInterval : grid.secondInterval
            let hourStart = currentHourStart
            let minuteStart = hourStart + Double(now.minute * 60)
            for n in stride(from: 0, to: 60, by: step) {
                let start = wheel.field == .minute ? hourStart + Double(n * 60) : minuteStart + Double(n)
                let length = wheel.field == .minute ? 60.0 : 1.0
                rows.append(PickerRow(label(start, wheel.pattern, key: "\(n)"), isEnabled: overlaps(start, start + length)))
                rowValues.append(.number(n))
            }
            let current = wheel.field == .minute ? now.minute : now.second
            selected = rowValues.firstIndex(of: .number(current - current % step)) ?? 0
            return component(cyclic: true)
        case .dayPeriod:
            let slots = context.hours(onDayOf: now)
            for period in 0..<2 {
                let inPeriod = slots.filter { $0.hour / 12 == period }
                let enabled = inPeriod.contains { overlaps($0.start, $0.start + 3600) }
                rows.append(PickerRow(context.profile.amPm[period], isEnabled: enabled))
                rowValues.append(.dayPeriod(period))
            }
            selected = now.hour / 12
            return component(cyclic: false)
        }
        return component(cyclic: false)
    }

    /// Whether any of [start, end) lies within the bounds.
    private func overlaps(_ start: Double, _ end: Double) -> Bool {
        start <= bounds.upperBound && end > bounds.lowerBound
    }

    private func label(_ moment: Double, _ pattern: String, key: String) -> String {
        labels.label(pattern: pattern, key: key) { context.format(moment, pattern: pattern) }
    }

    /// The year wheel's years, re-centred when the selection nears an end of them.
    private mutating func yearWindow(around year: YearID) -> [YearSpan] {
        let center = yearCenter ?? year
        yearCenter = center
        var spans = context.years(around: center, radius: Self.yearRadius)
        if let index = spans.firstIndex(where: { $0.id == year }) {
            let nearStart = index < Self.recentreMargin && spans.first?.start != context.supportedRange.lowerBound
            let nearEnd = index >= spans.count - Self.recentreMargin && spans.last?.start != yearStartOfLastSupported
            if !nearStart && !nearEnd { return spans }
            if yearCenter == year { return spans }
        }
        yearCenter = year
        spans = context.years(around: year, radius: Self.yearRadius)
        return spans
    }

    /// The start of the last year of the supported range.
    private var yearStartOfLastSupported: Double? {
        context.year(containing: context.supportedRange.upperBound)?.start
    }

    private mutating func dayWindow(around day: Int) -> [Int] {
        let first = context.julianDay(at: context.supportedRange.lowerBound)
        let last = context.julianDay(at: context.supportedRange.upperBound)
        var center = dayCenter ?? day
        if abs(day - center) > Self.dayRadius - Self.recentreMargin { center = day }
        dayCenter = center
        return Array(max(center - Self.dayRadius, first)...min(center + Self.dayRadius, last))
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

/// What a row of a date picker's wheel stands for.
enum RowValue: Hashable, Sendable {
    case year(YearID)
    case month(MonthID)
    case julianDay(Int)
    case hour(HourSlot)
    case dayPeriod(Int)
    /// A day of the month, a minute, a second, or a countdown's hours, minutes or seconds.
    case number(Int)
}

/// Labels of rows, by pattern and value, shared by copies of a picker; a wheel step reuses them.
final class LabelCache: Sendable {
    private let labels = Locked<[String: String]>([:])
    private let units = Locked<[String: [String]]>([:])

    func label(pattern: String, key: String, make: () -> String) -> String {
        let key = pattern + "\u{1}" + key
        if let label = labels.withLock({ $0[key] }) { return label }
        let label = make()
        labels.withLock { labels in
            if labels.count > 4096 { labels.removeAll(keepingCapacity: true) }
            labels[key] = label
        }
        return label
    }

    func units(_ unit: DurationUnit, width: UnitWidth, locale: String, counts: [Int]) -> [String] {
        let key = "\(unit)\u{1}\(width)\u{1}\(locale)\u{1}\(counts.first ?? 0).\(counts.count)"
        if let cached = units.withLock({ $0[key] }) { return cached }
        let labels = (try? UnitLabels.labels(unit, width: width, locale: locale, counts: counts))
            ?? Array(repeating: "", count: counts.count)
        units.withLock { $0[key] = labels }
        return labels
    }
}
