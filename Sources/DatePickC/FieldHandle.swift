// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import CDatePickAPI
import CalendarEngine
import PickerModels
import FoundationEssentials
import PickerJSON

/// What a `dp_field *` points at: a typed field over a picker's value, the picker it gives complete values to,
/// and the strings it lends.
final class FieldHandle: Sendable {
    struct State {
        /// The field; any change of it drops the segments kept for it.
        var field: DateFieldState {
            didSet {
                kept = nil
                ranges = [:]
            }
        }
        /// The picker that takes the field's complete, valid values; held, so that it may be freed first.
        let picker: PickerHandle
        let strings = BorrowedStrings()
        /// The field's segments as last read: a widget reads each segment's text, range and value after every key,
        /// and each read would otherwise format every segment again.
        private var kept: [DateFieldState.Segment]?
        /// The editable segments' ranges as last read, by index (nil: literal text or out of range); a day's
        /// range asks the calendar how long the month is.
        private var ranges: [Int32: ClosedRange<Int>?] = [:]

        init(field: DateFieldState, picker: PickerHandle) {
            self.field = field
            self.picker = picker
        }

        /// A segment, or nil out of range.
        mutating func segment(_ index: Int32) -> DateFieldState.Segment? {
            let segments = kept ?? field.segments
            kept = segments
            return segments.indices.contains(Int(index)) ? segments[Int(index)] : nil
        }

        /// An editable segment's range now, or nil for literal text or an index out of range.
        mutating func range(_ index: Int32) -> ClosedRange<Int>? {
            if let known = ranges[index] { return known }
            let range = segment(index)?.isEditable == true ? field.range(at: Int(index)) : nil
            ranges[index] = range
            return range
        }

        /// Runs one change of the field, then gives the picker the value if the change made one (or rounded
        /// one to the interval, which the picker's adjustments then say), as a wheel's change would.
        mutating func edit(_ body: (inout DateFieldState) -> Void) {
            let before = field.picker.date
            body(&field)
            strings.changed()
            guard field.picker.date != before || !field.adjustments.isEmpty else { return }
            let committed = field.picker
            // The field's lock, then the picker's: always in this order.
            picker.withState { state in state.change { $0.model = .date(committed) } }
        }
    }

    // A pthread mutex (Locked), which ThreadSanitizer understands, as the engine's locks are.
    private let state: Locked<State>

    init(_ field: DateFieldState, picker: PickerHandle) {
        state = Locked(State(field: field, picker: picker))
    }

    func withState<Value>(_ body: (inout State) -> Value) -> Value {
        state.withLock { body(&$0) }
    }

