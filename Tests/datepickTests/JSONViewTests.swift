import Foundation
import PickerJSON
import Testing
import TestSupport

/// `--format json` and the option names scripts are written against, through the real binary.
@Suite("datepick as data: --format json and the options' contract")
struct JSONViewTests {
    static let schemas = Result { try JSONSchemas() }

    func json(_ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"]) throws -> (
        Run, JSONValue?
    ) {
        let run = try Run(arguments, environment: environment)
        return (run, try? JSONValue(parsing: Array(run.stdout.utf8)))
    }

    /// `--unavailable`: the weekend's rows are `enabled` false on the day wheel (en_US Saturday and Sunday, he_IL
    /// Friday and Saturday), the option is written back, and a value on such a day moves, as its adjustment says.
    @Test(arguments: [("en_US", [28, 29], 10, "2026-11-27"), ("he_IL", [27, 28], 9, "2026-11-29")])
    func unavailableDaysAreDisabledRows(locale: String, weekend: [Int], count: Int, moved: String) throws {
        let (run, view) = try json([
            "--locale", locale, "--time-zone", "UTC", "--date", "2026-11-28", "--unavailable", "weekends,2026-11-11",
            "--format", "json",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let value = try #require(view)
        #expect(try Self.schemas.get().errors(in: value, against: "view.schema.json").isEmpty)
        #expect(value["unavailable"] == .string("weekends,2026-11-11"))
        guard case .array(let wheels)? = value["wheels"],
            let day = wheels.first(where: { $0["field"] == .string("day") }),
            case .array(let enabled)? = day["enabled"]
        else {
            Issue.record("no day wheel: \(run.stdout.prefix(200))")
            return
        }
        let disabled = enabled.indices.filter { enabled[$0] == .bool(false) }.map { $0 + 1 }
        #expect(
            disabled.contains(11) && weekend.allSatisfy(disabled.contains) && disabled.count == count, "\(disabled)")
        // The nearest day that can be picked: Friday before en_US's Saturday, Sunday after he_IL's.
        #expect(value["value"] == .string(moved))
        guard case .array(let adjustments)? = value["adjustments"] else { return }
        #expect(adjustments.first?["kind"] == .string("unavailableDay"))
        let refused = try Run(["--unavailable", "2026-13-01", "--format", "json"])
        #expect(refused.status == 64 && refused.stderr.contains("'2026-13-01' is neither 'weekends' nor a date"))
    }

    /// The command a new user tried first: it prints the view, which its schema holds.
    @Test func theJapaneseDateAsTheContractNamesIt() throws {
        let (run, view) = try json([
            "--locale", "ja_JP", "--mode", "date", "--time-zone", "Asia/Tokyo", "--date", "2026-11-30",
            "--format", "json",
        ])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let value = try #require(view)
        #expect(try Self.schemas.get().errors(in: value, against: "view.schema.json").isEmpty)
        #expect(value["value"] == .string("2026-11-30") && value["timeZone"] == .string("Asia/Tokyo"))
        #expect(value["fields"]?["monthCode"] == .string("M11") && value["fields"]?["era"] == .string("ce"))
        guard case .array(let wheels)? = value["wheels"] else { return }
        #expect(wheels.map { $0["field"] } == [.string("year"), .string("month"), .string("day")])
        // `show` named, `--zone` for `--time-zone`: the same bytes.
        let alias = try Run([
            "show", "--locale", "ja_JP", "--mode", "date", "--zone", "Asia/Tokyo", "--date", "2026-11-30",
            "--format", "json",
        ])
        #expect(alias.stdout == run.stdout)
        // Without --mode the view is date mode's, as pick and render default to.
        let plain = try Run([
            "--locale", "ja_JP", "--time-zone", "Asia/Tokyo", "--date", "2026-11-30", "--format", "json",
        ])
        #expect(plain.stdout == run.stdout)
    }

    @Test func everyModeOfSeveralLocalesMatchesTheSchema() throws {
        let schemas = try Self.schemas.get()
        for locale in ["ar_EG", "he_IL@calendar=hebrew", "zh_CN@calendar=chinese", "fa_IR", "en_US"] {
            for mode in ["date", "time", "dateAndTime", "countDownTimer", "yearAndMonth"] {
                let moment =
                    mode == "countDownTimer"
                    ? ["--duration", "3725"] : ["--time-zone", "America/New_York", "--date", "2026-03-08T02:32"]
                let (run, view) = try json(["--locale", locale, "--mode", mode, "--format", "json"] + moment)
                #expect(run.status == 0, "\(locale) \(mode): \(run.stderr)")
                let errors = view.map { schemas.errors(in: $0, against: "view.schema.json") } ?? ["not JSON"]
                #expect(errors.isEmpty, "\(locale) \(mode): \(errors.prefix(3))")
            }
        }
    }

    @Test func theMatrixHasEachModesFields() throws {
        let (run, matrix) = try json(["matrix", "--locale", "ja_JP", "--locale", "en_US"])
        #expect(run.status == 0)
        let value = try #require(matrix)
        #expect(try Self.schemas.get().errors(in: value, against: "matrix.schema.json").isEmpty)
        guard case .array(let locales)? = value["locales"] else { return }
        #expect(locales[0]["modes"]?["date"] == .strings(["year", "month", "day"]))
        #expect(locales[1]["modes"]?["time"] == .strings(["hour", "minute", "dayPeriod"]))
        #expect(locales[1]["modes"]?["dateAndTime"] == .strings(["date", "hour", "minute", "dayPeriod"]))
    }

    /// `--time-zone` is the option's name in every picker command, `--zone` its alias, and both are in the help.
    @Test func timeZoneEverywhere() throws {
        for command in ["show", "pick", "render"] {
            let help = try Run([command, "--help"])
            #expect(help.stdout.contains("--time-zone, --zone ZONE"), "\(command)")
        }
        let named = try Run([
            "render", "--locale", "en_US", "--mode", "time", "--time-zone", "Asia/Kolkata", "--date", "14:05",
        ])
        let alias = try Run([
            "render", "--locale", "en_US", "--mode", "time", "--zone", "Asia/Kolkata", "--date", "14:05",
        ])
        #expect(named.status == 0 && named.stdout == alias.stdout && named.stdout.hasPrefix("<svg"))
        let twice = try Run(["--time-zone", "UTC", "--zone", "UTC"])
        #expect(twice.status == 64 && twice.stderr.contains("given more than once"))
    }

    /// Every command's help names what each option takes, and takes -h and --help (also before its name).
    @Test func helpNamesTheValuesAndEveryCommandTakesIt() throws {
        for command in ["show", "pick", "render", "gallery", "matrix", "locales", "tables"] {
            let help = try Run([command, "-h"])
            #expect(help.status == 0 && help.stdout.hasPrefix("Usage: datepick"), "\(command)")
            #expect(!help.stdout.contains("VALUE"), "\(command): \(help.stdout)")
            #expect(try Run([command, "--help"]).stdout == help.stdout)
            #expect(try Run(["--help", command]).stdout == help.stdout)
            #expect(try Run(["-h", command]).stdout == help.stdout)
            #expect(try Run(["help", command]).stdout == help.stdout)
        }
        let show = try Run(["show", "--help"]).stdout
        for option in [
            "--locale ID", "--mode MODE", "--date ISO", "--minute-interval N", "--min, --minimum-date ISO",
            "--duration SECONDS", "--rounding RULE", "--format FORMAT",
        ] {
            #expect(show.contains(option), "\(option)")
        }
        #expect(try Run(["pick", "--help"]).stdout.contains("--output-format PATTERN"))
    }

    @Test(arguments: [
        (["--seconds", "--seconds"], "option '--seconds' is given more than once"),
        (
            ["--mode", "yearAndMonth", "--seconds"],
            "--seconds does nothing with --mode yearAndMonth: yearAndMonth has no time wheels"
        ),
        (
            ["--mode", "date", "--duration", "60"],
            "--duration does nothing with --mode date: only a countdown (--mode countDownTimer) has a duration"
        ),
        (["--mode", "date", "--minute-interval", "15"], "--minute-interval does nothing with --mode date"),
        (
            ["--mode", "time", "--second-interval", "10"],
            "--second-interval does nothing with --mode time: there is no seconds wheel without --seconds"
        ),
        (
            ["--mode", "countDownTimer", "--date", "14:05"],
            "--date does nothing with --mode countDownTimer: a countdown holds a duration: give --duration"
        ),
        (["--mode", "time", "--calendar", "hebrew"], "--calendar does nothing with --mode time"),
        (["--calendar", "gregorian2"], "unknown calendar 'gregorian2'; ICU knows buddhist, chinese,"),
        (["--format", "xml"], "unknown format 'xml'; use text or json"),
    ])
    func optionsThatCannotWorkAreRefused(_ arguments: [String], _ message: String) throws {
        for command in [["show"], ["render"], ["pick"]] where !(command == ["render"] && arguments.contains("xml")) {
            let run = try Run(
                command + ["--locale", "en_US"] + arguments, environment: ["LANG": "C.UTF-8", "TZ": "UTC"])
            #expect(run.status == 64, "\(command) \(arguments)")
            #expect(
                run.stderr.hasPrefix("datepick: " + message) && run.stderr.filter { $0 == "\n" }.count == 1,
                "\(command): \(run.stderr)")
        }
    }

