import CalendarEngine
import FoundationEssentials

/// A typed date field (React Aria's `useDateFieldState`, Qt's QDateTimeEdit, macOS's textual style): the
/// value in the locale's own numeric pattern as segments, each a small spin button the keyboard edits.
///
/// ```swift
/// let picker = try DatePicker(DatePickerConfiguration(mode: .date, locale: "en_US", timeZone: "UTC"))
/// var field = DateFieldState(picker: picker)
/// field.text                      // "11/30/2026"
/// field.press(.up)                // the month: 12/30/2026
/// field.press(.character("2"))    // the month is 2, and the focus moves on to the day
/// field.problem                   // "February has no day 30" (the day is kept as typed)
/// ```
///
/// The segments come from ``CalendarEngine/CalendarContext/fieldPattern(date:time:seconds:)`` (`yMd`, `yM`
/// for yearAndMonth, `jm`/`jms`, both for dateAndTime); literal text between them is kept and cannot be
/// focused. The picker's value changes only when every segment is filled and the fields name a real moment
/// within the bounds; it then takes it as ``DatePicker/setDate(_:)`` does, so ``adjustments`` reports any
/// rounding to the minute interval as the wheels would. Until then ``problem`` says what is wrong, and no
/// segment the person typed is changed.
///
/// The Chinese and Dangi year (ICU's `r`, the related Gregorian year, or `U`, the cycle's name) takes the ISO
/// year in which the calendar year begins, as `r` writes it: `2026` types the year 丙午. Their months are typed
/// by number, the regular month; ↑/↓ reach the year's leap month after the month it repeats (`6`, `闰6`, `7`),
/// and the segment writes it as ICU does (`闰六月`, `윤6`). With the year empty a month takes any value a year
/// of the calendar has (13 in Hebrew; in Chinese and Dangi ↑/↓ also reach every leap month a year within sixty
/// of the picker's has), and a month the year then typed lacks is reported, not changed.
///
/// A wall time that happens twice (clocks going back) is the earlier instant until ↑ on the hour passes to the
/// later one (as React Aria cycles a zoned hour): ``repeatedTime`` says which, ``isRepeatedTime`` whether it
/// matters.
///
/// Placeholders: CLDR has none, so an empty segment shows neutral dashes, one per digit the segment takes
/// (`––` for a month, `––––` for a year), and two for the era and day period. What ICU does have does not serve:
/// its field display names (`udatpg_getFieldDisplayName`, the wheels' titles) are words (`Stunde`, `mes`) too
/// wide for a segment, and its localized pattern characters are pattern letters (`GyMd…`), not text a person
/// reads; React Aria's hand-written table (`mm/dd/yyyy`, `jj.mm.aaaa`) is what CLDR would have to hold.
public struct DateFieldState: Sendable {
    /// One segment of the field, in reading order.
    public struct Segment: Sendable, Hashable {
        /// The field the segment edits, or nil for literal text.
        public var field: DateField?
        /// What the segment shows: its value in the locale's digits or names, what was typed, or the
        /// placeholder when it is empty; the literal text for a literal.
        public var text: String
        /// What the segment shows when empty (neutral dashes), or nil for a literal.
        public var placeholder: String?
        /// Whether the segment can take the focus (false for literal text).
        public var isEditable: Bool { field != nil }
        /// Whether the segment is empty and shows its placeholder.
        public var isPlaceholder: Bool
    }

    /// The picker whose value the field edits; its value changes only on a complete, valid entry.
    public private(set) var picker: DatePicker

