// The wrappers declared in include/CICU.h: the only file in the package that includes unicode/*.h.
#if !__has_include(<unicode/udat.h>)
#error "datepick needs ICU's C headers: apt-get install libicu-dev"
#endif

#include "CICU.h"

#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ures.h>
#include <unicode/udata.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>
#include <unicode/unorm2.h>
#include <unicode/ubidi.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/udateintervalformat.h>
#include <unicode/unumsys.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/udisplaycontext.h>
#include <unicode/ucol.h>
#include <unicode/ucurr.h>

// int32_t status and UChar stand for UErrorCode and ICU's UChar: same size and signedness, checked here.
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t), "UErrorCode is not 32-bit");
_Static_assert(sizeof(UChar) == sizeof(dp_uchar), "UChar is not 16-bit");
#define ST ((UErrorCode *)status)
#define US(p) ((UChar *)(p))
#define CUS(p) ((const UChar *)(p))

#define DP_CONST(name) const int32_t DP_##name = (int32_t)(name);
DP_CONST(U_ZERO_ERROR) DP_CONST(U_BUFFER_OVERFLOW_ERROR) DP_CONST(U_STRING_NOT_TERMINATED_WARNING)
DP_CONST(U_USING_DEFAULT_WARNING) DP_CONST(U_INTERNAL_PROGRAM_ERROR) DP_CONST(U_UNSUPPORTED_ERROR)
DP_CONST(U_MISSING_RESOURCE_ERROR)
DP_CONST(U_MAX_VERSION_STRING_LENGTH) DP_CONST(ULOC_FULLNAME_CAPACITY) DP_CONST(ULOC_ACTUAL_LOCALE)
DP_CONST(UCAL_DEFAULT) DP_CONST(UCAL_ERA) DP_CONST(UCAL_YEAR) DP_CONST(UCAL_EXTENDED_YEAR) DP_CONST(UCAL_MONTH)
DP_CONST(UCAL_DATE) DP_CONST(UCAL_IS_LEAP_MONTH) DP_CONST(UCAL_HOUR_OF_DAY) DP_CONST(UCAL_MINUTE) DP_CONST(UCAL_SECOND)
DP_CONST(UCAL_ZONE_OFFSET) DP_CONST(UCAL_DST_OFFSET) DP_CONST(UCAL_JULIAN_DAY)
DP_CONST(UCAL_DAY_OF_WEEK) DP_CONST(UCAL_WEEK_OF_YEAR) DP_CONST(UCAL_FIRST_DAY_OF_WEEK) DP_CONST(UCAL_MINIMAL_DAYS_IN_FIRST_WEEK)
DP_CONST(UCAL_SKIPPED_WALL_TIME) DP_CONST(UCAL_REPEATED_WALL_TIME)
DP_CONST(UCAL_WALLTIME_FIRST) DP_CONST(UCAL_WALLTIME_LAST)
DP_CONST(UCAL_MAXIMUM) DP_CONST(UCAL_TZ_TRANSITION_NEXT) DP_CONST(UCAL_LENIENT)
DP_CONST(UDAT_NONE) DP_CONST(UDAT_FULL) DP_CONST(UDAT_LONG) DP_CONST(UDAT_MEDIUM) DP_CONST(UDAT_SHORT) DP_CONST(UDAT_MEDIUM_RELATIVE)
DP_CONST(UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU) DP_CONST(UNUM_MEASURE_UNIT_FIELD)
DP_CONST(UDAT_PATTERN) DP_CONST(UDAT_ERAS) DP_CONST(UDAT_ERA_NAMES) DP_CONST(UDAT_AM_PMS)
DP_CONST(UDAT_MONTHS) DP_CONST(UDAT_SHORT_MONTHS) DP_CONST(UDAT_NARROW_MONTHS)
DP_CONST(UDAT_STANDALONE_MONTHS) DP_CONST(UDAT_STANDALONE_SHORT_MONTHS) DP_CONST(UDAT_STANDALONE_NARROW_MONTHS)
DP_CONST(UDAT_WEEKDAYS) DP_CONST(UDAT_SHORT_WEEKDAYS) DP_CONST(UDAT_SHORTER_WEEKDAYS) DP_CONST(UDAT_NARROW_WEEKDAYS)
DP_CONST(UDAT_STANDALONE_WEEKDAYS) DP_CONST(UDAT_STANDALONE_SHORT_WEEKDAYS)
DP_CONST(UDAT_STANDALONE_SHORTER_WEEKDAYS) DP_CONST(UDAT_STANDALONE_NARROW_WEEKDAYS) DP_CONST(UDAT_LOCALIZED_CHARS)
DP_CONST(UDAT_PARSE_ALLOW_WHITESPACE) DP_CONST(UDAT_PARSE_ALLOW_NUMERIC) DP_CONST(UDAT_PARSE_PARTIAL_LITERAL_MATCH)
DP_CONST(UDAT_PARSE_MULTIPLE_PATTERNS_FOR_MATCH)
DP_CONST(UDAT_HOUR_CYCLE_11) DP_CONST(UDAT_HOUR_CYCLE_12) DP_CONST(UDAT_HOUR_CYCLE_23) DP_CONST(UDAT_HOUR_CYCLE_24)
DP_CONST(UDATPG_ERA_FIELD) DP_CONST(UDATPG_YEAR_FIELD) DP_CONST(UDATPG_MONTH_FIELD) DP_CONST(UDATPG_DAY_FIELD)
DP_CONST(UDATPG_WEEKDAY_FIELD) DP_CONST(UDATPG_DAYPERIOD_FIELD) DP_CONST(UDATPG_HOUR_FIELD)
DP_CONST(UDATPG_MINUTE_FIELD) DP_CONST(UDATPG_SECOND_FIELD) DP_CONST(UDATPG_WEEK_OF_YEAR_FIELD)
DP_CONST(UDATPG_ZONE_FIELD)
DP_CONST(UDATPG_WIDE) DP_CONST(UDATPG_ABBREVIATED) DP_CONST(UDATPG_NARROW)

