/// Everything a date picker needs to know about one locale, derived from ICU.
///
/// A plain value: `Sendable`, `Codable`, cheap to copy and safe to keep. Get one from
/// ``LocaleProfiles/profile(for:)``:
///
/// ```swift
/// let ja = try LocaleProfiles.shared.profile(for: "ja_JP")
/// ja.dateOrder        // [.year, .month, .day]
/// ja.hourCycle        // .h23
/// ja.dateLayout.fields.map(\.suffix)  // ["年", "月", "日"]
/// ```
public struct LocaleProfile: Codable, Sendable, Hashable {
    /// The canonical ICU id (`ja_JP`, `ja_JP@calendar=japanese`).
    public var id: String
    /// The same locale as a BCP 47 tag (`ja-JP`, `ja-JP-u-ca-japanese`).
    public var bcp47: String
    /// The locale whose data ICU actually used: the id itself, or the locale it fell back to
    /// (`zh_TW` → `zh_Hant_TW`, `en_ZZ` → `en`).
    public var dataLocale: String
    /// The calendar, by CLDR key: gregorian, buddhist, japanese, persian, hebrew, chinese, islamic-umalqura…
    public var calendar: String
    /// The numbering system, by CLDR key: latn, arab, arabext, deva, beng…
    public var numberingSystem: String
    /// The ten digits of the numbering system, zero first (`٠` … `٩` for arab).
    public var digits: [String]
    /// The direction text runs in.
    public var direction: TextDirection
    /// The first day of the week, 1 = Sunday … 7 = Saturday (honours `-u-fw-`, which ICU 72 ignores).
    public var firstWeekday: Int
    /// The fewest days of a new year the first week must hold (1 in the US, 4 under ISO 8601).
    public var minimalDaysInFirstWeek: Int
    /// The hour cycle (honours `-u-hc-`).
    public var hourCycle: HourCycle
    /// How the locale writes a date: ICU's best pattern for `yMMMMd`, split into fields and affixes.
    public var dateLayout: PatternLayout
    /// How the locale writes a time: ICU's best pattern for `jm`, split into fields and affixes.
    public var timeLayout: PatternLayout
    /// Month names; see ``MonthNames``.
    public var months: MonthNames
    /// Weekday names, Sunday first.
    public var weekdays: WeekdayNames
    /// The AM and PM symbols.
    public var amPm: [String]
    /// Era names of the calendar (2 for gregorian, 1 for buddhist, 237 for japanese), oldest first.
    public var eras: EraNames
    /// Localized field titles for accessibility (ja 年 月 日 時 分; de Jahr Monat Tag).
    public var fieldTitles: FieldTitles
    /// ICU's best patterns for the skeletons the picker modes use (``pickerSkeletons``), found while the
    /// derivation has the pattern generator open, so that a calendar context need not open another.
    public var bestPatterns: [String: String]

    /// The id ICU formatters of this profile open with: ``id`` with its calendar named (`ja_JP@calendar=gregorian`).
    ///
    /// ICU caches a locale's date symbols by the id asked for, and a formatter given a calendar
    /// (`udat_setCalendar`) asks again with the calendar named: opened with `ja_JP`, every formatter would load
    /// the symbols twice.
    var formattingID: String { Self.formattingID(id, calendar: calendar) }

    /// ``formattingID`` of a locale id and the calendar it opens.
    static func formattingID(_ id: String, calendar: String) -> String {
        ResolvedLocale.setting("calendar", to: calendar, in: id)
    }

    /// Year, month and day in the order of the locale's `yMMMMd` pattern.
    public var dateOrder: [DateField] { dateLayout.order.filter { $0 != .era } }
    /// Hour, minute and, where the locale's `jm` pattern has one, the day period, in pattern order.
    public var timeOrder: [DateField] { timeLayout.order }

    /// Writes a number in the locale's digits, padded with zeros to `minimumDigits` (`30` → `٣٠` in ar_EG).
    ///
    /// - Parameters:
    ///   - value: The number; negative numbers get a leading hyphen-minus.
    ///   - minimumDigits: The least number of digits to write (2 gives `05`).
    /// - Returns: The number in the locale's numbering system, without grouping.
    public func formatNumber(_ value: Int, minimumDigits: Int = 1) -> String {
        let ascii = String(value.magnitude)
        let padded = String(repeating: "0", count: max(0, minimumDigits - ascii.count)) + ascii
        // The digits alone, not `self`: a closure reading `digits` copied the whole profile (twenty-odd
        // retains and releases) on each of the tables' 10,000 numbers.
        let digits = self.digits
        let written = padded.utf8.map { digits[Int($0 - UInt8(ascii: "0"))] }.joined()
        return value < 0 ? "-" + written : written
    }

    /// The value of a digit, in ASCII or in the locale's own digits (`٣` → 3), or nil for any other character.
    public func digitValue(_ character: Character) -> Int? {
        if let ascii = character.asciiValue, (48...57).contains(ascii) { return Int(ascii) - 48 }
        return digits.firstIndex(of: String(character))
    }
}

/// The direction a locale's text runs in.
public enum TextDirection: String, Codable, Sendable, Hashable {
    case ltr, rtl
}

