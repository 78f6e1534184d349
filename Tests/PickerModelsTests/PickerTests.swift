import PickerModels
import Testing

@Suite("The generic picker")
struct PickerTests {
    func sample() throws -> Picker {
        try Picker([
            PickerComponent(
                id: "size", title: "Size", rows: ["S", "M", "L", "XL"].map { PickerRow($0) }, selectedRow: 1),
            PickerComponent(
                id: "color", rows: [PickerRow("red"), PickerRow("green", isEnabled: false), PickerRow("blue")],
                isCyclic: true),
            PickerComponent(
                id: "count", rows: [PickerRow("1", unitLabel: "hour"), PickerRow("2", unitLabel: "hours")]),
        ])
    }

    @Test func selectsAndReadsBack() throws {
        var picker = try sample()
        #expect(picker.labels == ["M", "red", "1"])
        try picker.select(row: 3, inWheel: 0)
        #expect(picker.selection == [3, 0, 0])
        #expect(picker.components[0].position == (4, 4))
    }

    @Test func stepsWrapOnlyOnCyclicWheelsAndSkipDisabledRows() throws {
        var picker = try sample()
        try picker.step(by: 5, inWheel: 0)
        #expect(picker.components[0].selectedRow == 3)  // stops at the end
        try picker.step(by: -9, inWheel: 0)
        #expect(picker.components[0].selectedRow == 0)
        try picker.step(by: 1, inWheel: 1)
        #expect(picker.labels[1] == "blue")  // green is disabled
        try picker.step(by: 1, inWheel: 1)
        #expect(picker.labels[1] == "red")  // wraps
        try picker.step(by: -3, inWheel: 1)
        #expect(picker.labels[1] == "blue")  // two enabled rows: -3 ≡ -1
    }

    /// The row walker (which must not allocate) against the rule written plainly: the list of enabled rows,
    /// the selection's place in it (from a disabled row, the next enabled row that way is one step), wrapped on
    /// a cyclic wheel and clamped otherwise.
    @Test func stepsMatchTheRuleOnRandomWheels() {
        func rule(_ component: PickerComponent, _ delta: Int) -> Int {
            let enabled = component.rows.indices.filter { component.rows[$0].isEnabled }
            guard delta != 0, !enabled.isEmpty else { return component.selectedRow }
            let before = enabled.filter { $0 < component.selectedRow }.count
            let target =
                enabled.firstIndex(of: component.selectedRow).map { $0 + delta }
                ?? (delta > 0 ? before - 1 + delta : before + delta)
            if component.isCyclic { return enabled[(target % enabled.count + enabled.count) % enabled.count] }
            return enabled[min(max(target, 0), enabled.count - 1)]
        }
        var random = SplitMix(seed: 42)
        for _ in 0..<5000 {
            let count = Int(random.next() % 9) + 1
            let rows = (0..<count).map { PickerRow("\($0)", isEnabled: random.next() % 3 != 0) }
            let component = PickerComponent(
                id: "w", rows: rows, selectedRow: Int(random.next() % UInt64(count)),
                isCyclic: random.next() % 2 == 0)
            let delta = Int(random.next() % 41) - 20
            #expect(
                component.row(steppedBy: delta) == rule(component, delta),
                "\(rows.map(\.isEnabled)) from \(component.selectedRow) by \(delta), cyclic \(component.isCyclic)")
        }
    }

    @Test func unitLabelFollowsTheSelectedRow() throws {
        var picker = try sample()
        #expect(picker.components[2].unitLabel == "hour")
        try picker.step(by: 1, inWheel: 2)
        #expect(picker.components[2].unitLabel == "hours")
    }

    @Test func badIndicesAreErrors() throws {
        var picker = try sample()
        #expect(throws: PickerError.noSuchComponent(3)) { try picker.select(row: 0, inWheel: 3) }
        #expect(throws: PickerError.noSuchRow(component: 0, row: 4)) { try picker.select(row: 4, inWheel: 0) }
        #expect(throws: PickerError.noSuchRow(component: 0, row: -1)) { try picker.select(row: -1, inWheel: 0) }
        #expect(throws: PickerError.emptyComponent(0)) { try Picker([PickerComponent(id: "x", rows: [])]) }
        #expect(throws: PickerError.noSuchRow(component: 0, row: 2)) {
            try Picker([PickerComponent(id: "x", rows: [PickerRow("a")], selectedRow: 2)])
        }
    }
}
