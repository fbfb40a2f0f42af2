#include "intentkit_icu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__APPLE__) || defined(INTENTKIT_ICUCORE)
// Apple's libicucore, whose headers the OS does not ship: the declarations IntentKit carries for it.
// (INTENTKIT_ICUCORE compiles this path elsewhere: Tests/Integration/icu-declarations.sh runs it on Linux.)
#include "icucore/icucore.h"
#else
// The system ICU (libicu-dev).
#include <unicode/ucol.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>
#endif

struct intentkit_plural_rules {
    UPluralRules *rules;
};

intentkit_plural_rules *intentkit_plural_rules_open(const char *locale, int32_t type, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, type == INTENTKIT_PLURAL_ORDINAL ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &status);
    if (error) *error = (int32_t)status;
    if (U_FAILURE(status) || rules == NULL) return NULL;
    intentkit_plural_rules *wrapper = (intentkit_plural_rules *)malloc(sizeof(intentkit_plural_rules));
    if (wrapper == NULL) {
        uplrules_close(rules);
        return NULL;
    }
    wrapper->rules = rules;
    return wrapper;
}

void intentkit_plural_rules_close(intentkit_plural_rules *rules) {
    if (rules == NULL) return;
    uplrules_close(rules->rules);
    free(rules);
}

/// Copies an ASCII keyword out of UTF-16.
static int32_t copy_keyword(const UChar *keyword, int32_t length, char *out, int32_t capacity) {
    if (length < 0 || length >= capacity) return -1;
    for (int32_t i = 0; i < length; i++) {
        if (keyword[i] > 0x7F) return -1;
        out[i] = (char)keyword[i];
    }
    out[length] = '\0';
    return length;
}

int32_t intentkit_plural_rules_select(const intentkit_plural_rules *rules, double number, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar keyword[16];
    int32_t length = uplrules_select(rules->rules, number, keyword, 16, &status);
    if (U_FAILURE(status)) return -1;
    return copy_keyword(keyword, length, out, capacity);
}

/// Whether text is a plain decimal: optional '-', digits, optional '.' and digits. Counts fraction digits.
static int is_plain_decimal(const char *text, int32_t *fraction_digits) {
    const char *p = text;
    int digits = 0;
    *fraction_digits = 0;
    if (*p == '-' || *p == '+') p++;
    while (*p >= '0' && *p <= '9') { p++; digits++; }
    if (*p == '.') {
        p++;
        while (*p >= '0' && *p <= '9') { p++; (*fraction_digits)++; }
        if (*fraction_digits == 0) return 0;
    }
    return digits > 0 && *p == '\0';
}

int32_t intentkit_plural_rules_select_decimal(const intentkit_plural_rules *rules, const char *locale,
                                              const char *decimal, char *out, int32_t capacity) {
    int32_t fraction_digits = 0;
    if (!is_plain_decimal(decimal, &fraction_digits) || fraction_digits > 20) return -1;
    // A skeleton that shows exactly the fraction digits the text has (".00" for two), no grouping.
    UChar skeleton[64];
    int32_t n = 0;
    const char *prefix = fraction_digits == 0 ? "precision-integer" : ".";
    for (const char *p = prefix; *p; p++) skeleton[n++] = (UChar)*p;
    for (int32_t i = 0; i < fraction_digits; i++) skeleton[n++] = (UChar)'0';
    const char *grouping = " group-off";
    for (const char *p = grouping; *p; p++) skeleton[n++] = (UChar)*p;

    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, n, locale, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    int32_t length = -1;
    if (U_SUCCESS(status)) {
        unumf_formatDecimal(formatter, decimal, (int32_t)strlen(decimal), result, &status);
        UChar keyword[16];
        int32_t keywordLength = uplrules_selectFormatted(rules->rules, result, keyword, 16, &status);
        if (U_SUCCESS(status)) length = copy_keyword(keyword, keywordLength, out, capacity);
    }
    unumf_closeResult(result);
    unumf_close(formatter);
    return length;
}

