internal import CICU

extension CalendarState {
    // MARK: Years

    /// Years are scanned in chunks of this many running (extended) years: a year wheel of 201 rows scans
    /// about 224 years (with chunks of 64 it scanned 256 to 320).
    static let chunkSize = 16
    func extendedYear(at millis: Double) throws -> Int {
        try calendar.setMillis(millis)
        return try calendar.get(DP_UCAL_EXTENDED_YEAR)
    }

    func extendedYear(of year: YearID) throws -> Int {
        calendar.clear()
        calendar.set(DP_UCAL_ERA, year.era)
        calendar.set(DP_UCAL_YEAR, year.year)
        return try calendar.get(DP_UCAL_EXTENDED_YEAR)
    }

    /// The first instant of a running year, clipped to the supported range.
    func start(ofExtendedYear extended: Int) throws -> Double {
        let range = try supportedRange()
        guard extended > extendedRange.lowerBound else { return range.lowerBound * 1000 }
        guard extended <= extendedRange.upperBound else { return range.upperBound * 1000 + 1 }
        calendar.setAttribute(DP_UCAL_SKIPPED_WALL_TIME, DP_UCAL_WALLTIME_LAST)
        calendar.clear()
        calendar.set(DP_UCAL_EXTENDED_YEAR, extended)
        calendar.set(DP_UCAL_MONTH, 0)
        calendar.set(DP_UCAL_IS_LEAP_MONTH, 0)
        calendar.set(DP_UCAL_DATE, 1)
        return try calendar.millis()
    }

    /// The years of one chunk of running years, with every era that begins within a year (Japanese) as a
    /// year of its own, found by halving down to the day.
    ///
    /// The scan starts a year early, emitting nothing for it, so that a chunk lists a year its predecessor
    /// already ends with exactly as one long scan would (not at all): chunks put side by side are the same
    /// whatever their size.
    func chunk(_ index: Int) throws -> [YearSpan] {
        if let cached = spans.chunk(index) { return cached }
        let low = max(index * Self.chunkSize, extendedRange.lowerBound)
        let high = min(index * Self.chunkSize + Self.chunkSize - 1, extendedRange.upperBound)
        var years: [YearSpan] = []
        if low <= high {
            let first = low > extendedRange.lowerBound ? low - 1 : low
            var next = try start(ofExtendedYear: first)
            var nextID = try year(at: next)
            for extended in first...high {
                (next, nextID) = try scan(extended, from: next, id: nextID, into: &years)
                // Of the year before, only the span the list ends with, to compare the chunk's first with.
                if extended < low { years = [years[years.count - 1]] }
            }
            if first < low { years.removeFirst() }
        }
        spans.store(chunk: years, at: index)
        return years
    }

    /// Scans one running year that starts at `start` with `id`: appends its spans (the year, and any era that
    /// begins within it) unless a span of that id ends the list, and returns the next year's start and id.
    func scan(
        _ extended: Int, from start: Double, id: YearID,
        into years: inout [YearSpan]
    ) throws -> (Double, YearID) {
        var from = start
        var id = id
        let next = try self.start(ofExtendedYear: extended + 1)
        let nextID = try year(at: next)
        // ICU's astronomical calendars may place a year's computed start a day away from the year it
        // reports for that day: never list a year twice.
        if years.last?.id != id { years.append(YearSpan(id: id, extendedYear: extended, start: from / 1000)) }
        // Most years need no search, and searching each would be a third of a year wheel's cost: when ICU reads
        // the next year's start as the first day of the next year of the same era, the day before it ends this
        // year (eras only move on), so no era begins within it. Eras that begin, and the years whose computed
        // start ICU places a day away, are searched below.
        if nextID.era == id.era, nextID.year == id.year + 1, try startsItsYear() { return (next, nextID) }
        // Eras that begin within the year (Japanese; at most a few a year): each found by halving. The
        // search must move forward every time, or a calendar whose computed year starts and reported
        // years disagree would never end it.
        for _ in 0..<8 {
            guard next - 1 > from, try year(at: next - 1) != id else { break }
            var lower = from, upper = next - 1
            while upper - lower > 1 {
                let middle = ((lower + upper) / 2).rounded(.down)
                if try year(at: middle) == id { lower = middle } else { upper = middle }
            }
            let dayStart = try startOfDay(millis: upper)
            let start = dayStart > from ? dayStart : upper
            guard start > from else { break }
            from = start
            id = try year(at: from)
            if years.last?.id != id { years.append(YearSpan(id: id, extendedYear: extended, start: from / 1000)) }
        }
        return (next, nextID)
    }

