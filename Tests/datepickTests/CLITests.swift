import Foundation
import TestSupport
import Testing

@Suite("datepick end to end")
struct CLITests {
    @Test func showsALocale() throws {
        let run = try Run(["--locale", "ja_JP"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("ja_JP  日本語 (日本) — Japanese (Japan)\n"))
        #expect(run.stdout.contains("yMMMMd → y年M月d日 → year, month, day"))
        #expect(run.stdout.contains("hour cycle       h23"))
    }

    @Test func defaultsToTheEnvironmentLocale() throws {
        let run = try Run([], environment: ["LANG": "de_DE.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("de_DE  Deutsch (Deutschland)"))
        let bad = try Run([], environment: ["LC_ALL": "xx_YY.UTF-8"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("'xx_YY.UTF-8'"))
    }

    /// Without --zone or TZ, the zone is the host's as ICU finds it (/etc/localtime), not Foundation's guess.
    @Test func defaultsToTheHostZone() throws {
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime")
        let host = link.flatMap { path in path.range(of: "zoneinfo/").map { String(path[$0.upperBound...]) } } ?? "UTC"
        func header(_ arguments: [String]) throws -> String? {
            let run = try Run(
                ["--mode", "time", "--locale", "en_US"] + arguments, environment: ["LANG": "en_US.UTF-8"])
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout.split(separator: "\n").first { $0.hasPrefix("time  (") }.map(String.init)
        }
        let byDefault = try header([])
        #expect(byDefault != nil)
        // The same zone as naming the host's zone outright (in ICU's canonical spelling either way).
        #expect(
            byDefault?.prefix(while: { $0 != ")" }) == (try header(["--zone", host]))?.prefix(while: { $0 != ")" }))
    }

    /// TZ as the C library reads it (tzset(3)): `:America/New_York` and a path to a zone file name their zone; a
    /// POSIX rule names none and is refused in one line, not run as UTC.
    @Test func takesTheZoneFromTZ() throws {
        for (tz, zone) in [(":America/New_York", "America/New_York"), ("posix/Asia/Tokyo", "Asia/Tokyo")] {
            let run = try Run(
                ["--mode", "time", "--locale", "en_US", "--date", "2026-11-30T10:00"],
                environment: ["LANG": "en_US.UTF-8", "TZ": tz])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("time  (gregorian, \(zone))  → 10:00"), "\(tz)")
        }
        let rule = try Run(
            ["--mode", "time", "--locale", "en_US"], environment: ["LANG": "en_US.UTF-8", "TZ": "JST-9"])
        #expect(rule.status == 64)
        #expect(
            rule.stderr == "datepick: TZ 'JST-9' names no time zone ICU knows; "
                + "set TZ to an IANA id such as Asia/Tokyo, or pass --time-zone\n")
        let given = try Run(
            ["--mode", "time", "--locale", "en_US", "--zone", "UTC"],
            environment: ["LANG": "en_US.UTF-8", "TZ": "JST-9"])
        #expect(given.status == 0, "--zone wins over TZ: \(given.stderr)")
    }

    /// A full disk or a closed stdout is an error a script can see, not a lost value with status 0: one line,
    /// status 74 (EX_IOERR).
    @Test func aFailedWriteIsAnError() throws {
        for (redirect, reason) in [("> /dev/full", "No space left on device"), (">&-", "Bad file descriptor")] {
            for arguments in [["--version"], ["matrix", "--locale", "ja_JP"]] {
                let run = try Run(arguments, launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" \(redirect)"])
                #expect(run.status == 74, "\(arguments) \(redirect)")
                #expect(run.stderr == "datepick: cannot write standard output: \(reason)\n")
            }
        }
    }

    @Test func helpForACommand() throws {
        let run = try Run(["help", "pick"])
        #expect(run.status == 0 && run.stdout.hasPrefix("Usage: datepick pick"), "\(run.stderr)")
        #expect(run.stdout.contains("[--title TEXT]") && run.stdout.contains("  --title TEXT "))
        #expect(run.stdout.contains("\n  a click  ") && run.stdout.contains("  --week-numbers "))
    }

