import CalendarEngine

/// `datepick locales`: the ids ICU lists, with their names in English (or another language) and their own.
enum LocalesCommand {
    static let options: [Arguments.Option] = [
        .init(name: "--display-locale", takesValue: true, help: "the language of the names (default: en)"),
        .init(name: "--help", takesValue: false, help: "show this help"),
    ]

    static func run(_ arguments: ArraySlice<String>) throws {
        let parsed = try Arguments(arguments, options: options)
        if parsed.has("--help") {
            Datepick.write("Usage: datepick locales [--display-locale ID]\n\n"
                + "One line per locale: id, tab, name, tab, name in its own language.\n\n"
                + Arguments.help(options) + "\n")
            return
        }
        let display = parsed.value("--display-locale") ?? "en"
        _ = try LocaleProfiles.displayName(of: display)  // check it once, before any output
        var lines: [String] = []
        for id in LocaleProfiles.availableLocales {
            let name = try LocaleProfiles.displayName(of: id, in: display)
            let own = try LocaleProfiles.displayName(of: id)
            lines.append("\(id)\t\(name)\t\(own)")
        }
        Datepick.write(lines.joined(separator: "\n") + "\n")
    }
}