// MARK: - Status and versions

const char *dp_u_errorName(int32_t code) { return u_errorName((UErrorCode)code); }
void dp_u_getVersionString(char *out) {
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, out);
}
void dp_ulocdata_getCLDRVersionString(char *out, int32_t *status) {
    UVersionInfo info = {0};
    ulocdata_getCLDRVersion(info, ST);
    u_versionToString(info, out);
}

// MARK: - Locale ids

int32_t dp_uloc_forLanguageTag(const char *tag, char *localeID, int32_t capacity, int32_t *parsedLength,
                               int32_t *status) {
    return uloc_forLanguageTag(tag, localeID, capacity, parsedLength, ST);
}
int32_t dp_uloc_toLanguageTag(const char *localeID, char *tag, int32_t capacity, int32_t strict, int32_t *status) {
    return uloc_toLanguageTag(localeID, tag, capacity, (UBool)(strict != 0), ST);
}
int32_t dp_uloc_canonicalize(const char *localeID, char *name, int32_t capacity, int32_t *status) {
    return uloc_canonicalize(localeID, name, capacity, ST);
}
int32_t dp_uloc_getBaseName(const char *localeID, char *name, int32_t capacity, int32_t *status) {
    return uloc_getBaseName(localeID, name, capacity, ST);
}
int32_t dp_uloc_getParent(const char *localeID, char *parent, int32_t capacity, int32_t *status) {
    return uloc_getParent(localeID, parent, capacity, ST);
}
int32_t dp_uloc_getLanguage(const char *localeID, char *language, int32_t capacity, int32_t *status) {
    return uloc_getLanguage(localeID, language, capacity, ST);
}
int32_t dp_uloc_getScript(const char *localeID, char *script, int32_t capacity, int32_t *status) {
    return uloc_getScript(localeID, script, capacity, ST);
}
int32_t dp_uloc_getCountry(const char *localeID, char *country, int32_t capacity, int32_t *status) {
    return uloc_getCountry(localeID, country, capacity, ST);
}
int32_t dp_uloc_addLikelySubtags(const char *localeID, char *maximized, int32_t capacity, int32_t *status) {
    return uloc_addLikelySubtags(localeID, maximized, capacity, ST);
}
dp_enumeration *dp_uloc_openKeywords(const char *localeID, int32_t *status) {
    return (dp_enumeration *)uloc_openKeywords(localeID, ST);
}
int32_t dp_uloc_getKeywordValue(const char *localeID, const char *keyword, char *buffer, int32_t capacity,
                                int32_t *status) {
    return uloc_getKeywordValue(localeID, keyword, buffer, capacity, ST);
}
int32_t dp_uloc_setKeywordValue(const char *keyword, const char *value, char *buffer, int32_t capacity,
                                int32_t *status) {
    return uloc_setKeywordValue(keyword, value, buffer, capacity, ST);
}
const char *dp_uloc_toLegacyType(const char *keyword, const char *value) { return uloc_toLegacyType(keyword, value); }
int32_t dp_uloc_countAvailable(void) { return uloc_countAvailable(); }
const char *dp_uloc_getAvailable(int32_t n) { return uloc_getAvailable(n); }
int32_t dp_uloc_getDisplayName(const char *localeID, const char *inLocaleID, dp_uchar *result, int32_t capacity,
                               int32_t *status) {
    return uloc_getDisplayName(localeID, inLocaleID, US(result), capacity, ST);
}
int32_t dp_uloc_isRightToLeft(const char *locale) { return uloc_isRightToLeft(locale) ? 1 : 0; }
const char *const *dp_uloc_getISOCountries(void) { return uloc_getISOCountries(); }
int32_t dp_uloc_getDisplayCountry(const char *localeID, const char *displayLocale, dp_uchar *country,
                                  int32_t capacity, int32_t *status) {
    return uloc_getDisplayCountry(localeID, displayLocale, US(country), capacity, ST);
}
int32_t dp_uloc_getDisplayLanguage(const char *localeID, const char *displayLocale, dp_uchar *language,
                                   int32_t capacity, int32_t *status) {
    return uloc_getDisplayLanguage(localeID, displayLocale, US(language), capacity, ST);
}
int32_t dp_uloc_getDisplayKeywordValue(const char *localeID, const char *keyword, const char *displayLocale,
                                       dp_uchar *dest, int32_t capacity, int32_t *status) {
    return uloc_getDisplayKeywordValue(localeID, keyword, displayLocale, US(dest), capacity, ST);
}

