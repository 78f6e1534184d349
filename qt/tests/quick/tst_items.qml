import QtQuick
import QtTest
import Datepick

Item {
    width: 500; height: 400

    CalendarView {
        id: calendar
        x: 0; y: 0; width: 300; height: 260
        locale: "ja_JP@calendar=japanese"
        timeZone: "Asia/Tokyo"
        dateTime: new Date(Date.UTC(2026, 10, 30, 3, 0, 0))
    }
    DateField {
        id: field
        y: 270; width: 250; height: 40
        locale: "de_DE"
        timeZone: "UTC"
        dateTime: new Date(Date.UTC(2026, 10, 30, 12, 0, 0))
    }
    DateButton {
        id: button
        x: 260; y: 270; width: 200; height: 40
        locale: "he_IL"
        calendar: "hebrew"
        timeZone: "UTC"
        dateTime: new Date(Date.UTC(2026, 10, 30, 12, 0, 0))
    }
    SignalSpy { id: calendarChanges; target: calendar; signalName: "dateTimeChanged" }
    SignalSpy { id: weekNumbers; target: calendar; signalName: "showWeekNumbersChanged" }
    SignalSpy { id: emptied; target: field; signalName: "emptyChanged" }

    TestCase {
        name: "Items"
        when: windowShown

        function test_calendarJapaneseEra() {
            compare(calendar.calendar, "japanese")
            const view = JSON.parse(calendar.viewJson())
            compare(view.locale, "ja_JP@calendar=japanese")
            compare(view.fields.era, "reiwa")
        }

        function test_calendarWeekNumbers() {
            calendar.showWeekNumbers = true
            compare(calendar.showWeekNumbers, true)
            compare(weekNumbers.count, 1)
            calendar.showWeekNumbers = false
        }

        function test_calendarKeyMovesTheDay() {
            calendar.forceActiveFocus()
            calendarChanges.clear()
            const before = calendar.dateTime.getTime()
            keyClick(Qt.Key_Right)
            compare(calendarChanges.count, 0, "the arrows move the focus")
            keyClick(Qt.Key_Return)
            compare(calendarChanges.count, 1, "Enter picks")
            compare(calendar.dateTime.getTime() - before, 24 * 3600 * 1000)
        }

        function test_fieldEmptyAndValidation() {
            compare(field.empty, false)
            compare(JSON.parse(field.viewJson()).locale, "de_DE")
            field.empty = true
            compare(field.empty, true)
            compare(emptied.count, 1)
            verify(isNaN(field.dateTime.getTime()), "an empty field has no value")
            compare(typeof field.validationMessage, "string")
            field.empty = false
            verify(!isNaN(field.dateTime.getTime()))
        }

        function test_buttonHebrew() {
            compare(button.calendar, "hebrew")
            compare(button.empty, false)
            const view = JSON.parse(button.viewJson())
            compare(view.fields.year, 5787)
            verify(button.text().length > 0)
        }

        function test_buttonPopupTakesTheKeys() {
            button.locale = "en_US"
            button.calendar = ""
            button.forceActiveFocus()
            const before = button.dateTime.getTime()
            button.popup()
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Return)
            compare(button.dateTime.getTime() - before, 24 * 3600 * 1000, "the popup's calendar took the keys")
            button.popdown()
        }

        function test_buttonRefusal() {
            const before = button.dateTime.getTime()
            button.timeZone = "Not/AZone"
            verify(button.error.length > 0)
            compare(button.timeZone, "Etc/UTC")
            compare(button.dateTime.getTime(), before)
        }
    }
}
