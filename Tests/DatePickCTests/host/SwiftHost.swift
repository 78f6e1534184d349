// A Swift program that loads libdatepick as any C library (dlopen), for the case docs/c-api.md describes: a process
// with a Swift runtime of its own (this program's, the toolchain's shared one) and the library's, linked into it
// and hidden. The program uses its own runtime before, between and after the library's calls (classes,
// generics, protocol conformances looked up at run time, dynamic casts, errors, and Foundation, whose own copy
// is linked into the library too: it reads the view JSON), then prints ja_JP's wheels.
// tools/check-install builds it with swiftc and runs it against the installed library.
import Foundation
import Glibc

protocol Described { var text: String { get } }
final class Box<Value>: Described {
    let value: Value
    init(_ value: Value) { self.value = value }
    var text: String { "\(value)" }
}
struct Refusal: Error { let message: String }

func ownRuntime(_ round: Int) throws -> String {
    let values: [Any] = [Box(round), Box("ja_JP"), [round: "x"], 2.5]
    let described = values.compactMap { $0 as? any Described }.map(\.text)  // conformances found at run time
    guard described.count == 2 else { throw Refusal(message: "conformance lookup found \(described)") }
    return described.joined(separator: ",")
}

guard CommandLine.arguments.count == 2, let library = dlopen(CommandLine.arguments[1], RTLD_NOW | RTLD_LOCAL) else {
    fputs("usage: SwiftHost PATH/libdatepick.so.0 (\(String(cString: dlerror())))\n", stderr)
    exit(2)
}
func function<T>(_ name: String, as type: T.Type) -> T {
    guard let symbol = dlsym(library, name) else { fputs("no \(name)\n", stderr); exit(2) }
    return unsafeBitCast(symbol, to: type)
}
typealias New =
    @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> OpaquePointer?
typealias Count = @convention(c) (OpaquePointer?) -> Int32
typealias Row = @convention(c) (OpaquePointer?, Int32) -> Int32
typealias WheelText = @convention(c) (OpaquePointer?, Int32) -> UnsafePointer<CChar>?
typealias RowText = @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafePointer<CChar>?
typealias Step =
    @convention(c) (OpaquePointer?, Int32, Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Bool
typealias Owned = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
typealias Free = @convention(c) (OpaquePointer?) -> Void
typealias FreeString = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void
let new = function("dp_picker_new", as: New.self), free = function("dp_picker_free", as: Free.self)
let wheelCount = function("dp_picker_wheel_count", as: Count.self)
let selectedRow = function("dp_picker_selected_row", as: Row.self)
let title = function("dp_picker_wheel_title", as: WheelText.self),
    label = function("dp_picker_row_label", as: RowText.self)
let step = function("dp_picker_step", as: Step.self), value = function("dp_picker_value", as: Owned.self)
let view = function("dp_picker_view_json", as: Owned.self), freeString = function("dp_string_free", as: FreeString.self)

do {
    print(try ownRuntime(1))
    var pickers: [OpaquePointer] = []
    for round in 0..<200 {  // many pickers, the host's runtime working between the library's calls
        var error: UnsafeMutablePointer<CChar>?
        guard let picker = new(#"{"locale": "ja_JP", "date": "2026-11-30", "timeZone": "Asia/Tokyo"}"#, &error) else {
            throw Refusal(message: error.map { String(cString: $0) } ?? "no picker")
        }
        _ = try ownRuntime(round)
        guard step(picker, 1, 1, nil) else { throw Refusal(message: "step refused") }
        let json = view(picker)
        let parsed = try json.flatMap { try JSONSerialization.jsonObject(with: Data(String(cString: $0).utf8)) }
        let wheels = (parsed as? [String: Any])?["wheels"] as? [[String: Any]]
        guard let json, wheels?[1]["selectedLabel"] as? String == "12月" else {
            throw Refusal(message: "the view lacks December")
        }
        freeString(json)
        pickers.append(picker)
    }
    let picker = pickers[0]
    for wheel in 0..<wheelCount(picker) {
        print(
            String(cString: title(picker, wheel)!), String(cString: label(picker, wheel, selectedRow(picker, wheel))!))
    }
    let text = value(picker)!
    print(String(cString: text))
    freeString(text)
    pickers.forEach(free)
    print(try ownRuntime(2))
} catch {
    fputs("SwiftHost: \((error as? Refusal)?.message ?? "\(error)")\n", stderr)
    exit(1)
}
