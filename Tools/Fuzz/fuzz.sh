#!/usr/bin/env bash
# Builds IntentKit's fuzz targets with libFuzzer and AddressSanitizer and runs one of them.
#
#   Tools/Fuzz/fuzz.sh --list              the target names, one a line
#   Tools/Fuzz/fuzz.sh --build             builds the fuzz executable only
#   Tools/Fuzz/fuzz.sh TARGET SECONDS      builds, then fuzzes TARGET for SECONDS from its seeds
#   Tools/Fuzz/fuzz.sh --seeds [TARGET…]   remakes Seeds/TARGET: candidates from ../shared and the fixtures
#                                          (gather-seeds.py), kept only where they add coverage (-merge=1)
#
# One executable (IntentKitFuzz) hosts every target; INTENTKIT_FUZZ_TARGET chooses one. It is built
# into Tools/Fuzz/.build-fuzz (git-ignored). A run reads Tools/Fuzz/Seeds/TARGET, keeps what it
# learns in Tools/Fuzz/.build-fuzz/corpus/TARGET, and uses Tools/Fuzz/Dictionaries/TARGET.dict.
# Each input may take 2 seconds and the process 2 GB; a crash, a slow input or running out of
# memory stops the run with a non-zero status and leaves the reproducer in
# Tools/Fuzz/Findings/TARGET/ (crash-*, timeout-*, oom-*, slow-unit-*). Reproduce one with
#   INTENTKIT_FUZZ_TARGET=TARGET Tools/Fuzz/.build-fuzz/debug/IntentKitFuzz Tools/Fuzz/Findings/TARGET/crash-…
#
# Environment: FUZZ_CONFIGURATION (debug, the default, or release), FUZZ_EXTRA (more libFuzzer flags),
# FUZZ_NO_BUILD=1 (run the executable as last built, e.g. while the sources change beside a long run).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
configuration="${FUZZ_CONFIGURATION:-debug}"
scratch="$here/.build-fuzz"
binary="$scratch/$configuration/IntentKitFuzz"

usage() {
  echo "usage: $0 --list | --build | TARGET SECONDS" >&2
  exit 2
}

targets() { (cd "$here/Seeds" && ls -d -- */ | tr -d /); }

# libFuzzer without its main (main.swift calls LLVMFuzzerRunDriver), from the toolchain that builds.
resource="$(swiftc -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')"
export INTENTKIT_FUZZER_LIBRARY="${INTENTKIT_FUZZER_LIBRARY:-$resource/clang/lib/linux/libclang_rt.fuzzer_no_main-$(uname -m).a}"
# A crash is reported by libFuzzer and AddressSanitizer; Swift's own backtracer would hold the run's output open.
export SWIFT_BACKTRACE=enable=no

# AddressSanitizer everywhere, with the coverage instrumentation of -sanitize=fuzzer (see Package.swift for why not it).
build() {
  if [ "${FUZZ_NO_BUILD:-0}" = 1 ] && [ -x "$binary" ]; then return 0; fi
  echo "Building the fuzz targets ($configuration, AddressSanitizer and libFuzzer coverage) into $scratch" >&2
  # SwiftPM keeps its build plan when a file is added to or removed from a module of the package this one
  # depends on (the build then fails to link the new file's symbols), so the plan is dropped when the list
  # of IntentKit's Swift files changed since the last build.
  local sources
  sources="$(cd "$here/../.." && find Modules Tools/Fuzz/Sources -name '*.swift' | LC_ALL=C sort | cksum)"
  mkdir -p "$scratch"
  if [ "$(cat "$scratch/sources.cksum" 2>/dev/null)" != "$sources" ]; then
    rm -f "$scratch/$configuration.yaml"
  fi
  swift build --package-path "$here" --scratch-path "$scratch" -c "$configuration" --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table --product IntentKitFuzz >&2
  echo "$sources" >"$scratch/sources.cksum"
}

