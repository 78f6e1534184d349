#include "pickercore.h"

#include <QtCore/QJsonDocument>
#include <QtCore/QJsonObject>
#include <QtCore/QMetaEnum>
#include <QtCore/QRegularExpression>
#include <QtCore/QTimeZone>
#include <QtWidgets/QApplication>
#include <QtWidgets/QStyle>
#include <QtWidgets/QWidget>

namespace Datepick {

namespace {

/// Takes a string libdatepick returned as `char *` (its own to free) as a QString.
QString takeDp(char *text) {
    QString taken = fromDp(text);
    dp_string_free(text);
    return taken;
}

} // namespace

/// Every property as it reads, to notify exactly those whose reading a change changed.
struct PickerCore::Reading {
    QString locale, calendar, timeZone;
    Mode mode;
    int minuteInterval, secondInterval;
    bool seconds;
    QDateTime dateTime, minimumDateTime, maximumDateTime;
    qint64 duration;
    bool blank;
    QStringList unavailable;
    bool zoneWheel;
};

PickerCore::PickerCore(Mode mode, Accept accept, QObject *parent) : QObject(parent), m_accept(std::move(accept)) {
    m_options.mode = mode;
    m_error = show(m_options, false);
}

PickerCore::~PickerCore() { dp_picker_free(m_picker); }

QByteArray PickerCore::modeWord(Mode mode) {
    // The enum's key names are the options' words with a capital first letter ("DateAndTime"): the one table.
    QByteArray key = QMetaEnum::fromType<Mode>().valueToKey(int(mode));
    if (!key.isEmpty()) key[0] = char(QChar::toLower(uint(key[0])));
    return key;
}

QByteArray PickerCore::isoMoment(const QDateTime &moment) {
    // Written field by field: the year in four digits and the offset's seconds where it has them (local mean
    // time), so that the text names the very instant whatever Qt's ISO writer does with them.
    const int offset = moment.offsetFromUtc(), magnitude = qAbs(offset);
    const QDate date = moment.date();
    const QTime time = moment.time();
    QByteArray text = QString::asprintf("%04d-%02d-%02dT%02d:%02d:%02d%c%02d:%02d", date.year(), date.month(),
                                           date.day(), time.hour(), time.minute(), time.second(),
                                           offset < 0 ? '-' : '+', magnitude / 3600, magnitude / 60 % 60)
                          .toLatin1();
    if (magnitude % 60) text += QString::asprintf(":%02d", magnitude % 60).toLatin1();
    return text;
}

QByteArray PickerCore::optionsJson(const Options &options) {
    const QByteArray mode = modeWord(options.mode);
    // Whether libdatepick takes an option in this mode: its table says, so no mode's rule is restated here.
    auto takes = [&](const char *name) {
        return dp_option_refusal(dp_option_named(name), mode.constData(), options.seconds) == nullptr;
    };
    QJsonObject json;
    auto put = [&](const char *name, const QJsonValue &value) {
        if (takes(name)) json.insert(QLatin1String(name), value);
    };
    put("mode", QString::fromLatin1(mode));
    if (!options.locale.isEmpty()) put("locale", options.locale);
    if (!options.calendar.isEmpty()) put("calendar", options.calendar);
    if (!options.timeZone.isEmpty()) put("timeZone", options.timeZone);
    put("duration", options.duration);
    if (options.dateTime.isValid()) put("date", QString::fromLatin1(isoMoment(options.dateTime)));
    if (options.minimumDateTime.isValid()) put("minimumDate", QString::fromLatin1(isoMoment(options.minimumDateTime)));
    if (options.maximumDateTime.isValid()) put("maximumDate", QString::fromLatin1(isoMoment(options.maximumDateTime)));
    if (options.minuteInterval != 1) put("minuteInterval", options.minuteInterval);
    if (options.seconds) put("seconds", true);
    if (options.secondInterval != 1) put("secondInterval", options.secondInterval);
    if (!options.unavailable.isEmpty()) put("unavailable", options.unavailable.join(QLatin1Char(',')));
    if (options.zoneWheel) put("zoneWheel", true);
    return QJsonDocument(json).toJson(QJsonDocument::Compact);
}

int PickerCore::offsetInZone(const char *zone, qint64 seconds, bool *known) {
    *known = false;
    // libdatepick's own reading of the instant in the zone: a date and time picker's value carries its offset.
    QJsonObject options{{"mode", "dateAndTime"}, {"seconds", true}, {"timeZone", QString::fromUtf8(zone)},
                        {"date", QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).toString(Qt::ISODate)}};
    dp_picker *probe = dp_picker_new(QJsonDocument(options).toJson(QJsonDocument::Compact).constData(), nullptr);
    const QString value = probe ? takeDp(dp_picker_value(probe)) : QString();
    dp_picker_free(probe);
    // "2026-11-30T09:05:00-05:00", the offset's seconds where it has them: ±HH:MM[:SS] after the time.
    static const QRegularExpression offset(QStringLiteral("T[0-9:.]+([+-])([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$"));
    const QRegularExpressionMatch match = offset.match(value);
    if (!match.hasMatch()) return 0;
    *known = true;
    const int magnitude = match.captured(2).toInt() * 3600 + match.captured(3).toInt() * 60 + match.captured(4).toInt();
    return match.captured(1) == QLatin1String("-") ? -magnitude : magnitude;
}

