// The README's pictures of the four widgets (issue 32): each widget in five locales, each at 2026-11-30T14:05 in
// its locale's zone, one picture per widget with the five labelled by their locale id, in Fusion's standard
// (light) palette and in a dark one, grabbed offscreen at a device pixel ratio of 1.
//
// Usage: QT_QPA_PLATFORM=offscreen screenshots OUTDIR
// writes OUTDIR/{wheels,calendar,field,button}-{light,dark}.png, reads them back and exits 1 unless each is a real
// picture (not tiny, more than a few colours) and each dark one is clearly darker than its light one.
#include <QtCore/QDir>
#include <QtCore/QFileInfo>
#include <QtCore/QSet>
#include <QtCore/QTimeZone>
#include <QtGui/QImage>
#include <QtGui/QPalette>
#include <QtGui/QPixmap>
#include <QtWidgets/QApplication>
#include <QtWidgets/QGridLayout>
#include <QtWidgets/QLabel>
#include <QtWidgets/QStyle>
#include <QtWidgets/QStyleFactory>
#include <QtWidgets/QVBoxLayout>

#include <cstdio>
#include <functional>

#include <datepick-qt6/calendarview.h>
#include <datepick-qt6/datebutton.h>
#include <datepick-qt6/datefield.h>
#include <datepick-qt6/wheelpicker.h>

namespace {

struct Place {
    const char *locale;
    const char *zone;
};

const Place places[] = {
    {"en_US", "America/New_York"},
    {"ja_JP@calendar=japanese", "Asia/Tokyo"},
    {"ar_EG", "Africa/Cairo"},
    {"he_IL@calendar=hebrew", "Asia/Jerusalem"},
    {"zh_CN@calendar=chinese", "Asia/Shanghai"},
};

struct Picture {
    const char *name;   // the file's stem
    int columns;        // of the grid of five
    std::function<Datepick::PickerWidget *()> make;
};

QPalette darkPalette() {
    QPalette palette = QApplication::style()->standardPalette();
    const QColor window("#2b2b2b"), text("#eeeeee"), base("#1e1e1e"), button("#353535");
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        palette.setColor(group, QPalette::Window, window);
        palette.setColor(group, QPalette::WindowText, text);
        palette.setColor(group, QPalette::Base, base);
        palette.setColor(group, QPalette::AlternateBase, button);
        palette.setColor(group, QPalette::Text, text);
        palette.setColor(group, QPalette::Button, button);
        palette.setColor(group, QPalette::ButtonText, text);
        palette.setColor(group, QPalette::Highlight, QColor("#3584e4"));
        palette.setColor(group, QPalette::HighlightedText, QColor("#ffffff"));
        palette.setColor(group, QPalette::ToolTipBase, window);
        palette.setColor(group, QPalette::ToolTipText, text);
        palette.setColor(group, QPalette::PlaceholderText, QColor("#9a9a9a"));
        // Fusion draws bevels and frames from these: kept near the button's colour.
        palette.setColor(group, QPalette::Light, QColor("#505050"));
        palette.setColor(group, QPalette::Midlight, QColor("#424242"));
        palette.setColor(group, QPalette::Mid, QColor("#2a2a2a"));
        palette.setColor(group, QPalette::Dark, QColor("#1a1a1a"));
        palette.setColor(group, QPalette::Shadow, QColor("#000000"));
    }
    palette.setColor(QPalette::Disabled, QPalette::Window, window);
    palette.setColor(QPalette::Disabled, QPalette::Base, base);
    palette.setColor(QPalette::Disabled, QPalette::Button, button);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, QColor("#7f7f7f"));
    return palette;
}

/// The five locales' widgets in a grid, each under its locale id, at 2026-11-30T14:05 in its zone.
QWidget *canvas(const Picture &picture, const QPalette &palette, QString *why) {
    auto *canvas = new QWidget;
    canvas->setPalette(palette);
    canvas->setAutoFillBackground(true);
    auto *grid = new QGridLayout(canvas);
    grid->setContentsMargins(12, 12, 12, 12);
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(12);
    int index = 0;
    for (const Place &place : places) {
        auto *cell = new QWidget;
        auto *column = new QVBoxLayout(cell);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(4);
        auto *label = new QLabel(QString::fromLatin1(place.locale));
        QFont small = label->font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        label->setFont(small);
        column->addWidget(label, 0, Qt::AlignLeft);
        Datepick::PickerWidget *widget = picture.make();
        widget->setLocale(QString::fromLatin1(place.locale));
        widget->setTimeZone(QString::fromLatin1(place.zone));
        widget->setDateTime(QDateTime(QDate(2026, 11, 30), QTime(14, 5), QTimeZone(place.zone)));
        if (!widget->error().isEmpty()) {
            *why = QString::fromLatin1("%1 in %2: %3").arg(picture.name, place.locale, widget->error());
            delete canvas;
            delete widget;
            return nullptr;
        }
        column->addWidget(widget, 0, Qt::AlignLeft | Qt::AlignTop);
        column->addStretch(1);
        grid->addWidget(cell, index / picture.columns, index % picture.columns, Qt::AlignLeft | Qt::AlignTop);
        ++index;
    }
    return canvas;
}

