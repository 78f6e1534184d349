// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_option_*` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import CDatePickAPI
import PickerModels
import PickerJSON

/// The option table (``PickerRequest/Option``) as the C calls lend it: its strings made once, in static storage.
private enum OptionTable {
    typealias Option = PickerRequest.Option

    static let names = StaticStrings(Option.allCases.map(\.rawValue))
    static let flags = StaticStrings(Option.allCases.map(\.flag))
    static let choices = Option.allCases.map { StaticStrings($0.entry.choices) }

    /// Each option's refusals by each mode (in ``DatePickerMode`` order), without a seconds wheel (0) and with one
    /// (1): the message `dp_picker_new` gives, or NULL where the mode takes the option.
    static let refusals: [[StaticStrings]] = Option.allCases.map { option in
        DatePickerMode.allCases.map { mode in
            StaticStrings(
                [false, true].map { seconds in
                    PickerRequest.uselessness(of: option, in: mode, seconds: seconds).map { why in
                        RequestError.ignoredOption(option, mode: mode, why: why).description
                    }
                })
        }
    }

    /// An option by its number, or nil out of range.
    static func option(_ number: Int32) -> Option? {
        Option.allCases.indices.contains(Int(number)) ? Option.allCases[Int(number)] : nil
    }
}

@c @implementation
public func dp_option_count() -> Int32 {
    Int32(PickerRequest.Option.allCases.count)
}

@c @implementation
public func dp_option_name(_ option: Int32) -> UnsafePointer<CChar>? {
    OptionTable.names[Int(option)]
}

@c @implementation
public func dp_option_flag(_ option: Int32) -> UnsafePointer<CChar>? {
    OptionTable.flags[Int(option)]
}

@c @implementation
public func dp_option_named(_ name: UnsafePointer<CChar>?) -> Int32 {
    guard case .success(let name) = text(name, "name"), let option = PickerRequest.Option(rawValue: name) else {
        return -1
    }
    return Int32(option.index)
}

@c @implementation
public func dp_option_type(_ option: Int32) -> Int32 {
    guard let option = OptionTable.option(option) else { return -1 }
    // The header's DP_OPTION_* are the value types' raw values, in the same order.
    return Int32(option.entry.type.rawValue)
}

@c @implementation
public func dp_option_choice(_ option: Int32, _ index: Int32) -> UnsafePointer<CChar>? {
    guard let option = OptionTable.option(option) else { return nil }
    return OptionTable.choices[option.index][Int(index)]
}

@c @implementation
public func dp_option_refusal(_ option: Int32, _ mode: UnsafePointer<CChar>?, _ seconds: Bool) -> UnsafePointer<CChar>?
{
    guard let option = OptionTable.option(option) else { return nil }
    let picked: DatePickerMode
    if mode == nil {
        picked = .date
    } else {
        guard case .success(let name) = text(mode, "mode"), let named = DatePickerMode(rawValue: name) else {
            return nil
        }
        picked = named
    }
    return OptionTable.refusals[option.index][DatePickerMode.allCases.firstIndex(of: picked)!][seconds ? 1 : 0]
}
