/// @file datefield.h
/// Datepick::DateField, the typed style of a libdatepick picker (React Aria's DateField), as a Qt widget.
#pragma once

#include <QtCore/QDateTime>
#include <QtCore/QString>

#include "pickerwidget.h"

namespace Datepick {

/**
 * A typed date field: the value in the locale's numeric pattern ("11/30/2026", "30.11.2026", "2026/11/30") as
 * segments the keyboard edits, as libdatepick's dp_field holds them. Each editable segment takes the keyboard
 * focus and is an accessible spin box named by its localized title; literal text between them takes none. The
 * segments are placed left to right in the bidi algorithm's screen order (dp_field_screen_segment: a Hebrew time
 * keeps its hour on the left), right-aligned in a right-to-left locale.
 *
 * Keys, as the model takes them (dp_field_key): Left and Right between segments on screen, Tab and Shift+Tab in
 * reading order (past the last or first segment, out of the field), Up and Down one more or less, Page Up and
 * Down, Home, End, Backspace and Delete (each erases the focused segment's last digit); digits (ASCII or the locale's) fill the focused segment, a letter sets the day
 * period. Ctrl+V and Shift+Insert give the clipboard's text to setText(), a whole date read as `datepick parse`
 * reads it.
 *
 * `dateTime` changes only when the segments make a complete, valid value (and is notified then); while they do
 * not, it keeps the last such value (invalid for a field that is `empty`, and once keys erased every segment,
 * which makes it `empty`) and `validationMessage` says why. Set
 * invalid on a field that is not empty, it is now. A value typed outside `minimumDateTime` and `maximumDateTime`
 * is a validationMessage; a typed minute off `minuteInterval` (the minute segment's Up and Down step) is rounded
 * in dateTime; `seconds` adds a seconds segment.
 *
 * Every other property is PickerWidget's, by its rule: a change libdatepick refuses (a countdown, which has no
 * field: `duration` is kept for the properties' sake) changes nothing and sets `error`.
 */
class DATEPICK_QT_EXPORT DateField : public PickerWidget {
    Q_OBJECT
    /// Whether every segment is empty, showing its placeholder, and dateTime invalid: set true to clear the field;
    /// it turns true too when a person erases every segment with keys, and false when a valid dateTime is set or
    /// the segments make a complete value.
    Q_PROPERTY(bool empty READ isEmpty WRITE setEmpty NOTIFY emptyChanged)
    /// Why the segments make no value now, in English ("incomplete: the day is empty", "the month has days 1–28,
    /// not 31"), or why setText() refused its text; empty while they make a complete, valid value.
    Q_PROPERTY(QString validationMessage READ validationMessage NOTIFY validationMessageChanged)

public:
    /// A date field in the environment's locale and zone, showing today.
    explicit DateField(QWidget *parent = nullptr);
    ~DateField() override;

    bool isEmpty() const;
    void setEmpty(bool empty);
    QString validationMessage() const;

    /// The field as data: libdatepick's dp_field_view_json, byte for byte (the picker's view, its value the last
    /// complete one, with the segments as typed: texts, placeholders, ranges and the focus), as GTK's DateField
    /// gives it; empty while no field is shown.
    QString viewJson() const override;
    /// The segments' texts in reading order, as one line: values, digits typed, placeholders and literals.
    Q_INVOKABLE QString text() const;
    /// Takes a whole date, time or both as a person writes or pastes it ("Nov 30, 2026", "٣٠/١١/٢٠٢٦",
    /// "2026-11-30"), read as `datepick parse` reads it; returns whether the field took it. Text it cannot read
    /// changes nothing and validationMessage says why until the next key.
    Q_INVOKABLE bool setText(const QString &text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void emptyChanged(bool empty);
    void validationMessageChanged(const QString &message);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    friend class FieldSegment;
    struct Private;
    Private *d;
};

} // namespace Datepick
