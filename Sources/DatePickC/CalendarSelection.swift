// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import CDatePickAPI
import CalendarEngine
import PickerModels
import FoundationEssentials

// A calendar's selection beyond one day (ranges, several days), and the days a program rules out.

/// The selection modes' names, in static storage for `dp_calendar_selection_mode`.
private let behaviorNames = StaticStrings(SelectionBehavior.allCases.map(\.rawValue))

@c @implementation
public func dp_calendar_set_selection_mode(
    _ calendar: OpaquePointer?, _ mode: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    guard calendar != nil else {
        fail(error, "the calendar is NULL")
        return false
    }
    switch word(mode, "selection mode", of: SelectionBehavior.self) {
    case .failure(let refusal):
        fail(error, refusal.description)
        return false
    case .success(let behavior): return changeGrid(calendar) { $0.setBehavior(behavior) }
    }
}

@c @implementation
public func dp_calendar_selection_mode(_ calendar: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(calendar, otherwise: nil) { state in
        behaviorNames[SelectionBehavior.allCases.firstIndex(of: state.grid.behavior)!]
    }
}

@c @implementation
public func dp_calendar_select_focused(
    _ calendar: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    guard calendar != nil else {
        fail(error, "the calendar is NULL")
        return false
    }
    let refusal: String? = read(calendar, otherwise: nil) { state in
        let day = state.grid.focusedDay
        guard state.grid.isSelectable(day), state.grid.openRangeSpan?.contains(day) ?? true else {
            return "\(state.grid.isoDate(ofDay: day)) cannot be picked: "
                + (state.grid.isSelectable(day)
                    ? "a range cannot span a day that cannot be picked"
                    : "outside the bounds, unavailable, or a day the zone skipped")
        }
        return nil
    }
    if let refusal {
        fail(error, refusal)
        return false
    }
    return read(calendar, otherwise: false) { state in
        let changed = state.grid.tap(state.grid.focusedDay)
        state.strings.changed()
        return changed
    }
}

@c @implementation
public func dp_calendar_select_range(
    _ calendar: OpaquePointer?, _ start: UnsafePointer<CChar>?, _ end: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    let refusal: String = read(calendar, otherwise: "the calendar is NULL") { state in
        guard state.grid.behavior == .range else {
            return "the calendar selects \(state.grid.behavior.rawValue) days, not a range: set its selection mode"
        }
        let days: ClosedRange<Int>
        switch rangeDays(start, end) {
        case .failure(let failure): return failure.description
        case .success(let read): days = read
        }
        guard state.grid.select(range: days.lowerBound, through: days.upperBound) else {
            return "\(state.grid.isoDate(ofDay: days.lowerBound))/\(state.grid.isoDate(ofDay: days.upperBound)) "
                + "holds a day that cannot be picked"
        }
        state.strings.changed()
        return ""
    }
    guard refusal.isEmpty else {
        fail(error, refusal)
        return false
    }
    return true
}

@c @implementation
public func dp_calendar_clear_selection(_ calendar: OpaquePointer?) -> Bool {
    changeGrid(calendar) { $0.clearSelection() }
}

@c @implementation
public func dp_calendar_range_is_open(_ calendar: OpaquePointer?) -> Bool {
    read(calendar, otherwise: false) { state in state.grid.openRangeSpan != nil }
}

@c @implementation
public func dp_calendar_range_start(_ calendar: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    read(calendar, otherwise: nil) { state in
        state.grid.selectedRange.flatMap { copied(state.grid.isoDate(ofDay: $0.lowerBound)) }
    }
}

@c @implementation
public func dp_calendar_range_end(_ calendar: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    read(calendar, otherwise: nil) { state in
        state.grid.selectedRange.flatMap { copied(state.grid.isoDate(ofDay: $0.upperBound)) }
    }
}

@c @implementation
public func dp_calendar_range_text(_ calendar: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    read(calendar, otherwise: nil) { state in state.grid.rangeText.flatMap(copied) }
}

@c @implementation
public func dp_calendar_selected_count(_ calendar: OpaquePointer?) -> Int32 {
    read(calendar, otherwise: -1) { state in Int32(clamping: state.grid.selectedDays.count) }
}

@c @implementation
public func dp_calendar_selected_date(_ calendar: OpaquePointer?, _ index: Int32) -> UnsafeMutablePointer<CChar>? {
    read(calendar, otherwise: nil) { state in
        let days = state.grid.selectedDays
        guard days.indices.contains(Int(index)) else { return nil }
        return copied(state.grid.isoDate(ofDay: days[Int(index)]))
    }
}

@c @implementation
public func dp_picker_range_text(
    _ picker: OpaquePointer?, _ start: UnsafePointer<CChar>?, _ end: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> UnsafeMutablePointer<CChar>? {
    let made: Result<String, CallError> = PickerHandle.read(
        picker, otherwise: .failure(CallError("the picker is NULL"))
    ) {
        state in
        guard case .date(let moment) = state.model, moment.mode.hasMonthView else {
            return .failure(CallError("a range is of days: --mode \(state.model.mode.rawValue) has none"))
        }
        return rangeDays(start, end).map { moment.context.formatDays(from: $0.lowerBound, through: $0.upperBound) }
    }
    switch made {
    case .success(let text): return copied(text)
    case .failure(let failure):
        fail(error, failure.description)
        return nil
    }
}

/// The days of a range given as two ISO 8601 dates (`2026-11-30`), in order; or why they are not dates.
func rangeDays(_ start: UnsafePointer<CChar>?, _ end: UnsafePointer<CChar>?) -> Result<ClosedRange<Int>, CallError> {
    var days: [Int] = []
    for (pointer, what) in [(start, "start"), (end, "end")] {
        switch text(pointer, "the range's \(what)") {
        case .failure(let failure): return .failure(failure)
        case .success(let date):
            guard let day = UnavailableDays.julianDay(isoDate: date) else {
                return .failure(
                    CallError(
                        "the range's \(what) '\(LocaleError.printable(date))' is not an ISO 8601 date (2026-11-30)"))
            }
            days.append(day)
        }
    }
    return .success(min(days[0], days[1])...max(days[0], days[1]))
}

/// A C rule and its user data, called from whichever thread asks (the header says so).
private struct ForeignRule: @unchecked Sendable {
    let callback: dp_unavailable_func
    let userData: UnsafeMutableRawPointer?

    func callAsFunction(_ isoDate: String) -> Bool {
        isoDate.withCString { callback($0, userData) }
    }
}

@c @implementation
public func dp_picker_set_unavailable(
    _ picker: OpaquePointer?, _ callback: dp_unavailable_func?, _ userData: UnsafeMutableRawPointer?
) -> Bool {
    PickerHandle.read(picker, otherwise: false) { state in
        guard case .date(let moment) = state.model, moment.mode.hasMonthView else { return false }
        var configuration = moment.configuration
        configuration.unavailable.rule = callback.map { callback in
            let rule = ForeignRule(callback: callback, userData: userData)
            return UnavailableDays.Rule { rule($0) }
        }
        guard let changed = try? DatePicker(configuration, date: moment.date, today: moment.today) else { return false }
        state.change { $0.model = .date(changed) }
        return true
    }
}
