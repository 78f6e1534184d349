// A form as an app binds it: a WheelPicker, a DateField and a DateButton, each one's dateTimeChanged set on the
// others' dateTime property. A change in any (a key, a pick, the program) reaches the others once, none notifies
// twice, and each shows the same value.
#include <QtTest/QSignalSpy>
#include <QtWidgets/QVBoxLayout>
#include <QtTest/QtTest>

#include <datepick-qt6/calendarview.h>
#include <datepick-qt6/datebutton.h>
#include <datepick-qt6/datefield.h>
#include <datepick-qt6/wheelpicker.h>

#include "common.h"

using namespace Datepick;

class FormTest : public QObject {
    Q_OBJECT

    QWidget *form = nullptr;
    QList<QWidget *> pickers;
    QList<QSignalSpy *> spies;

    /// The binding an app makes: the source's value set on each other widget's dateTime property.
    template <typename Widget> void bind(Widget *source) {
        connect(source, &Widget::dateTimeChanged, this, [this, source](const QDateTime &value) {
            for (QWidget *target : pickers)
                if (target != source) target->setProperty("dateTime", value);
        });
    }

    /// Each widget's dateTime, as the property system reads it.
    QList<QDateTime> values() const {
        QList<QDateTime> read;
        for (QWidget *picker : pickers) read.append(picker->property("dateTime").toDateTime());
        return read;
    }

    /// Every widget notified once, and all hold `expected`.
    void verifyOnce(const QDateTime &expected) {
        for (int index = 0; index < pickers.size(); index++) {
            QCOMPARE(pickers[index]->property("dateTime").toDateTime(), expected);
            QCOMPARE(pickers[index]->property("dateTime").toDateTime().timeZone(), expected.timeZone());
            QVERIFY2(spies[index]->count() == 1, qPrintable(QString("%1 notified %2 times")
                                                                .arg(pickers[index]->metaObject()->className())
                                                                .arg(spies[index]->count())));
            spies[index]->clear();
        }
    }

private Q_SLOTS:
    void initTestCase() { QApplication::setEffectEnabled(Qt::UI_General, false); }

    void init() {
        form = new QWidget;
        auto *layout = new QVBoxLayout(form);
        pickers = {new WheelPicker(form), new DateField(form), new DateButton(form)};
        for (QWidget *picker : pickers) {
            layout->addWidget(picker);
            picker->setProperty("locale", "en_US");
            picker->setProperty("timeZone", "Asia/Tokyo");
            picker->setProperty("dateTime", Test::at("2026-11-30T00:00:00", "Asia/Tokyo"));
        }
        // The bindings: each one's value set on the others, through their properties.
        bind(static_cast<WheelPicker *>(pickers[0]));
        bind(static_cast<DateField *>(pickers[1]));
        bind(static_cast<DateButton *>(pickers[2]));
        for (QWidget *picker : pickers) spies.append(new QSignalSpy(picker, SIGNAL(dateTimeChanged(QDateTime))));
        form->show();
        QVERIFY(QTest::qWaitForWindowExposed(form));
        form->activateWindow();
    }

    void cleanup() {
        qDeleteAll(spies);
        spies.clear();
        delete form;
        pickers.clear();
    }

    void aWheelKeyReachesTheOthers() {
        QTest::keyClick(Test::wheel(pickers[0], "day"), Qt::Key_Up);
        verifyOnce(Test::at("2026-11-29T00:00:00", "Asia/Tokyo"));
        QCOMPARE(static_cast<DateField *>(pickers[1])->text(), QString("11/29/2026"));
        QCOMPARE(static_cast<DateButton *>(pickers[2])->text(), QString("Nov 29, 2026"));
    }

    void aFieldKeyReachesTheOthers() {
        auto *field = static_cast<DateField *>(pickers[1]);
        field->setFocus();
        QTest::keyClick(field->focusProxy(), Qt::Key_Up); // the month: December
        verifyOnce(Test::at("2026-12-30T00:00:00", "Asia/Tokyo"));
        QCOMPARE(static_cast<DateButton *>(pickers[2])->text(), QString("Dec 30, 2026"));
    }

    void aButtonPickReachesTheOthers() {
        auto *button = static_cast<DateButton *>(pickers[2]);
        button->popup();
        QTest::keyClick(button->popupCalendar(), Qt::Key_Left);
        QTest::keyClick(button->popupCalendar(), Qt::Key_Return);
        QVERIFY(!button->isPopupVisible());
        verifyOnce(Test::at("2026-11-29T00:00:00", "Asia/Tokyo"));
        QCOMPARE(static_cast<DateField *>(pickers[1])->text(), QString("11/29/2026"));
        // The popup shows the value the others set, next time.
        pickers[0]->setProperty("dateTime", Test::at("2027-03-04T00:00:00", "Asia/Tokyo"));
        verifyOnce(Test::at("2027-03-04T00:00:00", "Asia/Tokyo"));
        button->popup();
        QCOMPARE(button->popupCalendar()->focusedDate(), QString("2027-03-04"));
    }

    void theProgramsSetReachesTheOthers() {
        pickers[1]->setProperty("dateTime", Test::at("2026-06-15T00:00:00", "Asia/Tokyo"));
        verifyOnce(Test::at("2026-06-15T00:00:00", "Asia/Tokyo"));
        // An equal value set again notifies nothing anywhere.
        pickers[2]->setProperty("dateTime", Test::at("2026-06-15T00:00:00", "Asia/Tokyo"));
        for (QSignalSpy *spy : spies) QCOMPARE(spy->count(), 0);
        // Each view holds the same value.
        QStringList held;
        for (QWidget *picker : pickers) {
            QString json;
            QMetaObject::invokeMethod(picker, "viewJson", Q_RETURN_ARG(QString, json));
            held.append(QJsonDocument::fromJson(json.toUtf8()).object().value("value").toString());
        }
        QCOMPARE(held, (QStringList{"2026-06-15", "2026-06-15", "2026-06-15"}));
    }
};

QTEST_MAIN(FormTest)
#include "tst_form.moc"
