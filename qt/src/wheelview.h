// One wheel of a Datepick::WheelPicker: a focusable child widget that draws the rows around the selection, takes
// the keys, the mouse wheel, clicks and drags with momentum, and is an accessible spin box. It reads and moves the
// picker's dp_picker only through its wheel index, and tells the picker after each change. Private to the library.
#pragma once

#include <QtCore/QElapsedTimer>
#include <QtCore/QPointer>
#include <QtCore/QTimer>
#include <QtCore/QVector>
#include <QtGui/QInputEvent>
#include <QtWidgets/QWidget>

#include <datepick.h>

class QVariantAnimation;

namespace Datepick {

class WheelPicker;

class WheelView : public QWidget {
    Q_OBJECT
public:
    WheelView(WheelPicker *picker, int wheel);
    ~WheelView() override;

    /// The picker's dp_picker, or null once this wheel is no longer shown (its picker was replaced).
    dp_picker *model() const;
    int wheel() const { return m_wheel; }
    /// The picker replaced its wheels: this one moves no more and is deleted later.
    void detach();

    /// The wheel's localized title, else its field: its accessible name.
    QString accessibleName() const;
    /// The selected row's label: its accessible value.
    QString selectedLabel() const;
    int selectedRow() const;
    int rowCount() const;

    /// A row's height (the font's line and a half), the title's height, and the selection band's top.
    double rowHeight() const;
    double titleHeight() const { return rowHeight() * 0.8; }
    double bandTop() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

    /// The value moved (by this wheel or another): redraw, say so to assistive technologies.
    void refresh();

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    bool moveTo(double position);
    void stepBy(int delta);
    void fling(double velocity);
    void stopMotion();
    void snapLater(int milliseconds);
    void moved();
    /// The drag's speed in rows a second at its release at `released` (on the drag's time, eventTime()); 0 when
    /// the pointer rested before it.
    double releaseVelocity(qint64 released) const;
    /// When `event` happened, in milliseconds on the drag's time: its timestamp, or the wheel's clock.
    qint64 eventTime(const QInputEvent *event) const;

    QPointer<WheelPicker> m_picker;
    int m_wheel;
    // The wheel's place in rows along a motion: the model has moved `m_stepped` rows, and the drawing is shifted
    // by what is left, `m_position - m_stepped`, within half a row either way.
    double m_position = 0;
    int m_stepped = 0;
    bool m_pressed = false, m_dragging = false;
    QPointF m_pressPoint;
    double m_dragStart = 0;
    struct Sample {
        qint64 milliseconds;
        double position;
    };
    QVector<Sample> m_samples;
    QElapsedTimer m_clock;
    bool m_timedByEvents = false; // whether the drag's samples are its events' timestamps, else m_clock's
    QVariantAnimation *m_animation = nullptr;
    QTimer m_snap;
    int m_angleRemainder = 0; // a mouse wheel's eighths of a degree not yet a whole notch
    mutable int m_width = -1; // the natural width, measured for m_signature
    mutable QString m_signature;
};

} // namespace Datepick