// MARK: - Resource bundles

// ICU names its unit package U_ICUDATA_UNIT in an internal header (uresimp.h), built from these public macros.
const char *const DP_U_ICUDATA_UNIT = U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "unit";
dp_resource_bundle *dp_ures_open(const char *packageName, const char *locale, int32_t *status) {
    return (dp_resource_bundle *)ures_open(packageName, locale, ST);
}
void dp_ures_close(dp_resource_bundle *bundle) { ures_close((UResourceBundle *)bundle); }
const char *dp_ures_getLocaleByType(const dp_resource_bundle *bundle, int32_t type, int32_t *status) {
    return ures_getLocaleByType((const UResourceBundle *)bundle, (ULocDataLocaleType)type, ST);
}
dp_resource_bundle *dp_ures_openDirect(const char *packageName, const char *locale, int32_t *status) {
    return (dp_resource_bundle *)ures_openDirect(packageName, locale, ST);
}
dp_resource_bundle *dp_ures_getByKey(const dp_resource_bundle *bundle, const char *key, dp_resource_bundle *fillIn,
                                     int32_t *status) {
    return (dp_resource_bundle *)ures_getByKey((const UResourceBundle *)bundle, key, (UResourceBundle *)fillIn, ST);
}
int32_t dp_ures_getSize(const dp_resource_bundle *bundle) { return ures_getSize((const UResourceBundle *)bundle); }
const dp_uchar *dp_ures_getStringByIndex(const dp_resource_bundle *bundle, int32_t index, int32_t *length,
                                         int32_t *status) {
    return (const dp_uchar *)ures_getStringByIndex((const UResourceBundle *)bundle, index, length, ST);
}
const dp_uchar *dp_ures_getStringByKey(const dp_resource_bundle *bundle, const char *key, int32_t *length,
                                       int32_t *status) {
    return (const dp_uchar *)ures_getStringByKey((const UResourceBundle *)bundle, key, length, ST);
}

// MARK: - Enumerations

const char *dp_uenum_next(dp_enumeration *en, int32_t *resultLength, int32_t *status) {
    return uenum_next((UEnumeration *)en, resultLength, ST);
}
void dp_uenum_close(dp_enumeration *en) { uenum_close((UEnumeration *)en); }

// MARK: - Calendars