QDateTime PickerCore::moment(const dp_picker *picker) {
    int64_t seconds = 0;
    if (!picker || !dp_picker_moment(picker, &seconds)) return {};
    const char *name = dp_picker_time_zone(picker);
    const QTimeZone zone{QByteArray(name)};
    if (zone.isValid()) return QDateTime::fromSecsSinceEpoch(seconds, zone);
    // A zone ICU has and the system's tz database not (SystemV/EST5, a zone newer than the system's data): the
    // instant at libdatepick's offset for it, so that the wall-clock time reads as the picker shows it. A fixed
    // offset, not a zone: QDateTime arithmetic across a change of offset does not follow the zone's rules.
    bool known = false;
    const int offset = offsetInZone(name, seconds, &known);
    return known ? QDateTime::fromSecsSinceEpoch(seconds, Qt::OffsetFromUTC, offset) : QDateTime();
}

bool PickerCore::sameMoment(const QDateTime &a, const QDateTime &b) {
    if (!a.isValid() || !b.isValid()) return a.isValid() == b.isValid();
    // QDateTime's == compares instants only: the same instant in another zone reads differently.
    return a == b && a.timeSpec() == b.timeSpec() && a.timeZone() == b.timeZone() && a.offsetFromUtc() == b.offsetFromUtc();
}

QString PickerCore::locale() const { return m_picker ? fromDp(dp_picker_locale(m_picker)) : m_options.locale; }

QString PickerCore::calendar() const {
    if (!m_picker) return m_options.calendar;
    const bool takes = !dp_option_refusal(dp_option_named("calendar"), modeWord(m_options.mode).constData(),
                                          m_options.seconds);
    // A mode without days keeps the calendar set for a mode that has them; none set, the picker still resolves the
    // locale's, which a mode with days would show: so a change of mode alone never changes what calendar reads.
    if (!takes && !m_options.calendar.isEmpty()) return m_options.calendar;
    return fromDp(dp_picker_calendar(m_picker));
}

QString PickerCore::timeZone() const {
    if (const char *zone = m_picker ? dp_picker_time_zone(m_picker) : nullptr) return QString::fromUtf8(zone);
    if (!m_picker || !m_options.timeZone.isEmpty()) return m_options.timeZone;
    // A countdown has no zone: it reads the one a mode with a moment would take (the environment's, as libdatepick
    // resolves it), so that a change of mode alone never changes what timeZone reads.
    dp_picker *dated = dp_picker_new("{\"mode\":\"date\"}", nullptr);
    const QString zone = dated ? fromDp(dp_picker_time_zone(dated)) : QString();
    dp_picker_free(dated);
    return zone;
}

QString PickerCore::viewJson() const { return m_picker ? takeDp(dp_picker_view_json(m_picker)) : QString(); }

PickerCore::Reading PickerCore::read() const {
    return {locale(),          calendar(),         timeZone(),           m_options.mode,
            m_options.minuteInterval, m_options.secondInterval, m_options.seconds, m_options.dateTime,
            m_options.minimumDateTime, m_options.maximumDateTime, m_options.duration, m_blank,
            m_options.unavailable, m_options.zoneWheel};
}

void PickerCore::notifyChanges(const Reading &before) {
    const Reading now = read();
    if (now.locale != before.locale) Q_EMIT localeChanged(now.locale);
    if (now.mode != before.mode) Q_EMIT modeChanged(now.mode);
    if (now.calendar != before.calendar) Q_EMIT calendarChanged(now.calendar);
    if (now.timeZone != before.timeZone) Q_EMIT timeZoneChanged(now.timeZone);
    if (now.minuteInterval != before.minuteInterval) Q_EMIT minuteIntervalChanged(now.minuteInterval);
    if (now.secondInterval != before.secondInterval) Q_EMIT secondIntervalChanged(now.secondInterval);
    if (now.seconds != before.seconds) Q_EMIT secondsChanged(now.seconds);
    if (!sameMoment(now.dateTime, before.dateTime)) Q_EMIT dateTimeChanged(now.dateTime);
    if (now.duration != before.duration) Q_EMIT durationChanged(now.duration);
    if (!sameMoment(now.minimumDateTime, before.minimumDateTime)) Q_EMIT minimumDateTimeChanged(now.minimumDateTime);
    if (!sameMoment(now.maximumDateTime, before.maximumDateTime)) Q_EMIT maximumDateTimeChanged(now.maximumDateTime);
    if (now.blank != before.blank) Q_EMIT blankChanged(now.blank);
    if (now.unavailable != before.unavailable) Q_EMIT unavailableDatesChanged(now.unavailable);
    if (now.zoneWheel != before.zoneWheel) Q_EMIT zoneWheelChanged(now.zoneWheel);
}

