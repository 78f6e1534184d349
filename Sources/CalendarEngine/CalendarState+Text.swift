internal import CICU

extension CalendarState {
    func stylePattern(date: FormatStyle?, time: FormatStyle?) throws -> String {
        func style(_ value: FormatStyle?) -> Int32 {
            switch value {
            case .full: DP_UDAT_FULL
            case .long: DP_UDAT_LONG
            case .medium: DP_UDAT_MEDIUM
            case .short: DP_UDAT_SHORT
            case nil: DP_UDAT_NONE
            }
        }
        let key = StylePatternKey(date: style(date), time: style(time))
        if let known = stylePatterns[key] { return known }
        let pattern = try ICUDateFormat(locale: locale, dateStyle: key.date, timeStyle: key.time, zone: zone).pattern()
        stylePatterns[key] = pattern
        return pattern
    }

    func format(_ millis: Double, pattern: String, asListItem: Bool) throws -> String {
        // One formatter per capitalization, switched between patterns: opening one per pattern loads the
        // locale's symbols each time, which cost more than all of a wheel's labels.
        try formatter(
            &formats[asListItem ? 0 : 1], pattern: pattern, zone: zone, calendar: calendar, asListItem: asListItem
        )
        .format(millis: millis)
    }

    /// The formatter kept in `slot`, switched to `pattern`; opened there at first use, in `zone` over `calendar`
    /// (proleptic, like the context's own), capitalized for lists if asked.
    func formatter(
        _ slot: inout (ICUDateFormat, pattern: String)?, pattern: String, zone: String,
        calendar: ICUCalendar, asListItem: Bool
    ) throws -> ICUDateFormat {
        if let (cached, current) = slot {
            if current != pattern {
                cached.apply(pattern: pattern)
                slot = (cached, pattern)
            }
            return cached
        }
        let format = try ICUDateFormat(locale: locale, pattern: pattern, zone: zone)
        dp_udat_setCalendar(format.handle, calendar.handle)
        if asListItem { try format.capitalizeForLists() }
        slot = (format, pattern)
        return format
    }

    func bestPattern(_ skeleton: String) throws -> String {
        if let cached = patterns[skeleton] { return cached }
        if generator == nil { generator = try ICUPatternGenerator(locale: locale) }
        let pattern = try generator!.bestPattern(skeleton)
        patterns[skeleton] = pattern
        return pattern
    }

    func weekTitle() throws -> String {
        if generator == nil { generator = try ICUPatternGenerator(locale: locale) }
        return try generator!.displayName(DP_UDATPG_WEEK_OF_YEAR_FIELD, width: DP_UDATPG_NARROW)
    }

    func zoneTitle() throws -> String {
        if generator == nil { generator = try ICUPatternGenerator(locale: locale) }
        return try generator!.displayName(DP_UDATPG_ZONE_FIELD, width: DP_UDATPG_WIDE)
    }

    func todayName() throws -> String {
        if relative == nil {
            relative = try ICUDateFormat(
                locale: locale, dateStyle: DP_UDAT_MEDIUM_RELATIVE, timeStyle: DP_UDAT_NONE, zone: zone)
            try relative!.capitalizeForLists()
        }
        return try relative!.format(millis: dp_ucal_getNow())
    }
}
