// The QML module's items in a Qt Quick window as apps load them (QQmlApplicationEngine in a QApplication): drawn at
// the window's device pixel ratio (run again with QT_SCALE_FACTOR=2: each item's pixels are its widget's drawn at 2x),
// as a screen reader reads them through QAccessible from the window down (each wheel and segment a spin box named by
// its localized title with the label shown as its value, each calendar day a cell named by its full date, placed
// where the item draws it, the focused part as it moves), and a flick on a wheel, with and without animations, timed
// by its events' timestamps (a late release still flings, a release stamped after a rest does not).
#include <QtGui/QAccessible>
#include <QtGui/QPainter>
#include <QtQml/QQmlApplicationEngine>
#include <QtQml/QQmlComponent>
#include <QtQuick/QQuickItem>
#include <QtQuick/QQuickWindow>
#include <QtTest/QtTest>
#include <QtWidgets/QApplication>
#include <QtWidgets/QWidget>

#include "../api.h"

namespace {

/// The interface among `root`'s descendants whose object is `object`, depth first.
QAccessibleInterface *findFor(QAccessibleInterface *root, const QObject *object) {
    if (!root) return nullptr;
    if (root->object() == object) return root;
    for (int index = 0; index < root->childCount(); index++)
        if (QAccessibleInterface *found = findFor(root->child(index), object)) return found;
    return nullptr;
}

/// The children of `parent` whose role is `role`, leading to trailing.
QList<QAccessibleInterface *> childrenWithRole(QAccessibleInterface *parent, QAccessible::Role role) {
    QList<QAccessibleInterface *> found;
    for (int index = 0; parent && index < parent->childCount(); index++)
        if (QAccessibleInterface *child = parent->child(index); child && child->role() == role) found.append(child);
    return found;
}

QStringList texts(const QList<QAccessibleInterface *> &parts, QAccessible::Text type) {
    QStringList found;
    for (QAccessibleInterface *part : parts) found.append(part->text(type));
    return found;
}

/// Whether two pictures of the same size differ by at most a step of a colour channel (blending's rounding).
bool samePixels(const QImage &a, const QImage &b) {
    if (a.size() != b.size()) return false;
    for (int y = 0; y < a.height(); y++)
        for (int x = 0; x < a.width(); x++) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            if (qAbs(qRed(p) - qRed(q)) > 2 || qAbs(qGreen(p) - qGreen(q)) > 2 || qAbs(qBlue(p) - qBlue(q)) > 2)
                return false;
        }
    return true;
}

/// The hosted widget of the class `className` (the items' widgets are windows of their own, never shown).
QWidget *hosted(const char *className) {
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (widget->inherits(className)) return widget;
    return nullptr;
}

} // namespace

class QuickItemsTest : public QObject {
    Q_OBJECT

    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;

    /// Loads a window of the three items in `locale`, at 2026-11-30 14:05 UTC, each away from the window's corner
    /// so that a rectangle not moved to the item is seen.
    void load(const QString &locale) {
        const QString qml = QStringLiteral(R"(
import QtQuick
import Datepick
Window {
    width: 900; height: 800; visible: true
    WheelPicker { objectName: "wheels"; x: 31; y: 17; locale: "%1"; timeZone: "UTC"; mode: Datepick.Date
        dateTime: new Date(Date.UTC(2026, 10, 30, 14, 5, 0)) }
    DateField { objectName: "field"; x: 43; y: 300; width: 300; locale: "%1"; timeZone: "UTC"; mode: Datepick.Date
        dateTime: new Date(Date.UTC(2026, 10, 30, 14, 5, 0)) }
    CalendarView { objectName: "calendar"; x: 400; y: 23; width: 350; height: 300; locale: "%1"; timeZone: "UTC"
        dateTime: new Date(Date.UTC(2026, 10, 30, 14, 5, 0)) }
}
)").arg(locale);
        m_engine = new QQmlApplicationEngine;
        m_engine->addImportPath(QStringLiteral(DATEPICK_QML_DIR));
        m_engine->loadData(qml.toUtf8());
        QVERIFY(!m_engine->rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().first());
        QVERIFY(m_window);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
    }
    QQuickItem *item(const char *name) const { return m_window->findChild<QQuickItem *>(QLatin1String(name)); }

private Q_SLOTS:
    void cleanup() {
        delete m_engine;
        m_engine = nullptr;
        m_window = nullptr;
        QApplication::setEffectEnabled(Qt::UI_General, false);
    }

