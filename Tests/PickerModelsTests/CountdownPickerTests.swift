import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

@Suite("Countdown")
struct CountdownTests {
    @Test func hoursAndMinutesWithPluralUnitLabels() throws {
        var timer = try countdown("en_US", duration: 3660)
        #expect(timer.fields == [.hour, .minute])
        #expect(timer.rows(.hour) == (0...23).map(String.init))
        #expect(timer.rows(.minute).count == 60)
        #expect(timer.picker.components.map(\.unitLabel) == ["hour", "min"])
        try timer.step(by: 1, inWheel: 0)
        #expect(timer.picker.components[0].unitLabel == "hours")
        #expect(timer.duration == 7260)
        let russian = try countdown("ru_RU", duration: 5 * 3600)
        #expect(russian.picker.components[0].unitLabel == "часов")
    }

    @Test func intervalsSecondsAndLimits() throws {
        var timer = try countdown("en_US", duration: 86_399) {
            $0.showsSeconds = true
            $0.minuteInterval = 5
            $0.secondInterval = 15
        }
        #expect(timer.fields == [.hour, .minute, .second])
        #expect(timer.rows(.second) == ["0", "15", "30", "45"])
        #expect(timer.duration == 23 * 3600 + 55 * 60 + 45)
        #expect(timer.picker.components[2].unitLabel == "sec")
        // Each wheel rounds its own field, as a person reads the value: 1:01 is minute 0 and second 0, 3:20 minute 5
        // and second 15. (The grid's nearest points, 0:45 and 5:00, would change the seconds of a value whose
        // seconds are on their wheel: 1:02:05 with 15-minute steps would become 1:00:59.)
        try timer.setDuration(61)
        #expect(timer.duration == 0)
        try timer.setDuration(200)
        #expect(timer.duration == 315)
        var seconds = try countdown("en_US", duration: 3725) {
            $0.showsSeconds = true; $0.minuteInterval = 15
        }
        #expect(seconds.duration == 3605 && seconds.adjustments.count == 1)
        try seconds.setDuration(3600 + 52 * 60 + 59)  // minute 52 → 45, second 59 kept
        #expect(seconds.duration == 3600 + 45 * 60 + 59)
        var time = try picker(.time, "en_US", date: Civil.date(2026, 11, 30, 14, 2, 5)) {
            $0.showsSeconds = true; $0.minuteInterval = 15
        }
        #expect(time.isoString == "14:00:05")
        time.setDate(Civil.date(2026, 11, 30, 14, 8, 59))
        #expect(time.isoString == "14:15:59")
        // A value within the bounds is rounded within them, and not reported as clamped: 14:00:05 would lie
        // before the minimum, so the grid's nearest point inside is taken.
        let bounded = try picker(.time, "en_US", date: Civil.date(2026, 11, 30, 14, 2, 5)) {
            $0.showsSeconds = true; $0.minuteInterval = 15
            $0.minimumDate = Civil.date(2026, 11, 30, 14, 0, 30); $0.maximumDate = Civil.date(2026, 11, 30, 14, 10)
        }
        #expect(bounded.isoString == "14:00:59")
        #expect(bounded.adjustments == [.roundedToInterval(from: Civil.date(2026, 11, 30, 14, 2, 5))])
        for bad in [-1, 86_400, 100_000] {
            #expect(throws: PickerError.durationOutOfRange(bad)) { try timer.setDuration(bad) }
        }
        #expect(throws: PickerError.durationOutOfRange(-5)) { try countdown("en_US", duration: -5) }
    }
}
