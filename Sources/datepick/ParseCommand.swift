import ArgumentParsing
import CalendarEngine
import PickerArguments
import PickerJSON
import PickerModels

/// `datepick parse`: reads a date or time as the locale writes it and prints it as `datepick pick` prints a value.
enum ParseCommand: Command {
    static let name = "parse"
    static let abstract = "read a date or time as the locale writes it; prints it as pick prints a value"
    static let usage = """
        Usage: datepick parse TEXT [--locale ID] [--mode MODE] [--calendar CAL] [--time-zone ZONE] [--format text|json]

        Reads TEXT as ISO 8601, then with the locale's numeric pattern of the mode (the typed field's: en_US M/d/y),
        then with its short, medium, long and full date (time, date and time) patterns, and for a date its patterns
        without a year, each strictly before any leniently (ICU's udat_parse), and prints the value as 'datepick
        pick' prints it: date 2026-11-30, time 14:05, dateAndTime 2026-11-30T14:05:00+09:00, yearAndMonth 2026-11.
        The locale's digits and names are read (ar_EG's Arabic-Indic digits; ja_JP --calendar japanese, its eras);
        a text without a year is in the current year, a two-digit year falls within ICU's window (80 years back,
        20 ahead). --format json prints one object: the value with its zone and offset, its calendar's fields, the
        pattern that read it, and, when two patterns read different dates (mt's M/d/y and dd/MM/y: 01/12/2026),
        the candidates; in text a note on stderr names the others. Exit 0 read, 64 text nothing reads (one line
        naming the patterns tried) or bad options.
        """
    static let takesPositionals = true

    static let options: [Arguments.Option] =
        PickerOptions.localeAndMode(defaultMode: "date") + [
            PickerOptions.argument(.calendar), PickerOptions.argument(.timeZone),
            PickerOptions.format("the value with its zone, offset, fields, the pattern that read it and candidates"),
        ]

    static func run(_ parsed: Arguments) throws {
        guard parsed.positionals.count == 1, let text = parsed.positionals.first else {
            throw UsageError(
                parsed.positionals.isEmpty
                    ? "give the text to read: datepick parse TEXT"
                    : "give the text as one argument (quote it): datepick parse '\(parsed.positionals.joined(separator: " "))'"
            )
        }
        let mode = try PickerOptions.mode(parsed) ?? .date
        guard !mode.holdsDuration else { throw UsageError(ParseResult.countdownRefusal) }
        let json = try PickerOptions.wantsJSON(parsed)
        guard case .date(var picker) = try PickerOptions.picker(parsed, mode: mode).model else { return }
        let reading = try picker.setText(text)
        if json {
            try Datepick.write(try ParseResult.json(picker, parsed: reading).text)
            return
        }
        for candidate in reading.candidates.dropFirst() {
            Datepick.note(
                "note: '\(candidate.pattern)' reads it as \(ParseResult.value(of: candidate, in: picker))")
        }
        try Datepick.write(picker.isoString + "\n")
    }
}
