import QtQuick
import QtTest
import Datepick

Item {
    width: 400; height: 300

    WheelPicker {
        id: picker
        locale: "en_US"
        timeZone: "UTC"
        mode: Datepick.Date
        dateTime: new Date(Date.UTC(2026, 10, 30, 12, 0, 0))
    }

    SignalSpy { id: changes; target: picker; signalName: "dateTimeChanged" }
    SignalSpy { id: errors; target: picker; signalName: "errorChanged" }

    TestCase {
        name: "WheelPicker"
        when: windowShown

        function init() {
            picker.locale = "en_US"
            picker.calendar = ""
            picker.mode = Datepick.Date
            picker.minuteInterval = 1
            picker.dateTime = new Date(Date.UTC(2026, 10, 30, 12, 0, 0))
            changes.clear(); errors.clear()
        }

        function test_modeEnumResolves() {
            compare(typeof Datepick.Date, "number")
            verify(Datepick.Time !== undefined && Datepick.DateAndTime !== undefined)
            verify(Datepick.CountDownTimer !== undefined && Datepick.YearAndMonth !== undefined)
            compare(picker.mode, Datepick.Date)
            picker.mode = Datepick.Time
            compare(picker.mode, Datepick.Time)
            compare(JSON.parse(picker.viewJson()).mode, "time")
        }

        function test_eachModeIsLibdatepicksWord() {
            const words = [[Datepick.Date, "date"], [Datepick.Time, "time"], [Datepick.DateAndTime, "dateAndTime"],
                           [Datepick.CountDownTimer, "countDownTimer"], [Datepick.YearAndMonth, "yearAndMonth"]]
            for (const [mode, word] of words) {
                picker.mode = mode
                compare(picker.error, "")
                compare(picker.mode, mode)
                compare(JSON.parse(picker.viewJson()).mode, word)
            }
        }

        function test_anEqualValueDoesNotNotify() {
            picker.dateTime = new Date(Date.UTC(2026, 10, 30, 12, 0, 0))
            compare(changes.count, 0)
            picker.dateTime = new Date(Date.UTC(2026, 11, 24, 9, 0, 0))
            compare(changes.count, 1)
            compare(changes.signalArguments[0][0].getTime(), Date.UTC(2026, 11, 24, 9, 0, 0))
        }

        function test_errorIsReadOnly() {
            let refused = false
            try { picker.error = "mine" } catch (e) { refused = true }
            verify(refused, "error cannot be assigned")
            compare(picker.error, "")
        }

        function test_properties() {
            compare(picker.locale, "en_US")
            compare(picker.timeZone, "Etc/UTC")
            compare(picker.dateTime.getTime(), Date.UTC(2026, 10, 30, 12, 0, 0))
            compare(picker.error, "")
            picker.mode = Datepick.DateAndTime
            picker.minuteInterval = 15
            compare(picker.minuteInterval, 15)
        }

        function test_refusalKeepsTheValue() {
            picker.mode = Datepick.DateAndTime
            picker.minuteInterval = 5
            picker.minuteInterval = 7
            verify(picker.error.length > 0, "a refused interval says why")
            compare(picker.minuteInterval, 5)
            compare(errors.count, 1)
            picker.minuteInterval = 10
            compare(picker.error, "")
        }

        function test_stepNotifies() {
            verify(picker.step(0, 1))
            compare(changes.count, 1)
            verify(picker.dateTime.getTime() !== Date.UTC(2026, 10, 30, 12, 0, 0))
        }

        function test_selectRow() {
            const view = JSON.parse(picker.viewJson())
            verify(view.wheels.length >= 3)
            compare(view.wheels[0].field, "month")
            compare(view.wheels[0].selectedIndex, 10)
            // January, the month wheel's first row: the 30th of it.
            verify(picker.selectRow(0, 0))
            compare(changes.count, 1)
            compare(JSON.parse(picker.viewJson()).wheels[0].selectedIndex, 0)
            compare(picker.dateTime.getTime(), Date.UTC(2026, 0, 30, 12, 0, 0))
        }

        function test_viewJson() {
            const text = picker.viewJson()
            const view = JSON.parse(text)
            verify(text.endsWith("\n"))
            compare(view.locale, "en_US")
        }

        function test_keyDownChangesTheValue() {
            picker.forceActiveFocus()
            verify(picker.activeFocus)
            const before = picker.dateTime.getTime()
            keyClick(Qt.Key_Down)
            compare(changes.count, 1)
            verify(picker.dateTime.getTime() !== before)
        }

        function test_clickOnARowChangesTheValue() {
            const before = picker.dateTime.getTime()
            // The row below the selection bar of the leading wheel (the month in en_US): a wheel is its title
            // (0.8 rows) and five rows, the bar the third.
            const row = picker.height / 5.8
            mouseClick(picker, 10, row * 4.3)
            tryVerify(() => changes.count >= 1, 2000, "a click on a row selects it")
            verify(picker.dateTime.getTime() !== before)
        }

        function test_drawnWithThePalette() {
            waitForRendering(picker)
            const plain = grabImage(picker)
            verify(plain.width > 0 && plain.height > 0)
            picker.palette.windowText = "#ff0000"
            picker.palette.text = "#ff0000"
            picker.palette.buttonText = "#ff0000"
            waitForRendering(picker)
            const red = grabImage(picker)
            verify(!plain.equals(red), "the palette's text colour is the wheels'")
        }

        function test_layoutMirroring() {
            waitForRendering(picker)
            const plain = grabImage(picker)
            picker.LayoutMirroring.enabled = true
            waitForRendering(picker)
            const mirrored = grabImage(picker)
            verify(!plain.equals(mirrored), "LayoutMirroring mirrors the wheels")
            picker.LayoutMirroring.enabled = false
            waitForRendering(picker)
            verify(plain.equals(grabImage(picker)))
        }

        function test_japaneseEra() {
            picker.locale = "ja_JP@calendar=japanese"
            compare(picker.error, "")
            compare(picker.calendar, "japanese")
            const view = JSON.parse(picker.viewJson())
            verify(JSON.stringify(view).indexOf("令和") >= 0, "the era wheel shows Reiwa")
        }

        function test_hebrew() {
            picker.locale = "he_IL"
            picker.calendar = "hebrew"
            compare(picker.calendar, "hebrew")
            const view = JSON.parse(picker.viewJson())
            compare(view.calendar, "hebrew")
            compare(view.direction, "rtl")
            compare(view.fields.year, 5787)
            compare(view.fields.day, 20)
        }
    }
}
