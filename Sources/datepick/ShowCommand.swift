import CalendarEngine
import Foundation

/// `datepick [show] [--locale ID]`: one locale's picker facts, readably.
enum ShowCommand: Command {
    static let usage = "Usage: datepick [show] [--locale ID]"
    static let options: [Arguments.Option] = [
        .init(name: "--locale", takesValue: true, help: "the locale (default: LC_ALL, LC_TIME or LANG)"),
    ]

    static func run(_ parsed: Arguments) throws {
        let id = parsed.value("--locale") ?? LocaleProfiles.environmentLocale(ProcessInfo.processInfo.environment)
        let profile = try LocaleProfiles.shared.profile(for: id)
        Datepick.write(render(profile, names: try LocaleProfiles.displayName(of: id, in: "en"),
                              ownName: try LocaleProfiles.displayName(of: id)))
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