dp_calendar *dp_ucal_open(const dp_uchar *zoneID, int32_t len, const char *locale, int32_t type, int32_t *status) {
    return (dp_calendar *)ucal_open(CUS(zoneID), len, locale, (UCalendarType)type, ST);
}
void dp_ucal_close(dp_calendar *cal) { ucal_close((UCalendar *)cal); }
const char *dp_ucal_getType(const dp_calendar *cal, int32_t *status) {
    return ucal_getType((const UCalendar *)cal, ST);
}
int32_t dp_ucal_getAttribute(const dp_calendar *cal, int32_t attribute) {
    return ucal_getAttribute((const UCalendar *)cal, (UCalendarAttribute)attribute);
}
dp_enumeration *dp_ucal_getKeywordValuesForLocale(const char *key, const char *locale, int32_t commonlyUsed,
                                                  int32_t *status) {
    return (dp_enumeration *)ucal_getKeywordValuesForLocale(key, locale, (UBool)(commonlyUsed != 0), ST);
}
int32_t dp_ucal_getCanonicalTimeZoneID(const dp_uchar *id, int32_t len, dp_uchar *result, int32_t capacity,
                                       int32_t *isSystemID, int32_t *status) {
    UBool system = 0;
    int32_t length = ucal_getCanonicalTimeZoneID(CUS(id), len, US(result), capacity, &system, ST);
    *isSystemID = system ? 1 : 0;
    return length;
}
dp_enumeration *dp_ucal_openTimeZones(int32_t *status) { return (dp_enumeration *)ucal_openTimeZones(ST); }
const int32_t DP_UCAL_ZONE_TYPE_CANONICAL_LOCATION = UCAL_ZONE_TYPE_CANONICAL_LOCATION;
const int32_t DP_UCAL_WEEKEND = UCAL_WEEKEND;
int32_t dp_ucal_getDayOfWeekType(const dp_calendar *cal, int32_t dayOfWeek, int32_t *status) {
    return (int32_t)ucal_getDayOfWeekType((const UCalendar *)cal, (UCalendarDaysOfWeek)dayOfWeek, ST);
}
dp_enumeration *dp_ucal_openTimeZoneIDEnumeration(int32_t zoneType, const char *region, const int32_t *rawOffset,
                                                  int32_t *status) {
    return (dp_enumeration *)ucal_openTimeZoneIDEnumeration((USystemTimeZoneType)zoneType, region, rawOffset, ST);
}
void dp_ucal_setAttribute(dp_calendar *cal, int32_t attribute, int32_t value) {
    ucal_setAttribute((UCalendar *)cal, (UCalendarAttribute)attribute, value);
}
double dp_ucal_getNow(void) { return ucal_getNow(); }
// dp_ucal_setGregorianChange is in CICUGregorian.cpp: the C API refuses Gregorian subclasses.
double dp_ucal_getMillis(const dp_calendar *cal, int32_t *status) { return ucal_getMillis((const UCalendar *)cal, ST); }
void dp_ucal_setMillis(dp_calendar *cal, double dateTime, int32_t *status) {
    ucal_setMillis((UCalendar *)cal, dateTime, ST);
}
void dp_ucal_set(dp_calendar *cal, int32_t field, int32_t value) {
    ucal_set((UCalendar *)cal, (UCalendarDateFields)field, value);
}
void dp_ucal_clear(dp_calendar *cal) { ucal_clear((UCalendar *)cal); }
int32_t dp_ucal_get(const dp_calendar *cal, int32_t field, int32_t *status) {
    return ucal_get((const UCalendar *)cal, (UCalendarDateFields)field, ST);
}
int32_t dp_ucal_getHostTimeZone(dp_uchar *result, int32_t capacity, int32_t *status) {
    return ucal_getHostTimeZone(US(result), capacity, ST);
}
int32_t dp_ucal_getTimeZoneTransitionDate(const dp_calendar *cal, int32_t type, double *transition, int32_t *status) {
    return ucal_getTimeZoneTransitionDate((const UCalendar *)cal, (UTimeZoneTransitionType)type, transition, ST);
}
void dp_ucal_add(dp_calendar *cal, int32_t field, int32_t amount, int32_t *status) {
    ucal_add((UCalendar *)cal, (UCalendarDateFields)field, amount, ST);
}
int32_t dp_ucal_getLimit(const dp_calendar *cal, int32_t field, int32_t type, int32_t *status) {
    return ucal_getLimit((const UCalendar *)cal, (UCalendarDateFields)field, (UCalendarLimitType)type, ST);
}

