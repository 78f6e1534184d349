// The API issue 32 names, by name, type and notification, as other programs are written against it: the table
// tst_api checks the widgets' meta-objects against and tst_quickitems the QML items'.
#pragma once

#include <QtCore/QList>
#include <QtCore/QMetaObject>
#include <QtCore/QMetaProperty>
#include <QtCore/QStringList>

namespace Api {

struct Property {
    const char *name, *type, *notify; ///< notify: the signal's normalized signature, or null for any
    bool writable;
};

/// Every picker's properties ("Their Q_PROPERTYs, exactly").
inline const QList<Property> &pickerProperties() {
    static const QList<Property> table{
        {"locale", "QString", "localeChanged(QString)", true},
        {"mode", "Datepick::Mode", "modeChanged(Datepick::Mode)", true},
        {"calendar", "QString", "calendarChanged(QString)", true},
        {"timeZone", "QString", "timeZoneChanged(QString)", true},
        {"minuteInterval", "int", "minuteIntervalChanged(int)", true},
        {"secondInterval", "int", "secondIntervalChanged(int)", true},
        {"seconds", "bool", "secondsChanged(bool)", true},
        {"dateTime", "QDateTime", "dateTimeChanged(QDateTime)", true},
        {"duration", "qlonglong", "durationChanged(qlonglong)", true},
        {"minimumDateTime", "QDateTime", nullptr, true},
        {"maximumDateTime", "QDateTime", nullptr, true},
        {"error", "QString", "errorChanged(QString)", false},
    };
    return table;
}

/// What a class adds: CalendarView `showWeekNumbers`, DateField `empty` and `validationMessage`.
inline QList<Property> ownProperties(const QByteArray &className) {
    if (className.endsWith("CalendarView")) return {{"showWeekNumbers", "bool", nullptr, true}};
    if (className.endsWith("DateField"))
        return {{"empty", "bool", nullptr, true}, {"validationMessage", "QString", nullptr, false}};
    return {};
}

/// The invokable methods, as "returnType signature": `viewJson()` on all, `step()` and `selectRow()` on the wheels.
inline QStringList methods(const QByteArray &className) {
    QStringList wanted{"QString viewJson()"};
    if (className.endsWith("WheelPicker")) wanted << "bool step(int,int)" << "bool selectRow(int,int)";
    return wanted;
}

/// What `meta` lacks or has otherwise of the table for `className`; empty when it has it all, exactly.
inline QStringList mismatches(const QMetaObject *meta, const QByteArray &className) {
    QStringList found;
    for (const Property &wanted : pickerProperties() + ownProperties(className)) {
        const int index = meta->indexOfProperty(wanted.name);
        if (index < 0) {
            found << QStringLiteral("no property %1").arg(wanted.name);
            continue;
        }
        const QMetaProperty property = meta->property(index);
        if (QByteArray(property.typeName()) != wanted.type)
            found << QStringLiteral("%1 is %2, not %3").arg(wanted.name, property.typeName(), wanted.type);
        if (property.isWritable() != wanted.writable)
            found << QStringLiteral("%1 is %2").arg(wanted.name, wanted.writable ? "read-only" : "writable");
        if (!property.hasNotifySignal())
            found << QStringLiteral("%1 has no NOTIFY").arg(wanted.name);
        else if (wanted.notify && property.notifySignal().methodSignature() != wanted.notify)
            found << QStringLiteral("%1 notifies %2, not %3")
                         .arg(wanted.name, property.notifySignal().methodSignature(), wanted.notify);
    }
    for (const QString &wanted : methods(className)) {
        const QString signature = wanted.section(QLatin1Char(' '), 1);
        const int index = meta->indexOfMethod(signature.toLatin1());
        if (index < 0) {
            found << QStringLiteral("no method %1").arg(signature);
            continue;
        }
        const QMetaMethod method = meta->method(index);
        if (QByteArray(method.typeName()) != wanted.section(QLatin1Char(' '), 0, 0).toLatin1())
            found << QStringLiteral("%1 returns %2").arg(signature, method.typeName());
        if (method.methodType() != QMetaMethod::Method && method.methodType() != QMetaMethod::Slot)
            found << QStringLiteral("%1 is not invokable").arg(signature);
    }
    return found;
}

} // namespace Api
