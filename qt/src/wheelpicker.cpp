// Datepick::WheelPicker: a PickerCore and one WheelView a wheel of its dp_picker, laid side by side in the
// locale's order, under a selection bar drawn across them.
#include "datepick-qt6/wheelpicker.h"

#include <QtCore/QVariantAnimation>
#include <QtGui/QAccessible>
#include <QtGui/QKeyEvent>
#include <QtGui/QPainter>
#include <QtGui/QPainterPath>
#include <QtWidgets/QApplication>

#include <chrono>
#include <cmath>
#include <utility>

#include "pickercore.h"
#include "wheelview.h"

namespace Datepick {

namespace {

enum { visibleBefore = 2, visibleAfter = 2, visibleRows = visibleBefore + 1 + visibleAfter };
// While the wheel moves, a row more each way comes into view.
enum { drawnBefore = visibleBefore + 1, drawnAfter = visibleAfter + 1, drawnRows = drawnBefore + 1 + drawnAfter };
// A fling's reach: a release at v rows a second lands v × this many seconds on (as GTK's wheels).
constexpr double decelerationSeconds = 0.35;
// A drag whose pointer rested this long before the release carries no momentum.
constexpr qint64 restMilliseconds = 100;
constexpr int unitGap = 6;

/// When a key was pressed, on a clock that does not go back, as dp_picker_wheel_key wants it: typing within a
/// second goes on with what was typed.
double monotonicSeconds() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

/// A row's opacity by its distance from the bar, in rows: full in it, fading to the edges.
double rowAlpha(double distance) {
    if (distance <= 1) return 1 - 0.4 * distance;
    if (distance <= 2) return 0.6 - 0.3 * (distance - 1);
    return std::max(0.0, 0.3 * (3 - distance));
}

/// The web's name of a key a wheel takes (libdatepick's names, as dp_picker_wheel_key takes them), or null.
const char *keyName(int key) {
    switch (key) {
    case Qt::Key_Up: return "ArrowUp";
    case Qt::Key_Down: return "ArrowDown";
    case Qt::Key_PageUp: return "PageUp";
    case Qt::Key_PageDown: return "PageDown";
    case Qt::Key_Home: return "Home";
    case Qt::Key_End: return "End";
    default: return nullptr;
    }
}

} // namespace

struct WheelPicker::Private {
    PickerCore *core = nullptr;
    QVector<WheelView *> views;
    /// Whether the wheels are drawn mirrored: the locale writes right to left, or the widget is laid out so.
    bool mirrored(const WheelPicker *self) const {
        return (core->picker() && dp_picker_is_right_to_left(core->picker())) ||
               self->layoutDirection() == Qt::RightToLeft;
    }
};

// ---- WheelView ----

WheelView::WheelView(WheelPicker *picker, int wheel) : QWidget(picker), m_picker(picker), m_wheel(wheel) {
    setFocusPolicy(Qt::StrongFocus);
    setObjectName(QStringLiteral("wheel:") + fromDp(dp_picker_wheel_field(model(), wheel)));
    m_clock.start();
    m_snap.setSingleShot(true);
    connect(&m_snap, &QTimer::timeout, this, [this] { fling(0); });
}

WheelView::~WheelView() = default;

dp_picker *WheelView::model() const { return m_picker && m_wheel >= 0 ? m_picker->d->core->picker() : nullptr; }

void WheelView::detach() {
    stopMotion();
    m_wheel = -1;
    hide();
    // Out of the picker at once (its children and accessible children are the wheels shown), deleted once the
    // event that may be running on it is done.
    setParent(nullptr);
    deleteLater();
}

QString WheelView::accessibleName() const {
    const char *title = dp_picker_wheel_title(model(), m_wheel);
    return fromDp(title ? title : dp_picker_wheel_field(model(), m_wheel));
}

int WheelView::selectedRow() const { return model() ? dp_picker_selected_row(model(), m_wheel) : -1; }
int WheelView::rowCount() const { return model() ? dp_picker_row_count(model(), m_wheel) : 0; }
QString WheelView::selectedLabel() const { return fromDp(dp_picker_row_label(model(), m_wheel, selectedRow())); }

double WheelView::rowHeight() const { return std::max(1, fontMetrics().height()) * 1.6; }
double WheelView::bandTop() const { return titleHeight() + visibleBefore * rowHeight(); }

QSize WheelView::sizeHint() const {
    const int height = int(std::ceil(titleHeight() + visibleRows * rowHeight()));
    dp_picker *picker = model();
    if (!picker) return {0, height};
    // As wide as its widest row with the unit label beside it, and its title; measured again only when what the
    // width depends on changes (the rows a value change can swap: a month's days, an era's years).
    const int rows = dp_picker_row_count(picker, m_wheel);
    const QString title = fromDp(dp_picker_wheel_title(picker, m_wheel)), unit = fromDp(dp_picker_unit_label(picker, m_wheel));
    const QString signature = QString::number(rows) + QChar(0x1f) + fromDp(dp_picker_row_label(picker, m_wheel, 0)) +
                              QChar(0x1f) + fromDp(dp_picker_row_label(picker, m_wheel, rows - 1)) + QChar(0x1f) +
                              title + QChar(0x1f) + unit + QChar(0x1f) + font().toString();
    if (signature != m_signature || m_width < 0) {
        const QFontMetrics metrics = fontMetrics();
        const int unitWidth = unit.isEmpty() ? 0 : metrics.horizontalAdvance(unit) + unitGap;
        int widest = metrics.horizontalAdvance(title);
        // Every row of a wheel of up to 400 rows (the JSON view's bound); of a longer one, a sample.
        const int stride = rows > 400 ? rows / 400 : 1;
        for (int row = 0; row < rows; row += stride)
            widest = std::max(widest, metrics.horizontalAdvance(fromDp(dp_picker_row_label(picker, m_wheel, row))) + unitWidth);
        m_width = widest + 16;
        m_signature = signature;
    }
    return {m_width, height};
}

void WheelView::refresh() {
    updateGeometry();
    update();
    if (QAccessible::isActive()) {
        QAccessibleValueChangeEvent event(this, selectedRow());
        QAccessible::updateAccessibility(&event);
    }
}

void WheelView::paintEvent(QPaintEvent *) {
    dp_picker *picker = model();
    if (!picker) return;
    const char *labels[drawnRows];
    bool enabled[drawnRows];
    // One call a redraw: the labels and enabled flags of the rows in view.
    if (dp_picker_visible_rows(picker, m_wheel, drawnBefore, drawnAfter, labels, enabled) < 0) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const bool rtl = m_picker->d->mirrored(m_picker);
    const double height = rowHeight(), top = titleHeight(), shift = m_position - m_stepped;
    const QColor text = palette().color(QPalette::WindowText);

    // The title, small and dim, above the rows.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() > 0 ? small.pointSizeF() * 0.8 : 8);
    painter.setFont(small);
    QColor dim = text;
    dim.setAlphaF(dim.alphaF() * 0.55);
    painter.setPen(dim);
    painter.drawText(QRectF(0, 0, width(), top), Qt::AlignCenter, fromDp(dp_picker_wheel_title(picker, m_wheel)));

    painter.setFont(font());
    // The rows move under the title, never over it.
    painter.setClipRect(QRectF(0, top, width(), visibleRows * height));
    const QFontMetricsF metrics(font());
    const QString unit = fromDp(dp_picker_unit_label(picker, m_wheel));
    const double unitWidth = unit.isEmpty() ? 0 : metrics.horizontalAdvance(unit) + unitGap;
    for (int place = 0; place < drawnRows; place++) {
        if (!labels[place]) continue;
        const double rowsAway = place - drawnBefore - shift;
        const bool bar = place == drawnBefore;
        QColor color = text;
        // Disabled rows (outside the bounds, a day the zone skipped) dimmed.
        color.setAlphaF(color.alphaF() * rowAlpha(std::fabs(rowsAway)) * (enabled[place] ? 1.0 : 0.4));
        if (color.alphaF() <= 0) continue;
        const QString label = QString::fromUtf8(labels[place]);
        const double labelWidth = metrics.horizontalAdvance(label);
        const double rowTop = top + (visibleBefore + rowsAway) * height;
        double left = (width() - labelWidth - (bar ? unitWidth : 0)) / 2;
        if (rtl && bar) left += unitWidth;
        painter.setPen(color);
        painter.drawText(QRectF(left, rowTop, labelWidth + 1, height), Qt::AlignVCenter | Qt::AlignLeft, label);
        if (bar && !unit.isEmpty()) {
            // The unit label in the selection bar, beside the value (after it in reading order).
            const double unitLeft = rtl ? left - unitWidth : left + labelWidth + unitGap;
            painter.drawText(QRectF(unitLeft, rowTop, unitWidth, height), Qt::AlignVCenter | Qt::AlignLeft, unit);
        }
    }
    painter.setClipping(false);
    if (hasFocus()) {
        QColor ring = palette().color(QPalette::Highlight);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(ring, 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(1, bandTop() + 1, width() - 2, height - 2), 6, 6);
    }
}

void WheelView::moved() {
    if (m_picker) m_picker->d->core->takeValue();
    if (m_picker) {
        for (WheelView *view : std::as_const(m_picker->d->views)) view->refresh();
        m_picker->update();
    }
}

bool WheelView::moveTo(double position) {
    bool blocked = false;
    const long nearest = std::lround(position);
    while (m_stepped != nearest && model()) {
        const int direction = nearest > m_stepped ? 1 : -1;
        if (!dp_picker_step(model(), m_wheel, direction, nullptr)) {
            blocked = true;
            break;
        }
        m_stepped += direction;
        moved(); // an app's handler may replace the picker's wheels: then this one, detached, moves no more
    }
    m_position = blocked || !model() ? m_stepped : position;
    update();
    return !blocked;
}

void WheelView::stopMotion() {
    if (m_animation) m_animation->stop();
    m_snap.stop();
}

void WheelView::stepBy(int delta) {
    stopMotion();
    moveTo(m_stepped); // onto the row the wheel was nearest
    if (delta != 0 && model() && dp_picker_step(model(), m_wheel, delta, nullptr)) {
        m_stepped += delta;
        m_position = m_stepped;
        moved();
    }
}

void WheelView::fling(double velocity) {
    stopMotion();
    const double target = std::round(m_position + std::clamp(velocity, -80.0, 80.0) * decelerationSeconds);
    if (!animationsEnabled(this)) {
        // One change, from the row the wheel was on to the one it lands on: one notification.
        stepBy(int(target - m_stepped));
        return;
    }
    if (std::fabs(target - m_position) < 1e-6) {
        moveTo(target);
        return;
    }
    if (!m_animation) {
        m_animation = new QVariantAnimation(this);
        // Ease out: fast at the release, slowing into the row.
        m_animation->setEasingCurve(QEasingCurve::OutCubic);
        connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
            if (m_animation->state() == QAbstractAnimation::Running && !moveTo(value.toDouble())) m_animation->stop();
        });
        connect(m_animation, &QVariantAnimation::finished, this, [this] { moveTo(m_animation->endValue().toDouble()); });
    }
    m_animation->setStartValue(m_position);
    m_animation->setEndValue(target);
    // A snap of half a row takes a fifth of a second; a long fling up to a second and a half.
    m_animation->setDuration(int(1000 * std::min(1.5, 0.2 + 0.25 * std::log2(1 + std::fabs(target - m_position)))));
    m_animation->start();
}

