import CalendarEngine

/// What a person types to reach a date picker's row: the number each row stands for.
extension DatePicker {
    /// The number a person types to reach a row (type-to-select): the year's number as its label writes it (a
    /// Japanese era's year, the Gregorian year of a Chinese one, the sign of a year before an epoch: `-640 AH` is
    /// -640), never the era's digits (`1992 ERA1` is 1992), else its number; the month's number as ICU writes it
    /// (a leap month shares its month's), the day of the month (on the dateAndTime day wheel too,
    /// "Today" included), the hour as the locale's clock shows it, the minute, the second; nil for an AM/PM row.
    ///
    /// No row's label is read whole: an hour's (`1 (GMT-4)`), a dateAndTime day's (`12月5日(土)`) or a year's with
    /// its era (`2 Chōhō (999–1004)`) holds other digits (typing 21 on a DST day in Berlin would pick `02 (GMT+1)`).
    public func number(ofRow row: Int, inWheel component: Int) -> Int? {
        guard wheels.indices.contains(component), wheels[component].rows.values.indices.contains(row) else {
            return nil
        }
        switch wheels[component].rows.values[row] {
        case .year(let span):
            guard let pattern = wheels[component].plan.numberPattern else { return span.id.year }
            return signedNumber(in: context.label(at: span.start, pattern: pattern, key: .year(span.id)))
                ?? span.id.year
        case .month(let month):
            // The number ICU writes for the month (pattern M), not its index: a Hebrew common year's Adar is 6,
            // though ICU counts it 6 of 0–12; a leap month shares its month's number.
            let year = current.year
            guard let span = context.months(of: year).first(where: { $0.id == month }) else { return month.month + 1 }
            let written = context.label(at: span.start, pattern: "M", key: .month(year, month))
            return number(in: written, maximumDigits: 2) ?? month.month + 1
        case .julianDay(let julianDay): return context.day(julianDay: julianDay).date.day
        case .hour(let slot): return context.profile.hourCycle.clockHour(slot.hour)
        case .dayPeriod, .zone: return nil
        case .number(let number): return number
        }
    }

    /// The number a year's digits make (ASCII or the locale's own), negative where a minus sign comes before them
    /// (ICU writes `-640`, or with a bidi mark `؜-١٢٦` in Arabic).
    func signedNumber(in text: String) -> Int? {
        guard let first = text.firstIndex(where: { context.profile.digitValue($0) != nil }),
            let value = number(in: String(text[first...]), maximumDigits: 9)
        else { return nil }
        return text[..<first].contains { $0 == "-" || $0 == "\u{2212}" } ? -value : value
    }

    /// The number a label's digits (ASCII or the locale's own) make, read in order (`令和8年` → 8, `٢٠٢٦` →
    /// 2026); nil when it has none, or more than `maximumDigits`.
    func number(in label: String, maximumDigits: Int) -> Int? {
        let digits = label.compactMap(context.profile.digitValue)
        guard !digits.isEmpty, digits.count <= maximumDigits else { return nil }
        return digits.reduce(0) { $0 * 10 + $1 }
    }
}
