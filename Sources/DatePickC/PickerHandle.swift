// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The dp_* functions implement datepick.h's declarations: the header names them (the C ABI) and documents them.

import CDatePickAPI
import CalendarEngine
import DateModes
import FoundationEssentials
import Glibc
import PickerJSON

/// What a `dp_picker *` points at: a picker of any mode, what was changed about its value, and the strings it
/// lends, behind one lock.
final class PickerHandle: Sendable {
    struct State {
        var model: any PickerModel
        /// The changes the last operation made: the request's at first (a date moved out of a DST gap while it was
        /// read, then the picker's), the picker's own after each select or step.
        var adjustments: [Adjustment]
        var views: [ViewAdjustment]
        var compact: CompactPicker
        let strings = BorrowedStrings()

        init(_ prepared: PreparedPicker) {
            model = prepared.model
            adjustments = prepared.adjustments
            views = ViewAdjustment.list(prepared.adjustments, of: prepared.model)
            compact = CompactPicker(prepared.model)
        }

        /// After a change: the picker's own adjustments, and the strings the change may have changed forgotten.
        mutating func changed() {
            adjustments = model.adjustments
            views = ViewAdjustment.list(adjustments, of: model)
            compact = CompactPicker(model)
            strings.forgetChanged(currentRows: model.wheels.map(\.component.rows.identity))
        }
    }

    // A pthread mutex (Locked), which ThreadSanitizer understands, as the engine's locks are.
    private let state: Locked<State>

    init(_ prepared: PreparedPicker) {
        state = Locked(State(prepared))
    }

    /// Runs `body` on the state, under the picker's lock.
    func withState<Value, Failure: Error>(_ body: (inout State) throws(Failure) -> Value) throws(Failure) -> Value {
        try state.withLock { state throws(Failure) in try body(&state) }
    }

    /// The handle behind a pointer the library made, or nil for NULL.
    static func from(_ pointer: OpaquePointer?) -> PickerHandle? {
        pointer.map { Unmanaged<PickerHandle>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
    }
}

extension PickerHandle.State {
    /// A wheel's index, checked.
    func wheel(_ component: Int32) throws(CallError) -> Int {
        let index = Int(component)
        guard model.wheels.indices.contains(index) else {
            throw CallError("there is no wheel \(component); the picker has \(model.wheels.count)")
        }
        return index
    }
}

// MARK: Making and freeing

@c @implementation
public func dp_string_free(_ string: UnsafeMutablePointer<CChar>?) {
    free(string)
}

@c @implementation
public func dp_picker_new(
    _ options_json: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
    do throws(CallError) {
        let options = options_json == nil ? "" : try text(options_json, "options").get()
        let request = try PickerRequest(optionsJSON: options)
        let prepared: PreparedPicker
        do {
            prepared = try request.makePicker(environment: PickerRequest.environment)
        } catch {
            throw CallError("\(error)")
        }
        return OpaquePointer(Unmanaged.passRetained(PickerHandle(prepared)).toOpaque())
    } catch let failure {
        fail(error, failure.description)
        return nil
    }
}

@c @implementation
public func dp_picker_free(_ picker: OpaquePointer?) {
    guard let picker else { return }
    Unmanaged<PickerHandle>.fromOpaque(UnsafeRawPointer(picker)).release()
}

// MARK: The value and the view

@c @implementation
public func dp_picker_view_json(_ picker: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    PickerHandle.from(picker)?.withState { state in
        (try? PickerView.json(PreparedPicker(model: state.model, adjustments: state.adjustments))).flatMap {
            copied($0.text)
        }
    } ?? nil
}

@c @implementation
public func dp_picker_value(_ picker: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    PickerHandle.from(picker)?.withState { state in copied(state.model.isoString) } ?? nil
}

// MARK: Changing it

/// Runs a change of a picker, reporting a refusal in `*error`.
private func change(
    _ picker: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: (inout PickerHandle.State) throws(CallError) -> Void
) -> Bool {
    guard let handle = PickerHandle.from(picker) else {
        fail(error, "the picker is NULL")
        return false
    }
    do throws(CallError) {
        try handle.withState { state throws(CallError) in
            try body(&state)
            state.changed()
        }
        return true
    } catch let failure {
        fail(error, failure.description)
        return false
    }
}

/// A picker error as the call's.
private func called(_ body: () throws(PickerError) -> Void) throws(CallError) {
    do {
        try body()
    } catch {
        throw CallError(error.description)
    }
}

@c @implementation
public func dp_picker_select(
    _ picker: OpaquePointer?, _ component: Int32, _ row: Int32,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    change(picker, error) { state throws(CallError) in
        let wheel = try state.wheel(component)
        let rows = state.model.wheels[wheel].component.rows
        guard rows.indices.contains(Int(row)) else {
            throw CallError("wheel \(component) has no row \(row); it has \(rows.count)")
        }
        guard rows.isEnabled(at: Int(row)) else {
            throw CallError(
                "row \(row) of wheel \(component) is disabled: outside the bounds, or a day the zone skipped")
        }
        try called { () throws(PickerError) in try state.model.select(row: Int(row), inComponent: wheel) }
    }
}

@c @implementation
public func dp_picker_step(
    _ picker: OpaquePointer?, _ component: Int32, _ delta: Int32,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    change(picker, error) { state throws(CallError) in
        let wheel = try state.wheel(component)
        try called { () throws(PickerError) in try state.model.step(by: Int(delta), inComponent: wheel) }
    }
}

@c @implementation
public func dp_picker_select_edge(
    _ picker: OpaquePointer?, _ component: Int32, _ last: Bool,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    change(picker, error) { state throws(CallError) in
        let wheel = try state.wheel(component)
        try called { () throws(PickerError) in
            if last {
                try state.model.selectLast(inComponent: wheel)
            } else {
                try state.model.selectFirst(inComponent: wheel)
            }
        }
    }
}

@c @implementation
public func dp_picker_row_for_digits(
    _ picker: OpaquePointer?, _ component: Int32,
    _ digits: UnsafePointer<CChar>?
) -> Int32 {
    guard let handle = PickerHandle.from(picker), case .success(let typed) = text(digits, "digits"),
        !typed.isEmpty, typed.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return -1 }
    return handle.withState { state in
        state.model.row(typed: typed, inComponent: Int(component)).map { Int32(clamping: $0) } ?? -1
    }
}
