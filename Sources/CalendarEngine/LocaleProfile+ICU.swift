internal import CICU

extension LocaleProfile {
    /// The skeleton whose best pattern gives the date order: year, full month name, day.
    static let dateSkeleton = "yMMMMd"
    /// The skeleton whose best pattern gives the time order: the locale's preferred hour (`j`) and minutes.
    static let timeSkeleton = "jm"
    /// The skeletons whose best patterns the picker modes split into wheels: date, time, time with seconds,
    /// year and month, and the dateAndTime mode's day (`MMMEd`, and `yMMMEd` for a day of another year), found
    /// while the derivation has a pattern generator open, so that no picker opens one of its own.
    public static let pickerSkeletons = [dateSkeleton, timeSkeleton, "jms", "yMMMM", "MMMEd", "yMMMEd"]

    /// Derives a profile from ICU. Every ICU object is opened here, used by this thread only, and closed when
    /// the derivation ends, so derivations can run on many threads at once.
    ///
    /// - Parameter donors: The data derived for each ``DataSource``, by ``DataSource/key``. A locale whose source
    ///   is there takes that data and derives only its own facts; the first of a source derives it.
    init(deriving locale: ResolvedLocale, donors: Locked<[String: Donor]>? = nil) throws {
        let calendar = try ICUCalendar(locale: locale.icuID)
        let type = try calendar.type()
        guard let donors, let source = DataSource(locale, calendar: type)?.key else {
            try self.init(data: locale.icuID, calendar: calendar, type: type)
            adopt(locale, calendar)
            return
        }
        let donor = donors.value(for: source) { Donor() }
        self = try donor.data.withLock { data in
            if let data { return data }
            let derived = try LocaleProfile(data: locale.icuID, calendar: calendar, type: type)
            data = derived
            return derived
        }
        adopt(locale, calendar)
    }

    /// What a locale derives itself even when it shares its data (``DataSource``): its ids, its region's
    /// week and its script's direction.
    private mutating func adopt(_ locale: ResolvedLocale, _ calendar: ICUCalendar) {
        id = locale.icuID
        bcp47 = locale.bcp47
        dataLocale = locale.dataLocale
        if let fw = locale.keywords["fw"].flatMap(FirstWeekday.init(rawValue:)) {
            firstWeekday = fw.number  // ICU 72's ucal ignores `fw`; the engine honours it.
        } else {
            firstWeekday = calendar.attribute(DP_UCAL_FIRST_DAY_OF_WEEK)
        }
        minimalDaysInFirstWeek = calendar.attribute(DP_UCAL_MINIMAL_DAYS_IN_FIRST_WEEK)
        direction = dp_uloc_isRightToLeft(locale.icuID) != 0 ? .rtl : .ltr
    }

    /// The data part of a profile (everything ``adopt(_:_:)`` does not set, which stays a placeholder).
    private init(data locale: String, calendar: ICUCalendar, type: String) throws {
        (id, bcp47, dataLocale, firstWeekday, minimalDaysInFirstWeek, direction) = ("", "", "", 1, 1, .ltr)
        // With the calendar named, as calendar contexts open their formatters (``formattingID``): ICU loads the
        // locale's date symbols once for both.
        let id = Self.formattingID(locale, calendar: type)
        let generator = try ICUPatternGenerator(locale: id)
        fieldTitles = try FieldTitles(generator)
        // Placeholders until every stored property is set; then `layout(of:skeleton:)` splits the patterns.
        dateLayout = PatternLayout(skeleton: Self.dateSkeleton, pattern: "") { _ in [] }
        timeLayout = dateLayout
        hourCycle = try HourCycle(generator.defaultHourCycle())
        bestPatterns = [:]

        let format = try ICUDateFormat(locale: id, pattern: "d")
        self.calendar = type
        let monthCount = try calendar.maximum(DP_UCAL_MONTH) + 1
        months = try MonthNames(format, count: monthCount, calendar: type, locale: id)
        weekdays = try WeekdayNames(format)
        amPm = try format.symbols(DP_UDAT_AM_PMS)
        eras = EraNames(
            wide: try format.symbols(DP_UDAT_ERA_NAMES),
            abbreviated: try format.symbols(DP_UDAT_ERAS))
        (numberingSystem, digits) = try Self.numberingSystem(id)
        var patterns: [String: String] = [:]
        for skeleton in Self.pickerSkeletons { patterns[skeleton] = try generator.bestPattern(skeleton) }
        bestPatterns = patterns
        dateLayout = layout(of: patterns[Self.dateSkeleton]!, skeleton: Self.dateSkeleton)
        timeLayout = layout(of: patterns[Self.timeSkeleton]!, skeleton: Self.timeSkeleton)
    }

