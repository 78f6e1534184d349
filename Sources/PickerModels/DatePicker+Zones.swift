import CalendarEngine
import FoundationEssentials

/// The dateAndTime mode's wheel of time zones (``DatePickerConfiguration/showsZoneWheel``).
extension DatePicker {
    /// Moves the picker to another time zone, keeping the wall-clock fields: 14:05 on November 30 in Tokyo
    /// becomes 14:05 on November 30 in New York, a different moment, which the picker resolves in the new zone.
    /// A wall time the new zone skips moves later by the gap, as on the time wheels
    /// (``Adjustment/skippedTime(shiftedBy:)``); a repeated one takes the earlier moment; the bounds, which are
    /// moments, still apply (``Adjustment/clampedToBounds(from:)``). Every wheel is rebuilt in the new zone, and
    /// ``isoString`` carries its offset. What choosing a row of the zone wheel does.
    ///
    /// ```swift
    /// try picker.setTimeZone("America/New_York")
    /// picker.isoString   // "2026-11-30T14:05:00-05:00"
    /// ```
    ///
    /// - Throws: ``PickerError/calendar(_:)`` for a zone ICU does not know; the picker is left as it was.
    public mutating func setTimeZone(_ zone: String) throws(PickerError) {
        var configuration = configuration
        configuration.timeZone = zone
        let wall = current
        var moved = try DatePicker(configuration, date: date, today: today)
        moved.adjustments.removeAll()
        moved.move(to: wall)
        self = moved
    }

    /// The canonical IANA id of the zone a row of the zone wheel stands for (`Asia/Tokyo`), or nil for a row it
    /// does not have (or no zone wheel).
    public func zoneID(ofRow row: Int) -> String? {
        guard let zoneRows, zoneRows.values.indices.contains(row), case .zone(let id) = zoneRows.values[row] else {
            return nil
        }
        return id
    }

    /// The zone wheel's rows, for the picker's locale.
    ///
    /// - Throws: ``PickerError/calendar(_:)`` when ICU cannot name the zones in the locale.
    static func zoneRows(locale: String) throws(PickerError) -> WheelRows {
        if let rows = zoneRowsByLocale.withLock({ $0[locale] }) { return rows }
        let entries: [NamedLists.Entry]
        do {
            entries = try NamedLists.entries(.timezones, in: locale)
        } catch {
            throw .calendar(.locale(error))
        }
        let rows = WheelRows(
            key: .zones, rows: PickerRows(entries.map { PickerRow($0.label) }),
            values: RowValues(entries.map { .zone($0.id) }),
            isCyclic: false)
        zoneRowsByLocale.withLock { cache in
            if cache.count >= 8 { cache.removeAll(keepingCapacity: true) }
            cache[locale] = rows
        }
        return rows
    }

    /// The zone wheel's rows by locale: ICU names some 440 zones for each, which a picker moved to another zone
    /// (made anew) and every picker of the same locale share.
    private static let zoneRowsByLocale = Locked<[String: WheelRows]>([:])
}
