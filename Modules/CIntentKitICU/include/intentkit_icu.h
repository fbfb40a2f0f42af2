#ifndef INTENTKIT_ICU_H
#define INTENTKIT_ICU_H

// IntentKit's bridge to the system ICU (libicu-dev).
//
// This header deliberately uses plain C types only. Swift's Foundation on Linux carries
// its own ICU headers as the `_FoundationICU` module; a public header that included the
// system <unicode/*.h> would define the same C enums a second time and break every Swift
// file that imports both. The ICU headers are included only in the implementation.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opened set of plural rules (a UPluralRules).
typedef struct intentkit_plural_rules intentkit_plural_rules;

/// Rule types: 0 = cardinal ("1 file"), 1 = ordinal ("1st").
enum { INTENTKIT_PLURAL_CARDINAL = 0, INTENTKIT_PLURAL_ORDINAL = 1 };

/// Opens the rules for an ICU locale ID (such as "pt_PT"); NULL on failure, with the ICU error code in *error.
intentkit_plural_rules *intentkit_plural_rules_open(const char *locale, int32_t type, int32_t *error);

/// Closes rules opened by intentkit_plural_rules_open.
void intentkit_plural_rules_close(intentkit_plural_rules *rules);

/// Writes the category keyword for a number into out (ASCII, NUL-terminated); returns its length or -1.
int32_t intentkit_plural_rules_select(const intentkit_plural_rules *rules, double number, char *out, int32_t capacity);

/// Like intentkit_plural_rules_select, for a decimal written as text ("1.0", "-2.50"): visible fraction
/// digits count, as CLDR's operands v and f require. Returns -1 for text that is not a plain decimal.
int32_t intentkit_plural_rules_select_decimal(const intentkit_plural_rules *rules, const char *locale,
                                              const char *decimal, char *out, int32_t capacity);

/// Writes the rules' category keywords, separated by spaces, in ICU's order; returns the length or -1.
int32_t intentkit_plural_rules_keywords(const intentkit_plural_rules *rules, char *out, int32_t capacity);

/// Returns 1 when ICU has locale data for the language subtag (such as "pt" or "yue"), else 0.
int32_t intentkit_language_is_known(const char *language);

/// Formats an integer with the locale's digits and grouping, as UTF-8; returns the length or -1.
int32_t intentkit_format_integer(const char *locale, int64_t value, char *out, int32_t capacity);

/// Formats a double with the locale's digits, grouping and decimal separator (at most `max_fraction`
/// fraction digits, trailing zeros dropped), as UTF-8; returns the length or -1.
int32_t intentkit_format_double(const char *locale, double value, int32_t max_fraction, char *out, int32_t capacity);

/// An opened collator (a UCollator); use it from one thread at a time.
typedef struct intentkit_collator intentkit_collator;

/// Opens a collator for an ICU locale ID ("" is the root order), with digits compared as numbers when
/// `numeric` is 1; NULL on failure, with the ICU error code in *error.
intentkit_collator *intentkit_collator_open(const char *locale, int32_t numeric, int32_t *error);

/// Closes a collator opened by intentkit_collator_open.
void intentkit_collator_close(intentkit_collator *collator);

/// Compares two UTF-8 strings: -1, 0 or 1.
int32_t intentkit_collator_compare(const intentkit_collator *collator, const char *a, int32_t a_length,
                                   const char *b, int32_t b_length);

/// The ICU version, such as "72.1".
const char *intentkit_icu_version(void);

#ifdef __cplusplus
}
#endif

#endif
