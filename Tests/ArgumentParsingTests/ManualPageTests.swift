import ArgumentParsing
import Foundation
import TestSupport
import Testing

@Suite("The manual page")
struct ManualPageTests {
    let page = SampleProgram.program.manualPage()

    @Test func everyVisibleOptionAndNoHiddenOne() {
        func roff(_ name: String) -> String { "\\fB" + name.replacingOccurrences(of: "-", with: "\\-") + "\\fR" }
        for name in SampleProgram.visibleNames { #expect(page.contains(roff(name)), "lacks \(name)") }
        for name in SampleProgram.hiddenNames { #expect(!page.contains(roff(name)), "shows the hidden \(name)") }
    }

    @Test func sectionsInOrder() throws {
        let titles = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }
        #expect(
            titles == [
                ".SH \"NAME\"", ".SH \"SYNOPSIS\"", ".SH \"DESCRIPTION\"", ".SH \"COMMANDS\"", ".SH \"OPTIONS\"",
                ".SH \"EXIT STATUS\"", ".SH \"EXAMPLES\"",
            ])
        #expect(page.contains(".TH \"TOOL\" \"1\" \"\" \"tool 1.2.3\" \"User Commands\"\n"))
        #expect(page.contains(".SH \"NAME\"\ntool \\- a tool for the tests\n"))
    }

    /// Every line that roff would read as a request is one the page meant: text never starts with a dot or an
    /// apostrophe (`.hidden …` in a paragraph, `.dot first`).
    @Test func textNeverStartsARequest() {
        let requests = Set(["TH", "SH", "SS", "PP", "TP", "RS", "RE", "nf", "fi", "br", "\\\"", "if"])
        for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
            let name = line.dropFirst().prefix { $0 != " " }
            #expect(requests.contains(String(name)), "a text line read as a request: \(line)")
        }
        #expect(page.contains("\n\\&.hidden starts a paragraph with a dot;"))
        #expect(page.contains("\n\\&.dot first\n"))
        #expect(page.contains(" .A dot after a space stays."))
    }

    @Test func escapes() {
        #expect(page.contains("with a backslash \\e and $HOME."))  // a backslash printed, not an escape
        #expect(page.contains("a flag\\ewith a backslash"))
        #expect(page.contains("\\[u2192] is not ASCII"))
        #expect(page.contains("how: fast or slow\\-ish [default: fast]"))
        #expect(page.contains("see \\(aqtool zones\\(aq"))
        #expect(page.contains("as \\(dqISO 8601\\(dq"))
        #expect(page.contains("\\fBtool \\-\\-mode fast\\fR fast."))  // backticks: literal text in bold
        #expect(!page.split(separator: "\n").contains { !$0.hasPrefix(".\\\"") && $0.contains("`") })
    }

    @Test func optionsWithTheirValues() {
        #expect(page.contains(".TP\n\\fB\\-\\-zone\\fR, \\fB\\-\\-tz\\fR \\fIZONE\\fR\nthe zone\\(aqs name"))
        #expect(page.contains("\\fB\\-\\-flag\\fR\na flag"))
        // The help names the fixed set: no list after it. The program's --generate does not: it gets one.
        #expect(!page.contains("MODE is one of"))
        #expect(page.contains("print a script. SHELL is one of: bash, zsh, fish."))
    }

    @Test func usageAndParagraphsOfACommand() {
        #expect(page.contains(".SS \"run\"\n.PP\n\\fBtool\\fR [run] [\\-\\-mode MODE] [\\-\\-zone ZONE] \\[u2026]\n"))
        #expect(page.contains(".PP\nRuns the tool. A line that goes on, and one with"))
        #expect(page.contains("\\fBtool\\fR [\\fBrun\\fR] [\\fIoptions\\fR]\n.br\n\\fBtool\\fR \\fBlist\\fR"))
        #expect(
            page.contains(".RS \"4\"\n.nf\n\\fBtool run \\-\\-mode fast \\-\\-date \\(aq2026\\-01\\-01\\(aq\\fR\n.fi\n")
        )
    }

    /// A command's sections follow its options in its part of COMMANDS, each a title and a list of items.
    @Test func sectionsOfACommand() throws {
        let list = try #require(page.components(separatedBy: ".SS \"list\"\n").last)
        let keys = try #require(list.range(of: ".PP\n\\fBKeys on the list:\\fR\n.TP\n\\[u2191]/\\[u2193], k/j\n"))
        #expect(list[..<keys.lowerBound].contains("\\fB\\-\\-name\\fR"), "after the options")
        #expect(list.contains(".TP\n\\&.q\nleave, with a \\fBdot\\fR\n"))
    }

    /// `--help` prints a section as the options are printed: the terms in a column, long meanings wrapped under it.
    @Test func aSectionAsHelpPrintsIt() {
        let keys = SampleProgram.list.sections[0]
        #expect(
            keys.help(width: 40) == """
                Keys on the list:
                  ↑/↓, k/j  the thing before or after
                  Enter     take it; a long meaning that
                            goes on past the width of a
                            line, so wrapped
                  .q        leave, with a dot
                """)
    }

    /// groff, with every warning on, finds nothing to warn of, for a terminal without Unicode too.
    @Test(
        .enabled(if: Shells.find("groff") != nil, "groff is not installed: \(Shells.install)"),
        arguments: ["ps", "utf8", "ascii"])
    func groffFindsNothingToWarnOf(_ device: String) throws {
        let run = try Shells.run("groff", ["-man", "-ww", "-z", "-T", device], input: page)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    }
}
