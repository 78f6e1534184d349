import CalendarEngine
import FoundationEssentials

/// ISO 8601 values in and out of a picker, in the proleptic Gregorian calendar whatever the picker's calendar.
///
/// Accepted input (years 0001–9999; the same range as the wheels):
/// `2026-11-30`, `2026-11`, `14:05`, `14:05:30`, `2026-11-30T14:05`, `2026-11-30T14:05:30`, seconds with a
/// decimal fraction (`14:05:30.250`, `14:05:30,25`, as `date --iso-8601=ns` and JavaScript write them), any of
/// the date-times with `Z` or an offset (`+09:00`, `-0500`, `+09`); and ISO 8601's basic format, as
/// `date +%Y%m%d` writes it: `20261130`, `20261130T1405`, `20261130T140530Z`. A value without an offset is a
/// wall time in the picker's zone; a date without a time is its midnight, a time without a date is today's.
public struct ISO8601Value: Hashable, Sendable {
    /// The Gregorian year, 1–9999, or nil for a time alone.
    public var year: Int?
    /// The month, 1–12, or nil for a time alone.
    public var month: Int?
    /// The day of the month, from 1, or nil for a month alone (`2026-11`) or a time alone.
    public var day: Int?
    /// The hour, 0–23, or nil without a time.
    public var hour: Int?
    /// The minute, 0–59, or nil without a time.
    public var minute: Int?
    /// The second, 0–59, or nil when the text gave none (`14:05`, or no time at all).
    public var second: Int?
    /// The decimal fraction of the second, from 0 up to 1 (`.25` of `14:05:30.25`), when the text gave one. The
    /// picker's rounding treats the instant like any other between its rows.
    public var fraction: Double?
    /// The UTC offset in seconds when the text gave one.
    public var offset: Int?

    /// Parses ISO 8601 text.
    ///
    /// - Throws: ``PickerError/invalidISO8601(_:reason:)`` naming the text and what is wrong with it.
    public init(parsing text: String) throws(PickerError) {
        func fail(_ reason: String) -> PickerError { .invalidISO8601(text, reason: reason) }
        guard text.utf8.count <= 40 else { throw fail("it is too long") }
        let bytes = Array(text.utf8)
        let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
        var index = 0
        func number(_ digits: Int) throws(PickerError) -> Int {
            guard index + digits <= bytes.count else { throw fail("it ends too early") }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard digit.contains(byte) else {
                    throw fail("expected a digit at position \(index + 1)")
                }
                value = value * 10 + Int(byte - digit.lowerBound)
            }
            index += digits
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        func isDigit() -> Bool {
            index < bytes.count && digit.contains(bytes[index])
        }
        /// `14:05`, `14:05:30`, `14:05:30.25`; in the basic format `1405`, `140530`, `140530.25`.
        func time(basic: Bool) throws(PickerError) {
            hour = try number(2)
            guard basic || expect(":") else { throw fail("expected ':' after the hour") }
            minute = try number(2)
            guard basic ? isDigit() : expect(":") else { return }
            second = try number(2)
            guard expect(".") || expect(",") else { return }
            guard isDigit() else { throw fail("expected a digit at position \(index + 1)") }
            // Nanoseconds at most, the rest cut off: eighteen nines must not round up to a whole second (the
            // next day, or year 10000).
            var nanoseconds = 0, digitsRead = 0
            while isDigit() {
                if digitsRead < 9 {
                    nanoseconds = nanoseconds * 10 + Int(bytes[index] - digit.lowerBound)
                    digitsRead += 1
                }
                index += 1
            }
            for _ in digitsRead..<9 { nanoseconds *= 10 }
            fraction = Double(nanoseconds) / 1e9
        }
        let isTimeOnly = bytes.count >= 3 && bytes[2] == UInt8(ascii: ":")
        let leadingDigits = bytes.prefix { digit.contains($0) }.count
        // Eight digits alone or before the time are a basic-format date (YYYYMMDD); otherwise more than four
        // are a year beyond 9999 (`10000-01-01`).
        let isBasic =
            leadingDigits == 8 && (bytes.count == 8 || [UInt8(ascii: "T"), UInt8(ascii: "t")].contains(bytes[8]))
        if leadingDigits > 4 && leadingDigits <= 18 && !isBasic {
            guard leadingDigits < bytes.count, bytes[leadingDigits] == UInt8(ascii: "-") else {
                throw fail("expected YYYY-MM-DD, or YYYYMMDD and 'T' before a time")
            }
            throw .yearOutOfRange(Int(String(decoding: bytes.prefix(leadingDigits), as: UTF8.self)) ?? 0)
        }
        if isTimeOnly {
            try time(basic: false)
        } else {
            year = try number(4)
            guard isBasic || expect("-") else { throw fail("expected '-' after the year (YYYY-MM or YYYY-MM-DD)") }
            month = try number(2)
            if isBasic || expect("-") {
                day = try number(2)
                if expect("T") || expect("t") || (!isBasic && expect(" ")) {
                    try time(basic: isBasic)
                    if expect("Z") || expect("z") {
                        offset = 0
                    } else if index < bytes.count,
                        bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
                    {
                        let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                        index += 1
                        let hours = try number(2)
                        // `+09:00`, `+0900`, or the hours alone: `+09`; seconds, as local mean time has them,
                        // after a colon (`+09:18:59`, as isoString writes them).
                        let colon = expect(":")
                        let minutes = colon || isDigit() ? try number(2) : 0
                        let seconds = colon && expect(":") ? try number(2) : 0
                        guard hours <= 18, minutes < 60, seconds < 60 else { throw fail("the offset is out of range") }
                        offset = sign * (hours * 3600 + minutes * 60 + seconds)
                    }
                }
            }
        }
        guard index == bytes.count else { throw fail("unexpected text at position \(index + 1)") }
        if let year, !(1...9999).contains(year) { throw .yearOutOfRange(year) }
        if let month, !(1...12).contains(month) { throw fail("month \(month) is not 01–12") }
        if let year, let month, let day, !(1...Self.daysIn(month, of: year)).contains(day) {
            throw fail("\(digits(year, 4))-\(digits(month, 2)) has no day \(day)")
        }
        if let hour, !(0...23).contains(hour) { throw fail("hour \(hour) is not 00–23") }
        if let minute, !(0...59).contains(minute) { throw fail("minute \(minute) is not 00–59") }
        if let second, !(0...59).contains(second) { throw fail("second \(second) is not 00–59") }
    }