// MARK: - Date formats

dp_date_format *dp_udat_open(int32_t timeStyle, int32_t dateStyle, const char *locale, const dp_uchar *tzID,
                             int32_t tzIDLength, const dp_uchar *pattern, int32_t patternLength, int32_t *status) {
    return (dp_date_format *)udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, locale, CUS(tzID),
                                       tzIDLength, CUS(pattern), patternLength, ST);
}
int32_t dp_udat_toPattern(const dp_date_format *fmt, int32_t localized, dp_uchar *result, int32_t capacity,
                          int32_t *status) {
    return udat_toPattern((const UDateFormat *)fmt, (UBool)(localized != 0), US(result), capacity, ST);
}
void dp_udat_close(dp_date_format *format) { udat_close((UDateFormat *)format); }
int32_t dp_udat_countSymbols(const dp_date_format *fmt, int32_t type) {
    return udat_countSymbols((const UDateFormat *)fmt, (UDateFormatSymbolType)type);
}
int32_t dp_udat_getSymbols(const dp_date_format *fmt, int32_t type, int32_t symbolIndex, dp_uchar *result,
                           int32_t resultLength, int32_t *status) {
    return udat_getSymbols((const UDateFormat *)fmt, (UDateFormatSymbolType)type, symbolIndex, US(result),
                           resultLength, ST);
}
int32_t dp_udat_format(const dp_date_format *format, double dateToFormat, dp_uchar *result, int32_t capacity,
                       int32_t *status) {
    return udat_format((const UDateFormat *)format, dateToFormat, US(result), capacity, NULL, ST);
}
void dp_udat_setContext(dp_date_format *fmt, int32_t value, int32_t *status) {
    udat_setContext((UDateFormat *)fmt, (UDisplayContext)value, ST);
}
void dp_udat_setCalendar(dp_date_format *fmt, const dp_calendar *calendarToSet) {
    udat_setCalendar((UDateFormat *)fmt, (const UCalendar *)calendarToSet);
}
void dp_udat_applyPattern(dp_date_format *format, const dp_uchar *pattern, int32_t patternLength) {
    udat_applyPattern((UDateFormat *)format, 0, CUS(pattern), patternLength);
}
int32_t dp_udat_formatCalendar(const dp_date_format *format, dp_calendar *calendar, dp_uchar *result,
                               int32_t capacity, int32_t *status) {
    return udat_formatCalendar((const UDateFormat *)format, (UCalendar *)calendar, US(result), capacity, NULL, ST);
}
void dp_udat_parseCalendar(const dp_date_format *format, dp_calendar *calendar, const dp_uchar *text,
                           int32_t textLength, int32_t *parsePos, int32_t *status) {
    udat_parseCalendar((const UDateFormat *)format, (UCalendar *)calendar, CUS(text), textLength, parsePos, ST);
}
void dp_udat_setLenient(dp_date_format *fmt, int32_t isLenient) { udat_setLenient((UDateFormat *)fmt, (UBool)(isLenient != 0)); }
void dp_udat_setBooleanAttribute(dp_date_format *fmt, int32_t attr, int32_t newValue, int32_t *status) {
    udat_setBooleanAttribute((UDateFormat *)fmt, (UDateFormatBooleanAttribute)attr, (UBool)(newValue != 0), ST);
}

// MARK: - Pattern generator

