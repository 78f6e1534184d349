import CalendarEngine
import Foundation
@testable import PickerModels
import Testing
import TestSupport

@Suite("The year wheel's window, found as rows are read")
struct YearWindowTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var locale: String
        var calendar: String?
        var year: Int
        var testDescription: String { "\(locale) \(calendar ?? "") \(year)" }
    }

    /// Centres in calendars with one era, with eras that begin within a year (Japanese: 令和 began on 2019-05-01,
    /// 平成 on 1989-01-08), with astronomical years (Chinese, Islamic), with an era that begins at a year's start
    /// (Minguo, 1912), and near the ends of the supported years 1–9999.
    static let cases = [
        Case(locale: "en_US", year: 2026), Case(locale: "ja_JP", calendar: "japanese", year: 2019),
        Case(locale: "ja_JP", calendar: "japanese", year: 1989), Case(locale: "zh", calendar: "chinese", year: 2026),
        Case(locale: "ar", calendar: "islamic", year: 2026), Case(locale: "he", calendar: "hebrew", year: 2026),
        Case(locale: "am", calendar: "ethiopic", year: 2026), Case(locale: "zh_TW", calendar: "roc", year: 1911),
        Case(locale: "en_US", year: 30), Case(locale: "en_US", year: 9980),
    ]

    func window(_ test: Case) throws -> (CalendarContext, YearID, YearWindow) {
        let context = try CalendarContext(locale: test.locale, calendar: test.calendar, timeZone: "UTC")
        let center = context.fields(at: Civil.utc(test.year, 6, 1)).year
        let window = try #require(YearWindow(context: context, center: center, radius: DatePicker.yearRadius))
        return (context, center, window)
    }

    /// The window holds the hundred years listed before its centre and the hundred after (fewer at an end of the
    /// range), as listing them all at once gives them, and knows whether its ends are the range's.
    @Test(arguments: cases) func holdsTheYearsAListGives(_ test: Case) throws {
        let (context, center, window) = try window(test)
        let listed = context.years(around: center, radius: 3 * DatePicker.yearRadius)
        let centerIndex = try #require(listed.firstIndex { $0.id == center })
        let expected = listed[max(0, centerIndex - 100)...min(listed.count - 1, centerIndex + 100)]
        #expect(window.count == expected.count)
        #expect(window.centerRow == centerIndex - expected.startIndex)
        #expect(window.years.map(\.id) == expected.map(\.id))
        #expect(window.years.map(\.start) == expected.map(\.start))
        #expect(window.startsAtFirstYear == (expected.first!.start == context.supportedRange.lowerBound))
        let lastYear = context.year(containing: context.supportedRange.upperBound)
        #expect(window.endsAtLastYear == (expected.last!.id == lastYear?.id))
    }

    /// A window far from the range's ends finds a few dozen years until rows far from its centre are read; any
    /// row's year is then found, and the row of a year's first instant is that year's row.
    @Test(arguments: cases.filter { (100...9900).contains($0.year) })
    func findsYearsAsRowsAreRead(_ test: Case) throws {
        let (_, center, window) = try window(test)
        #expect(window.count == 201 && window.yearsFound < 50)
        #expect(window.year(at: window.centerRow).id == center)
        #expect(window.yearsFound < 50)
        for row in [0, 57, window.centerRow, 180, window.count - 1] {
            let fresh = try self.window(test).2
            let year = fresh.year(at: row)
            #expect(window.row(of: year.start, year: year.id) == row, "row \(row)")
        }
    }

    /// Making a date picker finds only the years its year wheel shows first, and the picker's rows are the
    /// window's.
    @Test func aPickerFindsFewYears() throws {
        let date = try picker(.date, "en_US", date: Civil.date(2026, 6, 1))
        let wheel = date.wheels[date.component(.year)]
        let window = try #require(wheel.rows.values.yearWindow)
        #expect(window.yearsFound < 50)
        #expect(wheel.component.rows.count == 201 && wheel.component.selected.label == "2026")
        #expect(wheel.component.rows.label(at: 0) == "1926" && wheel.component.rows.label(at: 200) == "2126")
    }
}
