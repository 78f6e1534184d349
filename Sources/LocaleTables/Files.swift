import CalendarEngine
import FoundationEssentials
import Glibc

/// Writing the files the package makes (the conformance tables, the gallery): atomically, leaving a file that
/// already holds its bytes alone, and with one clear error for a file that cannot be written.
package enum Files {
    /// A file that could not be written, and why.
    package struct FileWriteError: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "cannot write \(LocaleError.printable(path)): \(reason)" }

        /// The error of a system call that just failed on `path`, as `errno` names it.
        static func system(_ path: String) -> FileWriteError {
            FileWriteError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Makes a directory and its parents, or says in a ``FileWriteError`` why it cannot (rather than
    /// FoundationEssentials' `CocoaError` dump).
    package static func makeDirectory(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch let error as CocoaError {
            let reason = (error.userInfo["NSUnderlyingError"] as? POSIXError).map {
                String(cString: strerror($0.code.rawValue))
            }
            throw FileWriteError(path: url.path, reason: reason ?? "the directory cannot be made")
        }
    }

    /// Writes text to a file, replacing it. A file that already holds exactly this text is left alone (its
    /// modification time too, so tools that watch it see no change).
    ///
    /// Not `Data.write(to:)`, which syncs every file to disk (`fsync`): for 805 regenerated tables that was
    /// about a tenth of `datepick tables`'s time, for files that are rebuilt, not precious.
    package static func writeFile(_ text: String, to url: URL) throws {
        var text = text
        try text.withUTF8 { try writeFile(UnsafeRawBufferPointer($0), path: url.path) }
    }

    /// ``writeFile(_:to:)`` for UTF-8 bytes already made, as the tables are written: no `String` to build.
    package static func writeFile(_ bytes: [UInt8], to url: URL) throws {
        try bytes.withUnsafeBytes { try writeFile($0, path: url.path) }
    }

    /// A new file is created where it goes. Anything already there with other bytes (or a link, or a
    /// read-only file) is replaced whole: the bytes go to a new file beside it, renamed over it, so a link is
    /// replaced rather than written through (a symlinked or hard-linked table must not change its target), and
    /// a reader never sees half a file.
    private static func writeFile(_ bytes: UnsafeRawBufferPointer, path: String) throws {
        if holds(bytes, path) { return }
        if try create(bytes, at: path) { return }
        let temporary = path + ".datepick-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard try create(bytes, at: temporary) else {
            throw FileWriteError(path: temporary, reason: "a file of that name is in the way")
        }
        guard rename(temporary, path) == 0 else {
            let error = FileWriteError.system(path)
            unlink(temporary)
            throw error
        }
    }

    /// Creates a file holding `bytes`, or returns false, writing nothing, if something is already at `path`.
    /// Created as `Data.write(to:)` creates files (0o666 less the umask); removed again if writing fails.
    private static func create(_ bytes: UnsafeRawBufferPointer, at path: String) throws -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor < 0 && errno == EEXIST { return false }
        guard descriptor >= 0 else { throw FileWriteError.system(path) }
        var closed = false
        defer { if !closed { close(descriptor) } }
        func failure() -> FileWriteError {
            let error = FileWriteError.system(path)
            unlink(path)
            return error
        }
        var written = 0
        while written < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            written += count
        }
        // Some file systems report a failed write only when the file is closed (NFS, quotas).
        closed = true
        guard close(descriptor) == 0 else { throw failure() }
        return true
    }

    /// Whether the file at `path` holds exactly `expected` (false if it cannot be read).
    private static func holds(_ expected: UnsafeRawBufferPointer, _ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size == expected.count else { return false }
        // One byte more than expected, to see the end of the file where the size said it would be.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: expected.count + 1, alignment: 1)
        defer { buffer.deallocate() }
        var count = 0
        while count < buffer.count {
            let read = Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        return count == expected.count && (count == 0 || memcmp(buffer.baseAddress!, expected.baseAddress!, count) == 0)
    }
}
