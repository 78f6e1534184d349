import CalendarEngine

/// A long list of values, as a list with an index rather than a wheel (the brief: "very long lists belong in a
/// list with an index"): the values a filter typed so far matches, the selection among them, and the locale's
/// alphabetic index to jump by letter. What `datepick choose --style list` draws. Pure state, tested headless.
///
/// ```swift
/// var list = try ValueList(ValueWheel(["Apfel", "Birne", "Äpfel"]), index: AlphabeticIndex(locale: "de"))
/// list.type("APF")             // case- and accent-insensitive: Apfel and Äpfel match
/// list.matches.count           // 2
/// list.jump(by: 1)             // no letter after A has a match: stays
/// ```
public struct ValueList: Sendable {
    /// Above this many values a single wheel that does not loop is shown as a list when no style is asked for:
    /// 60, the minute wheel's count, the longest wheel a person spins through value by value in a date picker;
    /// past it, typing a few letters or jumping by letter finds a value sooner than spinning.
    public static let automaticThreshold = 60

    /// One letter of the index, as the list shows it beside the values.
    public struct IndexEntry: Hashable, Sendable {
        /// The letter (`A`, `あ`), or `…` for what sorts before, between or after the letters.
        public var label: String
        /// Whether it is one of the locale's letters.
        public var kind: AlphabeticIndex.Kind
        /// The first position in ``ValueList/matches`` of a value under it, or nil when no value the filter
        /// leaves is (the letter is shown dimmed, and a jump passes it).
        public var firstMatch: Int?
    }

    /// The values, in list order: what choosing gives.
    public let values: [String]
    /// What each value shows.
    public let labels: [String]
    /// Each value's group (``ValueWheel/groups``), or nil.
    public let groups: [String]?
    /// The unit shown beside the selected value.
    public let unit: String?
    /// The text typed to narrow the list; empty for every value.
    public private(set) var filter = ""
    /// The rows (indices into ``values``) the filter leaves, in list order.
    public private(set) var matches: [Int]
    /// The selection: a position in ``matches``, nil when nothing matches.
    public private(set) var position: Int?

    /// The locale's buckets, and the bucket of each value.
    private let buckets: [AlphabeticIndex.Bucket]
    private let bucketOfRow: [Int]
    /// What filtering compares: each value's label and group, folded once (``TextMatching/folded(_:)``).
    private let searchText: [String]

    /// A list of a wheel's values, indexed by `index`: each value by its group where it has one (what the values
    /// are ordered by), else by its label. The wheel's ``ValueWheel/selected`` value is selected, else the first.
    ///
    /// - Throws: ``PickerError/emptyComponent(_:)`` for no values, ``PickerError/noSuchValue(component:value:)``
    ///   for a selection that is not a value, ``PickerError/noSuchRow(component:row:)`` for labels or groups that
    ///   are not one per value.
    public init(_ wheel: ValueWheel, index: AlphabeticIndex) throws(PickerError) {
        // The picker checks the wheel as it checks one of a picker's wheels.
        let component = try Picker(choosing: [wheel]).components[0]
        let labels = wheel.labels ?? wheel.values
        values = wheel.values
        self.labels = labels
        groups = wheel.groups
        unit = wheel.unit
        buckets = index.buckets
        bucketOfRow = (wheel.groups ?? labels).map(index.bucket)
        searchText = labels.indices.map { row in
            TextMatching.folded(labels[row] + (wheel.groups.map { " " + $0[row] } ?? ""))
        }
        matches = Array(values.indices)
        position = component.selectedRow
    }

    /// The selected row (an index into ``values``), nil when nothing matches.
    public var selectedRow: Int? { position.map { matches[$0] } }

    /// The selected value, nil when nothing matches.
    public var selectedValue: String? { selectedRow.map { values[$0] } }

    /// The selection as a list style shows it: the items before and after, the caption (the value's group, else
    /// its index letter), the unit, and where the selection is among the matches when there are more than a
    /// glance takes in. Nil when the filter matches nothing.
    public var presentation: ListPresentation? {
        guard let position else { return nil }
        let row = matches[position]
        return ListPresentation(
            previous: position > 0 ? labels[matches[position - 1]] : nil, current: labels[row],
            next: position + 1 < matches.count ? labels[matches[position + 1]] : nil,
            caption: groups?[row] ?? buckets[bucketOfRow[row]].label, unitLabel: unit,
            indicator: matches.count > ListPresentation.glance ? (position + 1, matches.count) : nil)
    }

    /// The index beside the list: every one of the locale's letters, and the buckets for what sorts outside them
    /// where a value falls in one; each with the first match under it.
    public var index: [IndexEntry] {
        var first = [Int?](repeating: nil, count: buckets.count)
        for (position, row) in matches.enumerated().reversed() { first[bucketOfRow[row]] = position }
        return buckets.indices.compactMap { bucket in
            let entry = IndexEntry(label: buckets[bucket].label, kind: buckets[bucket].kind, firstMatch: first[bucket])
            return entry.kind == .letter || entry.firstMatch != nil ? entry : nil
        }
    }

    /// The position in ``index`` of the selected value's letter, nil when nothing matches.
    public var currentIndexEntry: Int? {
        guard let row = selectedRow else { return nil }
        let label = buckets[bucketOfRow[row]]
        return index.firstIndex { $0.label == label.label && $0.kind == label.kind }
    }

    /// Narrows the list by more typed text.
    public mutating func type(_ text: String) {
        setFilter(filter + text)
    }

    /// Takes the last character off the filter, widening the list; nothing when it is empty.
    public mutating func deleteBackward() {
        guard !filter.isEmpty else { return }
        setFilter(String(filter.dropLast()))
    }

    /// Sets the filter: the values whose label or group contains it, ignoring case and accents as the locale's
    /// folding does (`zur` matches `Zürich`, `É` matches `e`). The selection stays where it still matches, else
    /// goes to the first match.
    public mutating func setFilter(_ text: String) {
        let selected = selectedRow
        filter = text
        let folded = TextMatching.folded(text)
        matches = folded.isEmpty ? Array(values.indices) : values.indices.filter { searchText[$0].contains(folded) }
        if matches.isEmpty {
            position = nil
        } else {
            position = selected.flatMap { matches.firstIndex(of: $0) } ?? 0
        }
    }

    /// Moves the selection `delta` items (negative: up), stopping at the first and last match.
    public mutating func step(by delta: Int) {
        guard let position else { return }
        self.position = min(max(position + delta, 0), matches.count - 1)
    }

    /// Selects the match at a position in ``matches``; nothing for a position that is not there.
    public mutating func select(position: Int) {
        guard matches.indices.contains(position) else { return }
        self.position = position
    }

    /// Selects the first match under an entry of ``index``; nothing for an entry with none or not there.
    public mutating func jump(toIndexEntry entry: Int) {
        let index = index
        guard index.indices.contains(entry), let first = index[entry].firstMatch else { return }
        position = first
    }

    /// Jumps `delta` letters of the index that have matches (negative: back), to the first match under the letter;
    /// back from inside a letter goes first to that letter's first match. Stops at the first and last letters.
    public mutating func jump(by delta: Int) {
        guard let position, delta != 0, let entry = currentIndexEntry else { return }
        // The letters with matches, in index order, and where the selection's letter stands among them.
        let starts = index.compactMap(\.firstMatch)
        guard let first = index[entry].firstMatch, let current = starts.firstIndex(of: first) else { return }
        let target = delta < 0 && first != position ? current + delta + 1 : current + delta
        self.position = starts[min(max(target, 0), starts.count - 1)]
    }
}
