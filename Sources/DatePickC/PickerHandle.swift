// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import CDatePickAPI
import CalendarEngine
import PickerModels
import FoundationEssentials
import Glibc
import PickerJSON

/// What a `dp_picker *` points at: a picker of any mode, what was changed about its value, and the strings it
/// lends, behind one lock.
final class PickerHandle: Sendable {
    struct State {
        var model: AnyPickerModel
        /// The changes the last operation made: the request's at first (a date moved out of a DST gap while it was
        /// read, then the picker's), the picker's own after each select or step.
        var adjustments: [Adjustment] { requestAdjustments ?? model.adjustments }
        /// The request's adjustments, until the first change. The picker's own are read from it, never kept: a
        /// copy would share the array it empties at its next change, which would then allocate a new one.
        private var requestAdjustments: [Adjustment]?
        /// The model's wheels as of the last change, which every read of a wheel takes from here rather than through
        /// the enum. Emptied while the model changes, so that the model's own array is never shared when it
        /// mutates it (which would copy it).
        private(set) var wheels: [FieldWheel]
        /// How many wheels the picker has: its mode's, which no change changes.
        let wheelCount: Int
        let strings = BorrowedStrings()
        /// The wheel the last key was pressed on, and what was typed there (dp_picker_wheel_key).
        var navigation: WheelNavigation
        /// What is worked out from the value only when asked for, and kept until the next change: a wheel step must
        /// not format the compact texts or write out the adjustments (either can cost more than the step).
        private var knownViews: [ViewAdjustment]?
        private var knownCompact: CompactPicker?

        init(_ prepared: PreparedPicker) {
            model = prepared.model
            requestAdjustments = prepared.adjustments
            wheels = prepared.model.wheels
            wheelCount = wheels.count
            navigation = WheelNavigation(wheels: Array(0..<wheelCount))
        }

        /// The adjustments as the view writes them.
        var views: [ViewAdjustment] {
            mutating get {
                if let knownViews { return knownViews }
                let views = ViewAdjustment.list(adjustments, of: model)
                knownViews = views
                return views
            }
        }

        /// The compact style's texts.
        var compact: CompactPicker {
            mutating get {
                if let knownCompact { return knownCompact }
                let compact = CompactPicker(model)
                knownCompact = compact
                return compact
            }
        }

        /// Changes the model with `body`; after a change (`body` returned), the adjustments are the picker's own and
        /// the strings lent are told.
        mutating func change<Failure>(_ body: (inout Self) throws(Failure) -> Void) throws(Failure) {
            wheels = []
            do {
                try body(&self)
            } catch {
                wheels = model.wheels
                throw error
            }
            wheels = model.wheels
            requestAdjustments = nil
            knownViews = nil
            knownCompact = nil
            strings.changed()
            for index in wheels.indices { strings.keep(wheel: index, showing: wheels[index].component.rows) }
        }
    }

    // A pthread mutex (Locked), which ThreadSanitizer understands, as the engine's locks are.
    private let state: Locked<State>

    init(_ prepared: PreparedPicker) {
        state = Locked(State(prepared))
    }

    /// Runs `body` on the state under the lock (a body that cannot throw needs no `try`).
    func withState<Value, Failure>(_ body: (inout State) throws(Failure) -> Value) throws(Failure) -> Value {
        try state.withLock { state throws(Failure) in try body(&state) }
    }