void PickerCore::setError(const QString &error) {
    if (error == m_error) return;
    m_error = error;
    Q_EMIT errorChanged(m_error);
}

QString PickerCore::show(const Options &wanted, bool blank) {
    char *error = nullptr;
    dp_picker *made = dp_picker_new(optionsJson(wanted).constData(), &error);
    if (!made) {
        QString refusal = error ? QString::fromUtf8(error) : QStringLiteral("libdatepick refused the options");
        dp_string_free(error);
        return refusal;
    }
    const QString refusal = m_accept ? m_accept(made, blank) : QString();
    if (!refusal.isEmpty()) {
        dp_picker_free(made);
        return refusal;
    }
    dp_picker *old = m_picker;
    m_picker = made;
    m_options = wanted;
    m_blank = blank;
    m_zoneShown = fromDp(dp_picker_time_zone(made));
    // The value reads as the picker holds it: rounded to the interval, moved into the bounds, now when unset;
    // invalid while the widget is blank.
    m_options.dateTime = blank ? QDateTime() : moment(made);
    const int64_t duration = dp_picker_duration(made);
    if (duration >= 0) m_options.duration = duration;
    Q_EMIT pickerReplaced();
    dp_picker_free(old); // after the widget let go of what it borrowed
    return {};
}

void PickerCore::change(const std::function<bool(Options &)> &set) {
    Options wanted = m_options;
    if (!set(wanted)) {
        // The value held already: a change taken, which clears the error.
        setError({});
        return;
    }
    const Reading before = read();
    // A value given is a value: a blank widget takes it and is blank no more.
    const QString refusal = show(wanted, m_blank && !wanted.dateTime.isValid());
    notifyChanges(before);
    setError(refusal);
}

void PickerCore::setBlank(bool blank) {
    if (blank == m_blank) {
        setError({});
        return;
    }
    Options wanted = m_options;
    // Blank: the picker underneath shows now; given a value again: now, as a picker with no date does.
    wanted.dateTime = QDateTime();
    const Reading before = read();
    const QString refusal = show(wanted, blank);
    notifyChanges(before);
    setError(refusal);
}

bool PickerCore::sameOptions(const Options &a, const Options &b) {
    return a.locale == b.locale && a.calendar == b.calendar && a.timeZone == b.timeZone && a.mode == b.mode &&
           a.minuteInterval == b.minuteInterval && a.secondInterval == b.secondInterval && a.seconds == b.seconds &&
           sameMoment(a.dateTime, b.dateTime) && sameMoment(a.minimumDateTime, b.minimumDateTime) &&
           sameMoment(a.maximumDateTime, b.maximumDateTime) && a.duration == b.duration &&
           a.unavailable == b.unavailable && a.zoneWheel == b.zoneWheel;
}

void PickerCore::configure(const Options &wanted) {
    const bool blank = m_blank && !wanted.dateTime.isValid();
    if (m_picker && blank == m_blank && sameOptions(wanted, m_options)) {
        // The picker shown already: made again, it would lose what a person is doing with it (a drag, a fling,
        // the digits typed so far).
        setError({});
        return;
    }
    const Reading before = read();
    const QString refusal = show(wanted, blank);
    notifyChanges(before);
    setError(refusal);
}

void PickerCore::takeValue() {
    if (!m_picker) return;
    // A zone chosen on the zone wheel is the picker's zone from now on, as a day chosen is its value: a later
    // change of another property makes the picker again in it.
    const QString zone = fromDp(dp_picker_time_zone(m_picker));
    const bool zoneMoved = !zone.isEmpty() && zone != m_zoneShown;
    if (zoneMoved) {
        m_zoneShown = zone;
        m_options.timeZone = zone;
    }
    const QDateTime now = moment(m_picker);
    const bool wasBlank = m_blank;
    m_blank = false;
    if (!sameMoment(now, m_options.dateTime)) {
        m_options.dateTime = now;
        Q_EMIT dateTimeChanged(now);
    }
    if (zoneMoved) Q_EMIT timeZoneChanged(zone);
    if (wasBlank) Q_EMIT blankChanged(false);
    const qint64 duration = dp_picker_duration(m_picker);
    if (duration >= 0 && duration != m_options.duration) {
        m_options.duration = duration;
        Q_EMIT durationChanged(duration);
    }
}

void PickerCore::takeBlank() {
    if (!m_picker || m_blank) return;
    const bool hadValue = m_options.dateTime.isValid();
    m_blank = true;
    m_options.dateTime = QDateTime();
    if (hadValue) Q_EMIT dateTimeChanged(m_options.dateTime);
    Q_EMIT blankChanged(true);
}

bool animationsEnabled(const QWidget *widget) {
    return QApplication::isEffectEnabled(Qt::UI_General) &&
           widget->style()->styleHint(QStyle::SH_Widget_Animation_Duration, nullptr, widget) > 0;
}

} // namespace Datepick
