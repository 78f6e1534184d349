import PickerModels
import FoundationEssentials

/// Pickers of any mode for the tests: a ``CountdownPicker`` for the countdown, else a ``DatePicker``.
public enum Pickers {
    /// The picker a configuration describes; the countdown takes its locale, intervals, seconds and rounding,
    /// and `duration`.
    public static func make(
        _ configuration: DatePickerConfiguration, date: Date = Date(), duration: Int = 0,
        today: Date = Date()
    ) throws(PickerError) -> AnyPickerModel {
        guard configuration.mode.holdsDuration else {
            return .date(try DatePicker(configuration, date: date, today: today))
        }
        return .countdown(try CountdownPicker(countdown(configuration), duration: duration))
    }

    /// A countdown's configuration from a date picker's: what the two share.
    public static func countdown(_ configuration: DatePickerConfiguration) -> CountdownConfiguration {
        CountdownConfiguration(
            locale: configuration.locale, minuteInterval: configuration.minuteInterval,
            secondInterval: configuration.secondInterval, showsSeconds: configuration.showsSeconds,
            rounding: configuration.rounding)
    }
}

extension AnyPickerModel {
    /// The date picker held, or nil for a countdown: for a test that has made a date picker and reads it back
    /// (`try #require(prepared.model.datePicker)`).
    public var datePicker: DatePicker? {
        switch self {
        case .date(let picker): picker
        case .countdown: nil
        }
    }

    /// The countdown held, or nil for a date picker.
    public var countdownPicker: CountdownPicker? {
        switch self {
        case .date: nil
        case .countdown(let timer): timer
        }
    }
}
