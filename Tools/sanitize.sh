#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer and AddressSanitizer; fails on any failing test or any sanitizer report.
#
#   Tools/sanitize.sh                  both sanitizers, every test
#   Tools/sanitize.sh thread           one sanitizer (thread or address)
#   Tools/sanitize.sh address --filter PositionedJSONTests    more arguments go to `swift test`
#
# Each sanitizer builds into its own scratch folder (.build-tsan, .build-asan; git-ignored), so the
# ordinary .build is left alone. A from-scratch build of either takes as long as a debug build or
# longer (swift-syntax dominates; 966 s for AddressSanitizer on two busy cores). Logs: .build-tsan/test.log,
# .build-asan/test.log. Figures so far: README, "Reliability".
set -uo pipefail
cd "$(dirname "$0")/.."

sanitizers=(thread address)
case "${1:-}" in
  thread|address) sanitizers=("$1"); shift ;;
esac

failed=0
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    thread) scratch=.build-tsan; pattern='WARNING: ThreadSanitizer|ERROR: ThreadSanitizer' ;;
    address) scratch=.build-asan; pattern='ERROR: AddressSanitizer|ERROR: LeakSanitizer|SUMMARY: AddressSanitizer' ;;
  esac
  mkdir -p "$scratch"
  log="$scratch/test.log"
  echo "== swift test --sanitize=$sanitizer (log: $log)"
  # halt_on_error=0 lets a run finish and list every report; the log is searched for them afterwards.
  TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0 second_deadlock_stack=1}" \
  ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0 detect_stack_use_after_return=0}" \
    swift test --scratch-path "$scratch" --sanitize="$sanitizer" "$@" >"$log" 2>&1
  status=$?
  reports=$(grep -cE "$pattern" "$log" || true)
  tail -3 "$log"
  if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ]; then
    echo "swift test --sanitize=$sanitizer FAILED: exit status $status, $reports sanitizer report line(s)"
    grep -E -m 5 -A 12 "$pattern" "$log" || true
    failed=1
  else
    echo "swift test --sanitize=$sanitizer passed with no sanitizer report"
  fi
done
exit "$failed"