dp_pattern_generator *dp_udatpg_open(const char *locale, int32_t *status) {
    return (dp_pattern_generator *)udatpg_open(locale, ST);
}
void dp_udatpg_close(dp_pattern_generator *dtpg) { udatpg_close((UDateTimePatternGenerator *)dtpg); }
int32_t dp_udatpg_getBestPattern(dp_pattern_generator *dtpg, const dp_uchar *skeleton, int32_t length,
                                 dp_uchar *bestPattern, int32_t capacity, int32_t *status) {
    return udatpg_getBestPattern((UDateTimePatternGenerator *)dtpg, CUS(skeleton), length, US(bestPattern),
                                 capacity, ST);
}
int32_t dp_udatpg_getSkeleton(const dp_uchar *pattern, int32_t length, dp_uchar *skeleton, int32_t capacity,
                              int32_t *status) {
    return udatpg_getSkeleton(NULL, CUS(pattern), length, US(skeleton), capacity, ST);
}
dp_interval_format *dp_udtitvfmt_open(const char *locale, const dp_uchar *skeleton, int32_t skeletonLength,
                                      const dp_uchar *tzID, int32_t tzIDLength, int32_t *status) {
    return (dp_interval_format *)udtitvfmt_open(locale, CUS(skeleton), skeletonLength, CUS(tzID), tzIDLength, ST);
}
void dp_udtitvfmt_close(dp_interval_format *formatter) { udtitvfmt_close((UDateIntervalFormat *)formatter); }
int32_t dp_udtitvfmt_format(const dp_interval_format *formatter, double fromDate, double toDate, dp_uchar *result,
                            int32_t capacity, int32_t *status) {
    return udtitvfmt_format((const UDateIntervalFormat *)formatter, fromDate, toDate, US(result), capacity, NULL,
                            ST);
}
int32_t dp_udatpg_getDefaultHourCycle(const dp_pattern_generator *dtpg, int32_t *status) {
    return (int32_t)udatpg_getDefaultHourCycle((const UDateTimePatternGenerator *)dtpg, ST);
}
int32_t dp_udatpg_getFieldDisplayName(const dp_pattern_generator *dtpg, int32_t field, int32_t width,
                                      dp_uchar *fieldName, int32_t capacity, int32_t *status) {
    return udatpg_getFieldDisplayName((const UDateTimePatternGenerator *)dtpg, (UDateTimePatternField)field,
                                      (UDateTimePGDisplayWidth)width, US(fieldName), capacity, ST);
}

// MARK: - Numbering systems

dp_numbering_system *dp_unumsys_open(const char *locale, int32_t *status) {
    return (dp_numbering_system *)unumsys_open(locale, ST);
}
dp_numbering_system *dp_unumsys_openByName(const char *name, int32_t *status) {
    return (dp_numbering_system *)unumsys_openByName(name, ST);
}
void dp_unumsys_close(dp_numbering_system *unumsys) { unumsys_close((UNumberingSystem *)unumsys); }
const char *dp_unumsys_getName(const dp_numbering_system *unumsys) {
    return unumsys_getName((const UNumberingSystem *)unumsys);
}
int32_t dp_unumsys_isAlgorithmic(const dp_numbering_system *unumsys) {
    return unumsys_isAlgorithmic((const UNumberingSystem *)unumsys) ? 1 : 0;
}
int32_t dp_unumsys_getDescription(const dp_numbering_system *unumsys, dp_uchar *result, int32_t capacity,
                                  int32_t *status) {
    return unumsys_getDescription((const UNumberingSystem *)unumsys, US(result), capacity, ST);
}

// MARK: - Number formatters

dp_number_formatter *dp_unumf_openForSkeletonAndLocale(const dp_uchar *skeleton, int32_t skeletonLen,
                                                       const char *locale, int32_t *status) {
    return (dp_number_formatter *)unumf_openForSkeletonAndLocale(CUS(skeleton), skeletonLen, locale, ST);
}
void dp_unumf_close(dp_number_formatter *formatter) { unumf_close((UNumberFormatter *)formatter); }
dp_plural_rules *dp_uplrules_open(const char *locale, int32_t *status) {
    return (dp_plural_rules *)uplrules_open(locale, ST);
}
void dp_uplrules_close(dp_plural_rules *rules) { uplrules_close((UPluralRules *)rules); }
int32_t dp_uplrules_select(const dp_plural_rules *rules, double number, dp_uchar *keyword, int32_t capacity,
                           int32_t *status) {
    return uplrules_select((const UPluralRules *)rules, number, US(keyword), capacity, ST);
}
dp_formatted_number *dp_unumf_openResult(int32_t *status) { return (dp_formatted_number *)unumf_openResult(ST); }
void dp_unumf_closeResult(dp_formatted_number *result) { unumf_closeResult((UFormattedNumber *)result); }
void dp_unumf_formatInt(const dp_number_formatter *formatter, int64_t value, dp_formatted_number *result,
                        int32_t *status) {
    unumf_formatInt((const UNumberFormatter *)formatter, value, (UFormattedNumber *)result, ST);
}
int32_t dp_unumf_resultToString(const dp_formatted_number *result, dp_uchar *buffer, int32_t capacity,
                                int32_t *status) {
    return unumf_resultToString((const UFormattedNumber *)result, US(buffer), capacity, ST);
}
int32_t dp_unumf_resultNextFieldPosition(const dp_formatted_number *result, dp_field_position *position,
                                         int32_t *status) {
    UFieldPosition icu = {position->field, position->beginIndex, position->endIndex};
    UBool more = unumf_resultNextFieldPosition((const UFormattedNumber *)result, &icu, ST);
    position->field = icu.field;
    position->beginIndex = icu.beginIndex;
    position->endIndex = icu.endIndex;
    return more ? 1 : 0;
}

