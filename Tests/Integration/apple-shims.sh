#!/usr/bin/env bash
# Checks, on Linux, the code paths the C shims take on Apple platforms, where this machine cannot build:
#   1. ICU declarations. Modules/CIntentKitICU/icucore/icucore.h declares the ICU functions the shim calls,
#      for Apple's libicucore (no headers on macOS). It is compiled after ICU's own headers (libicu-dev,
#      U_DISABLE_RENAMING=1) in one translation unit: a signature, constant or macro that differs from ICU's
#      is an error. Two copies of the file with a wrong declaration are compiled too, and must fail.
#   2. The shim on those declarations. intentkit_icu.c is compiled with the carried declarations instead of
#      ICU's headers (as on a Mac) and linked to the system ICU through its versioned names (the only
#      difference from libicucore's plain ones); a small program prints plural categories, formatted
#      numbers, collation and keywords through it, and must print what the same program prints through
#      the shim built the Linux way.
#   3. libyaml from Yams. On Apple platforms CIntentKitYAML compiles against, and links, the libyaml Yams
#      bundles (its CYaml target). intentkit_yaml.c is compiled against CYaml's header and sources, and a
#      program that prints every event and error of a few documents (in both parsing modes) must print what
#      it prints with the system libyaml.
# Needs clang (the Swift toolchain's), libicu-dev, libyaml-dev and Yams' checkout (resolved when missing).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="${INTENTKIT_SCRATCH:-$root/.build}"
icu="$root/Modules/CIntentKitICU"
yaml="$root/Modules/CIntentKitYAML"
work="$(mktemp -d)"
trap '[ "${INTENTKIT_KEEP_WORK:-0}" = 1 ] && echo "kept $work" || rm -rf "$work"' EXIT
cc="${CC:-clang}"
flags=(-std=gnu11 -Werror -Wall)

passed=0
failed=0
check() { # check NAME COMMAND...: runs a test command, counts it
  local name="$1"; shift
  if "$@"; then passed=$((passed + 1)); echo "ok: $name"; else failed=$((failed + 1)); echo "FAILED: $name"; fi
}

# 1. The declarations against ICU's headers.
cat >"$work/check.c" <<'EOF'
#include <unicode/ucol.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>
#define INTENTKIT_ICUCORE_CHECK 1
#include "icucore/icucore.h"
EOF
compiles_with_headers() { # compiles_with_headers FOLDER LOG: the check with FOLDER/icucore/icucore.h
  "$cc" "${flags[@]}" -fsyntax-only -DU_DISABLE_RENAMING=1 -I"$1" "$work/check.c" >"$2" 2>&1
}
check "icucore.h agrees with ICU's headers (U_DISABLE_RENAMING=1)" compiles_with_headers "$icu" "$work/check.log"
[ "$failed" -eq 0 ] || cat "$work/check.log"

# The check fails when a declaration is wrong: a parameter's type, and a constant's value.
mkdir -p "$work/wrong-signature/icucore" "$work/wrong-constant/icucore"
sed 's/uplrules_select(const UPluralRules \*uplrules, double number/uplrules_select(const UPluralRules *uplrules, float number/' \
  "$icu/icucore/icucore.h" >"$work/wrong-signature/icucore/icucore.h"
sed 's/X(UCOL_ON, 17)/X(UCOL_ON, 16)/' "$icu/icucore/icucore.h" >"$work/wrong-constant/icucore/icucore.h"
fails_when_wrong() { # fails_when_wrong NAME PATTERN: the check with NAME's changed copy fails, saying PATTERN
  ! cmp -s "$icu/icucore/icucore.h" "$work/$1/icucore/icucore.h" &&
    ! compiles_with_headers "$work/$1" "$work/$1.out" && grep -q "$2" "$work/$1.out"
}
check "a wrong signature is a conflicting declaration" fails_when_wrong wrong-signature "error: conflicting types for 'uplrules_select'"
check "a wrong constant fails its static assertion" fails_when_wrong wrong-constant "UCOL_ON is not 16 in ICU's headers"

# 2. The shim on the carried declarations, against the system ICU.
cat >"$work/icu-driver.c" <<'EOF'
#include <stdio.h>
#include "intentkit_icu.h"

