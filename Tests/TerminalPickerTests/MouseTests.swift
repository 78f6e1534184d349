import CalendarEngine
import DateModes
import Foundation
import TerminalPicker
import Testing
import TestSupport

@Suite("Mouse reports")
struct MouseDecodingTests {
    @Test func sgrReportsAreDecoded() {
        var decoder = KeyDecoder()
        let keys = decoder.feed(Array("\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<64;3;4M\u{1B}[<65;123;456M\u{1B}[<16;1;1Mx".utf8))
        #expect(keys == [.mouse(MouseEvent(button: 0, column: 10, row: 5, isPress: true)),
                         .mouse(MouseEvent(button: 0, column: 10, row: 5, isPress: false)),
                         .mouse(MouseEvent(button: 64, column: 3, row: 4, isPress: true)),
                         .mouse(MouseEvent(button: 65, column: 123, row: 456, isPress: true)),
                         .mouse(MouseEvent(button: 16, column: 1, row: 1, isPress: true)), .character("x")])
        // Split across reads, a report waits for its end; one that is not a report is one unknown key.
        #expect(decoder.feed(Array("\u{1B}[<0;1".utf8)).isEmpty && decoder.isWaiting)
        #expect(decoder.feed(Array("2;7M".utf8)) == [.mouse(MouseEvent(button: 0, column: 12, row: 7, isPress: true))])
        #expect(decoder.feed(Array("\u{1B}[<0;;1M\u{1B}[<1;2M\u{1B}[3;4Mq".utf8)) == [.unknown, .unknown, .unknown, .character("q")])
    }

    /// A terminal without SGR mode reports `CSI M` and three bytes, each 32 more than its number: they are one
    /// report, not typed characters (a click at column 20 would have been the digit 4).
    @Test func x10ReportsAreDecodedNotTyped() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 32]).isEmpty)
        #expect(decoder.feed([52, 37]) == [.mouse(MouseEvent(button: 0, column: 20, row: 5, isPress: true))])
        #expect(decoder.feed([0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 35, 52, 37, 0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 97, 33, 33])
                == [.mouse(MouseEvent(button: 0, column: 20, row: 5, isPress: false)),
                    .mouse(MouseEvent(button: 65, column: 1, row: 1, isPress: true))])
    }

    @Test func onlyPressesOfTheLeftButtonAndTheWheelAct() {
        func action(_ button: Int, pressed: Bool = true) -> MouseEvent.Action? {
            MouseEvent(button: button, column: 1, row: 1, isPress: pressed).action
        }
        #expect(action(0) == .click && action(0 + 4 + 16) == .click && action(64) == .scrollUp && action(65 + 8) == .scrollDown)
        #expect(action(0, pressed: false) == nil && action(1) == nil && action(2) == nil && action(32) == nil)
    }
}
