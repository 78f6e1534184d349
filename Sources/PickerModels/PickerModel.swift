import CalendarEngine

/// What the picker of every mode offers a UI, a script or another language: wheels that each set a field, the
/// operations on them by wheel index or by field, the value as text and what was changed about it.
///
/// ``DatePicker`` holds a moment (date, time, dateAndTime, yearAndMonth), ``CountdownPicker`` a duration. The
/// generic ``Picker`` has no fields: a wheel of values is addressed by its index alone.
///
/// The operations on a wheel by its index (``WheelModel/select(row:inWheel:)``, ``WheelModel/step(by:inWheel:)``,
/// ``WheelModel/selectFirst(inWheel:)``, ``WheelModel/selectLast(inWheel:)``) are those of the
/// ``WheelModel`` a picker model is, which ``WheelNavigation`` moves by the keys.
public protocol PickerModel: WheelModel {
    /// The mode the picker is in.
    var mode: DatePickerMode { get }
    /// The locale's profile, whose digits, direction and titles the wheels show.
    var profile: LocaleProfile { get }
    /// The wheels, leading to trailing in reading order (a right-to-left UI mirrors them).
    var wheels: [FieldWheel] { get }
    /// What the last operation changed about the value it was given, in order; empty when nothing.
    var adjustments: [Adjustment] { get }
    /// The value as `datepick pick` prints it: ISO 8601 for a moment, the seconds of a duration.
    var isoString: String { get }
    /// How the wheels and their order were derived (skeleton → pattern → order), per pattern used.
    var explanation: [String] { get }

    /// The number a person types to reach a row (type-to-select), or nil for a row no number names.
    func number(ofRow row: Int, inWheel component: Int) -> Int?
}

extension PickerModel {
    /// The wheels as the generic ``Picker`` holds them. Made on each read: a UI drawing every frame reads
    /// ``wheels`` instead.
    public var picker: Picker { Picker(unchecked: wheels.map(\.component)) }

    /// What each wheel sets, in wheel order.
    public var fields: [PickerField] { wheels.map(\.field) }

    /// The index of the wheel that sets a field, or nil when the mode has none (no seconds wheel without seconds).
    public func index(of field: PickerField) -> Int? {
        wheels.firstIndex { $0.field == field }
    }

    /// The wheel that sets a field, or nil.
    public func wheel(_ field: PickerField) -> FieldWheel? {
        index(of: field).map { wheels[$0] }
    }

    /// Selects a row of the wheel that sets `field`, as ``select(row:inWheel:)`` does.
    ///
    /// - Throws: ``PickerError/noSuchWheel(_:)`` when no wheel sets the field.
    public mutating func select(row: Int, in field: PickerField) throws(PickerError) {
        try select(row: row, inWheel: try component(field))
    }

    /// Spins the wheel that sets `field` by `delta` enabled rows: `step(.month, by: 1)`.
    ///
    /// - Throws: ``PickerError/noSuchWheel(_:)`` when no wheel sets the field.
    public mutating func step(_ field: PickerField, by delta: Int) throws(PickerError) {
        try step(by: delta, inWheel: try component(field))
    }

    /// Selects the first allowed value of the wheel that sets `field`.
    public mutating func selectFirst(_ field: PickerField) throws(PickerError) {
        try selectFirst(inWheel: try component(field))
    }

    /// Selects the last allowed value of the wheel that sets `field`.
    public mutating func selectLast(_ field: PickerField) throws(PickerError) {
        try selectLast(inWheel: try component(field))
    }

    private func component(_ field: PickerField) throws(PickerError) -> Int {
        guard let index = index(of: field) else { throw .noSuchWheel(field) }
        return index
    }

    /// The row that digits typed on a wheel reach (type-to-select): an enabled row whose number
    /// (``number(ofRow:inWheel:)``) is the typed number, else one whose number starts with the digits; of
    /// several, the nearest to the selection, around a cyclic wheel. Nil when none matches.
    ///
    /// - Parameter typed: ASCII digits (`"05"`).
    public func row(typed: String, inWheel component: Int) -> Int? {
        guard let wanted = Int(typed), wheels.indices.contains(component) else { return nil }
        let wheel = wheels[component].component
        var exact: (row: Int, distance: Int)?
        var prefix: (row: Int, distance: Int)?
        for row in wheel.rows.indices where wheel.rows.isEnabled(at: row) {
            guard let number = number(ofRow: row, inWheel: component) else { continue }
            let apart = abs(row - wheel.selectedRow)
            let distance = wheel.isCyclic ? min(apart, wheel.rows.count - apart) : apart
            if number == wanted {
                if distance < exact?.distance ?? .max { exact = (row, distance) }
            } else if String(number).hasPrefix(typed), distance < prefix?.distance ?? .max {
                prefix = (row, distance)
            }
        }
        return (exact ?? prefix)?.row
    }

    /// The row typed digits reach on the wheel that sets `field`, or nil.
    public func row(typed: String, in field: PickerField) -> Int? {
        index(of: field).flatMap { row(typed: typed, inWheel: $0) }
    }

    /// The wheels of the time of day, in the locale's order (indices into ``wheels``): what an inline calendar
    /// shows below the month, which takes the place of the others. Empty in date and yearAndMonth.
    public var timeComponents: [Int] {
        wheels.indices.filter { ![.date, .year, .month, .day].contains(wheels[$0].field) }
    }
}
