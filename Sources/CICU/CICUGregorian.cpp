// The one wrapper in C++: ICU's C function ucal_setGregorianChange refuses every calendar whose class is not
// GregorianCalendar itself (it compares typeid), while the Buddhist, Japanese and ROC calendars are subclasses
// that count their years from Gregorian dates. Refused there, they would switch to the Julian calendar before
// 1582-10-15, and a Thai picker at 1500-06-15 would show Julian 5 June while its ISO value said 15 June. Here
// the cast ICU's own C API makes (a UCalendar is a Calendar) is followed by a dynamic_cast, and
// every Gregorian calendar gets the change. Like CICU.c, the only other file that includes unicode/*.h.
#include "CICU.h"

#include <unicode/gregocal.h>
#include <unicode/ucal.h>

extern "C" void dp_ucal_setGregorianChange(dp_calendar *cal, double date, int32_t *status) {
    UErrorCode code = static_cast<UErrorCode>(*status);
    auto *calendar = reinterpret_cast<icu::Calendar *>(cal);
    if (auto *gregorian = dynamic_cast<icu::GregorianCalendar *>(calendar)) {
        gregorian->setGregorianChange(date, code);
    } else {
        code = U_UNSUPPORTED_ERROR;
    }
    *status = static_cast<int32_t>(code);
}
