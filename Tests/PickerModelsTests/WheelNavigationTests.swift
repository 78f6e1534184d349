import CalendarEngine
import PickerModels
import Foundation
import Testing
import TestSupport

/// The one navigation of every picker's wheels (the terminal's, `choose`'s, an inline calendar's time wheels, the
/// C library's and so GTK's), on a date model and on a picker of values.
@Suite("Wheel navigation")
struct WheelNavigationTests {
    /// A date picker on 2026-11-30: en_US's wheels are month, day, year; ar_EG's day, month, year, drawn mirrored.
    func date(_ locale: String = "en_US", minimum: Date? = nil, maximum: Date? = nil) throws -> AnyPickerModel {
        .date(
            try DatePicker(
                DatePickerConfiguration(
                    mode: .date, locale: locale, timeZone: "UTC", minimumDate: minimum, maximumDate: maximum),
                date: Civil.date(2026, 11, 30, 12)))
    }

    /// Navigation over every wheel of a date model, mirrored as its locale is.
    func navigation(_ model: AnyPickerModel) -> WheelNavigation {
        WheelNavigation(for: model, rightToLeft: model.profile.direction == .rtl)
    }

    /// Numbers 0–99, 50 selected, and four cities.
    func values() throws -> Picker {
        try Picker(choosing: [
            ValueWheel((0..<100).map(String.init), selected: "50"), ValueWheel(["Lima", "Paris", "Tokyo", "Perth"]),
        ])
    }

    /// The focus after each key, from the first wheel.
    func focuses(_ keys: [WheelNavigation.Key], _ navigation: WheelNavigation, _ model: some WheelModel) -> [Int?] {
        var navigation = navigation, model = model
        return keys.map { key in
            navigation.handle(key, at: 0, in: &model)
            return navigation.focus
        }
    }

    /// ← and → follow the screen: to the next wheel left to right, to the previous one where the wheels are
    /// mirrored; round at either end.
    @Test func arrowsFollowTheScreenMirroredRightToLeft() throws {
        let english = try date(), arabic = try date("ar_EG")
        #expect(focuses([.right, .right, .right, .left], navigation(english), english) == [1, 2, 0, 2])
        #expect(focuses([.right, .right, .right, .left], navigation(arabic), arabic) == [2, 1, 0, 1])
        let sizes = try values()
        #expect(focuses([.right, .right, .left], WheelNavigation(for: sizes), sizes) == [1, 0, 1])
        #expect(focuses([.left, .right], WheelNavigation(for: sizes, rightToLeft: true), sizes) == [1, 0])
    }

    /// Tab and Shift-Tab go in reading order whichever way the wheels are drawn, round and round; where Tab stops
    /// outside the wheels (an inline calendar's month), that is a stop before the first, where the other keys are
    /// not the wheels'.
    @Test func tabGoesInReadingOrder() throws {
        let arabic = try date("ar_EG")
        #expect(focuses([.tab, .tab, .tab, .backTab, .backTab], navigation(arabic), arabic) == [1, 2, 0, 2, 1])
        let sizes = try values()
        #expect(focuses([.backTab, .tab, .tab], WheelNavigation(for: sizes, rightToLeft: true), sizes) == [1, 0, 1])
        var model = try date()
        var time = WheelNavigation(wheels: [2, 0], tabStopsOutside: true)
        #expect(time.focus == nil)
        #expect(!time.handle(.down, at: 0, in: &model) && !time.handle(.right, at: 0, in: &model))
        #expect(model.isoString == "2026-11-30")
        #expect(focuses([.tab, .tab, .tab, .backTab, .right, .right], time, model) == [2, 0, nil, 0, 2, 0])
    }

    /// Page Up and Page Down move five rows, ↑ and ↓ one.
    @Test func pagesMoveFiveRows() throws {
        var model = try date()
        var keys = navigation(model)
        keys.handle(.pageDown, at: 0, in: &model)  // the month wheel loops within the year
        #expect(model.isoString == "2026-04-30")
        keys.handle(.pageUp, at: 0, in: &model)
        keys.handle(.up, at: 0, in: &model)
        #expect(model.isoString == "2026-10-30")
        keys.handle(.backTab, at: 0, in: &model)
        keys.handle(.pageUp, at: 0, in: &model)
        #expect(model.isoString == "2021-10-30")
        var sizes = try values()
        var wheels = WheelNavigation(for: sizes)
        wheels.handle(.pageUp, at: 0, in: &sizes)
        #expect(sizes.selection[0] == 45)
        for key: WheelNavigation.Key in [.pageDown, .pageDown, .down] { wheels.handle(key, at: 0, in: &sizes) }
        #expect(sizes.selection[0] == 56)
    }

    /// Home and End select the first and last allowed values: the bounds' years, the month's days, a wheel's
    /// first and last enabled rows.
    @Test func homeAndEndReachTheAllowedEdges() throws {
        var model = try date(minimum: Civil.date(2020, 3, 1), maximum: Civil.date(2031, 7, 1))
        var keys = navigation(model)
        keys.handle(.right, at: 0, in: &model)
        keys.handle(.home, at: 0, in: &model)
        #expect(model.isoString == "2026-11-01")
        keys.handle(.end, at: 0, in: &model)
        #expect(model.isoString == "2026-11-30")
        keys.handle(.right, at: 0, in: &model)
        keys.handle(.end, at: 0, in: &model)
        #expect(model.isoString == "2031-07-01")  // the maximum
        keys.handle(.home, at: 0, in: &model)
        #expect(model.isoString == "2020-07-01")
        var sizes = try values()
        var wheels = WheelNavigation(for: sizes)
        wheels.handle(.end, at: 0, in: &sizes)
        #expect(sizes.labels[0] == "99")
        wheels.handle(.home, at: 0, in: &sizes)
        #expect(sizes.labels[0] == "0")
        var letters = try Picker([
            PickerComponent(
                id: "letters",
                rows: [
                    PickerRow("a", isEnabled: false), PickerRow("b"), PickerRow("c"),
                    PickerRow("d", isEnabled: false),
                ], selectedRow: 1)
        ])
        var edges = WheelNavigation(for: letters)
        edges.handle(.end, at: 0, in: &letters)
        #expect(letters.labels == ["c"])
        edges.handle(.home, at: 0, in: &letters)
        #expect(letters.labels == ["b"])
    }

