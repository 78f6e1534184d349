import CalendarEngine
import PickerModels
import TerminalPicker
import Testing

@Suite("Choose sessions")
struct ChooseSessionTests {
    func session() throws -> ChooseSession {
        ChooseSession(
            try Picker(choosing: [
                ValueWheel(["apple", "banana", "blueberry"]), ValueWheel(["1", "2"], unit: "kg", isCyclic: true),
            ]))
    }

    @Test func keysSpinFocusAndEnd() throws {
        var session = try session()
        #expect(session.handle(.down, at: 0) == .running)
        #expect(session.picker.labels == ["banana", "1"])
        _ = session.handle(.tab, at: 0)
        _ = session.handle(.up, at: 0)  // the cyclic wheel loops
        #expect(session.picker.labels == ["banana", "2"])
        _ = session.handle(.left, at: 0)
        _ = session.handle(.end, at: 0)
        #expect(session.picker.labels == ["blueberry", "2"])
        #expect(session.handle(.enter, at: 0) == .accepted)
        #expect(session.handle(.character("q"), at: 0) == .cancelled)
        #expect(session.handle(.escape, at: 0) == .cancelled)
    }

    /// A letter jumps to the next value it starts; again within the pause, to the one after; a prefix narrows.
    @Test func typingJumps() throws {
        var session = try session()
        _ = session.handle(.character("b"), at: 10)
        #expect(session.picker.labels[0] == "banana")
        _ = session.handle(.character("b"), at: 10.1)
        #expect(session.picker.labels[0] == "blueberry")
        _ = session.handle(.character("a"), at: 20)
        #expect(session.picker.labels[0] == "apple")
        _ = session.handle(.character("b"), at: 30)
        _ = session.handle(.character("l"), at: 30.1)
        #expect(session.picker.labels[0] == "blueberry")
        #expect(session.typed == "bl")
    }

    /// The screen shows the unit in the selection bar beside the value, numbers several wheels, and the value line.
    @Test func screen() throws {
        let text = try session().render(width: 80, height: 12, color: false, header: "h")
        let bar = try #require(text.components(separatedBy: "\r\n").first { $0.contains("▶") })
        #expect(bar.contains("apple") && bar.contains("1 kg"))
        #expect(text.contains("[1]") && text.contains("apple · 1 kg") && text.contains("type to jump"))
        let one = ChooseSession(try Picker(choosing: [ValueWheel(["x"])]))
        #expect(!one.render(width: 80, height: 12, color: false, header: "h").contains("[1]"))
    }
}

/// `choose --style list`'s session: the filter, the index letters and the list presentation on screen, and the
/// keys and clicks that move through them.
@Suite("Choose list sessions")
struct ChooseListSessionTests {
    static let cities = ["Bern", "Genève", "Lausanne", "Lugano", "Luzern", "Zug", "Zürich"]

    func session(locale: String = "en", rightToLeft: Bool = false) throws -> ChooseListSession {
        ChooseListSession(
            try ValueList(ValueWheel(Self.cities, unit: "km"), index: AlphabeticIndex(locale: locale)),
            rightToLeft: rightToLeft)
    }

    func lines(_ session: ChooseListSession, height: Int = 16) -> [String] {
        session.render(width: 80, height: height, color: false, header: "h").components(separatedBy: "\r\n")
    }

    @Test func keys() throws {
        var session = try session()
        _ = session.handle(.down, at: 0)
        #expect(session.list.selectedValue == "Genève")
        _ = session.handle(.tab, at: 0)  // the next letter with values: L
        #expect(session.list.selectedValue == "Lausanne")
        _ = session.handle(.backTab, at: 0)
        #expect(session.list.selectedValue == "Genève")
        _ = session.handle(.end, at: 0)
        #expect(session.list.selectedValue == "Zürich")
        // Every letter filters, q and j included.
        for character in "qj" { _ = session.handle(.character(character), at: 0) }
        #expect(session.list.filter == "qj" && session.list.selectedValue == nil)
        #expect(session.handle(.enter, at: 0) == .running)  // nothing to accept
        _ = session.handle(.backspace, at: 0)
        _ = session.handle(.backspace, at: 0)
        _ = session.handle(.character("Z"), at: 0)
        _ = session.handle(.character("U"), at: 0)
        _ = session.handle(.character("R"), at: 0)
        #expect(session.list.selectedValue == "Zürich")
        #expect(session.handle(.enter, at: 0) == .accepted)
        #expect(session.handle(.escape, at: 0) == .cancelled)
    }

