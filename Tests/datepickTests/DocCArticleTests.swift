import Foundation
import Testing

/// The Swift in the documentation catalogs (`Sources/<Module>/<Module>.docc/*.md`, which `tools/docs` builds)
/// compiles against the modules this build made, as that of README.md and docs/ does (`ReadmeTests`). An article
/// reads as one program, each block using what the blocks before it made, so the ```swift blocks of a page are
/// type-checked together, in order.
@Suite("DocC articles")
struct DocCArticleTests {
    /// Every page of every catalog, as paths from the repository's root.
    static let pages: [String] = {
        let sources = ReadmeTests.root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        return (enumerator?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") && $0.split(separator: "/").contains { $0.hasSuffix(".docc") } }
            .map { "Sources/" + $0 }
            .sorted()
    }()

    @Test func everyModuleThatShouldHaveOneHasACatalogWithAnArticle() {
        for module in ["CalendarEngine", "PickerModels"] {
            let catalog = "Sources/\(module)/\(module).docc/"
            #expect(Self.pages.contains(catalog + "\(module).md"), "\(catalog) has no landing page")
            #expect(Self.pages.contains(catalog + "GettingStarted.md"), "\(catalog) has no getting-started article")
        }
    }

    @Test(arguments: pages)
    func swiftBlocksCompile(page: String) throws {
        let blocks = try ReadmeTests.snippets(in: ReadmeTests.root.appendingPathComponent(page))
        if page.hasSuffix("GettingStarted.md") {
            #expect(blocks.count >= 2, "\(page): its ```swift blocks were not found")
        }
        guard !blocks.isEmpty else { return }
        // One directory per page: the pages are checked in parallel.
        let name = page.replacingOccurrences(of: "/", with: "_")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "datepick-docc-\(getpid())-\(name)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The only file compiled, so top-level code, as a reader would paste the page's blocks.
        let file = directory.appendingPathComponent("page.swift")
        try blocks.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let run = try BuildModules.run("swiftc", ["-typecheck"] + BuildModules.searchArguments + [file.path])
        #expect(
            run.status == 0, "\(page): its Swift does not compile:\n\(blocks.joined(separator: "\n"))\n\(run.stderr)")
    }
}
