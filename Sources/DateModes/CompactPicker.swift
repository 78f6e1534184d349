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
    /// What the date button opens, and what the time button opens.
    public let dateOpens: Opens?
    public let timeOpens: Opens?

    /// The compact presentation of a picker's current value.
    public init(_ picker: DatePicker) {
        let context = picker.context
        let moment = picker.date.timeIntervalSince1970
        let mode = picker.configuration.mode
        let showsDate = mode == .date || mode == .dateAndTime || mode == .yearAndMonth
        let showsTime = mode == .time || mode == .dateAndTime
        if mode == .yearAndMonth {
            dateText = context.format(moment, pattern: context.bestPattern("yMMM"), asListItem: false)
        } else {
            dateText = showsDate ? context.format(moment, pattern: context.stylePattern(date: .medium, time: nil), asListItem: false) : nil
        }
        if mode == .countDownTimer {
            // The locale's own clock for durations (fi 1.02), with the seconds the picker has (found in review:
            // 3725 s with a seconds wheel read 1:02).
            timeText = (try? UnitLabels.numericDuration(picker.duration, showsSeconds: picker.configuration.showsSeconds,
                                                        locale: context.profile.id)) ?? String(picker.duration)
        } else {
            timeText = showsTime ? context.format(moment, pattern: context.stylePattern(date: nil, time: .short), asListItem: false) : nil
        }
        dateOpens = showsDate ? (mode == .yearAndMonth ? .wheels(.yearAndMonth) : .inlineCalendar) : nil
        timeOpens = showsTime || mode == .countDownTimer ? .wheels(mode == .countDownTimer ? .countDownTimer : .time) : nil
    }
}