    mutating func setPicker(_ picker: DatePicker) { self.picker = picker }
    /// The pattern the segments come from.
    public let pattern: FieldPattern
    /// The index in ``segments`` of the focused segment (always an editable one).
    public internal(set) var focus: Int
    /// What was entered in each editable segment (by segment index): nil where empty.
    var values: [Int: Int] = [:]
    /// The digits typed into the focused segment since it got the focus.
    var typed = ""
    /// What the last key changed about the value it gave the picker (the wheels' ``Adjustment``s).
    public internal(set) var adjustments: [Adjustment] = []
    /// Which instant a wall time that happens twice means: the earlier until ↑ on its hour asks for the later.
    public internal(set) var repeatedTime: RepeatedTimeChoice = .earlier
    /// The segments (by index) whose month is the leap month that repeats its number (Chinese, Dangi).
    var leap: Set<Int> = []
    /// Whether the year segment is ICU's related Gregorian year or cyclic name (Chinese and Dangi `r`, `U`):
    /// its value is then the ISO year in which the calendar year begins.
    let yearIsRelated: Bool
    /// Whether the calendar's years may hold a leap month repeating a month's number (Chinese, Dangi): the month
    /// segment's value is then the month's number, and ``leap`` says whether it is the leap one.
    let hasLeapMonths: Bool
    /// The most months a year of the calendar has (13 in Hebrew, Chinese and Dangi), and the most regular ones.
    let mostMonths: Int, regularMonths: Int
    /// Why the last text given to ``setText(_:now:)`` was refused, until the next key or text: what ``problem``
    /// says first.
    var rejection: String?
    /// The field's line as the screen shows it (``screenOrder``), fixed at start: the segments' places do not
    /// move as they fill.
    var screen = BidiLine([], direction: .ltr)

    /// Makes a field showing the picker's value, or empty.
    ///
    /// - Parameters:
    ///   - picker: A picker in any mode but the countdown's (a ``DatePicker`` has none).
    ///   - empty: Start with every segment empty (`--empty`), the picker's value untouched until one is entered.
    public init(picker: DatePicker, empty: Bool = false) {
        self.picker = picker
        let context = picker.context, mode = picker.mode
        if mode == .yearAndMonth {
            pattern = FieldPattern(pattern: context.bestPattern("yM"), skeleton: "yM")
        } else {
            pattern = context.fieldPattern(
                date: mode.showsDate, time: mode.showsTime, seconds: picker.configuration.showsSeconds)
        }
        yearIsRelated = pattern.segments.contains {
            if case .field(.year, let symbol) = $0 { symbol.first == "r" || symbol.first == "U" } else { false }
        }
        // The calendar's months as ICU counts them in the years around the value (a leap year comes within
        // three years in the Hebrew, Chinese and Dangi calendars).
        let nearby = context.years(around: picker.calendarFields.year, radius: 3).map { context.months(of: $0.id) }
        hasLeapMonths = nearby.contains { $0.contains { $0.id.isLeap } }
        mostMonths = nearby.map(\.count).max() ?? 12
        regularMonths = nearby.map { $0.filter { !$0.id.isLeap }.count }.max() ?? 12
        focus = 0
        focus = editable.first ?? 0
        screen = Self.screenLine(of: self)
        if !empty {
            show(picker.calendarFields)
            if case .success(let resolved) = resolved(), resolved.resolution == .repeated,
                resolved.instant != picker.date.timeIntervalSince1970
            {
                repeatedTime = .later
            }
        }
    }

    /// The indices of the editable segments, in reading order.
    public var editable: [Int] {
        pattern.segments.indices.filter { if case .field = pattern.segments[$0] { true } else { false } }
    }

    /// The field of a segment, or nil for a literal.
    func field(at index: Int) -> DateField? {
        if case .field(let field, _) = pattern.segments[index] { field } else { nil }
    }

    func symbol(at index: Int) -> String {
        if case .field(_, let symbol) = pattern.segments[index] { symbol } else { "" }
    }

    /// The segment index of a field, if the pattern has it.
    func index(of field: DateField) -> Int? {
        editable.first { self.field(at: $0) == field }
    }

    /// The value entered for a field, or nil: the number the segment reads (the hour as its letter counts it,
    /// the month's ordinal in the year; the Chinese and Dangi year as the ISO year it begins in and their month
    /// by its number, ``isLeapMonth`` telling the leap one), the era's and day period's index.
    public func value(of field: DateField) -> Int? {
        index(of: field).flatMap { values[$0] }
    }

    /// The value entered in a segment, as ``value(of:)`` reads it (the number a spin button's value is, in the
    /// segment's ``range(at:)``), or nil for an empty segment, literal text or an index out of range.
    public func value(at index: Int) -> Int? { values[index] }

    // MARK: Showing

