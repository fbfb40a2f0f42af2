#!/usr/bin/env bash
# Runs IntentKit's hooks (.pre-commit-hooks.yaml) through the real pre-commit tool, as a team's repository
# would: `pre-commit try-repo` on this repository, in a new git repository with two apps and staged files.
#
# The `-system` hooks run; they use the intentkit on PATH, here the one `swift build` made (INTENTKIT_BIN
# names another folder). The `language: swift` hooks differ only in that pre-commit builds intentkit
# with `swift build -c release` first, which is too slow for every CI run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${INTENTKIT_BIN:-$(swift build --package-path "$root" --show-bin-path)}"
[ -x "$bin/intentkit" ] || { echo "no intentkit in $bin: run swift build first"; exit 2; }
bin="$(cd "$bin" && pwd)"
pre_commit() { if command -v pre-commit >/dev/null; then command pre-commit "$@"; else python3 -m pre_commit "$@"; fi; }
pre_commit --version >/dev/null 2>&1 || { echo "pre-commit is not installed (python3 -m pip install pre-commit)"; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export PATH="$bin:$PATH" PRE_COMMIT_HOME="$work/cache" LC_ALL=C.UTF-8
export GIT_AUTHOR_NAME=IntentKit GIT_AUTHOR_EMAIL=ci@intentkit.invalid GIT_COMMITTER_NAME=IntentKit GIT_COMMITTER_EMAIL=ci@intentkit.invalid

# pre-commit clones the hooks' repository; a checkout with changes not yet committed is tried as it is.
repo="$work/app"
mkdir -p "$repo/Apps/Timer" "$repo/Apps/Soup"
# Each app's folder is marked by its settings file (an Xcode project or a Package.swift would mark it too).
for app in Timer Soup; do echo "# $app's IntentKit settings" >"$repo/Apps/$app/.intentkit.yml"; done
cp -R "$root/Tests/IntentKitCLITests/Fixtures/BrokenApp/." "$repo/Apps/Timer/"
cp -R "$root/Examples/SoupChef/Sources" "$root/Examples/SoupChef/en.lproj" "$repo/Apps/Soup/"
echo "# Apps" >"$repo/README.md"
git -C "$repo" init -q
git -C "$repo" add README.md
git -C "$repo" commit -qm "README"

passed=0
failed=0
run_hook() { # run_hook HOOK LOG: pre-commit try-repo on the staged files; its exit status returned
  local status=0
  (cd "$repo" && pre_commit try-repo "$root" "$1" --verbose) >"$2" 2>&1 || status=$?
  return $status
}
expect() { # expect NAME WANTED-STATUS STATUS LOG [PATTERN [ABSENT-PATTERN]]
  local name="$1" want="$2" got="$3" log="$4" pattern="${5:-}" absent="${6:-}"
  if [ "$got" -eq "$want" ] && { [ -z "$pattern" ] || grep -qE "$pattern" "$log"; } && { [ -z "$absent" ] || ! grep -qE "$absent" "$log"; }; then
    passed=$((passed + 1)); echo "ok: $name"
  else
    failed=$((failed + 1)); echo "FAILED: $name (exit $got, wanted $want)"; tail -30 "$log"
  fi
}

start=$(date +%s)

# Only a clean app's files staged: the hook checks that app and passes.
git -C "$repo" add Apps/Soup
status=0; run_hook intentkit-check-system "$work/soup.log" || status=$?
expect "intentkit-check passes on a clean app's staged files" 0 "$status" "$work/soup.log" "in app Apps/Soup" "Apps/Timer"

# The broken app's phrase file staged too: its warning and the app's errors fail the commit.
git -C "$repo" add Apps/Timer/en.lproj
status=0; run_hook intentkit-check-system "$work/timer.log" || status=$?
expect "intentkit-check fails on the broken app's errors" 1 "$status" "$work/timer.log" \
  "Apps/Timer/relevance.yaml:4:1: error: malformed YAML"
expect "intentkit-check reports the staged phrase file's warning" 1 "$status" "$work/timer.log" \
  "Apps/Timer/en.lproj/AppShortcuts.strings:2:1: warning: This phrase is not used"

# The phrase-file hook runs on staged phrase files (only the rules that need no code): the Timer phrase lacks the app name.
status=0; run_hook intentkit-shortcuts-check-system "$work/shortcuts.log" || status=$?
expect "intentkit-shortcuts-check fails on a phrase without the app's name" 1 "$status" "$work/shortcuts.log" \
  "Apps/Timer/en.lproj/AppShortcuts.strings:1:19: error: .*\[shortcuts.application-name\]"

# A catalog with a broken placeholder staged: the lint hook fails.
mkdir -p "$repo/Apps/Soup/de.lproj"
printf '"%%d soups" = "%%d soups";\n' >"$repo/Apps/Soup/en.lproj/Localizable.strings"
printf '"%%d soups" = "%%@ Suppen";\n' >"$repo/Apps/Soup/de.lproj/Localizable.strings"
git -C "$repo" add Apps/Soup
status=0; run_hook intentkit-localization-lint-system "$work/lint.log" || status=$?
expect "intentkit-localization-lint fails on a placeholder of another type" 1 "$status" "$work/lint.log" \
  "de.lproj/Localizable.strings:1:[0-9]+: error: .*\[localization.placeholder-mismatch\]"

# Nothing IntentKit reads staged: every hook is skipped.
git -C "$repo" reset -q
echo "more" >>"$repo/README.md"
git -C "$repo" add README.md
status=0; run_hook intentkit-check-system "$work/readme.log" || status=$?
expect "intentkit-check is skipped when no staged file is one IntentKit reads" 0 "$status" "$work/readme.log" "no files to check"

echo "pre-commit hooks took $(( $(date +%s) - start )) s"
echo "pre-commit-hooks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
