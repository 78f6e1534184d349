import Foundation
import FuzzTargets

#if FUZZING
/// libFuzzer's driver (in the fuzzer runtime that -sanitize=fuzzer links).
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// One input; the harness is chosen by the FUZZ_TARGET environment variable.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let target = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "picker"
    FuzzTargets.run(target, data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// SwiftPM links executables with their entry point renamed (for testing), which rules out libFuzzer's own
/// main; this entry point hands the command line to libFuzzer's driver instead.
@main
enum Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}
#else
/// Without libFuzzer: replays files through a harness (`datepick-fuzz TARGET FILE...`).
@main
enum FuzzReplay {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let target = arguments.first, FuzzTargets.names.contains(target) else {
            FileHandle.standardError.write(
                Data("usage: datepick-fuzz \(FuzzTargets.names.joined(separator: "|")) FILE...\n".utf8))
            exit(64)
        }
        for path in arguments.dropFirst() {
            FuzzTargets.run(target, Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        }
    }
}
#endif
