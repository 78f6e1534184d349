import DateModes
import FoundationEssentials

/// Pickers of any mode for the tests: a ``CountdownPicker`` for the countdown, else a ``DatePicker``.
public enum Pickers {
    /// The picker a configuration describes; the countdown takes its locale, intervals, seconds and rounding,
    /// and `duration`.
    public static func make(
        _ configuration: DatePickerConfiguration, date: Date = Date(), duration: Int = 0,
        today: Date = Date()
    ) throws(PickerError) -> any PickerModel {
        guard configuration.mode.holdsDuration else { return try DatePicker(configuration, date: date, today: today) }
        return try CountdownPicker(countdown(configuration), duration: duration)
    }

    /// A countdown's configuration from a date picker's: what the two share.
    public static func countdown(_ configuration: DatePickerConfiguration) -> CountdownConfiguration {
        CountdownConfiguration(
            locale: configuration.locale, minuteInterval: configuration.minuteInterval,
            secondInterval: configuration.secondInterval, showsSeconds: configuration.showsSeconds,
            rounding: configuration.rounding)
    }
}
