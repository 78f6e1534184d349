/// A date of a calendar as JavaScript's Temporal names its fields, so that a script reads numbers rather than
/// parsing labels, and can hand them back: `Temporal.PlainDate.from({calendar, era, eraYear, monthCode, day})`.
///
/// The rules are Temporal's and the Intl Era and Month Code proposal's (MDN, `Temporal.PlainDate` `era`,
/// `year` and `monthCode`); ICU 72 predates them, so this maps ICU's fields onto them:
/// - `era` is Temporal's code: `ce`/`bce` (gregorian), `reiwa`, `heisei`, `showa`, `taisho`, `meiji` (japanese;
///   `meiji` from 1873-01-01, Meiji 6, when Japan took up the Gregorian calendar, and `ce` years before it, where
///   ICU's wheel shows Meiji from 1868 and the historical eras before that), `be` (buddhist), `roc`/`broc`, `am`
///   (coptic, hebrew; ethiopic from year 1), `aa` (ethiopic before year 1, and ethiopic-amete-alem), `shaka`
///   (indian), `ap` (persian), `ah`/`bh` (the islamic calendars). The chinese and dangi calendars have no eras:
///   nil, and `eraYear` nil too. (ICU 72 opens `iso8601` as a Gregorian calendar, whose eras it has.)
/// - `year` is the arithmetic year: the ISO year for gregorian and japanese; for chinese and dangi the
///   ISO year in which the calendar year begins; the running year of the calendar otherwise (buddhist 2569, roc
///   115, hebrew 5787, islamic 1448; zero and below before the epoch: islamic -640 is `bh` 641).
/// - `month` is the ordinal month (1 = the year's first month; a leap month counts: Hebrew Nisan is 8 in a leap
///   year), and `monthCode` the month's identity across years: `M01`…`M13`, with `L` for a leap month: Hebrew
///   Adar I is `M05L` and Adar (Adar II) `M06`; the Chinese leap sixth month `M06L`.
public struct TemporalDate: Hashable, Sendable, Codable {
    /// Temporal's era code, or nil where the calendar has no eras.
    public var era: String?
    /// The year within the era, or nil where the calendar has no eras.
    public var eraYear: Int?
    /// The arithmetic year.
    public var year: Int
    /// The ordinal month, 1 for the year's first.
    public var month: Int
    /// The month's code: `M01`…`M13`, `L` appended for a leap month.
    public var monthCode: String
    /// The day of the month.
    public var day: Int

    /// Whether the month is a leap month (Hebrew Adar I, a Chinese or Dangi leap month).
    public var isLeapMonth: Bool { monthCode.hasSuffix("L") }

    /// Makes a date from Temporal's fields, taken as given: nothing checks that they agree with each other or with
    /// a calendar.
    public init(era: String?, eraYear: Int?, year: Int, month: Int, monthCode: String, day: Int) {
        self.era = era
        self.eraYear = eraYear
        self.year = year
        self.month = month
        self.monthCode = monthCode
        self.day = day
    }
}

extension CalendarContext {
    /// The Temporal fields of a date of this calendar.
    ///
    /// - Returns: nil when the fields name no year or month of the calendar (ICU knows no such date).
    public func temporalDate(_ fields: CalendarFields) -> TemporalDate? {
        // A window of three years, not one: ICU's astronomical Islamic calendar can place the window's centre a
        // year off in zones east of UTC.
        guard let span = years(around: fields.year, radius: 1).first(where: { $0.id == fields.year }) else {
            return nil
        }
        // The year as the calendar counts it, not as the wheels list it: the year that holds 0001-01-01 begins
        // before the supported range, and its months before the range count too (Coptic 0001-01-01 is in month 5).
        guard let index = months(of: fields.year).firstIndex(where: { $0.id == fields.month }),
            let start = checked("the start of \(fields.year)", { try $0.calendarStart(of: fields.year) })
        else { return nil }
        let (era, eraYear, year) = Self.temporalYear(
            calendar: calendar, fields.year, extendedYear: span.extendedYear,
            startYear: Self.isoYear(julianDay: start.julianDay))
        return TemporalDate(
            era: era, eraYear: eraYear, year: year,
            // A calendar with Gregorian months counts them as ISO does, also in a year an era splits (Heisei 1
            // begins in its January's eighth day, and its months are still 1–12).
            month: hasGregorianMonths ? fields.month.month + 1 : start.monthsBefore + index + 1,
            monthCode: Self.monthCode(calendar: calendar, fields.month), day: fields.day)
    }

