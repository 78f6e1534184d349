import CalendarEngine
import Testing

/// Hand-checked expectations, written from CLDR 42's published data, not copied from the engine.
///
/// Sources (CLDR 42, the release ICU 72 carries):
/// - orders and affixes: the `yMMMMd` and `Hm`/`hm` availableFormats of each locale, as shown in the chart
///   https://www.unicode.org/cldr/charts/42/by_type/date_&_time.gregorian.html (and the calendar's own chart
///   for buddhist, persian, japanese, islamic);
/// - hour cycle: `timeData` `preferred` of the locale's region in common/supplemental/supplementalData.xml
///   (chart: https://www.unicode.org/cldr/charts/42/supplemental/territory_information.html);
/// - first weekday: `weekData` `firstDay` in supplementalData.xml (sun: US CA JP KR TW IL IN BR TH SA;
///   sat: EG IR; mon: the rest of the list below);
/// - default calendar (`calendarPreferenceData`) and numbering system (`defaultNumberingSystem` of the
///   locale: arab for ar_EG, arabext for fa, latn for hi and th);
/// - names: the locale's standalone wide month names and AM/PM markers in the same chart.
///
/// The gregorian orders, first days and month names were cross-checked against CLDR 42 as Babel 2.12.1
/// packages it (`Locale.parse(id)._data["datetime_skeletons"]["yMMMMd"]`, `first_week_day`), a source
/// independent of ICU. Note CN: older CLDR lists it under `sun`; CLDR 42 puts it under `mon`.
struct Expectation: Sendable, CustomTestStringConvertible {
    var locale: String
    var date: [DateField]
    var time: [DateField]
    var hourCycle: HourCycle
    var firstWeekday: Int
    var calendar = "gregorian"
    var digits = "latn"
    var direction = TextDirection.ltr
    var firstMonth: String? = nil
    var amPm: [String]? = nil
    /// Suffixes by field, trimmed of spaces (the space before `г.` is U+202F in CLDR 42).
    var suffixes: [DateField: String] = [:]
    var prefixes: [DateField: String] = [:]
    var testDescription: String { locale }
}

let y = DateField.year, mo = DateField.month, d = DateField.day
let h = DateField.hour, m = DateField.minute, a = DateField.dayPeriod

