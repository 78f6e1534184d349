import Foundation
import FuzzTargets

#if FUZZING
/// libFuzzer's entry point; the harness is chosen by the FUZZ_TARGET environment variable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "picker"
    FuzzTargets.run(target, Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
/// Without libFuzzer: replays files through a harness (`datepick-fuzz TARGET FILE...`).
@main
enum FuzzReplay {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let target = arguments.first, FuzzTargets.names.contains(target) else {
            FileHandle.standardError.write(Data("usage: datepick-fuzz \(FuzzTargets.names.joined(separator: "|")) FILE...\n".utf8))
            exit(64)
        }
        for path in arguments.dropFirst() {
            FuzzTargets.run(target, Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        }
    }
}
#endif
