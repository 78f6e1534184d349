// A locale's alphabetic index (A–Z in English, あかさたな… in Japanese), by ICU's AlphabeticIndex: the labels
// CLDR's index exemplar characters give, and the bucket each string falls in by the locale's collation. ICU has
// no C API for it. Like CICU.c, one of the files that include unicode/*.h.
//
// The handle is an AlphabeticIndex::ImmutableIndex: built once, it is read only, so it answers from several
// threads at once (ICU documents it thread-safe), which the mutable AlphabeticIndex is not.
#include "CICU.h"

#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

#include <new>

extern "C" {

const int32_t DP_U_ALPHAINDEX_NORMAL = U_ALPHAINDEX_NORMAL, DP_U_ALPHAINDEX_UNDERFLOW = U_ALPHAINDEX_UNDERFLOW,
              DP_U_ALPHAINDEX_INFLOW = U_ALPHAINDEX_INFLOW, DP_U_ALPHAINDEX_OVERFLOW = U_ALPHAINDEX_OVERFLOW;

dp_alphabetic_index *dp_alphaindex_open(const char *locale, int32_t *status) {
    UErrorCode code = static_cast<UErrorCode>(*status);
    icu::AlphabeticIndex::ImmutableIndex *immutable = nullptr;
    {
        icu::AlphabeticIndex index(icu::Locale(locale), code);
        if (U_SUCCESS(code)) immutable = index.buildImmutableIndex(code);
    }
    if (U_FAILURE(code)) {
        delete immutable;
        immutable = nullptr;
    }
    *status = static_cast<int32_t>(code);
    return reinterpret_cast<dp_alphabetic_index *>(immutable);
}

void dp_alphaindex_close(dp_alphabetic_index *index) {
    delete reinterpret_cast<icu::AlphabeticIndex::ImmutableIndex *>(index);
}

int32_t dp_alphaindex_getBucketCount(const dp_alphabetic_index *index) {
    return reinterpret_cast<const icu::AlphabeticIndex::ImmutableIndex *>(index)->getBucketCount();
}

int32_t dp_alphaindex_getBucketLabel(const dp_alphabetic_index *index, int32_t bucket, dp_uchar *result,
                                     int32_t capacity, int32_t *labelType, int32_t *status) {
    UErrorCode code = static_cast<UErrorCode>(*status);
    const auto *found = reinterpret_cast<const icu::AlphabeticIndex::ImmutableIndex *>(index)->getBucket(bucket);
    int32_t length = 0;
    if (U_SUCCESS(code) && found == nullptr) code = U_INDEX_OUTOFBOUNDS_ERROR;
    if (U_SUCCESS(code)) {
        *labelType = static_cast<int32_t>(found->getLabelType());
        length = found->getLabel().extract(reinterpret_cast<UChar *>(result), capacity, code);
    }
    *status = static_cast<int32_t>(code);
    return length;
}

int32_t dp_alphaindex_getBucketIndex(const dp_alphabetic_index *index, const dp_uchar *name, int32_t length,
                                     int32_t *status) {
    UErrorCode code = static_cast<UErrorCode>(*status);
    icu::UnicodeString text(false, reinterpret_cast<const UChar *>(name), length);
    int32_t bucket = reinterpret_cast<const icu::AlphabeticIndex::ImmutableIndex *>(index)->getBucketIndex(text, code);
    *status = static_cast<int32_t>(code);
    return bucket;
}
}
