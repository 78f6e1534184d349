import CalendarEngine
import PickerModels
import FoundationEssentials

/// The picker as data: what `datepick --format json` prints and the C library's `dp_picker_view_json` returns,
/// byte for byte. `Schemas/view.schema.json` is its contract.
///
/// One object: `locale`, `calendar`, `timeZone` (null for the countdown, which holds no moment), `mode`,
/// `direction`, `minuteInterval`, `secondInterval`, `seconds`, `minimumDate`, `maximumDate`, `rounding`,
/// `zoneWheel` (whether a wheel of time zones follows the time; its field is `timeZone`), `firstWeekday` (the day
/// a month calendar's weeks start on, `sun` … `sat`: the locale's, or the one asked for), then `value` (as
/// `datepick pick` prints it; the countdown has `duration` in seconds instead), `fields` (the value as its
/// calendar counts it, by Temporal's names: ``TemporalDate``), `wheels` (leading to trailing in reading
/// order; a right-to-left UI mirrors them), `segments` (the typed field's, ``segments(_:)``: a field at start
/// on the picker's value, or one being typed, ``json(_:field:)``; null for the countdown) and `adjustments`
/// (every change made to the values asked for).
public enum PickerView {
    /// Wheels of up to this many rows list every label; longer ones a window around the selection.
    public static let allLabelsLimit = 400
    /// How many rows a longer wheel's window holds on each side of the selection.
    public static let windowRadius = 50

    /// The view of a prepared picker.
    ///
    /// - Throws: ``PickerError/calendar(_:)`` if ICU knows no date for the picker's own fields (an ICU failure).
    public static func json(_ prepared: PreparedPicker) throws(PickerError) -> JSONValue {
        try json(prepared, field: nil)
    }

    /// The view of a prepared picker with a typed field's segments as they are now (the placeholders, the
    /// digits typed so far, the focus where it is) instead of those of a field at start on the picker's value;
    /// the rest of the view is the picker's. The C library's `dp_field_view_json`.
    ///
    /// - Parameter field: The field being typed, or nil for one at start on the picker's value. A countdown has
    ///   no field: its `segments` are null whatever this is.
    /// - Throws: ``PickerError/calendar(_:)`` if ICU knows no date for the picker's own fields (an ICU failure).
    public static func json(_ prepared: PreparedPicker, field: DateFieldState?) throws(PickerError) -> JSONValue {
        let model = prepared.model
        let picker: DatePicker?, countdown: CountdownPicker?
        switch model {
        case .date(let date): (picker, countdown) = (date, nil)
        case .countdown(let timer): (picker, countdown) = (nil, timer)
        }
        // The steps of the wheels, which a countdown and a date picker both have.
        let (minute, second, seconds, rounding) =
            countdown.map {
                (
                    $0.configuration.minuteInterval, $0.configuration.secondInterval, $0.configuration.showsSeconds,
                    $0.configuration.rounding
                )
            } ?? picker.map {
                (
                    $0.configuration.minuteInterval, $0.configuration.secondInterval, $0.configuration.showsSeconds,
                    $0.configuration.rounding
                )
            } ?? (1, 1, false, .nearest)
        func moment(_ date: Date?) -> JSONValue {
            guard let date, let picker else { return .null }
            return .string(picker.dateTimeString(at: date.timeIntervalSince1970))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("locale", .string(model.profile.id)),
            ("calendar", .string(model.calendar)),
            ("timeZone", .string(model.timeZone)),
            ("mode", .string(model.mode.rawValue)),
            ("direction", .string(model.profile.direction.rawValue)),
            ("minuteInterval", .int(minute)),
            ("secondInterval", .int(second)),
            ("seconds", .bool(seconds)),
            ("minimumDate", moment(picker?.configuration.minimumDate)),
            ("maximumDate", moment(picker?.configuration.maximumDate)),
            ("rounding", .string(rounding.rawValue)),
            ("zoneWheel", .bool(picker?.index(of: .timeZone) != nil)),
            ("firstWeekday", .string(FirstWeekday(number: model.profile.firstWeekday)?.rawValue)),
            (
                "unavailable",
                .string(
                    picker.flatMap { $0.configuration.unavailable.isEmpty ? nil : "\($0.configuration.unavailable)" })
            ),
        ]
        members.append(countdown.map { ("duration", .int($0.duration)) } ?? ("value", .string(model.isoString)))
        members += [
            ("fields", try fields(model)),
            ("wheels", .array(model.wheels.map { wheel($0.component, field: $0.field.rawValue) })),
            ("segments", picker.map { segments(field ?? DateFieldState(picker: $0)) } ?? .null),
            ("adjustments", .array(ViewAdjustment.list(prepared.adjustments, of: model).map(\.json))),
        ]
        return .object(members)
    }