    /// A countdown holds no moment: a TZ that names no zone does not stop it, in show or render.
    @Test func aCountdownRunsWhateverTZSays() throws {
        let environment = ["LANG": "en_US.UTF-8", "TZ": "JST-9"]
        let show = try Run(["--mode", "countDownTimer", "--duration", "3660"], environment: environment)
        #expect(show.status == 0 && show.stdout.contains("countDownTimer  → 3660"), "\(show.stderr)")
        let render = try Run(["render", "--mode", "countDownTimer"], environment: environment)
        #expect(render.status == 0 && render.stdout.hasPrefix("<svg"), "\(render.stderr)")
        let date = try Run(["--mode", "date"], environment: environment)
        #expect(date.status == 64 && date.stderr.contains("TZ 'JST-9' names no time zone"))
    }

    /// show, render and a countdown say how they moved the value asked for, from what to what.
    @Test func everyCommandThatMovesAValueSaysSo() throws {
        let show = try Run([
            "--locale", "en_US", "--mode", "time", "--date", "14:07", "--minute-interval", "15", "--time-zone", "UTC",
        ])
        #expect(
            show.status == 0
                && show.stderr == "datepick: note: the initial value 14:07 was rounded to the interval: 14:00\n")
        let countdown = try Run(["render", "--mode", "countDownTimer", "--duration", "3725", "--minute-interval", "15"])
        #expect(countdown.stderr == "datepick: note: the initial value 3725 was rounded to the interval: 3600\n")
        let bounded = try Run([
            "--locale", "en_US", "--mode", "date", "--date", "2026-11-30", "--min", "2027-01-01",
            "--time-zone", "UTC", "--format", "json",
        ])
        #expect(
            bounded.stderr
                == "datepick: note: the initial value 2026-11-30 is before the minimum (--min): moved to 2027-01-01\n")
        // Every mode at once names the mode each note is about.
        let all = try Run([
            "--locale", "en_US", "--date", "2026-11-30T14:07", "--minute-interval", "15", "--time-zone", "UTC",
        ])
        #expect(
            all.stderr.contains("datepick: note: time: the initial value 14:07 was rounded to the interval: 14:00\n"))
        #expect(all.stderr.contains("datepick: note: dateAndTime: the initial value 2026-11-30T14:07:00Z was rounded"))
    }

    /// The display name follows the calendar the picker uses, not the one the id asked for.
    @Test func theNameSaysTheCalendarInUse() throws {
        let run = try Run(["--locale", "ja_JP@calendar=japanese", "--calendar", "hebrew", "--mode", "date"])
        let first = try #require(run.stdout.split(separator: "\n").first)
        #expect(
            first.hasPrefix("ja_JP@calendar=hebrew  ") && first.contains("Hebrew")
                && !first.contains("Japanese Calendar"), "\(first)")
    }

    /// `pick --format json`: the accepted value with its zone, offset, fields and the labels the person saw.
    @Test func pickPrintsTheResultAsData() throws {
        let schemas = try Self.schemas.get()
        let term = try PseudoTerminal(
            Run.binary,
            [
                "pick", "--locale", "ja_JP", "--calendar", "japanese", "--mode", "date",
                "--date", "2019-04-30", "--time-zone", "Asia/Tokyo", "--format", "json",
                "--output-format", "Gy年M月d日",
            ])
        #expect(term.waitFor("平成31年"))
        term.type("\u{1B}[B")  // the year wheel, one row on: Reiwa 1, which begins in May
        #expect(term.waitFor("2019-05-30"))
        term.type("\r")
        let result = term.finish()
        #expect(result.status == 0, "\(result.stderr)")
        let value = try #require(try? JSONValue(parsing: Array(result.stdout.utf8)), "\(result.stdout)")
        #expect(schemas.errors(in: value, against: "pick.schema.json").isEmpty)
        #expect(value["value"] == .string("2019-05-30") && value["offset"] == .string("+09:00"))
        #expect(value["formatted"] == .string("令和元年5月30日") && value["calendar"] == .string("japanese"))
        #expect(value["fields"]?["era"] == .string("reiwa") && value["fields"]?["eraYear"] == .int(1))
        #expect(
            value["labels"]
                == .array([
                    .object([("field", .string("year")), ("title", .string("年")), ("label", .string("令和元年"))]),
                    .object([("field", .string("month")), ("title", .string("月")), ("label", .string("5月"))]),
                    .object([("field", .string("day")), ("title", .string("日")), ("label", .string("30日"))]),
                ]))
        let countdown = try PseudoTerminal(
            Run.binary,
            [
                "pick", "--mode", "countDownTimer", "--duration", "90", "--seconds",
                "--format", "json",
            ])
        #expect(countdown.waitFor("Enter accept"))
        countdown.type("\r")
        let ended = countdown.finish()
        let timer = try #require(try? JSONValue(parsing: Array(ended.stdout.utf8)), "\(ended.stdout)")
        #expect(schemas.errors(in: timer, against: "pick.schema.json").isEmpty)
        #expect(timer["duration"] == .int(90) && timer["timeZone"] == .null && timer["fields"]?["second"] == .int(30))
    }
}
