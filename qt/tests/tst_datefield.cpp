// Datepick::DateField: the keys in en_US, de_DE, ja_JP and ar_EG (digits, Up, Backspace, Tab, Left and Right on
// screen) and the value they notify, the right-to-left screen order, the validation message of an impossible
// date, `empty` both ways, paste, refusals, the view (dp_field_view_json's), and the segments as spin boxes.
#include <QtGui/QAccessible>
#include <QtWidgets/QLineEdit>
#include <QtWidgets/QVBoxLayout>
#include <QtTest/QSignalSpy>
#include <QtTest/QtTest>

#include <datepick-qt6/datefield.h>

#include "common.h"

using Datepick::DateField;
using Datepick::Mode;

namespace {

/// The editable segments, in reading order (the order they are made in), and one by its field.
QList<QWidget *> segments(QWidget *field) {
    QList<QWidget *> found;
    for (QObject *child : field->children()) {
        auto *segment = qobject_cast<QWidget *>(child);
        if (segment && segment->objectName().startsWith(QLatin1String("segment:")) && !segment->isHidden())
            found.append(segment);
    }
    return found;
}

QWidget *segment(QWidget *field, const QString &name) {
    for (QWidget *found : segments(field))
        if (found->objectName() == QLatin1String("segment:") + name) return found;
    return nullptr;
}

/// The editable segments' fields, left to right on screen.
QStringList screenOrder(QWidget *field) {
    QList<QWidget *> shown = segments(field);
    std::sort(shown.begin(), shown.end(), [](QWidget *a, QWidget *b) { return a->x() < b->x(); });
    QStringList fields;
    for (QWidget *s : shown) fields.append(s->objectName().mid(8));
    return fields;
}

/// A character typed, as a keyboard of the locale makes it (QTest's keyClicks knows Latin-1 only).
void type(QWidget *widget, const QString &text) {
    for (const QChar c : text) {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(c));
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, QString(c));
        QCoreApplication::sendEvent(widget, &press);
        QCoreApplication::sendEvent(widget, &release);
    }
}

QWidget *focused(QWidget *field) {
    for (QWidget *s : segments(field))
        if (s->hasFocus()) return s;
    return nullptr;
}

} // namespace

class DateFieldTest : public QObject {
    Q_OBJECT

    /// A shown, focused field in `locale`, UTC, on 2026-11-30.
    static void setUp(DateField &field, const char *locale) {
        field.setLocale(locale);
        field.setTimeZone("UTC");
        field.setDateTime(Test::at("2026-11-30T00:00:00", "UTC"));
        QVERIFY2(field.error().isEmpty(), qPrintable(field.error()));
        field.show();
        QVERIFY(QTest::qWaitForWindowExposed(&field));
        field.activateWindow();
        field.setFocus();
        QVERIFY(focused(&field));
    }

private Q_SLOTS:
    void initTestCase() { QApplication::setEffectEnabled(Qt::UI_General, false); }