    @Test func helpAndVersion() throws {
        let help = try Run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("Usage:"))
        let version = try Run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("datepick ") && version.stdout.contains("ICU 72"))
        let matrixHelp = try Run(["matrix", "--help"])
        #expect(matrixHelp.status == 0 && matrixHelp.stdout.contains("--format"))
    }

    @Test func matrixOfEveryLocale() throws {
        let run = try Run(["matrix", "--all", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["icuVersion"] as? String == "72.1")
        #expect(object["cldrVersion"] as? String == "42.0")
        let locales = try #require(object["locales"] as? [[String: Any]])
        let listed = try Run(["locales"]).stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(locales.count == 805)
        #expect(locales.compactMap { $0["locale"] as? String } == listed)
        let contract = [
            "locale", "bcp47", "calendar", "numberingSystem", "direction", "firstWeekday", "hourCycle",
            "dateOrder", "timeOrder", "monthNames", "weekdayNames", "amPm",
        ]
        for entry in locales {
            for key in contract { #expect(entry[key] != nil, "\(entry["locale"] ?? "?") lacks \(key)") }
        }
    }

    @Test func matrixSubsetsInCSVAndMarkdown() throws {
        let csv = try Run(["matrix", "--locale", "ja_JP", "--locale=ar-EG", "--format", "csv"])
        #expect(csv.status == 0)
        let rows = csv.stdout.split(separator: "\r\n")
        #expect(rows.count == 3)
        #expect(rows[2].hasPrefix("ar-EG,ar-EG,gregorian,arab,rtl,7,h12,day month year,hour minute dayPeriod,"))
        let markdown = try Run(["matrix", "--locale", "he_IL", "--format", "markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.stdout.split(separator: "\n").count == 3)
    }

    @Test func listsLocalesWithNames() throws {
        let run = try Run(["locales"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 805)
        #expect(lines.contains("ja_JP\tJapanese (Japan)\t日本語 (日本)"))
        let german = try Run(["locales", "--display-locale", "de"])
        #expect(german.stdout.contains("ja_JP\tJapanisch (Japan)\t日本語 (日本)"))
    }

    @Test(arguments: [
        (["--locale", "xx_YY"], "'xx_YY'"),
        (["--locale", "../../etc/passwd"], "'../../etc/passwd'"),
        (["--locale", ""], "empty"),
        (["--locale", String(repeating: "a", count: 10240)], "10240 bytes"),
        (["--locale", "ja_JP\u{1B}[31m"], "ja_JP\\u{1B}[31m"),
        (["--locale", "en_US@calendar=foo"], "'foo'"),
        (["--locale", "en-US-u-hc-h25"], "'h25'"),
        (["--locale"], "'--locale' needs a value"),
        (["--locale", "ja_JP", "--locale", "en_US"], "more than once"),
        (["--bogus"], "'--bogus'"),
        (["frobnicate"], "'frobnicate'"),
        (["matrix"], "--all"),
        (["matrix", "--all", "--format", "xml"], "'xml'; use json, csv or markdown"),
        (["matrix", "--all", "--locale", "ja_JP"], "not both"),
        (["matrix", "--locale", "ja_JP", "--locale", "xx_YY"], "'xx_YY'"),
        (["matrix", "--all", "extra"], "'extra'"),
        (["--version", "--bogus"], "'--bogus' after --version"),
        (["--help", "nonsense"], "'nonsense' after --help"),
        (["help", "pick", "extra"], "'pick' after help"),
        (["help", "frobnicate"], "unknown command 'frobnicate'"),
        (["--locale", "sr_RS@latin;calendar=japanese"], "a POSIX modifier (@latin) cannot stand among keywords"),
        (
            [
                "--mode", "time", "--seconds", "--zone", "UTC", "--min", "2026-11-30T10:07:00.5Z", "--max",
                "2026-11-30T10:07:00.9Z",
            ],
            "no time on the 1-second interval"
        ),
        (["locales", "--display-locale", "zz_QQ"], "'zz_QQ'"),
        (["tables", "--out", "/proc/datepick-no-such-dir", "--locale", "ja_JP"], "/proc/datepick-no-such-dir/locales"),
        (["tables", "--out", "/tmp/datepick-unused", "--jobs", "many"], "'many'"),
        // Control characters in any value come back escaped, on one line.
        (["--locale", "en_US", "--calendar", "x\ny\u{1B}[31m"], "'x\\ny\\u{1B}[31m'"),
        (["tables", "--out", "/proc/a\nb", "--locale", "ja_JP"], "/proc/a\\nb/locales"),
        (["--locale", "C.UTF-8", "--mode", "bogus"], "unknown mode 'bogus'"),
        (["--locale", "en_US", "--calendar", "ca"], "unknown calendar 'ca'; ICU knows buddhist"),
        (
            ["tables", "--out", "/tmp/datepick-unused", "--jobs", "2", "--locale", "ja_JP", "--locale", "xx_YY"],
            "'xx_YY'"
        ),
        (
            ["render", "--mode", "countDownTimer", "--style", "inline"],
            "for --mode date or dateAndTime, not 'countDownTimer'"
        ),
        (["pick", "--mode", "time", "--style", "inline"], "use it with --mode date or dateAndTime, not 'time'"),
        (["pick", "--style", "grid"], "unknown style 'grid'; use wheels, inline or field"),
        (["pick", "--title", "a", "--title", "b"], "option '--title' is given more than once"),
        (
            ["pick", "--week-numbers"],
            "--week-numbers numbers the weeks of a month calendar: use it with --style inline"
        ),
        (["render", "--week-numbers"], "use it with --style inline"),
        (["render", "--style", "compact", "--week-numbers"], "use it with --style inline"),
    ])
    func badInputIsOneLineAndStatus64(_ arguments: [String], _ named: String) throws {
        let run = try Run(arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("datepick: "))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains(named), "\(run.stderr)")
    }
}

/// `datepick tables` split over worker processes writes what one process writes, and a worker's failure is one
/// line and its status.
@Suite("datepick tables: worker processes")
struct TablesWorkerTests {
    static let ids = ["ja_JP", "de", "fr", "ar_EG", "zh_Hant_TW"]
    static let localeData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LocaleData")

    static func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "datepick-\(name)-\(getpid())"
    }

    @Test func workersWriteWhatOneProcessWrites() throws {
        let one = Self.temporary("jobs1"), three = Self.temporary("jobs3")
        defer { for path in [one, three] { try? FileManager.default.removeItem(atPath: path) } }
        let locales = Self.ids.flatMap { ["--locale", $0] }
        let single = try Run(["tables", "--out", one, "--jobs", "1"] + locales)
        let split = try Run(["tables", "--out", three, "--jobs", "3"] + locales)
        #expect(single.status == 0 && split.status == 0, "\(single.stderr)\(split.stderr)")
        #expect(split.stderr == "datepick: wrote 5 tables to \(three)\n")
        #expect(split.stdout.isEmpty, "a worker's summaries go to this process, not to stdout")
        let names = try FileManager.default.contentsOfDirectory(atPath: three + "/locales").sorted()
        #expect(names == Self.ids.map { $0 + ".json" }.sorted())
        for id in Self.ids {
            let written = try Data(contentsOf: URL(fileURLWithPath: "\(three)/locales/\(id).json"))
            #expect(written == (try Data(contentsOf: URL(fileURLWithPath: "\(one)/locales/\(id).json"))), "\(id)")
            #expect(
                written == (try Data(contentsOf: Self.localeData.appendingPathComponent("locales/\(id).json"))),
                "\(id) differs from LocaleData")
        }
        let overview = try String(contentsOfFile: three + "/README.md", encoding: .utf8)
        #expect(overview == (try String(contentsOfFile: one + "/README.md", encoding: .utf8)))
        let rows = overview.split(separator: "\n").filter { $0.hasPrefix("| [") }.map {
            $0.dropFirst(3).prefix { $0 != "]" }
        }
        #expect(rows == Self.ids.map { Substring($0) }, "one row per locale, in the order asked for")
    }

    /// A locale named twice, in any of its forms, is one table, named by its canonical ICU id (`ja-JP` and
    /// `ja_JP.UTF-8` had been tables of their own, `ja-JP.json` and `ja_JP.UTF-8.json`).
    @Test func anIdNamedTwiceIsOneTable() throws {
        let directory = Self.temporary("twice")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try Run([
            "tables", "--out", directory, "--locale", "ja_JP", "--locale", "ja-JP", "--locale", "ja_JP.UTF-8",
            "--locale", "de-DE-u-ca-japanese",
        ])
        #expect(run.status == 0 && run.stderr == "datepick: wrote 2 tables to \(directory)\n", "\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory + "/locales").sorted()
                == ["de_DE@calendar=japanese.json", "ja_JP.json"])
        let one = try Run(["tables", "--out", directory, "--locale", "ja_JP"])
        #expect(one.stderr == "datepick: wrote 1 table to \(directory)\n", "\(one.stderr)")
    }

    @Test func aFailingWorkerIsOneLineAndItsStatus() throws {
        let directory = Self.temporary("failing")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // fr's table cannot be written: a directory stands where it goes. fr is in the worker's part.
        try FileManager.default.createDirectory(
            atPath: directory + "/locales/fr.json/x", withIntermediateDirectories: true)
        let run = try Run(["tables", "--out", directory, "--jobs", "2", "--locale", "ja_JP", "--locale", "fr"])
        #expect(run.status == 64)
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("datepick: cannot write \(directory)/locales/fr.json"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory + "/locales/ja_JP.json"), "the other part is written")
    }
}

