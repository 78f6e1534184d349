import Foundation
import TestSupport
import Testing

/// Datepick for Qt 6 (qt/), built with CMake against the library these tests link, and its Qt Test programs run
/// headless by `tools/test-qt` (`QT_QPA_PLATFORM=offscreen`, through ctest). Without Qt 6's development files,
/// its QML modules or CMake the test is skipped, and its one line says what to install.
@Suite("Datepick for Qt 6")
struct QtTests {
    static let tool = Library.root.appendingPathComponent("tools/test-qt")

    /// What `tools/test-qt --check` says: nothing when everything the widgets' tests need is installed, else one
    /// line naming what is missing and the apt-get command that installs it.
    static let missing: String? = {
        guard let check = try? Run(program: tool, ["--check"], environment: ProcessInfo.processInfo.environment) else {
            return "Qt tests skipped: tools/test-qt could not be run"
        }
        return check.status == 0 ? nil : check.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    @Test(
        "the widgets built with CMake and their Qt Test programs run",
        .enabled(if: missing == nil, Comment(rawValue: missing ?? "")))
    func widgetsBuiltAndTested() throws {
        let library = try Library.linked.get()
        let run = try Run(
            program: Self.tool,
            [library.path, Library.products.appendingPathComponent("qt-tests").path],
            environment: ProcessInfo.processInfo.environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("test-qt: the Qt widgets' tests passed"), "\(run.stdout)")
    }
}