    /// The locale's numbering system and its ten digits.
    private static func numberingSystem(_ id: String) throws -> (String, [String]) {
        var status = DP_U_ZERO_ERROR
        guard let system = dp_unumsys_open(id, &status) else { throw ICUError(code: status, call: "unumsys_open") }
        defer { dp_unumsys_close(system) }
        try status.check("unumsys_open(\(id))")
        let name = String(cString: dp_unumsys_getName(system))
        let description = try icuString("unumsys_getDescription") { dp_unumsys_getDescription(system, $0, $1, &$2) }
        let digits = description.unicodeScalars.map { String($0) }
        guard dp_unumsys_isAlgorithmic(system) == 0, digits.count == 10 else {
            throw ICUError(code: DP_U_UNSUPPORTED_ERROR, call: "numbering system \(name) has no ten digits")
        }
        return (name, digits)
    }
}

extension HourCycle {
    init(_ cycle: Int32) throws {
        switch cycle {
        case DP_UDAT_HOUR_CYCLE_11: self = .h11
        case DP_UDAT_HOUR_CYCLE_12: self = .h12
        case DP_UDAT_HOUR_CYCLE_23: self = .h23
        case DP_UDAT_HOUR_CYCLE_24: self = .h24
        default: throw ICUError(code: DP_U_INTERNAL_PROGRAM_ERROR, call: "udatpg_getDefaultHourCycle")
        }
    }
}

extension FieldTitles {
    init(_ generator: ICUPatternGenerator) throws {
        let fields: [(DateField, Int32)] = [
            (.era, DP_UDATPG_ERA_FIELD), (.year, DP_UDATPG_YEAR_FIELD), (.month, DP_UDATPG_MONTH_FIELD),
            (.day, DP_UDATPG_DAY_FIELD), (.weekday, DP_UDATPG_WEEKDAY_FIELD), (.dayPeriod, DP_UDATPG_DAYPERIOD_FIELD),
            (.hour, DP_UDATPG_HOUR_FIELD), (.minute, DP_UDATPG_MINUTE_FIELD), (.second, DP_UDATPG_SECOND_FIELD),
        ]
        func titles(_ width: Int32) throws -> [String: String] {
            var titles: [String: String] = [:]
            for (field, icuField) in fields {
                titles[field.rawValue] = try generator.displayName(icuField, width: width)
            }
            return titles
        }
        self.init(
            wide: try titles(DP_UDATPG_WIDE), abbreviated: try titles(DP_UDATPG_ABBREVIATED),
            narrow: try titles(DP_UDATPG_NARROW))
    }
}

extension WeekdayNames {
    init(_ format: ICUDateFormat) throws {
        // ICU's weekday symbols start at index 1 (Sunday); index 0 is empty.
        func widths(
            _ wide: Int32, _ abbreviated: Int32,
            _ short: Int32, _ narrow: Int32
        ) throws -> WeekdayWidths {
            WeekdayWidths(
                wide: Array(try format.symbols(wide).dropFirst()),
                abbreviated: Array(try format.symbols(abbreviated).dropFirst()),
                short: Array(try format.symbols(short).dropFirst()),
                narrow: Array(try format.symbols(narrow).dropFirst()))
        }
        self.format = try widths(
            DP_UDAT_WEEKDAYS, DP_UDAT_SHORT_WEEKDAYS, DP_UDAT_SHORTER_WEEKDAYS, DP_UDAT_NARROW_WEEKDAYS)
        standalone = try widths(
            DP_UDAT_STANDALONE_WEEKDAYS, DP_UDAT_STANDALONE_SHORT_WEEKDAYS,
            DP_UDAT_STANDALONE_SHORTER_WEEKDAYS, DP_UDAT_STANDALONE_NARROW_WEEKDAYS)
    }
}

extension MonthNames {
    /// The pattern letters for each context and width, in ``NameWidths`` order.
    static let formatLetters = ["MMMM", "MMM", "MMMMM"]
    static let standaloneLetters = ["LLLL", "LLL", "LLLLL"]

