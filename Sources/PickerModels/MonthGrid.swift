import CalendarEngine
import FoundationEssentials

/// What is selected on an inline calendar: one day, a range (macOS's graphical range mode, React Aria's
/// RangeCalendar) or several days (SwiftUI's MultiDatePicker). Days are Julian day numbers of local days.
public enum CalendarSelection: Hashable, Sendable {
    case none
    case single(Int)
    /// A range, its start first; `end` is nil while the second day is not picked yet.
    case range(start: Int, end: Int?)
    case multiple(Set<Int>)

    /// Whether a day is selected (in a range: either end or between them).
    public func contains(_ day: Int) -> Bool {
        switch self {
        case .none: false
        case .single(let selected): selected == day
        // Either end may come first (a range restored from elsewhere): `start...end` would trap.
        case .range(let start, let end):
            day == start || (end.map { (min(start, $0)...max(start, $0)).contains(day) } ?? false)
        case .multiple(let days): days.contains(day)
        }
    }
}

/// How taps change a ``CalendarSelection``.
public enum SelectionBehavior: String, Hashable, Sendable, CaseIterable {
    case single, range, multiple
}

/// An inline calendar (UIDatePicker's inline style, a month grid): the weeks of one month of the locale's
/// calendar, starting on the locale's first weekday, with neighbouring months' days filling the first and last
/// weeks, week numbers by the locale's rules, and every day's state.
///
/// ```swift
/// var grid = try MonthGrid(context: CalendarContext(locale: "de_DE", timeZone: "Europe/Berlin"), showing: someDate)
/// grid.heading              // "November 2026"
/// grid.weekdays.map(\.short) // ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
/// grid.tap(day)              // selects
/// grid.showNextMonth()
/// ```
public struct MonthGrid: Sendable {
    /// One cell of the grid.
    public struct Day: Hashable, Sendable {
        /// The Julian day number of the local day.
        public var julianDay: Int
        /// The day of its month in the locale's digits (`٣٠`).
        public var label: String
        /// Whether it belongs to the month shown (false for the neighbours' days that fill the weeks).
        public var isInMonth: Bool
        /// Whether it is the local day of ``MonthGrid/today``.
        public var isToday: Bool
        /// Whether the selection holds it (in a range: either end or a day between them; while a range is open,
        /// its first pick).
        public var isSelected: Bool
        /// Whether it lies in the highlighted range (``MonthGrid/highlightedRange``): the band a range is drawn as,
        /// which follows the focus while the range is open.
        public var isInRange: Bool = false
        /// The first day of the highlighted range: its cap on the reading side where the range starts.
        public var isRangeStart: Bool = false
        /// The last day of the highlighted range: its other cap.
        public var isRangeEnd: Bool
        /// Outside the bounds, a day the zone skipped, unavailable (``MonthGrid/unavailable``), or, while a range
        /// is open, beyond an unavailable day from its first pick (a range never spans one): drawn dimmed, not
        /// selectable.
        public var isDisabled: Bool
        /// Whether the day is unavailable (``UnavailableDays``), as a screen reader says (React Aria's
        /// `isUnavailable`), apart from lying outside the bounds.
        public var isUnavailable: Bool = false
        /// Whether the keyboard focus is on it (``MonthGrid/focusedDay``).
        public var isFocused: Bool = false
    }

    /// One row of the grid.
    public struct Week: Hashable, Sendable {
        /// The week of the year by the locale's rules (its first weekday and minimal days).
        public var number: Int
        /// Its seven days, in the order of the header's weekdays.
        public var days: [Day]
    }

    /// A weekday header cell.
    public struct Weekday: Hashable, Sendable {
        /// 1 = Sunday … 7 = Saturday.
        public var weekday: Int
        /// The short name for the header (`Mo`, `月`).
        public var short: String
        /// The narrow name (`M`), for tight layouts.
        public var narrow: String
        /// The full name, for accessibility (`Montag`).
        public var wide: String
    }

