import CalendarEngine
import PickerModels

// The keys dp_picker_wheel_key and dp_values_wheel_key take: by the web's names, as dp_field_key takes its own,
// or one character typed.

/// The wheel keys by name: the moves on one wheel (the focus between wheels is the caller's).
private let wheelKeysByName: [(name: String, key: WheelNavigation.Key)] = [
    ("ArrowUp", .up), ("ArrowDown", .down), ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home),
    ("End", .end),
]

/// The key a caller names, or the character it typed.
///
/// - Throws: A ``CallError`` for NULL, text that is not UTF-8, or neither a name nor one character.
func wheelKey(_ key: UnsafePointer<CChar>?) throws(CallError) -> WheelNavigation.Key {
    let name = try text(key, "key").get()
    if let named = wheelKeysByName.first(where: { $0.name == name }) { return named.key }
    if name.count == 1, let character = name.first { return .character(character) }
    throw CallError(
        "unknown key '\(LocaleError.printable(name))'; use " + wheelKeysByName.map(\.name).joined(separator: ", ")
            + ", or one character typed")
}