void WheelView::snapLater(int milliseconds) {
    m_snap.stop();
    if (std::fabs(m_position - m_stepped) > 1e-6) m_snap.start(milliseconds);
}

void WheelView::keyPressEvent(QKeyEvent *event) {
    if (!model()) return QWidget::keyPressEvent(event);
    const int key = event->key();
    if (key == Qt::Key_Left || key == Qt::Key_Right) {
        // Left and right move between wheels on screen, whichever way the locale reads.
        const auto &views = m_picker->d->views;
        const int index = views.indexOf(this);
        const bool mirrored = m_picker->d->mirrored(m_picker);
        const int next = index + ((key == Qt::Key_Right) != mirrored ? 1 : -1);
        if (next >= 0 && next < views.size()) views[next]->setFocus(key == Qt::Key_Left ? Qt::BacktabFocusReason : Qt::TabFocusReason);
        return event->accept();
    }
    QByteArray name;
    if (const char *known = keyName(key)) {
        name = known;
    } else if (!(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) &&
               !event->text().isEmpty() && event->text().at(0).isPrint() && !event->text().at(0).isSpace()) {
        // A character typed: a digit of a row's number, a letter of a zone's name.
        name = event->text().toUtf8();
    } else {
        return QWidget::keyPressEvent(event);
    }
    stopMotion();
    moveTo(m_stepped);
    if (dp_picker_wheel_key(model(), m_wheel, name.constData(), monotonicSeconds(), nullptr)) moved();
    event->accept();
}

