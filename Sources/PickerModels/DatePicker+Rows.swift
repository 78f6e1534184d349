import CalendarEngine

/// Building a date picker's rows: which rows each wheel holds now (its key), the rows of each kind (years around
/// a centre, the months of a year, the days of a month, a window of days, a day's hours, an hour's minutes, the
/// day periods), which are enabled within the bounds, and the selected row.
extension DatePicker {
    /// Brings every wheel up to the value: new rows where what a wheel's rows depend on has changed (from the
    /// row cache when they were built before), and the selected row of each.
    mutating func refreshWheels() {
        for index in wheels.indices {
            let field = wheels[index].field
            let key = rowsKey(field)
            if wheels[index].rows.key != key {
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
                        rows = makeRows(wheels[index].plan, key)
                        rowCache[key] = rows
                    }
                    Self.remember(rows, in: &recentRows)
                }
                wheels[index].rows = rows
                wheels[index].component.rows = rows.rows
                wheels[index].component.isCyclic = rows.isCyclic
            }
            let row = min(
                Self.selectedRow(
                    field, in: wheels[index].rows.values, instant: instant, current: current,
                    julianDay: field == .date ? currentJulianDay : 0, grid: grid, zone: context.timeZone),
                wheels[index].rows.rows.count - 1)
            wheels[index].component.selectedRow = row
        }
    }

    /// What a wheel's rows depend on, now: the rows are rebuilt only when this changes.
    mutating func rowsKey(_ field: PickerField) -> RowsKey {
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
        case .timeZone:
            return .zones
        }
    }

    /// The row of a wheel that holds the value.
    func selectedRow(_ field: PickerField, in values: RowValues) -> Int {
        Self.selectedRow(
            field, in: values, instant: instant, current: current,
            julianDay: field == .date ? currentJulianDay : 0, grid: grid, zone: context.timeZone)
    }

    /// The row of a wheel that holds a value; static, because calling an instance method from the mutating
    /// ``refreshWheels()`` made Swift copy the whole picker (retaining each of its references) every step.
    static func selectedRow(
        _ field: PickerField, in values: RowValues, instant: Double, current: CalendarFields,
        julianDay day: Int, grid: IntervalGrid, zone: String
    ) -> Int {
        switch field {
        case .year:
            if let window = values.yearWindow { return window.row(of: instant, year: current.year) ?? 0 }
            // The last year starting at or before the value, checked against the value's year.
            let low = yearsStarting(atOrBefore: instant, count: values.count) {
                if case .year(let span) = values[$0] { span.start } else { .infinity }
            }
            if low > 0, case .year(let span) = values[low - 1], span.id == current.year { return low - 1 }
            return values.firstIndex { if case .year(let span) = $0 { span.id == current.year } else { false } } ?? 0
        case .month:
            return values.firstIndex(of: .month(current.month)) ?? 0
        case .day:
            if case .number(let first) = values.first, values.indices.contains(current.day - first) {
                return current.day - first
            }
            return 0
        case .date:
            if case .julianDay(let first) = values.first, values.indices.contains(day - first) { return day - first }
            return 0
        case .hour:
            // The latest hour starting at or before the value; not the last such row, because an h24 wheel
            // puts midnight (24) last.
            var selected = 0, latest = -Double.infinity
            for (index, value) in values.enumerated() {
                if case .hour(let slot) = value, slot.start <= instant, slot.start > latest {
                    (selected, latest) = (index, slot.start)
                }
            }
            return selected
        case .minute:
            return current.minute / grid.minuteInterval
        case .second:
            return current.second / grid.secondInterval
        case .dayPeriod:
            return current.hour / 12
        case .timeZone:
            return values.firstIndex(of: .zone(zone)) ?? 0
        }
    }

    /// The rows of a wheel for a key, and what each stands for. Labels are made lazily, when a row is first
    /// read (``PickerRows``): the closures capture the context and what the rows stand for, never `self`.
    func makeRows(_ wheel: WheelPlan, _ key: RowsKey) -> WheelRows {
        let context = context, pattern = wheel.pattern
        var rows: PickerRows = []
        var values: [RowValue] = []
        var window: YearWindow?
        var cyclic = false
        switch key {
        case .years(let center):
            // An era ICU can only call `ERA1` reads as what a person knows it by (`2019 AM`).
            let eraNames = context.placeholderEraNames
            @Sendable func label(_ span: YearSpan) -> String {
                let label = context.label(at: span.start, pattern: pattern, key: .year(span.id))
                guard let name = eraNames[span.id.era] else { return label }
                return label.replacing("ERA\(span.id.era)", with: name)
            }
            // Years found as rows are read (YearWindow); every one at once where the bounds may disable some.
            if let years = YearWindow(context: context, center: center, radius: Self.yearRadius) {
                window = years
                var enabled: [Bool]?
                if bounds != context.supportedRange {
                    let spans = years.years
                    enabled = overlapping(starts: spans.map(\.start), end: yearEnd(spans[spans.count - 1].id))
                }
                rows = PickerRows(count: years.count, isEnabled: enabled) { label(years.year(at: $0)) }
                break
            }
            // ICU does not list the centre among the years around it (it should): every one at once.
            let spans = context.years(around: center, radius: Self.yearRadius)
            let end = spans.last.map { yearEnd($0.id) } ?? context.supportedRange.upperBound
            let enabled = overlapping(starts: spans.map(\.start), end: end)
            rows = PickerRows(count: spans.count, isEnabled: enabled) { label(spans[$0]) }
            values = spans.map { .year($0) }
        case .months(let year):
            let months = context.months(of: year)
            let end = yearEnd(year)
            let enabled = overlapping(starts: months.map(\.start), end: end)
            rows = PickerRows(count: months.count, isEnabled: enabled) {
                let month = months[$0]
                return context.label(
                    at: month.start, pattern: pattern,
                    key: .month(year, month.id))
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
                // instant has it: else Samoa's December 2011 would read 29, 31, 31).
                let skips = Self.skipsADay(month.days.count, from: month.start, to: end)
                let unavailable = configuration.unavailable
                let enabled =
                    !skips && month.start >= bounds.lowerBound && end <= bounds.upperBound && unavailable.isEmpty
                    ? nil
                    : month.days.map { day in
                        let julianDay = month.firstJulianDay + day - month.days.lowerBound
                        let local = context.day(julianDay: julianDay)
                        return overlaps(local.start, local.end)
                            && !unavailable.contains(julianDay: julianDay, in: context)
                    }
                rows = PickerRows(count: month.days.count, isEnabled: enabled) {
                    context.label(
                        ofDay: month.firstJulianDay + $0, pattern: pattern, key: .dayOfMonth(month.days.lowerBound + $0)
                    )
                }
                values = month.days.map { .number($0) }
            }
            cyclic = true
        case .dates(let center):
            let firstDay = max(center - Self.dayRadius, supportedDays.lowerBound)
            let days = firstDay...min(center + Self.dayRadius, supportedDays.upperBound)
            // Days wholly within the bounds are all enabled, and need no day's start until a row is read.
            let first = context.startOfDay(julianDay: days.lowerBound)
            let end = context.startOfDay(julianDay: days.upperBound + 1)
            let unavailable = configuration.unavailable
            var enabled =
                !Self.skipsADay(days.count, from: first, to: end) && first >= bounds.lowerBound
                    && end <= bounds.upperBound
                ? nil : overlapping(starts: days.map { context.startOfDay(julianDay: $0) }, end: end)
            if !unavailable.isEmpty {
                enabled = days.enumerated().map { index, julianDay in
                    (enabled?[index] ?? true) && !unavailable.contains(julianDay: julianDay, in: context)
                }
            }
            // A day outside today's year says its year (`Mon, Jan 1, 2029`): the wheel's own pattern has none.
            let today = todayJulianDay, thisYear = yearDays(containing: today)
            let otherYear = context.bestPattern("yMMMEd")
            rows = PickerRows(count: days.count, isEnabled: enabled) {
                let julianDay = days.lowerBound + $0
                if julianDay == today { return context.todayName() }
                return context.label(
                    ofDay: julianDay, pattern: thisYear.contains(julianDay) ? pattern : otherYear,
                    key: .julianDay(julianDay))
            }
            values = days.map { .julianDay($0) }
        case .hours(let julianDay, let period):
            let slots = context.day(julianDay: julianDay).hours
            let half = slots.filter { period == nil || $0.hour / 12 == period }
            // k (h24): the midnight hour is 24, last on the wheel (1–24).
            let shown =
                context.profile.hourCycle == .h24 ? half.filter { $0.hour != 0 } + half.filter { $0.hour == 0 } : half
            let repeated = Set(shown.map(\.hour).filter { hour in shown.filter { $0.hour == hour }.count > 1 })
            rows = PickerRows(count: shown.count, isEnabled: shown.map { overlaps($0.start, $0.start + 3600) }) {
                let slot = shown[$0]
                let text = context.label(at: slot.start, pattern: pattern, key: .number(slot.hour))
                return repeated.contains(slot.hour)
                    ? text + " (" + context.format(slot.start, pattern: "O") + ")" : text
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
            let enabled =
                wheelStart == nil
                ? nil : numbers.map { overlaps(base + Double($0) * length, base + Double($0 + 1) * length) }
            rows = PickerRows(count: numbers.count, isEnabled: enabled) {
                context.label(at: base + Double(numbers[$0]) * length, pattern: pattern, key: .number(numbers[$0]))
            }
            values = numbers.map { .number($0) }
            cyclic = true
        case .countdown, .unbuilt:
            break  // a countdown's rows are its own (CountdownPicker); no wheel is built from nothing
        case .zones:
            if let zoneRows { return zoneRows }
        case .dayPeriods(let julianDay):
            let slots = context.day(julianDay: julianDay).hours
            rows = PickerRows(
                (0..<2).map { period in
                    PickerRow(
                        context.profile.amPm[period],
                        isEnabled: slots.contains { $0.hour / 12 == period && overlaps($0.start, $0.start + 3600) })
                })
            values = [.dayPeriod(0), .dayPeriod(1)]
        }
        if rows.isEmpty {
            // ICU gave nothing for this wheel (it should not): one disabled row keeps the model drawable.
            rows = [PickerRow("", isEnabled: false)]
            values = [.number(0)]
        }
        return WheelRows(
            key: key, rows: rows, values: window.map(RowValues.init(years:)) ?? RowValues(values), isCyclic: cyclic)
    }

    /// Whether each of consecutive spans overlaps the bounds: span `i` runs from `starts[i]` to `starts[i + 1]`,
    /// the last to `end`.
    func overlapping(starts: [Double], end: Double) -> [Bool] {
        starts.indices.map { overlaps(starts[$0], $0 + 1 < starts.count ? starts[$0 + 1] : end) }
    }

    /// Whether any of [start, end) lies within the bounds; an empty span (a day a zone skipped) never does.
    func overlaps(_ start: Double, _ end: Double) -> Bool {
        end > start && start <= bounds.upperBound && end > bounds.lowerBound
    }

    /// Whether a run of `days` local days from `start` to `end` is a day or more short: a zone skipped a whole
    /// day in it (Samoa skipped 2011-12-30, going from UTC−10 to UTC+14), whose row must be disabled. Clock
    /// changes of a few hours do not count.
    static func skipsADay(_ days: Int, from start: Double, to end: Double) -> Bool {
        end - start < Double(days - 1) * 86_400 + 4 * 3600
    }

    /// The centre of the year wheel's window, moved to the selected year when the selection nears an end of
    /// the window (unless that end is the end of the supported range).
    mutating func yearWindowCenter() -> YearID {
        if let center = yearCenter, yearCenterChecked == current.year { return center }
        defer { yearCenterChecked = current.year }
        guard let center = yearCenter, let index = index(of: .year), case .years(center) = wheels[index].rows.key else {
            yearCenter = yearCenter ?? current.year
            return yearCenter!
        }
        let values = wheels[index].rows.values
        let row = selectedRow(.year, in: values)
        guard case .year(let selected) = values[row], selected.id == current.year else {
            yearCenter = current.year
            return current.year
        }
        // Whether the window's ends are the supported range's: a window knows without finding its far years.
        var atStart = true, atEnd = true
        if let window = values.yearWindow {
            (atStart, atEnd) = (window.startsAtFirstYear, window.endsAtLastYear)
        } else if case .year(let first) = values[0], case .year(let last) = values[values.count - 1] {
            (atStart, atEnd) = (first.start == context.supportedRange.lowerBound, last.id == lastSupportedYear())
        }
        let nearStart = row < Self.recentreMargin && !atStart
        let nearEnd = row >= values.count - Self.recentreMargin && !atEnd
        if (nearStart || nearEnd) && center != current.year { yearCenter = current.year }
        return yearCenter!
    }

    /// Puts an item first among the recent ones, keeping the newest ``recentCount``.
    static func remember<Item>(_ item: Item, in recent: inout [Item]) {
        recent.insert(item, at: 0)
        if recent.count > recentCount { recent.removeLast() }
    }

    /// The Julian days of the calendar year that holds a day (of its era, where an era begins within the year).
    func yearDays(containing julianDay: Int) -> Range<Int> {
        guard let year = context.year(containing: context.startOfDay(julianDay: julianDay) + 43_200) else {
            return julianDay..<julianDay + 1
        }
        return context.julianDay(at: year.start)..<context.julianDay(at: yearEnd(year.id))
    }
}
