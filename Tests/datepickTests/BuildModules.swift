import Foundation
import TestSupport

/// The modules this build made, and how a toolchain program run from the tests finds them: the Swift modules
/// in `Modules/` and the C shim's module map, which CalendarEngine's module refers to (`internal import CICU`)
/// and so every module above it.
enum BuildModules {
    /// The build's products directory (`.build/<triple>/<configuration>`), where the datepick binary is.
    static let directory = Run.binary.deletingLastPathComponent()

    /// The triple the build was made for: the products directory's parent is named after it.
    static var triple: String { directory.deletingLastPathComponent().lastPathComponent }

    /// The options that let `swiftc` or `swift-symbolgraph-extract` import the build's modules.
    static var searchArguments: [String] {
        [
            "-I", directory.appendingPathComponent("Modules").path,
            "-Xcc", "-fmodule-map-file=" + directory.appendingPathComponent("CICU.build/module.modulemap").path,
            "-I", ReadmeTests.root.appendingPathComponent("Sources/CICU/include").path,
        ]
    }

    /// Runs a program of the toolchain (found on PATH) and returns its exit status and what it wrote on stderr;
    /// stdout is dropped.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        // env's status for a program it cannot find.
        if process.terminationStatus == 127 {
            return (127, "\(tool) is not on PATH: it comes with the Swift toolchain (/opt/swift/usr/bin)\n\(message)")
        }
        return (process.terminationStatus, message)
    }
}
