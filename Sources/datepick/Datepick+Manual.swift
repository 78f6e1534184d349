import ArgumentParsing
import CalendarEngine
import PickerModels

extension Datepick {
    /// datepick as its completion scripts and manual page describe it: the commands and options it parses with
    /// (so that neither can drift from the parser), and the manual's prose, written here.
    static var programDescription: ProgramDescription {
        let modes = DatePickerMode.allCases.map { "`\($0.rawValue)`" }
        return ProgramDescription(
            name: "datepick", version: version, abstract: "locale-aware date and time pickers from ICU",
            discussion: [
                "`datepick` shows, draws and lets a person use date and time pickers as each locale has them, with ICU "
                    + "\(LocaleProfiles.icuVersion) (CLDR \(LocaleProfiles.cldrVersion)) as the source of every "
                    + "fact: the order of the wheels, the names on them, the hour cycle, the calendar, the digits and "
                    + "the direction.",
                "Without a command, `datepick` runs `show`: `datepick --locale ja_JP` is "
                    + "`datepick show --locale ja_JP`.",
                "Locale ids come in ICU form (`ja_JP`, `ja_JP@calendar=japanese`), BCP 47 (`ja-JP-u-ca-japanese`, "
                    + "`en-US-u-hc-h23`) or POSIX form (`ja_JP.UTF-8`, so that `--locale \"$LANG\"` works); `C` and "
                    + "`POSIX` mean `en_US_POSIX`. `datepick locales` lists the locales ICU has.",
                "The picker options of `show`, `pick` and `render` describe one picker: its mode ("
                    + alternatives(modes) + "), its initial value, zone, calendar, intervals and bounds. With one "
                    + "mode named, an option that mode would ignore is refused with the reason; a value the picker "
                    + "moves (to the interval, into the bounds, out of a DST gap) is noted on standard error, from "
                    + "what to what.",
            ],
            commands: commandTypes.map { $0.commandDescription }, defaultCommand: ShowCommand.name,
            options: options,
            sections: [
                .init(
                    "ENVIRONMENT",
                    [
                        .item(
                            "`LC_ALL`, `LC_TIME`, `LANG`",
                            "The locale without `--locale`: the first of them that is set and not empty. `C` and "
                                + "`POSIX` (`C.UTF-8`) mean `en_US_POSIX`, as does an environment with none of them."),
                        .item(
                            "`TZ`",
                            "The zone without `--time-zone`, read as the C library reads it: an IANA id "
                                + "(`Asia/Tokyo`, `:America/New_York`) or a path into a zoneinfo directory "
                                + "(`/usr/share/zoneinfo/Asia/Tokyo`, `:/etc/localtime`); empty, UTC; unset, the "
                                + "system's zone. POSIX rules (`JST-9`) name no zone and are refused, except by a "
                                + "countdown, which needs no zone."),
                        .item("`NO_COLOR`", "Set and not empty: `pick` draws without colour."),
                    ]),
                .init(
                    "EXIT STATUS",
                    [
                        .item("0", "Success; for `pick`, a value was accepted and printed."),
                        .item("1", "`pick`: the person cancelled (Esc or q); nothing is printed."),
                        .item(
                            "64",
                            "A usage error, said in one line on standard error: an unknown command or option, a "
                                + "value the command refuses (a locale id, zone, calendar, date or option that the "
                                + "mode would ignore), no terminal for `pick`, or an `--out` directory that cannot "
                                + "be written."),
                        .item("70", "An internal error: ICU failed, or a worker process of `tables` did."),
                        .item("71", "`tables` could not start a worker process."),
                        .item("74", "Standard output could not be written."),
                    ]),
                .init(
                    "FILES",
                    [
                        .item(
                            "`/dev/tty`",
                            "Where `pick` draws the picker and reads keys and the mouse, so that only the value goes "
                                + "to standard output."),
                        .item(
                            "`/etc/localtime`, `/usr/share/zoneinfo`",
                            "The system's zone, where `TZ` is unset, and the zone files a `TZ` path may name."),
                        .item(
                            "`share/datepick/schemas/view.schema.json`, `pick.schema.json`, `choose.schema.json`, "
                                + "`choose-view.schema.json`, `matrix.schema.json`",
                            "Beside `bin/` where datepick is installed (`Schemas/` in its sources): the JSON Schemas of "
                                + "what `show --format json`, `pick --format json`, `choose --format json`, "
                                + "`choose --view` and `matrix` print, the contracts other tools read."),
                    ]),
                .init("EXAMPLES", examples.map { .example($0.what, command: $0.command) }),
                .init(
                    "SEE ALSO",
                    [
                        .paragraph("`date`(1), `locale`(1), `tzfile`(5), `tzselect`(8)"),
                        .paragraph(
                            "ICU's date format patterns, which `--output-format` takes: "
                                + "https://unicode-org.github.io/icu/userguide/format_parse/datetime/"),
                    ]),
            ])
    }

    /// The manual's examples: each a real command line, which the tests run.
    static let examples: [(what: String, command: String)] = [
        ("A locale's picker facts, then the wheels of every mode:", "datepick --locale ja_JP"),
        (
            "One picker as data: New York's night of the change to summer time, on the quarter hour:",
            "datepick --locale en_US --mode dateAndTime --time-zone America/New_York --date 2026-03-08T02:30 "
                + "--minute-interval 15 --format json"
        ),
        (
            "Let a person pick a time on the quarter hour, under a title; the value is printed as 14:15:",
            "datepick pick --mode time --minute-interval 15 --title 'Meeting time'"
        ),
        (
            "A month of the Hebrew calendar in Hebrew, right to left, as SVG:",
            "datepick render --locale he_IL --calendar hebrew --style inline > picker.svg"
        ),
        ("The matrix of two locales as CSV:", "datepick matrix --locale ja_JP --locale ar_EG --format csv"),
        (
            "Completion for bash, for one account:",
            "datepick --generate-completion-script bash > ~/.local/share/bash-completion/completions/datepick"
        ),
    ]
}
