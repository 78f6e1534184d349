import Synchronization

/// A row of a picker wheel.
public struct PickerRow: Hashable, Sendable {
    /// The text the row shows (`2026年`, `November`, `05`).
    public var label: String
    /// Whether the row can be chosen; disabled rows are drawn dimmed and skipped by ``Picker/step(by:inWheel:)``.
    public var isEnabled: Bool
    /// The unit shown in the selection bar beside the value while this row is selected (`hours`, `min`), or nil.
    /// Per row, because it follows the plural of the value (`1 hour`, `2 hours`).
    public var unitLabel: String?
    /// A caption for this row when the wheel is shown as a list (watchOS), or nil for the wheel's title.
    public var caption: String?

    /// Makes a row from its label: enabled, with no unit label or caption unless given.
    public init(_ label: String, isEnabled: Bool = true, unitLabel: String? = nil, caption: String? = nil) {
        self.label = label
        self.isEnabled = isEnabled
        self.unitLabel = unitLabel
        self.caption = caption
    }
}

/// The rows of a wheel, in wheel order: a random-access collection of ``PickerRow``.
///
/// The rows of a ``DatePicker`` are lazy: a row's label is formatted the first time the row is read, and kept.
/// UIPickerView works the same way, asking its delegate for a title only when a row scrolls into view. A year
/// wheel holds 201 rows and shows five; formatting every row up front was most of what building a picker cost.
/// Whether a row is enabled is known without formatting it (``isEnabled(at:)``), so a step never formats the
/// rows it passes. Reading rows from several threads at once is safe.
///
/// Rows made from an array (`PickerRows([PickerRow("S"), PickerRow("M")])`, or an array literal) are plain values.
public struct PickerRows: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// Everything but the count sits in one class: copying rows (every read of a picker's components does)
    /// retains one object, and a read goes through a `let` of a class, which binds nothing (an enum with a
    /// payload per kind of rows retained the payload on every read).
    private let store: RowStore
    /// The number of rows: positions run from 0 up to it.
    public let endIndex: Int

    /// Rows from a sequence of made rows.
    public init(_ rows: some Sequence<PickerRow>) {
        let rows = Array(rows)
        store = RowStore(made: rows, count: rows.count, isEnabled: rows.map(\.isEnabled), unitLabels: nil, label: nil)
        endIndex = rows.count
    }

    /// Rows from an array literal of made rows.
    public init(arrayLiteral rows: PickerRow...) {
        self.init(rows)
    }

    /// Lazy rows: `label(i)` is called the first time row `i` is read. `isEnabled` and `unitLabels`, when given,
    /// hold one element per row; nil means every row is enabled, or none has a unit.
    init(
        count: Int, isEnabled: [Bool]? = nil, unitLabels: [String?]? = nil,
        label: @escaping @Sendable (Int) -> String
    ) {
        store = RowStore(made: nil, count: count, isEnabled: isEnabled, unitLabels: unitLabels, label: label)
        endIndex = count
    }

    /// The identity of the rows' storage: copies of rows share it, and rows built anew (the days of another
    /// month) have another, so a caller can keep what it made of rows it has seen.
    package var identity: ObjectIdentifier { ObjectIdentifier(store) }

    /// The first row's position, 0.
    public var startIndex: Int { 0 }

    /// The row at `position`; a lazy row's label is formatted now if it was never read before.
    public subscript(position: Int) -> PickerRow {
        if let made = store.made { return made[position] }
        return PickerRow(
            store.text(position), isEnabled: isEnabled(at: position), unitLabel: store.unitLabels?[position])
    }

    /// The label of the row at `position`, formatted now if it was never read before: what a UI drawing the
    /// rows in view asks for, without building the whole ``PickerRow``.
    public func label(at position: Int) -> String {
        store.made?[position].label ?? store.text(position)
    }

    /// Whether the row at `position` can be chosen, without formatting its label.
    public func isEnabled(at position: Int) -> Bool {
        precondition(position >= 0 && position < endIndex, "row index out of range")
        return store.enabled?[position] ?? true
    }

    /// How many rows can be chosen.
    var enabledCount: Int { store.enabledCount }

    /// The first (or, `last`, the last) row that can be chosen, as Home and End find it; nil when none can.
    func edgeEnabledRow(last: Bool) -> Int? {
        last ? indices.last { isEnabled(at: $0) } : indices.first { isEnabled(at: $0) }
    }

    /// How many labels have been formatted: every row of made rows, the rows read so far of lazy ones.
    var labelsMade: Int { store.labelsMade }

    /// Whether the two hold equal rows; rows that share their storage are equal without formatting a label.
    public static func == (lhs: PickerRows, rhs: PickerRows) -> Bool {
        lhs.store === rhs.store || lhs.elementsEqual(rhs)
    }

    /// Hashes the count and which rows are enabled: what equal rows share, without formatting a label.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for index in indices { hasher.combine(isEnabled(at: index)) }
    }
}

