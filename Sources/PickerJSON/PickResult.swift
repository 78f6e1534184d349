import CalendarEngine
import DateModes

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
    public static func json(_ picker: DatePicker, formatted: String?) throws(PickerError) -> JSONValue {
        let countdown = picker.configuration.mode == .countDownTimer
        let offset = picker.context.utcOffset(at: picker.date.timeIntervalSince1970)
        var members: [(key: String, value: JSONValue)] = [
            ("locale", .string(picker.context.profile.id)),
            ("mode", .string(picker.configuration.mode.rawValue)),
            ("calendar", .string(picker.context.calendar)),
            ("timeZone", countdown ? .null : .string(picker.context.timeZone)),
            ("offset", countdown ? .null : .string(Self.offset(offset))),
            ("offsetSeconds", countdown ? .null : .int(offset)),
        ]
        members.append(countdown ? ("duration", .int(picker.duration)) : ("value", .string(picker.isoString)))
        members += [
            ("formatted", .string(formatted)),
            ("fields", try PickerView.fields(picker)),
            ("labels", .array(zip(picker.fields, picker.picker.components).map { field, component in
                .object([("field", .string(field.rawValue)), ("title", .string(component.title)),
                         ("label", .string(component.rows.label(at: component.selectedRow)))])
            })),
        ]
        return .object(members)
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