let expectations: [Expectation] = [
    // ja.xml: yMMMMd y年M月d日, Hm H:mm; JP prefers H; JP week starts Sunday.
    .init(
        locale: "ja_JP", date: [y, mo, d], time: [h, m], hourCycle: .h23, firstWeekday: 1,
        firstMonth: "1月", amPm: ["午前", "午後"], suffixes: [y: "年", mo: "月", d: "日"]),
    // en.xml: MMMM d, y; h:mm a; US prefers h; Sunday.
    .init(
        locale: "en_US", date: [mo, d, y], time: [h, m, a], hourCycle: .h12, firstWeekday: 1,
        firstMonth: "January", amPm: ["AM", "PM"]),
    // en_GB.xml: d MMMM y; HH:mm; GB prefers H; Monday.
    .init(locale: "en_GB", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 2),
    // en_CA.xml: MMMM d, y; h:mm a; CA prefers h; Sunday.
    .init(locale: "en_CA", date: [mo, d, y], time: [h, m, a], hourCycle: .h12, firstWeekday: 1),
    // de.xml: d. MMMM y; HH:mm; Monday; Januar.
    .init(locale: "de_DE", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 2, firstMonth: "Januar"),
    // fr.xml: d MMMM y; HH:mm; Monday; standalone months are lower case.
    .init(locale: "fr_FR", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 2, firstMonth: "janvier"),
    // es.xml: d 'de' MMMM 'de' y (de is a connector, not an affix); H:mm; Monday.
    .init(locale: "es_ES", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 2, firstMonth: "enero"),
    // ko.xml: y년 MMMM d일; a h:mm (the day period comes first); KR prefers h; Sunday.
    .init(
        locale: "ko_KR", date: [y, mo, d], time: [a, h, m], hourCycle: .h12, firstWeekday: 1,
        amPm: ["오전", "오후"], suffixes: [y: "년", d: "일"]),
    // zh.xml: y年M月d日; HH:mm; CN prefers H; Monday (CLDR 42 weekData; older releases said Sunday).
    .init(
        locale: "zh_CN", date: [y, mo, d], time: [h, m], hourCycle: .h23, firstWeekday: 2,
        amPm: ["上午", "下午"], suffixes: [y: "年", mo: "月", d: "日"]),
    // zh_Hant.xml: y年M月d日; ah:mm; TW prefers h; Sunday.
    .init(
        locale: "zh_TW", date: [y, mo, d], time: [a, h, m], hourCycle: .h12, firstWeekday: 1,
        amPm: ["上午", "下午"]),
    // ar.xml: d MMMM y; h:mm a; EG prefers h, week starts Saturday; arab digits; right to left.
    .init(
        locale: "ar_EG", date: [d, mo, y], time: [h, m, a], hourCycle: .h12, firstWeekday: 7,
        digits: "arab", direction: .rtl, amPm: ["ص", "م"]),
    // ar_SA: islamic-umalqura by calendarPreferenceData; SA prefers h; Sunday.
    .init(
        locale: "ar_SA", date: [d, mo, y], time: [h, m, a], hourCycle: .h12, firstWeekday: 1,
        calendar: "islamic-umalqura", digits: "arab", direction: .rtl, firstMonth: "محرم"),
    // fa.xml (persian): d MMMM y; H:mm; IR prefers H, week starts Saturday; arabext digits.
    .init(
        locale: "fa_IR", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 7,
        calendar: "persian", digits: "arabext", direction: .rtl, firstMonth: "فروردین"),
    // he.xml: d בMMMM y (ב, "in", is written against the month); H:mm; IL Sunday.
    .init(
        locale: "he_IL", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 1,
        direction: .rtl, prefixes: [mo: "ב"]),
    // th.xml (buddhist): d MMMM G y; HH:mm; TH Sunday; latn is th's default numbering system.
    .init(
        locale: "th_TH", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 1,
        calendar: "buddhist", firstMonth: "มกราคม"),
    // hi.xml: d MMMM y; h:mm a; IN prefers h; Sunday; latn default digits.
    .init(locale: "hi_IN", date: [d, mo, y], time: [h, m, a], hourCycle: .h12, firstWeekday: 1, firstMonth: "जनवरी"),
    // ru.xml: d MMMM y 'г'. (г. = год, the year's abbreviation); HH:mm; Monday; standalone январь.
    .init(
        locale: "ru_RU", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 2,
        firstMonth: "январь", suffixes: [y: "г."]),
    // pt.xml: d 'de' MMMM 'de' y; HH:mm; BR Sunday.
    .init(locale: "pt_BR", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 1, firstMonth: "janeiro"),
    // sv.xml: d MMMM y; HH:mm; Monday.
    .init(locale: "sv_SE", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 2, firstMonth: "januari"),
    // fi.xml: d. MMMM y; H.mm; Monday; standalone tammikuu.
    .init(locale: "fi_FI", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 2, firstMonth: "tammikuu"),
    // hu.xml: y. MMMM d. (the periods are separators); H:mm; Monday.
    .init(locale: "hu_HU", date: [y, mo, d], time: [h, m], hourCycle: .h23, firstWeekday: 2, firstMonth: "január"),
    // lt.xml: y 'm'. MMMM d 'd'. (m. = metai, d. = diena); HH:mm; Monday.
    .init(
        locale: "lt_LT", date: [y, mo, d], time: [h, m], hourCycle: .h23, firstWeekday: 2,
        suffixes: [y: "m.", d: "d."]),
    // bg.xml: d MMMM y 'г'.; H:mm 'ч'.; Monday.
    .init(locale: "bg_BG", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 2, suffixes: [y: "г."]),
    // kk.xml: y 'ж'. d MMMM (year, day, month); HH:mm; Monday.
    .init(locale: "kk_KZ", date: [y, d, mo], time: [h, m], hourCycle: .h23, firstWeekday: 2, suffixes: [y: "ж."]),
    // lv.xml: y. 'gada' d. MMMM (year, day, month); HH:mm; Monday.
    .init(locale: "lv_LV", date: [y, d, mo], time: [h, m], hourCycle: .h23, firstWeekday: 2),
    // Keywords: -u-hc- overrides the region's preference; -u-fw- overrides the first day (ICU ignores it).
    .init(locale: "en-US-u-hc-h23", date: [mo, d, y], time: [h, m], hourCycle: .h23, firstWeekday: 1),
    .init(locale: "ja-JP-u-hc-h11", date: [y, mo, d], time: [a, h, m], hourCycle: .h11, firstWeekday: 1),
    .init(locale: "en-US-u-hc-h24", date: [mo, d, y], time: [h, m], hourCycle: .h24, firstWeekday: 1),
    .init(locale: "de-DE-u-fw-sun", date: [d, mo, y], time: [h, m], hourCycle: .h23, firstWeekday: 1),
    .init(
        locale: "ar-EG-u-nu-latn", date: [d, mo, y], time: [h, m, a], hourCycle: .h12, firstWeekday: 7,
        direction: .rtl),
    // ja.xml japanese calendar: GGGGy年M月d日; the era's full name comes first.
    .init(
        locale: "ja-JP-u-ca-japanese", date: [y, mo, d], time: [h, m], hourCycle: .h23, firstWeekday: 1,
        calendar: "japanese", suffixes: [y: "年"]),
]

