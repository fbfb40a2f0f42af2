#ifndef INTENTKIT_ICUCORE_H
#define INTENTKIT_ICUCORE_H

// The ICU C API that intentkit_icu.c calls, declared for Apple's libicucore.
//
// Every Mac, iPhone and Apple Watch has ICU as libicucore.dylib (the ICU Foundation itself uses), but
// neither macOS nor Xcode ships its headers. So on Apple platforms the shim compiles against these
// declarations, exactly the functions, types and constants it uses and no others, and links libicucore.
// Apple builds ICU with U_DISABLE_RENAMING, so its symbols have no version suffix (`ucol_open`, not
// `ucol_open_74`) and the names here are the plain ones.
//
// Tests/Integration/icu-declarations.sh compiles this file after ICU's own headers (libicu-dev, with
// U_DISABLE_RENAMING=1) in one translation unit with INTENTKIT_ICUCORE_CHECK defined: a function
// declared with another signature than ICU's is a conflicting declaration, a constant with another value
// fails a static assertion, and a macro with another definition is a redefinition, each an error there.
// Add to this file whatever intentkit_icu.c starts to call; the check tells when it is wrong.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Types

typedef int8_t UBool;
/// UTF-16 code units: ICU's type in C (C++ makes it char16_t; this file is for C).
typedef uint16_t UChar;

#define U_MAX_VERSION_LENGTH 4
#define U_MAX_VERSION_STRING_LENGTH 20
typedef uint8_t UVersionInfo[U_MAX_VERSION_LENGTH];

#define ULOC_LANG_CAPACITY 12

typedef struct UPluralRules UPluralRules;
typedef struct UEnumeration UEnumeration;
typedef struct UCollator UCollator;
typedef struct UNumberFormatter UNumberFormatter;
typedef struct UFormattedNumber UFormattedNumber;

// MARK: Enumerations
//
// Each as a list of the enumerators the shim names, with ICU's values. The error codes keep ICU's most
// negative one (U_USING_FALLBACK_WARNING), and the attribute values UCOL_DEFAULT, so both types are a
// signed int as ICU's are.

#define INTENTKIT_ICU_ERROR_CODES(X) \
    X(U_USING_FALLBACK_WARNING, -128) \
    X(U_ZERO_ERROR, 0) \
    X(U_MEMORY_ALLOCATION_ERROR, 7)

#define INTENTKIT_ICU_PLURAL_TYPES(X) \
    X(UPLURAL_TYPE_CARDINAL, 0) \
    X(UPLURAL_TYPE_ORDINAL, 1)

#define INTENTKIT_ICU_COLLATION_ATTRIBUTES(X) \
    X(UCOL_NUMERIC_COLLATION, 7)

#define INTENTKIT_ICU_COLLATION_ATTRIBUTE_VALUES(X) \
    X(UCOL_DEFAULT, -1) \
    X(UCOL_ON, 17)

#define INTENTKIT_ICU_COLLATION_RESULTS(X) \
    X(UCOL_EQUAL, 0) \
    X(UCOL_GREATER, 1) \
    X(UCOL_LESS, -1)

#ifdef INTENTKIT_ICUCORE_CHECK
// ICU's headers came first and defined the enumerations: check the values instead.
#define INTENTKIT_ICU_VALUE(name, value) _Static_assert(name == (value), #name " is not " #value " in ICU's headers");
#else
#define INTENTKIT_ICU_VALUE(name, value) name = (value),
typedef enum UErrorCode { INTENTKIT_ICU_ERROR_CODES(INTENTKIT_ICU_VALUE) } UErrorCode;
typedef enum UPluralType { INTENTKIT_ICU_PLURAL_TYPES(INTENTKIT_ICU_VALUE) } UPluralType;
typedef enum UColAttribute { INTENTKIT_ICU_COLLATION_ATTRIBUTES(INTENTKIT_ICU_VALUE) } UColAttribute;
typedef enum UColAttributeValue { INTENTKIT_ICU_COLLATION_ATTRIBUTE_VALUES(INTENTKIT_ICU_VALUE) } UColAttributeValue;
typedef enum UCollationResult { INTENTKIT_ICU_COLLATION_RESULTS(INTENTKIT_ICU_VALUE) } UCollationResult;
#undef INTENTKIT_ICU_VALUE
#define INTENTKIT_ICU_VALUE(name, value)
#endif
INTENTKIT_ICU_ERROR_CODES(INTENTKIT_ICU_VALUE)
INTENTKIT_ICU_PLURAL_TYPES(INTENTKIT_ICU_VALUE)
INTENTKIT_ICU_COLLATION_ATTRIBUTES(INTENTKIT_ICU_VALUE)
INTENTKIT_ICU_COLLATION_ATTRIBUTE_VALUES(INTENTKIT_ICU_VALUE)
INTENTKIT_ICU_COLLATION_RESULTS(INTENTKIT_ICU_VALUE)
#undef INTENTKIT_ICU_VALUE