    /// The handle behind a pointer the library made, or nil for NULL.
    static func from(_ pointer: OpaquePointer?) -> PickerHandle? {
        pointer.map { Unmanaged<PickerHandle>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
    }

    /// Reads the state of the picker behind a pointer the library made, under its lock, or gives `otherwise` for
    /// NULL: what every typed read does (a UI makes dozens a frame), so the handle is borrowed, not retained and
    /// released (the caller's pointer keeps it alive through the call).
    static func read<Value>(_ pointer: OpaquePointer?, otherwise: Value, _ body: (inout State) -> Value) -> Value {
        guard let pointer else { return otherwise }
        return borrowing(pointer) { $0.withState(body) }
    }

    /// Runs `body` with the handle behind a pointer the library made, borrowed: neither retained nor released.
    static func borrowing<Value>(_ pointer: OpaquePointer, _ body: (PickerHandle) -> Value) -> Value {
        Unmanaged<PickerHandle>.fromOpaque(UnsafeRawPointer(pointer))._withUnsafeGuaranteedRef(body)
    }
}

extension PickerHandle.State {
    /// A wheel's index, checked.
    func wheel(_ component: Int32) throws(CallError) -> Int {
        let index = Int(component)
        guard (0..<wheelCount).contains(index) else {
            throw CallError("there is no wheel \(component); the picker has \(wheelCount)")
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
        let prepared: PreparedPicker
        do {
            prepared = try PickerRequest(optionsJSON: options).makePicker(environment: ProcessEnvironment.picker)
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

@c @implementation
public func dp_picker_moment(_ picker: OpaquePointer?, _ seconds: UnsafeMutablePointer<Int64>?) -> Bool {
    guard let seconds else { return false }
    return PickerHandle.read(picker, otherwise: false) { state in
        switch state.model {
        case .date(let moment):
            seconds.pointee = Int64(moment.date.timeIntervalSince1970.rounded(.down))
            return true
        case .countdown:
            return false
        }
    }
}

@c @implementation
public func dp_picker_duration(_ picker: OpaquePointer?) -> Int64 {
    PickerHandle.read(picker, otherwise: -1) { state in
        switch state.model {
        case .date: -1
        case .countdown(let timer): Int64(timer.duration)
        }
    }
}

// MARK: Changing it

/// Runs a change of a picker, reporting a refusal in `*error`.
func change(
    _ picker: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: (inout PickerHandle.State) throws(CallError) -> Void
) -> Bool {
    guard let picker else {
        fail(error, "the picker is NULL")
        return false
    }
    // Borrowed, as a read borrows it: a step is as frequent as a redraw while a wheel spins.
    let refusal: CallError? = PickerHandle.borrowing(picker) { handle in
        do throws(CallError) {
            try handle.withState { state throws(CallError) in try state.change(body) }
            return nil
        } catch {
            return error
        }
    }
    if let refusal {
        fail(error, refusal.description)
        return false
    }
    return true
}

/// Changes a picker's value as a person's gesture does: whether the value changed (so that a key press is one
/// call, not a read, the change and a read); false and `*error` for a refusal, false alone when nothing moved (a
/// step past the end of a wheel that does not loop, the row selected again).
func changedValue(
    _ picker: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: (inout PickerHandle.State) throws(CallError) -> Void
) -> Bool {
    var moved = false
    let taken = change(picker, error) { state throws(CallError) in
        // Compared as instant and zone: writing the ISO 8601 string before and after made a step through the C
        // library ×3.2 of Swift's, where the target is ×1.5, and allocate four times in dateAndTime.
        let before = state.model.comparableValue
        try body(&state)
        moved = state.model.comparableValue != before
    }
    return taken && moved
}

/// A picker error as the call's.
func called(_ body: () throws(PickerError) -> Void) throws(CallError) {
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
    changedValue(picker, error) { state throws(CallError) in
        let wheel = try state.wheel(component)
        let rows = state.model.wheels[wheel].component.rows
        guard rows.indices.contains(Int(row)) else {
            throw CallError("wheel \(component) has no row \(row); it has \(rows.count)")
        }
        guard rows.isEnabled(at: Int(row)) else {
            throw CallError(
                "row \(row) of wheel \(component) is disabled: outside the bounds, or a day the zone skipped")
        }
        try called { () throws(PickerError) in try state.model.select(row: Int(row), inWheel: wheel) }
    }
}

@c @implementation
public func dp_picker_step(
    _ picker: OpaquePointer?, _ component: Int32, _ delta: Int32,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    changedValue(picker, error) { state throws(CallError) in
        let wheel = try state.wheel(component)
        try called { () throws(PickerError) in try state.model.step(by: Int(delta), inWheel: wheel) }
    }
}

@c @implementation
public func dp_picker_select_edge(
    _ picker: OpaquePointer?, _ component: Int32, _ last: Bool,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    changedValue(picker, error) { state throws(CallError) in
        let wheel = try state.wheel(component)
        try called { () throws(PickerError) in
            if last {
                try state.model.selectLast(inWheel: wheel)
            } else {
                try state.model.selectFirst(inWheel: wheel)
            }
        }
    }
}

@c @implementation
public func dp_picker_wheel_key(
    _ picker: OpaquePointer?, _ component: Int32, _ key: UnsafePointer<CChar>?, _ seconds: Double,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    changedValue(picker, error) { state throws(CallError) in
        let wheel = try state.wheel(component)
        let pressed = try wheelKey(key)
        state.navigation.focus(on: wheel)
        state.navigation.handle(pressed, at: seconds, in: &state.model)
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
        state.model.row(typed: typed, inWheel: Int(component)).map { Int32(clamping: $0) } ?? -1
    }
}
