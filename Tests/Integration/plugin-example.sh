#!/usr/bin/env bash
# Builds Examples/PluginExample, a package of its own that uses IntentKit's plugins, and checks what a
# developer sees:
#   1. `swift build` builds intentkit from source, runs `intentkit check` on the TimerIntents target and
#      prints its warning in the compiler's `file:line:col: warning:` form;
#   2. a build with nothing changed does not check again; a changed resource does;
#   3. an error the check finds fails the build;
#   4. `swift package intentkit check` prints the same warning and exits 0, writes SARIF to standard output
#      with `--format sarif`, and fails on a broken folder.
#
# The example is built in the root package's scratch folder (INTENTKIT_PLUGIN_SCRATCH to change it),
# so the swift-syntax modules the root build compiled for its macros are reused; intentkit itself is
# compiled again, as a tool of the build. Run it after `swift build` or `swift test` (.ci/run does).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
example="$root/Examples/PluginExample"
scratch="${INTENTKIT_PLUGIN_SCRATCH:-$root/.build}"
strings="$example/Sources/TimerIntents/Resources/en.lproj/AppShortcuts.strings"
logs="$(mktemp -d)"
backup="$logs/AppShortcuts.strings"
cp "$strings" "$backup"
trap 'cp "$backup" "$strings"; rm -rf "$logs"' EXIT

passed=0
failed=0
check() { # check NAME COMMAND...: runs a test command, counts it
  local name="$1"; shift
  if "$@"; then passed=$((passed + 1)); echo "ok: $name"; else failed=$((failed + 1)); echo "FAILED: $name"; fi
}
build() { # build LOG: swift build of the example, its output in LOG, its exit status returned
  local status=0
  swift build --package-path "$example" --scratch-path "$scratch" >"$1" 2>&1 || status=$?
  return $status
}

warning="$strings:3:1: warning: This phrase is not used in any App Shortcut or as a Negative Phrase. [shortcuts.unused-phrase]"

start=$(date +%s)
status=0; build "$logs/first.log" || status=$?
echo "first build: $(( $(date +%s) - start )) s, exit $status"
[ "$status" -eq 0 ] || tail -40 "$logs/first.log"
check "the example builds" test "$status" -eq 0
check "the build prints the check's warning in the compiler's form" grep -qxF "$warning" "$logs/first.log"

# SwiftPM links a build-tool plugin's tool once more in the build after the one that first made it (as a
# tool for plugins, then for the build), and runs the plugin's commands again then; from the next build on,
# a build with nothing changed runs nothing.
status=0; build "$logs/settle.log" || status=$?
check "the second build succeeds" test "$status" -eq 0
start=$(date +%s)
status=0; build "$logs/again.log" || status=$?
echo "build with nothing changed: $(( $(date +%s) - start )) s, exit $status"
check "a build with nothing changed does not check again" bash -c "[ $status -eq 0 ] && ! grep -q 'intentkit check TimerIntents' '$logs/again.log'"

printf '%s\n' '"Pause the timer in ${applicationName}" = "Pause the timer in ${applicationName}";' >>"$strings"
status=0; build "$logs/changed.log" || status=$?
check "a changed resource is checked again" bash -c "[ $status -eq 0 ] && grep -qxF '$warning' '$logs/changed.log' && grep -q 'AppShortcuts.strings:4:1: warning: .*\[shortcuts.unused-phrase\]' '$logs/changed.log'"

printf '%s\n' '"Start a timer in ${applicationName}" = "Start a timer";' >"$strings"
status=0; build "$logs/error.log" || status=$?
check "an error the check finds fails the build" bash -c "[ $status -ne 0 ] && grep -qE 'AppShortcuts.strings:1:[0-9]+: error: .*\[shortcuts.application-name\]' '$logs/error.log'"
cp "$backup" "$strings"

status=0
swift package --package-path "$example" --scratch-path "$scratch" intentkit check >"$logs/command.log" 2>&1 || status=$?
check "swift package intentkit check prints the warning and exits 0" bash -c "[ $status -eq 0 ] && grep -qxF '$warning' '$logs/command.log'"
status=0
swift package --package-path "$example" --scratch-path "$scratch" intentkit check --format sarif >"$logs/report.sarif" 2>"$logs/sarif.log" || status=$?
check "swift package intentkit check --format sarif > FILE writes a SARIF report (build output goes to standard error)" \
  bash -c "[ $status -eq 0 ] && python3 -c 'import json, sys; runs = json.load(open(sys.argv[1]))[\"runs\"]; sys.exit(0 if [r[\"ruleId\"] for r in runs[0][\"results\"]] == [\"shortcuts.unused-phrase\"] else 1)' '$logs/report.sarif'"
status=0
swift package --package-path "$example" --scratch-path "$scratch" intentkit check "$root/Tests/IntentKitCLITests/Fixtures/BrokenApp" >"$logs/broken.log" 2>&1 || status=$?
check "swift package intentkit check fails on a broken folder" bash -c "[ $status -ne 0 ] && grep -q 'error: .*\[relevance.malformed-yaml\]' '$logs/broken.log'"

for log in "$logs"/*.log; do
  [ "$failed" -eq 0 ] || { echo "--- $(basename "$log")"; tail -15 "$log"; }
done
echo "plugin-example: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
