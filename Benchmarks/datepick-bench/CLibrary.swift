import Glibc

/// libdatepick as a C program meets it: the release library tools/build-clib links (its own Swift runtime inside,
/// hidden), loaded with `dlopen` and called through the header's functions found with `dlsym`. Not through the
/// package's DatePickC module, which would run on this program's runtime and skip the dynamic linker.
struct CLibrary {
    typealias Picker = OpaquePointer
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

    let pickerNew: @convention(c) (UnsafePointer<CChar>?, ErrorOut) -> Picker?
    let pickerFree: @convention(c) (Picker?) -> Void
    let stringFree: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void
    let viewJSON: @convention(c) (Picker?) -> UnsafeMutablePointer<CChar>?
    let step: @convention(c) (Picker?, Int32, Int32, ErrorOut) -> Bool
    let wheelCount: @convention(c) (Picker?) -> Int32
    let wheelOfField: @convention(c) (Picker?, UnsafePointer<CChar>?) -> Int32
    let rowCount: @convention(c) (Picker?, Int32) -> Int32
    let selectedRow: @convention(c) (Picker?, Int32) -> Int32
    let isCyclic: @convention(c) (Picker?, Int32) -> Bool
    let rowLabel: @convention(c) (Picker?, Int32, Int32) -> UnsafePointer<CChar>?
    let visibleRows:
        @convention(c) (
            Picker?, Int32, Int32, Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>?, UnsafeMutablePointer<Bool>?
        )
            -> Int32

    /// The library at `path` with every function the benchmark calls, or nil (with the reason) when it cannot be
    /// loaded or lacks one.
    static func load(_ path: String) -> Result<CLibrary, LoadError> {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(LoadError(description: dlerror().map { String(cString: $0) } ?? "dlopen(\(path)) failed"))
        }
        do {
            func function<Function>(_ name: String) throws(LoadError) -> Function {
                guard let address = dlsym(handle, name) else { throw LoadError(description: "\(path) has no \(name)") }
                return unsafeBitCast(address, to: Function.self)
            }
            return .success(
                CLibrary(
                    pickerNew: try function("dp_picker_new"), pickerFree: try function("dp_picker_free"),
                    stringFree: try function("dp_string_free"), viewJSON: try function("dp_picker_view_json"),
                    step: try function("dp_picker_step"), wheelCount: try function("dp_picker_wheel_count"),
                    wheelOfField: try function("dp_picker_wheel_of_field"),
                    rowCount: try function("dp_picker_row_count"),
                    selectedRow: try function("dp_picker_selected_row"),
                    isCyclic: try function("dp_picker_wheel_is_cyclic"), rowLabel: try function("dp_picker_row_label"),
                    visibleRows: try function("dp_picker_visible_rows")))
        } catch {
            return .failure(error)
        }
    }

    /// Why the library could not be used.
    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    /// A picker made from options (JSON, as `dp_picker_new` takes them); nil when the library refuses them.
    func makePicker(_ options: String) -> Picker? {
        pickerNew(options, nil)
    }

    /// Reads the label of every visible row of every wheel, as `readVisibleLabels` does through Swift: two rows on
    /// each side of the selection, wrapping on a cyclic wheel. Returns their total length, so the reads stay.
    /// `rowByRow` asks for each row on its own (eight calls a wheel) instead of one window a wheel
    /// (`dp_picker_visible_rows`, what a widget's redraw calls). `wheels` is the picker's wheel count, which no
    /// change changes: a widget reads it once, when it makes its wheels.
    func readVisibleLabels(_ picker: Picker, wheels: Int32, rowByRow: Bool = false) -> Int {
        var length = 0
        for wheel in 0..<wheels {
            if !rowByRow {
                var labels:
                    (
                        UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                        UnsafePointer<CChar>?, UnsafePointer<CChar>?
                    ) = (nil, nil, nil, nil, nil)
                withUnsafeMutableBytes(of: &labels) { buffer in
                    let window = buffer.baseAddress!.assumingMemoryBound(to: UnsafePointer<CChar>?.self)
                    _ = visibleRows(picker, wheel, 2, 2, window, nil)
                    for place in 0..<5 { if let label = window[place] { length += strlen(label) } }
                }
                continue
            }
            let rows = rowCount(picker, wheel), selected = selectedRow(picker, wheel), cyclic = isCyclic(picker, wheel)
            for offset: Int32 in -2...2 {
                var row = selected + offset
                if cyclic { row = (row % rows + rows) % rows }
                if row >= 0, row < rows, let label = rowLabel(picker, wheel, row) { length += strlen(label) }
            }
        }
        return length
    }
}
