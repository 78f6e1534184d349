internal import CICU

/// An open `UCollator`, closed when released.
///
/// Each sort opens its own: a collator is cheap to open next to sorting a list a person picks from, and one
/// never shared needs no lock.
final class ICUCollator {
    let handle: OpaquePointer

    init(locale: String) throws {
        var status = DP_U_ZERO_ERROR
        let opened = dp_ucol_open(locale, &status)
        // U_USING_DEFAULT_WARNING here is no fallback to another language: most locales (en, fr, pt…) have no
        // tailoring of their own and use the root collation, which is CLDR's order for them.
        try status.check("ucol_open(\(locale))")
        guard let opened else { throw ICUError(code: DP_U_INTERNAL_PROGRAM_ERROR, call: "ucol_open") }
        handle = opened
    }

    deinit { dp_ucol_close(handle) }

    /// Compares digit runs by their numeric value (`2` before `10`): CLDR's `kn` option.
    func setNumeric() throws {
        var status = DP_U_ZERO_ERROR
        dp_ucol_setAttribute(handle, DP_UCOL_NUMERIC_COLLATION, DP_UCOL_ON, &status)
        try status.check("ucol_setAttribute(UCOL_NUMERIC_COLLATION)")
    }

    /// The sort key of a string: comparing two keys byte by byte orders the strings as the collator does.
    func sortKey(_ text: String) -> [UInt8] {
        withUChars(text) { chars, length in
            var key = [UInt8](repeating: 0, count: max(16, Int(length) * 4))
            // Retry, once: the first call tells the exact length when the guess was short.
            let needed = Int(dp_ucol_getSortKey(handle, chars, length, &key, Int32(key.count)))
            if needed > key.count {
                key = [UInt8](repeating: 0, count: needed)
                _ = dp_ucol_getSortKey(handle, chars, length, &key, Int32(key.count))
            }
            return Array(key.prefix(needed))
        }
    }
}
