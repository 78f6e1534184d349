import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

@Suite("List presentations")
struct ListPresentationTests {
    @Test func listPresentationHasNeighboursCaptionAndIndicator() throws {
        let date = try picker(.date, "en_US")
        let year = date.picker.components[date.component(.year)].listPresentation
        #expect(year.previous == "2025" && year.current == "2026" && year.next == "2027")
        #expect(year.caption == "year")
        #expect(year.indicator?.index == 101 && year.indicator?.count == 201)
        let month = date.picker.components[date.component(.month)].listPresentation
        #expect(month.indicator == nil && month.next == "December")
    }
}
