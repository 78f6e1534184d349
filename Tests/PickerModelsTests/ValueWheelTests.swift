import PickerModels
import Testing

@Suite("Wheels of values (Picker(choosing:))")
struct ValueWheelTests {
    @Test func makesWheelsWithUnitsLoopsAndSelection() throws {
        var picker = try Picker(choosing: [
            ValueWheel(["S", "M", "L"], selected: "L"),
            ValueWheel(["1", "2"], unit: "kg", isCyclic: true),
        ])
        #expect(picker.labels == ["L", "1"])
        #expect(picker.components[1].unitLabel == "kg" && picker.components[0].unitLabel == nil)
        try picker.step(by: -1, inWheel: 1)  // loops from the first value to the last
        #expect(picker.labels == ["L", "2"])
        try picker.step(by: 1, inWheel: 0)  // stops at the last value
        #expect(picker.labels == ["L", "2"])
    }

    /// Rows show the labels; a selection names a value.
    @Test func labelsApartFromValues() throws {
        let picker = try Picker(choosing: [ValueWheel(["JP", "DE"], labels: ["日本", "ドイツ"], selected: "DE")])
        #expect(picker.labels == ["ドイツ"])
        #expect(picker.selection == [1])
    }

    @Test func refusesBadWheels() {
        #expect(throws: PickerError.emptyComponent(1)) { try Picker(choosing: [ValueWheel(["a"]), ValueWheel([])]) }
        #expect(throws: PickerError.noSuchValue(component: 0, value: "x")) {
            try Picker(choosing: [ValueWheel(["a"], selected: "x")])
        }
        #expect(throws: PickerError.noSuchRow(component: 0, row: 1)) {
            try Picker(choosing: [ValueWheel(["a", "b"], labels: ["A"])])
        }
    }

    /// Typing finds the next value that starts with the text, ignoring case, around the wheel.
    @Test func typedPrefix() throws {
        let picker = try Picker(choosing: [
            ValueWheel(["apple", "Banana", "blueberry", "cherry"], selected: "blueberry")
        ])
        #expect(picker.row(typed: "b", inWheel: 0) == 2)
        #expect(picker.row(typed: "b", inWheel: 0, includingSelection: false) == 1)
        #expect(picker.row(typed: "BL", inWheel: 0) == 2)
        #expect(picker.row(typed: "z", inWheel: 0) == nil)
        #expect(picker.row(typed: "a", inWheel: 5) == nil)
    }
}
