internal import CICU

/// A locale's alphabetic index, by ICU's `AlphabeticIndex`: the letters a long list is jumped through (A–Z in
/// English, あかさたな… in Japanese, А–Я in Russian), taken from CLDR's index exemplar characters, and the bucket
/// each string falls in by the locale's collation (`Ä` under A in German, after Z in Swedish).
///
/// ```swift
/// let index = try AlphabeticIndex(locale: "ja")
/// index.buckets.map(\.label)        // ["…", "あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "…"]
/// index.buckets[index.bucket(of: "とうきょう")].label   // "た"
/// ```
///
/// Built once, an index is read only: it is `Sendable` and may be read from several threads.
public struct AlphabeticIndex: Sendable {
    /// What a bucket holds.
    public enum Kind: Hashable, Sendable {
        /// The strings under one of the locale's letters.
        case letter
        /// What sorts before the first letter (digits, punctuation); labelled `…`.
        case underflow
        /// What sorts between two scripts' letters; labelled `…`.
        case inflow
        /// What sorts after the last letter (other scripts); labelled `…`.
        case overflow
    }

    /// One bucket: its label and kind.
    public struct Bucket: Hashable, Sendable {
        /// The label shown in the index (`A`, `あ`, `…`).
        public var label: String
        /// Whether it is one of the locale's letters, or a bucket for what sorts outside them.
        public var kind: Kind
    }

    /// The locale id as given.
    public let locale: String
    /// Every bucket, in the locale's collation order: the underflow bucket first, the overflow bucket last.
    public let buckets: [Bucket]
    private let index: ICUAlphabeticIndex

    /// The index of a locale.
    ///
    /// - Throws: ``LocaleError`` when the id is refused (as ``LocaleProfiles/profile(for:)`` refuses it) or ICU
    ///   cannot build the index.
    public init(locale: String) throws(LocaleError) {
        let resolved = try ResolvedLocale(locale)
        do {
            index = try ICUAlphabeticIndex(locale: resolved.icuID)
            buckets = try (0..<index.count).map(index.bucket)
        } catch {
            throw .icuFailure(locale, message: "\(error)")
        }
        self.locale = locale
    }

    /// The position in ``buckets`` of the bucket a string falls in, by the locale's collation.
    public func bucket(of text: String) -> Int {
        index.bucketIndex(of: text)
    }
}

/// An open `AlphabeticIndex::ImmutableIndex`, closed when released.
///
/// `@unchecked Sendable`: ICU documents the immutable index as safe to read from several threads, and it is never
/// changed after it is built.
private final class ICUAlphabeticIndex: @unchecked Sendable {
    let handle: OpaquePointer

    init(locale: String) throws {
        var status = DP_U_ZERO_ERROR
        let opened = dp_alphaindex_open(locale, &status)
        try status.check("AlphabeticIndex(\(locale))")
        guard let opened else { throw ICUError(code: DP_U_INTERNAL_PROGRAM_ERROR, call: "AlphabeticIndex") }
        handle = opened
    }

    deinit { dp_alphaindex_close(handle) }

    var count: Int { Int(dp_alphaindex_getBucketCount(handle)) }

    func bucket(_ position: Int) throws -> AlphabeticIndex.Bucket {
        var type: Int32 = 0
        let label = try icuString("AlphabeticIndex.getBucket(\(position))", initialCapacity: 16) {
            dp_alphaindex_getBucketLabel(handle, Int32(position), $0, $1, &type, &$2)
        }
        let kind: AlphabeticIndex.Kind =
            switch type {
            case DP_U_ALPHAINDEX_UNDERFLOW: .underflow
            case DP_U_ALPHAINDEX_INFLOW: .inflow
            case DP_U_ALPHAINDEX_OVERFLOW: .overflow
            default: .letter
            }
        return AlphabeticIndex.Bucket(label: label, kind: kind)
    }

    func bucketIndex(of text: String) -> Int {
        withUChars(text) { chars, length in
            var status = DP_U_ZERO_ERROR
            let bucket = Int(dp_alphaindex_getBucketIndex(handle, chars, length, &status))
            // Only a failed allocation fails here; the overflow bucket is where ICU puts what it cannot place.
            return status.isSuccess && bucket >= 0 ? bucket : count - 1
        }
    }
}
