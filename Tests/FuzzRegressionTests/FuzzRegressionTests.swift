import Foundation
import FuzzTargets
import Testing

/// Every file in Tests/FuzzCorpus/<target>/ (the seeds, and each input a fuzzer ever crashed on) runs through
/// its harness: a crash or a broken invariant fails the run.
@Suite("Fuzz corpus replay")
struct FuzzRegressionTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpus")

    @Test(arguments: FuzzTargets.names)
    func corpusReplays(_ target: String) throws {
        let folder = Self.corpus.appendingPathComponent(target)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!files.isEmpty)
        for file in files {
            FuzzTargets.run(target, Array(try Data(contentsOf: folder.appendingPathComponent(file))))
        }
    }
}
