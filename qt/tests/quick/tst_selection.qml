import QtQuick
import QtTest
import Datepick

// The properties the items share with the widgets besides the picker's: ranges (CalendarView and DateButton),
// unavailable days (every item), the zone wheel and the selected rows (WheelPicker), each set from QML and read
// back exactly, with their notifications.
Item {
    width: 600; height: 400

    CalendarView {
        id: calendar
        width: 300; height: 260
        locale: "en_US"
        timeZone: "UTC"
        dateTime: new Date(Date.UTC(2026, 10, 30, 12, 0, 0))
    }
    DateButton {
        id: button
        x: 320; width: 220; height: 40
        locale: "en_US"
        timeZone: "UTC"
        dateTime: new Date(Date.UTC(2026, 10, 30, 12, 0, 0))
    }
    WheelPicker {
        id: wheels
        y: 270; width: 500; height: 120
        locale: "en_US"
        timeZone: "America/New_York"
        mode: Datepick.DateAndTime
        dateTime: new Date(Date.UTC(2026, 10, 30, 19, 0, 0))
    }
    SignalSpy { id: modes; target: calendar; signalName: "selectionModeChanged" }
    SignalSpy { id: starts; target: calendar; signalName: "rangeStartChanged" }
    SignalSpy { id: ends; target: calendar; signalName: "rangeEndChanged" }
    SignalSpy { id: selections; target: calendar; signalName: "selectionChanged" }
    SignalSpy { id: values; target: calendar; signalName: "dateTimeChanged" }
    SignalSpy { id: unavailable; target: calendar; signalName: "unavailableDatesChanged" }
    SignalSpy { id: buttonEnds; target: button; signalName: "rangeEndChanged" }
    SignalSpy { id: zoneWheels; target: wheels; signalName: "zoneWheelChanged" }
    SignalSpy { id: zones; target: wheels; signalName: "timeZoneChanged" }

    TestCase {
        name: "Selection"
        when: windowShown

        function iso(date) {
            return Qt.formatDate(date, "yyyy-MM-dd")
        }

        function init() {
            calendar.selectionMode = CalendarView.Single
            calendar.unavailableDates = []
            calendar.locale = "en_US"
            calendar.dateTime = new Date(Date.UTC(2026, 10, 30, 12, 0, 0))
            button.selectionMode = CalendarView.Single
            button.unavailableDates = []
            button.locale = "en_US"
            for (const spy of [modes, starts, ends, selections, values, unavailable, buttonEnds, zoneWheels, zones])
                spy.clear()
        }

        function test_aRangeByKeysInTheCalendar() {
            calendar.selectionMode = CalendarView.Range
            compare(calendar.selectionMode, CalendarView.Range)
            compare(modes.count, 1)
            compare(calendar.selectedDates().length, 0, "a range starts with no day")
            calendar.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(selections.count, 2, "cleared, then opened")
            compare(iso(calendar.rangeStart), "", "no complete range yet")
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Return)
            compare(iso(calendar.rangeStart), "2026-11-30")
            compare(iso(calendar.rangeEnd), "2026-12-04")
            compare(calendar.rangeText(), "Nov 30\u2009–\u2009Dec 4, 2026")
            compare(starts.count, 1)
            compare(ends.count, 1)
            compare(iso(ends.signalArguments[0][0]), "2026-12-04")
            const days = calendar.selectedDates()
            compare(days.length, 5)
            compare(iso(days[0]), "2026-11-30")
            compare(iso(days[4]), "2026-12-04")
            compare(values.count, 0, "a range leaves the value")
            calendar.clearSelection()
            compare(iso(calendar.rangeStart), "")
            compare(calendar.rangeText(), "")
            compare(ends.count, 2)
            verify(calendar.selectRange(new Date(2026, 11, 8), new Date(2026, 11, 7)))
            compare(calendar.rangeText(), "Dec 7\u2009–\u20098, 2026")
        }

        function test_hebrewWeekendsAreFridayAndSaturday() {
            calendar.locale = "he_IL"
            calendar.unavailableDates = ["weekends"]
            compare(calendar.unavailableDates, ["weekends"])
            compare(unavailable.count, 1)
            calendar.selectionMode = CalendarView.Range
            // Thursday 3 December to Wednesday 9: only Friday 4 and Saturday 5 are refused.
            const refused = []
            for (let day = 3; day <= 9; day++) {
                if (!calendar.selectRange(new Date(2026, 11, day), new Date(2026, 11, day)))
                    refused.push(day)
            }
            compare(refused, [4, 5])
            verify(!calendar.selectRange(new Date(2026, 11, 3), new Date(2026, 11, 6)), "no range over the weekend")
            verify(calendar.error.length > 0)
            verify(calendar.selectRange(new Date(2026, 11, 6), new Date(2026, 11, 10)))
            compare(calendar.error, "")
            compare(iso(calendar.rangeStart), "2026-12-06")
        }

        function test_theButtonShowsItsRange() {
            button.selectionMode = CalendarView.Range
            compare(button.selectionMode, CalendarView.Range)
            button.unavailableDates = ["weekends"]
            verify(!button.selectRange(new Date(2026, 11, 4), new Date(2026, 11, 7)), "over the weekend")
            verify(button.selectRange(new Date(2026, 10, 30), new Date(2026, 11, 4)))
            compare(buttonEnds.count, 1)
            compare(iso(button.rangeEnd), "2026-12-04")
            compare(button.rangeText(), "Nov 30\u2009–\u2009Dec 4, 2026")
            compare(button.text(), button.rangeText())
            compare(button.selectedDates().length, 5)
            button.selectionMode = CalendarView.Multiple
            compare(button.error, "a date button picks a day or a range of days, not multiple days")
            compare(button.selectionMode, CalendarView.Range)
            button.clearSelection()
            compare(button.text(), "Nov 30, 2026")
            compare(buttonEnds.count, 2)
        }

        function test_theZoneWheelAndTheSelectedRows() {
            wheels.zoneWheel = true
            compare(wheels.zoneWheel, true)
            compare(zoneWheels.count, 1)
            const view = JSON.parse(wheels.viewJson())
            const zone = view.wheels.findIndex(wheel => wheel.field === "timeZone")
            compare(zone, view.wheels.length - 1, "after the time")
            for (let index = 0; index < view.wheels.length; index++)
                compare(wheels.selectedRow(index), view.wheels[index].selectedIndex)
            compare(wheels.selectedRow(view.wheels.length), -1)
            verify(wheels.selectRow(zone, 0))
            compare(wheels.selectedRow(zone), 0)
            compare(zones.count, 1)
            compare(wheels.timeZone, "Asia/Kabul")
            compare(JSON.parse(wheels.viewJson()).value, "2026-11-30T14:00:00+04:30", "the wall time kept")
        }
    }
}
