import DateModes
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
}
