import QtQuick
import QtTest
import Datepick

// Tab in a form of two items, as apps use them: through the picker's wheels, on to the field's segments, and
// Backtab back. Which part has the focus shows in the value a key moves.
Column {
    width: 400; height: 300

    WheelPicker {
        id: picker
        locale: "en_US"
        timeZone: "UTC"
        mode: Datepick.Date
        dateTime: new Date(Date.UTC(2026, 10, 30, 12, 0, 0))
    }
    DateField {
        id: field
        width: 300
        locale: "en_US"
        timeZone: "UTC"
        mode: Datepick.Date
        dateTime: new Date(Date.UTC(2026, 10, 30, 12, 0, 0))
    }

    TestCase {
        name: "Tab"
        when: windowShown

        function test_tabThroughThePartsThenOn() {
            picker.forceActiveFocus(Qt.TabFocusReason)
            // The month's wheel, the day's, the year's: Down is the next row of each.
            keyClick(Qt.Key_Down)
            compare(picker.dateTime.getTime(), Date.UTC(2026, 11, 30, 12, 0, 0))
            keyClick(Qt.Key_Tab)
            verify(picker.activeFocus, "Tab stays in the picker while a wheel follows")
            keyClick(Qt.Key_Down)
            compare(picker.dateTime.getTime(), Date.UTC(2026, 11, 31, 12, 0, 0))
            keyClick(Qt.Key_Tab)
            keyClick(Qt.Key_Down)
            compare(picker.dateTime.getTime(), Date.UTC(2027, 11, 31, 12, 0, 0))
            // From the last wheel, on to the field's first segment, the month: Up is the next month.
            keyClick(Qt.Key_Tab)
            verify(field.activeFocus, "Tab leaves the picker after its last wheel")
            verify(!picker.activeFocus)
            keyClick(Qt.Key_Up)
            compare(field.dateTime.getTime(), Date.UTC(2026, 11, 30, 12, 0, 0))
            keyClick(Qt.Key_Tab)
            verify(field.activeFocus)
            keyClick(Qt.Key_Up)
            compare(field.dateTime.getTime(), Date.UTC(2026, 11, 31, 12, 0, 0))
            // Backtab: the month's segment again, then back into the picker at its last wheel, the year's.
            keyClick(Qt.Key_Backtab)
            verify(field.activeFocus)
            keyClick(Qt.Key_Backtab)
            verify(picker.activeFocus, "Backtab leaves the field before its first segment")
            keyClick(Qt.Key_Up)
            compare(picker.dateTime.getTime(), Date.UTC(2026, 11, 31, 12, 0, 0))
        }
    }
}
