// CICU: the one place that touches ICU's C API.
//
// ICU's C functions are macros that rename to versioned symbols (udat_open → udat_open_72), which Swift
// cannot import. Each function the engine calls is wrapped one to one here, with ICU's argument order, the
// prefix `dp_` and `int32_t *status` last.
//
// This header deliberately includes no ICU header and names no ICU type: handles are opaque `dp_*` structs,
// enums and UErrorCode are int32_t, UChar is uint16_t, and the ICU constants the engine needs are exported as
// `DP_*` values taken from ICU's own headers when CICU.c is compiled. Why not `static inline` wrappers in
// this header: they would put ICU's types into a Clang module that Swift sees, and Foundation on Linux
// carries its own, newer ICU headers (module _FoundationICU) with the same type names; any Swift module that
// sees both (a client of the engine importing Foundation, say) fails to build with "UErrorCode has different
// definitions in different modules" on a clean build. Keeping ICU's headers inside CICU.c makes that impossible.
#ifndef DATEPICK_CICU_H
#define DATEPICK_CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint16_t dp_uchar;                                      // UChar
typedef struct dp_calendar dp_calendar;                         // UCalendar
typedef struct dp_date_format dp_date_format;                   // UDateFormat
typedef struct dp_pattern_generator dp_pattern_generator;       // UDateTimePatternGenerator
typedef struct dp_enumeration dp_enumeration;                   // UEnumeration
typedef struct dp_resource_bundle dp_resource_bundle;           // UResourceBundle
typedef struct dp_numbering_system dp_numbering_system;         // UNumberingSystem
typedef struct dp_number_formatter dp_number_formatter;         // UNumberFormatter
typedef struct dp_formatted_number dp_formatted_number;         // UFormattedNumber
typedef struct dp_plural_rules dp_plural_rules;                 // UPluralRules
typedef struct dp_collator dp_collator;                         // UCollator
typedef struct dp_alphabetic_index dp_alphabetic_index;         // icu::AlphabeticIndex::ImmutableIndex
typedef struct dp_bidi dp_bidi;                                 // UBiDi
typedef struct dp_interval_format dp_interval_format;           // UDateIntervalFormat
/// UFieldPosition: which field, and where it starts and ends in the formatted text.
typedef struct dp_field_position { int32_t field, beginIndex, endIndex; } dp_field_position;

// MARK: - Constants (values from ICU's headers)

extern const int32_t DP_U_ZERO_ERROR, DP_U_BUFFER_OVERFLOW_ERROR, DP_U_STRING_NOT_TERMINATED_WARNING,
    DP_U_USING_DEFAULT_WARNING, DP_U_INTERNAL_PROGRAM_ERROR, DP_U_UNSUPPORTED_ERROR, DP_U_MISSING_RESOURCE_ERROR;
extern const int32_t DP_U_MAX_VERSION_STRING_LENGTH, DP_ULOC_FULLNAME_CAPACITY, DP_ULOC_ACTUAL_LOCALE;
extern const int32_t DP_UCAL_DEFAULT, DP_UCAL_ERA, DP_UCAL_YEAR, DP_UCAL_EXTENDED_YEAR, DP_UCAL_MONTH, DP_UCAL_DATE,
    DP_UCAL_IS_LEAP_MONTH, DP_UCAL_HOUR_OF_DAY, DP_UCAL_MINUTE, DP_UCAL_SECOND,
    DP_UCAL_ZONE_OFFSET, DP_UCAL_DST_OFFSET, DP_UCAL_JULIAN_DAY, DP_UCAL_DAY_OF_WEEK, DP_UCAL_WEEK_OF_YEAR,
    DP_UCAL_FIRST_DAY_OF_WEEK, DP_UCAL_MINIMAL_DAYS_IN_FIRST_WEEK,
    DP_UCAL_SKIPPED_WALL_TIME, DP_UCAL_REPEATED_WALL_TIME, DP_UCAL_WALLTIME_FIRST, DP_UCAL_WALLTIME_LAST, DP_UCAL_MAXIMUM,
    DP_UCAL_TZ_TRANSITION_NEXT, DP_UCAL_LENIENT;
