internal import CICU

/// An ICU status code (UErrorCode): negative values are warnings, zero is success, positive values are errors.
typealias ICUStatus = Int32

/// An ICU call that failed, with ICU's own status code and the call that returned it.
///
/// Internal: the public API reports ``LocaleError`` instead, so no ICU status leaks out of the engine.
struct ICUError: Error, CustomStringConvertible {
    let code: ICUStatus
    let call: String

    var description: String { "\(call): \(String(cString: dp_u_errorName(code)))" }
}

extension ICUStatus {
    /// ICU's DP_U_SUCCESS: warnings (negative codes) and DP_U_ZERO_ERROR are successes.
    var isSuccess: Bool { self <= DP_U_ZERO_ERROR }

    /// Throws an ``ICUError`` naming `call` unless the status is a success or a warning.
    func check(_ call: @autoclosure () -> String) throws {
        if !isSuccess { throw ICUError(code: self, call: call()) }
    }
}

/// Runs an ICU function that writes UTF-16 into a caller's buffer and returns the needed length.
///
/// Starts with a stack-sized guess and retries once with the size ICU reported on DP_U_BUFFER_OVERFLOW_ERROR
/// (the same shape as swift-foundation's `_withResizingUCharBuffer`).
func icuString(
    _ call: String,
    initialCapacity: Int = 64,
    _ body: (UnsafeMutablePointer<UInt16>, Int32, inout ICUStatus) -> Int32
) throws -> String {
    var capacity = initialCapacity
    // Retry, once: the first call tells the exact length when the guess was short.
    for _ in 0..<2 {
        var status = DP_U_ZERO_ERROR
        let result: String? = try withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity + 1) { buffer in
            let length = body(buffer.baseAddress!, Int32(capacity), &status)
            if status == DP_U_BUFFER_OVERFLOW_ERROR {
                capacity = Int(length)
                return nil
            }
            try status.check(call)
            return String(utf16: UnsafeBufferPointer(start: buffer.baseAddress!, count: Int(length)))
        }
        if let result { return result }
    }
    throw ICUError(code: DP_U_BUFFER_OVERFLOW_ERROR, call: call)
}

/// The same as ``icuString(_:initialCapacity:_:)`` for ICU functions that write `char` (locale ids, tags).
func icuCString(
    _ call: String,
    initialCapacity: Int = 96,
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout ICUStatus) -> Int32
) throws -> String {
    var capacity = initialCapacity
    for _ in 0..<2 {
        var status = DP_U_ZERO_ERROR
        let result: String? = try withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity + 1) { buffer in
            let length = body(buffer.baseAddress!, Int32(capacity), &status)
            if status == DP_U_BUFFER_OVERFLOW_ERROR || status == DP_U_STRING_NOT_TERMINATED_WARNING {
                capacity = Int(length)
                if status == DP_U_BUFFER_OVERFLOW_ERROR { return nil }
            }
            try status.check(call)
            let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(length))
            return String(decoding: bytes, as: UTF8.self)
        }
        if let result { return result }
    }
    throw ICUError(code: DP_U_BUFFER_OVERFLOW_ERROR, call: call)
}

/// Reads the UTF-16 of a Swift string as a buffer for ICU.
func withUChars<R>(_ string: String, _ body: (UnsafePointer<UInt16>, Int32) throws -> R) rethrows -> R {
    // The terminating zero keeps the base address valid for an empty string; the length excludes it.
    let units = Array(string.utf16) + [0]
    return try units.withUnsafeBufferPointer { try body($0.baseAddress!, Int32($0.count - 1)) }
}

/// Opens an ICU enumeration, collects its strings and closes it.
func drain(_ call: String, _ open: (inout ICUStatus) -> OpaquePointer?) throws -> [String] {
    var openStatus = DP_U_ZERO_ERROR
    let enumeration = open(&openStatus)
    try openStatus.check(call)
    guard let enumeration else { return [] }
    defer { dp_uenum_close(enumeration) }
    var values: [String] = []
    while true {
        var status = DP_U_ZERO_ERROR
        var length: Int32 = 0
        let next = dp_uenum_next(enumeration, &length, &status)
        try status.check(call)
        guard let next else { return values }
        values.append(String(cString: next))
    }
}

extension String {
    /// A string of Unicode scalars, appended one by one: `String(String.UnicodeScalarView(scalars))` goes
    /// through unspecialized generic code whose metadata the runtime builds at first use, at start-up.
    init(scalars: some Sequence<Unicode.Scalar>) {
        self.init()
        for scalar in scalars { unicodeScalars.append(scalar) }
    }

    /// Decodes UTF-16 from ICU, an unpaired surrogate becoming U+FFFD, as `String(decoding:as: UTF16.self)` does.
    ///
    /// Transcodes to UTF-8 in place: the standard library's generic decoding takes a slow path for UTF-16, which
    /// was 8 % of `datepick tables` and instantiated generic metadata at start-up.
    init(utf16 units: ArraySlice<UInt16>) {
        self = units.withUnsafeBufferPointer(String.init(utf16:))
    }

    /// `String(utf16:)` for UTF-16 units in memory.
    init(utf16 units: UnsafeBufferPointer<UInt16>) {
        // At most 3 UTF-8 bytes per UTF-16 unit (a surrogate pair: 4 bytes for 2 units).
        self.init(unsafeUninitializedCapacity: units.count * 3) { utf8 in
            var written = 0
            func put(_ byte: UInt32) {
                utf8[written] = UInt8(truncatingIfNeeded: byte)
                written += 1
            }
            var index = 0
            while index < units.count {
                var scalar = UInt32(units[index])
                index += 1
                if scalar < 0x80 {
                    put(scalar)
                    continue
                }
                if scalar & 0xF800 == 0xD800 {
                    // A surrogate: a high one followed by a low one makes a pair; anything else is unpaired.
                    if scalar < 0xDC00, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                        index += 1
                    } else {
                        scalar = 0xFFFD
                    }
                }
                if scalar < 0x800 {
                    put(0xC0 | scalar >> 6)
                } else if scalar < 0x10000 {
                    put(0xE0 | scalar >> 12)
                    put(0x80 | (scalar >> 6) & 0x3F)
                } else {
                    put(0xF0 | scalar >> 18)
                    put(0x80 | (scalar >> 12) & 0x3F)
                    put(0x80 | (scalar >> 6) & 0x3F)
                }
                put(0x80 | scalar & 0x3F)
            }
            return written
        }
    }
}