    /// The moment the value names in a time zone: its own offset if it has one, else as a wall time there,
    /// resolved like any wheel value (a time in a DST gap moves later by the gap; a repeated time is the
    /// earlier). A missing date is today's there, a missing day the month's first, a missing time midnight.
    ///
    /// - Throws: ``PickerError/calendar(_:)`` for an unknown zone.
    public func instant(inTimeZone zone: String) throws(PickerError) -> Double {
        try resolved(inTimeZone: zone).instant
    }

    /// The moment, as ``instant(inTimeZone:)`` finds it, and how: `.skipped(shiftedBy:)` when the wall time fell
    /// in a DST gap and was moved later, so that a caller can say so; `.exact` for a value with an offset.
    ///
    /// - Throws: ``PickerError/calendar(_:)`` for an unknown zone.
    public func resolved(inTimeZone zone: String) throws(PickerError) -> (
        instant: Double, resolution: WallTimeResolution
    ) {
        let gregorian: CalendarContext
        do {
            // The shared context: opening one checks the locale and its calendar keyword again, which cost four
            // times what the rest of making a picker from ISO 8601 text does. English's own calendar where ICU
            // says it is Gregorian: a keyword's conversion to BCP 47 (`-u-ca-gregory`) loads ICU's table of every
            // keyword and value once a process, about 58 M instructions, five times a whole first picker.
            let english = try CalendarContext.shared(locale: "en", timeZone: zone)
            gregorian =
                english.calendar == "gregorian"
                ? english : try CalendarContext.shared(locale: "en", calendar: "gregorian", timeZone: zone)
        } catch {
            throw .calendar(error)
        }
        let today = gregorian.fields(at: CalendarContext.now())
        let fields = CalendarFields(
            year: YearID(era: 1, year: year ?? today.year.year),
            month: MonthID(month: (month ?? today.month.month + 1) - 1),
            day: day ?? (year == nil ? today.day : 1),
            hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0)
        if let offset {
            let c = fields
            return (
                withFraction(
                    Self.seconds(c.year.year, c.month.month + 1, c.day)
                        + Double(c.hour * 3600 + c.minute * 60 + c.second - offset)), .exact
            )
        }
        do {
            let resolved = try gregorian.resolve(fields)
            return (withFraction(resolved.instant), resolved.resolution)
        } catch {
            throw .calendar(error)
        }
    }

    /// The instant of the whole second plus the fraction, kept within that second: in years far from 1970 a
    /// Double cannot tell .999999999 from the next second, and the value would name the next day.
    private func withFraction(_ second: Double) -> Double {
        guard let fraction, fraction > 0 else { return second }
        return min(second + fraction, (second + 1).nextDown)
    }

    // MARK: Gregorian arithmetic (H. Hinnant's civil algorithms)

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Seconds since 1970 of midnight UTC on a proleptic Gregorian date.
    static func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return Double((era * 146_097 + doe - 719_468) * 86_400)
    }

    /// A proleptic Gregorian date and wall time.
    typealias Civil = (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)

    /// `2026-11-30`.
    static func date(_ c: Civil) -> String {
        "\(digits(c.year, 4))-\(digits(c.month, 2))-\(digits(c.day, 2))"
    }

    /// `14:05`, or `14:05:30` with seconds.
    static func time(_ c: Civil, seconds: Bool) -> String {
        "\(digits(c.hour, 2)):\(digits(c.minute, 2))" + (seconds ? ":\(digits(c.second, 2))" : "")
    }

    /// The proleptic Gregorian date and time of a count of seconds since 1970 (already shifted to local time).
    static func civil(fromInstant local: Double) -> Civil {
        let whole = Int(local.rounded(.down))
        let days = (whole >= 0 ? whole : whole - 86_399) / 86_400
        let secondsOfDay = whole - days * 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (
            yoe + era * 400 + (month <= 2 ? 1 : 0), month, day, secondsOfDay / 3600, secondsOfDay % 3600 / 60,
            secondsOfDay % 60
        )
    }
}

