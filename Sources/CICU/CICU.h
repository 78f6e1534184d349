// CICU: the one place that includes ICU's headers.
//
// ICU's C functions are macros that rename to versioned symbols (udat_open → udat_open_72), which Swift
// cannot import. Each function the engine calls is wrapped here one to one, with ICU's own signature and the
// prefix `dp_`, as a `static inline` function that Swift can see. Add a wrapper here before calling a new
// ICU function; nothing else in the package includes unicode/*.h.
#ifndef DATEPICK_CICU_H
#define DATEPICK_CICU_H

#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ures.h>
#include <unicode/uenum.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>

// MARK: - Status and versions

static inline const char *dp_u_errorName(UErrorCode code) { return u_errorName(code); }
static inline void dp_u_getVersion(UVersionInfo info) { u_getVersion(info); }
static inline void dp_u_versionToString(const UVersionInfo info, char *out) { u_versionToString(info, out); }
static inline void dp_ulocdata_getCLDRVersion(UVersionInfo info, UErrorCode *status) {
    ulocdata_getCLDRVersion(info, status);
}

// MARK: - Locale ids (uloc)

static inline int32_t dp_uloc_forLanguageTag(const char *tag, char *localeID, int32_t capacity,
                                             int32_t *parsedLength, UErrorCode *status) {
    return uloc_forLanguageTag(tag, localeID, capacity, parsedLength, status);
}
static inline int32_t dp_uloc_toLanguageTag(const char *localeID, char *tag, int32_t capacity, UBool strict,
                                            UErrorCode *status) {
    return uloc_toLanguageTag(localeID, tag, capacity, strict, status);
}
static inline int32_t dp_uloc_canonicalize(const char *localeID, char *name, int32_t capacity,
                                           UErrorCode *status) {
    return uloc_canonicalize(localeID, name, capacity, status);
}
static inline int32_t dp_uloc_getBaseName(const char *localeID, char *name, int32_t capacity,
                                          UErrorCode *status) {
    return uloc_getBaseName(localeID, name, capacity, status);
}
static inline int32_t dp_uloc_getLanguage(const char *localeID, char *language, int32_t capacity,
                                          UErrorCode *status) {
    return uloc_getLanguage(localeID, language, capacity, status);
}
static inline UEnumeration *dp_uloc_openKeywords(const char *localeID, UErrorCode *status) {
    return uloc_openKeywords(localeID, status);
}
static inline int32_t dp_uloc_getKeywordValue(const char *localeID, const char *keyword, char *buffer,
                                              int32_t capacity, UErrorCode *status) {
    return uloc_getKeywordValue(localeID, keyword, buffer, capacity, status);
}
static inline int32_t dp_uloc_setKeywordValue(const char *keyword, const char *value, char *buffer,
                                              int32_t capacity, UErrorCode *status) {
    return uloc_setKeywordValue(keyword, value, buffer, capacity, status);
}
static inline const char *dp_uloc_toLegacyType(const char *keyword, const char *value) {
    return uloc_toLegacyType(keyword, value);
}
static inline int32_t dp_uloc_countAvailable(void) { return uloc_countAvailable(); }
static inline const char *dp_uloc_getAvailable(int32_t n) { return uloc_getAvailable(n); }
static inline int32_t dp_uloc_getDisplayName(const char *localeID, const char *inLocaleID, UChar *result,
                                             int32_t capacity, UErrorCode *status) {
    return uloc_getDisplayName(localeID, inLocaleID, result, capacity, status);
}
static inline UBool dp_uloc_isRightToLeft(const char *locale) { return uloc_isRightToLeft(locale); }

// MARK: - Resource bundles (ures): which locale's data ICU really has

static inline UResourceBundle *dp_ures_open(const char *packageName, const char *locale, UErrorCode *status) {
    return ures_open(packageName, locale, status);
}
static inline void dp_ures_close(UResourceBundle *bundle) { ures_close(bundle); }
static inline const char *dp_ures_getLocaleByType(const UResourceBundle *bundle, ULocDataLocaleType type,
                                                  UErrorCode *status) {
    return ures_getLocaleByType(bundle, type, status);
}

// MARK: - Enumerations (uenum)

static inline const char *dp_uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status) {
    return uenum_next(en, resultLength, status);
}
static inline void dp_uenum_close(UEnumeration *en) { uenum_close(en); }

// MARK: - Calendars (ucal)

