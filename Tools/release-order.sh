#!/usr/bin/env bash
# Writes Tools/release-order.txt: the functions `intentkit check` runs, in the order Tools/release.sh has the
# linker lay them out in the Linux binary (lld's --symbol-ordering-file), so that a run touches a few megabytes of
# its code, not pages scattered over all 30 MB of it.
#
#   Tools/release-order.sh [--binary PATH] [--apps DIR]
#
# --binary PATH  the static intentkit Tools/release.sh built (default .build-release/release/intentkit)
# --apps DIR     folders of apps to check (default ../shared/realworld/whole-apps, the real-world corpus)
#
# Needs valgrind (callgrind records every function a run enters, where a sampling profiler misses the ones run
# once) and python3. Each run is read under callgrind: `intentkit check` of an empty folder (the start every
# command makes), then of each app without a cache, and of the first app with a cache: cold, unchanged, and with a
# function added to one Swift file (on a copy). The order: the functions the empty folder's check enters, then every
# other function entered, each group by the instructions run in it, most first; only functions defined in the
# binary are written. A function the file does not name (one added since it was written) is laid out after those
# it names, so a stale file costs memory, never correctness; write it again when the code has moved much
# (docs/benchmarks.md measures it).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
binary="$root/.build-release/release/intentkit"
apps="$root/../shared/realworld/whole-apps"
while [ $# -gt 0 ]; do
  case "$1" in
  --binary) binary="$2"; shift 2 ;;
  --apps) apps="$2"; shift 2 ;;
  *) echo "release-order.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
command -v valgrind >/dev/null || { echo "release-order.sh: needs valgrind" >&2; exit 1; }
[ -x "$binary" ] || { echo "release-order.sh: no intentkit at $binary: run Tools/release.sh first" >&2; exit 1; }
[ -d "$apps" ] || { echo "release-order.sh: no apps at $apps" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# valgrind cannot read the binary's DWARF; the symbol table is all it needs.
strip --strip-debug -o "$work/intentkit" "$binary"
mkdir -p "$work/empty" "$work/profiles/start" "$work/profiles/work"
profile() {
  local group="$1"; shift
  valgrind --tool=callgrind --demangle=no --compress-strings=no \
    --callgrind-out-file="$work/profiles/$group/$(date +%s%N).out" "$work/intentkit" "$@" >/dev/null 2>&1 || true
}
profile start check "$work/empty" --format json --no-cache
first=""
for app in "$apps"/*/; do
  app="${app%/}"
  [ -n "$first" ] || first="$app"
  echo "release-order.sh: $(basename "$app")"
  profile work check "$app" --format json --no-cache
done
cp -R "$first" "$work/app"
profile work check "$work/app" --format json --cache "$work/cache"
profile work check "$work/app" --format json --cache "$work/cache"
# sed, not head: it reads all of sort's output, so pipefail sees no broken pipe.
file="$(grep -rl --include='*.swift' 'func ' "$work/app" | sort | sed -n 1p)"
[ -n "$file" ] && printf '\nfunc releaseOrderAdded() -> Int { 1 }\n' >>"$file"
profile work check "$work/app" --format json --cache "$work/cache"

python3 - "$work/intentkit" "$work/profiles" "$root/Tools/release-order.txt" <<'EOF'
import collections, glob, subprocess, sys

binary, profiles, output = sys.argv[1:]
defined = set()
for line in subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout.splitlines():
    fields = line.split()
    if len(fields) == 3 and fields[1] in "tTwW":
        defined.add(fields[2])

def entered(group):
    """Every function the group's runs entered, with the instructions run in it (its own, not its callees')."""
    cost = collections.Counter()
    for path in sorted(glob.glob(f"{profiles}/{group}/*.out")):
        function, after_call = None, False
        for line in open(path, errors="replace"):
            if line.startswith("fn="):
                function, after_call = line[3:].strip(), False
                cost[function] += 0
            elif line.startswith("cfn="):
                cost[line[4:].strip()] += 0
            elif line.startswith("calls="):
                after_call = True
            elif line[:1].isdigit() or line[:1] in "+-*":
                if after_call:
                    after_call = False  # the callee's inclusive cost, not this function's
                    continue
                fields = line.split()
                if function and len(fields) >= 2 and fields[1].isdigit():
                    cost[function] += int(fields[1])
    return cost

start, work = entered("start"), entered("work")
order = [name for name in sorted(start, key=lambda name: (-start[name], name)) if name in defined]
named = set(order)
order += [name for name in sorted(work, key=lambda name: (-work[name], name)) if name in defined and name not in named]
with open(output, "w") as file:
    file.write("\n".join(order) + "\n")
print(f"release-order.sh: {len(order)} functions ({len(named)} at the start) written to {output}")
EOF