/// Where /proc is not mounted (a chroot, a build sandbox): Swift's runtime finds the arguments through /proc
/// and found none there, so every command ran as a bare `datepick` and exited 0; and `tables` finds its own
/// path, to start its workers, in /proc/self/exe. Each test runs datepick in a mount namespace of its own with
/// /proc unmounted, which needs root with CAP_SYS_ADMIN; elsewhere the suite is skipped, and says so.
@Suite("datepick without /proc", .enabled(if: WithoutProc.available, "needs unshare(1) and the right to unmount /proc"))
struct WithoutProcTests {
    @Test func theArgumentsAreReadAndBadOnesRefused() throws {
        let run = try WithoutProc.run(["--locale", "ja_JP", "--mode", "date", "--date", "2026-11-30", "--zone", "UTC"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("ja_JP  日本語 (日本)"), "\(run.stdout.prefix(80))")
        #expect(run.stdout.contains("▶ 2026年   11月   30日 ◀"))
        let bad = try WithoutProc.run(["--locale", "xx_YY"])
        #expect(bad.status == 64 && bad.stderr.contains("'xx_YY'"), "\(bad.stderr)")
    }

    @Test func tablesAreBuiltInThisProcessAndSaySo() throws {
        let directory = TablesWorkerTests.temporary("noproc")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try WithoutProc.run([
            "tables", "--out", directory, "--jobs", "2", "--locale", "ja_JP", "--locale", "fr",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr == "datepick: cannot find this program's path (/proc/self/exe) to start workers; "
                + "building the 2 tables in this process\ndatepick: wrote 2 tables to \(directory)\n")
        for id in ["ja_JP", "fr"] {
            let written = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/locales/\(id).json"))
            #expect(
                written
                    == (try Data(contentsOf: TablesWorkerTests.localeData.appendingPathComponent("locales/\(id).json")))
            )
        }
    }
}

/// Runs datepick with /proc unmounted, in a mount namespace of its own.
enum WithoutProc {
    static let launcher = [
        "/usr/bin/unshare", "--mount", "--propagation", "private", "/bin/sh", "-c",
        "umount -l /proc && exec \"$0\" \"$@\"",
    ]

