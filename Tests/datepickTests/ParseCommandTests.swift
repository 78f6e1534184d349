import Foundation
import PickerJSON
import TestSupport
import Testing

/// `datepick parse`, end to end: the value as pick prints it, JSON, candidates, and one line for what it cannot read.
@Suite("datepick parse end to end")
struct ParseCommandTests {
    func parse(_ arguments: String...) throws -> Run {
        try Run(["parse"] + arguments, environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"])
    }

    @Test func printsTheValueAsPickDoes() throws {
        for (arguments, value) in [
            (["2026-11-30"], "2026-11-30"),
            (["11/30/26", "--locale", "en_US"], "2026-11-30"),
            (["٣٠/١١/٢٠٢٦", "--locale", "ar_EG"], "2026-11-30"),
            (["令和8年11月30日", "--locale", "ja_JP", "--calendar", "japanese"], "2026-11-30"),
            (["Montag, 30. November 2026", "--locale", "de_DE"], "2026-11-30"),
            (["2:05 PM", "--mode", "time", "--locale", "en_US"], "14:05"),
            (
                ["30/11/2026 14:05", "--mode", "dateAndTime", "--locale", "en_GB", "--time-zone", "Asia/Tokyo"],
                "2026-11-30T14:05:00+09:00"
            ),
            (["November 2026", "--mode", "yearAndMonth", "--locale", "en_US"], "2026-11"),
        ] as [([String], String)] {
            let run = try Run(["parse"] + arguments, environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"])
            #expect(run.status == 0 && run.stdout == value + "\n" && run.stderr.isEmpty, "\(arguments): \(run.stderr)")
        }
    }

    @Test func jsonHasTheValueFieldsPatternAndCandidates() throws {
        let run = try parse("01/12/2026", "--locale", "mt", "--format", "json")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONValue(parsing: Array(run.stdout.utf8))
        #expect(try JSONSchemas().errors(in: json, against: "parse.schema.json").isEmpty)
        #expect(run.stdout.contains("\"value\": \"2026-01-12\""))
        #expect(run.stdout.contains("\"pattern\": \"M/d/y\""))
        #expect(run.stdout.contains("\"candidates\": ["))
        let text = try parse("01/12/2026", "--locale", "mt")
        #expect(text.stdout == "2026-01-12\n")
        #expect(text.stderr == "datepick: note: 'dd/MM/y' reads it as 2026-12-01\n")
    }

    @Test func whatNothingReadsIsOneLineNamingThePatterns() throws {
        let run = try parse("tomorrow", "--locale", "en_US")
        #expect(run.status == 64 && run.stdout.isEmpty)
        #expect(
            run.stderr
                == "datepick: cannot read 'tomorrow' as a date value; tried ISO 8601, 'M/d/y', 'M/d/yy', 'MMM d, y', "
                + "'MMMM d, y', 'EEEE, MMMM d, y', 'M/d', 'MMM d', 'MMMM d'\n")
        for arguments in [["x", "--mode", "countDownTimer"], [], ["a", "b"], ["x", "--locale", "xx_YY"]] {
            let refused = try Run(["parse"] + arguments, environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"])
            #expect(refused.status == 64 && refused.stderr.split(separator: "\n").count == 1, "\(arguments)")
        }
    }
}
