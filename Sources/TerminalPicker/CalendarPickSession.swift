import CalendarEngine
import PickerModels
import FoundationEssentials

/// `datepick pick --style inline`: a month calendar on the terminal (UIDatePicker's inline style, `dialog
/// --calendar`), driven by the keyboard as React Aria's calendar is. The arrows move the focused day (mirrored
/// in right-to-left locales, whose weeks run leftwards), ↑/↓ by a week, PgUp/PgDn by a month, Home/End to the
/// month's first and last days, digits to a day of the month; Enter takes the focused day if it can be picked.
/// For dateAndTime, the time wheels sit below the month, as UIDatePicker's inline style has them: Tab moves
/// between the calendar and each wheel, which spins as on the wheel screen. The mouse: a click on a day moves
/// the focus and the value there, as the arrows would (never accepting: that is Enter's), a click on the
/// heading's ‹ or › moves a month as PgUp and PgDn do, and a click on a time wheel gives it the focus, while
/// the scroll wheel spins the time wheel under the pointer. Pure state, so it is tested without a terminal.
public struct CalendarPickSession: TerminalSession {
    /// The calendar being driven; its ``MonthGrid/focusedDay`` is the value's day.
    public private(set) var grid: MonthGrid
    /// The picker that holds the value (date or dateAndTime): its day follows the calendar's focus, at its
    /// wall time, and a dateAndTime picker's time wheels are shown below the month. Nil for a bare calendar.
    public private(set) var picker: DatePicker?
    /// The picker that holds the value, ``picker``; nil for a bare calendar, whose value is its focused day.
    public var model: AnyPickerModel? { picker.map(AnyPickerModel.date) }
    /// Where the keys go among the time wheels, Tab stopping on the calendar too (outside them), and what was
    /// typed on a wheel.
    private var navigation: WheelNavigation
    /// Digits typed on the calendar, for a day of the month.
    private var dayTyped = TypeAhead()
    /// The wall time the person chose (on the wheels, or the initial value's), which each day the calendar moves
    /// to is given: a day that lacks it, or bounds, move that day's value only (passing a DST day must not move
    /// 02:30 to 03:30 for every day after).
    private var wallTime = (hour: 0, minute: 0, second: 0)
    /// Whether a column of week numbers (by the locale's rules: ISO 8601 weeks in Germany, US weeks in the US)
    /// stands before each week.
    public let showsWeekNumbers: Bool
    /// The head of the week numbers' column: the locale's own title for the week, or nil (left blank).
    let weekTitle: String?

    /// A session on a month calendar, with the picker that holds the value (its time wheels shown, if it has
    /// any); the calendar's focus starts on the picker's day.
    ///
    /// - Parameter weekNumbers: Whether to number the weeks, under the locale's title for the week if it has one.
    public init(_ grid: MonthGrid, picker: DatePicker? = nil, weekNumbers: Bool = false) {
        self.grid = grid
        self.picker = picker
        navigation = WheelNavigation(
            wheels: picker?.timeComponents ?? [], rightToLeft: grid.context.profile.direction == .rtl,
            tabStopsOutside: true)
        showsWeekNumbers = weekNumbers
        weekTitle = weekNumbers ? grid.context.weekTitle() : nil
        if let picker {
            self.grid.moveFocus(to: picker.context.julianDay(at: picker.date.timeIntervalSince1970))
            let fields = picker.calendarFields
            wallTime = (fields.hour, fields.minute, fields.second)
        }
    }

    /// The picker's time wheels, in the locale's order (``DatePicker/timeComponents``).
    var timeWheels: [Int] { navigation.wheels }

    /// Where the keys go: the calendar (nil) or one of the time wheels (a component of ``picker``).
    public var focusedWheel: Int? { navigation.focus }

    /// Digits typed so far, on the calendar or a time wheel, reset after a pause or another key.
    public var typed: String { focusedWheel == nil ? dayTyped.text : navigation.typed }

    /// Handles one key at a moment (seconds, any clock) and says whether the session goes on: Enter accepts only
    /// a focused day that can be picked.
    public mutating func handle(_ key: Key, at now: Double) -> Outcome {
        if grid.behavior == .range, focusedWheel == nil {
            // React Aria's RangeCalendar: Enter or Space picks the first day, then the last, which accepts; Escape
            // drops an open range before it cancels.
            switch key {
            case .enter, .character(" "):
                grid.tap(grid.focusedDay)
                return grid.selectedRange == nil ? .running : .accepted
            case .escape where grid.openRangeSpan != nil:
                grid.clearSelection()
                return .running
            default: break
            }
        }
        switch key {
        case .enter: return grid.isSelectable(grid.focusedDay) ? .accepted : .running
        case .escape, .interrupt, .character("q"): return .cancelled
        default: break
        }
        if focusedWheel == nil, key != .tab, key != .backTab {
            let profile = grid.context.profile
            if case .character(let character) = key, let digit = profile.digitValue(character) {
                dayTyped.type(String(digit), at: now)
                if let number = Int(dayTyped.text), grid.focus(dayOfMonth: number) { syncPicker() }
            } else {
                dayTyped.clear()
                moveFocus(key)
            }
            return .running
        }
        // Tab goes from the calendar to each time wheel and round again; a time wheel takes the keys as the wheel
        // screen does.
        dayTyped.clear()
        turn { navigation, picker in navigation.handle(key, at: now, in: &picker) }
        return .running
    }

