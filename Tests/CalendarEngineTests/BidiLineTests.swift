import CalendarEngine
import Testing

/// The Unicode bidirectional algorithm (UAX #9) over a line of pieces, as ICU's ubidi resolves it.
@Suite("Bidi line")
struct BidiLineTests {
    /// UAX #9 W4: a common separator between two European digits is a digit, so `14:05` is one left-to-right
    /// run in a right-to-left paragraph (the hour stays on the left); a left-to-right paragraph keeps reading
    /// order.
    @Test func digitsAndSeparatorsStayOneRunRightToLeft() {
        #expect(BidiLine(["14", ":", "05"], direction: .rtl).order == [0, 1, 2])
        #expect(BidiLine(["14", ":", "05"], direction: .rtl).isRightToLeft == [false, false, false])
        #expect(BidiLine(["11", "/", "30"], direction: .ltr).order == [0, 1, 2])
    }

    /// UAX #9 W4 needs the separator *between* the numbers: a right-to-left mark (strong R) before it breaks
    /// the run, and the numbers go right to left (the first on the right); the mark's piece is right to left.
    @Test func rightToLeftMarksSplitNumbers() {
        let line = BidiLine(["٣٠", "\u{200F}/", "١١", "\u{200F}/", "٢٠٢٦"], direction: .rtl)
        #expect(line.order == [4, 3, 2, 1, 0])
        #expect(line.isRightToLeft == [false, true, false, true, false])
        #expect(line.visualText("\u{200F}/", piece: 1) == "/\u{200F}" && line.visualText("١١", piece: 2) == "١١")
    }

    /// UAX #9 N1: the neutrals `, ` between two number runs take the paragraph's direction: the second run
    /// (the time) goes left of the first (the date), and the literal runs right to left.
    @Test func runsSeparatedByNeutralsGoRightToLeft() {
        let line = BidiLine(["30", ".", "11", ", ", "14", ":", "05"], direction: .rtl)
        #expect(line.order == [4, 5, 6, 3, 0, 1, 2])
        #expect(line.isRightToLeft[3] && line.visualText(", ", piece: 3) == " ,")
        #expect(BidiLine(["30", ".", "11", ", ", "14"], direction: .ltr).order == [0, 1, 2, 3, 4])
    }

    /// Strong right-to-left letters are placed from the right and marked to be drawn so; an empty piece goes
    /// last.
    @Test func lettersRunRightToLeft() {
        let line = BidiLine(["٢:٠٥", " ", "م"], direction: .rtl)
        #expect(line.order == [2, 1, 0], "the day period left of the time (UAX #9 L2)")
        #expect(line.isRightToLeft == [false, true, true])
        #expect(BidiLine(["a", "", "b"], direction: .ltr).order == [0, 2, 1])
        #expect(BidiLine([], direction: .rtl).order.isEmpty)
    }
}

/// Text in screen order, for terminals that draw text as written (no bidi of their own).
@Suite("Bidi: text in screen order")
struct BidiVisualTests {
    @Test func rightToLeftRunsAreReversedAndNumbersKeptInOrder() {
        // A Hebrew month day: the number on the left, the month's letters reversed.
        #expect(BidiLine.visual("20 בכסלו 5787", direction: .rtl) == "5787 ולסכב 20")
        #expect(BidiLine.visual("נובמבר", direction: .rtl) == "רבמבונ")
        // Left-to-right text in a left-to-right paragraph is unchanged; a Hebrew run inside it is reversed.
        #expect(BidiLine.visual("2026-11-30 · Monday", direction: .ltr) == "2026-11-30 · Monday")
        #expect(BidiLine.visual("2026-11-30 · יום שני", direction: .ltr) == "2026-11-30 · ינש םוי")
        // Marks stay on their letters: whole graphemes move.
        #expect(BidiLine.visual("שָׁלוֹם", direction: .rtl) == String("שָׁלוֹם".reversed()))
        #expect(BidiLine.visual("", direction: .rtl) == "")
    }
}
