import CalendarEngine

/// Rows built for a picker, by key, shared by its copies: stepping back to a month reuses its day rows.
final class RowCache: Sendable {
    private let entries = Locked<[RowsKey: WheelRows]>([:])

    subscript(key: RowsKey) -> WheelRows? {
        get { entries.withLock { $0[key] } }
        set {
            entries.withLock { entries in
                if entries.count > 64 { entries.removeAll(keepingCapacity: true) }
                entries[key] = newValue
            }
        }
    }
}