void WheelView::wheelEvent(QWheelEvent *event) {
    if (!model()) return;
    if (!event->pixelDelta().isNull()) {
        // A touchpad's pixels move the rows with the fingers; between rows, the wheel settles once they stop.
        if (m_animation) m_animation->stop();
        moveTo(m_position - event->pixelDelta().y() / rowHeight());
        snapLater(event->phase() == Qt::ScrollEnd ? 50 : 150);
    } else {
        // A mouse wheel's notch (120 eighths of a degree) is a row; rolled away from the person, earlier rows.
        m_angleRemainder += event->angleDelta().y();
        const int notches = m_angleRemainder / 120;
        m_angleRemainder -= notches * 120;
        if (notches) stepBy(-notches);
    }
    event->accept();
}

void WheelView::mousePressEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    setFocus(Qt::MouseFocusReason);
    // A press stops a spinning wheel where it is, as a finger does.
    stopMotion();
    m_pressed = true;
    m_dragging = false;
    m_pressPoint = event->position();
    m_dragStart = m_position;
    m_samples.clear();
    // The drag is timed by its events' own timestamps (the window system's milliseconds, QTest's synthesized ones),
    // so that its speed is the pointer's, not how soon the events were delivered. A program's event without one
    // (0) times the whole drag on the wheel's clock instead: the two never mix.
    m_timedByEvents = event->timestamp() != 0;
    m_samples.append({eventTime(event), m_position});
}