    /// The locale's calendar in the grid's time zone.
    public let context: CalendarContext
    /// The year of the month shown, in the context's calendar.
    public private(set) var year: YearID
    /// The month shown, in the context's calendar.
    public private(set) var month: MonthID
    /// The localized month-and-year heading (`November 2026`, `2026年11月`, `Adar II 5784`).
    public private(set) var heading = ""
    /// The header cells, starting on the locale's first weekday.
    public let weekdays: [Weekday]
    /// The rows of the grid, first to last: each week that holds a day of the month shown.
    public private(set) var weeks: [Week] = []
    /// Whether the previous month holds any day inside the bounds.
    public private(set) var canShowPreviousMonth = false
    /// Whether the next month holds any day inside the bounds.
    public private(set) var canShowNextMonth = false
    /// The selection and how taps change it.
    public private(set) var selection: CalendarSelection
    /// How taps change the selection: one day, a range or several days (``setBehavior(_:)``).
    public private(set) var behavior: SelectionBehavior
    /// The earliest and latest selectable moments.
    public let bounds: ClosedRange<Double>
    /// The moment whose day is marked today.
    public let today: Date
    /// The day with the keyboard focus (React Aria's `focusedDate`): the day the arrow keys move and Enter
    /// takes, always within the bounds' days. The grid shows its month.
    public private(set) var focusedDay: Int
    /// The days that may not be picked within the bounds.
    public let unavailable: UnavailableDays