[ $# -ge 1 ] || usage
case "$1" in
  --list) targets; exit 0 ;;
  --build) build; exit 0 ;;
  --seeds)
    shift
    build
    candidates="$scratch/candidates"
    rm -rf "$candidates" && mkdir -p "$candidates"
    python3 "$here/gather-seeds.py" "$candidates"
    chosen=("$@")
    [ ${#chosen[@]} -gt 0 ] || mapfile -t chosen < <(targets)
    for target in "${chosen[@]}"; do
      [ -d "$candidates/$target" ] || continue
      merged="$scratch/merged/$target"
      rm -rf "$merged" && mkdir -p "$merged"
      INTENTKIT_FUZZ_TARGET="$target" ASAN_OPTIONS=detect_leaks=0 "$binary" -merge=1 -timeout=10 -artifact_prefix="$scratch/merged/" -rss_limit_mb=4096 \
        -max_len=65536 "$merged" "$candidates/$target" "$here/Seeds/$target" >"$scratch/merge-$target.log" 2>&1 \
        || { echo "merging $target failed: $scratch/merge-$target.log" >&2; exit 1; }
      rm -rf "$here/Seeds/$target" && mkdir -p "$here/Seeds/$target" && cp "$merged"/* "$here/Seeds/$target/"
      echo "$target: $(ls "$here/Seeds/$target" | wc -l) seeds, $(du -sk "$here/Seeds/$target" | cut -f1) KB"
    done
    exit 0 ;;
  -*) usage ;;
esac
[ $# -eq 2 ] || usage
target="$1"
seconds="$2"
targets | grep -qx -- "$target" || { echo "unknown target '$target'; targets: $(targets | tr '\n' ' ')" >&2; exit 2; }
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

build
corpus="$scratch/corpus/$target"
findings="$here/Findings/$target"
mkdir -p "$corpus" "$findings"
dictionary=()
[ -f "$here/Dictionaries/$target.dict" ] && dictionary=(-dict="$here/Dictionaries/$target.dict")
log="$findings/last-run.log"

echo "Fuzzing $target for $seconds s (log: $log)" >&2
: >"$log"
# The first folder receives new inputs; the seeds are only read. Leak checks are off: Swift's runtime
# and Foundation keep caches for the life of the process, which LeakSanitizer would report.
#
# libFuzzer's time limit is wall-clock time: on a busy machine (a build beside a run under nice) an
# input can pass 2 s without being slow. A timeout is therefore run again alone and its CPU time
# counted; under 2 s it is kept as unconfirmed-timeout-* and fuzzing goes on for the rest of the
# time. A timeout that reproduces, a crash or running out of memory stops the run.
export INTENTKIT_FUZZ_TARGET="$target" ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
status=0
runs=0
deadline=$(( $(date +%s) + seconds ))
while :; do
  remaining=$(( deadline - $(date +%s) ))
  [ "$remaining" -gt 0 ] || break
  segment="$findings/segment.log"
  status=0
  "$binary" -max_total_time="$remaining" -timeout=2 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536 \
    -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$findings/" "${dictionary[@]}" ${FUZZ_EXTRA:-} \
    "$corpus" "$here/Seeds/$target" >"$segment" 2>&1 || status=$?
  cat "$segment" >>"$log"
  done_runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$segment" | grep -o '[0-9]*$' | tail -1 || true)
  runs=$(( runs + ${done_runs:-0} ))
  [ "$status" -ne 0 ] || break
  timeout_file=$(grep -o "Test unit written to .*timeout-[0-9a-f]*" "$segment" | sed 's/.*Test unit written to //' | tail -1 || true)
  [ -n "$timeout_file" ] && [ -f "$timeout_file" ] || break
  # Run it again alone and count its CPU time, which a busy machine does not inflate as it does wall-clock time.
  recheck_status=0
  cpu=$( { TIMEFORMAT='%U %S'; time "$binary" -timeout=120 -rss_limit_mb=2048 "$timeout_file" >"$findings/recheck.log" 2>&1; } 2>&1 ) || recheck_status=$?
  if [ "$recheck_status" -ne 0 ] || awk -v t="$cpu" 'BEGIN { split(t, p, " "); exit !(p[1] + p[2] >= 2) }'; then
    break
  fi
  echo "$target: $(basename "$timeout_file") did not reproduce alone (CPU time ${cpu/ /s user, }s system, under the 2 s limit); kept as unconfirmed, fuzzing goes on" | tee -a "$log" >&2
  mv "$timeout_file" "$findings/unconfirmed-$(basename "$timeout_file")"
  status=0
done
rm -f "$findings/segment.log" "$findings/recheck.log"

# One summary line: executions, coverage (edges) and features, from libFuzzer's statistics.
line=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
cov=$(echo "$line" | grep -o 'cov: [0-9]*' | grep -o '[0-9]*' || true)
ft=$(echo "$line" | grep -o 'ft: [0-9]*' | grep -o '[0-9]*' || true)
unconfirmed=$(grep -c "did not reproduce alone" "$log" || true)
echo "$target: $runs executions, cov ${cov:-?}, ft ${ft:-?}, status $status, unconfirmed timeouts $unconfirmed"
if [ "$status" -ne 0 ]; then
  echo "$target FAILED; the reproducer is in $findings:" >&2
  ls -t "$findings" | grep -E '^(crash|timeout|oom|slow-unit|leak)-' | head -3 | sed "s|^|  $findings/|" >&2
  grep -E 'ERROR|fuzz check failed|Fatal error|==[0-9]+==' "$log" | head -5 >&2 || true
  exit 1
fi
