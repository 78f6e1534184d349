// The widgets as a screen reader reads them, through QAccessible from the test process: each wheel a spin box
// named by its localized title whose value is the label shown, each calendar day a cell named by its full date.
#include <QtGui/QAccessible>
#include <QtTest/QtTest>

#include <datepick-qt6/calendarview.h>
#include <datepick-qt6/wheelpicker.h>

#include "common.h"

using Datepick::CalendarView;
using Datepick::Mode;
using Datepick::WheelPicker;

class AccessibilityTest : public QObject {
    Q_OBJECT

    /// The picker's accessible children that are spin boxes, leading to trailing.
    static QList<QAccessibleInterface *> spinBoxes(WheelPicker &picker) {
        QList<QAccessibleInterface *> found;
        QAccessibleInterface *root = QAccessible::queryAccessibleInterface(&picker);
        for (int index = 0; root && index < root->childCount(); index++)
            if (root->child(index)->role() == QAccessible::SpinBox) found.append(root->child(index));
        return found;
    }

private Q_SLOTS:
    void eachWheelIsASpinBox_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("values");
        QTest::newRow("ja_JP") << "ja_JP" << QStringList{"年", "月", "日"} << QStringList{"2026年", "11月", "30日"};
        QTest::newRow("de_DE") << "de_DE" << QStringList{"Tag", "Monat", "Jahr"} << QStringList{"30", "November", "2026"};
    }

    void eachWheelIsASpinBox() {
        QFETCH(QString, locale);
        QFETCH(QStringList, names);
        QFETCH(QStringList, values);
        WheelPicker picker;
        picker.setLocale(locale);
        picker.setTimeZone("UTC");
        picker.setDateTime(Test::at("2026-11-30T14:05:00", "UTC"));
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        const QList<QAccessibleInterface *> wheels = spinBoxes(picker);
        QStringList gotNames, gotValues;
        for (QAccessibleInterface *wheel : wheels) {
            gotNames.append(wheel->text(QAccessible::Name));
            gotValues.append(wheel->text(QAccessible::Value));
            QVERIFY(wheel->state().focusable);
            QVERIFY(wheel->valueInterface());
        }
        QCOMPARE(gotNames, names);
        QCOMPARE(gotValues, values);
        // The value follows a key, and the value interface is the selected row.
        // The year's wheel: Down is the next year.
        int year = 0;
        while (year < values.size() - 1 && !values.at(year).startsWith("2026")) year++;
        QAccessibleInterface *last = wheels.at(year);
        const int row = last->valueInterface()->currentValue().toInt();
        QTest::keyClick(qobject_cast<QWidget *>(last->object()), Qt::Key_Down);
        QCOMPARE(last->valueInterface()->currentValue().toInt(), row + 1);
        QVERIFY(last->text(QAccessible::Value) != values.at(year));
    }

    void aWheelWithoutATitleIsNamedByItsField() {
        WheelPicker picker;
        picker.setLocale("en_US");
        picker.setMode(Mode::Time);
        const QList<QAccessibleInterface *> wheels = spinBoxes(picker);
        QVERIFY(!wheels.isEmpty());
        for (QAccessibleInterface *wheel : wheels)
            QVERIFY2(!wheel->text(QAccessible::Name).isEmpty(), qPrintable(wheel->object()->objectName()));
    }

    void calendarCellsAreNamedByTheirFullDate_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("name");
        QTest::newRow("en_US") << "en_US" << "Monday, November 30, 2026";
        QTest::newRow("ja_JP") << "ja_JP" << "2026年11月30日月曜日";
        QTest::newRow("he_IL hebrew") << "he_IL@calendar=hebrew" << "יום שני, 20 בכסלו 5787";
    }

    void calendarCellsAreNamedByTheirFullDate() {
        QFETCH(QString, locale);
        QFETCH(QString, name);
        CalendarView view;
        view.setLocale(locale);
        view.setTimeZone("UTC");
        view.setDateTime(Test::at("2026-11-30T14:05:00", "UTC"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        QAccessibleInterface *grid = QAccessible::queryAccessibleInterface(&view);
        QCOMPARE(grid->role(), QAccessible::Table);
        QCOMPARE(grid->text(QAccessible::Name), view.heading());
        QAccessibleInterface *selected = nullptr;
        for (int index = 0; index < grid->childCount(); index++) {
            QAccessibleInterface *cell = grid->child(index);
            QCOMPARE(cell->role(), QAccessible::Cell);
            QCOMPARE(grid->indexOfChild(cell), index);
            QVERIFY(!cell->text(QAccessible::Name).isEmpty());
            if (cell->state().selected) selected = cell;
        }
        QVERIFY(selected);
        QCOMPARE(selected->text(QAccessible::Name), name);
        QCOMPARE(grid->focusChild(), selected);
        QCOMPARE(grid->childAt(selected->rect().center().x(), selected->rect().center().y()), selected);
    }
};

QTEST_MAIN(AccessibilityTest)
#include "tst_accessibility.moc"
