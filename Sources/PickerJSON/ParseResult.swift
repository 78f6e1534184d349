import CalendarEngine
import FoundationEssentials
import PickerModels

/// What `datepick parse --format json` prints for text it read, `Schemas/parse.schema.json` its contract: the
/// members of ``PickResult`` that say what the value is (`locale`, `mode`, `calendar`, `timeZone`, `offset`,
/// `offsetSeconds`, `value` as `datepick pick` prints it), `fields` as the view has them (``PickerView/fields(_:)``),
/// `pattern` (the ICU pattern that read the text, or `ISO 8601`), `lenient` (whether only ICU's lenient parsing
/// read it), and, when two patterns read the text as different moments, `candidates`: each reading's `value` and
/// `pattern`, the chosen one first.
public enum ParseResult {
    /// Why the countdown's mode reads no text, as `datepick parse` and the C library's `dp_parse` say it.
    package static let countdownRefusal =
        "countDownTimer holds a duration, which no date pattern writes: read a date, time, dateAndTime or yearAndMonth"

    /// The result of reading text into a picker (``PickerModels/DatePicker/setText(_:now:)``).
    ///
    /// - Parameters:
    ///   - picker: The picker, its value set to the text's.
    ///   - parsed: The reading.
    /// - Throws: ``PickerError/calendar(_:)`` if ICU knows no date for the picker's own fields.
    public static func json(_ picker: DatePicker, parsed: ParsedDate) throws(PickerError) -> JSONValue {
        var members =
            PickResult.value(.date(picker)) + [
                ("fields", try PickerView.fields(.date(picker))),
                ("pattern", .string(parsed.pattern)),
                ("lenient", .bool(parsed.isLenient)),
            ]
        if !parsed.candidates.isEmpty {
            members.append(
                (
                    "candidates",
                    .array(
                        parsed.candidates.map { candidate in
                            .object([
                                ("value", .string(value(of: candidate, in: picker))),
                                ("pattern", .string(candidate.pattern)),
                            ])
                        })
                ))
        }
        return .object(members)
    }

    /// A candidate's instant as the picker prints a value (`2026-01-12`), moved to its interval and bounds as its
    /// own value would be.
    public static func value(of candidate: ParsedDate.Candidate, in picker: DatePicker) -> String {
        var copy = picker
        copy.setDate(Date(timeIntervalSince1970: candidate.instant))
        return copy.isoString
    }
}
