import CalendarEngine
import Testing

@Suite("Locale ids: forms, keywords and bad input")
struct LocaleIDTests {
    let engine = LocaleProfiles()

    @Test(arguments: [
        // (input, canonical ICU id, BCP 47 tag)
        ("ja_JP", "ja_JP", "ja-JP"),
        ("ja-JP", "ja_JP", "ja-JP"),
        ("ja_JP@calendar=japanese", "ja_JP@calendar=japanese", "ja-JP-u-ca-japanese"),
        ("ja-JP-u-ca-japanese", "ja_JP@calendar=japanese", "ja-JP-u-ca-japanese"),
        ("en-US-u-hc-h23", "en_US@hours=h23", "en-US-u-hc-h23"),
        ("ar-EG-u-nu-latn", "ar_EG@numbers=latn", "ar-EG-u-nu-latn"),
        ("de-DE-u-fw-sun", "de_DE@fw=sun", "de-DE-u-fw-sun"),
        ("ja_JP.UTF-8", "ja_JP", "ja-JP"),
        ("C.UTF-8", "en_US_POSIX", "en-US-u-va-posix"),
        ("POSIX", "en_US_POSIX", "en-US-u-va-posix"),
        ("C", "en_US_POSIX", "en-US-u-va-posix"),
        ("en-u-ca-gregory", "en@calendar=gregorian", "en-u-ca-gregory"),
        ("en@calendar=gregory", "en@calendar=gregorian", "en-u-ca-gregory"),
    ])
    func acceptedForms(_ input: String, _ id: String, _ tag: String) throws {
        let profile = try engine.profile(for: input)
        #expect(profile.id == id)
        #expect(profile.bcp47 == tag)
    }