/// What ``PickerRows`` hold: made rows, or lazy ones whose labels are formatted on first read and published
/// once, so a label already made is read with one atomic load and no lock. Two threads reading a new row at
/// once may both format it; one result is kept and both return it.
///
/// A slot is an `Atomic<UInt>` holding a retained `Label`'s address (0 until made), not an
/// `AtomicLazyReference`: that type's `load()` runs unspecialized generic code in the Synchronization library,
/// which looked up `Optional<Label>`'s metadata on every read and made reading five rows cost a microsecond.
private final class RowStore: @unchecked Sendable {
    // @unchecked: `slots` is written only through its atomics; everything else is immutable.
    let made: [PickerRow]?
    /// Which rows can be chosen (nil: every one), and how many.
    let enabled: [Bool]?
    let enabledCount: Int
    let unitLabels: [String?]?
    /// How many lazy slots there are (0 for made rows).
    private let slotCount: Int
    private let label: (@Sendable (Int) -> String)?
    private let slots: UnsafeMutablePointer<Atomic<UInt>>

    private final class Label: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    init(
        made: [PickerRow]?, count: Int, isEnabled: [Bool]?, unitLabels: [String?]?,
        label: (@Sendable (Int) -> String)?
    ) {
        self.made = made
        let enabledCount = isEnabled?.count { $0 } ?? count
        enabled = enabledCount == count ? nil : isEnabled
        self.enabledCount = enabledCount
        self.unitLabels = unitLabels
        slotCount = made == nil ? count : 0
        self.label = label
        slots = .allocate(capacity: slotCount)
        for index in 0..<slotCount { (slots + index).initialize(to: Atomic(0)) }
    }

    deinit {
        for index in 0..<slotCount {
            let address = slots[index].load(ordering: .acquiring)
            if address != 0 { Self.unmanaged(address).release() }
        }
        slots.deinitialize(count: slotCount)
        slots.deallocate()
    }

    private static func unmanaged(_ address: UInt) -> Unmanaged<Label> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
    }

    /// Every made row, or the lazy rows read so far.
    var labelsMade: Int {
        made?.count ?? (0..<slotCount).count { slots[$0].load(ordering: .acquiring) != 0 }
    }

    /// The label of lazy row `index`, formatted now if no thread has yet.
    func text(_ index: Int) -> String {
        precondition(index >= 0 && index < slotCount, "row index out of range")
        let address = slots[index].load(ordering: .acquiring)
        if address != 0 { return Self.unmanaged(address).takeUnretainedValue().text }
        let made = Unmanaged.passRetained(Label(label!(index)))
        let (stored, existing) = slots[index].compareExchange(
            expected: 0, desired: UInt(bitPattern: made.toOpaque()), ordering: .acquiringAndReleasing)
        if stored { return made.takeUnretainedValue().text }
        made.release()  // another thread published first: keep theirs
        return Self.unmanaged(existing).takeUnretainedValue().text
    }
}

/// One wheel of a picker: its rows, which one is selected, and how it behaves.
public struct PickerComponent: Hashable, Sendable {
    /// A stable name for the wheel (`year`, `hour`), for UIs and tests.
    public var id: String
    /// The wheel's localized title, for accessibility (`年`, `Stunde`), or nil.
    public var title: String?
    /// The rows, in wheel order.
    public var rows: PickerRows
    /// The index of the selected row.
    public var selectedRow: Int
    /// Whether the wheel loops (after the last row comes the first), like UIDatePicker's hour and minute wheels.
    public var isCyclic: Bool

    /// Makes a wheel from its rows, the first selected unless `selectedRow` says otherwise. Nothing checks that
    /// the selection is among the rows: ``Picker/init(_:)`` does.
    public init(id: String, title: String? = nil, rows: PickerRows, selectedRow: Int = 0, isCyclic: Bool = false) {
        self.id = id
        self.title = title
        self.rows = rows
        self.selectedRow = selectedRow
        self.isCyclic = isCyclic
    }

    /// A wheel of made rows.
    public init(id: String, title: String? = nil, rows: [PickerRow], selectedRow: Int = 0, isCyclic: Bool = false) {
        self.init(id: id, title: title, rows: PickerRows(rows), selectedRow: selectedRow, isCyclic: isCyclic)
    }

    /// The selected row.
    public var selected: PickerRow { rows[selectedRow] }

    /// The unit label for the selection bar, from the selected row.
    public var unitLabel: String? { selected.unitLabel }

    /// Where the selection is, for list-style presentations: row `index` (1-based) of `count`.
    public var position: (index: Int, count: Int) { (selectedRow + 1, rows.count) }