extern const int32_t DP_UDAT_NONE, DP_UDAT_FULL, DP_UDAT_LONG, DP_UDAT_MEDIUM, DP_UDAT_SHORT, DP_UDAT_MEDIUM_RELATIVE,
    DP_UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU, DP_UNUM_MEASURE_UNIT_FIELD;
extern const int32_t DP_UDAT_PATTERN, DP_UDAT_ERAS, DP_UDAT_ERA_NAMES, DP_UDAT_AM_PMS,
    DP_UDAT_MONTHS, DP_UDAT_SHORT_MONTHS, DP_UDAT_NARROW_MONTHS,
    DP_UDAT_STANDALONE_MONTHS, DP_UDAT_STANDALONE_SHORT_MONTHS, DP_UDAT_STANDALONE_NARROW_MONTHS,
    DP_UDAT_WEEKDAYS, DP_UDAT_SHORT_WEEKDAYS, DP_UDAT_SHORTER_WEEKDAYS, DP_UDAT_NARROW_WEEKDAYS,
    DP_UDAT_STANDALONE_WEEKDAYS, DP_UDAT_STANDALONE_SHORT_WEEKDAYS, DP_UDAT_STANDALONE_SHORTER_WEEKDAYS,
    DP_UDAT_STANDALONE_NARROW_WEEKDAYS, DP_UDAT_LOCALIZED_CHARS;
extern const int32_t DP_UDAT_PARSE_ALLOW_WHITESPACE, DP_UDAT_PARSE_ALLOW_NUMERIC, DP_UDAT_PARSE_PARTIAL_LITERAL_MATCH,
    DP_UDAT_PARSE_MULTIPLE_PATTERNS_FOR_MATCH;
extern const int32_t DP_UDAT_HOUR_CYCLE_11, DP_UDAT_HOUR_CYCLE_12, DP_UDAT_HOUR_CYCLE_23, DP_UDAT_HOUR_CYCLE_24;
extern const int32_t DP_UDATPG_ERA_FIELD, DP_UDATPG_YEAR_FIELD, DP_UDATPG_MONTH_FIELD, DP_UDATPG_DAY_FIELD,
    DP_UDATPG_WEEKDAY_FIELD, DP_UDATPG_DAYPERIOD_FIELD, DP_UDATPG_HOUR_FIELD, DP_UDATPG_MINUTE_FIELD,
    DP_UDATPG_SECOND_FIELD, DP_UDATPG_WEEK_OF_YEAR_FIELD, DP_UDATPG_ZONE_FIELD, DP_UDATPG_WIDE, DP_UDATPG_ABBREVIATED, DP_UDATPG_NARROW;

// MARK: - Status and versions

const char *dp_u_errorName(int32_t code);
/// u_getVersion + u_versionToString: writes "72.1" into `out` (DP_U_MAX_VERSION_STRING_LENGTH bytes).
void dp_u_getVersionString(char *out);
/// ulocdata_getCLDRVersion + u_versionToString: writes "42.0" into `out`.
void dp_ulocdata_getCLDRVersionString(char *out, int32_t *status);

// MARK: - Locale ids (uloc)

int32_t dp_uloc_forLanguageTag(const char *tag, char *localeID, int32_t capacity, int32_t *parsedLength,
                               int32_t *status);
int32_t dp_uloc_toLanguageTag(const char *localeID, char *tag, int32_t capacity, int32_t strict, int32_t *status);
int32_t dp_uloc_canonicalize(const char *localeID, char *name, int32_t capacity, int32_t *status);
int32_t dp_uloc_getBaseName(const char *localeID, char *name, int32_t capacity, int32_t *status);
int32_t dp_uloc_getParent(const char *localeID, char *parent, int32_t capacity, int32_t *status);
int32_t dp_uloc_getLanguage(const char *localeID, char *language, int32_t capacity, int32_t *status);
int32_t dp_uloc_getScript(const char *localeID, char *script, int32_t capacity, int32_t *status);
int32_t dp_uloc_getCountry(const char *localeID, char *country, int32_t capacity, int32_t *status);
int32_t dp_uloc_addLikelySubtags(const char *localeID, char *maximized, int32_t capacity, int32_t *status);
dp_enumeration *dp_uloc_openKeywords(const char *localeID, int32_t *status);
int32_t dp_uloc_getKeywordValue(const char *localeID, const char *keyword, char *buffer, int32_t capacity,
                                int32_t *status);
