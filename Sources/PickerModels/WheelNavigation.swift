/// Where the keys go among a picker's wheels and what they do there: one state for every UI of a picker (the
/// terminal's wheels, `datepick choose`, an inline calendar's time wheels, the C library's and so the GTK
/// wheels), over any ``WheelModel``, which it moves but does not hold.
///
/// Keys: ← and → move the focus between the wheels as the screen shows them (mirrored right to left, so the
/// arrows follow the eye), Tab and Shift-Tab in reading order, round and round; ↑ and ↓ spin the focused wheel by
/// a row, Page Up and Page Down by ``pageSize``, Home and End select its first and last allowed values; a character
/// typed jumps to the row it reaches (``TypeAhead``: digits gather into a number, letters into the start of a
/// label; what reaches no row starts again from the last character). The mouse: a click gives a wheel the focus
/// and selects the row clicked if it can be chosen, the scroll wheel spins the wheel under the pointer.
///
/// ```swift
/// var picker = try Picker(choosing: [ValueWheel(["S", "M", "L"]), ValueWheel(["red", "blue"])])
/// var navigation = WheelNavigation(wheels: [0, 1])
/// navigation.handle(.down, at: 0, in: &picker)             // M
/// navigation.handle(.tab, at: 0, in: &picker)              // the focus on the colours
/// navigation.handle(.character("b"), at: 1, in: &picker)   // blue
/// picker.labels                                             // ["M", "blue"]
/// ```
public struct WheelNavigation: Hashable, Sendable {
    /// A key the wheels take, by what it means rather than by a terminal's or a toolkit's code for it.
    public enum Key: Hashable, Sendable {
        /// The previous row (↑) and the next (↓).
        case up, down
        /// ``WheelNavigation/pageSize`` rows back and on.
        case pageUp, pageDown
        /// The focused wheel's first and last allowed values.
        case home, end
        /// The wheel to the left and to the right on screen.
        case left, right
        /// The next wheel in reading order and the previous one.
        case tab, backTab
        /// A character typed, to jump to a row.
        case character(Character)
    }

    /// The rows Page Up and Page Down move.
    public static let pageSize = 5

    /// The wheels the focus moves among, in reading order: indices into the model's wheels (an inline calendar's
    /// time wheels are some of its picker's).
    public let wheels: [Int]
    /// Whether the wheels are drawn mirrored, right to left (Arabic, Hebrew): ← then moves to the next wheel.
    public let isRightToLeft: Bool
    /// Whether Tab and Shift-Tab stop outside the wheels too, before the first (on the month an inline calendar
    /// shows above them), where ``focus`` is nil and the keys other than Tab are not the wheels'.
    public let tabStopsOutside: Bool
    /// The wheel with the focus (an index into the model's wheels), or nil outside them. At first the first
    /// wheel, or outside them when Tab stops there.
    public private(set) var focus: Int?
    /// What was typed on the focused wheel.
    public private(set) var typeAhead = TypeAhead()

    /// Navigation among `wheels` (indices into a model's wheels, in reading order).
    ///
    /// - Parameters:
    ///   - rightToLeft: Whether the wheels are drawn mirrored, as a right-to-left locale draws them.
    ///   - tabStopsOutside: Whether Tab stops outside the wheels too, where the focus starts.
    public init(wheels: [Int], rightToLeft: Bool = false, tabStopsOutside: Bool = false) {
        self.wheels = wheels
        isRightToLeft = rightToLeft
        self.tabStopsOutside = tabStopsOutside
        focus = tabStopsOutside ? nil : wheels.first
    }

    /// Navigation among every wheel of a model, the focus on the first.
    public init(for model: some WheelModel, rightToLeft: Bool = false) {
        self.init(wheels: Array(0..<model.wheelCount), rightToLeft: rightToLeft)
    }

    /// What was typed on the focused wheel so far, empty after a pause or another key.
    public var typed: String { typeAhead.text }

