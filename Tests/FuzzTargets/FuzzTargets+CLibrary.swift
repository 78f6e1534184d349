import CDatePickAPI
import CalendarEngine
import PickerModels
import Foundation

// The C library's harness: the calls of datepick.h, through their C entry points (the header's declarations; the
// DatePickC module that implements them is linked in, not imported), as a C caller makes them.

extension FuzzTargets {
    /// libdatepick: the bytes give `dp_picker_new`'s options, then a sequence of calls on the picker and on a month
    /// calendar of it; after each, everything the header promises of the picker's reads must hold.
    ///
    /// Options come in two forms, chosen by the first byte's lowest bit: built from the bytes that follow (a locale
    /// of ICU's, a mode, calendar, zone, date, intervals, bounds, duration, rounding; usually accepted), or the
    /// bytes up to the first NUL as the JSON text itself (mostly refused: that must be an error, not a crash). The
    /// bytes after them are calls, three each: which call, then two arguments.
    static func clib(_ bytes: [UInt8]) {
        var input = bytes[...]
        let options: [UInt8]
        if input.popFirst().map({ $0 & 1 == 0 }) ?? true {
            options = Array(clibOptions(&input).utf8)
        } else {
            let end = input.firstIndex(of: 0) ?? input.endIndex
            options = Array(input[..<end])
            input = input[min(end + 1, input.endIndex)...]
        }
        var error: UnsafeMutablePointer<CChar>?
        guard let picker = dp_picker_new(options.map { CChar(bitPattern: $0) } + [0], &error) else {
            check(error != nil, "dp_picker_new refused \(String(decoding: options, as: UTF8.self)) with no message")
            check(error.map { String(validatingCString: $0) != nil } ?? true, "a message that is not UTF-8")
            dp_string_free(error)
            return
        }
        check(error == nil, "dp_picker_new succeeded and set *error")
        var calendar: OpaquePointer?
        defer {
            dp_calendar_free(calendar)
            dp_picker_free(picker)
        }
        checkPicker(picker)
        for _ in 0..<min(input.count / 3, 64) {
            let call = input.popFirst() ?? 0, a = input.popFirst() ?? 0, b = input.popFirst() ?? 0
            let wheels = dp_picker_wheel_count(picker)
            // -1 to the wheel count: both ends out of range now and then.
            let wheel = Int32(a) % (wheels + 2) - 1
            switch call % 12 {
            case 0:
                let rows = dp_picker_row_count(picker, wheel)
                let row = rows < 0 ? Int32(b) : Int32(b) % (rows + 2) - 1
                let enabled = dp_picker_row_is_enabled(picker, wheel, row)
                gesture(
                    dp_picker_select(picker, wheel, row, &error), &error, refused: !enabled, "select \(wheel) \(row)")
                if enabled { check(dp_picker_selected_row(picker, wheel) >= 0, "selected after select") }
            case 1:
                let valid = (0..<wheels).contains(wheel)
                let delta = Int32(Int8(bitPattern: b))
                gesture(
                    dp_picker_step(picker, wheel, delta, &error), &error, refused: !valid, "step \(wheel) \(delta)")
            case 2:
                let valid = (0..<wheels).contains(wheel)
                gesture(dp_picker_select_edge(picker, wheel, b & 1 == 1, &error), &error, refused: !valid, "edge")
            case 3:
                let row = String(b).withCString { dp_picker_row_for_digits(picker, wheel, $0) }
                if row != -1 {
                    check(row >= 0 && row < dp_picker_row_count(picker, wheel), "typed row \(row) of wheel \(wheel)")
                    check(dp_picker_row_is_enabled(picker, wheel, row), "typed row \(row) is disabled")
                }
                // A key on the wheel as the GTK wheel presses it, at a time of the bytes' (now and then going back).
                let key = clibWheelKeys[Int(b) % clibWheelKeys.count]
                let refused = !(0..<wheels).contains(wheel) || key == "ArrowLeft"
                gesture(
                    dp_picker_wheel_key(picker, wheel, key, Double(b) * 0.3, &error), &error, refused: refused,
                    "key \(key) on \(wheel)")
            case 4:
                dp_calendar_free(calendar)
                calendar = dp_calendar_new(picker, &error)
                let mode = dp_picker_mode(picker).map { String(cString: $0) } ?? ""
                let hasMonth = mode == "date" || mode == "dateAndTime"
                check((calendar != nil) == hasMonth, "a calendar of \(mode)")
                check((error != nil) == !hasMonth, "dp_calendar_new's message")
                dp_string_free(error)
                error = nil
            case 5:
                check(
                    dp_calendar_move_focus_days(calendar, Int32(Int8(bitPattern: b)) * 7) == (calendar != nil), "days")
            case 6:
                check(
                    dp_calendar_move_focus_months(calendar, Int32(Int8(bitPattern: b))) == (calendar != nil), "months")
            case 7: check(dp_calendar_focus_month_edge(calendar, b & 1 == 1) == (calendar != nil), "month edge")
            case 8:
                guard let calendar else { break }
                let focused = dp_calendar_focused_date(calendar).map { text in
                    defer { dp_string_free(text) }
                    return String(cString: text)
                }
                if dp_calendar_pick_focused(calendar, picker, &error) {
                    let value = dp_picker_value(picker).map { text in
                        defer { dp_string_free(text) }
                        return String(cString: text)
                    }
                    // Not in the Chinese calendars: ICU 72's Chinese and Dangi calendars share their caches, and in a
                    // process that used both, one resolves a few days wrongly (README, known defects).
                    let calendarName = dp_picker_calendar(picker).map { String(cString: $0) } ?? ""
                    check(
                        value?.hasPrefix(focused ?? "?") == true || ["chinese", "dangi"].contains(calendarName),
                        "picked \(focused ?? "nil"), the value is \(value ?? "nil")")
                } else {
                    check(error != nil, "a refused pick with no message")
                    dp_string_free(error)
                    error = nil
                }
            case 9: checkView(picker)
            case 10:
                // Reads out of range: NULL, -1 or false, never a crash.
                check(dp_picker_row_label(picker, wheel, -1 - Int32(b)) == nil, "label of a negative row")
                check(dp_picker_row_label(picker, wheels + Int32(b), 0) == nil, "label of a wheel out of range")
                check(dp_picker_adjustment_kind(picker, dp_picker_adjustment_count(picker) + Int32(b)) == nil, "kind")
                check(dp_calendar_day_label(calendar, Int32(b), 7) == nil, "a day out of range")
            default:
                // Every row's label of one wheel, as a list shows them, formatted the first time each is read.
                if (0..<wheels).contains(wheel) {
                    for row in 0..<dp_picker_row_count(picker, wheel) {
                        check(dp_picker_row_label(picker, wheel, row).map { strlen($0) > 0 } == true, "row \(row)")
                    }
                }
            }
            check(error == nil, "a message left set: the harness frees each")
            checkPicker(picker)
            if let calendar { checkCalendar(calendar) }
        }
    }

