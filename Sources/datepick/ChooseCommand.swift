import ArgumentParsing
import CalendarEngine
import PickerArguments
import PickerModels
import Glibc
import PickerJSON
import TerminalPicker

/// `datepick choose`: a person picks one of any values (or one from each of several wheels) on the terminal; only
/// the values chosen go to stdout.
enum ChooseCommand: Command {
    static let name = "choose"
    static let abstract = "let a person choose among any values on the terminal; prints the choice on stdout"
    static let usage = """
        Usage: datepick choose [VALUE…] [--unit TEXT] [--cyclic] [--select VALUE] [--sort [numeric]] [--locale ID]
                               [--style wheels|list] [--title TEXT] [--format text|json] [--view]
               datepick choose --list timezones|regions|languages|currencies|calendars [--locale ID] [--select ID] …
               datepick choose --wheel VALUES [--unit TEXT] [--cyclic] [--select VALUE] [--wheel VALUES …] …
               printf '%s\\n' VALUE… | datepick choose …

        Draws wheels of values on /dev/tty and prints the values accepted on stdout, one line, tab-separated for
        several wheels; --format json prints an object: "values", "rows" (each from 0) and "units". The values come
        from the arguments (after -- even those starting with -), else from standard input, one a line. Each
        --wheel VALUES adds a wheel of comma-separated values (a backslash escapes a comma or a backslash); --unit
        (shown in the selection bar beside the value), --cyclic and --select (the value selected at first) describe
        the wheel they follow. --sort puts each wheel's values in the locale's collation order (ICU's collator),
        --sort numeric with numbers compared as numbers. --list offers what ICU knows, named in --locale's language
        and sorted by its collation, and prints the id chosen (Asia/Tokyo, JP, ja, JPY, japanese); time zones come
        grouped by region. Exit 0 accepted, 1 cancelled, 64 bad input (no values, an empty value, a --select that
        is not a value, a value that is not UTF-8, --style list with several wheels or --cyclic).
        --style list draws one wheel as a list with a filter and the locale's alphabetic index (ICU's
        AlphabeticIndex: A–Z in English, the kana rows in Japanese, Cyrillic in Russian); without --style, one wheel that does not loop
        and holds more than 60 values is a list (60 is the minute wheel's count, the longest a date picker spins
        through; past it, typing or jumping by letter finds a value sooner), --style wheels keeps wheels.
        --view prints the picker as JSON (its wheels, labels, units and index letters, as
        Schemas/choose-view.schema.json has them) without taking the terminal. Right-to-left locales mirror the wheels and units.
        The keys and the mouse of the wheels and of the list are listed after the options.
        """
    static let takesPositionals = true
    static let keys = KeyBindings.sections([.valueWheels, .valueList], in: .terminal)
    static let options: [Arguments.Option] = [
        .init(
            name: "--wheel", takesValue: true, valueName: "VALUES", repeatable: true,
            help: "a wheel of comma-separated values (\\, is a comma); repeat for more wheels"),
        .init(
            name: "--unit", takesValue: true, valueName: "TEXT", repeatable: true,
            help: "the unit shown beside the selected value of the wheel before it"),
        .init(name: "--cyclic", takesValue: false, repeatable: true, help: "the wheel before it loops"),
        .init(
            name: "--select", takesValue: true, valueName: "VALUE", repeatable: true,
            help: "the value the wheel before it starts on"),
        .init(
            name: "--sort", takesValue: true, valueName: "ORDER",
            values: .oneOf { Collation.Ordering.allCases.map(\.rawValue) },
            help: "sort the values by the locale's collation; 'numeric' compares numbers as numbers"),
        .init(
            name: "--list", takesValue: true, valueName: "LIST",
            values: .oneOf { NamedLists.List.allCases.map(\.rawValue) },
            help: "offer a list ICU knows by localized name, sorted; prints the id: timezones, regions, languages…"),
        PickerOptions.localeOption(
            help: "the locale of --list's names and --sort's order (default: LC_ALL, LC_TIME or LANG)"),
        .init(
            name: "--style", takesValue: true, valueName: "STYLE",
            values: .oneOf { ChooseStyle.allCases.map(\.rawValue) },
            help: "wheels, or list (a filter and the locale's index); list by default for one wheel of over 60 values"),
        .init(
            name: "--view", takesValue: false,
            help: "print the picker as JSON (its wheels, units and index letters) without taking the terminal"),
        .init(
            name: "--title", takesValue: true, valueName: "TEXT",
            help: "a line above the wheels saying what they ask for"),
        PickerOptions.format("the values chosen, their rows and units"),
    ]