    /// The segments as the field shows them, in reading order (draw them in ``screenOrder``).
    public var segments: [Segment] {
        pattern.segments.indices.map { index in
            guard let field = field(at: index) else {
                if case .literal(let text) = pattern.segments[index] {
                    return Segment(field: nil, text: text, placeholder: nil, isPlaceholder: false)
                }
                return Segment(field: nil, text: "", placeholder: nil, isPlaceholder: false)
            }
            let placeholder = self.placeholder(at: index)
            if let value = values[index] {
                return Segment(
                    field: field, text: text(of: value, at: index), placeholder: placeholder, isPlaceholder: false)
            }
            if index == focus, !typed.isEmpty {
                // Digits that make no value yet (a 0 in the month) show as typed.
                let digits = typed.compactMap { $0.wholeNumberValue }.map { picker.profile.formatNumber($0) }.joined()
                return Segment(field: field, text: digits, placeholder: placeholder, isPlaceholder: false)
            }
            return Segment(field: field, text: placeholder, placeholder: placeholder, isPlaceholder: true)
        }
    }

    /// The whole field as one line of text.
    public var text: String { segments.map(\.text).joined() }

    func placeholder(at index: Int) -> String {
        guard let field = field(at: index) else { return "" }
        switch field {
        case .year: return "––––"
        case .era, .dayPeriod: return "––"
        default: return "––"
        }
    }

    func text(of value: Int, at index: Int) -> String {
        let profile = picker.profile
        switch field(at: index) {
        case .era:
            // ICU writes the era as the pattern's letters ask (ja `GGGGG` → R, H; fr's Buddhist `GGGGG` → EB, not
            // the abbreviated `E. B.`; ru's `G` in the format context, `от Диокл.`), from the start of a year of
            // the era within the supported years: its first, else the picker's year or a later one (an era that
            // began before them, as the Buddhist era did). Only an era with no such year reads its name. A segment
            // inside the line is not capitalized as a list item is (ICU capitalizes a pattern's first word only).
            let context = picker.context
            for year in [1, picker.calendarFields.year.year, 100, 1000, 2000] {
                if let month = context.months(of: YearID(era: value, year: year)).first,
                    context.supportedRange.contains(month.start)
                {
                    return context.format(month.start, pattern: symbol(at: index), asListItem: index == 0)
                }
            }
            let names = profile.eras.abbreviated
            return names.indices.contains(value) ? names[value] : profile.formatNumber(value)
        case .dayPeriod:
            return profile.amPm.indices.contains(value) ? profile.amPm[value] : profile.formatNumber(value)
        case .year:
            let symbol = symbol(at: index)
            if symbol.first == "U", let written = cyclicName(related: value, symbol: symbol, leading: index == 0) {
                return written
            }
            if symbol.first == "r" { return profile.formatNumber(value) }
            return symbol.count == 2 ? profile.formatNumber(value % 100, minimumDigits: 2) : profile.formatNumber(value)
        case .month where hasLeapMonths:
            // ICU writes the leap month with the locale's leap pattern (`闰六月`, `윤6`, `閏6`).
            let id = MonthID(month: value - 1, isLeap: leap.contains(index))
            return written(symbol(at: index), month: id, leading: index == 0)
                ?? profile.formatNumber(value, minimumDigits: min(symbol(at: index).count, 2))
        case .month where symbol(at: index).count >= 3:
            // A pattern that names the month (Hebrew `MMM`, Chinese `MMM`): ICU's name of that month of the year
            // entered (or the picker's year).
            let year = knownYear ?? picker.calendarFields.year
            return written(symbol(at: index), year: year, month: value, leading: index == 0)
                ?? profile.formatNumber(value)
        default:
            return profile.formatNumber(value, minimumDigits: min(symbol(at: index).count, 2))
        }
    }

    /// A year, or a month of it (its ordinal), as ICU writes it with a pattern's letters, from the first day
    /// of the year or month; nil when the calendar has no such year or month in the supported range.
    func written(_ symbol: String, year: YearID, month: Int? = nil, leading: Bool) -> String? {
        let context = picker.context
        let months = context.months(of: year)
        let index = month.map { $0 - 1 - monthsBefore(year) } ?? 0
        guard months.indices.contains(index), context.supportedRange.contains(months[index].start) else { return nil }
        return context.format(months[index].start, pattern: symbol, asListItem: leading)
    }

