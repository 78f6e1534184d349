@testable import CalendarEngine
import PickerModels
import Foundation
import LocaleTables
import PickerJSON
import Synchronization
import Testing
import TestSupport

/// The JSON view, the pick result and the matrix held to their schemas (`Schemas/`), for every locale and mode.
@Suite("The picker as data")
struct PickerViewTests {
    static let schemas = Result { try JSONSchemas() }

    /// Hard moments in their zones: an era change, DST days, Adar II, the Chinese leap month, the range's ends.
    static let hardDates: [(String, String)] = [
        ("2019-04-30T12:00", "Asia/Tokyo"), ("2024-02-29T12:00", "UTC"), ("2026-03-08T01:30", "America/New_York"),
        ("2026-11-01T01:30", "America/New_York"), ("2026-04-05T01:45", "Australia/Lord_Howe"),
        ("2024-03-15T12:00", "Asia/Jerusalem"), ("2025-08-01T12:00", "Asia/Shanghai"), ("0001-01-01T12:00", "UTC"),
        ("9999-12-31T12:00", "UTC"), ("2026-11-30T14:05", "Asia/Tokyo"),
    ]
    static let today = Date(timeIntervalSince1970: 1_796_047_500)

    func view(_ request: PickerRequest) throws -> (PreparedPicker, JSONValue) {
        let prepared = try request.makePicker(environment: [:], now: Self.today)
        return (prepared, try PickerView.json(prepared))
    }

    /// What the schema cannot say: parallel arrays, rows within the wheel, the selection's label and row, the
    /// fields a picker of the locale's profile has, the day wheel's row holding the value's day, and (with
    /// `readingBack`) that the text reads back as the value.
    func invariantFaults(_ prepared: PreparedPicker, _ json: JSONValue, readingBack: Bool = true) throws -> [String] {
        let picker = prepared.model
        var faults: [String] = []
        if readingBack, try JSONValue(parsing: Array(json.text.utf8)) != json {
            faults.append("the text reads back otherwise")
        }
        guard case .array(let wheels)? = json["wheels"] else { return ["no wheels"] }
        if wheels.count != picker.wheels.count { faults.append("\(wheels.count) wheels") }
        for (index, (wheel, component)) in zip(wheels, picker.wheels.map(\.component)).enumerated() {
            guard case .int(let count)? = wheel["rowCount"], case .int(let selected)? = wheel["selectedIndex"],
                case .int(let start)? = wheel["labelsStart"], case .array(let labels)? = wheel["labels"],
                case .array(let enabled)? = wheel["enabled"]
            else { return ["a wheel without its rows: \(wheel)"] }
            if labels.count != enabled.count || start + labels.count > count {
                faults.append("wheel \(index): rows out of the wheel")
            }
            guard (start..<start + labels.count).contains(selected) else {
                faults.append("wheel \(index): the selection is not listed")
                continue
            }
            if labels[selected - start] != wheel["selectedLabel"] { faults.append("wheel \(index): selectedLabel") }
            if count != component.rows.count || selected != component.selectedRow {
                faults.append("wheel \(index): not the picker's")
            }
            if count <= PickerView.allLabelsLimit && labels.count != count {
                faults.append("wheel \(index): rows left out")
            }
            if wheel["field"] == .string("day"), case .int(let day)? = json["fields"]?["day"],
                picker.number(ofRow: selected, inWheel: index) != day
            {
                faults.append("the day wheel's row is not the value's day \(day)")
            }
        }
        let seconds =
            switch picker {
            case .date(let moment): moment.configuration.showsSeconds
            case .countdown(let timer): timer.configuration.showsSeconds
            }
        let fields = picker.mode.wheelFields(in: picker.profile, showsSeconds: seconds)
        if wheels.map({ $0["field"] }) != fields.map({ .string($0.rawValue) }) {
            faults.append("the fields are not the mode's")
        }
        return faults
    }

