// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import CDatePickAPI
import CalendarEngine
import PickerModels
import PickerJSON

/// What a `dp_values *` points at: a generic picker over the caller's columns of values, and the strings it lends.
final class ValuesHandle: Sendable {
    struct State {
        var picker: Picker
        /// What each row of each wheel stands for, where that is not its label: the ids of a list ICU knows.
        let values: [[String]]?
        let strings = BorrowedStrings()
        /// The wheel the last key was pressed on, and what was typed there (dp_values_wheel_key).
        var navigation: WheelNavigation

        /// The value of a row: its id, else its label.
        func value(wheel: Int, row: Int) -> String {
            values?[wheel][row] ?? picker.components[wheel].rows.label(at: row)
        }

        func component(_ index: Int32) -> PickerComponent? {
            picker.components.indices.contains(Int(index)) ? picker.components[Int(index)] : nil
        }
    }

    // A pthread mutex (Locked), which ThreadSanitizer understands, as the engine's locks are.
    private let state: Locked<State>

    init(_ picker: Picker, values: [[String]]? = nil) {
        state = Locked(State(picker: picker, values: values, navigation: WheelNavigation(for: picker)))
    }

    func withState<Value>(_ body: (inout State) -> Value) -> Value {
        state.withLock { body(&$0) }
    }

    static func from(_ pointer: OpaquePointer?) -> ValuesHandle? {
        pointer.map { Unmanaged<ValuesHandle>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
    }

    /// The picker the wheels' JSON describes: an array of objects with `values`, `unit`, `cyclic`, `selected`.
    static func picker(fromJSON text: String) throws(CallError) -> Picker {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(text.utf8))
        } catch {
            throw CallError("wheels: \(error)")
        }
        guard case .array(let wheels) = value, !wheels.isEmpty else {
            throw CallError("wheels: expected a JSON array of at least one wheel")
        }
        var components: [PickerComponent] = []
        for (index, wheel) in wheels.enumerated() {
            guard case .object(let members) = wheel else { throw CallError("wheel \(index): expected an object") }
            var rows: [PickerRow] = [], unit: String?, cyclic = false, selected = 0
            for (key, member) in members {
                switch (key, member) {
                case ("values", .array(let values)):
                    for value in values {
                        guard case .string(let label) = value else {
                            throw CallError("wheel \(index): 'values' must be strings")
                        }
                        rows.append(PickerRow(label))
                    }
                case ("unit", .string(let text)): unit = text
                case ("unit", .null): unit = nil
                case ("cyclic", .bool(let flag)): cyclic = flag
                case ("selected", .int(let row)): selected = row
                case ("values", _), ("unit", _), ("cyclic", _), ("selected", _):
                    throw CallError("wheel \(index): '\(key)' has the wrong type (\(member.typeName))")
                default:
                    throw CallError("wheel \(index): unknown key '\(key)'; use values, unit, cyclic, selected")
                }
            }
            guard !rows.isEmpty else { throw CallError("wheel \(index): 'values' must hold at least one value") }
            guard rows.indices.contains(selected) else {
                throw CallError("wheel \(index): 'selected' is \(selected); the wheel has rows 0 to \(rows.count - 1)")
            }
            if let unit { rows = rows.map { PickerRow($0.label, unitLabel: unit) } }
            components.append(PickerComponent(id: "\(index)", rows: rows, selectedRow: selected, isCyclic: cyclic))
        }
        do {
            return try Picker(components)
        } catch {
            throw CallError(error.description)
        }
    }
}

private func read<Value>(_ values: OpaquePointer?, otherwise: Value, _ body: (inout ValuesHandle.State) -> Value)
    -> Value
{
    ValuesHandle.from(values)?.withState(body) ?? otherwise
}

@c @implementation
public func dp_values_new(
    _ wheels_json: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
    do throws(CallError) {
        let picker = try ValuesHandle.picker(fromJSON: try text(wheels_json, "wheels").get())
        return OpaquePointer(Unmanaged.passRetained(ValuesHandle(picker)).toOpaque())
    } catch let failure {
        fail(error, failure.description)
        return nil
    }
}

@c @implementation
public func dp_values_free(_ values: OpaquePointer?) {
    guard let values else { return }
    Unmanaged<ValuesHandle>.fromOpaque(UnsafeRawPointer(values)).release()
}

@c @implementation
public func dp_values_wheel_count(_ values: OpaquePointer?) -> Int32 {
    read(values, otherwise: -1) { state in Int32(state.picker.components.count) }
}

@c @implementation
public func dp_values_row_count(_ values: OpaquePointer?, _ component: Int32) -> Int32 {
    read(values, otherwise: -1) { state in state.component(component).map { Int32($0.rows.count) } ?? -1 }
}

@c @implementation
public func dp_values_selected_row(_ values: OpaquePointer?, _ component: Int32) -> Int32 {
    read(values, otherwise: -1) { state in state.component(component).map { Int32($0.selectedRow) } ?? -1 }
}

@c @implementation
public func dp_values_row_label(_ values: OpaquePointer?, _ component: Int32, _ row: Int32) -> UnsafePointer<CChar>? {
    read(values, otherwise: nil) { state in
        guard let wheel = state.component(component), wheel.rows.indices.contains(Int(row)) else { return nil }
        return state.strings.lendRow(wheel: Int(component), row: Int(row), of: wheel.rows)
    }
}