double luminance(const QImage &image) {
    double sum = 0;
    for (int y = 0; y < image.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            sum += 0.2126 * qRed(line[x]) + 0.7152 * qGreen(line[x]) + 0.0722 * qBlue(line[x]);
    }
    return sum / (255.0 * image.width() * image.height());
}

/// Why the picture at `path` is no real picture, or nothing; its mean luminance (0–1) into `mean`.
QString check(const QString &path, double *mean) {
    const QFileInfo file(path);
    if (!file.exists()) return path + ": not written";
    if (file.size() < 4000) return QString::fromLatin1("%1: only %2 bytes").arg(path).arg(file.size());
    QImage image(path);
    if (image.isNull()) return path + ": not a PNG QImage reads";
    if (image.width() < 200 || image.height() < 50)
        return QString::fromLatin1("%1: only %2×%3").arg(path).arg(image.width()).arg(image.height());
    image = image.convertToFormat(QImage::Format_RGB32);
    QSet<QRgb> colours;
    for (int y = 0; y < image.height() && colours.size() < 64; ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) colours.insert(line[x]);
    }
    if (colours.size() < 16) return QString::fromLatin1("%1: only %2 colours").arg(path).arg(colours.size());
    *mean = luminance(image);
    return {};
}

} // namespace

int main(int argc, char **argv) {
    // One device pixel a pixel, whatever the environment asks.
    qputenv("QT_SCALE_FACTOR", "1");
    qunsetenv("QT_SCREEN_SCALE_FACTORS");
    qunsetenv("QT_ENABLE_HIGHDPI_SCALING");
    QApplication::setStyle(QStyleFactory::create("Fusion"));
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: screenshots OUTDIR\n");
        return 64;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    if (!QDir().mkpath(out.path())) {
        std::fprintf(stderr, "screenshots: cannot make %s\n", argv[1]);
        return 1;
    }

    const Picture pictures[] = {
        {"wheels", 5, [] {
             auto *wheels = new Datepick::WheelPicker;
             wheels->setMode(Datepick::Mode::Date);
             return wheels;
         }},
        {"calendar", 3, [] {
             auto *calendar = new Datepick::CalendarView;
             calendar->setMode(Datepick::Mode::Date);
             calendar->setShowWeekNumbers(true);
             return calendar;
         }},
        {"field", 5, [] {
             auto *field = new Datepick::DateField;
             field->setMode(Datepick::Mode::Date);
             return field;
         }},
        {"button", 5, [] {
             auto *button = new Datepick::DateButton;
             button->setMode(Datepick::Mode::Date);
             return button;
         }},
    };
    const QPalette light = QApplication::style()->standardPalette();
    const QPalette dark = darkPalette();

    int failures = 0;
    for (const Picture &picture : pictures) {
        double means[2] = {0, 0};
        int shade = 0;
        for (const auto &[suffix, palette] : {std::pair{"light", light}, std::pair{"dark", dark}}) {
            const QString path = out.filePath(QString::fromLatin1("%1-%2.png").arg(picture.name, suffix));
            QString why;
            QWidget *shot = canvas(picture, palette, &why);
            if (!shot) {
                std::fprintf(stderr, "screenshots: %s\n", qPrintable(why));
                return 1;
            }
            shot->adjustSize();
            // The canvas holds the keyboard focus, so that no widget draws its focus ring.
            shot->setFocusPolicy(Qt::StrongFocus);
            shot->show();
            QApplication::processEvents();
            shot->setFocus();
            QApplication::processEvents();
            QPixmap pixmap = shot->grab();
            if (pixmap.devicePixelRatio() != 1.0) {
                std::fprintf(stderr, "screenshots: grabbed at a device pixel ratio of %g\n", pixmap.devicePixelRatio());
                return 1;
            }
            if (!pixmap.save(path, "PNG", 9)) {
                std::fprintf(stderr, "screenshots: cannot write %s\n", qPrintable(path));
                return 1;
            }
            delete shot;
            why = check(path, &means[shade]);
            if (!why.isEmpty()) {
                std::fprintf(stderr, "screenshots: %s\n", qPrintable(why));
                ++failures;
            }
            std::printf("%s: %lld bytes, mean luminance %.3f\n", qPrintable(path),
                        static_cast<long long>(QFileInfo(path).size()), means[shade]);
            ++shade;
        }
        // The dark picture is mostly #2b2b2b (0.17) and the light one Fusion's #efefef (0.94).
        if (!(means[1] < means[0] - 0.3)) {
            std::fprintf(stderr, "screenshots: %s-dark.png (%.3f) is not clearly darker than %s-light.png (%.3f)\n",
                         picture.name, means[1], picture.name, means[0]);
            ++failures;
        }
    }
    return failures ? 1 : 0;
}
