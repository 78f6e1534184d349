// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import CDatePickAPI
import CalendarEngine
import PickerModels
import PickerJSON

// The typed calls a UI draws a picker with: its wheels, their rows and labels, without JSON. Each reads under
// the picker's lock and lends its strings (BorrowedStrings), so that a redraw allocates nothing.

/// Reads a picker, or gives `otherwise` for NULL.
private func read<Value>(_ picker: OpaquePointer?, otherwise: Value, _ body: (inout PickerHandle.State) -> Value)
    -> Value
{
    PickerHandle.read(picker, otherwise: otherwise, body)
}

/// Reads a wheel of a picker where it lies (copying a whole component to read one field of it cost as much as the
/// rest of the read), or gives `otherwise` for NULL or a wheel out of range.
private func read<Value>(
    _ picker: OpaquePointer?, wheel index: Int32, otherwise: Value,
    _ body: (inout PickerHandle.State, Int) -> Value
) -> Value {
    read(picker, otherwise: otherwise) { state in
        state.wheels.indices.contains(Int(index)) ? body(&state, Int(index)) : otherwise
    }
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
        state.strings.lend(.calendar) { state.model.calendar }
    }
}

@c @implementation
public func dp_picker_time_zone(_ picker: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in
        state.strings.lend(.timeZone) { state.model.timeZone }
    }
}

@c @implementation
public func dp_picker_unavailable(_ picker: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(picker, otherwise: nil) { state in
        guard case .date(let moment) = state.model, !moment.configuration.unavailable.description.isEmpty else {
            return nil
        }
        return state.strings.lend(.unavailable) { moment.configuration.unavailable.description }
    }
}

@c @implementation
public func dp_picker_is_right_to_left(_ picker: OpaquePointer?) -> Bool {
    read(picker, otherwise: false) { state in state.model.profile.direction == .rtl }
}

@c @implementation
public func dp_picker_wheel_count(_ picker: OpaquePointer?) -> Int32 {
    read(picker, otherwise: -1) { state in Int32(state.wheels.count) }
}

@c @implementation
public func dp_picker_wheel_of_field(_ picker: OpaquePointer?, _ field: UnsafePointer<CChar>?) -> Int32 {
    guard case .success(let name) = text(field, "field"), let wanted = PickerField(rawValue: name) else { return -1 }
    return read(picker, otherwise: -1) { state in state.model.index(of: wanted).map { Int32($0) } ?? -1 }
}

@c @implementation
public func dp_picker_wheel_field(_ picker: OpaquePointer?, _ component: Int32) -> UnsafePointer<CChar>? {
    read(picker, wheel: component, otherwise: nil) { state, wheel in
        state.strings.lend(.field(wheel)) { state.wheels[wheel].field.rawValue }
    }
}

@c @implementation
public func dp_picker_wheel_title(_ picker: OpaquePointer?, _ component: Int32) -> UnsafePointer<CChar>? {
    read(picker, wheel: component, otherwise: nil) { state, wheel in
        state.strings.lend(.title(wheel)) { state.wheels[wheel].component.title }
    }
}

@c @implementation
public func dp_picker_row_count(_ picker: OpaquePointer?, _ component: Int32) -> Int32 {
    read(picker, wheel: component, otherwise: -1) { state, wheel in Int32(state.wheels[wheel].component.rows.count) }
}

@c @implementation
public func dp_picker_selected_row(_ picker: OpaquePointer?, _ component: Int32) -> Int32 {
    read(picker, wheel: component, otherwise: -1) { state, wheel in Int32(state.wheels[wheel].component.selectedRow) }
}

@c @implementation
public func dp_picker_wheel_is_cyclic(_ picker: OpaquePointer?, _ component: Int32) -> Bool {
    read(picker, wheel: component, otherwise: false) { state, wheel in state.wheels[wheel].component.isCyclic }
}

@c @implementation
public func dp_picker_row_label(_ picker: OpaquePointer?, _ component: Int32, _ row: Int32) -> UnsafePointer<CChar>? {
    read(picker, wheel: component, otherwise: nil) { state, wheel in
        guard state.wheels[wheel].component.rows.indices.contains(Int(row)) else { return nil }
        return state.strings.lentLabel(wheel: wheel, row: Int(row))
            ?? state.strings.lendRow(wheel: wheel, row: Int(row), of: state.wheels[wheel].component.rows)
    }
}

@c @implementation
public func dp_picker_row_is_enabled(_ picker: OpaquePointer?, _ component: Int32, _ row: Int32) -> Bool {
    read(picker, wheel: component, otherwise: false) { state, wheel in
        let rows = state.wheels[wheel].component.rows
        return rows.indices.contains(Int(row)) && rows.isEnabled(at: Int(row))
    }
}

@c @implementation
public func dp_picker_unit_label(_ picker: OpaquePointer?, _ component: Int32) -> UnsafePointer<CChar>? {
    read(picker, wheel: component, otherwise: nil) { state, wheel in
        state.strings.lend(.unit(wheel)) { state.wheels[wheel].component.unitLabel }
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

/// The rows of a window of `before` + 1 + `after` places around the selected row, in order: `visit(place, row)`
/// with the row a place shows, wrapping on a cyclic wheel, or nil for a place past an end of another wheel.
func forEachVisibleRow(
    selected: Int, count: Int, cyclic: Bool, before: Int32, after: Int32, _ visit: (Int, Int?) -> Void
) {
    for place in 0...(Int(before) + Int(after)) {
        let row = selected - Int(before) + place
        if cyclic, count > 0 {
            visit(place, (row % count + count) % count)
        } else {
            visit(place, (0..<count).contains(row) ? row : nil)
        }
    }
}

@c @implementation
public func dp_picker_visible_rows(
    _ picker: OpaquePointer?, _ component: Int32, _ before: Int32, _ after: Int32,
    _ labels: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ enabled: UnsafeMutablePointer<Bool>?
) -> Int32 {
    guard before >= 0, after >= 0 else { return -1 }
    return read(picker, wheel: component, otherwise: -1) { state, wheel in
        let selected = state.wheels[wheel].component.selectedRow
        forEachVisibleRow(
            selected: selected, count: state.wheels[wheel].component.rows.count,
            cyclic: state.wheels[wheel].component.isCyclic, before: before, after: after
        ) { place, row in
            guard let row else {
                labels?[place] = nil
                enabled?[place] = false
                return
            }
            if let labels {
                labels[place] =
                    state.strings.lentLabel(wheel: wheel, row: row)
                    ?? state.strings.lendRow(wheel: wheel, row: row, of: state.wheels[wheel].component.rows)
            }
            enabled?[place] = state.wheels[wheel].component.rows.isEnabled(at: row)
        }
        return Int32(selected)
    }
}
