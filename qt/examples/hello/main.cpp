// A date field in Japanese eras, a dozen lines of C++: prints what the field shows (from its viewJson) and the
// value it holds, "R8/11/30 2026-11-30" (Reiwa 8). Runs headless with QT_QPA_PLATFORM=offscreen.
#include <QtCore/QJsonArray>
#include <QtCore/QJsonDocument>
#include <QtCore/QJsonObject>
#include <QtWidgets/QApplication>

#include <datepick-qt6/datefield.h>

#include <cstdio>

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    Datepick::DateField field;
    field.setLocale("ja_JP@calendar=japanese");
    field.setTimeZone("Asia/Tokyo");
    field.setDateTime(QDateTime::fromString("2026-11-30T09:00:00+09:00", Qt::ISODate));
    if (!field.error().isEmpty()) return std::fprintf(stderr, "%s\n", qPrintable(field.error())), 1;
    const QJsonObject view = QJsonDocument::fromJson(field.viewJson().toUtf8()).object();
    QString shown;
    for (const QJsonValue &segment : view.value("segments").toArray()) shown += segment.toObject().value("text").toString();
    std::printf("%s %s\n", shown.toUtf8().constData(), view.value("value").toString().toUtf8().constData());
    return 0;
}
