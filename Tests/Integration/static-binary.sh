#!/usr/bin/env bash
# The static Linux `intentkit` of Tools/release.sh, on a Debian with no Swift, no ICU and no libyaml:
#   1. Tools/release.sh --configuration debug builds the artifact bundle in a scratch folder of its own
#      (STATIC_SCRATCH, .build-static): a debug build, which takes minutes where the release build of
#      Tools/release.sh takes far more than CI has to spare, with the same static link. (It cannot share
#      swift test's .build: --static-swift-stdlib relinks the macro plugin, which recompiles the modules
#      that use it against Foundation's static modules, and the next ordinary build then fails to link.)
#      The bundle is kept in STATIC_SCRATCH/dist for plugin-binary-example.sh and github-action.py.
#   2. ldd lists no Swift runtime, Foundation, ICU or libyaml, nor libstdc++ unless Tools/release.sh said it found
#      no static libstdc++; --version prints IntentKitVersion.current.
#   3. The bundle: info.json (SE-0305) names this machine's triple and a path that is the binary, the
#      zip keeps it executable, and the checksum file is what `swift package compute-checksum` prints.
#   4. A minimal Debian root file system (debootstrap --variant=minbase bookworm, kept in
#      STATIC_SCRATCH/debian-bookworm; about a minute and 200 MB the first time) has neither Swift nor
#      libicu nor libyaml; the bundle's folder is copied there and its `intentkit` checks Examples/SoupChef
#      and Examples/TransitWidget, draws TransitWidget's relevance timeline (libyaml, time zones) and
#      prints Arabic plural categories (ICU), printing exactly what the development build (swift test's,
#      in SCRATCH) prints here: standard output, standard error and exit status.
# Needs root (chroot, mount namespaces) and debootstrap (.ci/run installs it); without them it says why
# and skips 4. INTENTKIT_SCRATCH and INTENTKIT_STATIC_SCRATCH name other folders.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="${INTENTKIT_SCRATCH:-$root/.build}"
static_scratch="${INTENTKIT_STATIC_SCRATCH:-$root/.build-static}"
dist="$static_scratch/dist"
rootfs="$static_scratch/debian-bookworm"
mirror="${INTENTKIT_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
work="$(mktemp -d)"
cleanup() {
  rm -rf "$work"
  [ ! -d "$rootfs" ] || rm -rf "$rootfs/opt/intentkit" "$rootfs/${root#/}"
}
trap cleanup EXIT
cd "$root"

passed=0
failed=0
check() { # check NAME COMMAND...: runs a test command, counts it
  local name="$1"; shift
  if "$@"; then passed=$((passed + 1)); echo "ok: $name"; else failed=$((failed + 1)); echo "FAILED: $name"; fi
}

# What the development build prints: the dynamically linked intentkit, built (or relinked) here first.
# The examples' checks, and two commands whose output is ICU's (plural categories) and libyaml's (a schedule).
runs=(
  "SoupChef|check $root/Examples/SoupChef"
  "TransitWidget|check $root/Examples/TransitWidget"
  "timeline|relevance timeline $root/Examples/TransitWidget/relevance.yaml --from 2026-03-13 --to 2026-03-15"
  "plural|plural ar 0 1 2 3 11 100 1.5"
)
swift build --product intentkit --scratch-path "$scratch" >"$work/dev-build.log" 2>&1 || { tail -20 "$work/dev-build.log"; exit 1; }
development="$(swift build --scratch-path "$scratch" --show-bin-path)/intentkit"
run_all() { # run_all INTENTKIT OUT_PREFIX [RUNNER...]: each run's standard output, standard error and exit status
  local tool="$1" prefix="$2"; shift 2
  for run in "${runs[@]}"; do
    local name="${run%%|*}" arguments status=0
    read -r -a arguments <<<"${run#*|}"
    "$@" "$tool" "${arguments[@]}" >"$prefix-$name.out" 2>"$prefix-$name.err" || status=$?
    echo "$status" >"$prefix-$name.status"
  done
}
run_all "$development" "$work/development"
check "the development build checks SoupChef ($(cat "$work/development-SoupChef.out" | head -1)) and draws the timeline ($(wc -l <"$work/development-timeline.out") lines)" \
  bash -c "[ -s '$work/development-SoupChef.out' ] && grep -q '^checked .*SoupChef' '$work/development-SoupChef.err' &&
    grep -q '^Timeline ' '$work/development-timeline.out' && grep -q '^1.5 *other' '$work/development-plural.out'"

