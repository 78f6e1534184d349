// The floor: the fewest ICU calls that give the matrix's core fields (orders from the yMMMMd and jm best
// patterns, hour cycle, calendar, first weekday, numbering system, direction, standalone month and weekday
// names, AM/PM) for every locale ICU lists, single-threaded, printed as one line each.
// Build: cc -O2 floor.c $(pkg-config --cflags --libs icu-i18n) -o floor; run: ./floor [LOCALE]
// Built with -DFLOOR_LIBRARY -shared -fPIC, it is libfloor.so, whose floor_one(LOCALE) makes one locale's calls:
// what Benchmarks/load.c loads and calls beside libdatepick (tools/bench-gtk's clib-load).
// `./floor --version` prints the ICU and CLDR versions as `datepick --version` does: the start-up of a program
// linked to ICU that derives nothing, which the benchmark measures beside datepick's.
#include <stdio.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/uversion.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/unumsys.h>
#include <unicode/ustring.h>

static void put(const UChar *text, int32_t length) {
    char utf8[512];
    UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8(utf8, sizeof utf8, NULL, text, length, &status);
    fputs(utf8, stdout);
}

static void one(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UChar pattern[128], name[128];
    printf("%s\t", locale);
    UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
    static const UChar date[] = u"yMMMMd", time[] = u"jm";
    put(pattern, udatpg_getBestPattern(generator, date, -1, pattern, 128, &status)); putchar('\t');
    put(pattern, udatpg_getBestPattern(generator, time, -1, pattern, 128, &status)); putchar('\t');
    printf("%d\t", udatpg_getDefaultHourCycle(generator, &status));
    udatpg_close(generator);
    UCalendar *calendar = ucal_open(NULL, 0, locale, UCAL_DEFAULT, &status);
    printf("%s\t%d\t", ucal_getType(calendar, &status), ucal_getAttribute(calendar, UCAL_FIRST_DAY_OF_WEEK));
    ucal_close(calendar);
    UNumberingSystem *numbers = unumsys_open(locale, &status);
    printf("%s\t%d\t", unumsys_getName(numbers), uloc_isRightToLeft(locale));
    unumsys_close(numbers);
    UDateFormat *format = udat_open(UDAT_NONE, UDAT_LONG, locale, NULL, 0, NULL, 0, &status);
    int types[] = {UDAT_STANDALONE_MONTHS, UDAT_STANDALONE_WEEKDAYS, UDAT_AM_PMS};
    for (int t = 0; t < 3; t++) {
        for (int i = 0; i < udat_countSymbols(format, types[t]); i++) {
            put(name, udat_getSymbols(format, types[t], i, name, 128, &status)); putchar('|');
        }
        putchar('\t');
    }
    udat_close(format);
    putchar('\n');
}

#ifdef FLOOR_LIBRARY
void floor_one(const char *locale) { one(locale); }
#else
int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        UVersionInfo icu, cldr;
        char icuText[U_MAX_VERSION_STRING_LENGTH], cldrText[U_MAX_VERSION_STRING_LENGTH];
        UErrorCode status = U_ZERO_ERROR;
        u_getVersion(icu);
        ulocdata_getCLDRVersion(cldr, &status);
        u_versionToString(icu, icuText);
        u_versionToString(cldr, cldrText);
        printf("floor (ICU %s, CLDR %s)\n", icuText, cldrText);
        return U_FAILURE(status) ? 1 : 0;
    }
    if (argc > 1) { one(argv[1]); return 0; }
    for (int i = 0; i < uloc_countAvailable(); i++) one(uloc_getAvailable(i));
    return 0;
}
#endif
