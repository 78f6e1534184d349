// Datepick::DateField: a PickerCore, the dp_field over its picker, and one FieldSegment a segment, placed in the
// field's screen order.
#include "datepick-qt6/datefield.h"

#include <QtGui/QAccessible>
#include <QtGui/QClipboard>
#include <QtGui/QGuiApplication>
#include <QtGui/QKeyEvent>
#include <QtGui/QPainter>

#include "datefield_p.h"
#include "pickercore.h"

namespace Datepick {

namespace {
enum { padX = 2, padY = 2 };

/// The model's name of a key the field takes (dp_field_key's), or null.
const char *keyName(const QKeyEvent *event) {
    switch (event->key()) {
    case Qt::Key_Left: return "ArrowLeft";
    case Qt::Key_Right: return "ArrowRight";
    case Qt::Key_Up: return "ArrowUp";
    case Qt::Key_Down: return "ArrowDown";
    case Qt::Key_PageUp: return "PageUp";
    case Qt::Key_PageDown: return "PageDown";
    case Qt::Key_Home: return "Home";
    case Qt::Key_End: return "End";
    case Qt::Key_Backspace: return "Backspace";
    // Delete erases the focused segment as Backspace does (React Aria's DateField): a segment has no caret.
    case Qt::Key_Delete: return "Backspace";
    default: return nullptr;
    }
}
} // namespace

/// Whether every editable segment shows its placeholder: the field holds nothing, as an `empty` one.
static bool everyPlaceholder(const dp_field *field) {
    bool any = false;
    for (int index = 0; index < dp_field_segment_count(field); index++) {
        if (!dp_field_segment_is_editable(field, index)) continue;
        if (!dp_field_segment_is_placeholder(field, index)) return false;
        any = true;
    }
    return any;
}

// ---- FieldSegment ----

FieldSegment::FieldSegment(DateField *field, int index, bool editable)
    : QWidget(field), m_field(field), m_index(index), m_editable(editable) {
    setFocusPolicy(editable ? Qt::StrongFocus : Qt::NoFocus);
    const char *name = dp_field_segment_field(model(), index);
    setObjectName(editable ? QStringLiteral("segment:") + fromDp(name) : QStringLiteral("literal"));
    // Each segment in the direction its text resolves to (a literal `, ` between right-to-left runs reads ` ,`).
    setLayoutDirection(dp_field_segment_is_right_to_left(model(), index) ? Qt::RightToLeft : Qt::LeftToRight);
}

dp_field *FieldSegment::model() const { return m_field ? m_field->d->field : nullptr; }
QString FieldSegment::text() const { return fromDp(dp_field_segment_text(model(), m_index)); }
QString FieldSegment::title() const {
    const char *title = dp_field_segment_title(model(), m_index);
    return fromDp(title ? title : dp_field_segment_field(model(), m_index));
}
int FieldSegment::value() const { return dp_field_segment_value(model(), m_index); }
int FieldSegment::minimum() const { return dp_field_segment_minimum(model(), m_index); }
int FieldSegment::maximum() const { return dp_field_segment_maximum(model(), m_index); }

void FieldSegment::refresh() {
    updateGeometry();
    update();
    if (m_editable && QAccessible::isActive()) {
        QAccessibleValueChangeEvent event(this, value());
        QAccessible::updateAccessibility(&event);
    }
}

QSize FieldSegment::sizeHint() const {
    // As wide as the wider of its text and its placeholder, so that typing does not move the segments after it.
    const QFontMetrics metrics = fontMetrics();
    const int width = std::max(metrics.horizontalAdvance(text()),
                               metrics.horizontalAdvance(fromDp(dp_field_segment_placeholder(model(), m_index))));
    return {width + 2 * padX, metrics.height() + 2 * padY};
}

bool FieldSegment::event(QEvent *event) {
    // Every key, Tab too (which QWidget would take for the focus chain first), goes to the field's model.
    if (event->type() == QEvent::KeyPress && m_field && m_editable) {
        if (m_field->d->key(m_field, static_cast<QKeyEvent *>(event))) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void FieldSegment::paintEvent(QPaintEvent *) {
    dp_field *field = model();
    if (!field) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QColor color = palette().color(QPalette::WindowText);
    if (m_editable && hasFocus() && dp_field_focus(field) == m_index) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette().color(QPalette::Highlight));
        painter.drawRoundedRect(QRectF(rect()), 4, 4);
        color = palette().color(QPalette::HighlightedText);
    } else if (dp_field_segment_is_placeholder(field, m_index)) {
        color.setAlphaF(color.alphaF() * 0.45);
    } else if (m_field->d->invalid) {
        color = QColor(0xc0, 0x1c, 0x28);
    }
    painter.setPen(color);
    painter.drawText(rect(), Qt::AlignCenter, text());
}

void FieldSegment::mousePressEvent(QMouseEvent *event) {
    if (m_editable) setFocus(Qt::MouseFocusReason);
    event->accept();
}

void FieldSegment::focusInEvent(QFocusEvent *event) {
    // A segment took the focus (a click, or Tab from outside the field): the model's focus follows.
    if (m_field && !m_field->d->movingFocus && model() && dp_field_focus(model()) != m_index) {
        dp_field_set_focus(model(), m_index, nullptr);
        m_field->d->changed(m_field);
    }
    update();
    QWidget::focusInEvent(event);
}

void FieldSegment::focusOutEvent(QFocusEvent *event) {
    update();
    QWidget::focusOutEvent(event);
}

// ---- DateField ----

void DateField::Private::rebuild(DateField *self) {
    const bool hadFocus = self->focusWidget() && self->focusWidget()->hasFocus() &&
                          segments.contains(qobject_cast<FieldSegment *>(self->focusWidget()));
    // Every old segment detached before any is hidden: one hidden passes the focus to the next.
    for (FieldSegment *segment : std::as_const(segments)) segment->detach();
    for (FieldSegment *segment : std::as_const(segments)) {
        segment->hide();
        segment->setParent(nullptr);
        segment->deleteLater();
    }
    segments.clear();
    for (int index = 0; field && index < dp_field_segment_count(field); index++) {
        auto *segment = new FieldSegment(self, index, dp_field_segment_is_editable(field, index));
        // Tab order is reading order, whichever side a segment is drawn on.
        if (!segments.isEmpty()) QWidget::setTabOrder(segments.last(), segment);
        segments.append(segment);
        segment->show();
    }
    const int focus = field ? dp_field_focus(field) : -1;
    self->setFocusProxy(focus >= 0 && focus < segments.size() ? segments[focus] : nullptr);
    if (hadFocus && focus >= 0 && focus < segments.size()) {
        movingFocus = true;
        segments[focus]->setFocus(Qt::OtherFocusReason);
        movingFocus = false;
    }
    changed(self);
    self->updateGeometry();
    layout(self);
}

void DateField::Private::changed(DateField *self) {
    if (!field) return;
    const int focus = dp_field_focus(field);
    bool holdsFocus = false;
    for (FieldSegment *segment : std::as_const(segments)) holdsFocus = holdsFocus || segment->hasFocus();
    if (focus >= 0 && focus < segments.size()) {
        self->setFocusProxy(segments[focus]);
        if (holdsFocus && !segments[focus]->hasFocus()) {
            movingFocus = true;
            segments[focus]->setFocus(Qt::OtherFocusReason);
            movingFocus = false;
        }
    }
    // The error style for a value that is wrong, not for one still being typed (a segment empty).
    const QString message = fromDp(dp_field_validation_message(field));
    bool blank = false;
    for (int index = 0; index < dp_field_segment_count(field); index++)
        blank = blank || dp_field_segment_is_placeholder(field, index);
    invalid = !message.isEmpty() && !blank;
    for (FieldSegment *segment : std::as_const(segments)) segment->refresh();
    layout(self);
    self->update();
    if (message != validationMessage) {
        validationMessage = message;
        Q_EMIT self->validationMessageChanged(message);
    }
    if (dp_field_is_complete(field)) core->takeValue();
    else if (everyPlaceholder(field)) core->takeBlank();
}

bool DateField::Private::key(DateField *self, QKeyEvent *event) {
    if (!field) return false;
    const Qt::KeyboardModifiers modifiers = event->modifiers();
    if (event->matches(QKeySequence::Paste) ||
        (event->key() == Qt::Key_Insert && (modifiers & Qt::ShiftModifier))) {
        self->setText(QGuiApplication::clipboard()->text());
        return true;
    }
    QByteArray name;
    if (event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab) {
        if (modifiers & (Qt::ControlModifier | Qt::AltModifier)) return false;
        const bool back = event->key() == Qt::Key_Backtab || (modifiers & Qt::ShiftModifier);
        // Past the last segment (or before the first), Tab leaves the field, as it leaves a web form's.
        const int count = dp_field_segment_count(field), focus = dp_field_focus(field);
        bool edge = true;
        for (int index = back ? focus - 1 : focus + 1; index >= 0 && index < count; index += back ? -1 : 1)
            if (dp_field_segment_is_editable(field, index)) edge = false;
        if (edge) return false;
        name = back ? "Shift+Tab" : "Tab";
    } else if (const char *known = keyName(event)) {
        name = known;
    }
    if (!name.isEmpty()) {
        dp_field_key(field, name.constData(), nullptr);
        changed(self);
        return true;
    }
    // A character typed: a digit, ASCII or the locale's, or a day period's letter.
    const QString text = event->text();
    if ((modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) || text.isEmpty() ||
        !text.at(0).isPrint() || text.at(0).isSpace())
        return false;
    dp_field_type(field, text.toUtf8().constData(), nullptr);
    changed(self);
    return true;
}

void DateField::Private::layout(DateField *self) {
    // Left to right in the field's screen order (the bidi algorithm's, not a mirror); room to spare goes before
    // the line: on the left in a right-to-left field, which is right-aligned.
    if (!field) return;
    int total = 0;
    for (const FieldSegment *segment : std::as_const(segments)) total += segment->sizeHint().width();
    int x = dp_field_is_right_to_left(field) ? std::max(0, self->width() - total - 4) : 4;
    for (int position = 0; position < segments.size(); position++) {
        const int index = dp_field_screen_segment(field, position);
        if (index < 0 || index >= segments.size()) continue;
        FieldSegment *segment = segments[index];
        const int width = segment->sizeHint().width();
        segment->setGeometry(x, 0, width, self->height());
        x += width;
    }
}

DateField::DateField(QWidget *parent) : PickerWidget(parent), d(new Private) {
    installAccessibleFactory();
    setFocusPolicy(Qt::NoFocus); // the segments take it (the focus proxy: the model's focused segment)
    setAttribute(Qt::WA_InputMethodEnabled, false);
    // The field is the widget's part of showing a picker: a countdown has none, and is refused so.
    d->core = new PickerCore(
        Mode::Date,
        [this](dp_picker *made, bool blank) -> QString {
            char *error = nullptr;
            dp_field *field = dp_field_new(made, blank, &error);
            if (!field) {
                QString refusal = fromDp(error);
                dp_string_free(error);
                return refusal.isEmpty() ? QStringLiteral("libdatepick made no field of the picker") : refusal;
            }
            // The segments read the field through it by index: remade when the picker is replaced, just after.
            dp_field_free(d->field);
            d->field = field;
            return {};
        },
        this);
    setCore(d->core);
    connect(d->core, &PickerCore::blankChanged, this, &DateField::emptyChanged);
    connect(d->core, &PickerCore::pickerReplaced, this, [this] { d->rebuild(this); });
    d->rebuild(this);
}

DateField::~DateField() {
    qDeleteAll(d->segments);
    d->segments.clear();
    dp_field_free(d->field);
    delete d->core;
    delete d;
}

bool DateField::isEmpty() const { return d->core->blank(); }
void DateField::setEmpty(bool empty) { d->core->setBlank(empty); }
QString DateField::validationMessage() const { return d->validationMessage; }

QString DateField::viewJson() const {
    if (!d->field) return {};
    char *view = dp_field_view_json(d->field, nullptr);
    const QString json = fromDp(view);
    dp_string_free(view);
    return json;
}

QString DateField::text() const {
    QString line;
    for (int index = 0; d->field && index < dp_field_segment_count(d->field); index++)
        line += fromDp(dp_field_segment_text(d->field, index));
    return line;
}

bool DateField::setText(const QString &text) {
    if (!d->field) return false;
    const bool taken = dp_field_set_text(d->field, text.toUtf8().constData(), nullptr);
    d->changed(this);
    return taken;
}

QSize DateField::sizeHint() const {
    int width = 8, height = fontMetrics().height() + 2 * padY;
    for (const FieldSegment *segment : std::as_const(d->segments)) {
        width += segment->sizeHint().width();
        height = std::max(height, segment->sizeHint().height());
    }
    return {width, height + 4};
}

QSize DateField::minimumSizeHint() const { return sizeHint(); }

void DateField::resizeEvent(QResizeEvent *) { d->layout(this); }

void DateField::paintEvent(QPaintEvent *) {
    // A frame as a line edit's, in the error colour while the segments make a wrong value.
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QColor frame = d->invalid ? QColor(0xc0, 0x1c, 0x28) : palette().color(QPalette::Mid);
    painter.setPen(QPen(frame, 1));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
}

void DateField::changeEvent(QEvent *event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LayoutDirectionChange) {
        updateGeometry();
        d->layout(this);
    }
    QWidget::changeEvent(event);
}

} // namespace Datepick
