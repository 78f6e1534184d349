import CalendarEngine

/// A date's or a countdown's wheels as ``WheelNavigation`` moves them: reached by number (the year, the day, the
/// hour, in the locale's digits too), the zone wheel by the start of a zone's name.
extension PickerModel {
    /// How many wheels there are: ``wheels``'s count.
    public var wheelCount: Int { wheels.count }

    /// Wheel `index` as a UI draws it.
    public func component(at index: Int) -> PickerComponent { wheels[index].component }

    /// A digit (ASCII or the locale's own, `٣`) on a wheel of numbers; any character on the zone wheel, whose
    /// zones are reached by name; nil for anything else, and for a wheel out of range.
    public func typed(_ character: Character, inWheel component: Int) -> TypedCharacter? {
        guard wheels.indices.contains(component) else { return nil }
        if wheels[component].field == .timeZone { return .text(character) }
        return profile.digitValue(character).map(TypedCharacter.digit)
    }

    /// The row typed text reaches: on the zone wheel the next zone whose name starts with it (a space too, so
    /// `New Y` reaches New York), elsewhere the row of the number typed (``row(typed:inWheel:)``, which
    /// ignores `includingSelection`).
    public func row(typed: String, inWheel component: Int, includingSelection: Bool) -> Int? {
        guard wheels.indices.contains(component) else { return nil }
        guard wheels[component].field == .timeZone else { return row(typed: typed, inWheel: component) }
        return picker.row(typed: typed, inWheel: component, includingSelection: includingSelection)
    }
}