qint64 WheelView::eventTime(const QInputEvent *event) const {
    return m_timedByEvents ? qint64(event->timestamp()) : m_clock.elapsed();
}

void WheelView::mouseMoveEvent(QMouseEvent *event) {
    if (!m_pressed) return;
    const double dy = event->position().y() - m_pressPoint.y();
    if (!m_dragging && std::fabs(dy) < QApplication::startDragDistance()) return;
    m_dragging = true;
    // Past an end of the wheel, the pointer takes the wheel from where it stopped: dragging back moves it at once.
    if (!moveTo(m_dragStart - dy / rowHeight())) m_dragStart = m_position + dy / rowHeight();
    if (m_samples.size() == 8) m_samples.removeFirst();
    m_samples.append({eventTime(event), m_position});
}

double WheelView::releaseVelocity(qint64 released) const {
    // The drag's speed at its release, in rows a second, over the last tenth of a second of its motion.
    if (m_samples.size() < 2) return 0;
    const int last = m_samples.size() - 1;
    if (released - m_samples[last].milliseconds > restMilliseconds) return 0;
    int first = last;
    while (first > 0 && m_samples[last].milliseconds - m_samples[first - 1].milliseconds <= restMilliseconds) first--;
    const qint64 elapsed = m_samples[last].milliseconds - m_samples[first].milliseconds;
    return elapsed ? (m_samples[last].position - m_samples[first].position) * 1000.0 / double(elapsed) : 0;
}

void WheelView::mouseReleaseEvent(QMouseEvent *event) {
    if (!m_pressed || event->button() != Qt::LeftButton) return QWidget::mouseReleaseEvent(event);
    m_pressed = false;
    if (m_dragging) return fling(releaseVelocity(eventTime(event)));
    // A click on a row above or below the bar selects that row.
    dp_picker *picker = model();
    if (!picker) return;
    const int away = int(std::floor((m_pressPoint.y() - bandTop()) / rowHeight()));
    if (away == 0 || std::abs(away) > visibleBefore) return;
    const int rows = dp_picker_row_count(picker, m_wheel);
    int row = dp_picker_selected_row(picker, m_wheel) + away;
    if (dp_picker_wheel_is_cyclic(picker, m_wheel)) row = ((row % rows) + rows) % rows;
    stopMotion();
    moveTo(m_stepped);
    if (row >= 0 && row < rows && dp_picker_select(picker, m_wheel, row, nullptr)) moved();
}

void WheelView::focusInEvent(QFocusEvent *event) {
    QWidget::focusInEvent(event);
    update();
}

void WheelView::focusOutEvent(QFocusEvent *event) {
    QWidget::focusOutEvent(event);
    update();
}

void WheelView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        m_width = -1;
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void WheelView::hideEvent(QHideEvent *event) {
    // A wheel hidden mid-motion lands on the row it was nearest.
    stopMotion();
    if (model()) moveTo(m_stepped);
    QWidget::hideEvent(event);
}

// ---- WheelPicker ----