    /// Digits typed within a second of each other make one number, in the locale's digits too; after a pause a
    /// new one starts, and digits that reach no row start again from the last. A letter is not a day's.
    @Test func digitsGatherWithinASecondOnADate() throws {
        var model = try date()
        var keys = navigation(model)
        keys.handle(.right, at: 0, in: &model)
        keys.handle(.character("1"), at: 10, in: &model)
        keys.handle(.character("5"), at: 10.9, in: &model)
        #expect(model.isoString == "2026-11-15" && keys.typed == "15")
        keys.handle(.character("3"), at: 12, in: &model)
        #expect(model.isoString == "2026-11-03" && keys.typed == "3")
        keys.handle(.character("7"), at: 12.5, in: &model)  // no 37th: the 7th
        #expect(model.isoString == "2026-11-07" && keys.typed == "7")
        #expect(!keys.handle(.character("x"), at: 12.6, in: &model) && keys.typed.isEmpty)
        keys.handle(.character("2"), at: 12.7, in: &model)
        keys.handle(.down, at: 12.8, in: &model)  // another key ends the number
        keys.handle(.character("9"), at: 12.9, in: &model)
        #expect(model.isoString == "2026-11-09")
        keys.handle(.character("1"), at: 20, in: &model)
        keys.handle(.character("2"), at: 21.1, in: &model)  // after a pause: the 2nd, not the 12th
        #expect(model.isoString == "2026-11-02" && keys.typed == "2")
        keys.focus(on: 0)
        keys.focus(on: 1)  // the focus away and back: 5 is the 5th, not the 25th
        keys.handle(.character("5"), at: 21.3, in: &model)
        #expect(model.isoString == "2026-11-05" && keys.typed == "5")
        var arabic = try date("ar_EG")
        var arabicKeys = navigation(arabic)
        arabicKeys.handle(.character("٢"), at: 10, in: &arabic)
        arabicKeys.handle(.character("٥"), at: 10.5, in: &arabic)
        #expect(arabic.isoString == "2026-11-25" && arabicKeys.typed == "25")
    }

    /// Letters typed within a second make the start of a value; one letter again steps to the next value it
    /// starts; what reaches nothing starts again from the last letter; after a pause, a new start.
    @Test func lettersGatherWithinASecondOnValues() throws {
        var cities = try values()
        var keys = WheelNavigation(for: cities)
        keys.handle(.tab, at: 0, in: &cities)
        keys.handle(.character("t"), at: 10, in: &cities)
        #expect(cities.labels[1] == "Tokyo")
        keys.handle(.character("p"), at: 10.3, in: &cities)  // no "tp": the next p
        #expect(cities.labels[1] == "Perth" && keys.typed == "p")
        keys.handle(.character("p"), at: 10.6, in: &cities)  // again: the p after it, round
        #expect(cities.labels[1] == "Paris" && keys.typed == "p")
        keys.handle(.character("A"), at: 11.5, in: &cities)  // a prefix grown, without case, keeps Paris
        #expect(cities.labels[1] == "Paris" && keys.typed == "pA")
        keys.handle(.character("l"), at: 13, in: &cities)
        #expect(cities.labels[1] == "Lima" && keys.typed == "l")
        keys.handle(.character("l"), at: 14.5, in: &cities)  // after a pause, from the row after the selection
        #expect(cities.labels[1] == "Lima")
        keys.handle(.backTab, at: 15, in: &cities)
        keys.handle(.character("1"), at: 15, in: &cities)
        keys.handle(.character("2"), at: 16.1, in: &cities)  // after a pause: 2, not 12
        #expect(cities.labels[0] == "2" && keys.typed == "2")
        var towns = try Picker(choosing: [ValueWheel(["Lima", "Llanes", "London", "Lyon"])])
        var townKeys = WheelNavigation(for: towns)
        for (index, letter) in "ll".enumerated() {
            townKeys.handle(.character(letter), at: Double(index) * 0.2, in: &towns)
        }
        #expect(towns.labels == ["London"], "l again steps on from Llanes, which ll would keep")
    }

    /// A click focuses a wheel and selects an enabled row clicked; the scroll wheel spins the wheel under the
    /// pointer and leaves the focus. Either ends what was typed.
    @Test func theMouse() throws {
        var model = try date(maximum: Civil.date(2026, 12, 15))
        var keys = navigation(model)
        keys.handle(.character("1"), at: 0, in: &model)
        keys.click(wheel: 1, row: 9, in: &model)
        #expect(keys.focus == 1 && model.isoString == "2026-01-10" && keys.typed.isEmpty)
        keys.click(wheel: 2, row: model.component(at: 2).selectedRow + 1, in: &model)  // 2027: after the maximum
        #expect(keys.focus == 2 && model.isoString == "2026-01-10")
        keys.scroll(wheel: 0, by: 1, in: &model)
        #expect(keys.focus == 2 && model.isoString == "2026-02-10")
    }
}
