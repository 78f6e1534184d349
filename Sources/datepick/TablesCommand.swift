import ArgumentParsing
import CalendarEngine
import Foundation
import LocaleTables

/// `datepick tables --out DIR`: writes the conformance tables (what `tools/regenerate-locale-data` runs).
enum TablesCommand: Command {
    static let usage = """
        Usage: datepick tables --out DIR [--locale ID...]

        Writes DIR/locales/<id>.json for every locale ICU lists (or those named) and DIR/README.md.
        """
    static let options: [Arguments.Option] = [
        .init(name: "--out", takesValue: true, help: "the directory to write (LocaleData)"),
        .init(name: "--locale", takesValue: true, repeatable: true, help: "only these locales (repeatable)"),
    ]

    static func run(_ parsed: Arguments) throws {
        guard let out = parsed.value("--out") else { throw UsageError("give the directory to write with --out DIR") }
        let ids = parsed.all("--locale").isEmpty ? LocaleProfiles.availableLocales : parsed.all("--locale")
        let tables = try LocaleData.tables(ids)
        try LocaleData.write(tables, to: URL(fileURLWithPath: out))
        FileHandle.standardError.write(Data("datepick: wrote \(tables.count) tables to \(out)\n".utf8))
    }
}
