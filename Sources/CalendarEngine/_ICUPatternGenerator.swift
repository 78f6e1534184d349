internal import CICU

/// An open `UDateTimePatternGenerator`, closed when released.
///
/// `udatpg_getBestPattern` mutates internal state, so a generator is never shared between threads; each
/// derivation opens its own.
final class ICUPatternGenerator {
    let handle: OpaquePointer

    init(locale: String) throws {
        var status = DP_U_ZERO_ERROR
        let opened = dp_udatpg_open(locale, &status)
        try status.check("udatpg_open(\(locale))")
        guard let opened else { throw ICUError(code: DP_U_INTERNAL_PROGRAM_ERROR, call: "udatpg_open") }
        handle = opened
    }

    deinit { dp_udatpg_close(handle) }

    /// ICU's best pattern for a skeleton in this locale (`yMMMMd` → `y年M月d日` in ja).
    func bestPattern(_ skeleton: String) throws -> String {
        try withUChars(skeleton) { skeletonChars, skeletonLength in
            try icuString("udatpg_getBestPattern(\(skeleton))") { buffer, capacity, status in
                dp_udatpg_getBestPattern(handle, skeletonChars, skeletonLength, buffer, capacity, &status)
            }
        }
    }

    /// The hour cycle ICU prefers for this locale, honouring the `hours` keyword.
    func defaultHourCycle() throws -> Int32 {
        var status = DP_U_ZERO_ERROR
        let cycle = dp_udatpg_getDefaultHourCycle(handle, &status)
        try status.check("udatpg_getDefaultHourCycle")
        return cycle
    }

    /// The localized name of a field (ja 年, de Jahr), in one width.
    func displayName(_ field: Int32, width: Int32) throws -> String {
        try icuString("udatpg_getFieldDisplayName") { buffer, capacity, status in
            dp_udatpg_getFieldDisplayName(handle, field, width, buffer, capacity, &status)
        }
    }
}