# 1–2. The bundle, its binary linked statically.
start=$(date +%s)
status=0
"$root/Tools/release.sh" --configuration debug --scratch-path "$static_scratch" --output "$dist" --allow-dirty >"$work/release.log" 2>&1 || status=$?
echo "Tools/release.sh --configuration debug: $(( $(date +%s) - start )) s, exit $status"
[ "$status" -eq 0 ] || tail -30 "$work/release.log"
check "Tools/release.sh builds the artifact bundle" test "$status" -eq 0
[ "$status" -eq 0 ] || { echo "static-binary: $passed passed, $failed failed"; exit 1; }
grep '^not built:' "$work/release.log" || true

arch="$(uname -m)"
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Modules/IntentKitCLI/Support/IntentKitVersion.swift)"
unzip -q "$dist/intentkit.artifactbundle.zip" -d "$work/unzipped"
artifact="$work/unzipped/intentkit.artifactbundle"
variant="intentkit-$version-linux-$arch"
binary="$artifact/$variant/bin/intentkit"
ldd "$binary" >"$work/ldd.txt" 2>&1 || true
echo "ldd: $(awk '{ print $1 }' "$work/ldd.txt" | tr '\n' ' ')"
check "ldd lists no Swift runtime, Foundation, dispatch, ICU or libyaml" \
  bash -c "grep -q 'libc.so' '$work/ldd.txt' && ! grep -Ei 'swift|Foundation|dispatch|BlocksRuntime|icu|yaml' '$work/ldd.txt'"
if grep -q '^release.sh: no libstdc++.a' "$work/release.log"; then
  echo "libstdc++: linked dynamically (Tools/release.sh found no static archive)"
else
  check "ldd lists no libstdc++ (linked from its static archive)" bash -c "! grep -F 'libstdc++' '$work/ldd.txt'"
fi
check "intentkit --version prints $version" bash -c "[ \"\$('$binary' --version)\" = '$version' ]"
# Its dynamic symbol table holds only the C library's (imported, or its variables copied in, named with their glibc
# version): no symbol of its own for the runtime's dladdr at start-up to walk (Tools/release.sh's version script;
# --static-swift-stdlib alone exports some 54,000).
readelf --dyn-syms --wide "$binary" | awk '$1 ~ /^[0-9]+:$/ && $7 != "UND" && $5 != "LOCAL" && $8 !~ /@/' >"$work/exported.txt"
check "the binary exports no symbol of its own ($(wc -l <"$work/exported.txt") exported)" test ! -s "$work/exported.txt"
# Its relative relocations packed (DT_RELR) where Tools/release.sh said nothing against it (lld, glibc 2.36 or later),
# and few left in RELA form (those that name a symbol); the bare Debian below then runs it.
if grep -qE '^release.sh: (glibc .* reads no packed relocations|no ld.lld)' "$work/release.log"; then
  echo "relocations: not packed ($(grep -E '^release.sh: (glibc|no ld.lld)' "$work/release.log"))"
