#!/usr/bin/env bash
# Builds Examples/PluginExampleBinary, the plugin example on a prebuilt intentkit: IntentKit's plugins from
# the plugins package Tools/release.sh makes (IntentKitPlugins, its `intentkit` a binary target, the local
# artifact bundle), and checks that
#   1. SwiftPM accepts the artifact bundle: a clean build (a scratch folder of its own, emptied first)
#      succeeds and runs the bundle's intentkit on TimerIntents, which prints its warning in the
#      compiler's `file:line:col: warning:` form;
#   2. nothing of swift-syntax (nor of IntentKit) is fetched or compiled: the build's commands (-v) name
#      no swift-syntax module and the scratch folder has no checkout of it;
#   3. an error the check finds fails the build;
#   4. `swift package intentkit check` prints the same warning through the command plugin;
#   5. an app can use IntentKit's libraries and these plugins together: a package depending on both
#      builds (no target name is declared twice in the graph) and runs the check, and the command plugin
#      is reached with `swift package plugin --package IntentKitPlugins intentkit`.
# It prints the clean build's time; docs/integration.md compares it with the source plugin's.
#
# The bundle is .build-static/dist, which static-binary.sh leaves (.ci/run runs it first); when it is
# missing, Tools/release.sh --configuration debug makes it there (INTENTKIT_DIST names another folder).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
static_scratch="${INTENTKIT_STATIC_SCRATCH:-$root/.build-static}"
dist="${INTENTKIT_DIST:-$static_scratch/dist}"
example="$root/Examples/PluginExampleBinary"
example_scratch="$static_scratch/plugin-binary-example"
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

if [ ! -f "$dist/IntentKitPlugins/Package.swift" ]; then
  echo "No plugins package in $dist: Tools/release.sh --configuration debug makes one"
  "$root/Tools/release.sh" --configuration debug --scratch-path "$static_scratch" --output "$dist" --allow-dirty >"$logs/release.log" 2>&1 \
    || { tail -30 "$logs/release.log"; exit 1; }
fi
export INTENTKIT_PLUGINS_PACKAGE="$dist/IntentKitPlugins"
build() { # build LOG [OPTIONS]: swift build of the example, its output in LOG, its exit status returned
  local log="$1" status=0; shift
  swift build --package-path "$example" --scratch-path "$example_scratch" "$@" >"$log" 2>&1 || status=$?
  return $status
}

warning="$strings:3:1: warning: This phrase is not used in any App Shortcut or as a Negative Phrase. [shortcuts.unused-phrase]"

rm -rf "$example_scratch"
start=$(date +%s)
status=0; build "$logs/first.log" -v || status=$?
seconds=$(( $(date +%s) - start ))
echo "clean build on the prebuilt intentkit: $seconds s, exit $status"
[ "$status" -eq 0 ] || tail -40 "$logs/first.log"
check "the example builds from clean with the artifact bundle as its intentkit" test "$status" -eq 0
check "the build prints the check's warning in the compiler's form" grep -qxF "$warning" "$logs/first.log"
check "the check ran the bundle's intentkit" \
  grep -qE "$example_scratch/artifacts/intentkitplugins/IntentKitBinary/intentkit\.artifactbundle/intentkit-[^/]+/bin/intentkit" "$logs/first.log"
check "nothing of swift-syntax is fetched or compiled" \
  bash -c "! grep -Eiq 'swift-syntax|-module-name Swift(Syntax|Parser|Diagnostics|IfConfig|Operators|CompilerPlugin)|Compiling Swift(Syntax|Parser)' '$logs/first.log' &&
    [ ! -e '$example_scratch/checkouts/swift-syntax' ] && ! find '$example_scratch' -maxdepth 3 -name 'SwiftSyntax*.build' | grep -q ."
check "nothing of IntentKit is compiled" \
  bash -c "! grep -Eq -- '-module-name (IntentExtraction|IntentKitCLI|AppIntentModel|IntentLocalization)\\b' '$logs/first.log'"

printf '%s\n' '"Start a timer in ${applicationName}" = "Start a timer";' >"$strings"
status=0; build "$logs/error.log" || status=$?
check "an error the check finds fails the build" \
  bash -c "[ $status -ne 0 ] && grep -qE 'AppShortcuts.strings:1:[0-9]+: error: .*\[shortcuts.application-name\]' '$logs/error.log'"
cp "$backup" "$strings"

status=0
swift package --package-path "$example" --scratch-path "$example_scratch" intentkit check >"$logs/command.log" 2>&1 || status=$?
check "swift package intentkit check prints the warning and exits 0" bash -c "[ $status -eq 0 ] && grep -qxF '$warning' '$logs/command.log'"

# An app that also depends on IntentKit (here by path) for a library: Diagnostics, which compiles alone.
both="$logs/BothPackages"
mkdir -p "$both/Sources/App"
cp "$example/Sources/TimerIntents/StartTimerIntent.swift" "$both/Sources/App/"
cat >"$both/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "BothPackages",
    dependencies: [.package(path: "$root"), .package(path: "$INTENTKIT_PLUGINS_PACKAGE")],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "Diagnostics", package: "$(basename "$root")")],
            plugins: [.plugin(name: "IntentKitBuildToolPlugin", package: "IntentKitPlugins")]
        ),
    ]
)
EOF
status=0
swift build --package-path "$both" --scratch-path "$static_scratch/both-packages" --target App >"$logs/both.log" 2>&1 || status=$?
check "an app using IntentKit's libraries and IntentKitPlugins' plugins builds and is checked" \
  bash -c "[ $status -eq 0 ] && grep -q '^checked $both/Sources/App: Swift sources: 1 file, 1 intent' '$logs/both.log' &&
    ! grep -q 'conflicting name' '$logs/both.log'"
status=0
swift package --package-path "$both" --scratch-path "$static_scratch/both-packages" plugin --package IntentKitPlugins intentkit --version \
  >"$logs/both-command.log" 2>&1 || status=$?
check "there, swift package plugin --package IntentKitPlugins intentkit runs the prebuilt intentkit" \
  bash -c "[ $status -eq 0 ] && [ \"\$(tail -1 '$logs/both-command.log')\" = \"\$('$example_scratch'/artifacts/intentkitplugins/IntentKitBinary/intentkit.artifactbundle/intentkit-*/bin/intentkit --version)\" ]"

for log in "$logs"/*.log; do
  [ "$failed" -eq 0 ] || { echo "--- $(basename "$log")"; tail -15 "$log"; }
done
echo "plugin-binary-example: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