    /// What `dp_picker_wheel_key` is given: its key names, one it refuses, and characters typed (ASCII and
    /// Arabic-Indic digits, letters, a space).
    static let clibWheelKeys = [
        "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", "ArrowLeft", "1", "5", "0", "٣", "N", "e", " ",
    ]

    /// Options built from bytes: a JSON object of the options the mode takes, with values that are usually valid.
    static func clibOptions(_ input: inout ArraySlice<UInt8>) -> String {
        func next() -> Int { input.popFirst().map(Int.init) ?? 0 }
        func wide() -> Int { next() << 8 | next() }
        let locales = LocaleProfiles.availableLocales
        let mode = DatePickerMode.allCases[next() % DatePickerMode.allCases.count]
        var members = [("locale", "\"\(locales[wide() % locales.count])\""), ("mode", "\"\(mode.rawValue)\"")]
        let hasTime = mode.showsTime || mode.holdsDuration
        if mode.showsDate, let calendar = calendars[next() % calendars.count] {
            members.append(("calendar", "\"\(calendar)\""))
        }
        func day(_ year: Int, _ offset: Int) -> String {
            String(format: "%04d-%02d-%02d", year, 1 + offset % 12, 1 + offset / 12 % 31)
        }
        if mode.holdsDuration {
            members.append(("duration", String(wide() * 2 % 86_400)))
        } else {
            members.append(("timeZone", "\"\(zones[next() % zones.count])\""))
            // Mostly 1900 to 2155, now and then any year the library holds.
            let year = next() == 0 ? 1 + wide() % 9999 : 1900 + next()
            let time = hasTime ? String(format: "T%02d:%02d:%02d", next() % 24, next() % 60, next() % 60) : ""
            members.append(("date", "\"\(day(year, next()))\(time)\""))
            let bounds = next()
            if bounds & 1 != 0 { members.append(("minimumDate", "\"\(day(max(1, year - next() % 3), next()))\"")) }
            if bounds & 2 != 0 { members.append(("maximumDate", "\"\(day(min(9999, year + next() % 3), next()))\"")) }
        }
        if hasTime {
            let intervals = [1, 2, 5, 10, 15, 30, 7]
            members.append(("minuteInterval", String(intervals[next() % intervals.count])))
            let seconds = next()
            if seconds & 1 != 0 {
                members.append(("seconds", "true"))
                if seconds & 2 != 0 { members.append(("secondInterval", String(intervals[next() % intervals.count]))) }
            }
            members.append(("rounding", "\"\(["floor", "nearest", "ceiling"][next() % 3])\""))
        }
        return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A gesture's call (select, step, edge): true when the value moved, false with a message when refused, false
    /// alone when nothing moved; refused exactly when `expected`.
    private static func gesture(
        _ moved: Bool, _ error: inout UnsafeMutablePointer<CChar>?, refused expected: Bool, _ what: String
    ) {
        let refused = error != nil
        if moved { check(!refused, "\(what) moved and set *error") }
        dp_string_free(error)
        error = nil
        check(refused == expected, "\(what) \(refused ? "refused" : "taken"): \(expected ? "" : "un")expected")
    }

    /// What the header promises of a picker's reads, at any time.
    static func checkPicker(_ picker: OpaquePointer) {
        let wheels = dp_picker_wheel_count(picker)
        check(wheels > 0, "\(wheels) wheels")
        let mode = dp_picker_mode(picker).map { String(cString: $0) }
        check(
            mode != nil && dp_picker_locale(picker) != nil && dp_picker_calendar(picker) != nil,
            "mode, locale, calendar")
        let countdown = mode == "countDownTimer"
        check((dp_picker_time_zone(picker) == nil) == countdown, "a zone unless a countdown")
        var seconds: Int64 = 0
        check(dp_picker_moment(picker, &seconds) != countdown, "a moment unless a countdown")
        check((dp_picker_duration(picker) >= 0) == countdown, "a duration in a countdown alone")
        for wheel in 0..<wheels {
            let rows = dp_picker_row_count(picker, wheel), selected = dp_picker_selected_row(picker, wheel)
            check(rows > 0 && (0..<rows).contains(selected), "wheel \(wheel): row \(selected) of \(rows)")
            // The value's own row can be chosen, unless no row of the wheel can.
            check(
                dp_picker_row_is_enabled(picker, wheel, selected)
                    || !(0..<rows).contains { dp_picker_row_is_enabled(picker, wheel, $0) },
                "wheel \(wheel): the selected row \(selected) is disabled")
            let field = dp_picker_wheel_field(picker, wheel)
            check(field != nil && dp_picker_wheel_of_field(picker, field) == wheel, "wheel \(wheel)'s field")
            let cyclic = dp_picker_wheel_is_cyclic(picker, wheel)
            for offset: Int32 in -2...2 {
                var row = selected + offset
                if cyclic { row = (row % rows + rows) % rows }
                guard (0..<rows).contains(row) else { continue }
                let label = dp_picker_row_label(picker, wheel, row)
                check(label.map { strlen($0) > 0 && String(validatingCString: $0) != nil } == true, "label \(row)")
                // Lent once: the same string until a change.
                check(dp_picker_row_label(picker, wheel, row) == label, "label \(row) lent twice")
            }
            check(dp_picker_row_label(picker, wheel, rows) == nil, "a label past the last row")
            // The window of a redraw says what the row-by-row reads say, the same lent strings.
            var window = [UnsafePointer<CChar>?](repeating: nil, count: 5), enabled = [Bool](repeating: true, count: 5)
            check(dp_picker_visible_rows(picker, wheel, 2, 2, &window, &enabled) == selected, "the window's selection")
            for place in 0..<5 {
                var row = selected - 2 + Int32(place)
                if cyclic { row = (row % rows + rows) % rows }
                let inside = (0..<rows).contains(row)
                check(
                    window[place] == (inside ? dp_picker_row_label(picker, wheel, row) : nil)
                        && enabled[place] == (inside && dp_picker_row_is_enabled(picker, wheel, row)),
                    "place \(place) of wheel \(wheel)'s window")
            }
            _ = dp_picker_unit_label(picker, wheel).map { String(cString: $0) }
            _ = dp_picker_wheel_title(picker, wheel).map { String(cString: $0) }
        }
        let adjustments = dp_picker_adjustment_count(picker)
        check(adjustments >= 0, "\(adjustments) adjustments")
        for index in 0..<adjustments {
            check(dp_picker_adjustment_kind(picker, index) != nil, "adjustment \(index)'s kind")
            _ = dp_picker_adjustment_from(picker, index).map { String(cString: $0) }
            _ = dp_picker_adjustment_to(picker, index).map { String(cString: $0) }
        }
        let showsDate = mode == "date" || mode == "dateAndTime" || mode == "yearAndMonth"
        let showsTime = mode == "time" || mode == "dateAndTime" || countdown
        check((dp_picker_compact_date_text(picker) != nil) == showsDate, "the compact date text of \(mode ?? "")")
        check((dp_picker_compact_time_text(picker) != nil) == showsTime, "the compact time text of \(mode ?? "")")
        let value = dp_picker_value(picker)
        check(value.map { strlen($0) > 0 } == true, "the value")
        dp_string_free(value)
    }

    /// The view JSON: it parses, and says what the typed reads say.
    static func checkView(_ picker: OpaquePointer) {
        guard let text = dp_picker_view_json(picker) else { return check(false, "no view JSON") }
        defer { dp_string_free(text) }
        let json = try? JSONSerialization.jsonObject(with: Data(bytes: text, count: strlen(text)))
        guard let view = json as? [String: Any], let wheels = view["wheels"] as? [[String: Any]] else {
            return check(false, "the view is not a JSON object with wheels: \(String(cString: text).prefix(200))")
        }
        let value = dp_picker_value(picker).map { value in
            defer { dp_string_free(value) }
            return String(cString: value)
        }
        let viewValue = (view["value"] as? String) ?? (view["duration"] as? Int).map { String($0) }
        check(viewValue == value, "the view's value \(viewValue ?? "nil"), dp_picker_value \(value ?? "nil")")
        check(wheels.count == Int(dp_picker_wheel_count(picker)), "the view's wheels")
        for (index, wheel) in wheels.enumerated() {
            let component = Int32(index)
            check(wheel["rowCount"] as? Int == Int(dp_picker_row_count(picker, component)), "wheel \(index)'s rows")
            let selected = dp_picker_selected_row(picker, component)
            check(wheel["selectedIndex"] as? Int == Int(selected), "wheel \(index)'s selection")
            let label = dp_picker_row_label(picker, component, selected).map { String(cString: $0) }
            check(wheel["selectedLabel"] as? String == label, "wheel \(index)'s selected label")
        }
        check(
            (view["adjustments"] as? [Any])?.count == Int(dp_picker_adjustment_count(picker)), "the view's adjustments")
    }

    /// What the header promises of a month calendar's reads.
    static func checkCalendar(_ calendar: OpaquePointer) {
        check(dp_calendar_heading(calendar).map { strlen($0) > 0 } == true, "a heading")
        let weeks = dp_calendar_week_count(calendar)
        // Fewer than four weeks only where the days the library holds begin or end.
        check((1...6).contains(weeks), "\(weeks) weeks")
        var focused = 0
        for week in 0..<weeks {
            for column: Int32 in 0..<7 {
                check(dp_calendar_day_label(calendar, week, column) != nil, "day \(week), \(column)")
                if dp_calendar_day_flags(calendar, week, column) & Int32(DP_DAY_FOCUSED) != 0 { focused += 1 }
            }
        }
        check(focused == 1, "\(focused) focused days")
        for column: Int32 in 0..<7 {
            check(dp_calendar_weekday(calendar, column, false) != nil, "weekday \(column)")
            check(dp_calendar_weekday(calendar, column, true) != nil, "weekday \(column), wide")
        }
        let date = dp_calendar_focused_date(calendar)
        check(date != nil, "a focused date")
        dp_string_free(date)
    }
}
