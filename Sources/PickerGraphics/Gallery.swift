import CalendarEngine
import PickerModels
import FoundationEssentials
import LocaleTables

/// A static HTML page that shows every locale's picker (date and time wheels and the inline calendar side by
/// side), with a search box and links to each locale's tables. It needs no network and no server.
public enum Gallery {
    /// The pictures of one locale.
    public struct Entry: Sendable {
        /// The locale id, as the entry's files are named (`svg/<id>-date.svg`, `locales/<id>.json`).
        public var locale: String
        /// The locale's name in English (`German (Germany)`).
        public var name: String
        /// The locale's name in its own language (`Deutsch (Deutschland)`), shown in its own direction.
        public var ownName: String
        /// Which way the locale's text runs, for the card's own name.
        public var direction: TextDirection
        /// The date wheels, an SVG document.
        public var date: String
        /// The time wheels, an SVG document.
        public var time: String
        /// The month grid with the moment's day selected, an SVG document.
        public var inline: String
        /// The locale's table, written to `locales/<id>.json` and linked from the card.
        public var table: LocaleTable
    }

    /// Draws a locale's date and time wheels and its month grid at a moment, in UTC.
    public static func entry(_ locale: String, at moment: Date) throws -> Entry {
        func picker(_ mode: DatePickerMode) throws -> DatePicker {
            try DatePicker(
                DatePickerConfiguration(mode: mode, locale: locale, timeZone: "UTC"), date: moment, today: moment)
        }
        let date = try picker(.date)
        let grid = try MonthGrid(
            context: date.context, showing: moment,
            selection: .single(date.context.julianDay(at: moment.timeIntervalSince1970)),
            today: moment)
        return Entry(
            locale: locale, name: try LocaleProfiles.displayName(of: locale, in: "en"),
            ownName: try LocaleProfiles.displayName(of: locale), direction: date.context.profile.direction,
            date: SVG.wheels(date), time: SVG.wheels(try picker(.time)), inline: SVG.monthGrid(grid),
            table: try LocaleTable(locale: locale))
    }

    /// Writes `index.html`, `svg/<id>-{date,time,inline}.svg` and `locales/<id>.json` into a directory.
    public static func write(locales: [String], to directory: URL, at moment: Date = LocaleTable.referenceDate) throws {
        let entries = try onEveryCore(locales.count) { try entry(locales[$0], at: moment) }
        let svg = directory.appendingPathComponent("svg"), tables = directory.appendingPathComponent("locales")
        for folder in [svg, tables] { try Files.makeDirectory(folder) }
        for entry in entries {
            for (kind, picture) in [("date", entry.date), ("time", entry.time), ("inline", entry.inline)] {
                try Files.writeFile(
                    picture,
                    to: svg.appendingPathComponent(
                        "\(entry.locale)-\(kind).svg",
                        isDirectory: false))
            }
            try Files.writeFile(
                LocaleData.bytes(entry.table),
                to: tables.appendingPathComponent("\(entry.locale).json", isDirectory: false))
        }
        try Files.writeFile(html(entries), to: directory.appendingPathComponent("index.html"))
    }

    /// The page: a search box filtering the cards by id or name, one card per locale.
    public static func html(_ entries: [Entry]) -> String {
        var cards = ""
        for entry in entries {
            let id = SVG.escaped(entry.locale)
            let search = SVG.escaped((entry.locale + " " + entry.name + " " + entry.ownName).lowercased())
            cards += """
                <section class="card" id="\(id)" data-search="\(search)">
                <h2><a href="#\(id)">\(id)</a> <span lang="\(id.replacing("_", with: "-"))" dir="\(entry.direction.rawValue)">\(SVG.escaped(entry.ownName))</span> · \(SVG.escaped(entry.name))</h2>
                <div class="pictures"><img loading="lazy" src="svg/\(id)-date.svg" alt="date wheels, \(id)"><img loading="lazy" src="svg/\(id)-time.svg" alt="time wheels, \(id)"><img loading="lazy" src="svg/\(id)-inline.svg" alt="calendar, \(id)"></div>
                <p><a href="locales/\(id).json">tables</a> · \(SVG.escaped(entry.table.profile.datePattern)) · \(SVG.escaped(entry.table.profile.timePattern)) · \(entry.table.profile.hourCycle.rawValue) · \(SVG.escaped(entry.table.profile.calendar))</p>
                </section>

                """
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>datepick: every locale's picker</title>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <style>
            body { font-family: system-ui, 'Noto Sans', sans-serif; margin: 0 auto; max-width: 1200px; padding: 16px; background: #f2f2f7; }
            input { font-size: 18px; width: 100%; padding: 8px; box-sizing: border-box; border-radius: 8px; border: 1px solid #c7c7cc; }
            .card { background: #fff; border-radius: 14px; padding: 12px 16px; margin: 12px 0; }
            .card h2 { font-size: 17px; margin: 0 0 8px; }
            .pictures { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
            .pictures img { border: 1px solid #e5e5ea; border-radius: 14px; }
            p { color: #636366; font-size: 13px; margin: 8px 0 0; }
            </style></head>
            <body>
            <h1>Every locale's picker</h1>
            <p>\(entries.count) locales from ICU \(LocaleProfiles.icuVersion) (CLDR \(LocaleProfiles.cldrVersion)), at 2026-11-30 14:05 UTC. Type to find a locale.</p>
            <input id="search" type="search" placeholder="ja_JP, Arabic, हिन्दी…" autofocus>
            <main id="cards">
            \(cards)</main>
            <script>
            const cards = Array.from(document.querySelectorAll('.card'));
            document.getElementById('search').addEventListener('input', event => {
              const words = event.target.value.toLowerCase().split(/\\s+/).filter(Boolean);
              for (const card of cards) {
                card.hidden = !words.every(word => card.dataset.search.includes(word));
              }
            });
            </script>
            </body></html>

            """
    }
}