    void keysNotifyTheValue_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("segment");
        QTest::addColumn<QString>("keys"); // "U" Up, "D" Down, "T" Tab, "B" Backspace, else typed
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("date");
        // Every complete, valid value the segments make on the way is notified: "1" then "5" on the day is the
        // 1st, then the 15th.
        QTest::addColumn<int>("notified");
        QTest::newRow("en_US up on the month") << "en_US" << "11/30/2026" << "month" << "U" << "12/30/2026" << "2026-12-30" << 1;
        QTest::newRow("en_US digits on the day") << "en_US" << "11/30/2026" << "month" << "T15" << "11/15/2026" << "2026-11-15" << 2;
        QTest::newRow("en_US backspace on the day") << "en_US" << "11/30/2026" << "month" << "TB" << "11/3/2026" << "2026-11-03" << 1;
        QTest::newRow("de_DE digits on the day") << "de_DE" << "30.11.2026" << "day" << "07" << "7.11.2026" << "2026-11-07" << 1;
        QTest::newRow("de_DE down on the month") << "de_DE" << "30.11.2026" << "day" << "TD" << "30.10.2026" << "2026-10-30" << 1;
        QTest::newRow("ja_JP up on the month") << "ja_JP" << "2026/11/30" << "year" << "TU" << "2026/12/30" << "2026-12-30" << 1;
        QTest::newRow("ja_JP digits on the year") << "ja_JP" << "2026/11/30" << "year" << "2027" << "2027/11/30" << "2027-11-30" << 4;
        QTest::newRow("ar_EG Arabic digits on the day") << "ar_EG" << "٣٠‏/١١‏/٢٠٢٦" << "day" << "١٥" << "١٥‏/١١‏/٢٠٢٦" << "2026-11-15" << 2;
        QTest::newRow("ar_EG up on the month") << "ar_EG" << "٣٠‏/١١‏/٢٠٢٦" << "day" << "TU" << "٣٠‏/١٢‏/٢٠٢٦" << "2026-12-30" << 1;
    }

    void keysNotifyTheValue() {
        QFETCH(QString, locale);
        QFETCH(QString, before);
        QFETCH(QString, segment);
        QFETCH(QString, keys);
        QFETCH(QString, after);
        QFETCH(QString, date);
        QFETCH(int, notified);
        DateField field;
        setUp(field, locale.toLatin1());
        QCOMPARE(field.text(), before);
        QCOMPARE(focused(&field)->objectName(), "segment:" + segment);
        QSignalSpy values(&field, &DateField::dateTimeChanged);
        for (const QChar key : keys) {
            QWidget *target = focused(&field);
            QVERIFY(target);
            if (key == 'U') QTest::keyClick(target, Qt::Key_Up);
            else if (key == 'D') QTest::keyClick(target, Qt::Key_Down);
            else if (key == 'T') QTest::keyClick(target, Qt::Key_Tab);
            else if (key == 'B') QTest::keyClick(target, Qt::Key_Backspace);
            else type(target, key);
        }
        QCOMPARE(field.text(), after);
        QVERIFY2(field.validationMessage().isEmpty(), qPrintable(field.validationMessage()));
        QCOMPARE(field.dateTime().date().toString(Qt::ISODate), date);
        QCOMPARE(values.count(), notified);
        QCOMPARE(values.last().at(0).toDateTime(), field.dateTime());
    }

    void backspaceEmptiesASegmentAndKeepsTheValue() {
        DateField field;
        setUp(field, "en_US");
        const QDateTime held = field.dateTime();
        QSignalSpy values(&field, &DateField::dateTimeChanged), messages(&field, &DateField::validationMessageChanged);
        QTest::keyClick(focused(&field), Qt::Key_Tab); // the day, 30
        QTest::keyClick(focused(&field), Qt::Key_Backspace); // 3: the 3rd
        QCOMPARE(values.count(), 1);
        QTest::keyClick(focused(&field), Qt::Key_Backspace); // empty: no value, the 3rd kept
        QVERIFY2(field.text().startsWith(QString::fromUtf8("11/––/")), qPrintable(field.text()));
        QVERIFY2(field.validationMessage().contains("day"), qPrintable(field.validationMessage()));
        QCOMPARE(messages.count(), 1);
        QCOMPARE(values.count(), 1);
        QCOMPARE(field.dateTime(), held.addDays(-27));
        QCOMPARE(field.isEmpty(), false);
        // Typed again: the 3rd is the value held (no notification), the 30th another.
        type(focused(&field), "3");
        QCOMPARE(values.count(), 1);
        type(focused(&field), "0");
        QVERIFY(field.validationMessage().isEmpty());
        QCOMPARE(messages.count(), 2);
        QCOMPARE(values.count(), 2);
        QCOMPARE(field.dateTime(), held);
    }

    void anImpossibleDateIsAValidationMessage() {
        DateField field;
        setUp(field, "en_US");
        QSignalSpy values(&field, &DateField::dateTimeChanged);
        type(focused(&field), "2"); // February 30
        QCOMPARE(field.text(), QString("2/30/2026"));
        QVERIFY2(field.validationMessage().contains("30"), qPrintable(field.validationMessage()));
        QCOMPARE(values.count(), 0);
        QCOMPARE(field.dateTime().date(), QDate(2026, 11, 30));
        // The day made possible: the value follows (the month filled, the focus moved on to the day).
        QCOMPARE(focused(&field)->objectName(), QString("segment:day"));
        type(focused(&field), "28"); // the 2nd, then the 28th
        QVERIFY(field.validationMessage().isEmpty());
        QCOMPARE(values.count(), 2);
        QCOMPARE(field.dateTime().date(), QDate(2026, 2, 28));
    }

    void rightToLeftIsTheBidiOrder() {
        DateField field;
        setUp(field, "ar_EG");
        field.resize(field.sizeHint() + QSize(40, 0));
        // d‏/M‏/y with right-to-left marks: the year leftmost, the day rightmost, and the field right-aligned.
        QCOMPARE(screenOrder(&field), (QStringList{"year", "month", "day"}));
        QCOMPARE(focused(&field)->objectName(), QString("segment:day"));
        QTest::keyClick(focused(&field), Qt::Key_Left); // on screen: the month, left of the day
        QCOMPARE(focused(&field)->objectName(), QString("segment:month"));
        QTest::keyClick(focused(&field), Qt::Key_Right);
        QCOMPARE(focused(&field)->objectName(), QString("segment:day"));
        QVERIFY(segment(&field, "day")->x() > segment(&field, "year")->x());
        // en_US reads left to right: the month leftmost.
        DateField american;
        setUp(american, "en_US");
        QCOMPARE(screenOrder(&american), (QStringList{"month", "day", "year"}));
    }

    void tabLeavesTheFieldAtItsEdges() {
        QWidget form;
        auto *field = new DateField(&form);
        auto *after = new QLineEdit(&form);
        auto *layout = new QVBoxLayout(&form);
        layout->addWidget(field);
        layout->addWidget(after);
        field->setLocale("en_US");
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        form.activateWindow();
        field->setFocus();
        QCOMPARE(focused(field)->objectName(), QString("segment:month"));
        QTest::keyClick(focused(field), Qt::Key_Tab);
        QCOMPARE(focused(field)->objectName(), QString("segment:day"));
        QTest::keyClick(focused(field), Qt::Key_Tab);
        QCOMPARE(focused(field)->objectName(), QString("segment:year"));
        QTest::keyClick(focused(field), Qt::Key_Tab);
        QVERIFY(after->hasFocus());
    }

    void emptyRoundTrip() {
        DateField field;
        setUp(field, "en_US");
        QSignalSpy empties(&field, &DateField::emptyChanged), values(&field, &DateField::dateTimeChanged);
        field.setEmpty(true);
        QVERIFY(field.isEmpty());
        QCOMPARE(empties.count(), 1);
        QCOMPARE(values.count(), 1);
        QVERIFY(!field.dateTime().isValid());
        QVERIFY(field.validationMessage().contains("empty"));
        QVERIFY2(!field.text().contains(QRegularExpression("[0-9]")), qPrintable(field.text()));
        // A property changed keeps it empty.
        field.setLocale("de_DE");
        QVERIFY(field.isEmpty());
        QVERIFY(!field.dateTime().isValid());
        QCOMPARE(values.count(), 1);
        // Typed to the end: a value, and empty no more.
        field.setFocus();
        type(focused(&field), "24122026");
        QCOMPARE(field.text(), QString("24.12.2026"));
        QVERIFY(!field.isEmpty());
        QCOMPARE(empties.count(), 2);
        QCOMPARE(values.count(), 5); // the years 2, 20, 202 and 2026 on the way
        // A date typed into a blank field: the day typed, at the time of day of the picker underneath (now).
        QCOMPARE(field.dateTime().date(), QDate(2026, 12, 24));
        // Empty again, then a value set: empty no more.
        field.setEmpty(true);
        QCOMPARE(empties.count(), 3);
        field.setDateTime(Test::at("2027-01-02T00:00:00", "UTC"));
        QVERIFY(!field.isEmpty());
        QCOMPARE(empties.count(), 4);
        QCOMPARE(field.text(), QString("2.1.2027"));
        // The property system's way, as a binding sets it.
        QVERIFY(field.setProperty("empty", true));
        QCOMPARE(field.property("empty").toBool(), true);
        QVERIFY(!field.property("dateTime").toDateTime().isValid());
        QVERIFY(field.setProperty("empty", false));
        QVERIFY(field.dateTime().isValid());
    }

    void erasingEverySegmentEmptiesTheField_data() {
        QTest::addColumn<int>("key");
        QTest::newRow("Backspace") << int(Qt::Key_Backspace);
        QTest::newRow("Delete") << int(Qt::Key_Delete);
    }

    void erasingEverySegmentEmptiesTheField() {
        QFETCH(int, key);
        DateField field;
        setUp(field, "en_US");
        QSignalSpy empties(&field, &DateField::emptyChanged), values(&field, &DateField::dateTimeChanged);
        const QList<QWidget *> editable = segments(&field);
        QCOMPARE(editable.size(), 3);
        for (int index = 0; index < editable.size(); index++) {
            QTest::mouseClick(editable[index], Qt::LeftButton);
            QCOMPARE(focused(&field), editable[index]);
            // Each digit one key (2026 takes four); a key on an empty segment changes nothing.
            for (int press = 0; press < 4; press++) QTest::keyClick(editable[index], Qt::Key(key));
            // Not empty while a segment still shows a number: the last complete value is kept.
            if (index < editable.size() - 1) QCOMPARE(field.isEmpty(), false);
        }
        QCOMPARE(field.text(), QString::fromUtf8("––/––/––––"));
        QCOMPARE(field.isEmpty(), true);
        QCOMPARE(field.property("empty").toBool(), true);
        QCOMPARE(empties.count(), 1);
        QCOMPARE(empties.last().at(0).toBool(), true);
        QCOMPARE(field.dateTime(), QDateTime());
        QCOMPARE(values.count(), 2); // the day 30 → 3 on the way, then no value
        QCOMPARE(values.last().at(0).toDateTime(), QDateTime());
        // Typed to the end again: a value, and empty no more.
        QTest::mouseClick(editable[0], Qt::LeftButton);
        type(focused(&field), "12242026");
        QCOMPARE(field.text(), QString("12/24/2026"));
        QCOMPARE(field.isEmpty(), false);
        QCOMPARE(empties.count(), 2);
        QCOMPARE(empties.last().at(0).toBool(), false);
        QCOMPARE(field.dateTime().date(), QDate(2026, 12, 24));
    }

    void pasteTakesAWholeDate() {
        DateField field;
        setUp(field, "en_US");
        QSignalSpy values(&field, &DateField::dateTimeChanged);
        QVERIFY(field.setText("Dec 25, 2026"));
        QCOMPARE(field.text(), QString("12/25/2026"));
        QCOMPARE(values.count(), 1);
        QVERIFY(!field.setText("not a date"));
        QVERIFY(!field.validationMessage().isEmpty());
        QCOMPARE(field.dateTime().date(), QDate(2026, 12, 25));
        QCOMPARE(values.count(), 1);
    }

    void refusalsKeepTheFieldAndSayWhy() {
        DateField field;
        setUp(field, "en_US");
        const QString view = field.viewJson(), text = field.text();
        QSignalSpy errors(&field, &DateField::errorChanged);
        field.setMode(Mode::CountDownTimer);
        QVERIFY(!field.error().isEmpty());
        QCOMPARE(field.mode(), Mode::Date);
        QCOMPARE(field.text(), text);
        QCOMPARE(field.viewJson(), view);
        field.setLocale("xx_YY");
        QVERIFY2(field.error().contains("xx_YY"), qPrintable(field.error()));
        QCOMPARE(field.locale(), QString("en_US"));
        QCOMPARE(errors.count(), 2);
        field.setMode(Mode::Time);
        QVERIFY(field.error().isEmpty());
        QCOMPARE(field.mode(), Mode::Time);
    }

    void aNewLocaleKeepsTheFocusWhereTheModelHasIt() {
        // The old segments, hidden one by one, pass the focus on to each other: the new field's model must not
        // follow them to its last segment.
        DateField field;
        setUp(field, "en_US");
        QWidget *month = segment(&field, "month");
        QVERIFY(month);
        month->setFocus();
        QCOMPARE(focused(&field), month);
        field.setLocale("de_DE");
        QVERIFY2(field.error().isEmpty(), qPrintable(field.error()));
        QWidget *now = focused(&field);
        QVERIFY(now);
        // The new field's own focus: its first editable segment (the day in de_DE), not the year.
        QCOMPARE(now->objectName(), segments(&field).first()->objectName());
        QCOMPARE(now->objectName(), QString("segment:day"));
    }

    void theViewIsTheFieldsWithItsSegments() {
        DateField field;
        setUp(field, "ja_JP");
        const QJsonObject view = QJsonDocument::fromJson(field.viewJson().toUtf8()).object();
        QCOMPARE(view.value("mode").toString(), QString("date"));
        const QJsonArray segments = view.value("segments").toArray();
        QVERIFY(segments.size() >= 5);
        QVERIFY(field.viewJson().endsWith('\n'));
        // The picker's view beside it is the command's, as the wheels' is.
        QString why;
        const QByteArray command = Test::commandView({"--locale", "ja_JP", "--zone", "UTC", "--date", "2026-11-30"}, &why);
        if (command.isEmpty()) QSKIP(qPrintable(why));
        const QJsonObject picker = QJsonDocument::fromJson(command).object();
        QCOMPARE(view.value("value"), picker.value("value"));
        QCOMPARE(view.value("wheels"), picker.value("wheels"));
    }

    void eachSegmentIsASpinBox() {
        DateField field;
        setUp(field, "de_DE");
        QAccessibleInterface *root = QAccessible::queryAccessibleInterface(&field);
        QVERIFY(root);
        QStringList names, values;
        for (int index = 0; index < root->childCount(); index++) {
            QAccessibleInterface *child = root->child(index);
            if (child->role() != QAccessible::SpinBox) continue;
            names.append(child->text(QAccessible::Name));
            values.append(child->text(QAccessible::Value));
            QVERIFY(child->valueInterface());
        }
        QCOMPARE(names, (QStringList{"Tag", "Monat", "Jahr"}));
        QCOMPARE(values, (QStringList{"30", "11", "2026"}));
        QAccessibleInterface *day = QAccessible::queryAccessibleInterface(segment(&field, "day"));
        QCOMPARE(day->valueInterface()->maximumValue().toInt(), 30);
        QCOMPARE(day->valueInterface()->currentValue().toInt(), 30);
    }
};

QTEST_MAIN(DateFieldTest)
#include "tst_datefield.moc"