    /// Handles a key pressed at `now` (seconds, any clock that does not go back: typing within
    /// ``TypeAhead/pause`` of the last character goes on with it) and moves the model or the focus.
    ///
    /// - Returns: Whether the key was the wheels' to take: false for a character the focused wheel is not reached
    ///   by (a letter on a day wheel), and for any key but Tab while the focus is outside the wheels.
    @discardableResult
    public mutating func handle<Model: WheelModel>(_ key: Key, at now: Double, in model: inout Model) -> Bool {
        if case .character(let character) = key {
            guard let focus, let typed = model.typed(character, inWheel: focus) else {
                typeAhead.clear()
                return false
            }
            type(typed, at: now, on: focus, in: &model)
            return true
        }
        typeAhead.clear()
        switch key {
        case .tab, .backTab:
            let stops = (tabStopsOutside ? [nil] : []) + wheels.map(Optional.some)
            guard let index = stops.firstIndex(of: focus) else { return false }
            focus = stops[(index + (key == .tab ? 1 : stops.count - 1)) % stops.count]
            return true
        case .left, .right:
            guard let focus, let index = wheels.firstIndex(of: focus) else { return false }
            // On screen a right-to-left picker is mirrored, so the arrows follow what the eye sees.
            let step = (key == .right) != isRightToLeft ? 1 : wheels.count - 1
            self.focus = wheels[(index + step) % wheels.count]
            return true
        case .up, .down, .pageUp, .pageDown:
            guard let focus else { return false }
            let rows = key == .up || key == .down ? 1 : Self.pageSize
            try? model.step(by: key == .up || key == .pageUp ? -rows : rows, inWheel: focus)
            return true
        case .home, .end:
            guard let focus else { return false }
            if key == .home {
                try? model.selectFirst(inWheel: focus)
            } else {
                try? model.selectLast(inWheel: focus)
            }
            return true
        case .character:
            return false  // typed, above
        }
    }

    /// Jumps to the row what was typed reaches. Digits gather into a number; text into the start of a label,
    /// and one character typed again alone steps to the next label it starts. What reaches no row with this
    /// character starts again from it (typing `1 5 7` on an hour wheel reaches 7; `t p` on Tokyo, Perth).
    private mutating func type<Model: WheelModel>(
        _ typed: TypedCharacter, at now: Double, on wheel: Int, in model: inout Model
    ) {
        let character: String, repeated: Bool
        let fresh = typeAhead.startsAnew(at: now)
        switch typed {
        case .digit(let digit):
            character = String(digit)
            repeated = false
        case .text(let letter):
            character = String(letter)
            repeated = !fresh && typeAhead.text == character
        }
        typeAhead.type(repeated ? "" : character, at: now)
        var row = model.row(typed: typeAhead.text, inWheel: wheel, includingSelection: !repeated && !fresh)
        if row == nil, typeAhead.text != character {
            typeAhead.clear()
            typeAhead.type(character, at: now)
            row = model.row(typed: character, inWheel: wheel, includingSelection: false)
        }
        if let row { try? model.select(row: row, inWheel: wheel) }
    }

    /// Gives a wheel the focus (one of ``wheels``), or takes it outside them (nil, where Tab stops there); what
    /// was typed on another wheel is forgotten. Any other wheel is ignored.
    public mutating func focus(on wheel: Int?) {
        guard wheel != focus, wheel.map(wheels.contains) ?? tabStopsOutside else { return }
        focus = wheel
        typeAhead.clear()
    }

    /// A click on a wheel: it takes the focus, and a row clicked is selected if it can be chosen (a disabled row
    /// takes the focus only, as the keys skip such rows).
    ///
    /// - Parameter row: The row clicked, or nil for the wheel where no row is (its title).
    public mutating func click<Model: WheelModel>(wheel: Int, row: Int? = nil, in model: inout Model) {
        typeAhead.clear()
        focus(on: wheel)
        guard let row, focus == wheel, (0..<model.wheelCount).contains(wheel) else { return }
        let rows = model.component(at: wheel).rows
        if rows.indices.contains(row), rows.isEnabled(at: row) { try? model.select(row: row, inWheel: wheel) }
    }

    /// The scroll wheel over a wheel: spins it by `rows` (positive: down, to later rows), the focus left where it
    /// was.
    public mutating func scroll<Model: WheelModel>(wheel: Int, by rows: Int, in model: inout Model) {
        typeAhead.clear()
        guard wheels.contains(wheel) else { return }
        try? model.step(by: rows, inWheel: wheel)
    }

    /// Forgets what was typed: a key or a click that is not the wheels' came between.
    public mutating func clearTyped() {
        typeAhead.clear()
    }
}
