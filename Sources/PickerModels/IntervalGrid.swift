/// The grid of allowed times within an hour or a countdown: minutes in steps of the minute interval and,
/// with a seconds wheel, seconds in steps of the second interval.
struct IntervalGrid: Hashable, Sendable {
    var minuteInterval: Int
    var secondInterval: Int
    var showsSeconds: Bool

    /// The largest grid point at or before `x` seconds (x ≥ 0).
    func floor(_ x: Double) -> Double {
        let whole = Int(x.rounded(.down))
        let (hour, rest) = whole.quotientAndRemainder(dividingBy: 3600)
        let (minute, second) = rest.quotientAndRemainder(dividingBy: 60)
        let gridMinute = minute - minute % minuteInterval
        guard showsSeconds else { return Double(hour * 3600 + gridMinute * 60) }
        if gridMinute == minute { return Double(hour * 3600 + minute * 60 + second - second % secondInterval) }
        return Double(hour * 3600 + gridMinute * 60 + 60 - secondInterval)
    }

    /// The smallest grid point at or after `x` seconds.
    func ceiling(_ x: Double) -> Double {
        let below = floor(x)
        guard below != x else { return x }
        let (hour, rest) = Int(below).quotientAndRemainder(dividingBy: 3600)
        let (minute, second) = rest.quotientAndRemainder(dividingBy: 60)
        if showsSeconds && second + secondInterval < 60 { return below + Double(secondInterval) }
        return Double(hour * 3600 + (minute + minuteInterval) * 60)
    }

    /// `x` seconds moved to the grid field by field, as a person reads a time: the second to the second interval,
    /// then the minute to the minute interval, each as `rounding` says, so a minute that moves keeps its second
    /// (14:02:05 → 14:00:05 with 15-minute steps, where the grid's nearest point, which ``round(_:_:)`` finds
    /// for the bounds, is 14:00:59). A second rounded up to 60 carries into the minute.
    func roundFields(_ x: Double, _ rounding: IntervalRounding) -> Double {
        guard showsSeconds else { return round(x, rounding) }
        let whole = x.rounded(.down)
        let (hour, rest) = Int(whole).quotientAndRemainder(dividingBy: 3600)
        var (minute, second) = rest.quotientAndRemainder(dividingBy: 60)
        var roundedSecond = Self.multiple(of: secondInterval, near: Double(second) + (x - whole), rounding)
        if roundedSecond == 60 { (roundedSecond, minute) = (0, minute + 1) }
        return Double(
            hour * 3600 + Self.multiple(of: minuteInterval, near: Double(minute), rounding) * 60 + roundedSecond)
    }

    /// A multiple of `interval` near `value`, as `rounding` says; halves go up.
    private static func multiple(of interval: Int, near value: Double, _ rounding: IntervalRounding) -> Int {
        let rule: FloatingPointRoundingRule =
            switch rounding {
            case .floor: .down
            case .nearest: .toNearestOrAwayFromZero
            case .ceiling: .up
            }
        return interval * Int((value / Double(interval)).rounded(rule))
    }

    /// `x` moved to the grid as `rounding` says; halves go up.
    func round(_ x: Double, _ rounding: IntervalRounding) -> Double {
        switch rounding {
        case .floor: return floor(x)
        case .ceiling: return ceiling(x)
        case .nearest:
            let (low, high) = (floor(x), ceiling(x))
            return x - low < high - x ? low : high
        }
    }
}