else
  readelf --dynamic --wide "$binary" >"$work/dynamic.txt"
  check "the binary's relative relocations are packed ($(awk '$2 == "(RELRSZ)" { print $3 }' "$work/dynamic.txt") bytes of DT_RELR, $(awk '$2 == "(RELASZ)" { print $3 }' "$work/dynamic.txt") of RELA)" \
    bash -c "grep -q '(RELR)' '$work/dynamic.txt' && [ \"\$(awk '\$2 == \"(RELASZ)\" { print \$3 }' '$work/dynamic.txt')\" -lt 65536 ]"
fi

# 3. The bundle's shape.
check "info.json names the variant for $arch-unknown-linux-gnu and its path is the binary" python3 - "$artifact" "$version" "$variant" "$arch" <<'EOF'
import json, os, sys
folder, version, variant, arch = sys.argv[1:]
info = json.load(open(os.path.join(folder, "info.json")))
artifact = info["artifacts"]["intentkit"]
assert info["schemaVersion"] == "1.0" and artifact["type"] == "executable" and artifact["version"] == version, info
paths = {v["path"]: v["supportedTriples"] for v in artifact["variants"]}
path = f"{variant}/bin/intentkit"
assert paths.get(path) == [f"{arch}-unknown-linux-gnu"], paths
assert all(os.access(os.path.join(folder, p), os.X_OK) for p in paths), paths
assert os.path.isdir(os.path.join(folder, variant, "bin", "IntentKit_IntentKitStrings.resources")), os.listdir(os.path.join(folder, variant, "bin"))
EOF
check "the checksum file holds swift package compute-checksum's" \
  bash -c "[ \"\$(cat '$dist/intentkit.artifactbundle.zip.checksum')\" = \"\$(swift package --package-path '$root' compute-checksum '$dist/intentkit.artifactbundle.zip')\" ]"
check "the plugins package names the bundle by path" \
  grep -q '.binaryTarget(name: "IntentKitBinary", path: "intentkit.artifactbundle.zip")' "$dist/IntentKitPlugins/Package.swift"

# A release merges the bundle a Mac adds to (--include-bundle; here a stand-in macOS variant, a shell script) and
# names it by URL and checksum in the plugins package (--download-url).
mkdir -p "$work/mac/intentkit.artifactbundle/intentkit-$version-macos/bin"
printf '#!/bin/sh\necho %s\n' "$version" >"$work/mac/intentkit.artifactbundle/intentkit-$version-macos/bin/intentkit"
chmod +x "$work/mac/intentkit.artifactbundle/intentkit-$version-macos/bin/intentkit"
printf '{"schemaVersion": "1.0", "artifacts": {"intentkit": {"version": "%s", "type": "executable", "variants": [{"path": "intentkit-%s-macos/bin/intentkit", "supportedTriples": ["arm64-apple-macosx", "x86_64-apple-macosx"]}]}}}\n' \
  "$version" "$version" >"$work/mac/intentkit.artifactbundle/info.json"
(cd "$work/mac" && zip -qr mac.zip intentkit.artifactbundle)
url="https://example.com/intentkit/releases/download/$version/intentkit.artifactbundle.zip"
status=0
"$root/Tools/release.sh" --configuration debug --scratch-path "$static_scratch" --output "$work/merged" --allow-dirty \
  --include-bundle "$work/mac/mac.zip" --download-url "$url" >"$work/merged.log" 2>&1 || status=$?
check "Tools/release.sh --include-bundle adds the other bundle's variants, and --download-url names the zip by URL and checksum" \
  python3 - "$work/merged" "$version" "$arch" "$url" "$status" <<'EOF'
import json, os, subprocess, sys, tempfile, zipfile
folder, version, arch, url, status = sys.argv[1:]
assert status == "0", status
with tempfile.TemporaryDirectory() as unzipped:
    subprocess.run(["unzip", "-q", os.path.join(folder, "intentkit.artifactbundle.zip"), "-d", unzipped], check=True)
    info = json.load(open(os.path.join(unzipped, "intentkit.artifactbundle", "info.json")))
    variants = {v["path"]: v["supportedTriples"] for v in info["artifacts"]["intentkit"]["variants"]}
    assert variants == {f"intentkit-{version}-linux-{arch}/bin/intentkit": [f"{arch}-unknown-linux-gnu"],
                        f"intentkit-{version}-macos/bin/intentkit": ["arm64-apple-macosx", "x86_64-apple-macosx"]}, variants
    assert all(os.access(os.path.join(unzipped, "intentkit.artifactbundle", path), os.X_OK) for path in variants)
