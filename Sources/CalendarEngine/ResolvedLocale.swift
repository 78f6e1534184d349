internal import CICU

/// A locale id checked against ICU and put in canonical form, with the keywords the engine honours.
struct ResolvedLocale: Sendable, Hashable {
    /// The canonical ICU id (`ja_JP@calendar=japanese`).
    var icuID: String
    /// The same locale as a BCP 47 tag (`ja-JP-u-ca-japanese`).
    var bcp47: String
    /// The id without keywords (`ja_JP`).
    var baseName: String
    /// The keywords, by ICU key (`calendar`, `hours`, `numbers`, `fw`…).
    var keywords: [String: String]
    /// The locale whose data ICU has for the base name (`zh_TW` → `zh_Hant_TW`, `en_ZZ` → `en`).
    var dataLocale: String

    /// ICU's limit for a full locale name (DP_ULOC_FULLNAME_CAPACITY).
    static let maximumLength = Int(DP_ULOC_FULLNAME_CAPACITY)

    /// Checks and canonicalizes an id given in ICU form (`ja_JP@calendar=japanese`), POSIX form
    /// (`ja_JP.UTF-8`, so `$LANG` works) or BCP 47 (`ja-JP-u-ca-japanese`).
    init(_ input: String) throws(LocaleError) {
        let trimmed = input.trimmingSpaces
        guard !trimmed.isEmpty else { throw .empty }
        guard input.utf8.count <= Self.maximumLength else {
            throw .tooLong(input, length: input.utf8.count, limit: Self.maximumLength)
        }
        let canonical = try Self.canonicalize(input)

        let base: String
        do {
            base = try icuCString("uloc_getBaseName") { dp_uloc_getBaseName(canonical, $0, $1, &$2) }
        } catch {
            throw .malformed(input, reason: "ICU cannot read its base name")
        }
        // Strict BCP 47 conversion refuses subtags that are not well formed (`en_US_x!`, `e_US`).
        let tag: String
        do {
            tag = try icuCString("uloc_toLanguageTag") { dp_uloc_toLanguageTag(canonical, $0, $1, 1, &$2) }
        } catch {
            throw .malformed(input, reason: "it is not a well-formed locale (language, script, region, variants)")
        }
        let language = (try? icuCString("uloc_getLanguage") { dp_uloc_getLanguage(canonical, $0, $1, &$2) }) ?? ""
        guard !language.isEmpty, language != "und", language != "root" else {
            throw .malformed(input, reason: "it names no language")
        }
        dataLocale = try Self.requireData(for: base, language: language, input: input)

        var keywords: [String: String] = [:]
        var id = canonical
        do {
            for key in try drain("uloc_openKeywords", { dp_uloc_openKeywords(canonical, &$0) }) {
                keywords[key] = try icuCString("uloc_getKeywordValue") {
                    dp_uloc_getKeywordValue(canonical, key, $0, $1, &$2)
                }
            }
        } catch {
            throw .malformed(input, reason: "its keywords cannot be read")
        }
        if let calendar = keywords["calendar"] {
            let normalized = try Self.checkCalendar(calendar, locale: base, input: input)
            if normalized != calendar {
                keywords["calendar"] = normalized
                id = Self.setting("calendar", to: normalized, in: id)
            }
        }
        if let hours = keywords["hours"], !["h11", "h12", "h23", "h24"].contains(hours) {
            throw .unknownHourCycle(input, value: hours)
        }
        if let numbers = keywords["numbers"] { try Self.checkNumberingSystem(numbers, input: input) }
        if let fw = keywords["fw"], FirstWeekday(rawValue: fw) == nil { throw .unknownFirstWeekday(input, value: fw) }

        icuID = id
        bcp47 = (try? icuCString("uloc_toLanguageTag") { dp_uloc_toLanguageTag(id, $0, $1, 1, &$2) }) ?? tag
        baseName = base
        self.keywords = keywords
    }

