import PickerModels
import CalendarEngine
import Glibc

/// The C strings an object lends its caller (`const char *`), each made once from its text and kept while that text
/// stays the same: a UI that reads the same labels every frame, or steps a wheel back and forth and reads the rows
/// in view after each step, makes no allocation after the first time it has seen each label.
///
/// The header promises a lent string until the next change of the object that lent it. A change only moves the
/// object on to a new ``generation``; a string lent before it is checked against its text when it is next asked
/// for, kept when the text is the same and replaced when not. Nothing is freed at the change itself, so a
/// change costs the same however many strings were lent.
final class BorrowedStrings {
    /// What a lent string is; with its key, the text it was made from stays the same.
    enum Key: Hashable {
        case mode, locale, calendar, timeZone, heading, unavailable
        case field(Int)
        case title(Int)
        case weekday(Int, wide: Bool)
        /// What changes with the value: unit labels, adjustments, compact texts, a calendar's days (and the zone,
        /// above, which the zone wheel changes).
        case unit(Int)
        case adjustment(Int, part: Int)
        case compactDate, compactTime, compactText
        case day(week: Int, column: Int)
        /// The id a row of a list ICU knows stands for (`Asia/Tokyo`), which its label names.
        case value(wheel: Int, row: Int)
        /// A calendar's full name of a day cell, a week's number in the locale's digits, the week numbers' title.
        case dayName(week: Int, column: Int)
        case weekLabel(Int)
        case weekTitle
        case adjacentHeading(next: Bool)
        /// A typed field's: a segment's text and placeholder, and why it holds no value.
        case segment(Int)
        case placeholder(Int)
        case problem

        /// Whether the text of the key can change when the object does.
        var changes: Bool {
            switch self {
            case .mode, .locale, .calendar, .unavailable, .field, .title, .weekday, .weekTitle, .value, .placeholder:
                false
            // The zone changes with the zone wheel's selection.
            case .timeZone, .heading, .unit, .adjustment, .compactDate, .compactTime, .compactText, .day, .dayName,
                .weekLabel, .adjacentHeading, .segment, .problem:
                true
            }
        }
    }

    private struct Lent {
        var string: UnsafeMutablePointer<CChar>
        /// The generation in which the string was last found to hold its key's text.
        var checked: UInt64
    }

    /// The labels lent of one set of a wheel's rows, kept while a wheel may come back to them (the days of the
    /// month stepped back to, which the picker's row cache hands back as the same rows).
    private struct LentRows {
        /// The rows, held so that their storage, whose identity tells them apart, lives as long as their labels:
        /// no rows made later can take the same identity while the labels are kept.
        let rows: PickerRows
        /// A label for each row, nil until it is first lent. A buffer, not an array, so that a read finds a label
        /// without a reference to count; freed with the set (``release()``).
        let labels: UnsafeMutableBufferPointer<UnsafeMutablePointer<CChar>?>
        /// The last generation in which a label of these rows was lent.
        var used: UInt64

        init(_ rows: PickerRows, used: UInt64) {
            self.rows = rows
            labels = .allocate(capacity: rows.count)
            labels.initialize(repeating: nil)
            self.used = used
        }

        func release() {
            for label in labels { free(label) }
            labels.deallocate()
        }
    }

    /// How many sets of rows each wheel keeps the labels of: the rows it shows, and a few it showed before.
    private static let rowSetsPerWheel = 4

    // Used only under the lock of the object that lends the strings, which keeps the accesses exclusive: their
    // checks at run time are left out.
    @exclusivity(unchecked) private var strings: [Key: Lent] = [:]
    /// By wheel, the rows whose labels were lent.
    @exclusivity(unchecked) private var rowLabels: [[LentRows]] = []
    /// By wheel, the labels of the rows it shows, the identity of those rows, and the generation they were found
    /// in: a wheel's rows change only when the object does, so within a generation a label is found without asking
    /// the rows anything.
    @exclusivity(unchecked) private var shown: [Shown] = []

    private struct Shown {
        var labels: UnsafeMutableBufferPointer<UnsafeMutablePointer<CChar>?>
        var rows: ObjectIdentifier?
        var generation: UInt64
    }
    /// Counts the object's changes.
    @exclusivity(unchecked) private(set) var generation: UInt64 = 0

    deinit {
        for lent in strings.values { free(lent.string) }
        for wheel in rowLabels {
            for rows in wheel { rows.release() }
        }
    }

    /// Notes that the object changed: strings of keys that change are checked against their text before they are
    /// lent again, and rows no wheel has shown since may have their labels freed.
    func changed() {
        generation &+= 1
    }

