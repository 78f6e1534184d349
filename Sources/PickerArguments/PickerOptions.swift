import ArgumentParsing
import CalendarEngine
import PickerModels
import FoundationEssentials
import PickerJSON

/// The options that describe a picker, shared by `datepick show`, `pick` and `render`, `datepick-gtk` and the C
/// library's `dp_pick_request_new`: made from the option table (``PickerRequest/Option``) and parsed here into a
/// ``PickerRequest``, which the C library also makes from JSON by the same table, and checked there.
package enum PickerOptions {
    /// `--locale` and `--mode`, which every picker command takes (the default mode differs).
    package static func localeAndMode(defaultMode: String) -> [Arguments.Option] {
        [argument(.locale), argument(.mode, help: PickerRequest.Option.mode.entry.help + " (default: \(defaultMode))")]
    }

    /// The command-line option of a picker option, from its entry in the option table.
    ///
    /// - Parameter help: The help line, where a command says more than the entry (its default).
    package static func argument(_ option: PickerRequest.Option, help: String? = nil) -> Arguments.Option {
        let entry = option.entry
        let values: Arguments.Values =
            switch entry.values {
            case .any: .any
            case .oneOf(let words): .oneOf(words)
            case .locales: .printedBy([localesCommand])
            case .timeZones: .printedBy([listTimeZones])
            }
        return .init(
            name: entry.flag, aliases: entry.aliases, takesValue: entry.type != .flag, valueName: entry.valueName,
            values: values, help: help ?? entry.help)
    }

    /// `--locale ID`, one locale, completed from what `datepick locales` lists.
    package static func localeOption(
        _ name: String = "--locale", repeatable: Bool = false, help: String
    ) -> Arguments.Option {
        .init(
            name: name, takesValue: true, valueName: "ID", values: .printedBy([localesCommand]),
            repeatable: repeatable, help: help)
    }

    /// The `datepick` command that lists the locale ids, one a line, which the completion scripts ask for
    /// `--locale`'s values.
    package static let localesCommand = "locales"

    /// The hidden `datepick` option that prints the zones `--time-zone` takes, which the completion scripts run for
    /// its values: ICU's zones rather than the system's tzdata, which can name zones ICU's data lacks.
    package static let listTimeZones = "--list-time-zones"

    /// The picker options every picker command takes after `--locale` and `--mode`, in the option table's order.
    package static let options: [Arguments.Option] = PickerRequest.Option.allCases.filter { option in
        option != .locale && option != .mode
    }.map { argument($0) }

    /// `--week-numbers`, which `pick` and `render` take with their inline style.
    package static let weekNumbersOption = Arguments.Option(
        name: "--week-numbers", takesValue: false,
        help: "with --style inline: number the weeks by the locale's rules")

    /// Whether `--week-numbers` was given, for a style that draws a month calendar or (`onCalendar` false) one
    /// that does not, which refuses it.
    package static func weekNumbers(_ parsed: Arguments, onCalendar: Bool) throws -> Bool {
        guard parsed.has("--week-numbers") else { return false }
        guard onCalendar else {
            throw UsageError("--week-numbers numbers the weeks of a month calendar: use it with --style inline")
        }
        return true
    }

    /// What `--format` takes for the commands that print a picker or its value: text by default.
    package enum Format: String, CaseIterable {
        case text, json
    }

    /// `--format text|json`, for the commands that print a picker or its value.
    package static func format(_ json: String) -> Arguments.Option {
        .init(
            name: "--format", takesValue: true, valueName: "FORMAT", values: .oneOf { Format.allCases.map(\.rawValue) },
            help: "text (default) or json: \(json)")
    }

    /// Whether `--format` asks for JSON.
    package static func wantsJSON(_ parsed: Arguments) throws -> Bool {
        let name = parsed.value("--format") ?? Format.text.rawValue
        guard let format = Format(rawValue: name) else {
            let names = UsageError.alternatives(Format.allCases.map(\.rawValue))
            throw UsageError("unknown format '\(LocaleError.printable(name))'; use \(names)")
        }
        return format == .json
    }

    /// The request the options make, in `mode` (nil: the command shows every mode), each picker option read by
    /// its entry in the option table.
    ///
    /// - Throws: ``RequestError`` for a value an option does not take (a number that is not one, an unknown mode).
    package static func request(_ parsed: Arguments, mode: DatePickerMode?) throws -> PickerRequest {
        var request = PickerRequest()
        for option in PickerRequest.Option.allCases {
            if option.entry.type == .flag {
                if parsed.has(option) { try request.set(option, argument: nil) }
            } else if let text = parsed.value(option) {
                try request.set(option, argument: text)
            }
        }
        request.mode = mode
        return request
    }

    /// The mode `--mode` names, or nil.
    package static func mode(_ parsed: Arguments) throws -> DatePickerMode? {
        try parsed.value(.mode).map(PickerRequest.mode(named:))
    }

    /// The picker the options describe in a mode; with `checkingOptions`, an option the mode ignores is refused.
    package static func picker(_ parsed: Arguments, mode: DatePickerMode, checkingOptions: Bool = true) throws
        -> PreparedPicker
    {
        var request = try request(parsed, mode: mode)
        request.mode = mode
        return try request.makePicker(environment: ProcessEnvironment.picker, checkingOptions: checkingOptions)
    }

    /// How the values asked for were moved, one line each, from what to what, as the commands say them on
    /// stderr after the program's name: `note: the initial value 14:07 was rounded to the interval: 14:00`.
    ///
    /// - Parameter mode: Named in each line when a command shows several modes.
    package static func notes(_ prepared: PreparedPicker, naming mode: Bool = false) -> [String] {
        ViewAdjustment.list(prepared.adjustments, of: prepared.model).map { adjustment in
            let prefix = mode ? "\(prepared.model.mode.rawValue): " : ""
            return "note: \(prefix)the initial value \(adjustment)"
        }
    }

    /// The locale's name in its own language and in English, with the calendar the picker uses rather than the
    /// one the id asked for (`ja_JP@calendar=japanese --calendar hebrew` is a Hebrew calendar).
    package static func names(_ model: any PickerModel) throws -> (own: String, english: String) {
        let id = model.profile.id
        return (try LocaleProfiles.displayName(of: id), try LocaleProfiles.displayName(of: id, in: "en"))
    }
}

extension Arguments {
    /// The text given for a picker option, or nil when it is absent (or a flag, which takes none).
    package func value(_ option: PickerRequest.Option) -> String? { value(option.entry.flag) }

    /// Whether a picker option that is a flag was given.
    package func has(_ option: PickerRequest.Option) -> Bool { has(option.entry.flag) }
}