    /// glibc's locale modifiers, as `$LANG` carries them (Debian 12's /usr/share/i18n/SUPPORTED lists
    /// sr_RS@latin, uz_UZ@cyrillic, ks_IN@devanagari, ca_ES@valencia, de_DE@euro and aa_ER@saaho). ICU alone
    /// reads the modifier as a variant it has no data for: sr_RS@latin gave Serbian in Cyrillic.
    @Test(arguments: [
        ("sr_RS.UTF-8@latin", "sr_Latn_RS", "Latn"),
        ("sr_RS@latin", "sr_Latn_RS", "Latn"),
        ("sr@latin", "sr_Latn", "Latn"),
        ("uz_UZ.UTF-8@cyrillic", "uz_Cyrl_UZ", "Cyrl"),
        ("ks_IN@devanagari", "ks_Deva_IN", "Deva"),
        ("ca_ES.UTF-8@valencia", "ca_ES_VALENCIA", "Latn"),
        ("de_DE.ISO-8859-15@euro", "de_DE", "Latn"),
    ])
    func posixModifiers(_ input: String, _ id: String, _ script: String) throws {
        let profile = try engine.profile(for: input)
        #expect(profile.id == id)
        // The month names are in the modifier's script (sr_RS without it: Cyrillic).
        let blocks: [String: ClosedRange<UInt32>] = [
            "Latn": 0x41...0x24F, "Cyrl": 0x400...0x4FF, "Deva": 0x900...0x97F,
        ]
        let letters = profile.months.standalone.wide.joined().unicodeScalars.filter(\.properties.isAlphabetic)
        #expect(
            !letters.isEmpty && letters.allSatisfy { blocks[script]!.contains($0.value) },
            "\(profile.months.standalone.wide)")
    }

    @Test func posixModifiersWithoutAMeaningAreRefused() {
        for input in ["aa_ER@saaho", "gez_ER@abegede", "en_US@", "sr_Latn_RS@latin"] {
            #expect {
                try engine.profile(for: input)
            } throws: { error in
                guard case .malformed(input, _)? = error as? LocaleError else { return false }
                return true
            }
        }
        // A script ICU has no data for, in a language it has: refused as it is without the modifier, naming the
        // script (it had said ICU had no data for Belarusian). ICU 72 has be and ja in Cyrillic and Japanese only.
        #expect(throws: LocaleError.noScriptData("be_BY@latin", language: "be", script: "Latn")) {
            try engine.profile(for: "be_BY@latin")
        }
        #expect(throws: LocaleError.noScriptData("ja-Cyrl", language: "ja", script: "Cyrl")) {
            try engine.profile(for: "ja-Cyrl")
        }
        #expect(throws: LocaleError.noData("xx_Latn", language: "xx")) { try engine.profile(for: "xx_Latn") }
    }

    @Test func fallbackIsReported() throws {
        // zh_TW is not in ICU's list but is an alias of zh_Hant_TW; en_ZZ has no data of its own.
        #expect(try engine.profile(for: "zh_TW").dataLocale == "zh_Hant_TW")
        #expect(try engine.profile(for: "en_ZZ").dataLocale == "en")
        #expect(try engine.profile(for: "ja_JP").dataLocale == "ja_JP")
    }

    @Test func sameLocaleInTwoFormsIsOneProfile() throws {
        #expect(try engine.profile(for: "ja-JP") == engine.profile(for: "ja_JP"))
    }

    static let longID = String(repeating: "a", count: 10 * 1024)

    @Test(arguments: [
        ("", LocaleError.empty),
        ("   ", .empty),
        ("xx_YY", .noData("xx_YY", language: "xx")),
        ("xx", .noData("xx", language: "xx")),
        ("qaa-US", .noData("qaa-US", language: "qaa")),
        (longID, .tooLong(longID, length: 10240, limit: 157)),
    ])
    func refused(_ input: String, _ expected: LocaleError) {
        #expect(throws: expected) { try engine.profile(for: input) }
    }

    @Test(arguments: [
        "../../etc", "../../etc/passwd", "ja_JP\u{7}", "ja JP", "ja_JP\n", "\u{FFFD}", "-ja", "ja--JP",
        "und", "root", "ja_JP.", ".UTF-8", "ja_JP@calendar=../x", "日本", "ja_JP@a=b.c", "en-US-u", "123",
    ])
    func malformed(_ input: String) {
        #expect {
            try engine.profile(for: input)
        } throws: { error in
            guard case .malformed(let named, _)? = error as? LocaleError else { return false }
            return named == input
        }
    }

    @Test func badKeywordsNameTheValue() {
        #expect(throws: LocaleError.unknownHourCycle("en-US-u-hc-h25", value: "h25")) {
            try engine.profile(for: "en-US-u-hc-h25")
        }
        #expect(throws: LocaleError.unknownNumberingSystem("ar-EG-u-nu-abcd", value: "abcd")) {
            try engine.profile(for: "ar-EG-u-nu-abcd")
        }
        #expect(throws: LocaleError.algorithmicNumberingSystem("ja-u-nu-jpan", value: "jpan")) {
            try engine.profile(for: "ja-u-nu-jpan")
        }
        #expect(throws: LocaleError.unknownFirstWeekday("de-DE-u-fw-xyz", value: "xyz")) {
            try engine.profile(for: "de-DE-u-fw-xyz")
        }
        #expect {
            try engine.profile(for: "en_US@calendar=foo")
        } throws: { error in
            guard case .unknownCalendar("en_US@calendar=foo", "foo", let known)? = error as? LocaleError else {
                return false
            }
            return known.contains("gregorian") && known.contains("hebrew")
        }
    }

    /// A first weekday set on an id as `-u-fw-` sets it, in any form of the id, replacing the id's own.
    @Test func aFirstWeekdayIsSetAsTheKeyword() throws {
        #expect(try LocaleProfiles.id("en-US", firstWeekday: .mon) == "en_US@fw=mon")
        #expect(try LocaleProfiles.id("de_DE.UTF-8", firstWeekday: .sat) == "de_DE@fw=sat")
        #expect(try LocaleProfiles.id("de-DE-u-fw-sun", firstWeekday: .wed) == "de_DE@fw=wed")
        #expect(
            try LocaleProfiles.id("ja_JP@calendar=japanese", firstWeekday: .sun) == "ja_JP@calendar=japanese;fw=sun")
        #expect(try engine.profile(for: LocaleProfiles.id("en_US", firstWeekday: .mon)).firstWeekday == 2)
        #expect(throws: LocaleError.noData("xx_YY", language: "xx")) {
            try LocaleProfiles.id("xx_YY", firstWeekday: .mon)
        }
        #expect(FirstWeekday(number: 1) == .sun && FirstWeekday(number: 8) == nil && FirstWeekday.sat.number == 7)
    }

    @Test func messagesNameTheInputOnOneLine() {
        for input in ["xx_YY", "ja_JP\u{7}", "en-US-u-hc-h25", "en_US@calendar=foo"] {
            do {
                _ = try engine.profile(for: input)
                Issue.record("\(input) was accepted")
            } catch {
                #expect(!error.description.contains("\n"))
                #expect(error.description.contains(LocaleError.printable(input)))
            }
        }
    }

    @Test func environmentLocaleFollowsPOSIXPrecedence() {
        #expect(LocaleProfiles.environmentLocale(["LANG": "de_DE.UTF-8", "LC_TIME": "ja_JP.UTF-8"]) == "ja_JP.UTF-8")
        #expect(LocaleProfiles.environmentLocale(["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR"]) == "fr_FR")
        #expect(LocaleProfiles.environmentLocale(["LANG": "de_DE", "LC_ALL": ""]) == "de_DE")
        #expect(LocaleProfiles.environmentLocale(["LANG": "C.UTF-8"]) == "en_US_POSIX")
        #expect(LocaleProfiles.environmentLocale([:]) == "en_US_POSIX")
    }
}

/// A calendar named that the locale opens anyway leaves its id without the keyword (ICU would load its whole
/// key and type table to check one): the id is what the locale alone gives, and a calendar it does not prefer
/// is kept.
@Suite("The preferred calendar, named")
struct PreferredCalendarTests {
    @Test(arguments: [
        ("en_US", "gregorian", "en_US"), ("th_TH", "buddhist", "th_TH"), ("fa_IR", "persian", "fa_IR"),
        ("th_TH", "gregorian", "th_TH@calendar=gregorian"), ("ja_JP", "japanese", "ja_JP@calendar=japanese"),
        ("en_US", "gregory", "en_US@calendar=gregorian"),
    ])
    func idOfANamedCalendar(_ locale: String, _ calendar: String, _ id: String) throws {
        let context = try CalendarContext(locale: locale, calendar: calendar, timeZone: "UTC")
        #expect(context.profile.id == id)
        #expect(context.profile.calendar == (calendar == "gregory" ? "gregorian" : calendar))
    }
}