    /// Every locale in every mode, each locale on one of the hard dates, on every core; the text is read back
    /// for every tenth locale (writing and reading every view took a third of the time in a debug build).
    @Test func everyLocaleAndModeMatchesTheViewSchema() throws {
        let schemas = try Self.schemas.get()
        let locales = LocaleProfiles.availableLocales
        let faults = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: locales.count) { index in
            let locale = locales[index]
            let (date, zone) = Self.hardDates[index % Self.hardDates.count]
            for mode in DatePickerMode.allCases {
                let countdown = mode == .countDownTimer
                let request = PickerRequest(
                    locale: locale, mode: mode, timeZone: countdown ? nil : zone,
                    date: countdown ? nil : date, duration: countdown ? 3725 : nil)
                do {
                    let (prepared, json) = try view(request)
                    var found = schemas.errors(in: json, against: "view.schema.json")
                    found += try invariantFaults(prepared, json, readingBack: index % 10 == 0)
                    if !found.isEmpty { faults.withLock { $0.append("\(locale) \(mode): \(found.prefix(3))") } }
                } catch {
                    faults.withLock { $0.append("\(locale) \(mode): \(error)") }
                }
            }
        }
        let found = faults.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) views break the schema or the invariants: \(found.prefix(10))")
    }

    /// Every calendar on every hard date in each mode with a date, with seconds, an interval and a bound.
    ///
    /// ICU 72's astronomical Islamic calendars (`islamic`, `islamic-rgsa`) skip a month's first day in zones far
    /// east of UTC (in Tokyo, Shaʻban 30 1440 is followed by Ramadan 2), and the day wheel of such a month then
    /// holds the wrong days: a known defect, kept visible here.
    @Test func everyCalendarOnHardDatesWithSecondsAndBounds() throws {
        let schemas = try Self.schemas.get()
        // The time mode shows no calendar: once per date, beside the calendars' modes.
        let calendars: [String?] = [nil] + (try ResolvedLocale.knownCalendars(locale: "en", input: "en")).map { $0 }
        let results = Mutex<(faults: [String], known: [String])>(([], []))
        DispatchQueue.concurrentPerform(iterations: calendars.count) { index in
            let calendar = calendars[index]
            for (dateIndex, (date, zone)) in Self.hardDates.enumerated() {
                // The dateAndTime day wheel differs between calendars only in its labels: on one date each.
                let modes: [DatePickerMode] =
                    calendar == nil
                    ? [.time]
                    : dateIndex == index % Self.hardDates.count
                        ? [.date, .dateAndTime, .yearAndMonth] : [.date, .yearAndMonth]
                for mode in modes {
                    let timed = mode == .time || mode == .dateAndTime
                    let request = PickerRequest(
                        locale: "he_IL", mode: mode, calendar: calendar, timeZone: zone, date: date,
                        minuteInterval: timed ? 15 : nil, seconds: timed ? true : nil,
                        minimumDate: "2000-01-01")
                    do {
                        let (prepared, json) = try view(request)
                        let faults =
                            schemas.errors(in: json, against: "view.schema.json")
                            + (try invariantFaults(prepared, json))
                        guard !faults.isEmpty else { continue }
                        let line = "\(calendar ?? "-") \(date) \(zone) \(mode): \(faults.prefix(3))"
                        let known =
                            ["islamic", "islamic-rgsa"].contains(calendar ?? "")
                            && faults.allSatisfy { $0.hasPrefix("the day wheel's row is not the value's day") }
                        results.withLock { known ? $0.known.append(line) : $0.faults.append(line) }
                    } catch {
                        results.withLock { $0.faults.append("\(calendar ?? "-") \(date) \(mode): \(error)") }
                    }
                }
            }
        }
        let (faults, known) = results.withLock { $0 }
        #expect(faults.isEmpty, "\(faults.count) views break the schema or the invariants: \(faults.prefix(10))")
        for line in known {
            withKnownIssue("ICU 72's astronomical Islamic calendar skips a month's first day east of UTC") {
                Issue.record("\(line)")
            }
        }
    }

    /// A wheel of more rows than the view lists gives a window around the selection, clipped at the ends.
    @Test func longWheelsGiveAWindow() throws {
        var rows = (0..<1000).map { PickerRow("row \($0)", isEnabled: $0 % 7 != 0) }
        rows[3].unitLabel = "units"
        for (selected, start) in [(500, 450), (3, 0), (999, 899)] {
            let component = PickerComponent(id: "value", title: "Value", rows: rows, selectedRow: selected)
            let wheel = PickerView.wheel(component, field: "value")
            #expect(wheel["labelsStart"] == .int(start))
            #expect(wheel["rowCount"] == .int(1000) && wheel["selectedIndex"] == .int(selected))
            guard case .array(let labels)? = wheel["labels"], case .array(let enabled)? = wheel["enabled"] else {
                Issue.record("\(wheel)"); return
            }
            #expect(labels.count == 2 * PickerView.windowRadius + 1 && enabled.count == labels.count)
            #expect(labels == (start..<start + labels.count).map { .string("row \($0)") })
            #expect(enabled == (start..<start + labels.count).map { .bool($0 % 7 != 0) })
            #expect(wheel["unit"] == (selected == 3 ? .string("units") : .null))
        }
    }

    @Test func theViewOfAJapaneseDate() throws {
        let (_, json) = try view(
            PickerRequest(
                locale: "ja_JP", mode: .date, calendar: "japanese", timeZone: "Asia/Tokyo",
                date: "2019-05-01"))
        #expect(json["locale"] == .string("ja_JP@calendar=japanese") && json["calendar"] == .string("japanese"))
        #expect(json["value"] == .string("2019-05-01") && json["timeZone"] == .string("Asia/Tokyo"))
        #expect(
            json["fields"]
                == .object([
                    ("era", .string("reiwa")), ("eraYear", .int(1)), ("year", .int(2019)), ("month", .int(5)),
                    ("monthCode", .string("M05")), ("leapMonth", .bool(false)), ("day", .int(1)),
                    ("hour", .null), ("minute", .null), ("second", .null),
                ]))
        guard case .array(let wheels)? = json["wheels"] else { Issue.record("no wheels"); return }
        #expect(wheels.map { $0["selectedLabel"] } == [.string("令和元年"), .string("5月"), .string("1日")])
        #expect(wheels.map { $0["title"] } == [.string("年"), .string("月"), .string("日")])
        #expect(json["adjustments"] == .array([]))
    }

    /// The first supported day lies within a year that began months before it: `month` counts those months.
    @Test func fieldsOfTheFirstSupportedDay() throws {
        let (_, json) = try view(
            PickerRequest(locale: "en", mode: .date, calendar: "coptic", timeZone: "UTC", date: "0001-01-01"))
        // test262 test/intl402/Temporal/PlainDate/from/roundtrip-from-property-bag.js: ISO 0001-01-01 is Coptic
        // year -283 (era am), month 5, M05, day 8.
        #expect(
            json["fields"]
                == .object([
                    ("era", .string("am")), ("eraYear", .int(-283)), ("year", .int(-283)), ("month", .int(5)),
                    ("monthCode", .string("M05")), ("leapMonth", .bool(false)), ("day", .int(8)),
                    ("hour", .null), ("minute", .null), ("second", .null),
                ]))
    }

    /// `fields` follows Temporal, whose meiji begins in 1873; the wheels follow ICU, whose Meiji begins in 1868.
    @Test func fieldsAndWheelsOfEarlyMeiji() throws {
        func view(_ date: String) throws -> JSONValue {
            try self.view(
                PickerRequest(
                    locale: "ja_JP", mode: .date, calendar: "japanese", timeZone: "Asia/Tokyo", date: date)
            ).1
        }
        let (last, first) = (try view("1872-12-31"), try view("1873-01-01"))
        // test262 test/intl402/Temporal/PlainDate/from/era-boundary-japanese.js: "Meiji 5 resolves to CE 1872",
        // "CE 1873 resolves to Meiji 6".
        #expect(last["fields"]?["era"] == .string("ce") && last["fields"]?["eraYear"] == .int(1872))
        #expect(last["fields"]?["year"] == .int(1872))
        #expect(first["fields"]?["era"] == .string("meiji") && first["fields"]?["eraYear"] == .int(6))
        #expect(first["fields"]?["year"] == .int(1873))
        // Both years' labels are ICU's: the same era's, its years 5 and 6, not 1872.
        func year(_ json: JSONValue) -> String? {
            guard case .array(let wheels)? = json["wheels"],
                case .string(let label)? = wheels.first(where: { $0["field"] == .string("year") })?["selectedLabel"]
            else { return nil }
            return label
        }
        let (lastYear, firstYear) = (try #require(year(last)), try #require(year(first)))
        #expect(!lastYear.contains("1872") && lastYear.contains("5") && firstYear.contains("6"))
        #expect(lastYear.filter { !$0.isNumber } == firstYear.filter { !$0.isNumber })
    }

    /// New York skipped 02:00–03:00 on 2026-03-08: 02:32 moves to 03:32, rounds to 03:30, and the maximum takes it
    /// to 03:00; each step says from what to what.
    @Test func adjustmentsSayFromWhatToWhat() throws {
        let (prepared, json) = try view(
            PickerRequest(
                locale: "en_US", mode: .dateAndTime, timeZone: "America/New_York", date: "2026-03-08T02:32",
                minuteInterval: 15, maximumDate: "2026-03-08T03:00"))
        #expect(json["value"] == .string("2026-03-08T03:00:00-04:00"))
        #expect(
            json["adjustments"]
                == .array([
                    .object([
                        ("kind", .string("skippedTime")), ("from", .string("2026-03-08T02:32:00")),
                        ("to", .string("2026-03-08T03:32:00-04:00")), ("shiftedBy", .int(3600)),
                    ]),
                    .object([
                        ("kind", .string("roundedToInterval")), ("from", .string("2026-03-08T03:32:00-04:00")),
                        ("to", .string("2026-03-08T03:30:00-04:00")),
                    ]),
                    .object([
                        ("kind", .string("clampedToMaximum")), ("from", .string("2026-03-08T03:30:00-04:00")),
                        ("to", .string("2026-03-08T03:00:00-04:00")),
                    ]),
                ]))
        #expect(
            ViewAdjustment.list(prepared.adjustments, of: prepared.model).map(\.description) == [
                "2026-03-08T02:32:00 is a time the clocks skipped: moved 60 minutes later, to 2026-03-08T03:32:00-04:00",
                "2026-03-08T03:32:00-04:00 was rounded to the interval: 2026-03-08T03:30:00-04:00",
                "2026-03-08T03:30:00-04:00 is after the maximum (--max): moved to 2026-03-08T03:00:00-04:00",
            ])
        let (_, early) = try view(
            PickerRequest(
                locale: "en_US", mode: .date, timeZone: "UTC", date: "2026-11-30",
                minimumDate: "2027-01-01"))
        #expect(
            early["adjustments"]
                == .array([
                    .object([
                        ("kind", .string("clampedToMinimum")),
                        ("from", .string("2026-11-30")), ("to", .string("2027-01-01")),
                    ])
                ]))
    }

    /// The wheels' own adjustments, kept by the picker as they happen: a day the month lacks, a month the year lacks.
    @Test func wheelAdjustmentsNameDaysAndMonthCodes() throws {
        var picker = try #require(
            try PickerRequest(
                locale: "he_IL", mode: .date, calendar: "hebrew", timeZone: "Asia/Jerusalem",
                date: "2024-02-15"
            ).makePicker(environment: [:]).model.datePicker)
        try picker.step(.year, by: 1)  // 5785 has no Adar I
        let list = ViewAdjustment.list(picker.adjustments, of: .date(picker)).map(\.json)
        #expect(
            list.first
                == .object([("kind", .string("monthReplaced")), ("from", .string("M05L")), ("to", .string("M06"))]))
        var january = try PickerRequest(locale: "en_US", mode: .date, timeZone: "UTC", date: "2026-01-31")
            .makePicker(environment: [:]).model
        try january.step(.month, by: 1)
        #expect(
            ViewAdjustment.list(january.adjustments, of: january).map(\.json)
                == [.object([("kind", .string("dayClamped")), ("from", .int(31)), ("to", .int(28))])])
    }

    @Test func theCountdownHoldsADurationAndNoZone() throws {
        let (_, json) = try view(
            PickerRequest(locale: "en_US", mode: .countDownTimer, minuteInterval: 15, duration: 3725))
        #expect(json["duration"] == .int(3600) && json["value"] == nil && json["timeZone"] == .null)
        #expect(
            json["fields"]
                == .object([
                    ("era", .null), ("eraYear", .null), ("year", .null), ("month", .null), ("monthCode", .null),
                    ("leapMonth", .null),
                    ("day", .null), ("hour", .int(1)), ("minute", .int(0)), ("second", .int(0)),
                ]))
        #expect(
            json["adjustments"]
                == .array([
                    .object([
                        ("kind", .string("roundedToInterval")), ("from", .int(3725)),
                        ("to", .int(3600)),
                    ])
                ]))
        guard case .array(let wheels)? = json["wheels"] else { Issue.record("no wheels"); return }
        #expect(wheels.map { $0["unit"] } == [.string("hour"), .string("min")])
    }

    @Test func pickResultsMatchTheirSchema() throws {
        let schemas = try Self.schemas.get()
        for locale in ["ja_JP", "ar_EG", "he_IL@calendar=hebrew", "zh_CN@calendar=chinese", "fa_IR", "en_US"] {
            for mode in DatePickerMode.allCases {
                let countdown = mode == .countDownTimer
                let picker = try PickerRequest(
                    locale: locale, mode: mode, timeZone: countdown ? nil : "Asia/Tokyo",
                    date: countdown ? nil : "2025-08-01T12:00", duration: countdown ? 60 : nil
                )
                .makePicker(environment: [:], now: Self.today).model
                let json = try PickResult.json(picker, formatted: countdown ? nil : "y")
                let errors = schemas.errors(in: json, against: "pick.schema.json")
                #expect(errors.isEmpty, "\(locale) \(mode): \(errors.prefix(3))")
            }
        }
        let tokyo = try PickerRequest(
            locale: "ja_JP", mode: .dateAndTime, timeZone: "Asia/Tokyo", date: "1880-06-01T12:00"
        )
        .makePicker(environment: [:], now: Self.today).model
        let json = try PickResult.json(tokyo, formatted: nil)
        // Tokyo kept local mean time until 1888: +09:18:59.
        #expect(json["offset"] == .string("+09:18:59") && json["offsetSeconds"] == .int(33539))
        #expect(json["value"] == .string("1880-06-01T12:00:00+09:18:59") && json["formatted"] == .null)
    }

    @Test func theMatrixOfEveryLocaleMatchesItsSchema() throws {
        let schemas = try Self.schemas.get()
        let matrix = try LocaleMatrix(ids: LocaleProfiles.availableLocales)
        let json = try JSONValue(parsing: Array(try matrix.json().utf8))
        let errors = schemas.errors(in: json, against: "matrix.schema.json")
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        // Each mode's fields are those of a picker of the locale.
        for entry in matrix.locales where ["ja_JP", "en_US", "ar_EG", "kk", "fa_IR"].contains(entry.locale) {
            for mode in DatePickerMode.allCases {
                let picker = try Pickers.make(
                    DatePickerConfiguration(mode: mode, locale: entry.locale, timeZone: "UTC"))
                #expect(entry.modes[mode.rawValue] == picker.fields, "\(entry.locale) \(mode)")
            }
        }
    }

    /// The validator refuses what the schemas forbid, so a passing output is not a validator that passes anything.
    @Test func theValidatorRefusesWhatTheSchemasForbid() throws {
        let schemas = try Self.schemas.get()
        #expect(
            Set(schemas.documents.keys) == [
                "view.schema.json", "matrix.schema.json", "pick.schema.json", "choose.schema.json",
                "choose-view.schema.json", "parse.schema.json",
            ])
        let (_, json) = try view(PickerRequest(locale: "en_US", mode: .date, timeZone: "UTC", date: "2026-11-30"))
        guard case .object(let members) = json else { Issue.record("not an object"); return }
        #expect(schemas.errors(in: json, against: "view.schema.json").isEmpty)
        func broken(_ change: (inout [(key: String, value: JSONValue)]) -> Void) -> JSONValue {
            var copy = members
            change(&copy)
            return .object(copy)
        }
        let faults: [JSONValue] = [
            broken { $0.removeAll { $0.key == "wheels" } },
            broken { $0.append(("extra", .null)) },
            broken { $0[0].value = .int(1) },
            broken { $0 = $0.map { $0.key == "value" ? ($0.key, .string("2026-11-30T00:00:00Z")) : $0 } },
            broken { $0 = $0.map { $0.key == "mode" ? ($0.key, .string("week")) : $0 } },
            broken { $0.append(("duration", .int(5))) },
            broken {
                $0 = $0.map {
                    $0.key == "fields"
                        ? ($0.key, .object([("hour", .int(1)), ("minute", .int(0)), ("second", .int(0))])) : $0
                }
            },
            broken {
                $0 = $0.map {
                    $0.key == "adjustments"
                        ? (
                            $0.key,
                            .array([
                                .object([
                                    ("kind", .string("skippedTime")), ("from", .string("a")), ("to", .string("b")),
                                ])
                            ])
                        ) : $0
                }
            },
        ]
        for fault in faults { #expect(!schemas.errors(in: fault, against: "view.schema.json").isEmpty, "\(fault)") }
    }

    /// A second, independent validator where one is installed (Python's jsonschema): the schemas are valid JSON
    /// Schema 2020-12 and accept real outputs.
    @Test func pythonsJSONSchemaAgreesWhereInstalled() throws {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import jsonschema, referencing"]
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        guard check.terminationStatus == 0 else {
            print(
                "skipped: Python's jsonschema cross-check (pip install jsonschema, or apt-get install python3-jsonschema)"
            )
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("datepick-schema-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var documents: [(String, String)] = []
        for (index, (locale, mode)) in [
            ("ja_JP", DatePickerMode.date), ("ar_EG", .dateAndTime), ("en_US", .countDownTimer),
            ("he_IL@calendar=hebrew", .yearAndMonth), ("ko_KR", .time),
        ].enumerated() {
            let countdown = mode == .countDownTimer
            let timed = mode == .time || mode == .dateAndTime
            let (_, json) = try view(
                PickerRequest(
                    locale: locale, mode: mode, timeZone: countdown ? nil : "America/New_York",
                    date: countdown ? nil : "2026-03-08T02:32", minuteInterval: timed ? 15 : nil))
            let file = directory.appendingPathComponent("view\(index).json")
            try json.text.write(to: file, atomically: true, encoding: .utf8)
            documents.append(("view.schema.json", file.path))
        }
        let script = """
            import json, pathlib, sys, jsonschema
            from referencing import Registry, Resource
            d = pathlib.Path(sys.argv[1])
            schemas = {p.name: json.load(open(p)) for p in d.glob('*.schema.json')}
            for s in schemas.values(): jsonschema.Draft202012Validator.check_schema(s)
            registry = Registry().with_resources([(n, Resource.from_contents(s)) for n, s in schemas.items()])
            for pair in sys.argv[2:]:
                name, path = pair.split('=', 1)
                errors = list(jsonschema.Draft202012Validator({'$ref': name}, registry=registry).iter_errors(json.load(open(path))))
                if errors: sys.exit(path + ': ' + errors[0].message)
            """
        let run = Process()
        run.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        run.arguments =
            ["python3", "-W", "ignore", "-c", script, JSONSchemas.directory.path] + documents.map { "\($0)=\($1)" }
        let err = Pipe()
        run.standardError = err
        try run.run()
        run.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        #expect(run.terminationStatus == 0, "\(message)")
    }
}
