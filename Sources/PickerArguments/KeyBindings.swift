import ArgumentParsing

/// The keys (and the mouse) of every way a picker is drawn, written once: `datepick pick --help` and `datepick
/// choose --help`, the manual page, `datepick-gtk --help` (through the C library's `dp_pick_request_help`) and the
/// tables of docs/cli.md and docs/gtk.md (which a test holds to ``markdown(_:in:)``) all print these.
///
/// ```swift
/// for section in KeyBindings.sections([.wheels, .calendar], in: .terminal) { print(section.help()) }
/// // Keys on the wheels (--style wheels):
/// //   ←/→, Tab, Shift-Tab  the wheel before or after; …
/// ```
package enum KeyBindings {
    /// Where a picker is drawn, which decides some keys: a terminal has `q` and Ctrl-Z, a window has drags.
    package enum Place: Sendable {
        /// `datepick pick` and `datepick choose`, on /dev/tty.
        case terminal
        /// `datepick-gtk`, and the GTK widgets it shows.
        case window
    }

    /// What a person works with, each with its own keys.
    package enum Surface: CaseIterable, Sendable {
        /// The wheels of a date, a time or a countdown (`--style wheels`).
        case wheels
        /// A month calendar, with the time wheels below it in dateAndTime (`--style inline`).
        case calendar
        /// A button with the value that opens a month calendar in a popover (`--style compact`).
        case dateButton
        /// The value typed into the locale's numeric pattern, segment by segment (`--style field`).
        case field
        /// `datepick choose`'s wheels of any values.
        case valueWheels
        /// `datepick choose --style list`: one long list with a filter and the locale's alphabetic index.
        case valueList

        /// The surface a pick style draws.
        package init(_ style: PickRequest.Style) {
            switch style {
            case .wheels: self = .wheels
            case .inline: self = .calendar
            case .compact: self = .dateButton
            case .field: self = .field
            }
        }

        /// The heading of its keys.
        var title: String {
            switch self {
            case .wheels: "Keys on the wheels (--style wheels)"
            case .calendar: "Keys on the month calendar (--style inline)"
            case .dateButton: "Keys on the date button (--style compact)"
            case .field: "Keys in the typed field (--style field)"
            case .valueWheels: "Keys on the wheels of values (datepick choose)"
            case .valueList: "Keys on the list (datepick choose --style list)"
            }
        }
    }

    /// A key's name, and where it works.
    struct Key: ExpressibleByStringLiteral {
        var name: String
        var places: Set<Place> = [.terminal, .window]

        init(stringLiteral name: String) { self.name = name }

        init(_ name: String, only place: Place) {
            self.name = name
            places = [place]
        }

        /// A key only a terminal picker takes (`q`, `k/j`, Ctrl-Z).
        static func terminal(_ name: String) -> Key { Key(name, only: .terminal) }
    }

    /// Keys (or a mouse action) and what they do, where they do it.
    struct Binding {
        var keys: [Key]
        var action: String
        var places: Set<Place>

        init(_ keys: [Key], _ action: String, places: Set<Place> = [.terminal, .window]) {
            self.keys = keys
            self.action = action
            self.places = places
        }

        /// The binding where `place` draws the surface and nowhere else (`datepick choose` is the terminal's only).
        func only(_ place: Place) -> Binding {
            var binding = self
            binding.places = places.intersection([place])
            return binding
        }

        /// The keys that work at `place`, as a person reads them (`↑/↓, k/j`), or nil when none do.
        func keys(at place: Place) -> String? {
            guard places.contains(place) else { return nil }
            let names = keys.filter { $0.places.contains(place) }.map(\.name)
            return names.isEmpty ? nil : names.joined(separator: ", ")
        }
    }

    /// The bindings of a surface, in the order a person needs them: moving, then choosing, then leaving, then the
    /// mouse.
    static func bindings(_ surface: Surface) -> [Binding] {
        switch surface {
        case .wheels: wheels
        case .calendar: calendar
        case .dateButton: dateButton
        case .field: field
        case .valueWheels: valueWheels
        case .valueList: valueList
        }
    }

    /// Cancelling, on a terminal and in a window; on the terminal `q` too unless it is a letter to type.
    static func cancel(q: Bool = true) -> [Binding] {
        let keys: [Key] = q ? ["Esc", "q", "Ctrl-C"] : ["Esc", "Ctrl-C"]
        return [
            Binding(keys, "cancel", places: [.terminal]),
            Binding(["Esc"], "cancel, as closing the window or its Cancel button does", places: [.window]),
            Binding(
                [.terminal("Ctrl-Z")], "stop, giving the terminal back to the shell; fg takes it again",
                places: [.terminal]),
        ]
    }

    static let wheels: [Binding] =
        [
            Binding(
                ["←/→", "Tab", "Shift-Tab"],
                "the wheel before or after (the first has the focus at start); ← and → go as the screen shows the "
                    + "wheels, mirrored right to left"),
            Binding(["↑/↓", .terminal("k/j")], "a row earlier or later"),
            Binding(["PgUp/PgDn"], "five rows earlier or later"),
            Binding(["Home/End"], "the first or last allowed value (year 1 or 9999 on a year wheel without bounds)"),
            Binding(
                ["digits"],
                "the nearest row with that number, in ASCII or the locale's digits: the day of the month, the hour "
                    + "on the locale's clock, a month's number where the wheel shows its name",
                places: [.terminal]),
            Binding(["digits"], "the nearest row with that number", places: [.window]),
            Binding(
                ["letters"], "on the zone wheel (--zone-wheel), the next zone whose name starts with them",
                places: [.terminal]),
            Binding(["Enter"], "accept the value"),
        ] + cancel() + [
            Binding(
                ["a click"],
                "on a row: the focus and that row (a disabled row, the focus only); on a wheel's title: the focus",
                places: [.terminal]),
            Binding(["a click"], "on a row: that row", places: [.window]),
            Binding(
                ["the scroll wheel"], "the wheel under the pointer, a row a notch (up: earlier); the focus stays",
                places: [.terminal]),
            Binding(
                ["the scroll wheel"],
                "the wheel under the pointer, a row a notch; a touchpad moves it with the fingers and it settles on a "
                    + "row",
                places: [.window]),
            Binding(
                ["a drag"],
                "the wheel follows the pointer and carries on after the release (with animations off it lands at "
                    + "once)",
                places: [.window]),
        ]

    static let calendar: [Binding] =
        [
            Binding(
                ["←/→", .terminal("h/l")], "a day earlier or later, as the screen shows them (mirrored right to left)"),
            Binding(["↑/↓", .terminal("k/j")], "a week earlier or later"),
            Binding(["PgUp/PgDn"], "a month earlier or later (the same day, or the month's last)"),
            Binding(["Shift-PgUp/PgDn"], "a year earlier or later", places: [.window]),
            Binding(["Home/End"], "the month's first or last day"),
            Binding(["digits"], "a day of the month", places: [.terminal]),
            Binding(
                ["Tab", "Shift-Tab"],
                "in dateAndTime, each time wheel below the month in turn and back to the month; the time wheels take "
                    + "the wheels' keys"),
            Binding(
                ["Enter"], "accept the day that has the focus, unless it is outside the bounds or one the zone skipped",
                places: [.terminal]),
            Binding(["Enter"], "accept the day that has the focus", places: [.window]),
            Binding(["Space"], "pick the day that has the focus, without accepting it", places: [.window]),
        ] + cancel() + [
            Binding(
                ["a click"],
                "on a day: the focus and the value there, as the arrows would move them (a day outside the bounds: the "
                    + "nearest within them), never accepting; on ‹ or ›: a month, as PgUp/PgDn; on a time wheel: its "
                    + "focus",
                places: [.terminal]),
            Binding(
                ["a click"], "on a day: that day; on the month buttons: the month before or after",
                places: [.window]),
            Binding(["the scroll wheel"], "the time wheel under the pointer, a row a notch"),
        ]

    static let dateButton: [Binding] = [
        Binding(
            ["Space", "a click"],
            "open the button's popover: the month calendar, and in dateAndTime the time wheels below it (Tab to them)"
        ),
        Binding(["Enter"], "on the button: accept the value"),
        Binding(
            ["the calendar's keys"],
            "in the popover: move the day as on the month calendar; the wheels' keys on the "
                + "time wheels"),
        Binding(
            ["Enter"],
            "in the popover: pick the day or time and close it, and a second Enter accepts (a day that cannot be "
                + "picked keeps it open)"),
        Binding(["a click"], "on a day in the popover: that day, which in date mode closes the popover"),
        Binding(["Esc"], "in the popover: close it, keeping what was changed there"),
        Binding(["Esc"], "on the button: cancel, as closing the window or its Cancel button does"),
    ].map { $0.only(.window) }

    static let field: [Binding] =
        [
            Binding(
                ["←/→"],
                "the segment to the left or right on the screen, in the bidi algorithm's order (a Hebrew time keeps "
                    + "its hour on the left)"),
            Binding(["Tab", "Shift-Tab"], "the next or previous segment", places: [.terminal]),
            Binding(
                ["Tab", "Shift-Tab"], "the next or previous segment; past the last or first, out of the field",
                places: [.window]),
            Binding(
                ["↑/↓"],
                "the segment one more or less, wrapping without carrying into the others; on the hour of a wall time "
                    + "that happens twice, ↑ the later instant and ↓ back"),
            Binding(["PgUp/PgDn"], "more or less by a year 5, a month 2, a day 7, an hour 2, a minute or second 15"),
            Binding(
                ["Home/End"],
                "the segment's first or last value; where the other segments put the value at an edge of --min/--max, "
                    + "the first or last within them"),
            Binding(
                ["digits"],
                "type the segment's number, in ASCII or the locale's digits: they accumulate, start over and move on "
                    + "to the next segment"),
            Binding(
                ["a letter"],
                "on the day period, the period it starts (case and accents aside; again, the next with that letter)"
            ),
            Binding(["Backspace"], "remove the segment's last digit; on an empty segment, go to the one before"),
            Binding(
                [.terminal("a paste"), Key("Ctrl-V", only: .window)],
                "a whole date, read as datepick parse reads it (ISO 8601, or as the locale writes it); text it cannot "
                    + "read changes nothing and says why"),
            Binding(
                ["Enter"],
                "accept a complete, valid value; on an incomplete or impossible one, say why below the "
                    + "field and stay"),
        ] + cancel(q: false)

    static let valueWheels: [Binding] =
        ([
            Binding(
                ["←/→", "Tab", "Shift-Tab"],
                "the wheel before or after; ← and → go as the screen shows the wheels, mirrored right to left"),
            Binding(["↑/↓", "k/j"], "a row earlier or later"),
            Binding(["PgUp/PgDn"], "five rows earlier or later"),
            Binding(["Home/End"], "the first or last value"),
            Binding(
                ["any other character"],
                "the next value starting with what was typed (case ignored); the same letter again, the next after it"),
            Binding(["Enter"], "accept the values"),
        ] + cancel() + [
            Binding(["a click"], "on a row: the focus and that row; on a wheel's title: the focus"),
            Binding(["the scroll wheel"], "the wheel under the pointer, a row a notch"),
        ]).map { $0.only(.terminal) }

    static let valueList: [Binding] =
        ([
            Binding(["↑/↓"], "the item before or after"),
            Binding(["PgUp/PgDn"], "five items before or after"),
            Binding(["Home/End"], "the first or last item"),
            Binding(
                ["Tab", "Shift-Tab", "→/←"],
                "the next or previous index letter that has values (→ and ← mirrored right to left)"),
            Binding(["any character"], "narrow the list, case and accents ignored (q, j and k too)"),
            Binding(["Backspace"], "widen it again"),
            Binding(["Enter"], "accept the item selected"),
        ] + cancel(q: false) + [
            Binding(["a click"], "on an item: that item; on an index letter: its first value"),
            Binding(["the scroll wheel"], "the selection, an item a notch"),
        ]).map { $0.only(.terminal) }

    /// The keys of `surfaces` at `place`, one section each, as `--help` and the manual print them
    /// (``ProgramDescription/Section/help(width:)``); a surface with no key at `place` (the date button on a terminal) is
    /// left out.
    package static func sections(_ surfaces: [Surface], in place: Place) -> [ProgramDescription.Section] {
        surfaces.compactMap { surface in
            let items = bindings(surface).compactMap { binding in
                binding.keys(at: place).map { ProgramDescription.Block.item($0, binding.action) }
            }
            return items.isEmpty ? nil : ProgramDescription.Section(surface.title, items)
        }
    }

    /// The keys of `surfaces` at `place` as Markdown: each section's title in bold, then a table of its keys and
    /// what they do, a blank line between sections; with a final newline.
    package static func markdown(_ surfaces: [Surface], in place: Place) -> String {
        func cell(_ text: String) -> String {
            text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
        }
        return sections(surfaces, in: place).map { section in
            let rows = section.blocks.compactMap { block -> String? in
                guard case .item(let keys, let action) = block else { return nil }
                return "| \(cell(keys)) | \(cell(action)) |"
            }
            return (["**\(section.title)**", "", "| keys | what they do |", "| --- | --- |"] + rows)
                .joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }
}
