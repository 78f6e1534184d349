import Foundation
import TestSupport
import Testing

/// Datepick for GTK 4 (gtk/), built with meson against the library these tests link, and its tests run headless
/// by `tools/test-gtk` (PyGObject and a C program, under Xvfb, `G_DEBUG=fatal-warnings`). Without GTK, meson,
/// Xvfb or PyGObject the test is skipped, and its one line says what to install.
@Suite("Datepick for GTK 4")
struct GTKTests {
    static let tool = Library.root.appendingPathComponent("tools/test-gtk")

    /// What `tools/test-gtk --check` says: nothing when everything the widgets' tests need is installed, else one
    /// line naming what is missing and the apt-get command that installs it.
    static let missing: String? = {
        guard let check = try? Run(program: tool, ["--check"], environment: ProcessInfo.processInfo.environment) else {
            return "GTK tests skipped: tools/test-gtk could not be run"
        }
        return check.status == 0 ? nil : check.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    @Test(
        "the widgets built, used from Python and from C",
        .enabled(if: missing == nil, Comment(rawValue: missing ?? "")))
    func widgetsFromPythonAndC() throws {
        let library = try Library.linked.get()
        let run = try Run(
            program: Self.tool,
            [library.path, Library.products.appendingPathComponent("gtk-tests").path],
            environment: ProcessInfo.processInfo.environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("test-gtk: the widgets' tests passed"), "\(run.stdout)")
    }
}