int32_t dp_uloc_setKeywordValue(const char *keyword, const char *value, char *buffer, int32_t capacity,
                                int32_t *status);
const char *dp_uloc_toLegacyType(const char *keyword, const char *value);
int32_t dp_uloc_countAvailable(void);
const char *dp_uloc_getAvailable(int32_t n);
int32_t dp_uloc_getDisplayName(const char *localeID, const char *inLocaleID, dp_uchar *result, int32_t capacity,
                               int32_t *status);
int32_t dp_uloc_isRightToLeft(const char *locale);
/// uloc_getISOCountries: ICU's two-letter region codes, a NULL-terminated array ICU owns.
const char *const *dp_uloc_getISOCountries(void);
int32_t dp_uloc_getDisplayCountry(const char *localeID, const char *displayLocale, dp_uchar *country,
                                  int32_t capacity, int32_t *status);
int32_t dp_uloc_getDisplayLanguage(const char *localeID, const char *displayLocale, dp_uchar *language,
                                   int32_t capacity, int32_t *status);
int32_t dp_uloc_getDisplayKeywordValue(const char *localeID, const char *keyword, const char *displayLocale,
                                       dp_uchar *dest, int32_t capacity, int32_t *status);

// MARK: - Resource bundles (ures): which locale's data ICU really has

/// The package of ICU's unit data (U_ICUDATA_UNIT: unit names and patterns live in their own tree).
extern const char *const DP_U_ICUDATA_UNIT;
dp_resource_bundle *dp_ures_open(const char *packageName, const char *locale, int32_t *status);
void dp_ures_close(dp_resource_bundle *bundle);
const char *dp_ures_getLocaleByType(const dp_resource_bundle *bundle, int32_t type, int32_t *status);
dp_resource_bundle *dp_ures_openDirect(const char *packageName, const char *locale, int32_t *status);
dp_resource_bundle *dp_ures_getByKey(const dp_resource_bundle *bundle, const char *key, dp_resource_bundle *fillIn,
                                     int32_t *status);
int32_t dp_ures_getSize(const dp_resource_bundle *bundle);
const dp_uchar *dp_ures_getStringByIndex(const dp_resource_bundle *bundle, int32_t index, int32_t *length,
                                         int32_t *status);
const dp_uchar *dp_ures_getStringByKey(const dp_resource_bundle *bundle, const char *key, int32_t *length,
                                       int32_t *status);

// MARK: - Enumerations (uenum)

const char *dp_uenum_next(dp_enumeration *en, int32_t *resultLength, int32_t *status);
void dp_uenum_close(dp_enumeration *en);

// MARK: - Calendars (ucal)

dp_calendar *dp_ucal_open(const dp_uchar *zoneID, int32_t len, const char *locale, int32_t type, int32_t *status);
void dp_ucal_close(dp_calendar *cal);
const char *dp_ucal_getType(const dp_calendar *cal, int32_t *status);
int32_t dp_ucal_getAttribute(const dp_calendar *cal, int32_t attribute);
dp_enumeration *dp_ucal_getKeywordValuesForLocale(const char *key, const char *locale, int32_t commonlyUsed,
                                                  int32_t *status);
int32_t dp_ucal_getCanonicalTimeZoneID(const dp_uchar *id, int32_t len, dp_uchar *result, int32_t capacity,
                                       int32_t *isSystemID, int32_t *status);
/// ucal_openTimeZones: every zone id ICU knows (canonical ids and their aliases), as an enumeration.
dp_enumeration *dp_ucal_openTimeZones(int32_t *status);
/// ucal_openTimeZoneIDEnumeration: the zones of a type (USystemTimeZoneType), of a region (a two-letter code) or
/// every region (NULL), with a raw offset or any (NULL).
extern const int32_t DP_UCAL_ZONE_TYPE_CANONICAL_LOCATION;
dp_enumeration *dp_ucal_openTimeZoneIDEnumeration(int32_t zoneType, const char *region, const int32_t *rawOffset,
                                                  int32_t *status);