// MARK: - Text matching

int32_t dp_u_strFoldCase(dp_uchar *dest, int32_t destCapacity, const dp_uchar *src, int32_t srcLength,
                         uint32_t options, int32_t *status) {
    return u_strFoldCase(US(dest), destCapacity, (const UChar *)src, srcLength, options, ST);
}
int32_t dp_unorm2_normalizeNFD(const dp_uchar *src, int32_t length, dp_uchar *dest, int32_t capacity,
                               int32_t *status) {
    const UNormalizer2 *nfd = unorm2_getNFDInstance(ST);
    if (U_FAILURE(*ST)) return 0;
    return unorm2_normalize(nfd, (const UChar *)src, length, US(dest), capacity, ST);
}

// MARK: - Bidirectional layout

dp_bidi *dp_ubidi_open(void) { return (dp_bidi *)ubidi_open(); }
void dp_ubidi_close(dp_bidi *bidi) { ubidi_close((UBiDi *)bidi); }
void dp_ubidi_setPara(dp_bidi *bidi, const dp_uchar *text, int32_t length, uint8_t paraLevel, int32_t *status) {
    ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, paraLevel, NULL, ST);
}
void dp_ubidi_getLogicalMap(dp_bidi *bidi, int32_t *indexMap, int32_t *status) {
    ubidi_getLogicalMap((UBiDi *)bidi, indexMap, ST);
}
uint8_t dp_ubidi_getLevelAt(const dp_bidi *bidi, int32_t charIndex) {
    return ubidi_getLevelAt((const UBiDi *)bidi, charIndex);
}

// MARK: - Collation

const int32_t DP_UCOL_NUMERIC_COLLATION = UCOL_NUMERIC_COLLATION, DP_UCOL_ON = UCOL_ON;
dp_collator *dp_ucol_open(const char *loc, int32_t *status) { return (dp_collator *)ucol_open(loc, ST); }
void dp_ucol_close(dp_collator *coll) { ucol_close((UCollator *)coll); }
void dp_ucol_setAttribute(dp_collator *coll, int32_t attr, int32_t value, int32_t *status) {
    ucol_setAttribute((UCollator *)coll, (UColAttribute)attr, (UColAttributeValue)value, ST);
}
const char *dp_ucol_getLocaleByType(const dp_collator *coll, int32_t type, int32_t *status) {
    return ucol_getLocaleByType((const UCollator *)coll, (ULocDataLocaleType)type, ST);
}
int32_t dp_ucol_getSortKey(const dp_collator *coll, const dp_uchar *source, int32_t sourceLength, uint8_t *result,
                           int32_t resultLength) {
    return ucol_getSortKey((const UCollator *)coll, US(source), sourceLength, result, resultLength);
}

// MARK: - Currencies

const int32_t DP_UCURR_COMMON = UCURR_COMMON, DP_UCURR_NON_DEPRECATED = UCURR_NON_DEPRECATED,
              DP_UCURR_SYMBOL_NAME = UCURR_SYMBOL_NAME, DP_UCURR_LONG_NAME = UCURR_LONG_NAME;
dp_enumeration *dp_ucurr_openISOCurrencies(uint32_t currType, int32_t *status) {
    return (dp_enumeration *)ucurr_openISOCurrencies(currType, ST);
}
const dp_uchar *dp_ucurr_getName(const dp_uchar *currency, const char *locale, int32_t nameStyle,
                                 int8_t *isChoiceFormat, int32_t *len, int32_t *status) {
    return ucurr_getName(US(currency), locale, (UCurrNameStyle)nameStyle, (UBool *)isChoiceFormat, len, ST);
}