    /// The rows from `radius` above the selection to `radius` below it, as a wheel shows them: wrapping on a
    /// cyclic wheel, nil past the ends of one that is not. A cyclic wheel with fewer rows than the window shows
    /// each row once, around the selection (the later half below it), and nil beyond: leaving out only the
    /// selected row's repeats would read 0 15 30 45 with holes among repeated rows.
    public func window(radius: Int) -> [PickerRow?] {
        windowRows(radius: radius).map { $0.map { rows[$0] } }
    }

    /// The indices of the rows ``window(radius:)`` shows, nil where it shows none: what a click on a line of the
    /// window selects.
    public func windowRows(radius: Int) -> [Int?] {
        // A negative radius shows the selection alone; a wheel without rows shows none.
        let radius = max(radius, 0)
        guard !rows.isEmpty else { return Array(repeating: nil, count: 2 * radius + 1) }
        let above = (rows.count - 1) / 2, below = rows.count - 1 - above
        return (-radius...radius).map { offset in
            var row = selectedRow + offset
            if isCyclic {
                guard (-above...below).contains(offset) else { return nil }
                row = (row % rows.count + rows.count) % rows.count
            }
            return rows.indices.contains(row) ? row : nil
        }
    }

    /// The row `delta` enabled rows away from the selection: wrapping on a cyclic wheel, stopping at the
    /// first or last enabled row otherwise; the selection itself when no row is enabled.
    public func row(steppedBy delta: Int) -> Int {
        // Walks the rows asking only whether each is enabled: no allocation (a wheel step must not allocate)
        // and no label formatted. From a disabled row, the nearest enabled row in the direction of travel is one step.
        guard delta != 0, !rows.isEmpty else { return selectedRow }
        let direction = delta > 0 ? 1 : -1
        var remaining = delta.magnitude
        if isCyclic {
            guard rows.enabledCount > 0 else { return selectedRow }
            remaining = (remaining - 1) % UInt(rows.enabledCount) + 1
        }
        var row = selectedRow, found: Int?
        while remaining > 0 {
            row += direction
            if isCyclic {
                row = (row + rows.count) % rows.count
            } else if !rows.indices.contains(row) {
                break
            }
            if rows.isEnabled(at: row) {
                found = row
                remaining -= 1
            }
        }
        if let found { return found }
        // Nothing enabled that way on a wheel that does not wrap: the enabled row nearest that end.
        return rows.edgeEnabledRow(last: direction > 0) ?? selectedRow
    }
}

/// A multi-wheel picker (the UIPickerView model): components of rows, a selection in each, stepping and
/// reading back. The date picker's modes are configurations of this model.
///
/// ```swift
/// var picker = try Picker([
///     PickerComponent(id: "size", rows: ["S", "M", "L"].map { PickerRow($0) }),
///     PickerComponent(id: "color", rows: ["red", "blue"].map { PickerRow($0) }, isCyclic: true),
/// ])
/// try picker.step(by: 1, inWheel: 1)   // wraps from blue to red
/// picker.labels                             // ["S", "red"]
/// ```
public struct Picker: Hashable, Sendable {
    /// The wheels, leading to trailing in reading order (a right-to-left UI draws them mirrored).
    public internal(set) var components: [PickerComponent]

    /// Makes a picker, checking that each wheel has rows and a selection among them.
    public init(_ components: [PickerComponent]) throws(PickerError) {
        for (index, component) in components.enumerated() {
            guard !component.rows.isEmpty else { throw .emptyComponent(index) }
            guard component.rows.indices.contains(component.selectedRow) else {
                throw .noSuchRow(component: index, row: component.selectedRow)
            }
        }
        self.components = components
    }

    /// A picker from components its maker built valid: each with rows and a selection among them.
    init(unchecked components: [PickerComponent]) {
        self.components = components
    }

    /// The selected row of each wheel.
    public var selection: [Int] { components.map(\.selectedRow) }

    /// The labels of the selected rows.
    public var labels: [String] { components.map(\.selected.label) }

    /// Selects a row of a wheel (a disabled one too: a model built on this one decides what that means).
    public mutating func select(row: Int, inWheel component: Int) throws(PickerError) {
        guard components.indices.contains(component) else { throw .noSuchComponent(component) }
        guard components[component].rows.indices.contains(row) else { throw .noSuchRow(component: component, row: row) }
        components[component].selectedRow = row
    }

    /// Spins a wheel by `delta` enabled rows (negative: towards the first row), wrapping on cyclic wheels.
    public mutating func step(by delta: Int, inWheel component: Int) throws(PickerError) {
        guard components.indices.contains(component) else { throw .noSuchComponent(component) }
        components[component].selectedRow = components[component].row(steppedBy: delta)
    }
}