void dp_ucal_setAttribute(dp_calendar *cal, int32_t attribute, int32_t value);
double dp_ucal_getNow(void);
/// ucal_getHostTimeZone: the zone the host is set to (TZ, /etc/localtime), as ICU detects it.
int32_t dp_ucal_getHostTimeZone(dp_uchar *result, int32_t capacity, int32_t *status);
void dp_ucal_setGregorianChange(dp_calendar *cal, double date, int32_t *status);
/// MeasureFormat in its numeric width (C++ only in ICU): hours and minutes, and seconds if asked, as the locale's
/// clock writes a duration (en 1:02:05).
int32_t dp_measfmt_formatNumericDuration(const char *locale, int32_t hours, int32_t minutes, int32_t seconds,
                                         int8_t withSeconds, dp_uchar *result, int32_t capacity, int32_t *status);
void dp_ucal_setMillis(dp_calendar *cal, double dateTime, int32_t *status);
double dp_ucal_getMillis(const dp_calendar *cal, int32_t *status);
void dp_ucal_set(dp_calendar *cal, int32_t field, int32_t value);
void dp_ucal_clear(dp_calendar *cal);
int32_t dp_ucal_get(const dp_calendar *cal, int32_t field, int32_t *status);
void dp_ucal_add(dp_calendar *cal, int32_t field, int32_t amount, int32_t *status);
int32_t dp_ucal_getLimit(const dp_calendar *cal, int32_t field, int32_t type, int32_t *status);
/// ucal_getTimeZoneTransitionDate: the zone's next (or previous) offset change from the calendar's time;
/// returns 0 when there is none.
int32_t dp_ucal_getTimeZoneTransitionDate(const dp_calendar *cal, int32_t type, double *transition, int32_t *status);
/// ucal_getDayOfWeekType: whether a weekday (1 = Sunday … 7 = Saturday) is a weekday or the weekend in the
/// calendar's region (DP_UCAL_WEEKEND for a whole weekend day).
int32_t dp_ucal_getDayOfWeekType(const dp_calendar *cal, int32_t dayOfWeek, int32_t *status);
extern const int32_t DP_UCAL_WEEKEND;

// MARK: - Date formats (udat)

/// udat_toPattern: the pattern of a formatter opened with a style (localized = 0).
int32_t dp_udat_toPattern(const dp_date_format *fmt, int32_t localized, dp_uchar *result, int32_t capacity,
                          int32_t *status);
dp_date_format *dp_udat_open(int32_t timeStyle, int32_t dateStyle, const char *locale, const dp_uchar *tzID,
                             int32_t tzIDLength, const dp_uchar *pattern, int32_t patternLength, int32_t *status);
void dp_udat_close(dp_date_format *format);
int32_t dp_udat_countSymbols(const dp_date_format *fmt, int32_t type);
int32_t dp_udat_getSymbols(const dp_date_format *fmt, int32_t type, int32_t symbolIndex, dp_uchar *result,
                           int32_t resultLength, int32_t *status);
/// udat_format without a field position.
int32_t dp_udat_format(const dp_date_format *format, double dateToFormat, dp_uchar *result, int32_t capacity,
                       int32_t *status);
void dp_udat_setContext(dp_date_format *fmt, int32_t value, int32_t *status);
void dp_udat_setCalendar(dp_date_format *fmt, const dp_calendar *calendarToSet);
/// udat_applyPattern with a non-localized pattern.
void dp_udat_applyPattern(dp_date_format *format, const dp_uchar *pattern, int32_t patternLength);
/// udat_formatCalendar without a field position.
int32_t dp_udat_formatCalendar(const dp_date_format *format, dp_calendar *calendar, dp_uchar *result,
                               int32_t capacity, int32_t *status);
/// udat_parseCalendar: reads `text` from *parsePos into `calendar`, whose fields stand for those the text lacks;
/// *parsePos is left where reading stopped.
void dp_udat_parseCalendar(const dp_date_format *format, dp_calendar *calendar, const dp_uchar *text,
                           int32_t textLength, int32_t *parsePos, int32_t *status);
