import ArgumentParsing
import CalendarEngine
import PickerArguments

/// `datepick locales`: the ids ICU lists, with their names in English (or another language) and their own.
enum LocalesCommand: Command {
    static let name = PickerOptions.localesCommand
    static let abstract = "list the locales ICU has, with their names"
    static let usage = """
        Usage: datepick locales [--display-locale ID]

        One line per locale: id, tab, name, tab, name in its own language.
        """
    static let options: [Arguments.Option] = [
        PickerOptions.localeOption("--display-locale", help: "the language of the names (default: en)")
    ]

    static func run(_ parsed: Arguments) throws {
        let display = parsed.value("--display-locale") ?? "en"
        _ = try LocaleProfiles.displayName(of: display)  // check it once, before any output
        var lines: [String] = []
        for id in LocaleProfiles.availableLocales {
            let name = try LocaleProfiles.displayName(of: id, in: display)
            let own = try LocaleProfiles.displayName(of: id)
            lines.append("\(id)\t\(name)\t\(own)")
        }
        try Datepick.write(lines.joined(separator: "\n") + "\n")
    }
}
