internal import CICU

/// An open `UDateFormat`, closed when released.
///
/// Not shared between threads: every derivation opens its own, so no locking is needed.
final class ICUDateFormat {
    let handle: OpaquePointer

    /// Opens a formatter for `locale` with a pattern, in UTC (names do not depend on the zone).
    init(locale: String, pattern: String) throws {
        var status = DP_U_ZERO_ERROR
        let opened = withUChars("UTC") { zone, zoneLength in
            withUChars(pattern) { pattern, patternLength in
                dp_udat_open(DP_UDAT_PATTERN, DP_UDAT_PATTERN, locale, zone, zoneLength, pattern, patternLength, &status)
            }
        }
        try status.check("udat_open(\(locale), \(pattern))")
        guard let opened else { throw ICUError(code: DP_U_INTERNAL_PROGRAM_ERROR, call: "udat_open") }
        handle = opened
    }

    deinit { dp_udat_close(handle) }

    /// The symbols of one kind (months, weekdays, eras…), in ICU's index order.
    func symbols(_ type: Int32) throws -> [String] {
        let count = dp_udat_countSymbols(handle, type)
        return try (0..<count).map { index in
            try icuString("udat_getSymbols") { buffer, capacity, status in
                dp_udat_getSymbols(handle, type, index, buffer, capacity, &status)
            }
        }
    }

    /// Formats the moment a calendar is set to.
    func format(_ calendar: ICUCalendar) throws -> String {
        try icuString("udat_formatCalendar") { buffer, capacity, status in
            dp_udat_formatCalendar(handle, calendar.handle, buffer, capacity, &status)
        }
    }
}
