import CalendarEngine

/// What a wheel's rows are built from: two wheels with the same key have the same rows.
enum RowsKey: Hashable, Sendable {
    case years(center: YearID)
    case months(YearID)
    case days(YearID, MonthID)
    case dates(center: Int)
    /// A day's hours; with a period, the half of the day a 12-hour wheel shows.
    case hours(julianDay: Int, period: Int?)
    /// The minutes of an hour (nil: an hour wholly within the bounds, whose rows are all the same).
    case minutes(hourStart: Double?)
    case seconds(minuteStart: Double?)
    case dayPeriods(julianDay: Int)
    /// The countdown's hours, minutes or seconds.
    case countdown(PickerField)
    /// ICU's time zones, named in the picker's locale: the same rows whatever the value.
    case zones
    /// A wheel whose rows were never built: no real key is equal to it.
    case unbuilt
}

/// A wheel's rows, what each stands for, and the key they were built from.
struct WheelRows: Sendable {
    var key: RowsKey
    var rows: PickerRows
    var values: RowValues
    var isCyclic: Bool
}

/// What each row of a wheel stands for: a list, or a year window's years, found as rows are read.
struct RowValues: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    private let list: [RowValue]
    /// The year wheel's years, when the rows are a window's (``YearWindow``).
    let yearWindow: YearWindow?

    init(_ list: [RowValue]) {
        self.list = list
        yearWindow = nil
    }

    init(arrayLiteral values: RowValue...) {
        self.init(values)
    }

    init(years: YearWindow) {
        list = []
        yearWindow = years
    }

    var startIndex: Int { 0 }
    var endIndex: Int { yearWindow?.count ?? list.count }

    subscript(position: Int) -> RowValue {
        if let yearWindow { return .year(yearWindow.year(at: position)) }
        return list[position]
    }
}

/// What a row of a date picker's wheel stands for.
enum RowValue: Hashable, Sendable {
    case year(YearSpan)
    case month(MonthID)
    case julianDay(Int)
    case hour(HourSlot)
    case dayPeriod(Int)
    /// A day of the month, a minute, a second, or a countdown's hours, minutes or seconds.
    case number(Int)
    /// A time zone, by its canonical IANA id.
    case zone(String)
}