    void theItemsHaveTheWidgetsApi_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("className");
        for (const char *type : {"WheelPicker", "CalendarView", "DateField", "DateButton"})
            QTest::newRow(type) << type << QStringLiteral("Datepick::%1").arg(type);
    }

    void theItemsHaveTheWidgetsApi() {
        // Each item has the properties, notifications and methods of its widget by the issue's names, and its
        // viewJson() is its widget's, byte for byte.
        QFETCH(QString, type);
        QFETCH(QString, className);
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral(DATEPICK_QML_DIR));
        QQmlComponent component(&engine);
        const QString qml = QStringLiteral("import Datepick\n%1 { locale: \"ja_JP\"; timeZone: \"UTC\" }").arg(type);
        component.setData(qml.toUtf8(), QUrl());
        std::unique_ptr<QObject> made(component.create());
        QVERIFY2(made, qPrintable(component.errorString()));
        const QStringList wrong = Api::mismatches(made->metaObject(), type.toLatin1());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join("; ")));
        QWidget *host = hosted(className.toLatin1().constData());
        QVERIFY(host);
        QString view, hostView;
        QVERIFY(QMetaObject::invokeMethod(made.get(), "viewJson", Q_RETURN_ARG(QString, view)));
        QVERIFY(QMetaObject::invokeMethod(host, "viewJson", Q_RETURN_ARG(QString, hostView)));
        QVERIFY(view.contains(QLatin1String("ja_JP")));
        QCOMPARE(view, hostView);
    }

    void theWindowListsTheItemsParts_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QStringList>("wheelNames");
        QTest::addColumn<QStringList>("wheelValues");
        QTest::addColumn<QStringList>("segmentNames");
        QTest::addColumn<QStringList>("segmentValues");
        QTest::addColumn<QString>("day");
        QTest::newRow("ja_JP") << "ja_JP" << QStringList{"年", "月", "日"} << QStringList{"2026年", "11月", "30日"}
                               << QStringList{"年", "月", "日"} << QStringList{"2026", "11", "30"}
                               << "2026年11月30日月曜日";
        QTest::newRow("ar_EG") << "ar_EG" << QStringList{"يوم", "الشهر", "السنة"}
                               << QStringList{"٣٠", "نوفمبر", "٢٠٢٦"} << QStringList{"يوم", "الشهر", "السنة"}
                               << QStringList{"٣٠", "١١", "٢٠٢٦"} << "الاثنين، ٣٠ نوفمبر ٢٠٢٦";
    }

    void theWindowListsTheItemsParts() {
        QFETCH(QString, locale);
        QFETCH(QStringList, wheelNames);
        QFETCH(QStringList, wheelValues);
        QFETCH(QStringList, segmentNames);
        QFETCH(QStringList, segmentValues);
        QFETCH(QString, day);
        load(locale);
        QAccessibleInterface *window = QAccessible::queryAccessibleInterface(m_window);
        QVERIFY(window);

        // The wheel picker: its wheels, spin boxes named by their titles, their values the labels shown.
        QQuickItem *wheelsItem = item("wheels");
        QAccessibleInterface *picker = findFor(window, wheelsItem);
        QVERIFY2(picker, "the item is in its window's accessible tree");
        QCOMPARE(picker->parent(), window);
        QCOMPARE(picker->rect(), QRect(m_window->mapToGlobal(QPoint(31, 17)), wheelsItem->size().toSize()));
        const QList<QAccessibleInterface *> wheels = childrenWithRole(picker, QAccessible::SpinBox);
        QCOMPARE(texts(wheels, QAccessible::Name), wheelNames);
        QCOMPARE(texts(wheels, QAccessible::Value), wheelValues);
        // Leading to trailing on screen in the locale's direction: right to left in ar_EG, with no LayoutMirroring.
        const bool rightToLeft = locale == QLatin1String("ar_EG");
        for (int index = 1; index < wheels.size(); index++)
            QVERIFY(rightToLeft ? wheels[index]->rect().x() < wheels[index - 1]->rect().x()
                                : wheels[index]->rect().x() > wheels[index - 1]->rect().x());
        // Each where the item draws it: the hosted wheel's place in its widget, from the item's corner.
        QWidget *host = hosted("Datepick::WheelPicker");
        QVERIFY(host);
        const QList<QAccessibleInterface *> hostWheels =
            childrenWithRole(QAccessible::queryAccessibleInterface(host), QAccessible::SpinBox);
        QCOMPARE(hostWheels.size(), wheels.size());
        for (int index = 0; index < wheels.size(); index++) {
            QAccessibleInterface *wheel = wheels[index];
            const QRect inHost = hostWheels[index]->rect().translated(-host->mapToGlobal(QPoint(0, 0)));
            QVERIFY(inHost.width() > 0 && inHost.height() > 0);
            QCOMPARE(wheel->rect(), inHost.translated(m_window->mapToGlobal(QPoint(31, 17))));
            QCOMPARE(wheel->parent(), picker);
            QCOMPARE(picker->child(picker->indexOfChild(wheel)), wheel);
            QCOMPARE(picker->childAt(wheel->rect().center().x(), wheel->rect().center().y()), wheel);
            QCOMPARE(wheel->object(), nullptr);
            QVERIFY(wheel->state().focusable);
            QVERIFY(!wheel->state().invisible);
            QVERIFY(wheel->valueInterface());
            QCOMPARE(wheel->valueInterface()->currentValue(), hostWheels[index]->valueInterface()->currentValue());
        }

        // The field: its editable segments, spin boxes named by their fields, their values the text shown.
        QAccessibleInterface *field = findFor(window, item("field"));
        QVERIFY(field);
        const QList<QAccessibleInterface *> segments = childrenWithRole(field, QAccessible::SpinBox);
        QCOMPARE(texts(segments, QAccessible::Name), segmentNames);
        QCOMPARE(texts(segments, QAccessible::Value), segmentValues);
        for (QAccessibleInterface *segment : segments) {
            QVERIFY(field->rect().contains(segment->rect()));
            QCOMPARE(segment->parent(), field);
        }

        // The calendar: a table whose selected day is named by its full date, placed in the calendar's item.
        QQuickItem *calendarItem = item("calendar");
        QAccessibleInterface *calendar = findFor(window, calendarItem);
        QVERIFY(calendar);
        QCOMPARE(calendar->role(), QAccessible::Table);
        QVERIFY(calendar->childCount() >= 28);
        QAccessibleInterface *selected = nullptr;
        for (int index = 0; index < calendar->childCount(); index++) {
            QAccessibleInterface *cell = calendar->child(index);
            QCOMPARE(cell->role(), QAccessible::Cell);
            QCOMPARE(cell->parent(), calendar);
            QVERIFY(calendar->rect().contains(cell->rect()));
            if (cell->state().selected) selected = cell;
        }
        QVERIFY(selected);
        QCOMPARE(selected->text(QAccessible::Name), day);
        QCOMPARE(calendar->childAt(selected->rect().center().x(), selected->rect().center().y()), selected);
    }

    void theFocusedPartIsTheWindowsFocusChild() {
        load(QStringLiteral("ja_JP"));
        QAccessibleInterface *window = QAccessible::queryAccessibleInterface(m_window);
        QQuickItem *wheelsItem = item("wheels");
        QAccessibleInterface *picker = findFor(window, wheelsItem);
        QVERIFY(picker);
        const QList<QAccessibleInterface *> wheels = childrenWithRole(picker, QAccessible::SpinBox);
        QCOMPARE(wheels.size(), 3);
        QCOMPARE(picker->focusChild(), nullptr);
        wheelsItem->forceActiveFocus(Qt::TabFocusReason);
        QVERIFY(wheelsItem->hasActiveFocus());
        // The leading wheel, the year's, has the focus: the window's focused part is it.
        QCOMPARE(window->focusChild(), wheels[0]);
        QVERIFY(wheels[0]->state().focused);
        QVERIFY(!wheels[1]->state().focused);
        QTest::keyClick(m_window, Qt::Key_Right);
        QCOMPARE(window->focusChild(), wheels[1]);
        QVERIFY(wheels[1]->state().focused);
        QVERIFY(!wheels[0]->state().focused);
        // A key that moves the value leaves the focus where it is; the value follows.
        QTest::keyClick(m_window, Qt::Key_Down);
        QCOMPARE(window->focusChild(), wheels[1]);
        QCOMPARE(wheels[1]->text(QAccessible::Value), QStringLiteral("12月"));

        // The calendar's focused day, moved by a key, is the focused cell.
        QQuickItem *calendarItem = item("calendar");
        QAccessibleInterface *calendar = findFor(window, calendarItem);
        calendarItem->forceActiveFocus(Qt::TabFocusReason);
        QCOMPARE(window->focusChild()->text(QAccessible::Name), QStringLiteral("2026年11月30日月曜日"));
        QTest::keyClick(m_window, Qt::Key_Right);
        QAccessibleInterface *focused = calendar->focusChild();
        QVERIFY(focused);
        QCOMPARE(focused->text(QAccessible::Name), QStringLiteral("2026年12月1日火曜日"));
        QCOMPARE(window->focusChild(), focused);
        QVERIFY(focused->state().focused);
        QCOMPARE(picker->focusChild(), nullptr);
        QVERIFY(!wheels[1]->state().focused);
    }

    void theItemsTakeTheStylesPaletteLightAndDark() {
        // In a Qt Quick Controls window, as an app has it: the items draw with the palette the window inherits from
        // the style, light, then dark when the window's palette turns dark, and light again.
        QQmlApplicationEngine engine;
        engine.addImportPath(QStringLiteral(DATEPICK_QML_DIR));
        engine.loadData(QByteArrayLiteral(R"(
import QtQuick
import QtQuick.Controls.Basic
import Datepick
ApplicationWindow {
    width: 700; height: 400; visible: true
    Row {
        WheelPicker { objectName: "wheels"; locale: "en_US"; timeZone: "UTC" }
        CalendarView { objectName: "calendar"; width: 300; height: 260; locale: "en_US"; timeZone: "UTC" }
    }
}
)"));
        QVERIFY(!engine.rootObjects().isEmpty());
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
        QVERIFY(window && QTest::qWaitForWindowExposed(window));
        // How an item is drawn: its pixels' mean lightness (0 to 255), and how many in a thousand are light (the
        // text of a dark palette) or dark (the text of a light one).
        struct Tones {
            int mean, light, dark;
        };
        auto tones = [&](const char *name) {
            auto *picker = window->findChild<QQuickItem *>(QLatin1String(name));
            const qreal ratio = window->effectiveDevicePixelRatio();
            const QRectF scene = picker->mapRectToScene(QRectF(QPointF(0, 0), picker->size()));
            const QImage image = window->grabWindow().copy(QRectF(scene.topLeft() * ratio, scene.size() * ratio).toRect());
            qint64 sum = 0, light = 0, dark = 0, count = qMax(1, image.width() * image.height());
            for (int y = 0; y < image.height(); y++)
                for (int x = 0; x < image.width(); x++) {
                    const int lightness = QColor(image.pixel(x, y)).lightness();
                    sum += lightness;
                    light += lightness > 190;
                    dark += lightness < 65;
                }
            return Tones{int(sum / count), int(light * 1000 / count), int(dark * 1000 / count)};
        };
        auto isLight = [&](const char *name) {
            const Tones t = tones(name);
            return t.mean > 170 && t.dark >= 5;
        };
        auto isDark = [&](const char *name) {
            const Tones t = tones(name);
            return t.mean < 85 && t.light >= 5;
        };
        auto said = [&](const char *name) {
            const Tones t = tones(name);
            return QStringLiteral("%1: mean %2, light %3‰, dark %4‰").arg(name).arg(t.mean).arg(t.light).arg(t.dark).toUtf8();
        };
        for (const char *name : {"wheels", "calendar"}) QTRY_VERIFY2(isLight(name), said(name).constData());
        // A dark palette, as an app gives its window one, role by role over the style's.
        QObject *palette = window->property("palette").value<QObject *>();
        QVERIFY(palette);
        const QList<std::pair<const char *, const char *>> dark{
            {"window", "#202124"}, {"windowText", "#e8eaed"}, {"base", "#28292c"}, {"alternateBase", "#303134"},
            {"text", "#e8eaed"}, {"button", "#3c4043"}, {"buttonText", "#e8eaed"}, {"mid", "#5f6368"},
            {"dark", "#17181a"}, {"light", "#5f6368"}, {"midlight", "#4a4d51"}, {"shadow", "#000000"},
            {"placeholderText", "#9aa0a6"}, {"highlight", "#8ab4f8"}, {"highlightedText", "#202124"}};
        QVariantMap light;
        for (const auto &[role, color] : dark) {
            light.insert(role, palette->property(role));
            QVERIFY(palette->setProperty(role, QColor(color)));
        }
        for (const char *name : {"wheels", "calendar"}) QTRY_VERIFY2(isDark(name), said(name).constData());
        for (auto role = light.cbegin(); role != light.cend(); ++role)
            QVERIFY(palette->setProperty(role.key().toLatin1().constData(), role.value()));
        for (const char *name : {"wheels", "calendar"}) QTRY_VERIFY2(isLight(name), said(name).constData());
    }

    void theItemsDrawAtTheWindowsPixelRatio_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("className");
        QTest::newRow("wheels") << "wheels" << "Datepick::WheelPicker";
        QTest::newRow("field") << "field" << "Datepick::DateField";
        QTest::newRow("calendar") << "calendar" << "Datepick::CalendarView";
    }

    void theItemsDrawAtTheWindowsPixelRatio() {
        // Run again with QT_SCALE_FACTOR=2 (tst_quickitems_hidpi): the window's ratio is the environment's, and each
        // item's pixels are its widget's drawn at that ratio, one device pixel a pixel, not a 1x picture stretched.
        QFETCH(QString, name);
        QFETCH(QString, className);
        load(QStringLiteral("ja_JP"));
        const qreal ratio = m_window->effectiveDevicePixelRatio();
        const QString asked = qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1"));
        QCOMPARE(ratio, asked.toDouble());
        QQuickItem *picker = item(name.toLatin1().constData());
        QWidget *host = hosted(className.toLatin1().constData());
        QVERIFY(picker && host);
        QCOMPARE(host->size(), picker->size().toSize());
        // The widget as the item hosts it, over the window's colour, at the window's ratio and at 1.
        auto drawn = [&](qreal at) {
            QImage image((picker->size() * at).toSize(), QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(at);
            image.fill(m_window->color());
            QImage widget(image.size(), QImage::Format_ARGB32_Premultiplied);
            widget.setDevicePixelRatio(at);
            widget.fill(Qt::transparent);
            host->render(&widget, QPoint(), QRegion(), QWidget::DrawChildren);
            QPainter(&image).drawImage(QPointF(0, 0), widget);
            return image.convertToFormat(QImage::Format_RGB32);
        };
        // The item's pixels in the window's picture, which is in device pixels.
        const QRectF scene = picker->mapRectToScene(QRectF(QPointF(0, 0), picker->size()));
        const QRect inDevice = QRectF(scene.topLeft() * ratio, scene.size() * ratio).toRect();
        auto shown = [&] { return m_window->grabWindow().copy(inDevice).convertToFormat(QImage::Format_RGB32); };
        QCOMPARE(m_window->grabWindow().size(), (QSizeF(m_window->size()) * ratio).toSize());
        const QImage expected = drawn(ratio);
        QImage itemPixels;
        QTRY_VERIFY2_WITH_TIMEOUT(samePixels(itemPixels = shown(), expected),
                                  qPrintable(QStringLiteral("the item's %1x%2 pixels are not its widget's at %3x")
                                                 .arg(itemPixels.width()).arg(itemPixels.height()).arg(ratio)),
                                  2000);
        QCOMPARE(itemPixels.size(), (picker->size() * ratio).toSize());
        // At a ratio of 2 the widget drawn at 1 is half as wide and tall: what a stretched picture would have shown.
        if (ratio != 1) QVERIFY(drawn(1).size() != itemPixels.size());
    }

    void aFlickMovesRowsAndSettlesOnOne_data() {
        QTest::addColumn<bool>("animated");
        QTest::newRow("animated") << true;
        QTest::newRow("no animations") << false;
    }

    void aFlickMovesRowsAndSettlesOnOne() {
        QFETCH(bool, animated);
        QApplication::setEffectEnabled(Qt::UI_General, animated);
        load(QStringLiteral("ja_JP"));
        QQuickItem *wheelsItem = item("wheels");
        QSignalSpy changes(wheelsItem, SIGNAL(dateTimeChanged(QDateTime)));
        // The year's wheel, where the accessible tree places it.
        QAccessibleInterface *picker = findFor(QAccessible::queryAccessibleInterface(m_window), wheelsItem);
        QVERIFY(picker);
        const QRect year = childrenWithRole(picker, QAccessible::SpinBox).at(0)->rect();
        const QPoint start = m_window->mapFromGlobal(year.center());
        // Up fast, a row and a half a step: later years follow the pointer, and the release throws the wheel on.
        QTest::mousePress(m_window, Qt::LeftButton, {}, start);
        QPoint at = start;
        for (int move = 0; move < 5; move++) {
            at.ry() -= 15;
            QTest::mouseMove(m_window, at, 10);
        }
        const int dragged = wheelsItem->property("dateTime").toDateTime().date().year() - 2026;
        QVERIFY2(dragged >= 1 && dragged <= 4, qPrintable(QString::number(dragged)));
        const int notifiedBeforeRelease = changes.size();
        // The machine stalls before the release is delivered; its timestamp, a millisecond after the last move's, is
        // what the wheel goes by (the item hands the widget its events' own): it flings all the same.
        QTest::qWait(400);
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, at);
        if (animated) {
            // The momentum moves the wheel on, row by row, after the release, until it rests.
            QTRY_VERIFY(changes.size() > notifiedBeforeRelease + 2);
            // At rest: nothing more for a third of a second (a fling takes a second and a half at most).
            for (int waited = 0, last = -1; last != changes.size(); waited += 300) {
                QVERIFY2(waited < 3000, "the wheel comes to rest");
                last = int(changes.size());
                QTest::qWait(300);
            }
        } else {
            // At once: one notification at the release, with the row the fling lands on.
            QCOMPARE(changes.size(), notifiedBeforeRelease + 1);
            QTest::qWait(300);
            QCOMPARE(changes.size(), notifiedBeforeRelease + 1);
        }
        const QDateTime settled = wheelsItem->property("dateTime").toDateTime();
        QVERIFY2(settled.date().year() - 2026 >= dragged + 3, qPrintable(settled.toString(Qt::ISODate)));
        // A row's value: the same day and time of a later year, the last one notified.
        QCOMPARE(settled.toUTC().toString(Qt::ISODate).mid(4), QStringLiteral("-11-30T14:05:00Z"));
        QCOMPARE(changes.last().at(0).toDateTime(), settled);
        // Drawn on the row: as the wheel is once a step has put it on the row exactly.
        const QImage resting = m_window->grabWindow();
        QVERIFY(QMetaObject::invokeMethod(wheelsItem, "step", Q_ARG(int, 0), Q_ARG(int, 1)));
        QVERIFY(QMetaObject::invokeMethod(wheelsItem, "step", Q_ARG(int, 0), Q_ARG(int, -1)));
        QCOMPARE(wheelsItem->property("dateTime").toDateTime(), settled);
        QTRY_COMPARE(m_window->grabWindow(), resting);
    }

    void aReleaseAfterTheDragRestedDoesNotFling_data() { aFlickMovesRowsAndSettlesOnOne_data(); }

    void aReleaseAfterTheDragRestedDoesNotFling() {
        // The same drag, released with a timestamp half a second after its last move, delivered at once: the
        // pointer rested, and the wheel stays on the row the drag left it on, with no notification.
        QFETCH(bool, animated);
        QApplication::setEffectEnabled(Qt::UI_General, animated);
        load(QStringLiteral("ja_JP"));
        QQuickItem *wheelsItem = item("wheels");
        QSignalSpy changes(wheelsItem, SIGNAL(dateTimeChanged(QDateTime)));
        QAccessibleInterface *picker = findFor(QAccessible::queryAccessibleInterface(m_window), wheelsItem);
        QVERIFY(picker);
        const QRect year = childrenWithRole(picker, QAccessible::SpinBox).at(0)->rect();
        QPoint at = m_window->mapFromGlobal(year.center());
        QTest::mousePress(m_window, Qt::LeftButton, {}, at);
        for (int move = 0; move < 5; move++) {
            at.ry() -= 15;
            QTest::mouseMove(m_window, at, 10);
        }
        const QDateTime dragged = wheelsItem->property("dateTime").toDateTime();
        QVERIFY2(dragged.date().year() > 2026, qPrintable(dragged.toString(Qt::ISODate)));
        const int notified = int(changes.size());
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, at, 500);
        QTest::qWait(animated ? 600 : 100);
        QCOMPARE(changes.size(), notified);
        QCOMPARE(wheelsItem->property("dateTime").toDateTime(), dragged);
    }
};

int main(int argc, char **argv) {
    QApplication application(argc, argv);
    QuickItemsTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_quickitems.moc"
