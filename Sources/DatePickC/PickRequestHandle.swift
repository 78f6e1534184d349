// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
// The `dp_` functions here are datepick.h's, named and documented there (the header is the library's one
// reference); they are public only because `@c @implementation` must emit them for the linker.
import ArgumentParsing
import CDatePickAPI
import CalendarEngine
import PickerModels
import Glibc
import PickerArguments
import PickerJSON

/// What a `dp_pick_request *` points at: `datepick pick`'s request parsed from a command line (or the help it
/// asked for), the picker it describes, and the strings it lends.
///
/// `@unchecked Sendable`: nothing here changes after it is made (the strings are made once and freed in
/// `deinit`); the picker, which a program changes, is a ``PickerHandle`` with its own lock.
final class PickRequestHandle: @unchecked Sendable {
    /// The request, or nil when the command line asked for `--help`.
    let request: PickRequest?
    /// The request's picker, as a `dp_picker *` lends it; nil with `--help`.
    let picker: PickerHandle?
    let help: UnsafeMutablePointer<CChar>?
    let style: UnsafeMutablePointer<CChar>?
    let title: UnsafeMutablePointer<CChar>?
    let notes: [UnsafeMutablePointer<CChar>?]

    init(request: PickRequest) {
        self.request = request
        picker = PickerHandle(request.prepared)
        help = nil
        style = copied(request.style.rawValue)
        title = request.title.flatMap(copied)
        notes = request.notes.map(copied)
    }

    init(help text: String) {
        request = nil
        picker = nil
        help = copied(text)
        style = nil
        title = nil
        notes = []
    }

    deinit {
        free(help)
        free(style)
        free(title)
        for note in notes { free(note) }
    }

    static func from(_ pointer: OpaquePointer?) -> PickRequestHandle? {
        pointer.map { Unmanaged<PickRequestHandle>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
    }

    /// The styles a caller names, comma-separated; nil for `datepick pick`'s.
    static func styles(_ names: String?) throws(CallError) -> [PickRequest.Style] {
        guard let names else { return [.wheels, .inline, .field] }
        var styles: [PickRequest.Style] = []
        for name in names.split(separator: ",", omittingEmptySubsequences: false) {
            guard let style = PickRequest.Style(rawValue: String(name)) else {
                let known = UsageError.alternatives(PickRequest.Style.allCases.map(\.rawValue))
                throw CallError("styles: unknown style '\(LocaleError.printable(String(name)))'; use \(known)")
            }
            if !styles.contains(style) { styles.append(style) }
        }
        return styles
    }
}

@c @implementation
public func dp_pick_request_new(
    _ argc: Int32, _ argv: UnsafePointer<UnsafePointer<CChar>?>?, _ styles: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
    do throws(CallError) {
        let drawn = try PickRequestHandle.styles(styles == nil ? nil : try text(styles, "styles").get())
        guard argc >= 0, argc == 0 || argv != nil else { throw CallError("argv: NULL, or argc \(argc) below 0") }
        var arguments: [String] = []
        for index in 1..<max(Int(argc), 1) {
            arguments.append(try text(argv?[index], "argument \(index)").get())
        }
        let options = PickRequest.options(styles: drawn) + [.helpFlag]
        let handle: PickRequestHandle
        do {
            let parsed = try Arguments(arguments[...], options: options)
            if parsed.has(Arguments.Option.helpFlag.name) {
                // The options, then the keys of each style the program draws, in a window.
                let keys = KeyBindings.sections(drawn.map(KeyBindings.Surface.init), in: .window)
                handle = PickRequestHandle(
                    help: Arguments.help(options) + keys.map { "\n\n" + $0.help() }.joined() + "\n")
            } else {
                handle = PickRequestHandle(request: try PickRequest(parsed, styles: drawn))
            }
        } catch {
            throw CallError("\(error)")
        }
        return OpaquePointer(Unmanaged.passRetained(handle).toOpaque())
    } catch let failure {
        fail(error, failure.description)
        return nil
    }
}

@c @implementation
public func dp_pick_request_free(_ request: OpaquePointer?) {
    guard let request else { return }
    Unmanaged<PickRequestHandle>.fromOpaque(UnsafeRawPointer(request)).release()
}

@c @implementation
public func dp_pick_request_help(_ request: OpaquePointer?) -> UnsafePointer<CChar>? {
    PickRequestHandle.from(request)?.help.map { UnsafePointer($0) }
}

@c @implementation
public func dp_pick_request_picker(_ request: OpaquePointer?) -> OpaquePointer? {
    PickRequestHandle.from(request)?.picker.map { OpaquePointer(Unmanaged.passUnretained($0).toOpaque()) }
}

@c @implementation
public func dp_pick_request_style(_ request: OpaquePointer?) -> UnsafePointer<CChar>? {
    PickRequestHandle.from(request)?.style.map { UnsafePointer($0) }
}

@c @implementation
public func dp_pick_request_title(_ request: OpaquePointer?) -> UnsafePointer<CChar>? {
    PickRequestHandle.from(request)?.title.map { UnsafePointer($0) }
}

@c @implementation
public func dp_pick_request_week_numbers(_ request: OpaquePointer?) -> Bool {
    PickRequestHandle.from(request)?.request?.weekNumbers ?? false
}

@c @implementation
public func dp_pick_request_empty(_ request: OpaquePointer?) -> Bool {
    PickRequestHandle.from(request)?.request?.empty ?? false
}

@c @implementation
public func dp_pick_request_note_count(_ request: OpaquePointer?) -> Int32 {
    PickRequestHandle.from(request).map { Int32($0.notes.count) } ?? -1
}

@c @implementation
public func dp_pick_request_note(_ request: OpaquePointer?, _ index: Int32) -> UnsafePointer<CChar>? {
    guard let handle = PickRequestHandle.from(request), handle.notes.indices.contains(Int(index)) else { return nil }
    return handle.notes[Int(index)].map { UnsafePointer($0) }
}

@c @implementation
public func dp_pick_request_result(
    _ request: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> UnsafeMutablePointer<CChar>? {
    printed(request, error) { request, state in try request.printed(state.model) }
}

/// What a request prints, made by `body` from the request and its picker's state; a message in `*error` for a NULL
/// request, one with `--help`, or what `body` throws.
private func printed(
    _ pointer: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: (PickRequest, inout PickerHandle.State) throws -> String
) -> UnsafeMutablePointer<CChar>? {
    guard let handle = PickRequestHandle.from(pointer) else {
        fail(error, "the request is NULL")
        return nil
    }
    guard let request = handle.request, let picker = handle.picker else {
        fail(error, "the request asked for --help: it has no picker")
        return nil
    }
    do {
        return copied(try picker.withState { state in try body(request, &state) })
    } catch let failure {
        fail(error, "\(failure)")
        return nil
    }
}

@c @implementation
public func dp_pick_request_range(_ request: OpaquePointer?) -> Bool {
    PickRequestHandle.from(request)?.request?.range ?? false
}

@c @implementation
public func dp_pick_request_range_result(
    _ request: OpaquePointer?, _ start: UnsafePointer<CChar>?, _ end: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> UnsafeMutablePointer<CChar>? {
    printed(request, error) { request, state in
        let days = try rangeDays(start, end).get()
        guard case .date(let moment) = state.model, moment.mode.hasMonthView else {
            throw CallError("a range is of days: --mode \(state.model.mode.rawValue) has none")
        }
        return try request.printed(range: days, of: try MonthGrid(picker: moment))
    }
}