    /// Handles a mouse report on the screen ``layout(_:)`` drew: a click on a day or on ‹ › moves the focus, one
    /// on a time wheel focuses it, the scroll wheel spins the time wheel under the pointer. It never accepts nor
    /// cancels.
    public mutating func handle(_ event: MouseEvent, on layout: ScreenLayout) -> Outcome {
        guard let action = event.action, let target = layout.target(column: event.column, row: event.row) else {
            return .running
        }
        dayTyped.clear()
        switch (action, target) {
        case (.click, .day(let day)):
            // A day outside the bounds takes the focus to the nearest day within them, as the arrows do.
            navigation.focus(on: nil)
            grid.moveFocus(to: day)
            syncPicker()
        case (.click, .previousMonth), (.click, .nextMonth):
            navigation.focus(on: nil)
            grid.moveFocus(byMonths: target == .nextMonth ? 1 : -1)
            syncPicker()
        default:
            turn { navigation, picker in navigation.handle(action, on: target, in: &picker) }
        }
        return .running
    }

    /// The grid's keys (``MonthGrid/Key``), with vi's h j k l beside the arrows.
    private mutating func moveFocus(_ key: Key) {
        let gridKey: MonthGrid.Key
        switch key {
        case .right, .character("l"): gridKey = .right
        case .left, .character("h"): gridKey = .left
        case .down, .character("j"): gridKey = .down
        case .up, .character("k"): gridKey = .up
        case .pageDown: gridKey = .pageDown
        case .pageUp: gridKey = .pageUp
        case .home: gridKey = .home
        case .end: gridKey = .end
        default: return
        }
        grid.handle(gridKey)
        syncPicker()
    }

    /// Changes the value on the time wheels. If it moved, the wall time chosen is the wheels' now, and the
    /// calendar follows the value to its day (bounds can move it: a minimum at 10:00 and 09:00 chosen). A key
    /// that changed nothing (Home on the first row, digits no row has) keeps the wall time chosen, which a DST
    /// day or a bound may have moved the value from.
    private mutating func turn(_ change: (inout WheelNavigation, inout DatePicker) -> Void) {
        guard var picker else { return }
        let before = picker.date
        change(&navigation, &picker)
        self.picker = picker
        guard picker.date != before else { return }
        let fields = picker.calendarFields
        wallTime = (fields.hour, fields.minute, fields.second)
        grid.moveFocus(to: picker.context.julianDay(at: picker.date.timeIntervalSince1970))
    }

    /// Moves the picker to the calendar's focused day at the wall time chosen. A time the day lacks moves later
    /// by the gap, as the wheels move it, unless that leaves the day (Lisbon skipped 23:00–24:00 on 1940-02-24:
    /// 23:30 would be the 25th's 00:30), when it moves earlier by the gap instead, as Temporal's "earlier" does.
    /// Bounds and the interval apply; where they leave the day no value (a minimum of 23:50 with 15-minute
    /// steps), the calendar follows the value to its day, so that it never shows one day while Enter prints the
    /// next.
    private mutating func syncPicker() {
        guard var picker, grid.isSelectable(grid.focusedDay) else { return }
        guard
            picker.setDay(
                julianDay: grid.focusedDay, hour: wallTime.hour, minute: wallTime.minute,
                second: wallTime.second)
        else { return }
        self.picker = picker
        grid.moveFocus(to: picker.context.julianDay(at: picker.date.timeIntervalSince1970))
    }

    /// The value as it will be printed, and as the locale writes it in full (the focused day's, with the time
    /// when there is one); a day that cannot be picked says so.
    public var valueLine: String {
        let context = grid.context, day = grid.focusedDay
        // The locale's words in the order the screen shows them (a terminal draws text as written), after the ISO
        // value, which reads left to right.
        let screen = { (text: String) in
            context.profile.direction == .rtl ? BidiLine.visual(text, direction: .rtl) : text
        }
        if grid.behavior == .range, let span = grid.highlightedRange {
            let dates = grid.isoDate(ofDay: span.lowerBound) + "/" + grid.isoDate(ofDay: span.upperBound)
            let text = screen(context.formatDays(from: span.lowerBound, through: span.upperBound))
            return dates + " · " + text + (grid.openRangeSpan == nil ? "" : " (Enter: the last day)")
        }
        let dayName = screen(
            context.label(ofDay: day, pattern: context.bestPattern("yMMMMEEEEd"), key: .julianDay(day)))
        guard grid.isSelectable(day) else { return grid.isoDate(ofDay: day) + " · " + dayName + " (cannot be picked)" }
        guard let picker, !timeWheels.isEmpty else {
            return (picker?.isoString ?? grid.isoDate(ofDay: day)) + " · " + dayName
        }
        let skeleton = picker.configuration.showsSeconds ? "yMMMMEEEEdjms" : "yMMMMEEEEdjm"
        return picker.isoString + " · "
            + screen(
                context.format(
                    picker.date.timeIntervalSince1970, pattern: context.bestPattern(skeleton), asListItem: false))
    }
}