int main(void) {
    const char *locales[] = {"en", "fr", "pt_PT", "ru", "ar", "ja", "cy", "lv"};
    double numbers[] = {0, 1, 2, 3, 5, 11, 21, 101, 1.5, 0.1};
    const char *decimals[] = {"1", "1.0", "1.50", "-2", "21", "0.0", "7.25"};
    char out[256];
    for (size_t l = 0; l < sizeof locales / sizeof *locales; l++) {
        for (int type = 0; type <= 1; type++) {
            int32_t error = 0;
            intentkit_plural_rules *rules = intentkit_plural_rules_open(locales[l], type, &error);
            if (!rules) { printf("%s %d: error %d\n", locales[l], type, error); continue; }
            intentkit_plural_rules_keywords(rules, out, sizeof out);
            printf("%s %s keywords: %s\n", locales[l], type ? "ordinal" : "cardinal", out);
            for (size_t n = 0; n < sizeof numbers / sizeof *numbers; n++) {
                int32_t length = intentkit_plural_rules_select(rules, numbers[n], out, sizeof out);
                printf("  %g -> %s (%d)\n", numbers[n], length < 0 ? "-" : out, length);
            }
            for (size_t d = 0; d < sizeof decimals / sizeof *decimals; d++) {
                int32_t length = intentkit_plural_rules_select_decimal(rules, locales[l], decimals[d], out, sizeof out);
                printf("  \"%s\" -> %s (%d)\n", decimals[d], length < 0 ? "-" : out, length);
            }
            intentkit_plural_rules_close(rules);
        }
        intentkit_format_integer(locales[l], 1234567, out, sizeof out);
        printf("%s integer: %s\n", locales[l], out);
        intentkit_format_double(locales[l], -9876.54321, 2, out, sizeof out);
        printf("%s double: %s\n", locales[l], out);
    }
    const char *languages[] = {"pt", "yue", "xx", "en", "tlh"};
    for (size_t i = 0; i < sizeof languages / sizeof *languages; i++)
        printf("language %s: %d\n", languages[i], intentkit_language_is_known(languages[i]));
    int32_t error = 0;
    intentkit_collator *collator = intentkit_collator_open("sv", 1, &error);
    printf("collator: %s (%d)\n", collator ? "open" : "failed", error);
    const char *pairs[][2] = {{"item 2", "item 10"}, {"z", "\xc3\xa4"}, {"a", "A"}, {"same", "same"}};
    for (size_t i = 0; collator && i < sizeof pairs / sizeof *pairs; i++)
        printf("  %s <> %s: %d\n", pairs[i][0], pairs[i][1],
               intentkit_collator_compare(collator, pairs[i][0], (int32_t)strlen(pairs[i][0]), pairs[i][1], (int32_t)strlen(pairs[i][1])));
    intentkit_collator_close(collator);
    printf("ICU %s\n", intentkit_icu_version());
    return 0;
}
EOF
sed -i '1i #include <string.h>' "$work/icu-driver.c"
# libicucore's names are the plain ones; libicu-dev's carry the version (uplrules_select_72). The carried
# functions' names are mapped to the versioned ones, so the shim built as on a Mac links to this ICU.
suffix="$(printf '#include <unicode/uvernum.h>\nU_ICU_VERSION_SUFFIX\n' | "$cc" -E -P -x c - | tr -d '[:space:]')"
grep -v '^ *//' "$icu/icucore/icucore.h" | grep -oE '\<(u|uenum|uloc|uplrules|unumf|ucol)_[A-Za-z0-9]+\(' | tr -d '(' | sort -u \
  | awk -v suffix="$suffix" '{ print "#define " $1 " " $1 suffix }' >"$work/rename.h"
icu_libs=(-licui18n -licuuc -licudata)
builds_icu() { # builds_icu NAME FLAGS...: the driver and the shim
  "$cc" "${flags[@]}" "${@:2}" -I"$icu/include" "$icu/intentkit_icu.c" "$work/icu-driver.c" -o "$work/$1" "${icu_libs[@]}" 2>"$work/$1.log"
}
check "the shim builds the Linux way (ICU's headers)" builds_icu icu-system
check "the shim builds on the carried declarations alone, as on Apple platforms ($(wc -l <"$work/rename.h") functions)" \
  builds_icu icu-carried -DINTENTKIT_ICUCORE -include "$work/rename.h"
check "the carried build includes no ICU header" bash -c "
  '$cc' -DINTENTKIT_ICUCORE -include '$work/rename.h' -I'$icu/include' -M '$icu/intentkit_icu.c' | tr ' ' '\n' | grep -v '^\\\\$' >'$work/deps.txt' &&
  ! grep -q 'unicode/' '$work/deps.txt' && grep -q 'icucore/icucore.h' '$work/deps.txt'"
if [ -x "$work/icu-system" ] && [ -x "$work/icu-carried" ]; then
  "$work/icu-system" >"$work/icu-system.txt"
  "$work/icu-carried" >"$work/icu-carried.txt"
  check "the carried build prints what the Linux build prints ($(wc -l <"$work/icu-system.txt") lines)" \
    bash -c "diff '$work/icu-system.txt' '$work/icu-carried.txt' && grep -qx 'en ordinal keywords: few one two other' '$work/icu-system.txt' &&
      grep -qx 'en double: -9,876.54' '$work/icu-system.txt'"
fi

# 3. libyaml from Yams' CYaml.
yams="$scratch/checkouts/Yams/Sources/CYaml"
[ -d "$yams" ] || swift package --package-path "$root" --scratch-path "$scratch" resolve >/dev/null
cat >"$work/yaml-driver.c" <<'EOF'
#include <stdio.h>
#include <string.h>
#include "intentkit_yaml.h"

