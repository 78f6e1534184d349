/// What a person has typed to reach a row (type-to-select): characters gathered while each comes within
/// ``pause`` of the one before, as a list's type-ahead gathers them.
///
/// ```swift
/// var typing = TypeAhead()
/// typing.type("1", at: 10)
/// typing.type("5", at: 10.4)
/// typing.text   // "15"
/// typing.type("3", at: 12)
/// typing.text   // "3": after a pause, a new number
/// ```
public struct TypeAhead: Hashable, Sendable {
    /// Seconds after which what is typed starts anew.
    public static let pause = 1.0

    /// What was typed so far, empty after a pause or another key.
    public private(set) var text = ""
    /// When the last character was typed; a key that clears the text leaves it, so the pause still counts from it.
    private var typedAt = -Double.infinity

    /// Nothing typed yet.
    public init() {}

    /// Whether text typed at `now` (seconds, any clock that does not go back) starts anew: a pause came first.
    public func startsAnew(at now: Double) -> Bool {
        // Written so that a time that is not a number (a caller's broken clock) starts anew too.
        !(now - typedAt <= Self.pause)
    }

    /// Adds text typed at `now`, after forgetting what was typed before if a pause came first.
    public mutating func type(_ typed: String, at now: Double) {
        if startsAnew(at: now) { text = "" }
        text += typed
        typedAt = now
    }

    /// Forgets what was typed: another key was pressed.
    public mutating func clear() {
        text = ""
    }
}
