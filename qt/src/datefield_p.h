// What a Datepick::DateField holds, and its segments: one child widget a segment of the dp_field, in reading
// order. An editable segment takes the keyboard focus and is an accessible spin box; a literal takes none. A
// segment reads the field's model through its index only, and gives the keys to the field. Private to the library.
#pragma once

#include <QtCore/QPointer>
#include <QtCore/QVector>
#include <QtWidgets/QWidget>

#include <datepick.h>

#include "datepick-qt6/datefield.h"

namespace Datepick {

class PickerCore;

class FieldSegment : public QWidget {
    Q_OBJECT
public:
    FieldSegment(DateField *field, int index, bool editable);

    /// The field's model (null once the field is gone) and this segment's index in it.
    dp_field *model() const;
    int index() const { return m_index; }
    bool editable() const { return m_editable; }
    /// What the segment shows: its value, the digits typed, its placeholder, or the literal text.
    QString text() const;
    /// Its localized name ("Stunde", "年"), else its field ("hour"): its accessible name.
    QString title() const;
    /// The segment's number and range now, as a spin box's (-1 for none).
    int value() const;
    int minimum() const;
    int maximum() const;
    /// The model changed: measure and draw again, and say so to assistive technologies.
    void refresh();
    /// Out of the field before it goes: its model and the field's focus are no longer its to read or move (hidden,
    /// it passes the focus to another old segment, which must not move the new model's focus).
    void detach() { m_field = nullptr; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    QPointer<DateField> m_field;
    int m_index;
    bool m_editable;
};

struct DateField::Private {
    PickerCore *core = nullptr;
    dp_field *field = nullptr; // the field over the core's picker, made with each picker
    QVector<FieldSegment *> segments;
    QString validationMessage;
    bool invalid = false;       // a wrong value, every segment filled: drawn in the error style
    bool movingFocus = false;   // while the field gives a segment the focus itself

    /// After the model changed (a key, text, a new field): the segments show it, the focus follows the model's,
    /// the validation message, and the value when the segments make a complete one.
    void changed(DateField *self);
    /// A key on a segment, as the model takes it; false for one the field does not take (Tab out of it).
    bool key(DateField *self, QKeyEvent *event);
    /// Makes the segments of a new field.
    void rebuild(DateField *self);
    void layout(DateField *self);
};

} // namespace Datepick