static void dump(const char *name, const char *text, int pipelined) {
    intentkit_yaml_parser *parser = pipelined ? intentkit_yaml_parser_open_pipelined((const uint8_t *)text, strlen(text))
                                              : intentkit_yaml_parser_open((const uint8_t *)text, strlen(text));
    printf("%s (%s):\n", name, pipelined ? "pipelined" : "direct");
    intentkit_yaml_event event;
    for (;;) {
        if (!intentkit_yaml_parser_next(parser, &event)) {
            intentkit_yaml_error error;
            intentkit_yaml_parser_error(parser, &error);
            printf("  error %d: %s at %llu:%llu; %s at %llu:%llu\n", error.kind, error.problem,
                   (unsigned long long)error.problem_line, (unsigned long long)error.problem_column,
                   error.context ? error.context : "-", (unsigned long long)error.context_line, (unsigned long long)error.context_column);
            break;
        }
        printf("  %d at %llu:%llu value=%.*s anchor=%s tag=%s quoted=%d\n", event.kind, (unsigned long long)event.line,
               (unsigned long long)event.column, (int)event.length, event.value ? (const char *)event.value : "",
               event.anchor ? (const char *)event.anchor : "-", event.tag ? (const char *)event.tag : "-", event.quoted_implicit);
        if (event.kind == 2) break;
    }
    intentkit_yaml_parser_close(parser);
    printf("  events counted: %lld\n", (long long)intentkit_yaml_count_events((const uint8_t *)text, strlen(text)));
}

int main(void) {
    const char *documents[][2] = {
        {"schedule", "widget: transit\nschedules:\n  - &weekday {days: [mon, tue], from: \"07:30\", score: 0.8}\n  - *weekday\n  - !!str 12\n  - |\n    block\n    text\n"},
        {"two documents", "--- a\n...\n--- [1, 2, {b: c}]\n"},
        {"unterminated", "key: [1, 2\nother: x\n"},
        {"bad indentation", "a:\n  b: 1\n c: 2\n"},
        {"control character", "a: \x01\n"},
        {"unclosed quote", "a: 'text\n"},
    };
    for (size_t i = 0; i < sizeof documents / sizeof *documents; i++) {
        dump(documents[i][0], documents[i][1], 0);
        dump(documents[i][0], documents[i][1], 1);
    }
    return 0;
}
EOF
builds_yaml_system() {
  "$cc" "${flags[@]}" -I"$yaml/include" "$yaml/intentkit_yaml.c" "$work/yaml-driver.c" -o "$work/yaml-system" -lyaml -lpthread 2>"$work/yaml-system.log"
}
builds_yaml_yams() { # CYaml's sources with its own flags (YAML_DECLARE_STATIC, as Yams' manifest sets), not IntentKit's warnings
  mkdir -p "$work/cyaml" && (cd "$work/cyaml" && "$cc" -std=gnu11 -w -DYAML_DECLARE_STATIC -I"$yams/include" -c "$yams"/src/*.c) &&
    "$cc" "${flags[@]}" -DYAML_DECLARE_STATIC -I"$yams/include" -I"$yaml/include" "$yaml/intentkit_yaml.c" "$work/yaml-driver.c" \
      "$work"/cyaml/*.o -o "$work/yaml-yams" -lpthread 2>"$work/yaml-yams.log" &&
    # Yams' yaml.h was the one compiled against, and libyaml is in the program itself: no libyaml.so is needed.
    "$cc" -I"$yams/include" -I"$yaml/include" -M "$yaml/intentkit_yaml.c" | grep "$yams/include/yaml.h" >/dev/null &&
    ! ldd "$work/yaml-yams" | grep libyaml >/dev/null && nm "$work/yaml-yams" | grep ' T yaml_parser_parse$' >/dev/null
}
check "the shim builds with the system libyaml" builds_yaml_system
check "the shim builds with Yams' libyaml (CYaml's header and sources, no -lyaml)" builds_yaml_yams
if [ -x "$work/yaml-system" ] && [ -x "$work/yaml-yams" ]; then
  "$work/yaml-system" >"$work/yaml-system.txt"
  "$work/yaml-yams" >"$work/yaml-yams.txt"
  check "Yams' libyaml gives the events and errors the system libyaml gives ($(wc -l <"$work/yaml-system.txt") lines)" \
    bash -c "diff '$work/yaml-system.txt' '$work/yaml-yams.txt' && grep -q 'error 1: ' '$work/yaml-system.txt' &&
      grep -q 'error 2: ' '$work/yaml-system.txt' && grep -q 'error 3: ' '$work/yaml-system.txt'"
fi

for log in "$work"/*.log; do
  [ "$failed" -eq 0 ] || [ ! -s "$log" ] || { echo "--- $(basename "$log")"; tail -15 "$log"; }
done
echo "apple-shims: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
