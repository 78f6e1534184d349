// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import CDatePickAPI
import PickerModels
import FoundationEssentials

// What a toolkit reads to show the same picker in widgets of its own, and the value such a widget sets.

@c @implementation
public func dp_picker_minute_interval(_ picker: OpaquePointer?) -> Int32 {
    PickerHandle.read(picker, otherwise: -1) { state in
        Int32(steps(state.model).minute)
    }
}

@c @implementation
public func dp_picker_second_interval(_ picker: OpaquePointer?) -> Int32 {
    PickerHandle.read(picker, otherwise: -1) { state in
        Int32(steps(state.model).second)
    }
}

@c @implementation
public func dp_picker_shows_seconds(_ picker: OpaquePointer?) -> Bool {
    PickerHandle.read(picker, otherwise: false) { state in steps(state.model).seconds }
}

/// The minute and second wheels' steps of a picker, and whether it has a seconds wheel; 1 where it has no such
/// wheel.
private func steps(_ model: AnyPickerModel) -> (minute: Int, second: Int, seconds: Bool) {
    switch model {
    case .countdown(let countdown):
        let configuration = countdown.configuration
        return (
            configuration.minuteInterval, configuration.showsSeconds ? configuration.secondInterval : 1,
            configuration.showsSeconds
        )
    case .date(let picker) where picker.mode.hasMinuteWheel:
        let configuration = picker.configuration
        return (
            configuration.minuteInterval, configuration.showsSeconds ? configuration.secondInterval : 1,
            configuration.showsSeconds
        )
    case .date:
        return (1, 1, false)
    }
}

@c @implementation
public func dp_picker_minimum_moment(_ picker: OpaquePointer?, _ seconds: UnsafeMutablePointer<Int64>?) -> Bool {
    bound(picker, seconds, minimum: true)
}

@c @implementation
public func dp_picker_maximum_moment(_ picker: OpaquePointer?, _ seconds: UnsafeMutablePointer<Int64>?) -> Bool {
    bound(picker, seconds, minimum: false)
}

/// Stores a date picker's bound in `*seconds`, whole seconds rounded toward the inside of the range: a minimum of
/// 12:00:00.5 is 12:00:01, a maximum 12:00:00.
private func bound(_ picker: OpaquePointer?, _ seconds: UnsafeMutablePointer<Int64>?, minimum: Bool) -> Bool {
    guard let seconds else { return false }
    return PickerHandle.read(picker, otherwise: false) { state in
        let picker: DatePicker
        switch state.model {
        case .date(let moment): picker = moment
        case .countdown: return false
        }
        guard let date = minimum ? picker.configuration.minimumDate : picker.configuration.maximumDate else {
            return false
        }
        let instant = date.timeIntervalSince1970
        guard instant.isFinite else { return false }
        seconds.pointee = Int64(minimum ? instant.rounded(.up) : instant.rounded(.down))
        return true
    }
}

@c @implementation
public func dp_picker_set_moment(
    _ picker: OpaquePointer?, _ seconds: Int64, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    change(picker, error) { state throws(CallError) in
        switch state.model {
        case .date(var moment):
            moment.setDate(Date(timeIntervalSince1970: Double(seconds)))
            state.model = .date(moment)
        case .countdown:
            throw CallError("a countdown holds a duration, not a moment: use dp_picker_set_duration")
        }
    }
}

@c @implementation
public func dp_picker_set_duration(
    _ picker: OpaquePointer?, _ seconds: Int64, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Bool {
    change(picker, error) { state throws(CallError) in
        switch state.model {
        case .date:
            throw CallError("only a countdown holds a duration: use dp_picker_set_moment")
        case .countdown(var countdown):
            try called { () throws(PickerError) in try countdown.setDuration(Int(clamping: seconds)) }
            state.model = .countdown(countdown)
        }
    }
}
