import CalendarEngine
import PickerModels
import Testing
import TestSupport

/// Every locale's short, medium, long and full date, written by ICU and read back by ``ParsedDate``, the reading
/// `datepick parse` makes. The failures are held exactly, with their cause, so that a new one or a fix is
/// noticed; docs/cli.md lists them.
@Suite("Parse round trip")
struct ParseRoundTripTests {
    /// The styles a locale writes a date in.
    static let styles: [FormatStyle] = [.short, .medium, .long, .full]

    /// Each locale's four dates of a day (at noon UTC) read back, and what went wrong: `locale style 'text':
    /// cause`, in the order of ``LocaleProfiles/availableLocales``.
    static func failures(year: Int, month: Int, day: Int) throws -> [String] {
        let noon = Civil.utc(year, month, day, 12)
        let iso = try CalendarContext(locale: "en", calendar: "gregorian", timeZone: "UTC")
        var failures: [String] = []
        for locale in LocaleProfiles.availableLocales {
            // One context per locale: it holds the formatter that writes and the one that reads.
            let context = try CalendarContext(locale: locale, timeZone: "UTC")
            let expected = context.fields(at: noon)
            for style in styles {
                let pattern = context.stylePattern(date: style, time: nil)
                let text = context.format(noon, pattern: pattern, asListItem: false)
                let what = "\(locale) \(style) '\(text)'"
                do {
                    let parsed = try ParsedDate(parsing: text, mode: .date, context: context, now: noon)
                    let read = context.fields(at: parsed.instant)
                    guard (read.year, read.month, read.day) != (expected.year, expected.month, expected.day) else {
                        continue
                    }
                    let date = iso.format(parsed.instant, pattern: "y-MM-dd", asListItem: false)
                    failures.append("\(what): '\(parsed.pattern)' reads \(date) before '\(pattern)'")
                } catch {
                    failures.append("\(what): unread")
                }
            }
        }
        return failures
    }

    @Test func everyLocaleReadsBackTheDatesItWrites() throws {
        #expect(try Self.failures(year: 2026, month: 11, day: 30) == [])
    }

    /// A day of 12 or less: where the locale's numeric pattern (skeleton `yMd`, CLDR's availableFormats) puts the
    /// month first and its short date the day first, both read the text, and the numeric one, tried first, wins;
    /// `datepick parse` lists both as candidates.
    @Test func aDayThatCouldBeAMonthIsReadByTheNumericPatternFirst() throws {
        let swapped = [
            ("ks_Deva", "1/12/26", "d/M/yy"), ("ks_Deva_IN", "1/12/26", "d/M/yy"), ("mt", "01/12/2026", "dd/MM/y"),
            ("mt_MT", "01/12/2026", "dd/MM/y"), ("sbp", "01/12/2026", "dd/MM/y"), ("sbp_TZ", "01/12/2026", "dd/MM/y"),
            ("so", "01/12/26", "dd/MM/yy"), ("so_DJ", "01/12/26", "dd/MM/yy"), ("so_ET", "01/12/26", "dd/MM/yy"),
            ("so_KE", "01/12/26", "dd/MM/yy"), ("so_SO", "01/12/26", "dd/MM/yy"),
            ("vai_Latn", "01/12/2026", "dd/MM/y"), ("vai_Latn_LR", "01/12/2026", "dd/MM/y"),
        ].map { locale, text, pattern in "\(locale) short '\(text)': 'M/d/y' reads 2026-01-12 before '\(pattern)'" }
        #expect(try Self.failures(year: 2026, month: 12, day: 1) == swapped)
    }
}
