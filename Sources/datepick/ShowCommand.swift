import ArgumentParsing
import CalendarEngine
import PickerArguments
import PickerModels
import FoundationEssentials
import PickerJSON

/// `datepick [show] [--locale ID] [picker options]`: a locale's picker facts and its wheels in every mode.
enum ShowCommand: Command {
    static let name = "show"
    static let abstract = "show a locale's picker: its facts and wheels (default locale: the environment's)"
    static let usage = """
        Usage: datepick [show] [--locale ID] [--mode MODE] [--date ISO] [--time-zone ZONE] [--calendar CAL] …
                               [--format text|json]

        Prints the locale's picker facts, then the wheels of each mode (or of --mode) around the date. With
        --format json, one picker as data (--mode's, date by default, as pick and render): its value, its fields
        as its calendar counts them, every wheel's rows and what was moved (Schemas/view.schema.json).
        """
    static let options: [Arguments.Option] =
        PickerOptions.localeAndMode(defaultMode: "every mode")
        + PickerOptions.options + [PickerOptions.format("one mode's picker as data")]

    static func run(_ parsed: Arguments) throws {
        let mode = try PickerOptions.mode(parsed)
        if try PickerOptions.wantsJSON(parsed) {
            let prepared = try PickerOptions.picker(parsed, mode: mode ?? .date)
            PickerOptions.noteAdjustments(prepared)
            return try Datepick.write(try PickerView.json(prepared).text)
        }
        // Every mode at once takes any option one of them uses; a mode named refuses what it would ignore.
        let prepared = try (mode.map { [$0] } ?? DatePickerMode.allCases).map { each in
            try PickerOptions.picker(parsed, mode: each, checkingOptions: mode != nil)
        }
        let models = prepared.map(\.model)
        for each in prepared { PickerOptions.noteAdjustments(each, naming: mode == nil) }
        let profile = models[0].profile
        let names = try PickerOptions.names(models[0])
        var text = render(profile, names: names.english, ownName: names.own)
        for model in models {
            // A countdown holds a duration: no calendar or zone shapes it.
            let setting =
                switch model {
                case .date(let picker): "  (\(picker.context.calendar), \(picker.context.timeZone))"
                case .countdown: ""
                }
            text += "\n\(model.mode.rawValue)\(setting)  → \(model.isoString)\n"
            let titles = model.wheels.map { $0.component.title ?? $0.component.id }
            text += "  wheels: " + titles.joined(separator: " · ") + "\n"
            text +=
                WheelText.render(model.picker, direction: profile.direction).map { "  " + $0 }.joined(separator: "\n")
                + "\n"
        }
        try Datepick.write(text)
    }

    static func render(_ profile: LocaleProfile, names: String, ownName: String) -> String {
        func fields(_ layout: PatternLayout) -> String {
            layout.fields.map { field in
                let title = profile.fieldTitles[field.field] ?? field.field.rawValue
                let affixes = [
                    field.prefix.isEmpty ? nil : "prefix “\(field.prefix)”",
                    field.suffix.isEmpty ? nil : "suffix “\(field.suffix)”",
                ].compactMap { $0 }
                return "    \(field.field.rawValue) (\(title))"
                    + (affixes.isEmpty ? "" : ": " + affixes.joined(separator: ", "))
            }.joined(separator: "\n")
        }
        let weekdays = profile.weekdays.standalone.wide
        var lines = [
            "\(profile.id)  \(ownName) — \(names)",
            "  BCP 47           \(profile.bcp47)",
            "  data from        \(profile.dataLocale)",
            "  calendar         \(profile.calendar)",
            "  digits           \(profile.numberingSystem) \(profile.digits.joined())",
            "  direction        \(profile.direction.rawValue)",
            "  first weekday    \(profile.firstWeekday) (\(weekdays[profile.firstWeekday - 1]))",
            "  hour cycle       \(profile.hourCycle.rawValue): \(profile.hourCycle.hours.map { profile.formatNumber($0) }.joined(separator: " "))",
            "  date order       \(profile.dateOrder.map(\.rawValue).joined(separator: ", "))",
            "    \(profile.dateLayout.explanation)",
            fields(profile.dateLayout),
            "  time order       \(profile.timeOrder.map(\.rawValue).joined(separator: ", "))",
            "    \(profile.timeLayout.explanation)",
            fields(profile.timeLayout),
            "  months           \(profile.months.standalone.wide.joined(separator: ", "))",
        ]
        if let leap = profile.months.leap {
            lines.append("  leap months      \(leap.standalone.wide.joined(separator: ", "))")
        }
        lines += [
            "  weekdays         \(weekdays.joined(separator: ", "))",
            "  AM/PM            \(profile.amPm.joined(separator: ", "))",
            "  eras             \(profile.eras.abbreviated.suffix(5).joined(separator: ", "))"
                + (profile.eras.abbreviated.count > 5 ? " (last 5 of \(profile.eras.abbreviated.count))" : ""),
            "  field titles     "
                + DateField.allCases.compactMap { field in
                    profile.fieldTitles[field].map { "\(field.rawValue) \($0)" }
                }.joined(separator: ", "),
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
