internal import CICU

/// An open `UCalendar`, closed when released. Owned by one derivation, or guarded by its owner's lock.
final class ICUCalendar {
    let handle: OpaquePointer

    init(locale: String, zone: String = "UTC") throws {
        var status: ICUStatus = DP_U_ZERO_ERROR
        let opened = withUChars(zone) { zone, length in dp_ucal_open(zone, length, locale, DP_UCAL_DEFAULT, &status) }
        try status.check("ucal_open(\(locale))")
        guard let opened else { throw ICUError(code: DP_U_INTERNAL_PROGRAM_ERROR, call: "ucal_open") }
        handle = opened
    }

    deinit { dp_ucal_close(handle) }

    /// The CLDR key of the calendar (gregorian, buddhist, japanese, islamic-umalqura…).
    func type() throws -> String {
        var status = DP_U_ZERO_ERROR
        let type = dp_ucal_getType(handle, &status)
        try status.check("ucal_getType")
        return type.map { String(cString: $0) } ?? ""
    }

    func attribute(_ attribute: Int32) -> Int { Int(dp_ucal_getAttribute(handle, attribute)) }

    /// The weekdays (1 = Sunday … 7 = Saturday) that are whole days of the weekend in the calendar's region.
    func weekendDays() throws -> Set<Int> {
        var days: Set<Int> = []
        for weekday in 1...7 {
            var status = DP_U_ZERO_ERROR
            let type = dp_ucal_getDayOfWeekType(handle, Int32(weekday), &status)
            try status.check("ucal_getDayOfWeekType")
            if type == DP_UCAL_WEEKEND { days.insert(weekday) }
        }
        return days
    }

    func get(_ field: Int32) throws -> Int {
        var status = DP_U_ZERO_ERROR
        let value = dp_ucal_get(handle, field, &status)
        try status.check("ucal_get")
        return Int(value)
    }

    /// Sets a field; a value beyond Int32 (a Julian day or year from outside) is clamped, not trapped on: ICU then
    /// lands far outside the supported years, which the callers refuse.
    func set(_ field: Int32, _ value: Int) { dp_ucal_set(handle, field, Int32(clamping: value)) }

    func clear() { dp_ucal_clear(handle) }

    func add(_ field: Int32, _ amount: Int) throws {
        var status = DP_U_ZERO_ERROR
        dp_ucal_add(handle, field, Int32(clamping: amount), &status)
        try status.check("ucal_add")
    }

    func setAttribute(_ attribute: Int32, _ value: Int32) { dp_ucal_setAttribute(handle, attribute, value) }

    func millis() throws -> Double {
        var status: ICUStatus = DP_U_ZERO_ERROR
        let value = dp_ucal_getMillis(handle, &status)
        try status.check("ucal_getMillis")
        return value
    }

    func setMillis(_ millis: Double) throws {
        var status = DP_U_ZERO_ERROR
        dp_ucal_setMillis(handle, millis, &status)
        try status.check("ucal_setMillis")
    }

    /// The zone's first offset change after the calendar's time, in milliseconds; nil if it has none.
    func nextTransition() throws -> Double? {
        var status = DP_U_ZERO_ERROR
        var transition = 0.0
        let found = dp_ucal_getTimeZoneTransitionDate(handle, DP_UCAL_TZ_TRANSITION_NEXT, &transition, &status)
        try status.check("ucal_getTimeZoneTransitionDate")
        return found != 0 ? transition : nil
    }

    /// The largest value a field can take in any year of this calendar (13 months for hebrew: 12 + 1).
    func maximum(_ field: Int32) throws -> Int {
        var status = DP_U_ZERO_ERROR
        let value = dp_ucal_getLimit(handle, field, DP_UCAL_MAXIMUM, &status)
        try status.check("ucal_getLimit")
        return Int(value)
    }
}
