import CalendarEngine

/// One wheel of a date picker's plan: what it sets and the ICU pattern that writes its rows.
///
/// The patterns come from the locale's own best pattern for the mode's skeleton (`yMMMMd`, `yMMMM`, `jm`,
/// `jms`), one field at a time, with the field's affixes quoted in: ja `y'年'`, he `'ב'MMMM`. The era and the
/// year share a wheel (`Gy'年'` → 令和元年), so spinning the year crosses eras. ICU writes every label, so
/// digits, era names and the Japanese first year (元年) are the locale's.
struct WheelPlan: Hashable, Sendable {
    var field: PickerField
    var pattern: String
    var titleField: DateField?
    /// For the year wheel, the pattern of the year's number alone (`y`, or `r` for a Chinese year's related
    /// Gregorian year), which typed digits are matched against; nil where no field writes the year in digits.
    var numberPattern: String?

    /// The wheels of a mode in the locale's order, and how that order was derived (skeleton → pattern → order).
    /// `bestPattern` gives ICU's best pattern for a skeleton in the locale and calendar.
    static func plan(
        _ configuration: DatePickerConfiguration, profile: LocaleProfile,
        bestPattern: (String) -> String
    ) -> ([WheelPlan], [String]) {
        func layout(_ skeleton: String) -> PatternLayout {
            profile.layout(of: bestPattern(skeleton), skeleton: skeleton)
        }
        let time = configuration.showsSeconds ? layout("jms") : profile.timeLayout
        switch configuration.mode {
        case .date:
            return (dateWheels(profile.dateLayout), [profile.dateLayout.explanation])
        case .yearAndMonth:
            let yearMonth = layout("yMMMM")
            return (dateWheels(yearMonth), [yearMonth.explanation])
        case .time:
            return (timeWheels(time, cycle: profile.hourCycle), [time.explanation])
        case .dateAndTime:
            let day = bestPattern("MMMEd")
            // The zone follows the time it qualifies, as a written time ends with its zone (`14:05 GMT-5`).
            let zone = configuration.showsZoneWheel ? [WheelPlan(field: .timeZone, pattern: "", titleField: nil)] : []
            return (
                [WheelPlan(field: .date, pattern: day, titleField: .day)] + timeWheels(time, cycle: profile.hourCycle)
                    + zone,
                ["MMMEd → \(day) → date", time.explanation]
            )
        case .countDownTimer:
            return countdown(showsSeconds: configuration.showsSeconds)
        }
    }

    /// The countdown's wheels: hours, minutes and, if asked, seconds, in that order in every locale (as
    /// UIDatePicker and CupertinoTimerPicker have them); their rows are numbers with unit labels, not a pattern's.
    static func countdown(showsSeconds: Bool) -> ([WheelPlan], [String]) {
        (
            [
                WheelPlan(field: .hour, pattern: "", titleField: .hour),
                WheelPlan(field: .minute, pattern: "", titleField: .minute),
            ]
                + (showsSeconds ? [WheelPlan(field: .second, pattern: "", titleField: .second)] : []),
            ["countdown → hours, minutes" + (showsSeconds ? ", seconds" : "")]
        )
    }

    /// Year (with the era where the pattern shows one), month and day wheels in pattern order.
    static func dateWheels(_ layout: PatternLayout) -> [WheelPlan] {
        var wheels: [WheelPlan] = []
        let yearFields = layout.fields.indices.filter { [.year, .era].contains(layout.fields[$0].field) }
        for (index, field) in layout.fields.enumerated() {
            switch field.field {
            case .year, .era:
                guard index == yearFields.first else { continue }
                // The number a person types is the year's, not the era's or a cyclic name's (`U`).
                let number = yearFields.map { layout.fields[$0].symbol }.first { ["y", "r", "u"].contains($0.first) }
                wheels.append(
                    WheelPlan(
                        field: .year, pattern: yearPattern(layout, yearFields), titleField: .year,
                        numberPattern: number))
            case .month:
                wheels.append(WheelPlan(field: .month, pattern: affixed(field), titleField: .month))
            case .day:
                wheels.append(WheelPlan(field: .day, pattern: affixed(field), titleField: .day))
            default:
                continue
            }
        }
        return wheels
    }

