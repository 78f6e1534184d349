import PickerModels
import PickerJSON
import Testing
import TestSupport

@Suite("Picker requests: options by the view's names")
struct PickerRequestTests {
    /// Each option a mode ignores is refused with the reason, and each it uses is taken.
    @Test func optionsAModeIgnoresAreRefused() throws {
        let ignored: [(PickerRequest.Option, DatePickerMode, PickerRequest)] = [
            (.seconds, .yearAndMonth, PickerRequest(mode: .yearAndMonth, seconds: true)),
            (.seconds, .date, PickerRequest(mode: .date, seconds: true)),
            (.duration, .date, PickerRequest(mode: .date, duration: 60)),
            (.duration, .dateAndTime, PickerRequest(mode: .dateAndTime, duration: 60)),
            (.minuteInterval, .date, PickerRequest(mode: .date, minuteInterval: 15)),
            (.rounding, .yearAndMonth, PickerRequest(mode: .yearAndMonth, rounding: .floor)),
            (.secondInterval, .time, PickerRequest(mode: .time, secondInterval: 15)),
            (.calendar, .time, PickerRequest(mode: .time, calendar: "japanese")),
            (.calendar, .countDownTimer, PickerRequest(mode: .countDownTimer, calendar: "japanese")),
            (.timeZone, .countDownTimer, PickerRequest(mode: .countDownTimer, timeZone: "Asia/Tokyo")),
            (.date, .countDownTimer, PickerRequest(mode: .countDownTimer, date: "14:05")),
            (.maximumDate, .countDownTimer, PickerRequest(mode: .countDownTimer, maximumDate: "2026-11-30")),
        ]
        for (option, mode, request) in ignored {
            #expect(throws: RequestError.self, "\(option) \(mode)") { try request.checkOptions() }
            do {
                try request.checkOptions()
            } catch {
                #expect(error.description.hasPrefix("\(option.flag) does nothing with --mode \(mode.rawValue): "))
            }
        }
        let taken = [
            PickerRequest(
                locale: "en", mode: .time, timeZone: "UTC", minuteInterval: 15, secondInterval: 5, seconds: true,
                rounding: .floor),
            PickerRequest(
                locale: "en", mode: .dateAndTime, calendar: "hebrew", timeZone: "UTC", seconds: true,
                minimumDate: "2026-01-01"),
            PickerRequest(
                locale: "en", mode: .countDownTimer, minuteInterval: 5, seconds: true, duration: 60, rounding: .ceiling),
            PickerRequest(
                locale: "en", mode: .yearAndMonth, calendar: "persian", timeZone: "UTC", date: "2026-11-30",
                maximumDate: "2027-01-01"),
            PickerRequest(locale: "en", seconds: false),
        ]
        for request in taken {
            #expect(throws: Never.self, "\(request)") { _ = try request.makePicker(environment: [:]) }
        }
        // `datepick show` with every mode takes what any of them uses.
        #expect(throws: Never.self) {
            _ = try PickerRequest(locale: "en", mode: .date, timeZone: "UTC", duration: 60)
                .makePicker(environment: [:], checkingOptions: false)
        }
    }

    /// A countdown holds no moment: a TZ that names no zone does not stop it, where it stops every other mode.
    @Test func aCountdownNeedsNoZone() throws {
        let environment = ["TZ": "JST-9", "LANG": "de_DE.UTF-8"]
        let countdown = try PickerRequest(mode: .countDownTimer, duration: 120).makePicker(environment: environment)
        let timer = try #require(countdown.model.countdownPicker)
        #expect(timer.duration == 120 && timer.profile.id == "de_DE")
        #expect(throws: RequestError.unknownTZ("JST-9")) {
            _ = try PickerRequest(mode: .date).makePicker(environment: environment)
        }
        let tokyo = try PickerRequest(mode: .date).makePicker(environment: ["TZ": ":Asia/Tokyo"]).model.datePicker
        #expect(tokyo?.context.timeZone == "Asia/Tokyo")
    }

    @Test func namesAreCheckedWithTheOptionsThatTakeThem() {
        #expect(throws: RequestError.unknownMode("week")) { try PickerRequest.mode(named: "week") }
        #expect(throws: RequestError.unknownRounding("up")) { try PickerRequest.rounding(named: "up") }
        #expect(
            RequestError.unknownMode("week").description
                == "unknown mode 'week'; use date, time, dateAndTime, countDownTimer, yearAndMonth")
    }

    /// Options JSON as the C library takes it: each value of its option's type, null for the default, and the
    /// messages the C library has always given, byte for byte.
    @Test func optionsJSONIsReadKeyByKey() throws {
        let request = try PickerRequest(
            optionsJSON:
                #"{"locale": "ja_JP", "mode": "time", "minuteInterval": 15.0, "seconds": true, "timeZone": null, "rounding": "floor"}"#
        )
        #expect(
            request == PickerRequest(locale: "ja_JP", mode: .time, minuteInterval: 15, seconds: true, rounding: .floor))
        #expect(try PickerRequest(optionsJSON: " \n\t") == PickerRequest())
        let names = PickerRequest.Option.allCases.map(\.rawValue).joined(separator: ", ")
        let refused = [
            (#"{"x": 1}"#, "options: unknown key 'x'; use \(names)"),
            (#"{"minuteInterval": "15"}"#, "options: 'minuteInterval' must be a whole number, not a string"),
            (#"{"duration": 1.5}"#, "options: 'duration' must be a whole number, not a number"),
            (#"{"seconds": 1}"#, "options: 'seconds' must be true or false, not a number"),
            (#"{"mode": 3}"#, "options: 'mode' must be a string, not a number"),
            (#"{"date": {}}"#, "options: 'date' must be a string, not an object"),
            ("[1, 2]", "options: expected a JSON object, not an array"),
            ("true", "options: expected a JSON object, not a boolean"),
            ("{", "options: not valid JSON at byte 2: expected a key in quotes"),
            (#"{"mode": "week"}"#, "unknown mode 'week'; use date, time, dateAndTime, countDownTimer, yearAndMonth"),
            (#"{"rounding": "up"}"#, "unknown rounding 'up'; use floor, nearest or ceiling"),
        ]
        for (json, message) in refused {
            do {
                _ = try PickerRequest(optionsJSON: json)
                Issue.record("\(json) was taken")
            } catch {
                #expect(error.description == message, "\(json)")
            }
        }
        #expect(names.hasPrefix("locale, mode, calendar, timeZone, date, minuteInterval, secondInterval, seconds"))
    }

    /// Command-line text as the CLI gives it: a flag's presence, a whole number, a word of a choice.
    @Test func argumentsAreReadByTheirEntries() throws {
        var request = PickerRequest()
        try request.set(.minuteInterval, argument: "15")
        try request.set(.seconds, argument: nil)
        try request.set(.rounding, argument: "ceiling")
        try request.set(.timeZone, argument: "Asia/Tokyo")
        #expect(request == PickerRequest(timeZone: "Asia/Tokyo", minuteInterval: 15, seconds: true, rounding: .ceiling))
        #expect(request.givenOptions == [.timeZone, .minuteInterval, .seconds, .rounding])
        #expect(throws: RequestError.notAWholeNumber(.duration, "1h")) { try request.set(.duration, argument: "1h") }
        #expect(RequestError.notAWholeNumber(.duration, "1h").description == "--duration '1h' is not a whole number")
        #expect(throws: RequestError.unknownMode("week")) { try request.set(.mode, argument: "week") }
    }

    /// The table names each option once: no two share a CLI name, every choice has its words, a flag no value.
    @Test func theTableNamesEachOptionOnce() {
        let names = PickerRequest.Option.allCases.flatMap { [$0.entry.flag] + $0.entry.aliases }
        #expect(Set(names).count == names.count, "\(names)")
        for option in PickerRequest.Option.allCases {
            let entry = option.entry
            #expect(entry.flag.hasPrefix("--") && !entry.help.isEmpty, "\(option)")
            #expect((entry.type == .choice) == !entry.choices.isEmpty, "\(option)")
            #expect((entry.type == .flag) == entry.valueName.isEmpty, "\(option)")
            #expect(PickerRequest.Option.entries[option.index].flag == entry.flag)
        }
        #expect(PickerRequest.Option.timeZone.entry.aliases == ["--zone"])
        #expect(PickerRequest.Option.minimumDate.flag == "--min" && PickerRequest.Option.maximumDate.flag == "--max")
    }

    /// `firstWeekday` in the options JSON starts the month grid's weeks on its day, as `-u-fw-` does; a mode with no
    /// days refuses it, and a word that is no weekday is refused with the words it takes.
    @Test func theFirstWeekdayStartsTheMonthGridsWeeks() throws {
        let options = #"{"locale": "en_US", "timeZone": "UTC", "date": "2026-11-30", "firstWeekday": "mon"}"#
        let request = try PickerRequest(optionsJSON: options)
        #expect(request.firstWeekday == .mon && request.givenOptions == [.locale, .timeZone, .date, .firstWeekday])
        let prepared = try request.makePicker(environment: [:])
        let picker = try #require(prepared.model.datePicker)
        #expect(picker.profile.id == "en_US@fw=mon" && picker.profile.firstWeekday == 2)
        let grid = try MonthGrid(context: picker.context, showing: picker.date)
        #expect(grid.weekdays.map(\.short) == ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])
        // November 2026 starts on a Sunday: the last day of the first week, which starts on Monday, October 26.
        #expect(grid.weeks[0].days.map(\.label) == ["26", "27", "28", "29", "30", "31", "1"])
        let view = try PickerView.json(prepared)
        #expect(view["firstWeekday"] == .string("mon") && view["locale"] == .string("en_US@fw=mon"))
        let plain = try PickerView.json(PickerRequest(locale: "en_US", timeZone: "UTC").makePicker(environment: [:]))
        #expect(plain["firstWeekday"] == .string("sun"))
        #expect(
            throws: RequestError.ignoredOption(.firstWeekday, mode: .time, why: "time picks no day, so it has no weeks")
        ) {
            _ = try PickerRequest(optionsJSON: #"{"mode": "time", "firstWeekday": "mon"}"#).makePicker(environment: [:])
        }
        for (json, message) in [
            (#"{"firstWeekday": "monday"}"#, "unknown first weekday 'monday'; use sun, mon, tue, wed, thu, fri or sat"),
            (#"{"firstWeekday": 1}"#, "options: 'firstWeekday' must be a string, not a number"),
        ] {
            do {
                _ = try PickerRequest(optionsJSON: json)
                Issue.record("\(json) was taken")
            } catch {
                #expect(error.description == message)
            }
        }
    }
}