WheelPicker::WheelPicker(QWidget *parent) : PickerWidget(parent), d(new Private) {
    installAccessibleFactory();
    setFocusPolicy(Qt::NoFocus); // the wheels take it
    d->core = new PickerCore(Mode::Date, {}, this);
    setCore(d->core);
    connect(d->core, &PickerCore::zoneWheelChanged, this, &WheelPicker::zoneWheelChanged);
    auto rebuild = [this] {
        const int focused = d->views.indexOf(qobject_cast<WheelView *>(focusWidget()));
        const bool hadFocus = focused >= 0 && focusWidget() && focusWidget()->hasFocus();
        // The wheels shown borrow from the picker freed after this.
        for (WheelView *view : std::as_const(d->views)) view->detach();
        d->views.clear();
        dp_picker *picker = d->core->picker();
        for (int wheel = 0; picker && wheel < dp_picker_wheel_count(picker); wheel++) {
            auto *view = new WheelView(this, wheel);
            // Tab moves in reading order (the leading wheel first), whichever side it is drawn on.
            if (!d->views.isEmpty()) QWidget::setTabOrder(d->views.last(), view);
            d->views.append(view);
            view->show();
        }
        if (hadFocus && !d->views.isEmpty()) d->views[std::min<int>(focused, d->views.size() - 1)]->setFocus();
        updateGeometry();
        resizeEvent(nullptr);
        update();
    };
    connect(d->core, &PickerCore::pickerReplaced, this, rebuild);
    rebuild();
}

WheelPicker::~WheelPicker() {
    // The wheels go before the core that they borrow from.
    qDeleteAll(d->views);
    d->views.clear();
    delete d->core;
    delete d;
}


int WheelPicker::selectedRow(int wheel) const {
    return wheel >= 0 && wheel < d->views.size() ? dp_picker_selected_row(d->core->picker(), wheel) : -1;
}

bool WheelPicker::zoneWheel() const { return d->core->zoneWheel(); }
void WheelPicker::setZoneWheel(bool zoneWheel) {
    d->core->change([&](Options &o) { return std::exchange(o.zoneWheel, zoneWheel) != zoneWheel; });
}

bool WheelPicker::step(int wheel, int by) {
    if (wheel < 0 || wheel >= d->views.size()) return false;
    if (!dp_picker_step(d->core->picker(), wheel, by, nullptr)) return false;
    d->core->takeValue();
    for (WheelView *view : std::as_const(d->views)) view->refresh();
    return true;
}

bool WheelPicker::selectRow(int wheel, int row) {
    if (wheel < 0 || wheel >= d->views.size()) return false;
    if (!dp_picker_select(d->core->picker(), wheel, row, nullptr)) return false;
    d->core->takeValue();
    for (WheelView *view : std::as_const(d->views)) view->refresh();
    return true;
}

QSize WheelPicker::sizeHint() const {
    int width = 0, height = 0;
    for (const WheelView *view : std::as_const(d->views)) {
        const QSize hint = view->sizeHint();
        width += hint.width();
        height = std::max(height, hint.height());
    }
    if (d->views.isEmpty()) height = int(fontMetrics().height() * 1.6 * (visibleRows + 0.8));
    return {std::max(width, fontMetrics().averageCharWidth() * 8), height};
}

QSize WheelPicker::minimumSizeHint() const { return sizeHint(); }

void WheelPicker::resizeEvent(QResizeEvent *) {
    // Side by side in reading order, each at its natural width and the room left shared out; mirrored, the
    // leading wheel rightmost.
    if (d->views.isEmpty()) return;
    int natural = 0;
    for (const WheelView *view : std::as_const(d->views)) natural += view->sizeHint().width();
    const int extra = std::max(0, width() - natural), count = d->views.size();
    const bool mirrored = d->mirrored(this);
    int x = 0;
    for (int place = 0; place < count; place++) {
        WheelView *view = d->views[mirrored ? count - 1 - place : place];
        const int w = view->sizeHint().width() + extra / count + (place < extra % count ? 1 : 0);
        view->setGeometry(x, 0, w, height());
        x += w;
    }
}

void WheelPicker::paintEvent(QPaintEvent *) {
    if (d->views.isEmpty()) return;
    // The selection bar across every wheel, behind the rows, in the palette's highlight, light or dark.
    const WheelView *first = d->views.first();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QColor bar = palette().color(QPalette::Highlight);
    bar.setAlphaF(0.18);
    painter.setPen(Qt::NoPen);
    painter.setBrush(bar);
    painter.drawRoundedRect(QRectF(2, first->bandTop(), width() - 4, first->rowHeight()), 8, 8);
}

void WheelPicker::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LayoutDirectionChange || event->type() == QEvent::FontChange) {
        updateGeometry();
        resizeEvent(nullptr);
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace Datepick
