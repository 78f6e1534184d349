// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The dp_* functions implement datepick.h's declarations: the header names them (the C ABI) and documents them.

import CDatePickAPI
import CalendarEngine
import DateModes
import PickerJSON

// The typed calls a UI draws a picker with: its wheels, their rows and labels, without JSON. Each reads under
// the picker's lock and lends its strings (BorrowedStrings), so that a redraw allocates nothing.

/// Reads a picker, or gives `otherwise` for NULL.
private func read<Value>(_ picker: OpaquePointer?, otherwise: Value, _ body: (inout PickerHandle.State) -> Value)
    -> Value
{
    PickerHandle.from(picker)?.withState(body) ?? otherwise
}

/// A wheel's component, or nil out of range.
private func component(_ state: PickerHandle.State, _ index: Int32) -> PickerComponent? {
    state.model.wheels.indices.contains(Int(index)) ? state.model.wheels[Int(index)].component : nil
}

@c @implementation
public func dp_picker_mode(_ picker: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in state.strings.lend(.mode) { state.model.mode.rawValue } }
}

@c @implementation
public func dp_picker_locale(_ picker: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in state.strings.lend(.locale) { state.model.profile.id } }
}

@c @implementation
public func dp_picker_calendar(_ picker: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in
        state.strings.lend(.calendar) { (state.model as? DatePicker)?.context.calendar ?? state.model.profile.calendar }
    }
}

@c @implementation
public func dp_picker_time_zone(_ picker: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in
        state.strings.lend(.timeZone) { (state.model as? DatePicker)?.context.timeZone }
    }
}

@c @implementation
public func dp_picker_is_right_to_left(_ picker: OpaquePointer?) -> Bool {
    read(picker, otherwise: false) { state in state.model.profile.direction == .rtl }
}

@c @implementation
public func dp_picker_wheel_count(_ picker: OpaquePointer?) -> Int32 {
    read(picker, otherwise: -1) { state in Int32(state.model.wheels.count) }
}

@c @implementation
public func dp_picker_wheel_of_field(_ picker: OpaquePointer?, _ field: UnsafePointer<CChar>?) -> Int32 {
    guard case .success(let name) = text(field, "field"), let wanted = PickerField(rawValue: name) else { return -1 }
    return read(picker, otherwise: -1) { state in state.model.index(of: wanted).map { Int32($0) } ?? -1 }
}

@c @implementation
public func dp_picker_wheel_field(_ picker: OpaquePointer?, _ component: Int32) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in
        guard state.model.wheels.indices.contains(Int(component)) else { return nil }
        return state.strings.lend(.field(Int(component))) { state.model.wheels[Int(component)].field.rawValue }
    }
}

@c @implementation
public func dp_picker_wheel_title(_ picker: OpaquePointer?, _ component: Int32) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in
        guard let wheel = DatePickC.component(state, component) else { return nil }
        return state.strings.lend(.title(Int(component))) { wheel.title }
    }
}

@c @implementation
public func dp_picker_row_count(_ picker: OpaquePointer?, _ component: Int32) -> Int32 {
    read(picker, otherwise: -1) { state in DatePickC.component(state, component).map { Int32($0.rows.count) } ?? -1 }
}

@c @implementation
public func dp_picker_selected_row(_ picker: OpaquePointer?, _ component: Int32) -> Int32 {
    read(picker, otherwise: -1) { state in DatePickC.component(state, component).map { Int32($0.selectedRow) } ?? -1 }
}

@c @implementation
public func dp_picker_wheel_is_cyclic(_ picker: OpaquePointer?, _ component: Int32) -> Bool {
    read(picker, otherwise: false) { state in DatePickC.component(state, component)?.isCyclic ?? false }
}

@c @implementation
public func dp_picker_row_label(_ picker: OpaquePointer?, _ component: Int32, _ row: Int32) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in
        guard let wheel = DatePickC.component(state, component), wheel.rows.indices.contains(Int(row)) else {
            return nil
        }
        return state.strings.lend(.row(wheel: Int(component), row: Int(row), rows: wheel.rows.identity)) {
            wheel.rows.label(at: Int(row))
        }
    }
}

@c @implementation
public func dp_picker_row_is_enabled(_ picker: OpaquePointer?, _ component: Int32, _ row: Int32) -> Bool {
    read(picker, otherwise: false) { state in
        guard let wheel = DatePickC.component(state, component), wheel.rows.indices.contains(Int(row)) else {
            return false
        }
        return wheel.rows.isEnabled(at: Int(row))
    }
}

@c @implementation
public func dp_picker_unit_label(_ picker: OpaquePointer?, _ component: Int32) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in
        guard let wheel = DatePickC.component(state, component) else { return nil }
        return state.strings.lend(.unit(Int(component))) { wheel.unitLabel }
    }
}

@c @implementation
public func dp_picker_adjustment_count(_ picker: OpaquePointer?) -> Int32 {
    read(picker, otherwise: -1) { state in Int32(state.views.count) }
}

/// Part `part` (0 kind, 1 from, 2 to) of an adjustment, as the view writes it.
private func adjustment(_ picker: OpaquePointer?, _ index: Int32, part: Int) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in
        guard state.views.indices.contains(Int(index)) else { return nil }
        let adjustment = state.views[Int(index)]
        return state.strings.lend(.adjustment(Int(index), part: part)) {
            func text(_ value: JSONValue) -> String? {
                switch value {
                case .string(let text): text
                case .int(let number): String(number)
                default: nil
                }
            }
            return switch part {
            case 0: adjustment.kind
            case 1: text(adjustment.from)
            default: text(adjustment.to)
            }
        }
    }
}

@c @implementation
public func dp_picker_adjustment_kind(_ picker: OpaquePointer?, _ index: Int32) -> UnsafePointer<CChar>? {
    adjustment(picker, index, part: 0)
}

@c @implementation
public func dp_picker_adjustment_from(_ picker: OpaquePointer?, _ index: Int32) -> UnsafePointer<CChar>? {
    adjustment(picker, index, part: 1)
}

@c @implementation
public func dp_picker_adjustment_to(_ picker: OpaquePointer?, _ index: Int32) -> UnsafePointer<CChar>? {
    adjustment(picker, index, part: 2)
}

@c @implementation
public func dp_picker_compact_date_text(_ picker: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in state.strings.lend(.compactDate) { state.compact.dateText } }
}

@c @implementation
public func dp_picker_compact_time_text(_ picker: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in state.strings.lend(.compactTime) { state.compact.timeText } }
}