/// How hours are counted on a clock.
public enum HourCycle: String, Codable, Sendable, Hashable, CaseIterable {
    /// 0–11 with a day period (ICU pattern letter `K`; ja with `-u-hc-h11`).
    case h11
    /// 12, 1–11 with a day period (`h`; en_US).
    case h12
    /// 00–23 (`H`; most of the world).
    case h23
    /// 1–24 (`k`; rare, only when asked for).
    case h24

    /// The hours of a day in wheel order: h11 0–11, h12 12 then 1–11, h23 0–23, h24 1–24.
    public var hours: [Int] {
        switch self {
        case .h11: Array(0...11)
        case .h12: [12] + Array(1...11)
        case .h23: Array(0...23)
        case .h24: Array(1...24)
        }
    }

    /// Whether the hours need a day period (AM/PM) to tell morning from afternoon.
    public var usesDayPeriod: Bool { self == .h11 || self == .h12 }

    /// An hour of the day (0–23) as this cycle's clock shows it: h12 0 → 12 and 13 → 1, h11 13 → 1, h24 0 → 24.
    public func clockHour(_ hour: Int) -> Int {
        switch self {
        case .h11: hour % 12
        case .h12: hour % 12 == 0 ? 12 : hour % 12
        case .h23: hour
        case .h24: hour == 0 ? 24 : hour
        }
    }

    /// The cycle an ICU hour pattern letter writes (`h` → h12), or nil for other letters.
    public init?(patternLetter: Character) {
        switch patternLetter {
        case "K": self = .h11
        case "h": self = .h12
        case "H": self = .h23
        case "k": self = .h24
        default: return nil
        }
    }
}

/// One set of names in three widths (`November`, `Nov`, `N`).
public struct NameWidths: Codable, Sendable, Hashable {
    /// Full names.
    public var wide: [String]
    /// Abbreviated names.
    public var abbreviated: [String]
    /// Narrow names (often one letter, not unique).
    public var narrow: [String]
}

/// The month names of a locale's calendar: 12 for most calendars, 13 for hebrew, ethiopic and coptic.
///
/// *Format* names are for a month written inside a date (ru `ноября`), *standalone* names for a month on its
/// own, as on a wheel or a calendar heading (ru `ноябрь`).
public struct MonthNames: Codable, Sendable, Hashable {
    /// Names inside a date, by month (index 0 is the calendar's first month).
    public var format: NameWidths
    /// Names on their own, by month.
    public var standalone: NameWidths
    /// Names in their leap form, by month, where the calendar has one, else nil.
    ///
    /// Chinese and Dangi: each month's name as an intercalary (leap) month (zh `闰六月`), made with the pattern
    /// ICU uses for the leap month it formats. Hebrew: the names in a leap year, where Adar is Adar II.
    public var leap: LeapMonthNames?
}

/// Month names in their leap form; see ``MonthNames/leap``.
public struct LeapMonthNames: Codable, Sendable, Hashable {
    /// Leap names inside a date.
    public var format: NameWidths
    /// Leap names on their own.
    public var standalone: NameWidths
}

/// Weekday names, Sunday first (index 0 is Sunday whatever the first weekday).
public struct WeekdayNames: Codable, Sendable, Hashable {
    /// Names inside a date.
    public var format: WeekdayWidths
    /// Names on their own (a calendar's header, a wheel).
    public var standalone: WeekdayWidths
}

/// Weekday names in four widths.
public struct WeekdayWidths: Codable, Sendable, Hashable {
    /// Full names (`Sunday`).
    public var wide: [String]
    /// Abbreviated names (`Sun`).
    public var abbreviated: [String]
    /// Short names, for a calendar's header (`Su`).
    public var short: [String]
    /// Narrow names (`S`; not unique).
    public var narrow: [String]
}

/// Era names, oldest first. (ICU's C API has no narrow era symbols.)
public struct EraNames: Codable, Sendable, Hashable {
    /// Full names (`Anno Domini`, `令和`).
    public var wide: [String]
    /// Abbreviated names (`AD`).
    public var abbreviated: [String]
}

/// Localized names of the fields, for titles and accessibility labels (ICU's field display names).
public struct FieldTitles: Codable, Sendable, Hashable {
    /// Full titles by field (`year` → ja `年`, de `Jahr`).
    public var wide: [String: String]
    /// Abbreviated titles by field (`year` → en `yr.`).
    public var abbreviated: [String: String]
    /// Narrow titles by field.
    public var narrow: [String: String]

    /// The full title of a field (`.hour` → de `Stunde`).
    public subscript(field: DateField) -> String? { wide[field.rawValue] }
}

extension LocaleProfile {
    /// Splits another pattern of this locale (`yMMMM`'s, `jms`'s) into fields and affixes by the same rule as
    /// ``dateLayout``, with this locale's field names.
    ///
    /// - Parameters:
    ///   - pattern: An ICU pattern in this locale, e.g. from ``CalendarContext/bestPattern(_:)``.
    ///   - skeleton: The skeleton it answers, kept for the explanation.
    public func layout(of pattern: String, skeleton: String) -> PatternLayout {
        let titles = [fieldTitles.wide, fieldTitles.abbreviated, fieldTitles.narrow]
        return PatternLayout(skeleton: skeleton, pattern: pattern) { field in titles.compactMap { $0[field.rawValue] } }
    }
}
