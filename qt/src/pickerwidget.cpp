// Datepick::PickerWidget: the picker properties of every Datepick widget, forwarded to its PickerCore.
#include "datepick-qt6/pickerwidget.h"

#include <utility>

#include "pickercore.h"

namespace Datepick {

PickerWidget::PickerWidget(QWidget *parent) : QWidget(parent) {}

PickerWidget::~PickerWidget() = default;

void PickerWidget::setCore(PickerCore *core) {
    m_core = core;
    forwardSignals(core, this);
}

QString PickerWidget::locale() const { return m_core->locale(); }
void PickerWidget::setLocale(const QString &locale) {
    m_core->change([&](Options &o) { return std::exchange(o.locale, locale) != locale; });
}
Mode PickerWidget::mode() const { return m_core->mode(); }
void PickerWidget::setMode(Mode mode) {
    m_core->change([&](Options &o) { return std::exchange(o.mode, mode) != mode; });
}
QString PickerWidget::calendar() const { return m_core->calendar(); }
void PickerWidget::setCalendar(const QString &calendar) {
    m_core->change([&](Options &o) { return std::exchange(o.calendar, calendar) != calendar; });
}
QString PickerWidget::timeZone() const { return m_core->timeZone(); }
void PickerWidget::setTimeZone(const QString &zone) {
    m_core->change([&](Options &o) { return std::exchange(o.timeZone, zone) != zone; });
}
int PickerWidget::minuteInterval() const { return m_core->minuteInterval(); }
void PickerWidget::setMinuteInterval(int minutes) {
    m_core->change([&](Options &o) { return std::exchange(o.minuteInterval, minutes) != minutes; });
}
int PickerWidget::secondInterval() const { return m_core->secondInterval(); }
void PickerWidget::setSecondInterval(int seconds) {
    m_core->change([&](Options &o) { return std::exchange(o.secondInterval, seconds) != seconds; });
}
bool PickerWidget::seconds() const { return m_core->seconds(); }
void PickerWidget::setSeconds(bool seconds) {
    m_core->change([&](Options &o) { return std::exchange(o.seconds, seconds) != seconds; });
}
QDateTime PickerWidget::dateTime() const { return m_core->dateTime(); }
void PickerWidget::setDateTime(const QDateTime &dateTime) {
    m_core->change([&](Options &o) { return !PickerCore::sameMoment(std::exchange(o.dateTime, dateTime), dateTime); });
}
qint64 PickerWidget::duration() const { return m_core->duration(); }
void PickerWidget::setDuration(qint64 seconds) {
    m_core->change([&](Options &o) { return std::exchange(o.duration, seconds) != seconds; });
}
QDateTime PickerWidget::minimumDateTime() const { return m_core->minimumDateTime(); }
void PickerWidget::setMinimumDateTime(const QDateTime &minimum) {
    m_core->change(
        [&](Options &o) { return !PickerCore::sameMoment(std::exchange(o.minimumDateTime, minimum), minimum); });
}
QDateTime PickerWidget::maximumDateTime() const { return m_core->maximumDateTime(); }
void PickerWidget::setMaximumDateTime(const QDateTime &maximum) {
    m_core->change(
        [&](Options &o) { return !PickerCore::sameMoment(std::exchange(o.maximumDateTime, maximum), maximum); });
}
QStringList PickerWidget::unavailableDates() const { return m_core->unavailableDates(); }
void PickerWidget::setUnavailableDates(const QStringList &days) {
    m_core->change([&](Options &o) { return std::exchange(o.unavailable, days) != days; });
}
QString PickerWidget::error() const { return m_core->error(); }
QString PickerWidget::viewJson() const { return m_core->viewJson(); }

} // namespace Datepick
