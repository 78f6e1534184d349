import CalendarEngine
import PickerModels

/// What `datepick pick --format json` prints for an accepted value, `Schemas/pick.schema.json` its contract:
/// `locale`, `mode`, `calendar`, `timeZone` and `offset` (the value's UTC offset, `+09:00`, and `offsetSeconds`;
/// all null for the countdown), `value` as `datepick pick` prints it (the countdown: `duration`, seconds),
/// `formatted` (the `--output-format` text, or null), `fields` as the view has them (``PickerView/fields(_:)``),
/// and `labels`: each wheel's field, title and the label the person saw selected.
public enum PickResult {
    /// The result of accepting a picker's value.
    ///
    /// - Parameter formatted: The value written with the caller's pattern, if one was given.
    /// - Throws: ``PickerError/calendar(_:)`` if ICU knows no date for the picker's own fields.
    public static func json(_ model: AnyPickerModel, formatted: String?) throws(PickerError) -> JSONValue {
        .object(
            value(model) + [
                ("formatted", .string(formatted)),
                ("fields", try PickerView.fields(model)),
                (
                    "labels",
                    .array(
                        model.wheels.map { wheel in
                            .object([
                                ("field", .string(wheel.field.rawValue)), ("title", .string(wheel.component.title)),
                                ("label", .string(wheel.component.rows.label(at: wheel.component.selectedRow))),
                            ])
                        })
                ),
            ])
    }

    /// The members that say what the value is, shared with ``ParseResult``: `locale`, `mode`, `calendar`,
    /// `timeZone`, `offset` and `offsetSeconds`, and `value` (the countdown: `duration`).
    static func value(_ model: AnyPickerModel) -> [(key: String, value: JSONValue)] {
        let offset: Int?, value: (key: String, value: JSONValue)
        switch model {
        case .date(let picker):
            offset = picker.context.utcOffset(at: picker.date.timeIntervalSince1970)
            value = ("value", .string(picker.isoString))
        case .countdown(let timer):
            offset = nil
            value = ("duration", .int(timer.duration))
        }
        return [
            ("locale", .string(model.profile.id)),
            ("mode", .string(model.mode.rawValue)),
            ("calendar", .string(model.calendar)),
            ("timeZone", .string(model.timeZone)),
            ("offset", .string(offset.map(Self.offset))),
            ("offsetSeconds", .int(offset)),
            value,
        ]
    }

    /// A UTC offset as RFC 3339 writes it, `+00:00` for UTC, with seconds where local mean time has them
    /// (`+09:18:59`).
    static func offset(_ seconds: Int) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let magnitude = abs(seconds)
        return (seconds < 0 ? "-" : "+") + two(magnitude / 3600) + ":" + two(magnitude % 3600 / 60)
            + (magnitude % 60 == 0 ? "" : ":" + two(magnitude % 60))
    }
}
