internal import CICU

/// Text compared as a person typing it means it: without case or accents.
public enum TextMatching {
    /// The text case-folded (ICU's full case folding) and decomposed (NFD) with its combining marks removed:
    /// `É`, `é` and `e` all give `e`; `ÖS` gives `os`. The text itself when ICU cannot fold it.
    public static func folded(_ text: String) -> String {
        guard
            let decomposed = try? withUChars(
                text,
                { chars, length in
                    try icuString("unorm2_normalize") { buffer, capacity, status in
                        dp_unorm2_normalizeNFD(chars, length, buffer, capacity, &status)
                    }
                }),
            let folded = try? withUChars(
                decomposed,
                { chars, length in
                    try icuString("u_strFoldCase") { buffer, capacity, status in
                        dp_u_strFoldCase(buffer, capacity, chars, length, 0, &status)
                    }
                })
        else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(
            contentsOf: folded.unicodeScalars.filter { $0.properties.canonicalCombiningClass == .notReordered })
        return String(scalars)
    }
}