    /// The id with a keyword set to a value, checked like any id: `withKeyword("calendar", "japanese", in: "ja-JP")`
    /// gives `ja_JP@calendar=japanese`. BCP 47 values (`gregory`) are accepted where ICU's differ.
    ///
    /// The calendar the locale opens anyway (`gregorian` for `en_US`, as a widget passes the calendar its picker
    /// already has) leaves the id as it is: checking an id with a keyword has ICU convert the keyword to BCP 47,
    /// which loads its table of every key and type the first time in a process (58 M instructions in callgrind,
    /// 8 % of a `datepick-gtk` dialog's start), for a calendar it opens without one.
    static func withKeyword(_ key: String, _ value: String, in id: String) throws(LocaleError) -> String {
        let base = try ResolvedLocale(id)
        if key == "calendar", base.keywords["calendar"] == nil,
            (try? knownCalendars(locale: base.icuID, input: id, commonlyUsed: true).first) == value
        {
            return base.icuID
        }
        // Subtags of three or more letters or digits, as every calendar name is (`gregorian`, `islamic-umalqura`,
        // BCP 47 `gregory`). Anything else is an unknown calendar, not a malformed locale id: `--calendar ca` is
        // no fault of the locale.
        let subtags = value.split(separator: "-", omittingEmptySubsequences: false)
        guard !value.isEmpty, value.utf8.count <= 32,
            subtags.allSatisfy({ $0.count >= 3 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else {
            throw .unknownCalendar(
                id, value: value, known: try knownCalendars(locale: base.baseName, input: id).sorted())
        }
        do {
            return try ResolvedLocale(setting(key, to: value, in: base.icuID)).icuID
        } catch .malformed {
            // A value of subtags too long for BCP 47 (`gregorian2`) makes the id malformed: it is the calendar
            // that is unknown, not the locale id the user gave.
            throw .unknownCalendar(
                id, value: value, known: try knownCalendars(locale: base.baseName, input: id).sorted())
        }
    }

    /// Brings any accepted form to ICU's canonical id, refusing what is not locale syntax before ICU sees it
    /// (ICU would turn `../../etc` into something).
    private static func canonicalize(_ input: String) throws(LocaleError) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-@=;./+".unicodeScalars)
        if let bad = input.unicodeScalars.first(where: { !allowed.contains($0) }) {
            throw .malformed(input, reason: "it contains '\(LocaleError.printable(String(bad)))'")
        }
        guard let first = input.unicodeScalars.first, first.properties.isAlphabetic else {
            throw .malformed(input, reason: "it must start with a language code of letters")
        }
        var id = input
        var keywordPart = ""
        if let at = id.firstIndex(of: "@") {
            keywordPart = String(id[at...])
            id = String(id[..<at])
        }
        // POSIX charset (`ja_JP.UTF-8`): allowed once, after the base, and dropped.
        if let dot = id.firstIndex(of: ".") {
            let charset = id[id.index(after: dot)...]
            guard !charset.isEmpty, charset.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
                dot != id.startIndex
            else {
                throw .malformed(input, reason: "'.' may only introduce a POSIX charset, as in ja_JP.UTF-8")
            }
            id = String(id[..<dot])
        }
        guard id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw .malformed(input, reason: "only letters, digits, '_' and '-' may come before '@'")
        }
        // POSIX's own locale, as `$LANG` names it on many systems (`C.UTF-8`): ICU's en_US_POSIX, as
        // ``LocaleProfiles/environmentLocale(_:)`` reads it, so that `--locale "$LANG"` takes it.
        if id == "C" || id == "POSIX" { id = "en_US_POSIX" }
        // A POSIX modifier (`sr_RS.UTF-8@latin`): an '@' with no keyword after it. Mixed with keywords
        // (`sr_RS@latin;calendar=japanese`) ICU would drop both without a word.
        if keywordPart.contains("="),
            let item = keywordPart.dropFirst().split(separator: ";").first(where: { !$0.contains("=") })
        {
            throw .malformed(
                input,
                reason: "'\(item)' is not a keyword (calendar=japanese), and a POSIX modifier "
                    + "(@latin) cannot stand among keywords")
        }
        if !keywordPart.isEmpty && !keywordPart.contains("=") {
            id = try applying(modifier: String(keywordPart.dropFirst()), to: id, input: input)
            keywordPart = ""
        }
        if keywordPart.contains(where: { $0 == "." || $0 == "+" }) {
            throw .malformed(input, reason: "its keywords may only hold letters, digits, '-', '_' and '/'")
        }

        if keywordPart.isEmpty && !id.contains("_") {
            // BCP 47: ICU must read the whole tag, or part of it was not a tag.
            var parsed: Int32 = 0
            let result = try? icuCString("uloc_forLanguageTag") { dp_uloc_forLanguageTag(id, $0, $1, &parsed, &$2) }
            guard let result, Int(parsed) == id.utf8.count, !result.isEmpty else {
                throw .malformed(input, reason: "ICU reads only '\(id.prefix(Int(parsed)))' of it as a BCP 47 tag")
            }
            return result
        }
        guard
            let result = try? icuCString("uloc_canonicalize", { dp_uloc_canonicalize(id + keywordPart, $0, $1, &$2) }),
            !result.isEmpty
        else {
            throw .malformed(input, reason: "ICU cannot canonicalize it")
        }
        return result
    }