    /// The options that describe the wheel they follow.
    static let wheelOptions = ["--unit", "--cyclic", "--select"]

    static func main(_ arguments: ArraySlice<String>) throws {
        try parseAndRun(withSortOrder(arguments))
    }

    /// The arguments with a bare `--sort` made `--sort=standard`: `--sort` alone sorts, `--sort numeric` names the
    /// order, and the parser knows only options that always take a value or never do.
    static func withSortOrder(_ arguments: ArraySlice<String>) -> ArraySlice<String> {
        var result: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result += arguments[(index - 1)...]
                break
            }
            guard argument == "--sort" else {
                result.append(argument)
                continue
            }
            if index < arguments.endIndex, Collation.Ordering(rawValue: arguments[index]) != nil {
                result.append("--sort=" + arguments[index])
                index += 1
            } else {
                result.append("--sort=" + Collation.Ordering.standard.rawValue)
            }
        }
        return result[...]
    }

    static func run(_ parsed: Arguments) throws {
        let json = try PickerOptions.wantsJSON(parsed)
        if let index = Datepick.firstArgumentNotUTF8() {
            throw UsageError("argument \(index) is not valid UTF-8")
        }
        var wheels = try wheels(parsed)
        if let name = parsed.value("--sort") {
            if parsed.value("--list") != nil {
                throw UsageError("--list's names come sorted by the locale's collation: --sort does nothing with it")
            }
            guard let ordering = Collation.Ordering(rawValue: name) else {
                let names = Datepick.alternatives(Collation.Ordering.allCases.map(\.rawValue))
                throw UsageError("unknown --sort order '\(LocaleError.printable(name))'; use \(names)")
            }
            let sortLocale = parsed.value("--locale") ?? LocaleProfiles.environmentLocale(ProcessEnvironment.picker)
            for index in wheels.indices {
                wheels[index].values = try Collation.sorted(
                    wheels[index].values, locale: sortLocale, ordering: ordering)
            }
        }
        // The locale orders --sort, names --list, gives the list its index and the screen its direction: an id
        // that is wrong must not pass unnoticed, even where nothing else reads it.
        let locale = parsed.value("--locale") ?? LocaleProfiles.environmentLocale(ProcessEnvironment.picker)
        let rightToLeft = try LocaleProfiles.shared.profile(for: locale).direction == .rtl
        let color = (ProcessEnvironment.values(["NO_COLOR"])["NO_COLOR"] ?? "").isEmpty
        let style = try style(parsed, wheels: wheels)
        if parsed.has("--view") {
            guard parsed.value("--format") ?? "json" == "json" else {
                throw UsageError("--view prints JSON: leave out --format or give --format json")
            }
            try Datepick.write(ChooseView.json(wheels, locale: locale, style: style).text)
            return
        }
        var chosen = try Picker(choosing: wheels)
        if style == .list {
            let list = try ValueList(wheels[0], index: AlphabeticIndex(locale: locale))
            let (ended, accepted) = try InteractivePicker.run(
                ChooseListSession(list, rightToLeft: rightToLeft), header: " datepick · choose",
                title: parsed.value("--title"), color: color)
            guard accepted, let row = ended.list.selectedRow else { throw Datepick.Cancelled() }
            try chosen.select(row: row, inWheel: 0)
        } else {
            let (ended, accepted) = try InteractivePicker.run(
                ChooseSession(chosen, rightToLeft: rightToLeft), header: " datepick · choose",
                title: parsed.value("--title"), color: color)
            guard accepted else { throw Datepick.Cancelled() }
            chosen = ended.picker
        }
        try Datepick.write(
            json
                ? ChooseResult.json(chosen, wheels: wheels).text
                : ChooseResult.values(chosen, wheels: wheels).joined(separator: "\t") + "\n")
    }

    /// The style asked for, else ``ChooseStyle/automatic(for:)``'s.
    static func style(_ parsed: Arguments, wheels: [ValueWheel]) throws -> ChooseStyle {
        guard let name = parsed.value("--style") else { return .automatic(for: wheels) }
        guard let style = ChooseStyle(rawValue: name) else {
            let names = Datepick.alternatives(ChooseStyle.allCases.map(\.rawValue))
            throw UsageError("unknown --style '\(LocaleError.printable(name))'; use \(names)")
        }
        if style == .list {
            guard wheels.count == 1 else {
                throw UsageError("--style list shows one list: give one wheel, not \(wheels.count)")
            }
            guard !wheels[0].isCyclic else { throw UsageError("--style list does not loop: leave out --cyclic") }
        }
        return style
    }

    /// The wheels the arguments describe: the values given as arguments (or on stdin) with the wheel options
    /// given, or each `--wheel` with the wheel options that follow it.
    static func wheels(_ parsed: Arguments) throws -> [ValueWheel] {
        var wheels: [ValueWheel] = []
        var described: [Set<String>] = []
        let hasWheels = !parsed.all("--wheel").isEmpty
        if let name = parsed.value("--list") {
            guard let list = NamedLists.List(rawValue: name) else {
                let names = Datepick.alternatives(NamedLists.List.allCases.map(\.rawValue))
                throw UsageError("unknown --list '\(LocaleError.printable(name))'; use \(names)")
            }
            guard parsed.positionals.isEmpty, !hasWheels else {
                throw UsageError("--list \(name) gives the values: give no others, as arguments or with --wheel")
            }
            let locale = parsed.value("--locale") ?? LocaleProfiles.environmentLocale(ProcessEnvironment.picker)
            let entries = try NamedLists.entries(list, in: locale)
            let groups = entries.compactMap(\.group)
            wheels.append(
                ValueWheel(
                    entries.map(\.id), labels: entries.map(\.label), groups: groups.isEmpty ? nil : groups))
            described.append([])
        } else if hasWheels {
            guard parsed.positionals.isEmpty else {
                throw UsageError(
                    "values given both as arguments and with --wheel ('\(LocaleError.printable(parsed.positionals[0]))'): use one"
                )
            }
        } else {
            let values = parsed.positionals.isEmpty ? try standardInputValues() : parsed.positionals
            wheels.append(ValueWheel(values))
            described.append([])
        }
        for occurrence in parsed.occurrences {
            if occurrence.name == "--wheel" {
                wheels.append(ValueWheel(try split(occurrence.value ?? "")))
                described.append([])
                continue
            }
            guard wheelOptions.contains(occurrence.name) else { continue }
            guard let last = wheels.indices.last else {
                throw UsageError("\(occurrence.name) describes the --wheel before it: give it after one")
            }
            guard described[last].insert(occurrence.name).inserted else {
                throw UsageError("\(occurrence.name) is given twice for wheel \(last + 1)")
            }
            switch occurrence.name {
            case "--unit": wheels[last].unit = occurrence.value
            case "--cyclic": wheels[last].isCyclic = true
            default: wheels[last].selected = occurrence.value
            }
        }
        for (index, wheel) in wheels.enumerated() {
            let which = wheels.count > 1 ? "wheel \(index + 1)" : "the list"
            guard !wheel.values.isEmpty else { throw UsageError("\(which) has no values to choose from") }
            if let empty = wheel.values.firstIndex(of: "") {
                throw UsageError("value \(empty + 1) of \(which) is empty")
            }
            if let selected = wheel.selected, !wheel.values.contains(selected) {
                throw UsageError("--select '\(LocaleError.printable(selected))' is not a value of \(which)")
            }
        }
        return wheels
    }

    /// A `--wheel`'s values: split at commas, a backslash making the next character (a comma, a backslash) plain.
    static func split(_ text: String) throws -> [String] {
        guard !text.isEmpty else { return [] }
        var values: [String] = [], current = "", escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                values.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard !escaped else {
            throw UsageError("--wheel '\(LocaleError.printable(text))' ends in a backslash that escapes nothing")
        }
        return values + [current]
    }

    /// The lines of standard input, a trailing newline and CRLF's carriage returns dropped; refused when standard
    /// input is a terminal (the person would have to type the values the picker is to offer them).
    static func standardInputValues() throws -> [String] {
        guard isatty(STDIN_FILENO) == 0 else {
            throw UsageError("no values: give them as arguments, with --wheel, or on standard input, one a line")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw UsageError("cannot read standard input: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes += buffer.prefix(count)
        }
        // Split as bytes: as Characters, "\r\n" is one grapheme and no "\n" would be found in it.
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return try lines.map { line in
            guard let text = String(validating: line, as: UTF8.self) else {
                throw UsageError("standard input is not valid UTF-8")
            }
            return text
        }
    }
}
