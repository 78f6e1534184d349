import CalendarEngine
import FoundationEssentials

/// The compact style (UIDatePicker's `.compact`): buttons showing the value in the locale's medium date and
/// short time, and what opens when one is activated.
public struct CompactPicker: Sendable {
    /// What activating a button of the compact picker opens.
    public enum Opens: Hashable, Sendable {
        /// A month grid, for the date.
        case inlineCalendar
        /// Wheels of a mode, for the time (or the countdown).
        case wheels(DatePickerMode)
    }

    /// The date button's text (en_US `Nov 30, 2026`), or nil for time-only modes.
    public let dateText: String?
    /// The time button's text (en_US `2:05 PM`), or nil for date-only modes.
    public let timeText: String?
    /// What the date button opens (a month grid, or the yearAndMonth wheels), or nil when there is no date button.
    public let dateOpens: Opens?
    /// What the time button opens (the time wheels, or the countdown's), or nil when there is no time button.
    public let timeOpens: Opens?
    /// The value as one text, for a single button or a screen reader: the date and the time together as the
    /// locale's medium date and short time style joins them (en_US `Nov 30, 2026, 2:05 PM`), else the one button's.
    package let text: String?

    /// The compact presentation of a date picker's current value: the date button opens a month view where the
    /// mode picks a day, else its wheels (yearAndMonth); the time button opens the time wheels.
    public init(_ picker: DatePicker) {
        let context = picker.context
        let moment = picker.date.timeIntervalSince1970
        let mode = picker.configuration.mode
        if mode.showsDate {
            // A month of a year has no medium style of its own: the locale's best pattern for it.
            let pattern =
                mode.hasMonthView ? context.stylePattern(date: .medium, time: nil) : context.bestPattern("yMMM")
            dateText = context.format(moment, pattern: pattern, asListItem: false)
            dateOpens = mode.hasMonthView ? .inlineCalendar : .wheels(mode)
        } else {
            (dateText, dateOpens) = (nil, nil)
        }
        if mode.showsTime {
            timeText = context.format(moment, pattern: context.stylePattern(date: nil, time: .short), asListItem: false)
            timeOpens = .wheels(.time)
        } else {
            (timeText, timeOpens) = (nil, nil)
        }
        text =
            mode.showsDate && mode.showsTime
            ? context.format(moment, pattern: context.stylePattern(date: .medium, time: .short), asListItem: false)
            : dateText ?? timeText
    }

    /// The compact presentation of a countdown: one button with the duration on the locale's own clock for
    /// durations (fi `1.02`), with the seconds the countdown has, which opens its wheels.
    public init(_ countdown: CountdownPicker) {
        dateText = nil
        dateOpens = nil
        timeText =
            (try? UnitLabels.numericDuration(
                countdown.duration, showsSeconds: countdown.configuration.showsSeconds,
                locale: countdown.profile.id)) ?? String(countdown.duration)
        timeOpens = .wheels(.countDownTimer)
        text = timeText
    }

    /// The compact presentation of a picker of any mode.
    public init(_ model: AnyPickerModel) {
        switch model {
        case .date(let picker): self.init(picker)
        case .countdown(let timer): self.init(timer)
        }
    }
}
