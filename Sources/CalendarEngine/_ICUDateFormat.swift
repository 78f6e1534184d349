internal import CICU

/// An open `UDateFormat`, closed when released.
///
/// Never used by two threads at once: a derivation opens its own; a ``CalendarContext`` holds its lock.
final class ICUDateFormat {
    let handle: OpaquePointer

    /// Opens a formatter for `locale` with a pattern, in a time zone (UTC by default: names do not depend on it).
    init(locale: String, pattern: String, zone: String = "UTC") throws {
        handle = try Self.open(DP_UDAT_PATTERN, DP_UDAT_PATTERN, locale: locale, pattern: pattern, zone: zone)
    }

    /// Opens a formatter for one of the locale's styles (`DP_UDAT_MEDIUM_RELATIVE` gives "Today").
    init(locale: String, dateStyle: Int32, timeStyle: Int32, zone: String) throws {
        handle = try Self.open(timeStyle, dateStyle, locale: locale, pattern: nil, zone: zone)
    }

    private static func open(
        _ timeStyle: Int32, _ dateStyle: Int32, locale: String, pattern: String?,
        zone: String
    ) throws -> OpaquePointer {
        var status: ICUStatus = DP_U_ZERO_ERROR
        let opened = withUChars(zone) { zone, zoneLength in
            withUChars(pattern ?? "") { patternChars, patternLength in
                dp_udat_open(
                    timeStyle, dateStyle, locale, zone, zoneLength, pattern == nil ? nil : patternChars,
                    pattern == nil ? -1 : patternLength, &status)
            }
        }
        try status.check("udat_open(\(locale), \(pattern ?? "style"))")
        guard let opened else { throw ICUError(code: DP_U_INTERNAL_PROGRAM_ERROR, call: "udat_open") }
        return opened
    }

    /// Capitalizes as CLDR says items of a UI list or menu are (en "Today", es "Noviembre", de "heute").
    func capitalizeForLists() throws {
        var status: ICUStatus = DP_U_ZERO_ERROR
        dp_udat_setContext(handle, DP_UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU, &status)
        try status.check("udat_setContext")
    }

    /// The formatter's pattern (for one opened with a style: the locale's pattern for that style).
    func pattern() throws -> String {
        try icuString("udat_toPattern") { dp_udat_toPattern(handle, 0, $0, $1, &$2) }
    }

    /// Switches to another pattern (cheaper than opening a formatter: the symbols stay loaded).
    func apply(pattern: String) {
        withUChars(pattern) { chars, length in dp_udat_applyPattern(handle, chars, length) }
    }

    /// Formats an instant, in milliseconds since 1970.
    func format(millis: Double) throws -> String {
        try icuString("udat_format") { buffer, capacity, status in
            dp_udat_format(handle, millis, buffer, capacity, &status)
        }
    }

    /// Makes parsing strict (the text must match the pattern: its literals, its widths of names, no whitespace it
    /// lacks) or lenient (ICU's `UDAT_PARSE_*` tolerances: other whitespace, a number for a name, a partial
    /// literal, another width of a name).
    ///
    /// The calendar a ``parse(_:into:)`` fills keeps its own leniency: a lenient reading of text is not a
    /// lenient calendar, which would take 31 February for 3 March.
    func setParsing(lenient: Bool) throws {
        dp_udat_setLenient(handle, lenient ? 1 : 0)
        for attribute in [
            DP_UDAT_PARSE_ALLOW_WHITESPACE, DP_UDAT_PARSE_ALLOW_NUMERIC, DP_UDAT_PARSE_PARTIAL_LITERAL_MATCH,
            DP_UDAT_PARSE_MULTIPLE_PATTERNS_FOR_MATCH,
        ] {
            var status = DP_U_ZERO_ERROR
            dp_udat_setBooleanAttribute(handle, attribute, lenient ? 1 : 0, &status)
            try status.check("udat_setBooleanAttribute")
        }
    }

    /// Reads text with the pattern into `calendar`, whose fields stand for those the text lacks; true when the
    /// whole text was read (ICU reads a prefix too, and stops without an error where the pattern ends).
    func parse(_ text: String, into calendar: ICUCalendar) -> Bool {
        withUChars(text) { chars, length in
            var status = DP_U_ZERO_ERROR
            var position: Int32 = 0
            dp_udat_parseCalendar(handle, calendar.handle, chars, length, &position, &status)
            return status.isSuccess && position == length
        }
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