    static func from(_ pointer: OpaquePointer?) -> FieldHandle? {
        pointer.map { Unmanaged<FieldHandle>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
    }
}

/// Reads a field, or gives `otherwise` for NULL.
private func read<Value>(_ field: OpaquePointer?, otherwise: Value, _ body: (inout FieldHandle.State) -> Value)
    -> Value
{
    FieldHandle.from(field)?.withState(body) ?? otherwise
}

/// Changes a field, reporting a refusal in `*error`: `body` gives the refusal, or nil when it made the change.
private func edit(
    _ field: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: (inout FieldHandle.State) -> CallError?
) -> Bool {
    guard let handle = FieldHandle.from(field) else {
        fail(error, "the field is NULL")
        return false
    }
    guard let refusal = handle.withState(body) else { return true }
    fail(error, refusal.description)
    return false
}

/// Text from the caller, or nil with `*error` set for NULL or bytes that are not UTF-8.
private func given(
    _ pointer: UnsafePointer<CChar>?, _ what: String, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> String? {
    switch text(pointer, what) {
    case .success(let text): return text
    case .failure(let failure):
        fail(error, failure.description)
        return nil
    }
}

/// The keys by the web's names (`KeyboardEvent.key`), as a browser's date field receives them.
private let keysByName: [(name: String, key: DateFieldKey)] = [
    ("ArrowLeft", .left), ("ArrowRight", .right), ("ArrowUp", .up), ("ArrowDown", .down), ("Tab", .tab),
    ("Shift+Tab", .backTab), ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home), ("End", .end),
    ("Backspace", .backspace),
]

@c @implementation
public func dp_field_new(
    _ picker: OpaquePointer?, _ empty: Bool,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
    guard let handle = PickerHandle.from(picker) else {
        fail(error, "the picker is NULL")
        return nil
    }
    let model: AnyPickerModel = handle.withState { $0.model }
    let picker: DatePicker
    switch model {
    case .date(let moment): picker = moment
    case .countdown:
        fail(error, "a typed field shows a date or a time: use any mode but countDownTimer")
        return nil
    }
    let field = FieldHandle(DateFieldState(picker: picker, empty: empty), picker: handle)
    return OpaquePointer(Unmanaged.passRetained(field).toOpaque())
}

@c @implementation
public func dp_field_free(_ field: OpaquePointer?) {
    guard let field else { return }
    Unmanaged<FieldHandle>.fromOpaque(UnsafeRawPointer(field)).release()
}

@c @implementation
public func dp_field_segment_count(_ field: OpaquePointer?) -> Int32 {
    read(field, otherwise: -1) { state in Int32(state.field.pattern.segments.count) }
}

@c @implementation
public func dp_field_segment_field(_ field: OpaquePointer?, _ index: Int32) -> UnsafePointer<CChar>? {
    read(field, otherwise: nil) { state in
        guard let segment = state.segment(index), let name = segment.field?.rawValue else { return nil }
        return state.strings.lend(.field(Int(index))) { name }
    }
}

@c @implementation
public func dp_field_segment_title(_ field: OpaquePointer?, _ index: Int32) -> UnsafePointer<CChar>? {
    read(field, otherwise: nil) { state in
        guard let segment = state.segment(index), let which = segment.field,
            let title = state.field.picker.profile.fieldTitles[which]
        else { return nil }
        return state.strings.lend(.title(Int(index))) { title }
    }
}

@c @implementation
public func dp_field_segment_text(_ field: OpaquePointer?, _ index: Int32) -> UnsafePointer<CChar>? {
    read(field, otherwise: nil) { state in
        guard let segment = state.segment(index) else { return nil }
        return state.strings.lend(.segment(Int(index))) { segment.text }
    }
}

@c @implementation
public func dp_field_segment_placeholder(_ field: OpaquePointer?, _ index: Int32) -> UnsafePointer<CChar>? {
    read(field, otherwise: nil) { state in
        guard let placeholder = state.segment(index)?.placeholder else { return nil }
        return state.strings.lend(.placeholder(Int(index))) { placeholder }
    }
}

@c @implementation
public func dp_field_segment_is_editable(_ field: OpaquePointer?, _ index: Int32) -> Bool {
    read(field, otherwise: false) { state in state.segment(index)?.isEditable ?? false }
}

@c @implementation
public func dp_field_segment_is_placeholder(_ field: OpaquePointer?, _ index: Int32) -> Bool {
    read(field, otherwise: false) { state in state.segment(index)?.isPlaceholder ?? false }
}

@c @implementation
public func dp_field_focus(_ field: OpaquePointer?) -> Int32 {
    read(field, otherwise: -1) { state in Int32(state.field.focus) }
}

@c @implementation
public func dp_field_set_focus(
    _ field: OpaquePointer?, _ index: Int32,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    edit(field, error) { state in
        let count = state.field.pattern.segments.count
        guard (0..<count).contains(Int(index)) else {
            return CallError("there is no segment \(index); the field has \(count)")
        }
        guard state.field.focus(on: Int(index)) else {
            return CallError("segment \(index) is literal text, which cannot take the focus")
        }
        state.strings.changed()
        return nil
    }
}

@c @implementation
public func dp_field_is_right_to_left(_ field: OpaquePointer?) -> Bool {
    read(field, otherwise: false) { state in state.field.picker.profile.direction == .rtl }
}

@c @implementation
public func dp_field_screen_segment(_ field: OpaquePointer?, _ position: Int32) -> Int32 {
    read(field, otherwise: -1) { state in
        let order = state.field.screenOrder
        return order.indices.contains(Int(position)) ? Int32(order[Int(position)]) : -1
    }
}

@c @implementation
public func dp_field_segment_is_right_to_left(_ field: OpaquePointer?, _ index: Int32) -> Bool {
    read(field, otherwise: false) { state in state.segment(index) != nil && state.field.isRightToLeft(at: Int(index)) }
}

@c @implementation
public func dp_field_key(
    _ field: OpaquePointer?, _ key: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    guard let name = given(key, "key", error) else { return false }
    guard let pressed = keysByName.first(where: { $0.name == name })?.key else {
        fail(
            error,
            "unknown key '\(LocaleError.printable(name))'; use " + keysByName.map(\.name).joined(separator: ", "))
        return false
    }
    return edit(field, error) { state in
        state.edit { $0.press(pressed) }
        return nil
    }
}

@c @implementation
public func dp_field_type(
    _ field: OpaquePointer?, _ typed: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    guard let characters = given(typed, "text", error) else { return false }
    return edit(field, error) { state in
        for character in characters { state.edit { $0.press(.character(character)) } }
        return nil
    }
}

@c @implementation
public func dp_field_set_text(
    _ field: OpaquePointer?, _ written: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    guard let text = given(written, "text", error) else { return false }
    return edit(field, error) { state in
        var taken = false
        state.edit { taken = $0.setText(text) }
        return taken ? nil : CallError(state.field.problem ?? "the field did not take '\(LocaleError.printable(text))'")
    }
}

@c @implementation
public func dp_field_validation_message(_ field: OpaquePointer?) -> UnsafePointer<CChar>? {
    read(field, otherwise: nil) { state in state.strings.lend(.problem) { state.field.problem } }
}

@c @implementation
public func dp_field_is_complete(_ field: OpaquePointer?) -> Bool {
    read(field, otherwise: false) { state in state.field.isComplete }
}

// MARK: The field as data, and its segments' values and ranges

@c @implementation
public func dp_field_view_json(
    _ field: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> UnsafeMutablePointer<CChar>? {
    guard let handle = FieldHandle.from(field) else {
        fail(error, "the field is NULL")
        return nil
    }
    // The field's lock, then the picker's: always in this order.
    let view = handle.withState { state in
        let typed = state.field
        return state.picker.withState { picker in
            Result { () throws(PickerError) in
                try PickerView.json(PreparedPicker(model: picker.model, adjustments: picker.adjustments), field: typed)
            }
        }
    }
    switch view {
    case .success(let json): return copied(json.text)
    case .failure(let failure):
        fail(error, failure.description)
        return nil
    }
}

/// A segment's range now, or nil for literal text or an index out of range.
private func range(_ field: OpaquePointer?, _ index: Int32) -> ClosedRange<Int>? {
    read(field, otherwise: nil) { $0.range(index) }
}

@c @implementation
public func dp_field_segment_minimum(_ field: OpaquePointer?, _ index: Int32) -> Int32 {
    range(field, index).map { Int32(clamping: $0.lowerBound) } ?? -1
}

@c @implementation
public func dp_field_segment_maximum(_ field: OpaquePointer?, _ index: Int32) -> Int32 {
    range(field, index).map { Int32(clamping: $0.upperBound) } ?? -1
}

@c @implementation
public func dp_field_segment_value(_ field: OpaquePointer?, _ index: Int32) -> Int32 {
    read(field, otherwise: -1) { state in
        guard state.segment(index)?.isEditable == true, let value = state.field.value(at: Int(index)) else {
            return -1
        }
        return Int32(clamping: value)
    }
}
