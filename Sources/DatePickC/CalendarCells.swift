// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import CDatePickAPI
import PickerModels

// What a toolkit's widgets need beside the wheels' and the cells' data: a calendar's names a screen reader says,
// its clicks and month buttons, and the compact value as one text.

@c @implementation
public func dp_picker_compact_text(_ picker: OpaquePointer?) -> UnsafePointer<CChar>? {
    PickerHandle.read(picker, otherwise: nil) { state in state.strings.lend(.compactText) { state.compact.text } }
}

@c @implementation
public func dp_calendar_day_name(_ calendar: OpaquePointer?, _ week: Int32, _ column: Int32) -> UnsafePointer<CChar>? {
    read(calendar, otherwise: nil) { state in
        guard let day = state.day(week, column) else { return nil }
        return state.strings.lend(.dayName(week: Int(week), column: Int(column))) {
            state.grid.fullName(ofDay: day.julianDay)
        }
    }
}

@c @implementation
public func dp_calendar_week_label(_ calendar: OpaquePointer?, _ week: Int32) -> UnsafePointer<CChar>? {
    read(calendar, otherwise: nil) { state in
        guard state.grid.weeks.indices.contains(Int(week)) else { return nil }
        let number = state.grid.weeks[Int(week)].number
        return state.strings.lend(.weekLabel(Int(week))) { state.grid.context.profile.formatNumber(number) }
    }
}

@c @implementation
public func dp_calendar_focus_day(_ calendar: OpaquePointer?, _ week: Int32, _ column: Int32) -> Bool {
    read(calendar, otherwise: false) { state in
        guard let day = state.day(week, column) else { return false }
        state.grid.moveFocus(to: day.julianDay)
        state.strings.changed()
        return true
    }
}

@c @implementation
public func dp_calendar_can_show_month(_ calendar: OpaquePointer?, _ next: Bool) -> Bool {
    read(calendar, otherwise: false) { state in next ? state.grid.canShowNextMonth : state.grid.canShowPreviousMonth }
}

@c @implementation
public func dp_calendar_adjacent_heading(_ calendar: OpaquePointer?, _ next: Bool) -> UnsafePointer<CChar>? {
    read(calendar, otherwise: nil) { state in
        state.strings.lend(.adjacentHeading(next: next)) { state.grid.adjacentHeading(next: next) }
    }
}

@c @implementation
public func dp_calendar_week_title(_ calendar: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(calendar, otherwise: nil) { state in state.strings.lend(.weekTitle) { state.grid.context.weekTitle() } }
}