    /// The screen: the filter hint, the index with the selection's letter bracketed, the caption, the neighbours
    /// around the bar (the unit beside the value), and the message for a filter that matches nothing.
    @Test func screen() throws {
        var session = try session()
        _ = session.handle(.down, at: 0)
        let shown = lines(session)
        #expect(shown.contains("   type to filter"))
        let index = try #require(shown.first { $0.contains("[G]") })
        #expect(index.hasPrefix("   A B C D E F [G] H"))
        #expect(shown.contains("   G"))  // the caption: the index letter
        #expect(shown.contains("   Bern") && shown.contains(" ▶ Genève km ◀") && shown.contains("   Lausanne"))
        for character in "xyz" { _ = session.handle(.character(character), at: 0) }
        let empty = lines(session)
        #expect(empty.contains("   filter: xyz▏") && empty.contains("   no value matches “xyz”"))
        #expect(empty.last?.contains("Esc cancel") == true)
    }

    /// However short the terminal, the selection bar is drawn, within the lines there are; tall enough, the index
    /// and the keys too.
    @Test(arguments: 1...16)
    func shortTerminals(_ height: Int) throws {
        let shown = lines(try session(), height: height)
        #expect(shown.count <= height)
        #expect(shown.contains { $0.contains("▶ Bern km ◀") })
        if height >= 9 { #expect(shown.contains { $0.contains("[B]") } && shown.last?.contains("Enter") == true) }
    }

    /// A click on an index letter jumps to it, on an item selects it; the scroll wheel moves.
    @Test func mouse() throws {
        var session = try session()
        let layout = session.layout(ScreenFrame(width: 80, height: 16, color: false, header: "h"))
        let indexLine = try #require(layout.lines.firstIndex { $0.contains("[B]") })
        let l = try #require(layout.lines[indexLine].firstRange(of: "L"))
        let column = layout.lines[indexLine].distance(from: layout.lines[indexLine].startIndex, to: l.lowerBound)
        _ = session.handle(MouseEvent(button: 0, column: column + 1, row: indexLine + 1, isPress: true), on: layout)
        #expect(session.list.selectedValue == "Lausanne")
        let next = session.layout(ScreenFrame(width: 80, height: 16, color: false, header: "h"))
        let below = try #require(next.lines.firstIndex { $0 == "   Lugano" })
        _ = session.handle(MouseEvent(button: 0, column: 5, row: below + 1, isPress: true), on: next)
        #expect(session.list.selectedValue == "Lugano")
        _ = session.handle(MouseEvent(button: 65, column: 1, row: 1, isPress: true), on: next)
        #expect(session.list.selectedValue == "Luzern")
    }

    /// Right to left, the index letters run from the right, and → goes back a letter.
    @Test func rightToLeft() throws {
        var session = try session(rightToLeft: true)
        let index = try #require(lines(session).first { $0.contains("[B]") })
        #expect(index.contains("Z Y X") && index.hasSuffix("[B] A "))
        _ = session.handle(.left, at: 0)
        #expect(session.list.selectedValue == "Genève")
        _ = session.handle(.right, at: 0)
        #expect(session.list.selectedValue == "Bern")
    }
}

/// Right to left (ar, he), the wheels of values run from the right and each unit stands to the left of its value,
/// as the date wheels are mirrored.
@Suite("Choose sessions right to left")
struct ChooseSessionRightToLeftTests {
    @Test func mirrored() throws {
        let picker = try Picker(choosing: [ValueWheel(["أ", "ب"]), ValueWheel(["1", "2"], unit: "كغ")])
        let text = ChooseSession(picker, rightToLeft: true).render(width: 80, height: 12, color: false, header: "h")
        let bar = try #require(text.components(separatedBy: "\r\n").first { $0.contains("▶") })
        // The second wheel (with the unit) is drawn first, to the left, its unit left of the value, its letters in
        // the order the screen shows them (a terminal draws text as written: كغ is written غك).
        let unit = try #require(bar.range(of: "غك 1")), letter = try #require(bar.range(of: "أ"))
        #expect(unit.lowerBound < letter.lowerBound)
        #expect(text.contains("كغ 1 · أ"))
        let ltr = ChooseSession(picker).render(width: 80, height: 12, color: false, header: "h")
        #expect(ltr.contains("أ · 1 كغ"))
    }

    @Test func arrowsFollowTheScreen() throws {
        let picker = try Picker(choosing: [ValueWheel(["أ", "ب"]), ValueWheel(["1", "2"]), ValueWheel(["x", "y"])])
        var session = ChooseSession(picker, rightToLeft: true)
        // The first wheel is drawn rightmost: ← goes to the second, → from the first wraps to the last.
        _ = session.handle(.left, at: 0)
        #expect(session.focus == 1)
        _ = session.handle(.right, at: 0)
        _ = session.handle(.right, at: 0)
        #expect(session.focus == 2)
        _ = session.handle(.tab, at: 0)
        #expect(session.focus == 0, "Tab keeps the wheels' order")
        var ltr = ChooseSession(picker)
        _ = ltr.handle(.right, at: 0)
        #expect(ltr.focus == 1)
    }
}
