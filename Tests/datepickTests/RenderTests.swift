import Foundation
import TestSupport
import Testing

/// `datepick render` and `datepick gallery` end to end.
@Suite("datepick render and gallery")
struct RenderTests {
    /// The gallery's note counts its locales in English's plural: "1 locale", "2 locales".
    @Test func theGallerysNoteCountsItsLocales() throws {
        for ids in [["ja_JP"], ["ja_JP", "ar_EG"]] {
            let out = NSTemporaryDirectory() + "datepick-gallery-\(ids.count)-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: out) }
            let run = try Run(["gallery", "--out", out] + ids.flatMap { ["--locale", $0] })
            #expect(run.status == 0, "\(run.stderr)")
            let noun = ids.count == 1 ? "locale" : "locales"
            #expect(run.stderr == "datepick: wrote the gallery of \(ids.count) \(noun) to \(out)/index.html\n")
        }
    }

    /// `render --style inline` of a dateAndTime picker draws the time wheels below the month.
    @Test func inlineRenderOfDateAndTimeHasTheTime() throws {
        let run = try Run([
            "render", "--mode", "dateAndTime", "--style", "inline", "--locale", "en_US", "--zone", "UTC",
            "--date", "2026-11-30T14:05",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(">November 2026<") && run.stdout.contains(">05<") && run.stdout.contains(">PM<"))
    }
}