@Suite("Hand-checked locales (CLDR 42)")
struct LocaleExpectationsTests {
    @Test(arguments: expectations)
    func matchesCLDR(_ expected: Expectation) throws {
        let profile = try LocaleProfiles.shared.profile(for: expected.locale)
        #expect(profile.dateOrder == expected.date, "\(profile.dateLayout.explanation)")
        #expect(profile.timeOrder == expected.time, "\(profile.timeLayout.explanation)")
        #expect(profile.hourCycle == expected.hourCycle)
        #expect(profile.firstWeekday == expected.firstWeekday)
        #expect(profile.calendar == expected.calendar)
        #expect(profile.numberingSystem == expected.digits)
        #expect(profile.direction == expected.direction)
        if let firstMonth = expected.firstMonth { #expect(profile.months.standalone.wide.first == firstMonth) }
        if let amPm = expected.amPm { #expect(profile.amPm == amPm) }
        let fields = profile.dateLayout.fields + profile.timeLayout.fields
        for (field, suffix) in expected.suffixes {
            let actual = fields.first { $0.field == field }?.suffix.trimmingCharacters(in: " \u{202F}\u{A0}")
            #expect(actual == suffix, "suffix of \(field) in \(profile.dateLayout.pattern)")
        }
        for (field, prefix) in expected.prefixes {
            #expect(fields.first { $0.field == field }?.prefix == prefix, "prefix of \(field)")
        }
    }

    @Test func eraShowsOnlyWhereThePatternHasOne() throws {
        // ja.xml japanese calendar yMMMMd: Gy年M月d日 (the era leads); gregorian y年M月d日 has none.
        #expect(
            try LocaleProfiles.shared.profile(for: "ja-JP-u-ca-japanese").dateLayout.order == [
                .era, .year, .month, .day,
            ])
        #expect(try LocaleProfiles.shared.profile(for: "ja_JP").dateLayout.order == [.year, .month, .day])
    }

    @Test func fieldTitlesAreLocalized() throws {
        // CLDR 42 ja.xml and de.xml <fields>: displayName of year, month, day, hour, minute.
        let ja = try LocaleProfiles.shared.profile(for: "ja_JP")
        #expect(
            [DateField.year, .month, .day, .hour, .minute].map { ja.fieldTitles[$0] } == ["年", "月", "日", "時", "分"])
        let de = try LocaleProfiles.shared.profile(for: "de_DE")
        #expect([DateField.year, .month, .day].map { de.fieldTitles[$0] } == ["Jahr", "Monat", "Tag"])
    }

