import Foundation
import Testing

/// The README and the pages of `docs/` hold what the code does: their Swift snippets compile as written (each
/// ```swift block is type-checked against the modules this build made, so a renamed API or a value the snippet
/// never defines fails here, not in a reader's hands), the examples they show are the files the tests run, and
/// their relative links lead somewhere.
@Suite("README and docs")
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md, BENCHMARKS.md and every page of docs/, as paths from the repository's root.
    static let pages: [String] = {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "BENCHMARKS.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// A page's text.
    static func text(_ page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    /// The ```swift blocks of a Markdown file, in order.
    static func snippets(in file: URL) throws -> [String] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        var blocks: [String] = [], current: [Substring]?
        for line in lines {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func thePagesAreThere() {
        for page in ["cli", "json", "swift", "c-api", "gtk", "qt", "models", "errors", "architecture", "testing"] {
            #expect(Self.pages.contains("docs/\(page).md"), "docs/\(page).md is missing")
        }
        // The measurements keep the name the issues and the developers' guide give them.
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("BENCHMARKS.md").path))
    }

    /// The two commands a newcomer runs first, in the README's first code block, as CI runs them.
    @Test func theReadmeStartsWithRunAndTest() throws {
        let readme = try Self.text("README.md")
        let block = try #require(
            readme.components(separatedBy: "```sh\n").dropFirst().first?
                .components(separatedBy: "```").first)
        #expect(block.contains("swift run datepick --locale ja_JP") && block.contains("swift test"), "\(block)")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 150, "a front door")
    }

    @Test(arguments: pages)
    func swiftSnippetsCompile(page: String) throws {
        let snippets = try Self.snippets(in: Self.root.appendingPathComponent(page))
        if ["docs/swift.md", "docs/models.md"].contains(page) {
            #expect(!snippets.isEmpty, "\(page): its Swift snippets were not found")
        }
        // One directory per page: the pages are checked in parallel.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "datepick-docs-\(getpid())-\(page.replacingOccurrences(of: "/", with: "_"))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, snippet) in snippets.enumerated() {
            let file = directory.appendingPathComponent("snippet\(index).swift")
            try snippet.write(to: file, atomically: true, encoding: .utf8)
            let (status, message) = try BuildModules.run(
                "swiftc", ["-typecheck"] + BuildModules.searchArguments + [file.path])
            #expect(status == 0, "\(page): snippet \(index + 1) does not compile:\n\(snippet)\n\(message)")
        }
    }

    /// Every relative link and picture of a page names a file or directory of the repository (a page moved into
    /// docs/ reaches the rest with `../`), and a link to a heading of a page names one it has.
    @Test(arguments: pages)
    func relativeLinksResolve(page: String) throws {
        let text = try Self.text(page)
        let base = Self.root.appendingPathComponent(page).deletingLastPathComponent()
        for match in text.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.output.1)
            guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file =
                parts[0].isEmpty
                ? Self.root.appendingPathComponent(page)
                : base.appendingPathComponent(
                    String(parts[0]))
            #expect(FileManager.default.fileExists(atPath: file.path), "\(page): \(target) leads nowhere")
            if parts.count == 2, file.pathExtension == "md", let linked = try? String(contentsOf: file, encoding: .utf8)
            {
                #expect(Self.anchors(linked).contains(String(parts[1])), "\(page): \(target) names no heading")
            }
        }
    }

    /// The anchors GitHub gives a page's headings: lower case, spaces as hyphens, punctuation dropped.
    static func anchors(_ text: String) -> Set<String> {
        Set(
            text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                return String(
                    title.compactMap {
                        $0 == " " ? "-" : $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : nil
                    })
            })
    }

    /// The GTK example docs/gtk.md shows is the file the GTK tests run (gtk/tests/test_form.py), to the byte.
    @Test func theGTKExampleIsTheOneTheTestsRun() throws {
        let page = try Self.text("docs/gtk.md")
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("examples/meeting.py"), encoding: .utf8)
        #expect(page.contains("```python\n" + example + "```\n"))
    }

    /// The Vala and gjs examples docs/gtk.md shows are the files tools/test-gtk builds and runs, to the byte.
    @Test func theBindingsExamplesAreTheOnesTheTestsRun() throws {
        let page = try Self.text("docs/gtk.md")
        for (file, language) in [("examples/wheels.vala", "vala"), ("examples/wheels.js", "js")] {
            let example = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            #expect(page.contains("```\(language)\n" + example + "```\n"), "docs/gtk.md does not show \(file) as it is")
        }
    }
}
