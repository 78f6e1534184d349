import Foundation
import Testing

/// The public API of each library is checked in under `API/` (`APIListing`), so every change to it is a diff
/// a reviewer sees. This test lists the modules of the build it runs in and fails where `API/` differs;
/// `tools/api` runs it with `DATEPICK_RECORD_API=1`, which writes the listing instead.
@Suite("API listing")
struct APIListingTests {
    static let directory = ReadmeTests.root.appendingPathComponent("API")
    static let record = ProcessInfo.processInfo.environment["DATEPICK_RECORD_API"] == "1"

    /// Every library product's module (Package.swift). The command line's own modules (ArgumentParsing,
    /// PickerArguments) are the package's business, `package` not `public`, and have no public API to list.
    static func modules() throws -> [String] {
        let manifest = try String(contentsOf: ReadmeTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return manifest.matches(of: /\.library\(name: "(\w+)"/).map { String($0.output.1) }.sorted()
    }

    /// Each module's listing, from symbol graphs extracted into a temporary directory.
    static func listings() throws -> [String: String] {
        let graphs = FileManager.default.temporaryDirectory.appendingPathComponent("datepick-api-\(getpid())")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: graphs) }
        var listings: [String: String] = [:]
        for module in try modules() {
            let output = graphs.appendingPathComponent(module)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let run = try BuildModules.run(
                "swift-symbolgraph-extract",
                [
                    "-module-name", module, "-target", BuildModules.triple, "-minimum-access-level", "public",
                    // Members a type gets from its protocols' extensions are the protocols' API, not the module's.
                    "-skip-synthesized-members", "-output-dir", output.path,
                ] + BuildModules.searchArguments)
            try #require(run.status == 0, "swift-symbolgraph-extract failed on \(module):\n\(run.stderr)")
            let files = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
                .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
            listings[module] = try APIListing.make(module: module, symbolGraphs: files)
        }
        return listings
    }

    @Test func listingMatchesTheBuild() throws {
        let listings = try Self.listings()
        for (module, text) in listings {
            // Only the header: the symbol graph was not read (and an empty listing would be recorded).
            #expect(text.split(separator: "\n").count > 1, "\(module)'s listing has no declaration")
        }
        let checkedIn = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }
        if Self.record {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            for file in checkedIn where listings[String(file.dropLast(4))] == nil {
                try FileManager.default.removeItem(at: Self.directory.appendingPathComponent(file))
            }
            for (module, text) in listings {
                try text.write(
                    to: Self.directory.appendingPathComponent(module + ".txt"), atomically: true, encoding: .utf8)
            }
            return
        }
        for file in checkedIn where listings[String(file.dropLast(4))] == nil {
            Issue.record("API/\(file) lists a module that is no longer a library: run tools/api")
        }
        for (module, text) in listings.sorted(by: { $0.key < $1.key }) {
            let file = Self.directory.appendingPathComponent(module + ".txt")
            guard let old = try? String(contentsOf: file, encoding: .utf8) else {
                Issue.record("API/\(module).txt is missing: run tools/api")
                continue
            }
            if old != text {
                Issue.record(
                    """
                    \(module)'s public API is not what API/\(module).txt lists: run tools/api and commit the diff
                    \(Self.difference(old, text).prefix(20).joined(separator: "\n"))
                    """)
            }
        }
    }

    /// The lines only the old listing has (`-`) and only the new one has (`+`), in order; both are sorted and
    /// hold each line once, so this is the whole difference.
    static func difference(_ old: String, _ new: String) -> [String] {
        let oldLines = old.split(separator: "\n"), newLines = new.split(separator: "\n")
        let kept = Set(oldLines).intersection(newLines)
        return oldLines.filter { !kept.contains($0) }.map { "- " + $0 }
            + newLines.filter { !kept.contains($0) }.map { "+ " + $0 }
    }
}
