// What the widgets' tests share: a moment in a zone, the wheels of a picker in reading order, and the datepick
// command's view of the same options.
#pragma once

#include <QtCore/QJsonArray>
#include <QtCore/QJsonDocument>
#include <QtCore/QJsonObject>
#include <QtCore/QProcess>
#include <QtCore/QTimeZone>
#include <QtWidgets/QWidget>

#include <datepick-qt6/wheelpicker.h>

namespace Test {

/// A wall-clock time in an IANA zone.
inline QDateTime at(const QString &iso, const char *zone) {
    QDateTime local = QDateTime::fromString(iso, Qt::ISODate);
    return QDateTime(local.date(), local.time(), QTimeZone(zone));
}

/// The picker's wheels, leading to trailing (the order they are made in, which is libdatepick's).
inline QList<QWidget *> wheels(QWidget *picker) {
    QList<QWidget *> found;
    for (QObject *child : picker->children()) {
        auto *wheel = qobject_cast<QWidget *>(child);
        if (wheel && wheel->objectName().startsWith(QLatin1String("wheel:")) && !wheel->isHidden()) found.append(wheel);
    }
    return found;
}

inline QWidget *wheel(QWidget *picker, const QString &field) {
    for (QWidget *found : wheels(picker))
        if (found->objectName() == QLatin1String("wheel:") + field) return found;
    return nullptr;
}

/// The fields of the view's wheels, in its order.
inline QStringList viewFields(const QString &view) {
    QStringList fields;
    for (const QJsonValue &wheel : QJsonDocument::fromJson(view.toUtf8()).object().value("wheels").toArray())
        fields.append(wheel.toObject().value("field").toString());
    return fields;
}

/// What `datepick show --format json` prints for the options given as its arguments (DATEPICK names the command).
inline QByteArray commandView(const QStringList &arguments, QString *why) {
    const QString command = qEnvironmentVariable("DATEPICK");
    if (command.isEmpty()) {
        *why = "DATEPICK names no datepick command";
        return {};
    }
    QProcess process;
    process.start(command, QStringList{"show", "--format", "json"} + arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        *why = command + " failed: " + QString::fromUtf8(process.readAllStandardError());
        return {};
    }
    return process.readAllStandardOutput();
}

} // namespace Test