    /// A wheel: `field`, `title`, `rowCount`, `selectedIndex`, `selectedLabel`, `labelsStart`, `labels` (every
    /// row's up to ``allLabelsLimit`` rows, else a window from row `labelsStart`), `enabled` (parallel to
    /// `labels`), `unit` (the selection bar's unit label for the selected row, or null) and `cyclic`.
    public static func wheel(_ component: PickerComponent, field: String) -> JSONValue {
        let rows = component.rows
        var shown = rows.indices
        if rows.count > allLabelsLimit {
            let start = max(0, min(component.selectedRow - windowRadius, rows.count - 2 * windowRadius - 1))
            shown = start..<min(rows.count, start + 2 * windowRadius + 1)
        }
        return .object([
            ("field", .string(field)),
            ("title", .string(component.title)),
            ("rowCount", .int(rows.count)),
            ("selectedIndex", .int(component.selectedRow)),
            ("selectedLabel", .string(rows.label(at: component.selectedRow))),
            ("labelsStart", .int(shown.lowerBound)),
            ("labels", .array(shown.map { .string(rows.label(at: $0)) })),
            ("enabled", .array(shown.map { .bool(rows.isEnabled(at: $0)) })),
            ("unit", .string(component.unitLabel)),
            ("cyclic", .bool(component.isCyclic)),
        ])
    }

    /// A typed field's segments in reading order, literals included: `field` (null for a literal), `text`,
    /// `placeholder` (null for a literal), `editable`, `focus`, `minimum` and `maximum`, the values the segment
    /// takes now (``DateFieldState/range(at:)``: the day 1–28 in a February of a known year; null for a
    /// literal), `screenPosition`, where it goes counted from the left (``DateFieldState/screenOrder``, the
    /// bidi algorithm's order), and `rightToLeft`, whether its text runs right to left.
    public static func segments(_ field: DateFieldState) -> JSONValue {
        let shown = field.segments
        var positions = [Int](repeating: 0, count: shown.count)
        for (position, index) in field.screenOrder.enumerated() where positions.indices.contains(index) {
            positions[index] = position
        }
        return .array(
            shown.indices.map { index in
                let segment = shown[index]
                let range = segment.isEditable ? field.range(at: index) : nil
                return .object([
                    ("field", .string(segment.field?.rawValue)),
                    ("text", .string(segment.text)),
                    ("placeholder", .string(segment.placeholder)),
                    ("editable", .bool(segment.isEditable)),
                    ("focus", .bool(index == field.focus)),
                    ("minimum", .int(range?.lowerBound)),
                    ("maximum", .int(range?.upperBound)),
                    ("screenPosition", .int(positions[index])),
                    ("rightToLeft", .bool(field.isRightToLeft(at: index))),
                ])
            })
    }

    /// The value as its calendar counts it, every member in every mode: `era`, `eraYear`, `year`, `month`
    /// (ordinal), `monthCode`, `leapMonth`, `day`, `hour`, `minute`, `second`. A member the mode's value does not
    /// have is null: the time in date and yearAndMonth (and the day in yearAndMonth), the date in time mode and in
    /// the countdown, whose `hour`, `minute` and `second` are its duration's.
    ///
    /// - Throws: ``PickerError/calendar(_:)`` if ICU knows no date for the picker's own fields.
    public static func fields(_ model: AnyPickerModel) throws(PickerError) -> JSONValue {
        var date: TemporalDate?
        var time: (hour: Int, minute: Int, second: Int)?
        switch model {
        case .countdown(let countdown):
            let (hours, rest) = countdown.duration.quotientAndRemainder(dividingBy: 3600)
            time = (hours, rest / 60, rest % 60)
        case .date(let picker):
            let wall = picker.calendarFields
            if picker.mode.showsDate {
                guard let temporal = picker.context.temporalDate(wall) else {
                    throw .calendar(.icuFailure("no Temporal fields for \(wall)"))
                }
                date = temporal
            }
            if picker.mode.showsTime { time = (wall.hour, wall.minute, wall.second) }
        }
        return .object([
            ("era", .string(date?.era)), ("eraYear", .int(date?.eraYear)), ("year", .int(date?.year)),
            ("month", .int(date?.month)), ("monthCode", .string(date?.monthCode)),
            ("leapMonth", date.map { .bool($0.isLeapMonth) } ?? .null),
            ("day", model.mode.hasMonthView ? .int(date?.day) : .null),
            ("hour", .int(time?.hour)), ("minute", .int(time?.minute)), ("second", .int(time?.second)),
        ])
    }
}