    /// What glibc's locale modifiers mean (`language_TERRITORY.codeset@modifier`; Debian 12's
    /// /usr/share/i18n/SUPPORTED uses these): a script, a variant ICU has, or nothing for dates (`euro` picks
    /// the currency). ICU reads a modifier as a variant that it has no data for (`sr_RS@latin` → `sr_RS_LATIN`,
    /// Serbian in Cyrillic), so each is mapped here, and a modifier not listed (`saaho`, `abegede`) is refused.
    enum PosixModifier {
        case script(String)
        case variant(String)
        case none

        static let known: [String: PosixModifier] = [
            "latin": .script("Latn"), "cyrillic": .script("Cyrl"), "devanagari": .script("Deva"),
            "iqtelif": .script("Latn"),  // Tatar's Latin alphabet (tt_RU@iqtelif)
            "valencia": .variant("VALENCIA"), "euro": .none,
        ]
    }

    /// `id` (`sr_RS`) with what a POSIX modifier (`latin`) means put into it: `sr_Latn_RS`.
    private static func applying(modifier: String, to id: String, input: String) throws(LocaleError) -> String {
        guard let meaning = PosixModifier.known[modifier.lowercased()] else {
            let known = "@" + PosixModifier.known.keys.sorted().joined(separator: ", @")
            throw .malformed(
                input,
                reason: modifier.isEmpty
                    ? "'@' must introduce keywords (@calendar=japanese) or a POSIX modifier (\(known))"
                    : "'@\(modifier)' is not a POSIX modifier datepick can give ICU (it knows \(known))")
        }
        var parts = id.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        switch meaning {
        case .none:
            break
        case .variant(let variant):
            parts.append(variant)
        case .script(let script):
            guard parts.count <= 2, parts.dropFirst().allSatisfy({ $0.count != 4 }) else {
                throw .malformed(
                    input, reason: "'@\(modifier)' names a script, for an id of a language and a territory only")
            }
            parts.insert(script, at: 1)
        }
        return parts.joined(separator: "_")
    }

    /// Refuses a language (or a language in a script) ICU has no data for: `ures_open` warns with
    /// DP_U_USING_DEFAULT_WARNING, or lands on root.
    private static func requireData(for base: String, language: String, input: String) throws(LocaleError) -> String {
        if let actual = try dataLocale(of: base, input: input) { return actual }
        // be_Latn lands on root though be has data: the script is what ICU lacks, and the message says so.
        let script = (try? icuCString("uloc_getScript") { dp_uloc_getScript(base, $0, $1, &$2) }) ?? ""
        if !script.isEmpty, !language.isEmpty, try dataLocale(of: language, input: input) != nil {
            throw .noScriptData(input, language: language, script: script)
        }
        throw .noData(input, language: language)
    }

