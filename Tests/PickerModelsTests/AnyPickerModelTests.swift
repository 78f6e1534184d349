import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// The enum of either kind of picker does what the picker it holds does, and keeps what it changed.
@Suite("AnyPickerModel")
struct AnyPickerModelTests {
    /// Each change made through the enum lands on the picker it holds, as the same change made to the picker.
    @Test func changesReachTheHeldPicker() throws {
        var moment = try picker(.dateAndTime, "ja_JP", zone: "Asia/Tokyo")
        var timer = try countdown("ru_RU", duration: 3660) { $0.showsSeconds = true }
        var models: [AnyPickerModel] = [.date(moment), .countdown(timer)]
        let changes: [(inout AnyPickerModel) throws -> Void] = [
            { try $0.step(by: 3, inWheel: 1) }, { try $0.select(row: 2, inWheel: 0) },
            { try $0.selectLast(inWheel: 1) }, { try $0.selectFirst(inWheel: 2) },
        ]
        for change in changes {
            try change(&models[0])
            try change(&models[1])
        }
        try moment.step(by: 3, inWheel: 1)
        try moment.select(row: 2, inWheel: 0)
        try moment.selectLast(inWheel: 1)
        try moment.selectFirst(inWheel: 2)
        try timer.step(by: 3, inWheel: 1)
        try timer.select(row: 2, inWheel: 0)
        try timer.selectLast(inWheel: 1)
        try timer.selectFirst(inWheel: 2)
        for (model, expected) in zip(models, [AnyPickerModel.date(moment), .countdown(timer)]) {
            #expect(model.isoString == expected.isoString)
            #expect(model.wheels.map(\.component.selectedRow) == expected.wheels.map(\.component.selectedRow))
            #expect(model.adjustments == expected.adjustments)
            #expect(model.mode == expected.mode && model.profile.id == expected.profile.id)
            #expect(model.explanation == expected.explanation)
            #expect(model.number(ofRow: 5, inWheel: 1) == expected.number(ofRow: 5, inWheel: 1))
        }
        switch models[0] {
        case .date(let held): #expect(held.date == moment.date)
        case .countdown: Issue.record("the date picker became a countdown")
        }
        switch models[1] {
        case .date: Issue.record("the countdown became a date picker")
        case .countdown(let held): #expect(held.duration == timer.duration)
        }
    }

    /// A refused change throws the picker's error and leaves the picker as it was.
    @Test func aRefusedChangeKeepsThePicker() throws {
        for var model in [
            AnyPickerModel.date(try picker(.date, "en_US")), .countdown(try countdown("en_US", duration: 60)),
        ] {
            let before = model.isoString
            #expect(throws: PickerError.noSuchComponent(9)) { try model.step(by: 1, inWheel: 9) }
            #expect(model.isoString == before)
            try model.step(by: 1, inWheel: 1)
            #expect(model.isoString != before)
        }
    }

    /// What only one kind has: a moment's zone, calendar and pattern; a countdown's seconds whatever the pattern.
    @Test func whatOneKindHas() throws {
        let moment = AnyPickerModel.date(try picker(.date, "ja_JP@calendar=japanese", zone: "Asia/Tokyo"))
        #expect(moment.calendar == "japanese" && moment.timeZone == "Asia/Tokyo")
        #expect(try moment.printed(pattern: "M/d") == "11/30")
        #expect(try moment.printed(pattern: nil) == "2026-11-30")
        let timer = AnyPickerModel.countdown(try countdown("ja_JP@calendar=japanese", duration: 3660))
        #expect(timer.calendar == "japanese" && timer.timeZone == nil)
        #expect(try timer.printed(pattern: "M/d") == "3660")
    }
}