/// A change made to a value asked for, in words a script can match: `kind`, `from` and `to`, written as the
/// picker's value is (ISO 8601 in the mode's form; the countdown's seconds; day numbers for `dayClamped`;
/// month codes for `monthReplaced`), and `shiftedBy` (seconds) for `skippedTime`, whose `from` is the wall time
/// the clocks skipped, written without an offset since no moment has it.
///
/// Kinds: `roundedToInterval`, `clampedToMinimum`, `clampedToMaximum`, `dayClamped`, `monthReplaced`,
/// `skippedTime`, `ignored` (a date that names no moment, left out; `from` and `to` null).
public struct ViewAdjustment: Hashable, Sendable, CustomStringConvertible {
    /// What kind of change it was: one of the kinds listed above (`roundedToInterval`).
    public var kind: String
    /// The value before the change, written as the kind says; null for `ignored`.
    public var from: JSONValue
    /// The value after the change, written the same way; null for `ignored`.
    public var to: JSONValue
    /// For `skippedTime`, how many seconds later on the clock the value moved (the length of the gap); else nil.
    public var shiftedBy: Int?

    /// The adjustments of a picker's value, each with what it changed the value to.
    ///
    /// An ``Adjustment`` records only where a change started; it ends where the next change of the value
    /// starts, and the last ends at the picker's value, so the list is read from the end.
    public static func list(_ adjustments: [Adjustment], of model: AnyPickerModel) -> [ViewAdjustment] {
        let picker: DatePicker?
        var next: Double
        switch model {
        case .date(let date): (picker, next) = (date, date.date.timeIntervalSince1970)
        case .countdown(let timer): (picker, next) = (nil, Double(timer.duration))
        }
        func written(_ instant: Double) -> JSONValue {
            guard instant.isFinite else { return .null }
            return picker.map { .string($0.isoString(at: instant)) } ?? .int(Int(instant))
        }
        var result: [ViewAdjustment] = []
        for adjustment in adjustments.reversed() {
            switch adjustment {
            case .roundedToInterval(let from):
                result.append(
                    ViewAdjustment(
                        kind: "roundedToInterval", from: written(from.timeIntervalSince1970), to: written(next)))
                next = from.timeIntervalSince1970
            case .clampedToBounds(let from):
                let instant = from.timeIntervalSince1970
                let kind = instant < (picker?.bounds.lowerBound ?? 0) ? "clampedToMinimum" : "clampedToMaximum"
                result.append(ViewAdjustment(kind: kind, from: written(instant), to: written(next)))
                next = instant
            case .skippedTime(let shift):
                guard let picker else { continue }  // only a moment can be in a gap
                let wall = next + Double(picker.context.utcOffset(at: next) - shift)
                result.append(
                    ViewAdjustment(
                        kind: "skippedTime", from: .string(picker.wallTimeString(wall)),
                        to: written(next), shiftedBy: shift))
            case .dayClamped(let from, let to):
                result.append(ViewAdjustment(kind: "dayClamped", from: .int(from), to: .int(to)))
            case .monthReplaced(let from, let to):
                guard let picker else { continue }  // only a date has months
                result.append(
                    ViewAdjustment(
                        kind: "monthReplaced", from: .string(picker.context.monthCode(from)),
                        to: .string(picker.context.monthCode(to))))
            case .ignored:
                result.append(ViewAdjustment(kind: "ignored", from: .null, to: .null))
            case .unavailableDay(let from):
                result.append(
                    ViewAdjustment(kind: "unavailableDay", from: written(from.timeIntervalSince1970), to: written(next))
                )
                next = from.timeIntervalSince1970
            }
        }
        return result.reversed()
    }

    /// The adjustment as the view writes it.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("kind", .string(kind)), ("from", from), ("to", to)]
        if let shiftedBy { members.append(("shiftedBy", .int(shiftedBy))) }
        return .object(members)
    }

    /// One line for a person: `2026-11-30T14:02:00+09:00 rounded to the interval: 2026-11-30T14:00:00+09:00`.
    public var description: String {
        func text(_ value: JSONValue) -> String {
            switch value {
            case .string(let text): text
            case .int(let number): String(number)
            default: "nothing"
            }
        }
        let (from, to) = (text(self.from), text(self.to))
        return switch kind {
        case "roundedToInterval": "\(from) was rounded to the interval: \(to)"
        case "clampedToMinimum": "\(from) is before the minimum (--min): moved to \(to)"
        case "clampedToMaximum": "\(from) is after the maximum (--max): moved to \(to)"
        case "dayClamped": "day \(from) is not in the month: moved to day \(to)"
        case "unavailableDay": "\(from) is on a day that cannot be picked (--unavailable): moved to \(to)"
        case "monthReplaced": "month \(from) is not in the year: moved to \(to)"
        case "skippedTime":
            "\(from) is a time the clocks skipped: moved \((shiftedBy ?? 0) / 60) minutes later, to \(to)"
        default: "a date that names no moment was left out"
        }
    }
}