static inline UCalendar *dp_ucal_open(const UChar *zoneID, int32_t len, const char *locale, UCalendarType type,
                                      UErrorCode *status) {
    return ucal_open(zoneID, len, locale, type, status);
}
static inline void dp_ucal_close(UCalendar *cal) { ucal_close(cal); }
static inline const char *dp_ucal_getType(const UCalendar *cal, UErrorCode *status) {
    return ucal_getType(cal, status);
}
static inline int32_t dp_ucal_getAttribute(const UCalendar *cal, UCalendarAttribute attr) {
    return ucal_getAttribute(cal, attr);
}
static inline UEnumeration *dp_ucal_getKeywordValuesForLocale(const char *key, const char *locale,
                                                              UBool commonlyUsed, UErrorCode *status) {
    return ucal_getKeywordValuesForLocale(key, locale, commonlyUsed, status);
}
static inline void dp_ucal_setMillis(UCalendar *cal, UDate dateTime, UErrorCode *status) {
    ucal_setMillis(cal, dateTime, status);
}
static inline UDate dp_ucal_getMillis(const UCalendar *cal, UErrorCode *status) {
    return ucal_getMillis(cal, status);
}
static inline void dp_ucal_set(UCalendar *cal, UCalendarDateFields field, int32_t value) {
    ucal_set(cal, field, value);
}
static inline void dp_ucal_clear(UCalendar *cal) { ucal_clear(cal); }
static inline int32_t dp_ucal_get(const UCalendar *cal, UCalendarDateFields field, UErrorCode *status) {
    return ucal_get(cal, field, status);
}
static inline void dp_ucal_add(UCalendar *cal, UCalendarDateFields field, int32_t amount, UErrorCode *status) {
    ucal_add(cal, field, amount, status);
}
static inline int32_t dp_ucal_getLimit(const UCalendar *cal, UCalendarDateFields field, UCalendarLimitType type,
                                       UErrorCode *status) {
    return ucal_getLimit(cal, field, type, status);
}

// MARK: - Date formats (udat)

static inline UDateFormat *dp_udat_open(UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale,
                                        const UChar *tzID, int32_t tzIDLength, const UChar *pattern,
                                        int32_t patternLength, UErrorCode *status) {
    return udat_open(timeStyle, dateStyle, locale, tzID, tzIDLength, pattern, patternLength, status);
}
static inline void dp_udat_close(UDateFormat *format) { udat_close(format); }
static inline int32_t dp_udat_countSymbols(const UDateFormat *fmt, UDateFormatSymbolType type) {
    return udat_countSymbols(fmt, type);
}
static inline int32_t dp_udat_getSymbols(const UDateFormat *fmt, UDateFormatSymbolType type, int32_t symbolIndex,
                                         UChar *result, int32_t resultLength, UErrorCode *status) {
    return udat_getSymbols(fmt, type, symbolIndex, result, resultLength, status);
}
static inline int32_t dp_udat_formatCalendar(const UDateFormat *format, UCalendar *calendar, UChar *result,
                                             int32_t capacity, UFieldPosition *position, UErrorCode *status) {
    return udat_formatCalendar(format, calendar, result, capacity, position, status);
}

// MARK: - Pattern generator (udatpg)

static inline UDateTimePatternGenerator *dp_udatpg_open(const char *locale, UErrorCode *status) {
    return udatpg_open(locale, status);
}
static inline void dp_udatpg_close(UDateTimePatternGenerator *dtpg) { udatpg_close(dtpg); }
static inline int32_t dp_udatpg_getBestPattern(UDateTimePatternGenerator *dtpg, const UChar *skeleton,
                                               int32_t length, UChar *bestPattern, int32_t capacity,
                                               UErrorCode *status) {
    return udatpg_getBestPattern(dtpg, skeleton, length, bestPattern, capacity, status);
}
static inline UDateFormatHourCycle dp_udatpg_getDefaultHourCycle(const UDateTimePatternGenerator *dtpg,
                                                                 UErrorCode *status) {
    return udatpg_getDefaultHourCycle(dtpg, status);
}
static inline int32_t dp_udatpg_getFieldDisplayName(const UDateTimePatternGenerator *dtpg,
                                                    UDateTimePatternField field, UDateTimePGDisplayWidth width,
                                                    UChar *fieldName, int32_t capacity, UErrorCode *status) {
    return udatpg_getFieldDisplayName(dtpg, field, width, fieldName, capacity, status);
}

// MARK: - Numbers (unum, unumsys)

static inline UNumberFormat *dp_unum_open(UNumberFormatStyle style, const UChar *pattern, int32_t patternLength,
                                          const char *locale, UParseError *parseErr, UErrorCode *status) {
    return unum_open(style, pattern, patternLength, locale, parseErr, status);
}
static inline void dp_unum_close(UNumberFormat *fmt) { unum_close(fmt); }
static inline void dp_unum_setAttribute(UNumberFormat *fmt, UNumberFormatAttribute attr, int32_t newValue) {
    unum_setAttribute(fmt, attr, newValue);
}
static inline int32_t dp_unum_formatInt64(const UNumberFormat *fmt, int64_t number, UChar *result,
                                          int32_t capacity, UFieldPosition *pos, UErrorCode *status) {
    return unum_formatInt64(fmt, number, result, capacity, pos, status);
}
static inline UNumberingSystem *dp_unumsys_open(const char *locale, UErrorCode *status) {
    return unumsys_open(locale, status);
}
static inline UNumberingSystem *dp_unumsys_openByName(const char *name, UErrorCode *status) {
    return unumsys_openByName(name, status);
}
static inline void dp_unumsys_close(UNumberingSystem *unumsys) { unumsys_close(unumsys); }
static inline const char *dp_unumsys_getName(const UNumberingSystem *unumsys) { return unumsys_getName(unumsys); }
static inline int32_t dp_unumsys_getDescription(const UNumberingSystem *unumsys, UChar *result, int32_t capacity,
                                               UErrorCode *status) {
    return unumsys_getDescription(unumsys, result, capacity, status);
}
static inline UBool dp_unumsys_isAlgorithmic(const UNumberingSystem *unumsys) {
    return unumsys_isAlgorithmic(unumsys);
}

#endif
