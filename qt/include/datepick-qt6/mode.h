/// @file mode.h
/// The modes of a Datepick picker, as libdatepick's "mode" option names them.
#pragma once

#include <QtCore/qobjectdefs.h>

#include "export.h"

namespace Datepick {
Q_NAMESPACE_EXPORT(DATEPICK_QT_EXPORT)

/// What a picker picks. The options' word for each is its name with a lower-case first letter ("dateAndTime"),
/// which is how the widgets give it to libdatepick: the meta-object's key names are the one table.
enum class Mode {
    Date,           ///< a day: "date"
    Time,           ///< a time of day: "time"
    DateAndTime,    ///< a day and a time of day: "dateAndTime"
    CountDownTimer, ///< a duration of up to 23:59:59: "countDownTimer"
    YearAndMonth,   ///< a month of a year: "yearAndMonth"
};
Q_ENUM_NS(Mode)

} // namespace Datepick
