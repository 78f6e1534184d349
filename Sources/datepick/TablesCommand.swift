import ArgumentParsing
import CalendarEngine
import FoundationEssentials
import LocaleTables

/// `datepick tables --out DIR`: writes the conformance tables (what `tools/regenerate-locale-data` runs).
enum TablesCommand: Command {
    static let usage = """
        Usage: datepick tables --out DIR [--locale ID...]

        Writes DIR/locales/<id>.json for every locale ICU lists (or those named) and DIR/README.md.
        """
    static let options = OutputOptions.options

    static func run(_ parsed: Arguments) throws {
        let (out, ids) = try OutputOptions.parse(parsed)
        let tables = try LocaleData.tables(ids)
        try LocaleData.write(tables, to: URL(fileURLWithPath: out))
        Datepick.note("wrote \(tables.count) tables to \(out)")
    }
}

/// `--out DIR` and `--locale ID…`, for the commands that write files for many locales.
enum OutputOptions {
    static let options: [Arguments.Option] = [
        .init(name: "--out", takesValue: true, help: "the directory to write"),
        .init(name: "--locale", takesValue: true, repeatable: true, help: "only these locales (default: every one)"),
    ]

    /// The directory, and the locales: those named, else every locale ICU lists.
    static func parse(_ parsed: Arguments) throws -> (String, [String]) {
        guard let out = parsed.value("--out") else { throw UsageError("give the directory to write with --out DIR") }
        let ids = parsed.all("--locale")
        return (out, ids.isEmpty ? LocaleProfiles.availableLocales : ids)
    }
}