void dp_udat_setLenient(dp_date_format *fmt, int32_t isLenient);
/// udat_setBooleanAttribute (UDateFormatBooleanAttribute: the DP_UDAT_PARSE_* values).
void dp_udat_setBooleanAttribute(dp_date_format *fmt, int32_t attr, int32_t newValue, int32_t *status);

// MARK: - Pattern generator (udatpg)

dp_pattern_generator *dp_udatpg_open(const char *locale, int32_t *status);
void dp_udatpg_close(dp_pattern_generator *dtpg);
int32_t dp_udatpg_getBestPattern(dp_pattern_generator *dtpg, const dp_uchar *skeleton, int32_t length,
                                 dp_uchar *bestPattern, int32_t capacity, int32_t *status);
int32_t dp_udatpg_getDefaultHourCycle(const dp_pattern_generator *dtpg, int32_t *status);
int32_t dp_udatpg_getFieldDisplayName(const dp_pattern_generator *dtpg, int32_t field, int32_t width,
                                      dp_uchar *fieldName, int32_t capacity, int32_t *status);
/// udatpg_getSkeleton without a generator (ICU ignores it): a pattern's skeleton (`MMM d, y` → `yMMMd`).
int32_t dp_udatpg_getSkeleton(const dp_uchar *pattern, int32_t length, dp_uchar *skeleton, int32_t capacity,
                              int32_t *status);

// MARK: - Date intervals (udtitvfmt)

dp_interval_format *dp_udtitvfmt_open(const char *locale, const dp_uchar *skeleton, int32_t skeletonLength,
                                      const dp_uchar *tzID, int32_t tzIDLength, int32_t *status);
void dp_udtitvfmt_close(dp_interval_format *formatter);
/// udtitvfmt_format without a field position.
int32_t dp_udtitvfmt_format(const dp_interval_format *formatter, double fromDate, double toDate, dp_uchar *result,
                            int32_t capacity, int32_t *status);

// MARK: - Text matching (ustring, unorm2)

int32_t dp_u_strFoldCase(dp_uchar *dest, int32_t destCapacity, const dp_uchar *src, int32_t srcLength,
                         uint32_t options, int32_t *status);
/// unorm2_normalize with unorm2_getNFDInstance's normalizer.
int32_t dp_unorm2_normalizeNFD(const dp_uchar *src, int32_t length, dp_uchar *dest, int32_t capacity,
                               int32_t *status);

// MARK: - Bidirectional layout (ubidi)

dp_bidi *dp_ubidi_open(void);
void dp_ubidi_close(dp_bidi *bidi);
/// ubidi_setPara without explicit embedding levels. ICU keeps a pointer to `text`: it must outlive every
/// later call on `bidi` until the next dp_ubidi_setPara or dp_ubidi_close.
void dp_ubidi_setPara(dp_bidi *bidi, const dp_uchar *text, int32_t length, uint8_t paraLevel, int32_t *status);
void dp_ubidi_getLogicalMap(dp_bidi *bidi, int32_t *indexMap, int32_t *status);
/// ubidi_getLevelAt: the resolved embedding level of a UTF-16 unit (odd: right to left).
uint8_t dp_ubidi_getLevelAt(const dp_bidi *bidi, int32_t charIndex);

// MARK: - Numbering systems (unumsys)

dp_numbering_system *dp_unumsys_open(const char *locale, int32_t *status);
dp_numbering_system *dp_unumsys_openByName(const char *name, int32_t *status);
void dp_unumsys_close(dp_numbering_system *unumsys);
const char *dp_unumsys_getName(const dp_numbering_system *unumsys);
int32_t dp_unumsys_isAlgorithmic(const dp_numbering_system *unumsys);
int32_t dp_unumsys_getDescription(const dp_numbering_system *unumsys, dp_uchar *result, int32_t capacity,
                                  int32_t *status);

// MARK: - Number formatters (unumf): unit labels

/// uplrules_open for cardinal numbers.
dp_plural_rules *dp_uplrules_open(const char *locale, int32_t *status);
void dp_uplrules_close(dp_plural_rules *rules);
/// uplrules_select: the plural keyword of a number (`one`, `few`, `other`…).
int32_t dp_uplrules_select(const dp_plural_rules *rules, double number, dp_uchar *keyword, int32_t capacity,
                           int32_t *status);

