// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import CDatePickAPI
import CalendarEngine
import PickerModels
import FoundationEssentials

/// What a `dp_calendar *` points at: a month grid of a picker's value, and the strings it lends.
final class CalendarHandle: Sendable {
    struct State {
        var grid: MonthGrid
        let strings = BorrowedStrings()

        /// The day at a week and column, or nil out of range.
        func day(_ week: Int32, _ column: Int32) -> MonthGrid.Day? {
            guard grid.weeks.indices.contains(Int(week)), grid.weeks[Int(week)].days.indices.contains(Int(column))
            else {
                return nil
            }
            return grid.weeks[Int(week)].days[Int(column)]
        }
    }

    // A pthread mutex (Locked), which ThreadSanitizer understands, as the engine's locks are.
    private let state: Locked<State>

    init(_ grid: MonthGrid) {
        state = Locked(State(grid: grid))
    }

    func withState<Value>(_ body: (inout State) -> Value) -> Value {
        state.withLock { body(&$0) }
    }

    static func from(_ pointer: OpaquePointer?) -> CalendarHandle? {
        pointer.map { Unmanaged<CalendarHandle>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
    }
}

/// Reads a calendar, or gives `otherwise` for NULL.
func read<Value>(_ calendar: OpaquePointer?, otherwise: Value, _ body: (inout CalendarHandle.State) -> Value)
    -> Value
{
    CalendarHandle.from(calendar)?.withState(body) ?? otherwise
}

/// Changes a calendar's grid (its focus or its selection), forgetting the strings of the days it showed.
func changeGrid(_ calendar: OpaquePointer?, _ body: (inout MonthGrid) -> Void) -> Bool {
    read(calendar, otherwise: false) { state in
        body(&state.grid)
        state.strings.changed()
        return true
    }
}

@c @implementation
public func dp_calendar_new(
    _ picker: OpaquePointer?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
    guard let handle = PickerHandle.from(picker) else {
        fail(error, "the picker is NULL")
        return nil
    }
    let made: Result<MonthGrid, CallError> = handle.withState { state in
        let picker: DatePicker
        switch state.model {
        case .date(let moment) where moment.mode.hasMonthView: picker = moment
        case .date, .countdown:
            return .failure(
                CallError(
                    "a month calendar shows the days of --mode date or dateAndTime, not \(state.model.mode.rawValue)"))
        }
        do {
            return .success(try MonthGrid(picker: picker))
        } catch {
            return .failure(CallError("\(error)"))
        }
    }
    switch made {
    case .success(let grid): return OpaquePointer(Unmanaged.passRetained(CalendarHandle(grid)).toOpaque())
    case .failure(let failure):
        fail(error, failure.description)
        return nil
    }
}

@c @implementation
public func dp_calendar_free(_ calendar: OpaquePointer?) {
    guard let calendar else { return }
    Unmanaged<CalendarHandle>.fromOpaque(UnsafeRawPointer(calendar)).release()
}

@c @implementation
public func dp_calendar_heading(_ calendar: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(calendar, otherwise: nil) { state in state.strings.lend(.heading) { state.grid.heading } }
}

@c @implementation
public func dp_calendar_week_count(_ calendar: OpaquePointer?) -> Int32 {
    read(calendar, otherwise: -1) { state in Int32(state.grid.weeks.count) }
}

@c @implementation
public func dp_calendar_week_number(_ calendar: OpaquePointer?, _ week: Int32) -> Int32 {
    read(calendar, otherwise: -1) { state in
        state.grid.weeks.indices.contains(Int(week)) ? Int32(state.grid.weeks[Int(week)].number) : -1
    }
}

@c @implementation
public func dp_calendar_weekday(_ calendar: OpaquePointer?, _ column: Int32, _ wide: Bool) -> UnsafePointer<CChar>? {
    read(calendar, otherwise: nil) { state in
        guard state.grid.weekdays.indices.contains(Int(column)) else { return nil }
        let weekday = state.grid.weekdays[Int(column)]
        return state.strings.lend(.weekday(Int(column), wide: wide)) { wide ? weekday.wide : weekday.short }
    }
}

@c @implementation
public func dp_calendar_day_label(_ calendar: OpaquePointer?, _ week: Int32, _ column: Int32) -> UnsafePointer<CChar>? {
    read(calendar, otherwise: nil) { state in
        guard let day = state.day(week, column) else { return nil }
        return state.strings.lend(.day(week: Int(week), column: Int(column))) { day.label }
    }
}

@c @implementation
public func dp_calendar_day_flags(_ calendar: OpaquePointer?, _ week: Int32, _ column: Int32) -> Int32 {
    read(calendar, otherwise: 0) { state in
        guard let day = state.day(week, column) else { return 0 }
        var flags: Int32 = 0
        if day.isInMonth { flags |= Int32(DP_DAY_IN_MONTH) }
        if day.isToday { flags |= Int32(DP_DAY_TODAY) }
        if day.isSelected { flags |= Int32(DP_DAY_SELECTED) }
        if day.isDisabled { flags |= Int32(DP_DAY_DISABLED) }
        if day.isFocused { flags |= Int32(DP_DAY_FOCUSED) }
        if day.isInRange { flags |= Int32(DP_DAY_IN_RANGE) }
        if day.isRangeStart { flags |= Int32(DP_DAY_RANGE_START) }
        if day.isRangeEnd { flags |= Int32(DP_DAY_RANGE_END) }
        if day.isUnavailable { flags |= Int32(DP_DAY_UNAVAILABLE) }
        return flags
    }
}

@c @implementation
public func dp_calendar_focused_date(_ calendar: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    read(calendar, otherwise: nil) { state in copied(state.grid.isoDate(ofDay: state.grid.focusedDay)) }
}

@c @implementation
public func dp_calendar_move_focus_days(_ calendar: OpaquePointer?, _ days: Int32) -> Bool {
    changeGrid(calendar) { $0.moveFocus(byDays: Int(days)) }
}

@c @implementation
public func dp_calendar_move_focus_months(_ calendar: OpaquePointer?, _ months: Int32) -> Bool {
    changeGrid(calendar) { $0.moveFocus(byMonths: Int(months)) }
}

@c @implementation
public func dp_calendar_focus_month_edge(_ calendar: OpaquePointer?, _ last: Bool) -> Bool {
    changeGrid(calendar) { $0.focusMonthEdge(last: last) }
}

@c @implementation
public func dp_calendar_key(
    _ calendar: OpaquePointer?, _ key: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    guard calendar != nil else {
        fail(error, "the calendar is NULL")
        return false
    }
    switch word(key, "key", of: MonthGrid.Key.self) {
    case .failure(let refusal):
        fail(error, refusal.description)
        return false
    case .success(let named): return changeGrid(calendar) { $0.handle(named) }
    }
}

@c @implementation
public func dp_calendar_pick_focused(
    _ calendar: OpaquePointer?, _ picker: OpaquePointer?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    guard let calendarHandle = CalendarHandle.from(calendar), let pickerHandle = PickerHandle.from(picker) else {
        fail(error, calendar == nil ? "the calendar is NULL" : "the picker is NULL")
        return false
    }
    // The calendar's lock, then the picker's: always in this order.
    let refusal: String? = calendarHandle.withState { calendarState in
        let day = calendarState.grid.focusedDay
        guard calendarState.grid.isSelectable(day) else {
            return
                "\(calendarState.grid.isoDate(ofDay: day)) cannot be picked: outside the bounds, unavailable, or a day the zone skipped"
        }
        return pickerHandle.withState { state -> String? in
            var moment: DatePicker
            switch state.model {
            case .date(let picker) where picker.mode.hasMonthView: moment = picker
            case .date, .countdown:
                return "a month calendar picks the day of --mode date or dateAndTime, not \(state.model.mode.rawValue)"
            }
            let wall = moment.calendarFields
            guard moment.setDay(julianDay: day, hour: wall.hour, minute: wall.minute, second: wall.second) else {
                return "ICU has no day \(day)"
            }
            state.change { $0.model = .date(moment) }
            // The picker's day is the one selected: the day its value landed on (a day the zone skipped leaves
            // the clock's time on the next).
            let picked = moment.context.julianDay(at: moment.date.timeIntervalSince1970)
            calendarState.grid.tap(picked)
            calendarState.grid.moveFocus(to: picked)
            calendarState.strings.changed()
            return nil
        }
    }
    if let refusal {
        fail(error, refusal)
        return false
    }
    return true
}
