import DateModes
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