    /// Whether the instant the calendar stands on falls on the first day of its year.
    func startsItsYear() throws -> Bool {
        try calendar.get(DP_UCAL_MONTH) == 0 && calendar.get(DP_UCAL_IS_LEAP_MONTH) == 0
            && calendar.get(DP_UCAL_DATE) == 1
    }

    func chunkIndex(_ extended: Int) -> Int {
        extended >= 0 ? extended / Self.chunkSize : (extended - Self.chunkSize + 1) / Self.chunkSize
    }

    func years(around year: YearID, radius: Int) throws -> [YearSpan] {
        let center = try extendedYear(of: year)
        // Any radius from outside, up to Int.max, without overflow: no more than the supported years.
        let radius = min(max(radius, 0), extendedRange.count)
        let low = max(center - radius, extendedRange.lowerBound)
        let high = min(center + radius, extendedRange.upperBound)
        guard low <= high else { return [] }
        return try (chunkIndex(low)...chunkIndex(high)).flatMap { try chunk($0) }
            .filter { (low...high).contains($0.extendedYear) }
    }

    func runningYears(around year: YearID) throws -> (before: Int, after: Int) {
        let extended = min(max(try extendedYear(of: year), extendedRange.lowerBound), extendedRange.upperBound)
        return (extended - extendedRange.lowerBound, extendedRange.upperBound - extended)
    }

    func year(containing millis: Double) throws -> YearSpan? {
        let index = chunkIndex(try extendedYear(at: millis))
        // A year that began in the chunk before (listed once, there) holds the instants before the chunk's first.
        return try chunk(index).last { $0.start * 1000 <= millis } ?? chunk(index - 1).last
    }

    /// The span of a year and the instant the next year starts.
    func span(of year: YearID) throws -> (YearSpan, end: Double)? {
        let extended = try extendedYear(of: year)
        // The year is listed in its running year's chunk, or (a year some calendars report for two running years
        // is listed at the first; an astronomical year's start computed a day off) in the chunk beside it. No
        // year is listed in two chunks, so a chunk is scanned only if the year is not in those before it.
        let index = chunkIndex(extended)
        for candidate in [index, index - 1, index + 1] {
            let years = try chunk(candidate)
            guard let position = years.firstIndex(where: { $0.id == year }) else { continue }
            if position + 1 < years.count { return (years[position], years[position + 1].start * 1000) }
            if let next = try chunk(candidate + 1).first { return (years[position], next.start * 1000) }
            return (years[position], try supportedRange().upperBound * 1000 + 1)
        }
        return nil
    }