int32_t intentkit_plural_rules_keywords(const intentkit_plural_rules *rules, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(rules->rules, &status);
    if (U_FAILURE(status)) return -1;
    int32_t used = 0;
    const char *keyword;
    int32_t length;
    while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
        if (used + length + 2 > capacity) { used = -1; break; }
        if (used > 0) out[used++] = ' ';
        memcpy(out + used, keyword, (size_t)length);
        used += length;
    }
    uenum_close(keywords);
    if (used >= 0) out[used] = '\0';
    return U_FAILURE(status) ? -1 : used;
}

int32_t intentkit_language_is_known(const char *language) {
    int32_t count = uloc_countAvailable();
    char available[ULOC_LANG_CAPACITY];
    for (int32_t i = 0; i < count; i++) {
        UErrorCode status = U_ZERO_ERROR;
        uloc_getLanguage(uloc_getAvailable(i), available, ULOC_LANG_CAPACITY, &status);
        if (U_SUCCESS(status) && strcmp(available, language) == 0) return 1;
    }
    return 0;
}

static int32_t format_with(const char *locale, const UChar *skeleton, int is_integer, int64_t integer, double value,
                           char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, -1, locale, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    int32_t length = -1;
    if (U_SUCCESS(status)) {
        if (is_integer) unumf_formatInt(formatter, integer, result, &status);
        else unumf_formatDouble(formatter, value, result, &status);
        UChar buffer[128];
        int32_t units = unumf_resultToString(result, buffer, 128, &status);
        if (U_SUCCESS(status) && units < 128) {
            int32_t written = 0;
            u_strToUTF8(out, capacity, &written, buffer, units, &status);
            if (U_SUCCESS(status) && written < capacity) length = written;
        }
    }
    unumf_closeResult(result);
    unumf_close(formatter);
    return length;
}

int32_t intentkit_format_integer(const char *locale, int64_t value, char *out, int32_t capacity) {
    static const UChar skeleton[] = {'p','r','e','c','i','s','i','o','n','-','i','n','t','e','g','e','r',0};
    return format_with(locale, skeleton, 1, value, 0, out, capacity);
}

int32_t intentkit_format_double(const char *locale, double value, int32_t max_fraction, char *out, int32_t capacity) {
    if (max_fraction < 0 || max_fraction > 20) return -1;
    UChar skeleton[32];
    int32_t n = 0;
    skeleton[n++] = '.';
    for (int32_t i = 0; i < max_fraction; i++) skeleton[n++] = '#';
    if (max_fraction == 0) { n = 0; const char *p = "precision-integer"; while (*p) skeleton[n++] = (UChar)*p++; }
    skeleton[n] = 0;
    return format_with(locale, skeleton, 0, 0, value, out, capacity);
}

struct intentkit_collator {
    UCollator *collator;
};

intentkit_collator *intentkit_collator_open(const char *locale, int32_t numeric, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &status);
    if (U_SUCCESS(status) && numeric) {
        ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
    }
    if (U_FAILURE(status)) {
        if (collator) ucol_close(collator);
        *error = (int32_t)status;
        return NULL;
    }
    intentkit_collator *result = malloc(sizeof(intentkit_collator));
    if (!result) {
        ucol_close(collator);
        *error = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->collator = collator;
    *error = 0;
    return result;
}

void intentkit_collator_close(intentkit_collator *collator) {
    if (!collator) return;
    ucol_close(collator->collator);
    free(collator);
}

int32_t intentkit_collator_compare(const intentkit_collator *collator, const char *a, int32_t a_length,
                                   const char *b, int32_t b_length) {
    UErrorCode status = U_ZERO_ERROR;
    UCollationResult result = ucol_strcollUTF8(collator->collator, a, a_length, b, b_length, &status);
    if (U_FAILURE(status)) {
        // Invalid UTF-8 cannot come from a Swift string; fall back to byte order all the same.
        int32_t length = a_length < b_length ? a_length : b_length;
        int order = memcmp(a, b, (size_t)length);
        if (order != 0) return order < 0 ? -1 : 1;
        return a_length == b_length ? 0 : (a_length < b_length ? -1 : 1);
    }
    return result == UCOL_LESS ? -1 : (result == UCOL_GREATER ? 1 : 0);
}

const char *intentkit_icu_version(void) {
    static char text[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, text);
    return text;
}
