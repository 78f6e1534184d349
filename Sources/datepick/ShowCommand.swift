import ArgumentParsing
import CalendarEngine
import DateModes
import FoundationEssentials

/// `datepick [show] [--locale ID] [picker options]`: a locale's picker facts and its wheels in every mode.
enum ShowCommand: Command {
    static let usage = """
        Usage: datepick [show] [--locale ID] [--mode MODE] [--date ISO] [--zone ZONE] [--calendar CAL] …

        Prints the locale's picker facts, then the wheels of each mode (or of --mode) around the date.
        """
    static let options: [Arguments.Option] = PickerOptions.localeAndMode(defaultMode: "every mode") + PickerOptions.options

    static func run(_ parsed: Arguments) throws {
        let id = PickerOptions.locale(parsed)
        let modes = try parsed.value("--mode").map { [try PickerOptions.mode($0)] } ?? DatePickerMode.allCases
        let pickers = try modes.map { try PickerOptions.picker(parsed, locale: id, mode: $0).picker }
        let profile = try pickers.first?.context.profile ?? LocaleProfiles.shared.profile(for: id)
        var text = render(profile, names: try LocaleProfiles.displayName(of: id, in: "en"),
                          ownName: try LocaleProfiles.displayName(of: id))
        for picker in pickers {
            let mode = picker.configuration.mode
            text += "\n\(mode.rawValue)  (\(picker.context.calendar), \(picker.context.timeZone))  → \(picker.isoString)\n"
            let titles = picker.picker.components.map { $0.title ?? $0.id }
            text += "  wheels: " + titles.joined(separator: " · ") + "\n"
            text += WheelText.render(picker.picker, direction: profile.direction).map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        try Datepick.write(text)
    }

    static func render(_ profile: LocaleProfile, names: String, ownName: String) -> String {
        func fields(_ layout: PatternLayout) -> String {
            layout.fields.map { field in
                let title = profile.fieldTitles[field.field] ?? field.field.rawValue
                let affixes = [field.prefix.isEmpty ? nil : "prefix “\(field.prefix)”",
                               field.suffix.isEmpty ? nil : "suffix “\(field.suffix)”"].compactMap { $0 }
                return "    \(field.field.rawValue) (\(title))" + (affixes.isEmpty ? "" : ": " + affixes.joined(separator: ", "))
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
            "  field titles     " + DateField.allCases.compactMap { field in
                profile.fieldTitles[field].map { "\(field.rawValue) \($0)" } }.joined(separator: ", "),
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