    func months(of year: YearID) throws -> [MonthSpan] {
        if let cached = spans.months(Self.key(year)) { return cached }
        guard let (span, yearEnd) = try span(of: year) else { return [] }
        var months: [MonthSpan] = []
        var start = span.start * 1000
        // An instant's fields and Julian day from one conversion; a month's end is the next month's start, read
        // once for both (reading each apart converted every month's instants twice over).
        var atEnd: (millis: Double, fields: CalendarFields, julianDay: Int)?
        func read(_ millis: Double) throws -> (fields: CalendarFields, julianDay: Int) {
            if let atEnd, atEnd.millis == millis { return (atEnd.fields, atEnd.julianDay) }
            try calendar.setMillis(millis)
            return (try currentFields(), try calendar.get(DP_UCAL_JULIAN_DAY))
        }
        // Days the zone skipped at a month's start, found while ending the month before (they have no instant);
        // for the year's first month, the days before its first instant that have no instant either and are its.
        var skippedAtStart = 0
        if let (first, yearStart) = try? read(start) {
            atEnd = (start, first, yearStart)
            while (try? startOfDay(julianDay: yearStart - skippedAtStart - 1)).map({ $0 >= start }) ?? false,
                let date = try? self.date(julianDay: yearStart - skippedAtStart - 1),
                date.year == year, date.month == first.month
            {
                skippedAtStart += 1
            }
        }
        while start < yearEnd {
            let here = try read(start)
            var first = here.fields
            let firstJulianDay = here.julianDay - skippedAtStart
            first.day -= skippedAtStart
            skippedAtStart = 0
            func nextDay() throws -> Double { try startOfDay(julianDay: firstJulianDay + 1) }
            guard first.year == year else { start = try nextDay(); continue }  // a stray day of a neighbouring year
            // The first day of the next month by ICU's month arithmetic, or the year's end if that comes first.
            // The calendar must stand on `start` first: startOfDay left only its Julian day set, and a date set
            // on top of that resolves against an unset year and month, which sent every month to the slow walk.
            try calendar.setMillis(start)
            calendar.set(DP_UCAL_DATE, 1)
            try calendar.add(DP_UCAL_MONTH, 1)
            var end = min(try startOfDay(millis: try calendar.millis()), yearEnd)
            var beforeEnd = end > start ? try read(end - 1) : (fields: first, julianDay: firstJulianDay)
            // The arithmetic's month end is right if the day before it is in the month and the day at it is not:
            // ICU's astronomical calendars can land a day early, which would split a month in two.
            var afterEnd = end < yearEnd ? try read(end) : nil
            let (last, after) = (beforeEnd.fields, afterEnd?.fields)
            if end <= start || last.month != first.month || last.year != year || last.day < first.day
                || (after.map { $0.month == first.month && $0.year == year } ?? false)
            {
                // ICU's astronomical calendars can disagree with themselves by a day between month arithmetic
                // and the fields of a day: walk the days instead, which always agrees with fields(at:).
                end = try nextDay()
                while end < yearEnd, let next = try? fields(at: end), next.year == year, next.month == first.month {
                    end = try startOfDay(julianDay: try julianDay(at: end) + 1)
                }
                beforeEnd = try read(end - 1)
                afterEnd = nil
            }
            var lastDay = beforeEnd.fields.day
            let lastJulianDay = beforeEnd.julianDay
            let endJulianDay = try afterEnd?.julianDay ?? julianDay(at: end)
            if let afterEnd { atEnd = (end, afterEnd.fields, afterEnd.julianDay) }
            // Days the zone skipped between the month's last instant and the next month's first (Manila skipped
            // 1844-12-31, Kiritimati 1994-12-31) have no instant to read: each is this month's or the next's by
            // its date (else the day wheel would run 1…30 and wrap).
            for julianDay in (lastJulianDay + 1)..<max(endJulianDay, lastJulianDay + 1) {
                let date = try self.date(julianDay: julianDay)
                if date.year == year && date.month == first.month { lastDay += 1 } else { skippedAtStart += 1 }
            }
            months.append(
                MonthSpan(
                    id: first.month, start: start / 1000, days: first.day...max(first.day, lastDay),
                    firstJulianDay: firstJulianDay))
            start = end
        }
        spans.store(months: months, of: Self.key(year))
        return months
    }

    /// Where a year begins as the calendar counts it: the Julian day of its first day and how many of its months
    /// come before the first that ``months(of:)`` lists.
    ///
    /// The listed months start at the supported range's first instant, so the year that holds 0001-01-01 (Coptic
    /// -283, whose months 1–4 fell before it) is listed from the middle; every other year is listed whole and has
    /// none before. The walk back reads dates, not instants, since no instant before the range is asked for.
    func calendarStart(of year: YearID) throws -> (julianDay: Int, monthsBefore: Int)? {
        guard let first = try months(of: year).first else { return nil }
        var julianDay = first.firstJulianDay, month = first.id, monthsBefore = 0
        while case let before = try date(julianDay: julianDay - 1), before.year == year {
            if before.month != month { (month, monthsBefore) = (before.month, monthsBefore + 1) }
            julianDay -= before.day  // to the first day of `before`'s month
        }
        return (julianDay, monthsBefore)
    }
}