dp_number_formatter *dp_unumf_openForSkeletonAndLocale(const dp_uchar *skeleton, int32_t skeletonLen,
                                                       const char *locale, int32_t *status);
void dp_unumf_close(dp_number_formatter *formatter);
dp_formatted_number *dp_unumf_openResult(int32_t *status);
void dp_unumf_closeResult(dp_formatted_number *result);
void dp_unumf_formatInt(const dp_number_formatter *formatter, int64_t value, dp_formatted_number *result,
                        int32_t *status);
int32_t dp_unumf_resultToString(const dp_formatted_number *result, dp_uchar *buffer, int32_t capacity,
                                int32_t *status);
int32_t dp_unumf_resultNextFieldPosition(const dp_formatted_number *result, dp_field_position *position,
                                         int32_t *status);

// MARK: - Currencies (ucurr)

extern const int32_t DP_UCURR_COMMON, DP_UCURR_NON_DEPRECATED, DP_UCURR_SYMBOL_NAME, DP_UCURR_LONG_NAME;
/// ucurr_openISOCurrencies: the ISO 4217 codes of the currencies of the given kinds (UCurrCurrencyType flags).
dp_enumeration *dp_ucurr_openISOCurrencies(uint32_t currType, int32_t *status);
/// ucurr_getName: a currency's name or symbol in a locale, a string ICU owns (its length in *len).
const dp_uchar *dp_ucurr_getName(const dp_uchar *currency, const char *locale, int32_t nameStyle,
                                 int8_t *isChoiceFormat, int32_t *len, int32_t *status);

// MARK: - Collation (ucol): values sorted the locale's way

extern const int32_t DP_UCOL_NUMERIC_COLLATION, DP_UCOL_ON;
dp_collator *dp_ucol_open(const char *loc, int32_t *status);
void dp_ucol_close(dp_collator *coll);
/// ucol_setAttribute (UColAttribute, UColAttributeValue).
void dp_ucol_setAttribute(dp_collator *coll, int32_t attr, int32_t value, int32_t *status);
/// ucol_getLocaleByType: the locale whose collation rules ICU really uses (ULOC_ACTUAL_LOCALE).
const char *dp_ucol_getLocaleByType(const dp_collator *coll, int32_t type, int32_t *status);
/// ucol_getSortKey: writes the key into `result` and returns its length (with the terminating zero), which may
/// exceed `resultLength`.
int32_t dp_ucol_getSortKey(const dp_collator *coll, const dp_uchar *source, int32_t sourceLength, uint8_t *result,
                           int32_t resultLength);

// MARK: - Alphabetic index (C++ icu::AlphabeticIndex, in CICUAlphabeticIndex.cpp)

/// UAlphabeticIndexLabelType: a bucket of the locale's letters, or one before them, between scripts, or after.
extern const int32_t DP_U_ALPHAINDEX_NORMAL, DP_U_ALPHAINDEX_UNDERFLOW, DP_U_ALPHAINDEX_INFLOW,
    DP_U_ALPHAINDEX_OVERFLOW;
/// A locale's index, built once (AlphabeticIndex(locale).buildImmutableIndex()); nil on failure. Read only, so
/// safe to read from several threads; closed with dp_alphaindex_close.
dp_alphabetic_index *dp_alphaindex_open(const char *locale, int32_t *status);
void dp_alphaindex_close(dp_alphabetic_index *index);
/// ImmutableIndex::getBucketCount: the buckets, underflow, inflow and overflow ones included.
int32_t dp_alphaindex_getBucketCount(const dp_alphabetic_index *index);
/// A bucket's label (ImmutableIndex::getBucket(bucket)->getLabel()), its length returned, and its label type in
/// *labelType; U_INDEX_OUTOFBOUNDS_ERROR for a bucket that is not there.
int32_t dp_alphaindex_getBucketLabel(const dp_alphabetic_index *index, int32_t bucket, dp_uchar *result,
                                     int32_t capacity, int32_t *labelType, int32_t *status);
/// ImmutableIndex::getBucketIndex: the bucket a string falls in by the locale's collation.
int32_t dp_alphaindex_getBucketIndex(const dp_alphabetic_index *index, const dp_uchar *name, int32_t length,
                                     int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
