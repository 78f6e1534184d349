import Glibc

/// C strings in static storage, as the header calls them: made once, from texts that never change, and never
/// freed, so that a caller may keep them for as long as the library is loaded.
///
/// `@unchecked Sendable`: the pointers are only read after the strings are made, never written through or freed,
/// so any number of threads may read them at once.
struct StaticStrings: @unchecked Sendable {
    private let strings: [UnsafePointer<CChar>?]

    /// Copies each text once (nil stays NULL).
    init(_ texts: [String?]) {
        strings = texts.map { text in text.flatMap { strdup($0) }.map { UnsafePointer($0) } }
    }

    /// The string at an index, or nil (NULL) out of range.
    subscript(index: Int) -> UnsafePointer<CChar>? {
        strings.indices.contains(index) ? strings[index] : nil
    }
}
