import ArgumentParsing
import CalendarEngine
import PickerArguments
import LocaleTables

/// `datepick matrix`: the matrix of every locale, or of the ones named.
enum MatrixCommand: Command {
    static let name = "matrix"
    static let abstract = "the matrix of many locales"
    static let usage = "Usage: datepick matrix --all | --locale ID... [--format json|csv|markdown]"
    static let options: [Arguments.Option] = [
        .init(name: "--all", takesValue: false, help: "every locale ICU lists, in uloc_getAvailable order"),
        PickerOptions.localeOption(repeatable: true, help: "a locale to include (repeatable)"),
        .init(
            name: "--format", takesValue: true, valueName: "FORMAT", values: .oneOf { Format.allCases.map(\.rawValue) },
            help: "json (default), csv or markdown"),
    ]

    /// What `--format` takes: JSON by default, the contract other tools read.
    enum Format: String, CaseIterable {
        case json, csv, markdown
    }

    static func run(_ parsed: Arguments) throws {
        let name = parsed.value("--format") ?? Format.json.rawValue
        guard let format = Format(rawValue: name) else {
            let formats = Datepick.alternatives(Format.allCases.map(\.rawValue))
            throw UsageError("unknown format '\(LocaleError.printable(name))'; use \(formats)")
        }
        var ids = parsed.all("--locale")
        if parsed.has("--all") {
            guard ids.isEmpty else { throw UsageError("give either --all or --locale, not both") }
            ids = LocaleProfiles.availableLocales
        }
        guard !ids.isEmpty else { throw UsageError("name the locales with --locale ID, or give --all") }
        let matrix = try LocaleMatrix(ids: ids)
        switch format {
        case .csv: try Datepick.write(matrix.csv())
        case .markdown: try Datepick.write(matrix.markdown())
        case .json: try Datepick.write(try matrix.json())
        }
    }
}