    @Test func numbersUseTheLocaleDigits() throws {
        #expect(try LocaleProfiles.shared.profile(for: "ar_EG").formatNumber(30) == "٣٠")
        #expect(try LocaleProfiles.shared.profile(for: "fa_IR").formatNumber(1405) == "۱۴۰۵")
        #expect(try LocaleProfiles.shared.profile(for: "hi-IN-u-nu-deva").formatNumber(5, minimumDigits: 2) == "०५")
        #expect(try LocaleProfiles.shared.profile(for: "en_US").formatNumber(-7) == "-7")
    }

    @Test func weekdaysStartOnSunday() throws {
        // Sunday first whatever the first weekday (en.xml days, standalone wide).
        let gb = try LocaleProfiles.shared.profile(for: "en_GB")
        #expect(gb.weekdays.standalone.wide.first == "Sunday")
        #expect(gb.weekdays.standalone.short.first == "Su")
    }

    @Test func hebrewCalendarHasThirteenMonthsAndAdarII() throws {
        // he.xml hebrew calendar: Tishri … Elul with Adar I; in a leap year Adar is named Adar II (alt="leap").
        let he = try LocaleProfiles.shared.profile(for: "he_IL@calendar=hebrew")
        #expect(he.months.standalone.wide.count == 13)
        #expect(he.months.format.wide[5] == "אדר א׳")
        #expect(he.months.format.wide[6] == "אדר")
        #expect(he.months.leap?.format.wide[6] == "אדר ב׳")
        let en = try LocaleProfiles.shared.profile(for: "en@calendar=hebrew")
        #expect(en.months.format.wide[6] == "Adar")
        #expect(en.months.leap?.format.wide[6] == "Adar II")
    }

    @Test func chineseAndDangiNameTheirLeapMonths() throws {
        // zh.xml chinese monthPatterns leap: 闰{0}; ko.xml dangi: 윤{0}; en.xml chinese: {0}bis.
        let zh = try LocaleProfiles.shared.profile(for: "zh@calendar=chinese")
        #expect(zh.months.format.wide.count == 12)
        #expect(zh.months.leap?.format.wide[5] == "闰六月")
        let ko = try LocaleProfiles.shared.profile(for: "ko@calendar=dangi")
        #expect(ko.months.leap?.format.wide[5] == "윤6월")
        let en = try LocaleProfiles.shared.profile(for: "en@calendar=chinese")
        #expect(en.months.leap?.format.abbreviated[5] == "Mo6bis")
        #expect(try LocaleProfiles.shared.profile(for: "ja_JP").months.leap == nil)
    }

    @Test func ethiopicAndCopticHaveThirteenMonths() throws {
        #expect(try LocaleProfiles.shared.profile(for: "am_ET@calendar=ethiopic").months.standalone.wide.count == 13)
        #expect(try LocaleProfiles.shared.profile(for: "ar@calendar=coptic").months.standalone.wide.count == 13)
    }

    @Test func japaneseCalendarHasItsEras() throws {
        // ja.xml japanese eras: the last two are 平成 and 令和.
        let ja = try LocaleProfiles.shared.profile(for: "ja_JP@calendar=japanese")
        #expect(ja.eras.wide.suffix(2) == ["平成", "令和"])
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        let drop = Set(set.unicodeScalars)
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, drop.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, drop.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
