// A duration as a clock shows it (1:02:05), by ICU's MeasureFormat in its numeric width, which reads each
// locale's CLDR durationUnits patterns (h:mm, h:mm:ss; fi h.mm). ICU has no C API for it. Like CICU.c, one of
// the files that include unicode/*.h.
#include "CICU.h"

#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>

extern "C" int32_t dp_measfmt_formatNumericDuration(const char *locale, int32_t hours, int32_t minutes,
                                                    int32_t seconds, int8_t withSeconds, dp_uchar *result,
                                                    int32_t capacity, int32_t *status) {
    UErrorCode code = static_cast<UErrorCode>(*status);
    icu::UnicodeString text;
    icu::MeasureFormat format(icu::Locale(locale), UMEASFMT_WIDTH_NUMERIC, code);
    icu::Measure measures[3] = {
        icu::Measure(hours, icu::MeasureUnit::createHour(code), code),
        icu::Measure(minutes, icu::MeasureUnit::createMinute(code), code),
        icu::Measure(seconds, icu::MeasureUnit::createSecond(code), code),
    };
    icu::FieldPosition position(icu::FieldPosition::DONT_CARE);
    if (U_SUCCESS(code)) format.formatMeasures(measures, withSeconds ? 3 : 2, text, position, code);
    int32_t length = U_SUCCESS(code) ? text.extract(reinterpret_cast<UChar *>(result), capacity, code) : 0;
    *status = static_cast<int32_t>(code);
    return length;
}