    /// Whether this machine lets a test unmount /proc in a mount namespace of its own, leaving none.
    static let available: Bool = {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: launcher[0])
        probe.arguments = Array(launcher[1..<6]) + ["umount -l /proc && ! test -e /proc/self/exe"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    static func run(_ arguments: [String]) throws -> Run { try Run(arguments, launcher: launcher) }
}

@Suite("datepick show: the wheels")
struct ShowWheelsTests {
    @Test func japaneseDateWheelsWithAffixes() throws {
        let run = try Run(["--locale", "ja_JP", "--mode", "date", "--date", "2026-11-30", "--zone", "Asia/Tokyo"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("date  (gregorian, Asia/Tokyo)  → 2026-11-30"))
        #expect(run.stdout.contains("  wheels: 年 · 月 · 日\n"))
        #expect(run.stdout.contains("▶ 2026年   11月   30日 ◀"))
    }

    @Test func rightToLeftWheelsAreMirrored() throws {
        let run = try Run([
            "--locale", "ar_EG", "--mode", "time", "--date", "2026-11-30T14:05", "--zone", "Africa/Cairo",
        ])
        #expect(run.stdout.contains("▶ م   ٠٥   ٢  ◀"))  // hour, minute, period read right to left
    }

    @Test func countdownCarriesUnitLabels() throws {
        let run = try Run(["--locale", "en_US", "--mode", "countDownTimer", "--duration", "3660"])
        #expect(run.stdout.contains("\ncountDownTimer  → 3660\n"))
        #expect(run.stdout.contains("▶ 1 hour   1 min ◀"))
    }

    /// `--first-weekday` starts the month calendar's weeks on its day instead of the locale's, as `-u-fw-` does:
    /// en_US's weeks start on Monday in the drawn calendar, the facts and the view; a mode with no days refuses it.
    @Test func theFirstWeekdayStartsTheWeeks() throws {
        let date = ["--locale", "en_US", "--zone", "UTC", "--date", "2026-11-30"]
        let svg = try Run(["render", "--style", "inline", "--first-weekday", "mon"] + date)
        #expect(svg.status == 0, "\(svg.stderr)")
        let headers = svg.stdout.matches(of: />([A-Z][a-z])</).map { String($0.output.1) }
        #expect(headers.prefix(7) == ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], "\(headers)")
        let facts = try Run(["--mode", "date", "--first-weekday", "mon"] + date)
        #expect(facts.stdout.contains("  first weekday    2 (Monday)\n"), "\(facts.stdout.prefix(400))")
        let view = try Run(["--first-weekday", "mon", "--format", "json"] + date)
        #expect(view.stdout.contains(#""locale": "en_US@fw=mon""#) && view.stdout.contains(#""firstWeekday": "mon""#))
        // The locale's own, named by the id, gives way to the option, as the calendar keyword gives way to --calendar.
        let both = try Run([
            "--format", "json", "--first-weekday", "wed", "--locale", "de-DE-u-fw-sun", "--zone", "UTC",
        ])
        #expect(both.stdout.contains(#""locale": "de_DE@fw=wed""#), "\(both.stderr)")
        let yearAndMonth = try Run(["--mode", "yearAndMonth", "--first-weekday", "mon"] + date)
        #expect(yearAndMonth.status == 64)
        #expect(
            yearAndMonth.stderr
                == "datepick: --first-weekday does nothing with --mode yearAndMonth: yearAndMonth picks no day, so it has no weeks\n"
        )
        let unknown = try Run(["--first-weekday", "monday"] + date)
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "datepick: unknown first weekday 'monday'; use sun, mon, tue, wed, thu, fri or sat\n")
    }