    init(_ format: ICUDateFormat, count: Int, calendar: String, locale: String) throws {
        // Hebrew has a 14th symbol (Adar II) beyond its 13 months: that is the leap form, derived below.
        func widths(_ types: [Int32]) throws -> NameWidths {
            let names = try types.map { Array(try format.symbols($0).prefix(count)) }
            return NameWidths(wide: names[0], abbreviated: names[1], narrow: names[2])
        }
        self.format = try widths([DP_UDAT_MONTHS, DP_UDAT_SHORT_MONTHS, DP_UDAT_NARROW_MONTHS])
        standalone = try widths([
            DP_UDAT_STANDALONE_MONTHS, DP_UDAT_STANDALONE_SHORT_MONTHS, DP_UDAT_STANDALONE_NARROW_MONTHS,
        ])
        switch calendar {
        case "chinese", "dangi":
            leap = try Self.leapMonths(locale: locale, regular: self)
        case "hebrew":
            leap = try Self.leapYearMonths(locale: locale, count: count)
        default:
            leap = nil
        }
    }

    /// Chinese and Dangi leap months: ICU formats a real leap month; its name with the regular name taken out
    /// is the locale's leap pattern (zh `闰{0}`), applied to every month.
    private static func leapMonths(locale: String, regular: MonthNames) throws -> LeapMonthNames? {
        let calendar = try ICUCalendar(locale: locale)
        try calendar.setMillis(0)
        // A leap month comes every two or three years; 60 lunations always reach one.
        var found = false
        for _ in 0..<60 {
            try calendar.add(DP_UCAL_MONTH, 1)
            if try calendar.get(DP_UCAL_IS_LEAP_MONTH) == 1 { found = true; break }
        }
        guard found else { return nil }
        let month = try calendar.get(DP_UCAL_MONTH)
        func widths(_ letters: [String], _ names: NameWidths) throws -> NameWidths {
            let regularNames = [names.wide, names.abbreviated, names.narrow]
            let leapNames = try zip(letters, regularNames).map { letters, regularNames in
                let leapName = try ICUDateFormat(locale: locale, pattern: letters).format(calendar)
                let name = regularNames[month]
                guard let (head, tail) = leapName.split(around: name) else {
                    // The leap name does not contain the regular one: no pattern to apply, only this month.
                    return regularNames.enumerated().map { $0.offset == month ? leapName : $0.element }
                }
                return regularNames.map { head + $0 + tail }
            }
            return NameWidths(wide: leapNames[0], abbreviated: leapNames[1], narrow: leapNames[2])
        }
        return LeapMonthNames(
            format: try widths(formatLetters, regular.format),
            standalone: try widths(standaloneLetters, regular.standalone))
    }

    /// Hebrew: the months as ICU names them in a leap year (Adar I, then Adar II where Adar stands).
    private static func leapYearMonths(locale: String, count: Int) throws -> LeapMonthNames? {
        let calendar = try ICUCalendar(locale: locale)
        try calendar.setMillis(0)
        // Adar I (month 5) exists only in leap years; 7 of every 19 years are leap.
        var year: Int?
        for _ in 0..<(13 * 4) where year == nil {
            try calendar.add(DP_UCAL_MONTH, 1)
            if try calendar.get(DP_UCAL_MONTH) == 5 { year = try calendar.get(DP_UCAL_YEAR) }
        }
        guard let year else { return nil }
        func widths(_ letters: [String]) throws -> NameWidths {
            let names = try letters.map { letters in
                let format = try ICUDateFormat(locale: locale, pattern: letters)
                return try (0..<count).map { month in
                    calendar.clear()
                    calendar.set(DP_UCAL_YEAR, year)
                    calendar.set(DP_UCAL_MONTH, month)
                    calendar.set(DP_UCAL_DATE, 1)
                    return try format.format(calendar)
                }
            }
            return NameWidths(wide: names[0], abbreviated: names[1], narrow: names[2])
        }
        return LeapMonthNames(format: try widths(formatLetters), standalone: try widths(standaloneLetters))
    }
}

extension String {
    /// The text before and after the first occurrence of `part`, compared by UTF-16 unit; nil if absent.
    func split(around part: String) -> (String, String)? {
        let units = Array(utf16), target = Array(part.utf16)
        guard !target.isEmpty, target.count <= units.count else { return nil }
        for start in 0...(units.count - target.count) where units[start..<start + target.count].elementsEqual(target) {
            return (String(utf16: units[..<start]), String(utf16: units[(start + target.count)...]))
        }
        return nil
    }
}

extension Array where Element == String {
    /// The strings one after another with `separator` between: what `joined(separator:)` gives. That one is
    /// generic here, and its first call in a process looks its witnesses up at run time, 0.1 M instructions
    /// (callgrind) of every program's first picker, which joins ids on its way.
    package func concatenated(separator: String = "") -> String {
        var text = ""
        for index in indices {
            if index > 0 { text += separator }
            text += self[index]
        }
        return text
    }
}