    /// The locale whose data ICU opens for an id, or nil where that is only the root locale's.
    private static func dataLocale(of id: String, input: String) throws(LocaleError) -> String? {
        var status = DP_U_ZERO_ERROR
        let bundle = dp_ures_open(nil, id, &status)
        defer { if let bundle { dp_ures_close(bundle) } }
        guard status.isSuccess, let bundle else {
            throw .icuFailure(input, message: String(cString: dp_u_errorName(status)))
        }
        var localeStatus = DP_U_ZERO_ERROR
        let actual =
            dp_ures_getLocaleByType(bundle, DP_ULOC_ACTUAL_LOCALE, &localeStatus).map { String(cString: $0) } ?? ""
        return status == DP_U_USING_DEFAULT_WARNING || actual == "root" || actual.isEmpty ? nil : actual
    }

    /// The calendars ICU has, as it lists them for a locale: in the locale's order of preference (its region's,
    /// from CLDR's calendarPreferenceData), and with `commonlyUsed` only those its region uses.
    static func knownCalendars(locale: String, input: String, commonlyUsed: Bool = false) throws(LocaleError)
        -> [String]
    {
        do {
            return try drain("ucal_getKeywordValuesForLocale") {
                dp_ucal_getKeywordValuesForLocale("calendar", locale, commonlyUsed ? 1 : 0, &$0)
            }
        } catch {
            throw .icuFailure(input, message: "\(error)")
        }
    }

    /// Accepts a calendar ICU has, by its ICU name (`gregorian`) or BCP 47 name (`gregory`); returns the ICU name.
    private static func checkCalendar(_ value: String, locale: String, input: String) throws(LocaleError) -> String {
        let known = try knownCalendars(locale: locale, input: input)
        if known.contains(value) { return value }
        // uloc_toLegacyType may return the very pointer it was given: read it while the C string still lives
        // (found by the locale fuzzer as a heap-use-after-free).
        let legacy = value.withCString { dp_uloc_toLegacyType("calendar", $0).map { String(cString: $0) } }
        if let legacy, known.contains(legacy) {
            return legacy
        }
        throw .unknownCalendar(input, value: value, known: known.sorted())
    }

    private static func checkNumberingSystem(_ value: String, input: String) throws(LocaleError) {
        var status = DP_U_ZERO_ERROR
        guard let system = dp_unumsys_openByName(value, &status), status.isSuccess else {
            throw .unknownNumberingSystem(input, value: value)
        }
        defer { dp_unumsys_close(system) }
        if dp_unumsys_isAlgorithmic(system) != 0 { throw .algorithmicNumberingSystem(input, value: value) }
    }

    /// The id with a keyword set (ICU orders the keywords), or the id unchanged if ICU refuses.
    static func setting(_ key: String, to value: String, in id: String) -> String {
        (try? icuCString("uloc_setKeywordValue", initialCapacity: 256) { buffer, capacity, status in
            _ = strncpyUTF8(id, into: buffer, capacity: capacity)
            return dp_uloc_setKeywordValue(key, value, buffer, capacity, &status)
        }) ?? id
    }
}

/// Copies a string's UTF-8 and its terminator into a C buffer (for ICU calls that edit an id in place).
private func strncpyUTF8(_ string: String, into buffer: UnsafeMutablePointer<CChar>, capacity: Int32) -> Int {
    let bytes = Array(string.utf8)
    let count = min(bytes.count, Int(capacity) - 1)
    for index in 0..<count { buffer[index] = CChar(bitPattern: bytes[index]) }
    buffer[count] = 0
    return count
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return Substring(scalars[first...last])
    }
}