    /// Hour, minute, second and day period wheels in pattern order; a 12-hour cycle always gets its day period.
    static func timeWheels(_ layout: PatternLayout, cycle: HourCycle) -> [WheelPlan] {
        var wheels: [WheelPlan] = []
        for field in layout.fields {
            switch field.field {
            case .hour: wheels.append(WheelPlan(field: .hour, pattern: affixed(field), titleField: .hour))
            case .minute: wheels.append(WheelPlan(field: .minute, pattern: affixed(field), titleField: .minute))
            case .second: wheels.append(WheelPlan(field: .second, pattern: affixed(field), titleField: .second))
            // The wheel is AM/PM whatever the pattern's letter (b and B name more periods than two).
            case .dayPeriod: wheels.append(WheelPlan(field: .dayPeriod, pattern: "a", titleField: .dayPeriod))
            default: continue
            }
        }
        if cycle.usesDayPeriod && !wheels.contains(where: { $0.field == .dayPeriod }) {
            wheels.append(WheelPlan(field: .dayPeriod, pattern: "a", titleField: .dayPeriod))
        }
        return wheels
    }

    /// The era and year fields as one pattern, with what stands between them: `Gy'年'`, `rU'年'`, `y' G'`.
    static func yearPattern(_ layout: PatternLayout, _ indices: [Int]) -> String {
        var pattern = ""
        for (position, index) in indices.enumerated() {
            let field = layout.fields[index]
            // The text between two fields is quoted once: two quoted pieces side by side ('г.'' ') read as
            // one piece holding an apostrophe ("8 г.' Рэйва").
            var literal = field.prefix
            if position > 0 {
                let previous = indices[position - 1]
                literal =
                    layout.fields[previous].suffix + (previous + 1 == index ? layout.separators[index] : " ")
                    + literal
            }
            pattern += quoted(literal) + field.symbol
        }
        if let last = indices.last {
            var suffix = layout.fields[last].suffix
            // A bracket opened between the year's fields closes after them (ko with the Chinese calendar:
            // `r년(U년) MMMM d일`): the label takes the closing bracket that follows ("2026년(병오년)").
            let text =
                layout.fields[indices[0]...last].map { $0.prefix + $0.suffix }.concatenated()
                + Array(layout.separators[(indices[0] + 1)..<(last + 1)]).concatenated()
            for (open, close) in [("(", ")"), ("（", "）"), ("[", "]")]
            where text.filter({ String($0) == open }).count > text.filter({ String($0) == close }).count
                && last + 1 < layout.separators.count && layout.separators[last + 1].hasPrefix(close)
            {
                suffix += close
            }
            pattern += quoted(suffix)
        }
        return pattern
    }

    static func affixed(_ field: PatternLayout.Field) -> String {
        quoted(field.prefix) + field.symbol + quoted(field.suffix)
    }

    /// Literal text for an ICU pattern: quoted, with apostrophes doubled.
    static func quoted(_ text: String) -> String {
        text.isEmpty ? "" : "'" + text.replacing("'", with: "''") + "'"
    }
}

extension DatePickerMode {
    /// The fields of this mode's wheels in a locale's order, as a ``DatePicker`` of the locale's profile shows
    /// them, without making one: ja `[.year, .month, .day]`, en_US time `[.hour, .minute, .dayPeriod]`.
    ///
    /// - Parameter showsSeconds: Whether the time and countdown modes have a seconds wheel.
    public func wheelFields(in profile: LocaleProfile, showsSeconds: Bool = false) -> [PickerField] {
        let configuration = DatePickerConfiguration(
            mode: self, locale: profile.id, timeZone: "UTC",
            showsSeconds: showsSeconds)
        // The profile holds the best pattern of every skeleton a plan asks for (LocaleProfile.pickerSkeletons).
        return WheelPlan.plan(configuration, profile: profile) { profile.bestPatterns[$0] ?? $0 }.0.map(\.field)
    }
}
