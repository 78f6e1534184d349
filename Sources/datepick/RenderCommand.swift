import ArgumentParsing
import CalendarEngine
import PickerArguments
import PickerModels
import FoundationEssentials
import PickerGraphics

/// `datepick render`: an SVG of a locale's picker on stdout.
enum RenderCommand: Command {
    static let name = "render"
    static let abstract = "an SVG of the picker as a person would see it"
    static let usage = """
        Usage: datepick render [--locale ID] [--mode MODE] [--style wheels|inline [--week-numbers]|compact|field]
                               [picker options] > picker.svg

        Draws the picker as a person would see it, as SVG on stdout.
        """
    static let options: [Arguments.Option] =
        PickerOptions.localeAndMode(defaultMode: "date") + [
            .init(
                name: "--style", takesValue: true, valueName: "STYLE",
                values: .oneOf { Style.allCases.map(\.rawValue) },
                help: "wheels (default), inline, compact, or field: the typed field, its first segment focused"),
            PickerOptions.weekNumbersOption,
        ] + PickerOptions.options

    static func run(_ parsed: Arguments) throws {
        let mode = try PickerOptions.mode(parsed) ?? .date
        let prepared = try PickerOptions.picker(parsed, mode: mode)
        PickerOptions.noteAdjustments(prepared)
        let model = prepared.model
        let name = parsed.value("--style") ?? Style.wheels.rawValue
        guard let style = Style(rawValue: name) else {
            let styles = Datepick.alternatives(Style.allCases.map(\.rawValue))
            throw UsageError("unknown style '\(LocaleError.printable(name))'; use \(styles)")
        }
        let weekNumbers = try PickerOptions.weekNumbers(parsed, onCalendar: style == .inline)
        switch style {
        case .wheels:
            try Datepick.write(SVG.wheels(model))
        case .inline:
            // A month calendar: a picker of times alone has no day to show.
            let picker: DatePicker
            switch model {
            case .date(let moment) where mode.hasMonthView: picker = moment
            case .date, .countdown:
                throw UsageError("--style inline draws a month calendar, for --mode date or dateAndTime, not '\(mode)'")
            }
            let grid = try MonthGrid(picker: picker)
            try Datepick.write(SVG.inline(grid, picker: picker, weekNumbers: weekNumbers))
        case .field:
            switch model {
            case .date(let picker):
                try Datepick.write(SVG.field(DateFieldState(picker: picker)))
            case .countdown:
                throw UsageError("--style field types a date or time: use it with any mode but countDownTimer")
            }
        case .compact:
            try Datepick.write(
                SVG.compact(CompactPicker(model), rtl: model.profile.direction == .rtl, locale: model.profile.id))
        }
    }

    /// What `--style` takes: the wheels by default, a month calendar, the compact field that opens a picker, or
    /// the typed field.
    enum Style: String, CaseIterable {
        case wheels, inline, compact, field
    }
}

/// `datepick gallery --out DIR`: the static HTML page of every locale's picker.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let abstract = "a static HTML page of every locale's picker"
    static let usage = """
        Usage: datepick gallery --out DIR [--locale ID...]

        Writes DIR/index.html (search box; every locale's date and time wheels and calendar), DIR/svg/ and
        DIR/locales/ (each locale's tables). The page works offline in any browser.
        """
    static let options = OutputOptions.options

    static func run(_ parsed: Arguments) throws {
        let (out, ids) = try OutputOptions.parse(parsed)
        try Gallery.write(locales: ids, to: URL(fileURLWithPath: out))
        Datepick.note("wrote the gallery of \(ids.count) \(ids.count == 1 ? "locale" : "locales") to \(out)/index.html")
    }
}