    /// Names a person can read for eras whose CLDR 42 name is ICU's placeholder (`ERA0`, `ERA1`): the Ethiopic
    /// and Coptic calendars have no era names in English or most languages, and ICU writes `2019 ERA1`. These are
    /// Temporal's era codes, upper-cased as era abbreviations are (`AA` Amete Alem, `AM` Amete Mihret or Anno
    /// Martyrum), by ICU era index; empty when the calendar's eras have names. Coptic years before year 1 (1–283
    /// CE), which Temporal counts as years of no other era, keep ICU's placeholder.
    package var placeholderEraNames: [Int: String] {
        var names: [Int: String] = [:]
        for (era, name) in profile.eras.abbreviated.enumerated()
        where name.hasPrefix("ERA") && Int(name.dropFirst(3)) == era {
            let code: String? =
                switch (calendar, era) {
                case ("ethiopic", 0), ("ethiopic-amete-alem", 0): "aa"
                case ("ethiopic", 1), ("coptic", 1): "am"
                default: nil
                }
            if let code { names[era] = code.uppercased() }
        }
        return names
    }

    /// Temporal's code of a month of this calendar (``TemporalDate/monthCode``): Hebrew Adar I `M05L`.
    public func monthCode(_ month: MonthID) -> String {
        Self.monthCode(calendar: calendar, month)
    }

    /// Temporal's era, era year and arithmetic year of an ICU year.
    ///
    /// - Parameters:
    ///   - extendedYear: ICU's extended year, which is Temporal's year for most calendars.
    ///   - startYear: The ISO year in which the calendar year begins (Temporal's year for chinese and dangi).
    static func temporalYear(calendar: String, _ id: YearID, extendedYear: Int, startYear: Int)
        -> (era: String?, eraYear: Int?, year: Int)
    {
        func twoEras(_ epoch: String, _ inverse: String, year: Int) -> (String?, Int?, Int) {
            year >= 1 ? (epoch, year, year) : (inverse, 1 - year, year)
        }
        switch calendar {
        case "gregorian": return twoEras("ce", "bce", year: extendedYear)
        case "chinese", "dangi": return (nil, nil, startYear)
        case "japanese":
            // ICU's era indices of the eras Temporal names (ICU's JapaneseCalendar numbers Meiji 232).
            let named = [232: "meiji", 233: "taisho", 234: "showa", 235: "heisei", 236: "reiwa"]
            // Temporal's meiji begins on 1873-01-01 (Meiji 6), when Japan took up the Gregorian calendar: its
            // dates before that were lunisolar, which Temporal's japanese calendar does not count, so it gives
            // them the Gregorian era. ICU begins Meiji in 1868, and the wheels keep ICU's labels.
            if let era = named[id.era], era != "meiji" || extendedYear >= 1873 { return (era, id.year, extendedYear) }
            return twoEras("ce", "bce", year: extendedYear)
        case "buddhist": return ("be", id.year, id.year)
        case "roc": return twoEras("roc", "broc", year: id.era == 1 ? id.year : 1 - id.year)
        case "ethiopic": return id.era == 1 ? ("am", id.year, extendedYear) : ("aa", id.year, extendedYear)
        case "ethiopic-amete-alem": return ("aa", id.year, id.year)
        case "coptic", "hebrew": return ("am", extendedYear, extendedYear)
        case "indian": return ("shaka", extendedYear, extendedYear)
        case "persian": return ("ap", extendedYear, extendedYear)
        case let islamic where islamic.hasPrefix("islamic"): return twoEras("ah", "bh", year: extendedYear)
        default: return (nil, nil, extendedYear)
        }
    }

    /// Temporal's month code of an ICU month: `M` and the month's number, two digits, and `L` for a leap month.
    /// ICU counts Hebrew months with Adar I as month 5 (0-based) in every year; Temporal gives Adar I `M05L`, so
    /// the months after it keep their numbers in common and leap years alike.
    static func monthCode(calendar: String, _ month: MonthID) -> String {
        func code(_ number: Int, leap: Bool) -> String {
            "M" + (number < 10 ? "0" : "") + String(number) + (leap ? "L" : "")
        }
        if calendar == "hebrew" {
            switch month.month {
            case ..<5: return code(month.month + 1, leap: false)
            case 5: return code(5, leap: true)
            default: return code(month.month, leap: false)
            }
        }
        return code(month.month + 1, leap: month.isLeap)
    }

    /// The proleptic Gregorian year of a Julian day number (H. Hinnant's `civil_from_days`).
    static func isoYear(julianDay: Int) -> Int {
        let z = julianDay - 2_440_588 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        return yoe + era * 400 + (mp >= 10 ? 1 : 0)
    }
}
