import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// The numbers typed digits reach, and the year labels they are read from.
@Suite("Typeahead and year labels")
struct DatePickerTypeaheadTests {
    /// A year's number is the year field's own, not every digit of its label: the era's (`ERA1`), an era's
    /// span of years (`Chōhō (999–1004)`), and the sign before an epoch are not the year's digits.
    @Test func theYearIsReadFromItsOwnField() throws {
        let ethiopic = try picker(.date, "en", calendar: "ethiopic", date: Civil.date(2026, 11, 30, 12))
        let year = ethiopic.component(.year)
        #expect(ethiopic.number(ofRow: ethiopic.wheels[year].component.selectedRow, inWheel: year) == 2019)
        #expect(
            ethiopic.row(typed: "2021", in: .year).map { ethiopic.wheels[year].component.rows.label(at: $0) }
                == "2021 AM")

        // 1000 CE is Chōhō 2 (999–1004) in English.
        let japanese = try picker(.date, "en", calendar: "japanese", date: Civil.date(1000, 6, 1, 12))
        let era = japanese.component(.year), selected = japanese.wheels[era].component.selectedRow
        #expect(japanese.label(.year).contains("(999"), "\(japanese.label(.year))")
        #expect(japanese.number(ofRow: selected, inWheel: era) == 2)

        // 500 CE is about 126 years before the Hijra: a negative year, and its number keeps the sign.
        let islamic = try picker(.date, "ar_SA", calendar: "islamic-civil", date: Civil.date(500, 1, 1, 12))
        let hijri = islamic.component(.year)
        let number = try #require(
            islamic.number(ofRow: islamic.wheels[hijri].component.selectedRow, inWheel: hijri))
        #expect((-127 ... -125).contains(number), "\(islamic.label(.year)): \(number)")
    }

    /// The Ethiopic and Coptic eras have no names in CLDR 42 (ICU writes `ERA1`): their rows read Temporal's era
    /// codes (MDN, Temporal.PlainDate era: ethiopic `am` and `aa`, coptic `am`, ethioaa `aa`).
    @Test func erasWithoutNamesReadAsTemporalsCodes() throws {
        let moment = Civil.date(2026, 11, 30, 12)
        for (calendar, year) in [("ethiopic", "2019 AM"), ("coptic", "1743 AM"), ("ethiopic-amete-alem", "7519 AA")] {
            let date = try picker(.date, "en", calendar: calendar, date: moment)
            #expect(date.label(.year) == year, "\(calendar)")
            #expect(!date.rows(.year).contains { $0.contains("ERA1") }, "\(calendar)")
        }
        // Before year 1 of the Ethiopic Amete Mihret era come the years of Amete Alem (5500 years more).
        let early = try picker(.date, "en", calendar: "ethiopic", date: Civil.date(1, 6, 1, 12))
        #expect(early.label(.year).hasSuffix(" AA"), "\(early.label(.year))")
        // A calendar whose eras have names keeps them.
        #expect(try picker(.date, "en", calendar: "japanese", date: moment).label(.year) == "8 Reiwa")
    }

    /// The dateAndTime day wheel writes a day of another year with its year, a day of today's year without.
    @Test func daysOfAnotherYearSayTheirYear() throws {
        let picker = try picker(
            .dateAndTime, "en_US", date: Civil.date(2026, 12, 30, 10), today: Civil.date(2026, 12, 30, 9))
        let wheel = picker.wheels[picker.component(.date)].component
        let labels = (wheel.selectedRow - 1...wheel.selectedRow + 2).map { wheel.rows.label(at: $0) }
        #expect(labels == ["Tue, Dec 29", "Today", "Thu, Dec 31", "Fri, Jan 1, 2027"])
        #expect(wheel.rows.label(at: 0).hasSuffix(", 2026") == false && wheel.rows.label(at: 0).contains("Jul"))
    }
}