checksum = open(os.path.join(folder, "intentkit.artifactbundle.zip.checksum")).read().strip()
manifest = open(os.path.join(folder, "IntentKitPlugins", "Package.swift")).read()
assert f'url: "{url}"' in manifest and f'checksum: "{checksum}"' in manifest and "path:" not in manifest.split("targets:")[1].split(".plugin(")[0], manifest
assert not os.path.exists(os.path.join(folder, "IntentKitPlugins", "intentkit.artifactbundle.zip"))
EOF

# 4. On a Debian with no Swift, ICU or libyaml.
skip=""
[ "$(uname -s)" = Linux ] || skip="not Linux"
[ -n "$skip" ] || [ "$(id -u)" = 0 ] || skip="chroot needs root"
[ -n "$skip" ] || command -v debootstrap >/dev/null || skip="debootstrap is not installed (apt-get install debootstrap)"
[ -n "$skip" ] || unshare --mount --propagation private true 2>/dev/null || skip="no mount namespace can be made here (an unprivileged container)"
if [ -n "$skip" ]; then
  echo "skipped: the check on a bare Debian: $skip"
else
  if [ ! -f "$rootfs/.intentkit-complete" ]; then
    rm -rf "$rootfs"
    start=$(date +%s)
    debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
      || { tail -20 "$work/debootstrap.log"; echo "debootstrap from $mirror failed"; exit 1; }
    touch "$rootfs/.intentkit-complete"
    echo "debootstrap --variant=minbase bookworm: $(( $(date +%s) - start )) s"
  fi
  check "the root file system has no Swift, no ICU and no libyaml" \
    bash -c "! ls '$rootfs'/usr/lib/*/libicu* '$rootfs'/usr/lib/*/libyaml* '$rootfs'/usr/lib/*/libswift* >/dev/null 2>&1 &&
      ! chroot '$rootfs' /bin/sh -c 'command -v swift swiftc' >/dev/null"
  # The bundle's folder, as a user unpacks it; the examples at the paths they have here, so paths print alike.
  mkdir -p "$rootfs/opt/intentkit" "$rootfs/$root/Examples"
  cp -R "$artifact/$variant/." "$rootfs/opt/intentkit/"
  cp -R "$root/Examples/SoupChef" "$root/Examples/TransitWidget" "$rootfs/$root/Examples/"
  # Run from the same folder as the development build, with /proc in the chroot (intentkit finds its
  # resources beside /proc/self/exe) mounted in a mount namespace of its own, so it is gone with the run.
  chrooted() {
    unshare --mount --propagation private /bin/sh -c '
      rootfs="$1"; folder="$2"; shift 2
      mount -t proc proc "$rootfs/proc" && exec chroot "$rootfs" /bin/sh -c "cd \"\$0\" && exec \"\$@\"" "$folder" "$@"
    ' chrooted "$rootfs" "$root" "$@"
  }
  run_all /opt/intentkit/bin/intentkit "$work/bare" chrooted
  for run in "${runs[@]}"; do
    name="${run%%|*}"
    check "on bare Debian, intentkit ${run#*|} prints what the development build prints (exit $(cat "$work/bare-$name.status"))" \
      bash -c "diff '$work/development-$name.out' '$work/bare-$name.out' && diff '$work/development-$name.err' '$work/bare-$name.err' &&
        diff '$work/development-$name.status' '$work/bare-$name.status'"
  done
fi

echo "static-binary: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