    /// After a change, the rows a wheel shows: when they are the rows it showed before, their labels are found
    /// again at once (most changes move one wheel's selection and leave the others' rows as they were).
    func keep(wheel: Int, showing rows: PickerRows) {
        guard wheel < shown.count, shown[wheel].generation == generation &- 1, shown[wheel].rows == rows.identity
        else { return }
        shown[wheel].generation = generation
    }

    /// The string lent for `key`, made from `text`, or nil when there is no text.
    func lend(_ key: Key, _ text: () -> String?) -> UnsafePointer<CChar>? {
        if let lent = strings[key] {
            if !key.changes || lent.checked == generation { return UnsafePointer(lent.string) }
            // Lent before the last change: still good if its text is.
            if let text = text(), Self.holds(lent.string, text) {
                strings[key]?.checked = generation
                return UnsafePointer(lent.string)
            }
            free(lent.string)
            strings[key] = nil
        }
        guard let text = text(), let made = strdup(text) else { return nil }
        strings[key] = Lent(string: made, checked: generation)
        return UnsafePointer(made)
    }

    /// The label of a row of a wheel if it was lent in this generation, else nil: what most reads find, a UI
    /// drawing the same rows every frame. Then ``lendRow(wheel:row:of:)`` lends it.
    func lentLabel(wheel: Int, row: Int) -> UnsafePointer<CChar>? {
        guard wheel < shown.count, shown[wheel].generation == generation, row < shown[wheel].labels.count else {
            return nil
        }
        return shown[wheel].labels[row].map { UnsafePointer($0) }
    }

    /// The label of row `row` of `rows`, the rows wheel `wheel` shows now (asked for only the first time in a
    /// generation, and for a label not lent before).
    func lendRow(wheel: Int, row: Int, of rows: @autoclosure () -> PickerRows) -> UnsafePointer<CChar>? {
        if wheel >= rowLabels.count {
            rowLabels += Array(repeating: [], count: wheel + 1 - rowLabels.count)
            shown += Array(
                repeating: Shown(labels: UnsafeMutableBufferPointer(start: nil, count: 0), rows: nil, generation: .max),
                count: wheel + 1 - shown.count)
        }
        if shown[wheel].generation != generation {
            let rows = rows()
            shown[wheel] = Shown(labels: labels(of: rows, wheel: wheel), rows: rows.identity, generation: generation)
        }
        let labels = shown[wheel].labels
        if let label = labels[row] { return UnsafePointer(label) }
        guard let made = strdup(rows().label(at: row)) else { return nil }
        labels[row] = made
        return UnsafePointer(made)
    }

    /// The labels of `rows`, a wheel's rows now, made if they have none.
    private func labels(of rows: PickerRows, wheel: Int) -> UnsafeMutableBufferPointer<UnsafeMutablePointer<CChar>?> {
        let identity = rows.identity
        var set = 0
        while set < rowLabels[wheel].count, rowLabels[wheel][set].rows.identity != identity { set += 1 }
        if set == rowLabels[wheel].count { set = admit(rows, wheel: wheel) }
        rowLabels[wheel][set].used = generation
        return rowLabels[wheel][set].labels
    }

    /// Makes room for the labels of rows a wheel shows now, and returns their place: the least recently used set of
    /// rows goes when the wheel has its fill. Its labels were lent before the last change (since it, the wheel has
    /// shown these rows alone), so they may be freed.
    private func admit(_ rows: PickerRows, wheel: Int) -> Int {
        let entry = LentRows(rows, used: generation)
        guard rowLabels[wheel].count >= Self.rowSetsPerWheel,
            let oldest = rowLabels[wheel].indices.min(by: { rowLabels[wheel][$0].used < rowLabels[wheel][$1].used })
        else {
            rowLabels[wheel].append(entry)
            return rowLabels[wheel].count - 1
        }
        rowLabels[wheel][oldest].release()
        rowLabels[wheel][oldest] = entry
        return oldest
    }

    /// Whether a C string holds exactly the UTF-8 of `text`.
    private static func holds(_ string: UnsafeMutablePointer<CChar>, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            strlen(string) == bytes.count && (bytes.isEmpty || memcmp(string, bytes.baseAddress!, bytes.count) == 0)
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

/// One of a set of words from the caller (a key's name, a selection mode): the case it names, or a message naming
/// the words there are (`unknown key 'Tab'; use ArrowLeft, …`).
func word<Word: RawRepresentable<String> & CaseIterable>(
    _ pointer: UnsafePointer<CChar>?, _ what: String, of: Word.Type
) -> Result<Word, CallError> {
    text(pointer, what).flatMap { name in
        guard let named = Word(rawValue: name) else {
            return .failure(
                CallError(
                    "unknown \(what) '\(LocaleError.printable(name))'; use "
                        + Word.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        return .success(named)
    }
}

/// Why a call was refused, in one line.
struct CallError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
