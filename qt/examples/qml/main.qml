// A date in Japanese eras with a dozen lines of QML: a DateButton whose popup holds the calendar.
// Run: qml -a widget -I <prefix>/lib/x86_64-linux-gnu/qt6/qml qt/examples/qml/main.qml (see README.md here).
import QtQuick
import QtQuick.Window
import Datepick

Window {
    width: 320; height: 120; visible: true
    title: qsTr("Datepick in QML")

    DateButton {
        id: button
        anchors.centerIn: parent
        locale: "ja_JP@calendar=japanese"
        mode: Datepick.Date
        onDateTimeChanged: console.log(button.text())
    }
}