    /// A month by its id as ICU writes it with a pattern's letters: in the year entered (or the picker's), else
    /// in the year nearest the picker's that has it, within sixty (a leap month the year entered lacks, still
    /// shown as typed; its name is the same in every year). The search is centred on the picker's year, not the
    /// year being typed, so that the digits of a year typed so far (`2`, `20`, `202`) do not each send ICU
    /// through another century of months.
    func written(_ symbol: String, month id: MonthID, leading: Bool) -> String? {
        let context = picker.context, year = knownYear ?? picker.calendarFields.year
        if let month = context.months(of: year).first(where: { $0.id == id }) {
            return context.format(month.start, pattern: symbol, asListItem: leading)
        }
        let spans = context.years(around: picker.calendarFields.year, radius: 60)
        guard !spans.isEmpty else { return nil }
        let middle = spans.count / 2
        let byDistance = spans.indices.sorted { (abs($0 - middle), $0) < (abs($1 - middle), $1) }
        for index in byDistance {
            if let month = context.months(of: spans[index].id).first(where: { $0.id == id }) {
                return context.format(month.start, pattern: symbol, asListItem: leading)
            }
        }
        return nil
    }

    /// The cycle's name (`U`) of the Chinese or Dangi year that begins in an ISO year: ICU's name of the year
    /// with the same place in the sixty-year cycle nearest the picker's year.
    func cyclicName(related: Int, symbol: String, leading: Bool) -> String? {
        let context = picker.context
        guard let base = context.relatedYear(of: picker.calendarFields.year) else { return nil }
        let near = base + ((related - base) % 60 + 60 + 30) % 60 - 30
        return context.year(related: near).flatMap { written(symbol, year: $0, leading: leading) }
    }

    /// Fills the segments from wall-clock fields.
    mutating func show(_ fields: CalendarFields) {
        for index in editable {
            switch field(at: index) {
            case .era: values[index] = fields.year.era
            case .year:
                values[index] =
                    yearIsRelated ? picker.context.relatedYear(of: fields.year) ?? fields.year.year : fields.year.year
            case .month where hasLeapMonths:
                values[index] = fields.month.month + 1
                if fields.month.isLeap { leap.insert(index) } else { leap.remove(index) }
            case .month:
                let ordinal = picker.context.months(of: fields.year).firstIndex { $0.id == fields.month } ?? 0
                values[index] = monthsBefore(fields.year) + ordinal + 1
            case .day: values[index] = fields.day
            case .hour: values[index] = displayedHour(fields.hour, at: index)
            case .minute: values[index] = fields.minute
            case .second: values[index] = fields.second
            case .dayPeriod: values[index] = fields.hour / 12
            default: continue
            }
        }
    }

    /// The hour as the pattern's letter counts it: `h` 1–12, `K` 0–11, `H` 0–23, `k` 1–24.
    func displayedHour(_ hour: Int, at index: Int) -> Int {
        switch symbol(at: index).first {
        case "h": hour % 12 == 0 ? 12 : hour % 12
        case "K": hour % 12
        case "k": hour == 0 ? 24 : hour
        default: hour
        }
    }

    // MARK: Ranges

    /// The values a segment takes now: the day up to the month's days when month and year are known (else
    /// 31), the month up to the year's months (13 in Hebrew leap years; with the year empty, the most any year
    /// has), the Chinese and Dangi month by its number (1–12, ``isLeapMonth`` telling the leap one), their
    /// year by the ISO year it begins in, the hour by the pattern's letter, the calendar's eras.
    public func range(at index: Int) -> ClosedRange<Int> {
        switch field(at: index) {
        case .era: return 0...max(0, picker.profile.eras.abbreviated.count - 1)
        case .year: return yearIsRelated ? picker.context.relatedYears : 1...9999
        case .month where hasLeapMonths: return 1...regularMonths
        case .month:
            // The year's months by ICU's numbers: an era's first year begins mid-year (Reiwa 1: 5–12).
            guard let year = knownYear else { return 1...mostMonths }
            let before = monthsBefore(year)
            return (before + 1)...(before + max(1, picker.context.months(of: year).count))
        case .day: return 1...(knownMonth?.days.upperBound ?? 31)
        case .hour:
            switch symbol(at: index).first {
            case "h": return 1...12
            case "K": return 0...11
            case "k": return 1...24
            default: return 0...23
            }
        case .minute, .second: return 0...59
        case .dayPeriod: return 0...1
        default: return 0...0
        }
    }

