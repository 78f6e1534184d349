// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import CDatePickAPI
import CalendarEngine
import Glibc
import PickerJSON
import PickerModels

@c @implementation
public func dp_parse(
    _ written: UnsafePointer<CChar>?, _ options_json: UnsafePointer<CChar>?, _ format: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> UnsafeMutablePointer<CChar>? {
    do throws(CallError) {
        let given = try text(written, "text").get()
        let options = options_json == nil ? "" : try text(options_json, "options").get()
        let json: Bool
        switch format.map({ String(validatingCString: $0) }) {
        case nil, "text": json = false
        case "json": json = true
        default:
            let bytes = format.map { UnsafeRawBufferPointer(start: $0, count: strlen($0)) }
            let name = bytes.map { String(decoding: $0, as: UTF8.self) }
            throw CallError("unknown format '\(LocaleError.printable(name ?? ""))'; use text or json")
        }
        let prepared: PreparedPicker
        do {
            prepared = try PickerRequest(optionsJSON: options).makePicker(environment: ProcessEnvironment.picker)
        } catch {
            throw CallError("\(error)")
        }
        guard case .date(var picker) = prepared.model else { throw CallError(ParseResult.countdownRefusal) }
        do {
            let reading = try picker.setText(given)
            return copied(json ? try ParseResult.json(picker, parsed: reading).text : picker.isoString)
        } catch {
            throw CallError(error.description)
        }
    } catch let failure {
        fail(error, failure.description)
        return nil
    }
}
