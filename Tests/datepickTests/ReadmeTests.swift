import Foundation
import Testing

/// The README's Swift snippets compile as written: each ```swift block is type-checked against the modules this
/// build made, so a renamed API or a value the snippet never defines fails here, not in a reader's hands.
@Suite("README snippets")
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

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

    @Test func swiftSnippetsCompile() throws {
        let snippets = try Self.snippets(in: Self.root.appendingPathComponent("README.md"))
        #expect(snippets.count >= 2, "the README's Swift snippets were not found")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("datepick-readme-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, snippet) in snippets.enumerated() {
            let file = directory.appendingPathComponent("snippet\(index).swift")
            try snippet.write(to: file, atomically: true, encoding: .utf8)
            let (status, message) = try BuildModules.run(
                "swiftc", ["-typecheck"] + BuildModules.searchArguments + [file.path])
            #expect(status == 0, "README snippet \(index + 1) does not compile:\n\(snippet)\n\(message)")
        }
    }

    /// The GTK example the README shows is the file the GTK tests run (gtk/tests/test_form.py), to the byte.
    @Test func theGTKExampleIsTheOneTheTestsRun() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("examples/meeting.py"), encoding: .utf8)
        #expect(readme.contains("```python\n" + example + "```\n"))
    }
}