    @Test(arguments: [
        (["--mode", "week"], "unknown mode 'week'"),
        (["--date", "2026-13-01"], "month 13"),
        (["--date", "10000-01-01"], "year 10000"),
        (["--date", "2026-02-30"], "no day 30"),
        (["--date", "yesterday"], "'yesterday'"),
        (["--zone", "Mars/Base"], "'Mars/Base'"),
        (["--minute-interval", "7"], "minute interval 7"),
        (["--minute-interval", "x"], "'x' is not a whole number"),
        (["--min", "2027-01-01", "--max", "2026-01-01"], "after maximum"),
        (["--calendar", "lunar"], "'lunar'"),
        (["--duration", "86400", "--mode", "countDownTimer"], "86400"),
        (["--rounding", "up"], "'up'"),
    ])
    func badPickerOptions(_ arguments: [String], _ named: String) throws {
        let zone = arguments.contains("--zone") || arguments.contains("countDownTimer") ? [] : ["--zone", "UTC"]
        let run = try Run(["--locale", "en_US"] + zone + arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
        #expect(run.stderr.contains(named), "\(run.stderr)")
    }
}

@Suite("Bytes that are not UTF-8")
struct InvalidUTF8Tests {
    @Test(arguments: [
        ["--locale", "ja\\377JP"], ["--date", "2026-11-\\3770"], ["--zone", "Asia/\\300Tokyo"], ["--\\377"],
    ])
    func invalidBytesInArgumentsAreOneLineAnd64(_ arguments: [String]) throws {
        // Foundation passes only valid strings, so the shell's printf makes the bytes.
        let words = arguments.map { "\"$(printf '%b' '\($0)')\"" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"\(Run.binary.path)\" \(words)"]
        process.environment = ["LANG": "C.UTF-8", "TZ": "UTC"]
        let err = Pipe(), out = Pipe()
        process.standardError = err
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        #expect(process.terminationStatus == 64, "\(stderr)")
        #expect(stderr.hasPrefix("datepick: ") && stderr.filter { $0 == "\n" }.count == 1, "\(stderr)")
        #expect(out.fileHandleForReading.readToEndRetryingInterrupts().isEmpty)
    }
}