// Passed and returned by value: each must be an int, as ICU's enumerations are.
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t), "UErrorCode is an int");
_Static_assert(sizeof(UPluralType) == sizeof(int32_t), "UPluralType is an int");
_Static_assert(sizeof(UColAttribute) == sizeof(int32_t), "UColAttribute is an int");
_Static_assert(sizeof(UColAttributeValue) == sizeof(int32_t), "UColAttributeValue is an int");
_Static_assert(sizeof(UCollationResult) == sizeof(int32_t), "UCollationResult is an int");

#define U_SUCCESS(x) ((x)<=U_ZERO_ERROR)
#define U_FAILURE(x) ((x)>U_ZERO_ERROR)

// MARK: Functions

// uversion.h
void u_getVersion(UVersionInfo versionArray);
void u_versionToString(const UVersionInfo versionArray, char *versionString);

// ustring.h
char *u_strToUTF8(char *dest, int32_t destCapacity, int32_t *pDestLength, const UChar *src, int32_t srcLength,
                  UErrorCode *pErrorCode);

// uenum.h
void uenum_close(UEnumeration *en);
const char *uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status);

// uloc.h
int32_t uloc_countAvailable(void);
const char *uloc_getAvailable(int32_t n);
int32_t uloc_getLanguage(const char *localeID, char *language, int32_t languageCapacity, UErrorCode *err);

// upluralrules.h
UPluralRules *uplrules_openForType(const char *locale, UPluralType type, UErrorCode *status);
void uplrules_close(UPluralRules *uplrules);
int32_t uplrules_select(const UPluralRules *uplrules, double number, UChar *keyword, int32_t capacity,
                        UErrorCode *status);
int32_t uplrules_selectFormatted(const UPluralRules *uplrules, const struct UFormattedNumber *number, UChar *keyword,
                                 int32_t capacity, UErrorCode *status);
UEnumeration *uplrules_getKeywords(const UPluralRules *uplrules, UErrorCode *status);

// unumberformatter.h
UNumberFormatter *unumf_openForSkeletonAndLocale(const UChar *skeleton, int32_t skeletonLen, const char *locale,
                                                 UErrorCode *ec);
UFormattedNumber *unumf_openResult(UErrorCode *ec);
void unumf_formatInt(const UNumberFormatter *uformatter, int64_t value, UFormattedNumber *uresult, UErrorCode *ec);
void unumf_formatDouble(const UNumberFormatter *uformatter, double value, UFormattedNumber *uresult, UErrorCode *ec);
void unumf_formatDecimal(const UNumberFormatter *uformatter, const char *value, int32_t valueLen,
                         UFormattedNumber *uresult, UErrorCode *ec);
int32_t unumf_resultToString(const UFormattedNumber *uresult, UChar *buffer, int32_t bufferCapacity, UErrorCode *ec);
void unumf_close(UNumberFormatter *uformatter);
void unumf_closeResult(UFormattedNumber *uresult);

// ucol.h
UCollator *ucol_open(const char *loc, UErrorCode *status);
void ucol_close(UCollator *coll);
void ucol_setAttribute(UCollator *coll, UColAttribute attr, UColAttributeValue value, UErrorCode *status);
UCollationResult ucol_strcollUTF8(const UCollator *coll, const char *source, int32_t sourceLength, const char *target,
                                  int32_t targetLength, UErrorCode *status);

#ifdef __cplusplus
}
#endif

#endif