    /// Makes a grid showing the month that holds `date`.
    ///
    /// - Parameters:
    ///   - context: The locale's calendar in a time zone.
    ///   - date: A moment in the month to show.
    ///   - selection: What is selected at start.
    ///   - behavior: Single days, ranges or several days.
    ///   - minimumDate: The earliest selectable moment, or nil.
    ///   - maximumDate: The latest selectable moment, or nil.
    ///   - today: The moment whose day is marked today (default: now).
    ///   - unavailable: Days that cannot be picked (the weekend, holidays, booked days).
    /// - Throws: ``PickerError/minimumAfterMaximum(minimum:maximum:)``; ``PickerError/invalidDate(_:)`` for a
    ///   date, bound or today that is not a number or infinitely far (rather than an empty grid, without a word).
    public init(
        context: CalendarContext, showing date: Date, selection: CalendarSelection = .none,
        behavior: SelectionBehavior = .single, minimumDate: Date? = nil, maximumDate: Date? = nil,
        today: Date = Date(), unavailable: UnavailableDays = .none
    ) throws(PickerError) {
        try PickerError.requireMoments([date, today] + [minimumDate, maximumDate].compactMap { $0 })
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            throw .minimumAfterMaximum(minimum: minimumDate, maximum: maximumDate)
        }
        self.context = context
        let supported = context.supportedRange
        let lowest = minimumDate?.timeIntervalSince1970 ?? supported.lowerBound
        let highest = maximumDate?.timeIntervalSince1970 ?? supported.upperBound
        bounds = max(lowest, supported.lowerBound)...min(highest, supported.upperBound)
        let moment = min(max(date.timeIntervalSince1970, bounds.lowerBound), bounds.upperBound)
        focusedDay = context.julianDay(at: moment)
        let fields = context.fields(at: moment)
        year = fields.year
        month = fields.month
        self.selection = selection
        self.behavior = behavior
        self.today = today
        self.unavailable = unavailable
        let profile = context.profile
        weekdays = (0..<7).map { offset in
            let weekday = (profile.firstWeekday - 1 + offset) % 7 + 1
            let names = profile.weekdays.standalone
            return Weekday(
                weekday: weekday, short: names.short[weekday - 1], narrow: names.narrow[weekday - 1],
                wide: names.wide[weekday - 1])
        }
        rebuild()
    }

    /// Makes a grid of a date picker's value: its calendar and zone, bounds, unavailable days and today, the
    /// focus on the value's day, which is selected (as the start of a range, in range behaviour, which the second
    /// pick completes).
    ///
    /// - Throws: As ``init(context:showing:selection:behavior:minimumDate:maximumDate:today:unavailable:)``.
    public init(picker: DatePicker, behavior: SelectionBehavior = .single, selection: CalendarSelection? = nil)
        throws(PickerError)
    {
        let day = picker.context.julianDay(at: picker.date.timeIntervalSince1970)
        let initial: CalendarSelection =
            switch behavior {
            case .single: .single(day)
            case .range: .none
            case .multiple: .multiple([day])
            }
        try self.init(
            context: picker.context, showing: picker.date, selection: selection ?? initial, behavior: behavior,
            minimumDate: picker.configuration.minimumDate, maximumDate: picker.configuration.maximumDate,
            today: picker.today, unavailable: picker.configuration.unavailable)
    }

    // MARK: Moving the focus

    /// Moves the focus by days (±7 for a week), within the bounds' first and last days; the grid shows the
    /// focused day's month.
    public mutating func moveFocus(byDays delta: Int) {
        // No more than the supported days (3.7 million) either way, so any Int moves without overflow.
        focus(focusedDay + min(max(delta, -4_000_000), 4_000_000))
    }

    /// Moves the focus to the same day of a month `delta` months away (the month's last day if it is shorter:
    /// January 31 → February 28), within the bounds. A month an era splits (Japanese: Meiji 45 July 1–29, Taishō 1
    /// July 30–31) counts once, its parts taken together (PgDn from 1989-01-05 goes to February, not to Heisei 1
    /// January 8).
    public mutating func moveFocus(byMonths delta: Int) {
        let date = context.day(julianDay: focusedDay).date
        guard var parts = monthParts(containing: focusedDay, id: date.month) else { return }
        for _ in 0..<min(delta.magnitude, 120_000) {
            let beyond =
                delta > 0 ? parts.last!.firstJulianDay + parts.last!.days.count : parts.first!.firstJulianDay - 1
            guard let next = monthParts(containing: beyond, id: nil) else { break }
            parts = next
        }
        // The part that holds the day of the month, else the month's last day (or its first, if the day is before).
        let day = date.day
        let part =
            parts.first { $0.days.contains(day) }
            ?? (day > parts.last!.days.upperBound ? parts.last! : parts.first!)
        let clamped = min(max(day, part.days.lowerBound), part.days.upperBound)
        focus(part.firstJulianDay + clamped - part.days.lowerBound)
    }

    /// The month that holds a day, as the run of spans of one month id that an era change may split (most
    /// months are one span); nil outside the supported range.
    private func monthParts(containing julianDay: Int, id: MonthID?) -> [MonthSpan]? {
        func span(of day: Int) -> MonthSpan? {
            // By the day's own date, which a day the zone skipped has too.
            let local = context.day(julianDay: day)
            guard local.end > context.supportedRange.lowerBound, local.start <= context.supportedRange.upperBound else {
                return nil
            }
            return context.months(of: local.date.year).last {
                $0.firstJulianDay <= day && day < $0.firstJulianDay + $0.days.count
            }
        }
        guard let found = span(of: julianDay) else { return nil }
        let month = id ?? found.id
        var parts = [found]
        while let earlier = span(of: parts[0].firstJulianDay - 1), earlier.id == month,
            earlier.firstJulianDay < parts[0].firstJulianDay
        {
            parts.insert(earlier, at: 0)
        }
        while let later = span(of: parts[parts.count - 1].firstJulianDay + parts[parts.count - 1].days.count),
            later.id == month,
            later.firstJulianDay > parts[parts.count - 1].firstJulianDay
        {
            parts.append(later)
        }
        return parts
    }

    /// Moves the focus to a day of the month shown, by its number (for typed digits); false (and nothing
    /// changes) when the month has no such day.
    @discardableResult
    public mutating func focus(dayOfMonth number: Int) -> Bool {
        guard let span = monthSpan(), span.days.contains(number) else { return false }
        focus(span.firstJulianDay + number - span.days.lowerBound)
        return true
    }

    /// Moves the focus to a day (a Julian day number), within the bounds' days.
    public mutating func moveFocus(to julianDay: Int) {
        focus(julianDay)
    }

    /// Moves the focus to the first or last day of the month shown, within the bounds.
    public mutating func focusMonthEdge(last: Bool) {
        guard let span = monthSpan() else { return }
        focus(last ? span.firstJulianDay + span.days.count - 1 : span.firstJulianDay)
    }

    /// The first and last days that hold a moment within the bounds.
    /// A zone that turned its clock back a whole day (Sitka in 1867, from Russian to American dates) can put
    /// the minimum's day after the maximum's: the two are taken in order (a reversed range would trap).
    private var focusableDays: ClosedRange<Int> {
        let (first, last) = (context.julianDay(at: bounds.lowerBound), context.julianDay(at: bounds.upperBound))
        return min(first, last)...max(first, last)
    }

    private mutating func focus(_ wanted: Int) {
        let days = focusableDays
        var day = min(max(wanted, days.lowerBound), days.upperBound)
        // An unavailable day is passed over, as a bound is: on in the way the focus moved, else back.
        if !unavailable.isEmpty, unavailable.contains(julianDay: day, in: context) {
            let forward = day >= focusedDay ? 1 : -1
            day =
                nearestAvailable(from: day, step: forward, within: days)
                ?? nearestAvailable(from: day, step: -forward, within: days) ?? day
        }
        focusedDay = day
        let date = context.day(julianDay: focusedDay).date
        (year, month) = (date.year, date.month)
        rebuild()
    }

    /// The first day from `day` on, a step at a time, that the rule leaves available, within `days` and a year.
    private func nearestAvailable(from day: Int, step: Int, within days: ClosedRange<Int>) -> Int? {
        var candidate = day
        for _ in 0..<366 {
            candidate += step
            guard days.contains(candidate) else { return nil }
            if !unavailable.contains(julianDay: candidate, in: context) { return candidate }
        }
        return nil
    }

    /// A day's date in ISO 8601 (`2026-11-30`, Gregorian whatever the calendar), for a day with or without an
    /// instant of its own.
    public func isoDate(ofDay julianDay: Int) -> String {
        ISO8601Value.date(ISO8601Value.civil(fromInstant: Double(julianDay - 2_440_588) * 86_400))
    }

    /// A day's full localized date, what a screen reader says for its cell (en_US `Monday, November 30, 2026`,
    /// ja_JP `2026年11月30日月曜日`): the locale's full date style in the grid's calendar, written from the day's
    /// date, so that a day the zone skipped reads as itself.
    package func fullName(ofDay julianDay: Int) -> String {
        context.label(
            ofDay: julianDay, pattern: context.stylePattern(date: .full, time: nil), key: .julianDay(julianDay))
    }

    // MARK: Moving between months

    /// Shows the previous month; false (and nothing changes) when it holds no selectable day.
    @discardableResult
    public mutating func showPreviousMonth() -> Bool {
        guard canShowPreviousMonth, let start = monthSpan()?.start else { return false }
        show(start - 1)
        return true
    }

    /// Shows the next month; false (and nothing changes) when it holds no selectable day.
    @discardableResult
    public mutating func showNextMonth() -> Bool {
        guard canShowNextMonth, let end = monthEnd() else { return false }
        show(end)
        return true
    }

    private mutating func show(_ moment: Double) {
        let fields = context.fields(at: moment)
        (year, month) = (fields.year, fields.month)
        rebuild()
    }

    // MARK: Selecting

    /// Taps a day: single selection replaces; a range takes its start, then its end (a reversed pick is
    /// swapped), then starts again (React Aria's RangeCalendar); multiple selection toggles. Disabled days are
    /// ignored, and while a range is open so are the days beyond an unavailable one from its start
    /// (``openRangeSpan``): a range never spans a day that cannot be picked.
    ///
    /// - Returns: Whether the selection changed.
    @discardableResult
    public mutating func tap(_ day: Int) -> Bool {
        guard isSelectable(day) else { return false }
        switch (behavior, selection) {
        case (.single, _): selection = .single(day)
        case (.range, .range(let start, nil)):
            guard openRangeSpan?.contains(day) ?? true else { return false }
            selection = .range(start: min(start, day), end: max(start, day))
        case (.range, _): selection = .range(start: day, end: nil)
        case (.multiple, .multiple(var days)):
            if days.remove(day) == nil { days.insert(day) }
            selection = .multiple(days)
        case (.multiple, _): selection = .multiple([day])
        }
        rebuild()
        return true
    }

    /// Whether a day lies within the bounds, was not skipped by the zone and is not unavailable.
    public func isSelectable(_ day: Int) -> Bool {
        let local = context.day(julianDay: day)
        guard !local.isSkipped, local.start <= bounds.upperBound && local.end > bounds.lowerBound else { return false }
        return !unavailable.contains(julianDay: day, in: context)
    }

    /// While a range is open (its first day picked), the days its end may be: from its start outwards up to, not
    /// including, the nearest day either way that cannot be picked (React Aria's available range); nil when no
    /// range is open.
    public var openRangeSpan: ClosedRange<Int>? {
        guard case .range(let start, nil) = selection else { return nil }
        let days = focusableDays
        guard !unavailable.isEmpty else { return days }
        func edge(_ step: Int) -> Int {
            var day = start
            // Ten years at most: a rule that leaves them all available leaves the span to the bounds.
            for _ in 0..<3_660 {
                guard days.contains(day + step) else { return day }
                if unavailable.contains(julianDay: day + step, in: context) { return day }
                day += step
            }
            return step < 0 ? days.lowerBound : days.upperBound
        }
        return edge(-1)...edge(1)
    }

    /// The range drawn: the selected range, or while one is open, from its start to the focused day (kept within
    /// ``openRangeSpan``), as React Aria highlights it; nil without a range.
    public var highlightedRange: ClosedRange<Int>? {
        guard case .range(let start, let end) = selection else { return nil }
        if let end { return min(start, end)...max(start, end) }
        let span = openRangeSpan ?? start...start
        let focus = min(max(focusedDay, span.lowerBound), span.upperBound)
        return min(start, focus)...max(start, focus)
    }

    /// The selected range's first and last days, once both are picked; nil otherwise.
    public var selectedRange: ClosedRange<Int>? {
        guard case .range(let start, let end?) = selection else { return nil }
        return min(start, end)...max(start, end)
    }

    /// The selected range as the locale writes it (en_US `Nov 30 – Dec 4, 2026`; ``CalendarContext/formatDays(from:through:)``),
    /// once both ends are picked; nil otherwise.
    public var rangeText: String? {
        selectedRange.map { context.formatDays(from: $0.lowerBound, through: $0.upperBound) }
    }

    /// The selected days in order: one, a range's every day, or the days of a multiple selection.
    public var selectedDays: [Int] {
        switch selection {
        case .none: []
        case .single(let day): [day]
        case .range(let start, let end): Array(min(start, end ?? start)...max(start, end ?? start))
        case .multiple(let days): days.sorted()
        }
    }

    /// Starts the selection again: nothing selected, a range no longer open.
    public mutating func clearSelection() {
        selection = .none
        rebuild()
    }

    /// Changes how taps change the selection. A single day becomes the start of an open range or one of several;
    /// a range or several days become nothing selected when single, and their days when several.
    public mutating func setBehavior(_ new: SelectionBehavior) {
        guard new != behavior else { return }
        let days = selectedDays
        behavior = new
        switch new {
        case .single: selection = days.count == 1 ? .single(days[0]) : .none
        case .range: selection = days.first.map { .range(start: $0, end: days.count > 1 ? days.last! : nil) } ?? .none
        case .multiple: selection = days.isEmpty ? .none : .multiple(Set(days))
        }
        rebuild()
    }

    /// Selects a range from outside (a program setting it), its ends taken in order and the focus moved to its
    /// end; only in range behaviour.
    ///
    /// - Returns: False, changing nothing, outside range behaviour or when a day of the range cannot be picked.
    @discardableResult
    public mutating func select(range first: Int, through last: Int) -> Bool {
        let (low, high) = (min(first, last), max(first, last))
        guard behavior == .range, high - low < 3_660 * 10, (low...high).allSatisfy(isSelectable) else { return false }
        selection = .range(start: low, end: high)
        focus(high)
        return true
    }

    // MARK: Building

    private func monthSpan() -> MonthSpan? { context.months(of: year).first { $0.id == month } }

    /// The instant the month after the shown one starts.
    private func monthEnd() -> Double? {
        guard let span = monthSpan() else { return nil }
        return context.startOfDay(julianDay: span.firstJulianDay + span.days.count)
    }

    /// The heading of a month (`November 2026`).
    private func heading(of span: MonthSpan) -> String {
        context.format(span.start, pattern: context.bestPattern("yMMMM"))
    }

    /// The heading of the month before (`next` false) or after the one shown (`October 2026`), what a previous or
    /// next month button is named for a screen reader; nil for a month outside the supported range.
    package func adjacentHeading(next: Bool) -> String? {
        guard let span = monthSpan(), let moment = next ? monthEnd() : span.start - 1,
            context.supportedRange.contains(moment)
        else { return nil }
        let fields = context.fields(at: moment)
        return context.months(of: fields.year).first { $0.id == fields.month }.map(heading(of:))
    }

    private mutating func rebuild() {
        guard let span = monthSpan(), let end = monthEnd() else { return }
        let profile = context.profile
        heading = heading(of: span)
        let first = span.firstJulianDay, last = first + span.days.count - 1
        let lead = (context.weekday(julianDay: first) - profile.firstWeekday + 7) % 7
        let todayNumber = context.julianDay(at: today.timeIntervalSince1970)
        var weeks: [Week] = []
        var day = first - lead
        let highlighted = highlightedRange, open = openRangeSpan
        while day <= last {
            let days = (day..<day + 7).map { number in
                // A day the zone skipped has its own date though no instant has it (else Samoa's December 2011
                // would read 29 31 31).
                var cell = Day(
                    julianDay: number, label: profile.formatNumber(context.day(julianDay: number).date.day),
                    isInMonth: (first...last).contains(number), isToday: number == todayNumber,
                    isSelected: selection.contains(number), isRangeEnd: number == highlighted?.upperBound,
                    isDisabled: !isSelectable(number) || !(open?.contains(number) ?? true),
                    isFocused: number == focusedDay)
                cell.isInRange = highlighted?.contains(number) ?? false
                cell.isRangeStart = number == highlighted?.lowerBound
                cell.isUnavailable = unavailable.contains(julianDay: number, in: context)
                return cell
            }
            weeks.append(Week(number: context.weekOfYear(julianDay: day + 3), days: days))
            day += 7
        }
        self.weeks = weeks
        canShowPreviousMonth = span.start > bounds.lowerBound && span.start > context.supportedRange.lowerBound
        canShowNextMonth = end <= bounds.upperBound
    }
}
