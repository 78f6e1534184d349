import CalendarEngine
import Foundation
@testable import LocaleTables
import Testing

@Suite("The locale matrix")
struct LocaleMatrixTests {
    static let matrix = try? LocaleMatrix(ids: ["ja_JP", "en_US", "ar_EG", "he_IL@calendar=hebrew"])

    @Test func jsonCarriesTheContractFields() throws {
        let matrix = try #require(Self.matrix)
        let object = try JSONSerialization.jsonObject(with: Data(try matrix.json().utf8)) as? [String: Any]
        #expect(object?["icuVersion"] as? String == LocaleProfiles.icuVersion)
        #expect(object?["cldrVersion"] as? String == LocaleProfiles.cldrVersion)
        let locales = try #require(object?["locales"] as? [[String: Any]])
        #expect(locales.map { $0["locale"] as? String } == ["ja_JP", "en_US", "ar_EG", "he_IL@calendar=hebrew"])
        let ja = locales[0]
        #expect(ja["bcp47"] as? String == "ja-JP")
        #expect(ja["calendar"] as? String == "gregorian")
        #expect(ja["numberingSystem"] as? String == "latn")
        #expect(ja["direction"] as? String == "ltr")
        #expect(ja["firstWeekday"] as? Int == 1)
        #expect(ja["hourCycle"] as? String == "h23")
        #expect(ja["dateOrder"] as? [String] == ["year", "month", "day"])
        #expect(ja["timeOrder"] as? [String] == ["hour", "minute"])
        #expect((ja["monthNames"] as? [String])?.count == 12)
        #expect((ja["weekdayNames"] as? [String])?.first == "日曜日")
        #expect(ja["amPm"] as? [String] == ["午前", "午後"])
        #expect(locales[1]["timeOrder"] as? [String] == ["hour", "minute", "dayPeriod"])
        #expect(locales[2]["direction"] as? String == "rtl")
        #expect((locales[3]["monthNames"] as? [String])?.count == 13)
    }

    @Test func jsonRoundTripsAndIsStable() throws {
        let matrix = try #require(Self.matrix)
        let json = try matrix.json()
        let decoded = try JSONDecoder().decode(LocaleMatrix.self, from: Data(json.utf8))
        #expect(decoded.locales == matrix.locales)
        #expect(try LocaleMatrix(ids: ["ja_JP", "en_US", "ar_EG", "he_IL@calendar=hebrew"]).json() == json)
    }

    @Test func jsonIsWhatJSONEncoderWritesForEveryLocale() throws {
        // json() writes by hand; it must give JSONEncoder's bytes, for every locale's data.
        let matrix = try LocaleMatrix(
            ids: LocaleProfiles.availableLocales + ["he_IL@calendar=hebrew", "ja_JP@calendar=japanese"])
        #expect(try matrix.json() == matrix.encodedWhole())
        #expect(try LocaleMatrix(ids: []).json() == LocaleMatrix(ids: []).encodedWhole())
    }

    @Test func prettyJSONEscapesAsJSONEncoderDoes() throws {
        let samples = [
            "", "plain", "quote \" backslash \\ slash /", "\n\r\t\u{8}\u{C}\u{0}\u{1}\u{1B}\u{1F}\u{7F}",
            "é 年 \u{200F} \u{2028} 𝟘 e\u{301}",
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for sample in samples {
            let bytes = PrettyJSON.bytes { json in
                json.object { json in
                    json.member("empty") { $0.array(0) { _, _ in } }
                    json.member("none") { $0.object(sorting: [:]) }
                    json.member("text", sample)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            struct Sample: Encodable { var text: String; var empty: [Int] = []; var none: [String: Int] = [:] }
            #expect(
                text == String(decoding: try encoder.encode(Sample(text: sample)), as: UTF8.self),
                "\(sample.debugDescription)")
        }
    }

    @Test func csvHasStableColumnsAndQuotes() throws {
        let matrix = try #require(Self.matrix)
        let rows = matrix.csv().split(separator: "\r\n", omittingEmptySubsequences: true)
        #expect(rows.count == 5)
        #expect(rows[0] == LocaleMatrix.columns.joined(separator: ","))
        #expect(rows[1].hasPrefix("ja_JP,ja-JP,gregorian,latn,ltr,1,h23,year month day,hour minute,y年M月d日,H:mm,"))
        // en_US's date pattern has a comma, so the cell is quoted.
        #expect(rows[2].contains(",\"MMMM d, y\","))
    }

    @Test func markdownEscapesPipes() throws {
        let matrix = try #require(Self.matrix)
        let lines = matrix.markdown().split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix("| locale | bcp47 |"))
        let cells = lines[2].split(separator: " | ", omittingEmptySubsequences: false)
        #expect(cells.count == LocaleMatrix.columns.count)
        #expect(lines[2].contains("1月\\|2月"))
    }
}
