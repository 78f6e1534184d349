import ArgumentParsing
import CalendarEngine
import LocaleTables

/// `datepick matrix`: the matrix of every locale, or of the ones named.
enum MatrixCommand: Command {
    static let usage = "Usage: datepick matrix --all | --locale ID... [--format json|csv|markdown]"
    static let options: [Arguments.Option] = [
        .init(name: "--all", takesValue: false, help: "every locale ICU lists, in uloc_getAvailable order"),
        .init(
            name: "--locale", takesValue: true, valueName: "ID", repeatable: true,
            help: "a locale to include (repeatable)"),
        .init(name: "--format", takesValue: true, valueName: "FORMAT", help: "json (default), csv or markdown"),
    ]
    static let formats = ["json", "csv", "markdown"]

    static func run(_ parsed: Arguments) throws {
        let format = parsed.value("--format") ?? "json"
        guard formats.contains(format) else {
            throw UsageError("unknown format '\(LocaleError.printable(format))'; use json, csv or markdown")
        }
        var ids = parsed.all("--locale")
        if parsed.has("--all") {
            guard ids.isEmpty else { throw UsageError("give either --all or --locale, not both") }
            ids = LocaleProfiles.availableLocales
        }
        guard !ids.isEmpty else { throw UsageError("name the locales with --locale ID, or give --all") }
        let matrix = try LocaleMatrix(ids: ids)
        switch format {
        case "csv": try Datepick.write(matrix.csv())
        case "markdown": try Datepick.write(matrix.markdown())
        default: try Datepick.write(try matrix.json())
        }
    }
}
