import Foundation
import Testing
import TestSupport

/// `datepick pick --mode dateAndTime --zone-wheel` in a pseudo-terminal: a moment picked in another zone.
@Suite("datepick pick with a zone wheel", .serialized)
struct ZoneWheelPickTests {
    static let left = "\u{1B}[D", enter = "\r"

    func pick(_ extra: [String]) throws -> PseudoTerminal {
        try PseudoTerminal(
            Run.binary,
            [
                "pick", "--locale", "en_US", "--mode", "dateAndTime", "--zone-wheel", "--date", "2026-11-30T14:05",
                "--time-zone", "Asia/Tokyo",
            ] + extra, environment: ["LANG": "C.UTF-8"])
    }

    @Test func aZoneTypedOnItsWheelKeepsTheWallTimeAndPrintsItsOffset() throws {
        let term = try pick([])
        #expect(term.waitFor("Tokyo (Japan Standard Time)"))
        // The zone wheel is the last: ← from the first wheel reaches it. Its names are typed to.
        term.type(Self.left)
        term.type("New Y")
        #expect(term.waitFor("2026-11-30T14:05:00-05:00"))
        // The header names no zone: the wheel shows the one chosen.
        #expect(!term.screen.contains("dateAndTime · Asia/Tokyo"))
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "2026-11-30T14:05:00-05:00\n")
    }

    @Test func theJSONResultHasTheChosenZoneAndOffset() throws {
        let term = try pick(["--format", "json"])
        #expect(term.waitFor("Tokyo (Japan Standard Time)"))
        term.type(Self.left)
        // Zones are grouped by region: "Lon" would find Longyearbyen (Svalbard) before London (United Kingdom).
        term.type("Lond")
        #expect(term.waitFor("2026-11-30T14:05:00Z"))
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["timeZone"] as? String == "Europe/London")
        #expect(object["offset"] as? String == "+00:00")
        #expect(object["value"] as? String == "2026-11-30T14:05:00Z")
        let labels = try #require(object["labels"] as? [[String: Any]])
        #expect(labels.last?["field"] as? String == "timeZone")
        #expect((labels.last?["label"] as? String)?.hasPrefix("London (United Kingdom Time)") == true)
    }

    /// `show` and `render` take the option as `pick` does (it is one of the picker options they share).
    @Test func showAndRenderDrawTheZoneWheel() throws {
        let options = [
            "--locale", "en_US", "--mode", "dateAndTime", "--zone-wheel", "--date", "2026-11-30T14:05", "--time-zone",
            "Asia/Tokyo",
        ]
        let show = try Run(["show"] + options, environment: ["LANG": "C.UTF-8"])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("wheels: day · hour · minute · AM/PM · time zone"), "\(show.stdout)")
        #expect(show.stdout.contains("Tokyo (Japan Standard Time) GMT+9"))
        let render = try Run(["render"] + options, environment: ["LANG": "C.UTF-8"])
        #expect(render.status == 0 && render.stdout.hasPrefix("<svg"), "\(render.stderr)")
        #expect(render.stdout.contains("Tokyo (Japan Standard Time) GMT+9"))
    }

    @Test(arguments: ["inline", "field"])
    func stylesWithoutWheelsBesideTheTimeRefuseIt(_ style: String) throws {
        let run = try Run(
            ["pick", "--mode", "dateAndTime", "--zone-wheel", "--style", style],
            environment: ["LANG": "C.UTF-8", "TZ": "UTC"], detach: true)
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "datepick: --zone-wheel adds a wheel beside the time: use it with --style wheels, not '\(style)'\n")
    }

    @Test(arguments: ["date", "time", "yearAndMonth", "countDownTimer"])
    func otherModesRefuseIt(_ mode: String) throws {
        for command in ["pick", "show", "render"] {
            let run = try Run(
                [command, "--mode", mode, "--zone-wheel"], environment: ["LANG": "C.UTF-8", "TZ": "UTC"], detach: true)
            #expect(run.status == 64, "\(command) \(mode)")
            #expect(
                run.stderr
                    == "datepick: --zone-wheel does nothing with --mode \(mode): only dateAndTime has a time-zone wheel beside its time\n",
                "\(command): \(run.stderr)")
        }
    }
}
