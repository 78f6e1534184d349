import CalendarEngine
@testable import PickerModels
import Dispatch
import Foundation
import Testing

/// Lazy rows: a label is made when its row is first read, once, and never by a step.
@Suite("Lazy picker rows")
struct PickerRowsTests {
    /// Counts the labels a lazy row set makes.
    final class Made: @unchecked Sendable {
        private let lock = NSLock()
        private var rows: [Int] = []
        func add(_ row: Int) { lock.withLock { rows.append(row) } }
        var all: [Int] { lock.withLock { rows } }
    }

    func lazyRows(_ count: Int, disabled: Set<Int> = [], made: Made) -> PickerRows {
        PickerRows(count: count, isEnabled: (0..<count).map { !disabled.contains($0) }) { row in
            made.add(row)
            return "row \(row)"
        }
    }

    @Test func aLabelIsMadeOnFirstReadAndKept() {
        let made = Made()
        let rows = lazyRows(201, made: made)
        #expect(made.all.isEmpty)
        #expect(rows.count == 201)
        #expect(rows[7].label == "row 7")
        #expect(rows[7].label == "row 7")
        #expect(rows[200] == PickerRow("row 200"))
        #expect(made.all == [7, 200])
    }

    @Test func steppingAndWindowsReadOnlyWhatTheyShow() throws {
        let made = Made()
        let component = PickerComponent(
            id: "year", rows: lazyRows(201, disabled: [101, 102], made: made),
            selectedRow: 100)
        var picker = try Picker([component])
        try picker.step(by: 1, inWheel: 0)  // skips the disabled 101 and 102
        #expect(picker.selection == [103])
        try picker.step(by: -150, inWheel: 0)  // stops at the first row
        #expect(picker.selection == [0])
        #expect(made.all.isEmpty, "a step formatted \(made.all)")
        let window = picker.components[0].window(radius: 2)
        #expect(window.map { $0?.label } == [nil, nil, "row 0", "row 1", "row 2"])
        #expect(made.all.sorted() == [0, 1, 2])
    }

    @Test func lazyAndMadeRowsCompareByContent() {
        let made = Made()
        let lazy = PickerRows(count: 3, isEnabled: [true, false, true]) { "r\($0)" }
        let array = PickerRows([PickerRow("r0"), PickerRow("r1", isEnabled: false), PickerRow("r2")])
        #expect(lazy == array)
        #expect(lazy.hashValue == array.hashValue)
        #expect(lazy != PickerRows([PickerRow("r0"), PickerRow("r1"), PickerRow("r2")]))
        #expect(lazyRows(3, made: made) != lazy)
    }

    @Test func manyThreadsReadingNewRowsAgree() {
        let made = Made()
        let rows = lazyRows(500, made: made)
        let mismatches = Made()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for index in (0..<500).shuffled() where rows[index].label != "row \(index)" { mismatches.add(index) }
        }
        #expect(mismatches.all.isEmpty)
        // Every row was made at least once; a row two threads reached together may have been made twice.
        #expect(Set(made.all) == Set(0..<500))
    }

    @Test func aDatePickerFormatsOnlyTheRowsItShows() throws {
        // The year wheel has 201 rows and the dateAndTime day wheel 361: making a picker formats none of them,
        // and drawing formats the five each shows. That is what makes building a picker cheap.
        for mode in [DatePickerMode.date, .dateAndTime] {
            let configuration = DatePickerConfiguration(mode: mode, locale: "fr_FR", timeZone: "Europe/Paris")
            let picker = try DatePicker(configuration, date: Date(timeIntervalSince1970: 1_796_047_500))
            for component in picker.picker.components {
                #expect(component.rows.labelsMade == 0, "\(mode) \(component.id)")
                _ = component.window(radius: 2)
                #expect(component.rows.labelsMade == min(5, component.rows.count), "\(mode) \(component.id)")
            }
        }
    }
}