    /// The widest range a segment can ever have (what a typed number is held to), for the day and month
    /// whatever the other segments say.
    func widestRange(at index: Int) -> ClosedRange<Int> {
        switch field(at: index) {
        case .month: return 1...mostMonths
        case .day: return 1...31
        default: return range(at: index)
        }
    }

    /// The year entered, with the era entered or else the era the picker's value is in.
    var knownYear: YearID? {
        guard let year = value(of: .year) else {
            return pattern.fields.contains(.year) ? nil : picker.calendarFields.year
        }
        if yearIsRelated { return picker.context.year(related: year) }
        return YearID(era: value(of: .era) ?? picker.calendarFields.year.era, year: year)
    }

    /// The month entered, in the year entered.
    var knownMonth: MonthSpan? {
        guard let year = knownYear, let ordinal = value(of: .month) else { return nil }
        if hasLeapMonths, let id = monthID { return picker.context.months(of: year).first { $0.id == id } }
        return month(ordinal, of: year)
    }

    /// How many months of the calendar's year come before a year's first: where an era begins mid-year (Reiwa 1
    /// begins in May) the month segment keeps the numbers ICU writes (5–12), its value this plus the month's
    /// ordinal in the year. 0 where the month is its number (Chinese, Dangi).
    func monthsBefore(_ year: YearID) -> Int {
        hasLeapMonths ? 0 : picker.context.months(of: year).first?.id.month ?? 0
    }

    /// The month of a year that a month segment's value names, or nil when the year has none by that number.
    func month(_ value: Int, of year: YearID) -> MonthSpan? {
        let months = picker.context.months(of: year), index = value - 1 - monthsBefore(year)
        return months.indices.contains(index) ? months[index] : nil
    }

    /// The Chinese or Dangi month entered (its number and whether it is the leap one), or nil.
    var monthID: MonthID? {
        guard hasLeapMonths, let index = index(of: .month), let number = values[index] else { return nil }
        return MonthID(month: number - 1, isLeap: leap.contains(index))
    }

    /// Whether the month entered is a leap month that repeats a month's number (a Chinese or Dangi `闰六月`,
    /// whose ``value(of:)`` is 6); Hebrew months are counted in order (Adar I is 6 and Adar II 7 in a leap year).
    public var isLeapMonth: Bool { index(of: .month).map { leap.contains($0) } ?? false }

    /// The months the month segment steps through: the year's (with its leap month) when the year is known,
    /// else the calendar's regular months, each followed by its leap month where a year near the picker's has
    /// one (`六月`, `闰六月`, `七月`), so that a leap month can be entered before the year.
    var monthSequence: [MonthID] {
        if let year = knownYear {
            let months = picker.context.months(of: year).map(\.id)
            if !months.isEmpty { return months }
        }
        let leaps = leapMonthNumbers
        return (0..<regularMonths).flatMap { month in
            leaps.contains(month)
                ? [MonthID(month: month), MonthID(month: month, isLeap: true)] : [MonthID(month: month)]
        }
    }

    /// The months (by number, from 0) repeated by a leap month in some year within sixty of the picker's (Chinese,
    /// Dangi); empty in other calendars. Asked only while the year is empty (it is 121 years of ICU's months): a
    /// field that never needs it neither pays for it nor has ICU work those years out (ICU 72's Chinese and Dangi
    /// calendars share one cache of new years, ICU-22258).
    var leapMonthNumbers: Set<Int> {
        guard hasLeapMonths else { return [] }
        let context = picker.context
        let cycle = context.years(around: picker.calendarFields.year, radius: 60)
        return Set(cycle.flatMap { context.months(of: $0.id) }.filter(\.id.isLeap).map(\.id.month))
    }
}
