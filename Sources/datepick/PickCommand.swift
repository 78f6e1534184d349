import ArgumentParsing
import CalendarEngine
import PickerArguments
import PickerModels
import FoundationEssentials
import PickerJSON
import TerminalPicker

/// `datepick pick`: a person picks a value on the terminal; only the value goes to stdout.
enum PickCommand: Command {
    static let name = "pick"
    static let abstract = "let a person pick a value on the terminal; prints it on stdout"
    static let usage = """
        Usage: datepick pick [--locale ID] [--mode MODE] [--style wheels|inline [--week-numbers] [--range]|field [--empty]] [--title TEXT]
                             [--date ISO] [--time-zone ZONE] [--output-format PATTERN] [--format text|json] …

        Draws the picker on /dev/tty and prints the accepted value on stdout: date 2026-11-30, time 14:05,
        dateAndTime 2026-11-30T14:05:00+09:00, yearAndMonth 2026-11 (a month of a non-Gregorian calendar: the
        date it begins, 2026-11-22), countDownTimer seconds (3660); --output-format prints an ICU date pattern
        instead; --format json prints one object with the value, its zone and offset, its calendar's fields and
        the labels chosen (Schemas/pick.schema.json). --title puts a line above the picker saying what it asks
        for. Exit 0 accepted, 1 cancelled, 64 bad options.
        --style inline draws a month calendar instead (date, dateAndTime), with the time wheels below it in
        dateAndTime; --week-numbers numbers its weeks by the locale's rules; --range (date) picks a range of days
        with Enter on its first and last, printing the ISO 8601 interval 2026-11-30/2026-12-04 (--format json:
        start, end, formatted as the locale writes it, days). --style field types the value into the
        locale's numeric pattern on one line, in place (every mode but countDownTimer; --empty starts it blank).
        The keys and the mouse of each style are listed after the options.
        """
    /// The styles the terminal draws, wheels by default.
    static let styles: [PickRequest.Style] = [.wheels, .inline, .field]

    static let options = PickRequest.options(styles: styles)

    static let keys = KeyBindings.sections(styles.map(KeyBindings.Surface.init), in: .terminal)

    static func run(_ parsed: Arguments) throws {
        let request = try PickRequest(parsed, styles: styles)
        for note in request.notes { Datepick.note(note) }
        let model = request.prepared.model
        // With a zone wheel the zone is the person's to change, and the wheel shows it: the header would go stale.
        let zone = request.zoneWheel ? "" : model.timeZone.map { " · \($0)" } ?? ""
        let header = " datepick · \(try PickerOptions.names(model).own) · \(request.mode.rawValue)" + zone
        let color = (ProcessEnvironment.values(["NO_COLOR"])["NO_COLOR"] ?? "").isEmpty
        let output: String
        switch model {
        case .date(let picker) where request.style == .field:
            let field = DateFieldState(picker: picker, empty: request.empty)
            output = try run(FieldPickSession(field), header: header, color: color, request, inPlace: true)
        case .date(let picker) where request.style == .inline && request.range:
            let grid = try MonthGrid(picker: picker, behavior: .range)
            let (ended, accepted) = try InteractivePicker.run(
                CalendarPickSession(grid, picker: picker, weekNumbers: request.weekNumbers), header: header,
                title: request.title, color: color, inPlace: false)
            guard accepted, let range = ended.grid.selectedRange else { throw Datepick.Cancelled() }
            output = try request.printed(range: range, of: ended.grid)
        case .date(let picker) where request.style == .inline:
            let grid = try MonthGrid(picker: picker, behavior: .single, selection: CalendarSelection.none)
            output = try run(
                CalendarPickSession(grid, picker: picker, weekNumbers: request.weekNumbers),
                header: header, color: color, request)
        case .date, .countdown:
            output = try run(PickSession(model), header: header, color: color, request)
        }
        try Datepick.write(output)
    }

    /// Runs a session on the terminal; what is printed for its accepted value (with a final newline), or
    /// ``Datepick/Cancelled``.
    static func run(
        _ session: some TerminalSession, header: String, color: Bool, _ request: PickRequest, inPlace: Bool = false
    ) throws -> String {
        let (ended, accepted) = try InteractivePicker.run(
            session, header: header, title: request.title, color: color, inPlace: inPlace)
        guard accepted, let model = ended.model else { throw Datepick.Cancelled() }
        return try request.printed(model)
    }
}
