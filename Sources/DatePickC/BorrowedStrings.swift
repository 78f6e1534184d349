import Glibc

/// The C strings an object lends its caller (`const char *`), each made once from its text and kept until the
/// object changes in a way that may change it, or is freed: a UI that reads the same labels every frame makes
/// no allocation after the first.
final class BorrowedStrings {
    /// What a lent string is; with its key, the text it was made from stays the same.
    enum Key: Hashable {
        case mode, locale, calendar, timeZone, heading
        case field(Int)
        case title(Int)
        case weekday(Int, wide: Bool)
        /// A row's label, of the rows a wheel had (told apart by their identity).
        case row(wheel: Int, row: Int, rows: ObjectIdentifier)
        /// What changes with the value: unit labels, adjustments, compact texts, a calendar's days.
        case unit(Int)
        case adjustment(Int, part: Int)
        case compactDate, compactTime
        case day(week: Int, column: Int)
    }

    private var strings: [Key: UnsafeMutablePointer<CChar>] = [:]

    deinit {
        for string in strings.values { free(string) }
    }

    /// The string lent for `key`, made from `text` the first time.
    func lend(_ key: Key, _ text: () -> String?) -> UnsafePointer<CChar>? {
        if let known = strings[key] { return UnsafePointer(known) }
        guard let text = text(), let made = strdup(text) else { return nil }
        strings[key] = made
        return UnsafePointer(made)
    }

    /// Frees the strings of keys that the last change may have changed: those of the value, and the labels of
    /// rows a wheel no longer holds.
    func forgetChanged(currentRows: [ObjectIdentifier]) {
        for (key, string) in strings {
            let stale: Bool =
                switch key {
                case .mode, .locale, .calendar, .timeZone, .field, .title, .weekday: false
                case .row(let wheel, _, let rows): wheel >= currentRows.count || currentRows[wheel] != rows
                case .heading, .unit, .adjustment, .compactDate, .compactTime, .day: true
                }
            if stale {
                free(string)
                strings[key] = nil
            }
        }
    }
}

/// A newly allocated copy of text for the caller, who frees it with `dp_string_free`.
func copied(_ text: String) -> UnsafeMutablePointer<CChar>? {
    strdup(text)
}

/// Sets `*error` to a newly allocated message, where the caller asked for one.
func fail(_ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ message: String) {
    error?.pointee = strdup(message)
}

/// Text from the caller: nil for NULL, and a message for bytes that are not UTF-8.
func text(_ pointer: UnsafePointer<CChar>?, _ what: String) -> Result<String, CallError> {
    guard let pointer else { return .failure(CallError("\(what): NULL")) }
    guard let text = String(validatingCString: pointer) else { return .failure(CallError("\(what): not UTF-8 text")) }
    return .success(text)
}

/// Why a call was refused, in one line.
struct CallError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