extension DatePicker {
    /// The value as a script wants it: date `2026-11-30`, time `14:05` (`14:05:30` with seconds), dateAndTime
    /// `2026-11-30T14:05:00+09:00`, yearAndMonth `2026-11`, countdown the seconds (`3660`). Always ISO 8601
    /// and Gregorian, whatever the picker's calendar.
    ///
    /// A yearAndMonth value in a calendar whose months are not Gregorian ones (``CalendarContext/hasGregorianMonths``)
    /// is the date of the month's first day: Persian Āzar 1405 is `2026-11-22`, as Temporal writes a
    /// `PlainYearMonth` of such a calendar, since no Gregorian `YYYY-MM` names it (the month of the hidden day had
    /// given 2026-11 or 2026-12 for the one Āzar).
    public var isoString: String {
        isoString(at: date.timeIntervalSince1970, fields: calendarFields)
    }

    /// A moment as this picker's mode writes its value (``isoString``): `2026-11-30` in date mode, `14:05` in
    /// time mode, `2026-11-30T14:05:00+09:00` in dateAndTime, in the picker's calendar and zone; what an
    /// adjustment's `from` and `to` are written as.
    public func isoString(at instant: Double) -> String {
        isoString(at: instant, fields: nil)
    }

    private func isoString(at instant: Double, fields: CalendarFields?) -> String {
        var instant = instant
        // A month of a year (a date without a day) of a calendar whose months are not Gregorian ones.
        if configuration.mode.showsDate, !configuration.mode.hasMonthView, !context.hasGregorianMonths {
            let fields = fields ?? context.fields(at: instant)
            if let month = context.months(of: fields.year).first(where: { $0.id == fields.month }) {
                instant = month.start
            }
        }
        let offset = context.utcOffset(at: instant)
        return wallTimeString(instant + Double(offset))
            + (configuration.mode.valueHasOffset ? zoneDesignator(offset) : "")
    }

    /// The value written with an ICU date pattern in the picker's locale, calendar and zone, as `datepick pick
    /// --output-format` prints it (`EEEE d MMMM y` → `Monday 30 November 2026`).
    ///
    /// - Throws: ``CalendarError/invalidPattern(_:reason:)`` for a pattern ICU cannot format
    ///   (``CalendarContext/checkPattern(_:)``).
    public func formatted(_ pattern: String) throws(CalendarError) -> String {
        try context.checkPattern(pattern)
        return context.format(date.timeIntervalSince1970, pattern: pattern, asListItem: false)
    }

    /// A moment as dateAndTime writes it, whatever the mode: `2026-11-30T14:05:00+09:00`, in the picker's zone
    /// (the form of the bounds, which are moments in every mode).
    public func dateTimeString(at instant: Double) -> String {
        let offset = context.utcOffset(at: instant)
        let c = ISO8601Value.civil(fromInstant: instant + Double(offset))
        return ISO8601Value.date(c) + "T" + ISO8601Value.time(c, seconds: true) + zoneDesignator(offset)
    }

    /// A wall time (seconds since 1970 as the clock on the wall reads them) written as the mode writes its value,
    /// without a UTC offset: `2026-03-08T02:30:00` in dateAndTime, `02:30` in time mode. What a wall time the
    /// clocks skipped is written as, since no offset names it.
    public func wallTimeString(_ local: Double) -> String {
        let c = ISO8601Value.civil(fromInstant: local)
        switch configuration.mode {
        case .date: return ISO8601Value.date(c)
        case .yearAndMonth where !context.hasGregorianMonths: return ISO8601Value.date(c)
        case .yearAndMonth: return "\(digits(c.year, 4))-\(digits(c.month, 2))"
        case .time: return ISO8601Value.time(c, seconds: configuration.showsSeconds)
        case .dateAndTime, .countDownTimer: return ISO8601Value.date(c) + "T" + ISO8601Value.time(c, seconds: true)
        }
    }
}

/// A number in ASCII digits, zero-padded to `width` (`digits(7, 2)` → `07`); the minus sign, if any, first.
func digits(_ number: Int, _ width: Int) -> String {
    let text = String(number.magnitude)
    return (number < 0 ? "-" : "") + String(repeating: "0", count: max(width - text.count, 0)) + text
}

/// An ISO 8601 UTC offset: `Z`, `+09:00`, `-03:30`; with seconds where the offset has them, as local mean time
/// does before a zone took standard time (Tokyo until 1888: `+09:18:59`, as RFC 9557 and Java write it), so the
/// text names the very instant (dropping them would move the value by up to a minute).
func zoneDesignator(_ offset: Int) -> String {
    guard offset != 0 else { return "Z" }
    let seconds = abs(offset) % 60
    return (offset < 0 ? "-" : "+") + digits(abs(offset) / 3600, 2) + ":" + digits(abs(offset) % 3600 / 60, 2)
        + (seconds == 0 ? "" : ":" + digits(seconds, 2))
}
