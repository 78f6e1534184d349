internal import CICU

/// An open `UDateIntervalFormat`, closed when released; guarded by its owner's lock.
final class ICUIntervalFormat {
    let handle: OpaquePointer

    /// Opens an interval formatter for a locale (with its calendar named), a skeleton and a zone.
    init(locale: String, skeleton: String, zone: String) throws {
        var status: ICUStatus = DP_U_ZERO_ERROR
        let opened = withUChars(skeleton) { skeletonChars, skeletonLength in
            withUChars(zone) { zoneChars, zoneLength in
                dp_udtitvfmt_open(locale, skeletonChars, skeletonLength, zoneChars, zoneLength, &status)
            }
        }
        try status.check("udtitvfmt_open(\(locale), \(skeleton))")
        guard let opened else { throw ICUError(code: DP_U_INTERNAL_PROGRAM_ERROR, call: "udtitvfmt_open") }
        handle = opened
    }

    deinit { dp_udtitvfmt_close(handle) }

    /// The interval between two instants (milliseconds), as the locale writes it (`Nov 30 – Dec 4, 2026`).
    func format(from: Double, to: Double) throws -> String {
        try icuString("udtitvfmt_format") { buffer, capacity, status in
            dp_udtitvfmt_format(handle, from, to, buffer, capacity, &status)
        }
    }

    /// The skeleton of a pattern (`MMM d, y` → `yMMMd`).
    static func skeleton(of pattern: String) throws -> String {
        try withUChars(pattern) { chars, length in
            try icuString("udatpg_getSkeleton(\(pattern))") { buffer, capacity, status in
                dp_udatpg_getSkeleton(chars, length, buffer, capacity, &status)
            }
        }
    }
}