@c @implementation
public func dp_values_unit_label(_ values: OpaquePointer?, _ component: Int32) -> UnsafePointer<CChar>? {
    read(values, otherwise: nil) { state in
        guard let wheel = state.component(component) else { return nil }
        return state.strings.lend(.unit(Int(component))) { wheel.unitLabel }
    }
}

/// Changes a picker of values, reporting a refusal in `*error`: whether the selection changed (a row selected
/// again, or a step past the end of a wheel that does not loop, changes nothing, and is no error).
private func change(
    _ values: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: (inout ValuesHandle.State) throws(CallError) -> Void
) -> Bool {
    guard let handle = ValuesHandle.from(values) else {
        fail(error, "the values are NULL")
        return false
    }
    var moved = false
    let refusal: String? = handle.withState { state -> String? in
        do throws(CallError) {
            let before = state.picker.selection
            try body(&state)
            moved = state.picker.selection != before
            state.strings.changed()
            return nil
        } catch {
            return error.description
        }
    }
    if let refusal { fail(error, refusal) }
    return refusal == nil && moved
}

@c @implementation
public func dp_values_select(
    _ values: OpaquePointer?, _ component: Int32, _ row: Int32,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    change(values, error) { state throws(CallError) in
        try called { () throws(PickerError) in try state.picker.select(row: Int(row), inWheel: Int(component)) }
    }
}

@c @implementation
public func dp_values_step(
    _ values: OpaquePointer?, _ component: Int32, _ delta: Int32,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    change(values, error) { state throws(CallError) in
        try called { () throws(PickerError) in try state.picker.step(by: Int(delta), inWheel: Int(component)) }
    }
}

@c @implementation
public func dp_values_wheel_key(
    _ values: OpaquePointer?, _ wheel: Int32, _ key: UnsafePointer<CChar>?, _ seconds: Double,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    change(values, error) { state throws(CallError) in
        let pressed = try wheelKey(key)
        guard state.picker.components.indices.contains(Int(wheel)) else {
            throw CallError(PickerError.noSuchComponent(Int(wheel)).description)
        }
        state.navigation.focus(on: Int(wheel))
        state.navigation.handle(pressed, at: seconds, in: &state.picker)
    }
}

@c @implementation
public func dp_values_value(_ values: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    read(values, otherwise: nil) { state in
        copied(
            state.picker.selection.enumerated().map { state.value(wheel: $0.offset, row: $0.element) }
                .joined(separator: "\t"))
    }
}

@c @implementation
public func dp_values_new_list(
    _ list: UnsafePointer<CChar>?, _ locale: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
    do throws(CallError) {
        let name = try text(list, "list").get()
        guard let known = NamedLists.List(rawValue: name) else {
            throw CallError(
                "unknown list '\(LocaleError.printable(name))'; use "
                    + NamedLists.List.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let display =
            locale == nil
            ? LocaleProfiles.environmentLocale(ProcessEnvironment.picker) : try text(locale, "locale").get()
        let entries: [NamedLists.Entry]
        do {
            entries = try NamedLists.entries(known, in: display)
        } catch {
            throw CallError(error.description)
        }
        let picker: Picker
        do {
            picker = try Picker(choosing: [ValueWheel(entries.map(\.id), labels: entries.map(\.label))])
        } catch {
            throw CallError(error.description)
        }
        return OpaquePointer(Unmanaged.passRetained(ValuesHandle(picker, values: [entries.map(\.id)])).toOpaque())
    } catch let failure {
        fail(error, failure.description)
        return nil
    }
}

@c @implementation
public func dp_values_row_value(_ values: OpaquePointer?, _ component: Int32, _ row: Int32) -> UnsafePointer<CChar>? {
    read(values, otherwise: nil) { state in
        guard let wheel = state.component(component), wheel.rows.indices.contains(Int(row)) else { return nil }
        guard state.values != nil else {
            return state.strings.lendRow(wheel: Int(component), row: Int(row), of: wheel.rows)
        }
        return state.strings.lend(.value(wheel: Int(component), row: Int(row))) {
            state.value(wheel: Int(component), row: Int(row))
        }
    }
}

@c @implementation
public func dp_values_wheel_is_cyclic(_ values: OpaquePointer?, _ component: Int32) -> Bool {
    read(values, otherwise: false) { state in state.component(component)?.isCyclic ?? false }
}

@c @implementation
public func dp_values_visible_rows(
    _ values: OpaquePointer?, _ component: Int32, _ before: Int32, _ after: Int32,
    _ labels: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> Int32 {
    guard before >= 0, after >= 0 else { return -1 }
    return read(values, otherwise: -1) { state in
        guard let wheel = state.component(component) else { return -1 }
        forEachVisibleRow(
            selected: wheel.selectedRow, count: wheel.rows.count, cyclic: wheel.isCyclic, before: before, after: after
        ) { place, row in
            labels?[place] = row.flatMap { state.strings.lendRow(wheel: Int(component), row: $0, of: wheel.rows) }
        }
        return Int32(wheel.selectedRow)
    }
}
