/// What a character typed on a wheel is to the wheel (``WheelModel/typed(_:inWheel:)``).
public enum TypedCharacter: Hashable, Sendable {
    /// A digit of the number the wheel's rows are reached by (a year, a day, an hour), whatever digits the locale
    /// writes (`٣` is 3): digits typed one after another make one number (`1`, `5`: 15).
    case digit(Int)
    /// A character of the labels the wheel's rows are reached by (values, time zones): what was typed finds the
    /// next label that starts with it, ignoring case; one character typed again alone steps to the next such label.
    case text(Character)
}
