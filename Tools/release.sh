#!/usr/bin/env bash
# Builds IntentKit's release artifacts from a clean tree:
#   intentkit.artifactbundle.zip           a SwiftPM artifact bundle (SE-0305) holding `intentkit` for each
#                                          platform built here: Linux (static, for this machine's
#                                          architecture) or macOS (universal, arm64 and x86_64)
#   intentkit.artifactbundle.zip.checksum  its checksum, as `swift package compute-checksum` prints it
#   IntentKitPlugins/                      the plugins package: IntentKit's build-tool and command plugins
#                                          running the bundle's `intentkit` (a binary target), so an app
#                                          that adds them compiles no swift-syntax
#
#   Tools/release.sh [--output DIR] [--configuration release|debug] [--scratch-path DIR]
#                    [--include-bundle ZIP] [--download-url URL] [--allow-dirty]
#
# --output DIR          where the artifacts go (default .build-release/dist)
# --configuration C     release (the default), or debug: the same static binary, built much faster, for
#                       tests (Tests/Integration/static-binary.sh)
# --scratch-path DIR    the build folder; by default .build-release, emptied first so the build is clean
#                       (a folder given here is reused as it is: .ci/run relinks the build swift test made)
# --include-bundle ZIP  adds another bundle's variants: on a Mac, the Linux bundle a Linux machine built
# --download-url URL    where the zip will be published: the plugins package then names it by URL and
#                       checksum (to publish as its own repository); without it the package holds the zip
#                       and names it by path (to try locally)
# --allow-dirty         builds with uncommitted changes (tests); a release refuses to
#
# The version is the tag on HEAD (a leading `v` dropped) or else IntentKitVersion.current; a tag that
# differs from IntentKitVersion.current is an error, as `intentkit --version` prints the latter.
#
# The Linux binary links the Swift runtime and Foundation statically (--static-swift-stdlib), and ICU,
# libyaml and libstdc++ from the static archives libicu-dev, libyaml-dev and libstdc++-dev install: it runs on
# a Linux with glibc at least as new as the build machine's and no Swift toolchain, ICU, libyaml or libstdc++. Another architecture than
# this machine's needs a Swift SDK and those archives for it; the script says so and builds what it can.
# On macOS it builds a universal binary (swift build --arch arm64 --arch x86_64); a Mac cannot build the
# static Linux binary, so a release bundle is made in two steps: this script on Linux, then on a Mac with
# --include-bundle and the Linux zip.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
output="$root/.build-release/dist"
configuration=release
scratch=""
include=""
download_url=""
allow_dirty=0
usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output="$2"; shift 2 ;;
    --configuration) configuration="$2"; shift 2 ;;
    --scratch-path) scratch="$2"; shift 2 ;;
    --include-bundle) include="$2"; shift 2 ;;
    --download-url) download_url="$2"; shift 2 ;;
    --allow-dirty) allow_dirty=1; shift ;;
    -h|--help) usage ;;
    *) echo "release.sh: unknown option $1" >&2; usage ;;
  esac
done
case "$configuration" in release|debug) ;; *) echo "release.sh: --configuration is release or debug" >&2; exit 2 ;; esac
mkdir -p "$output"
output="$(cd "$output" && pwd)"
[ -z "$scratch" ] || scratch="$(mkdir -p "$scratch" && cd "$scratch" && pwd)"
[ -z "$include" ] || include="$(cd "$(dirname "$include")" && pwd)/$(basename "$include")"
cd "$root"
not_built=()
# Whether the Linux binary links libstdc++ from its static archive (see the Linux build below).
static_cxx=0

# A clean tree: what is committed is what is built.
if [ "$allow_dirty" = 0 ] && [ -n "$(git status --porcelain 2>/dev/null)" ]; then
  echo "release.sh: the tree has uncommitted changes (git status); commit them, or pass --allow-dirty for a test build" >&2
  exit 1
fi

# The version.
current="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Modules/IntentKitCLI/Support/IntentKitVersion.swift)"
tag="$(git describe --tags --exact-match HEAD 2>/dev/null || true)"
version="${tag#v}"
if [ -n "$tag" ] && [ "$version" != "$current" ]; then
  echo "release.sh: HEAD is tagged $tag but IntentKitVersion.current is $current; make them agree" >&2
  exit 1
fi
version="${version:-$current}"
echo "intentkit $version ($configuration)"

# Removes what a scratch folder built (its packages' checkouts stay), so the next build compiles everything again.
remove_products() {
  rm -rf "$scratch/$configuration" "$scratch"/*-unknown-linux-gnu "$scratch"/*-apple-macosx "$scratch/apple"
}
if [ -z "$scratch" ]; then
  scratch="$root/.build-release"
  remove_products
fi
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
bundle="$stage/intentkit.artifactbundle"
mkdir -p "$bundle"
variants=()  # "path|triple triple…"

# Copies the built binary and the resource bundles it loads (IntentKit's catalogs) into a variant's folder.
package_variant() { # package_variant BIN_FOLDER VARIANT_FOLDER TRIPLES
  local bin="$1" variant="$2" resources=0
  mkdir -p "$bundle/$variant/bin"
  cp "$bin/intentkit" "$bundle/$variant/bin/intentkit"
  # A release ships without debug information (a third of a Linux binary's size); its symbols stay.
  if [ "$configuration" = release ] && [ "$(uname -s)" = Linux ]; then strip --strip-debug "$bundle/$variant/bin/intentkit"; fi
  for found in "$bin"/IntentKit_*.resources "$bin"/IntentKit_*.bundle; do
    # Only the target's bundles: a scratch folder that also built intentkit as a plugins' tool has *-tool ones.
    case "$found" in *-tool.resources|*-tool.bundle) continue ;; esac
    [ -e "$found" ] || continue
    cp -R "$found" "$bundle/$variant/bin/"
    resources=$((resources + 1))
  done
  if [ "$resources" = 0 ]; then
    echo "release.sh: no resource bundle beside $bin/intentkit" >&2
    exit 1
  fi
  variants+=("$variant/bin/intentkit|$3")
}

# Checks what a built binary says and, on Linux, that it needs nothing a bare system lacks.
verify() { # verify BINARY
  local printed
  printed="$("$1" --version)"
  if [ "$printed" != "$version" ]; then
    echo "release.sh: $1 --version printed '$printed', not $version" >&2
    exit 1
  fi
  if [ "$(uname -s)" = Linux ]; then
    local needed
    local static='swift|Foundation|dispatch|BlocksRuntime|icu|yaml'
    [ "$static_cxx" = 0 ] || static+='|libstdc\+\+'
    needed="$(ldd "$1" | grep -Ei "$static" || true)"
    if [ -n "$needed" ]; then
      echo "release.sh: $1 still links shared libraries it must not:" >&2
      echo "$needed" >&2
      exit 1
    fi
    echo "shared libraries: $(ldd "$1" | awk '{ print $1 }' | tr '\n' ' ')"
  fi
}

# Every module compiled with concrete types' metadata fetched through their accessors, not by demangling their
# names at run time (a name's first demangling checks the type's generic requirements, and on Linux each check the
# runtime has not made yet scans every conformance record of every image, about 14,000 in `intentkit`; a process
# makes some hundreds), and with cross-module optimization (the optimizer specializes and inlines other modules'
# generic code where it is used, swift-syntax's collections and visitors among it). `intentkit check` of the 16 whole apps of the real-world corpus takes 2.6% and a further 2.7% less
# CPU so (docs/benchmarks.md); the binary is 5% larger and a release build 15% longer. On Linux, each function in a
# section of its own (-function-sections), so the linker lays out functions, not whole object files (see the layout
# below; Apple's linker places functions one by one already).
codegen=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xswiftc -cross-module-optimization)
if [ "$(uname -s)" = Linux ]; then codegen+=(-Xswiftc -Xfrontend -Xswiftc -function-sections); fi
# A scratch folder compiled with other flags is built anew: the compiler leaves an object file alone when the module
# it would write has the IR the file was written from (it keeps the IR's hash), and -function-sections is not in the
# IR, so a scratch folder compiled without it kept every object as it was.
stamp="$scratch/release-codegen.txt"
if [ "$(cat "$stamp" 2>/dev/null || true)" != "${codegen[*]}" ]; then remove_products; fi
mkdir -p "$scratch"
printf '%s' "${codegen[*]}" > "$stamp"
case "$(uname -s)" in
Linux)
  arch="$(uname -m)"
  # ICU and libyaml from their static archives: a folder holding only the .a files, searched before the
  # system's, makes the linker take them for -licui18n -licuuc -licudata -lyaml.
  archives="$scratch/static-libraries"
  mkdir -p "$archives"
  for library in icui18n icuuc icudata yaml; do
    found=""
    for folder in "/usr/lib/$arch-linux-gnu" /usr/lib64 /usr/lib /usr/local/lib; do
      [ -f "$folder/lib$library.a" ] && { found="$folder/lib$library.a"; break; }
    done
    if [ -z "$found" ]; then
      echo "release.sh: lib$library.a not found: install libicu-dev and libyaml-dev" >&2
      exit 1
    fi
    ln -sf "$found" "$archives/lib$library.a"
  done
  # libstdc++ (the C++ library of the Swift runtime, of Foundation's CoreFoundation and of ICU) from its static
  # archive too, when the toolchain's clang finds one (libstdc++-dev, which a Swift toolchain needs on Linux): the
  # dynamic linker then neither loads nor relocates the shared library at each start, nor looks up the 1,258 of the
  # binary's relocations that named its symbols. `intentkit check` of an empty folder 7.80 -> 7.45 ms (medians of 400,
  # interleaved; docs/benchmarks.md), and the binary needs one shared library fewer. It stays position
  # independent: the code's addresses are still randomized. Without the archive, libstdc++ is linked as before.
  compiler="$(dirname "$(command -v swift)")/clang"
  [ -x "$compiler" ] || compiler="$(command -v clang || true)"
  stdcxx="$([ -z "$compiler" ] || "$compiler" -print-file-name=libstdc++.a 2>/dev/null || true)"
  if [ -f "$stdcxx" ]; then
    ln -sf "$stdcxx" "$archives/libstdc++.a"
    static_cxx=1
  else
    rm -f "$archives/libstdc++.a"
    echo "release.sh: no libstdc++.a for the toolchain's clang (install libstdc++-dev): linking libstdc++ dynamically" >&2
  fi
  # No symbol of the binary's own exported. --static-swift-stdlib links with -export-dynamic (hiding only the
  # static archives' symbols, the Swift runtime's and Foundation's), so every symbol of IntentKit's and its
  # packages' objects was exported, some 54,000 of them; nothing loads into the process to use them, and at each
  # start the runtime looks itself up with dladdr (for swift-backtrace's path), which walks that whole table:
  # `intentkit --version` took 7.9 ms with them and 6.8 ms without (docs/benchmarks.md). The symbol table stays.
  exports="$scratch/exports.map"
  printf '{\n  local: *;\n};\n' > "$exports"
  # Linked by lld, the toolchain's, with the functions `intentkit check` runs laid out together, in the order
  # Tools/release-order.txt names them (Tools/release-order.sh writes it from callgrind's record of checks of the
  # real-world apps; a function it does not name goes after those it does). The kernel maps each page of code a run
  # touches with its neighbours, all counted as the process's memory: the 4.4 MB of functions a check runs lay
  # scattered over 28 MB of code; ordered by object file (each object's functions then shared one section) over
  # 16 MB; ordered function by function over 8.7 MB (what remains apart is mostly the Swift standard library's, whose
  # archive keeps 5,885 functions in one 1.6 MB section). GoMap's check without a cache peaked at 72 MB unordered;
  # ordered by object file at 67.7-70.0 MB and an empty folder's at 20.4-20.9 MB, function by function at 63.7-66.1
  # and 15.8-16.7 MB (GoMap's code resident at its peak 14.9 -> 10.3-10.6 MB), no slower (docs/benchmarks.md).
  # Without lld, the default linker, without the layout.
  layout=()
  if [ -x "$(dirname "$(command -v swift)")/ld.lld" ] || command -v ld.lld >/dev/null; then
    layout=(-Xswiftc -use-ld=lld -Xlinker --symbol-ordering-file="$root/Tools/release-order.txt" -Xlinker --no-warn-symbol-ordering)
    # The binary's relative relocations packed (DT_RELR): position independent, its 145,826 pointers into itself
    # (type metadata, witness tables, class vtables) are each fixed at start as before, from a 27 KB bitmap instead of
    # 3.5 MB of RELA entries the dynamic linker read through. `intentkit --version` 5.0 -> 4.3 ms (perf stat, 100
    # runs, twice; docs/benchmarks.md). glibc reads DT_RELR from 2.36, and lld then names the version
    # GLIBC_ABI_DT_RELR the binary needs: on an older build machine the relocations stay as they were (the binary
    # runs where its glibc is at least as new as the build machine's either way).
    glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ print $2 }')"
    if [ -n "$glibc" ] && [ "$(printf '%s\n2.36\n' "$glibc" | sort -V | head -1)" = 2.36 ]; then
      layout+=(-Xlinker -z -Xlinker pack-relative-relocs)
    else
      echo "release.sh: glibc ${glibc:-unknown} reads no packed relocations (2.36 does): linking them unpacked" >&2
    fi
  else
    echo "release.sh: no ld.lld beside swift or on PATH: linking with the default linker, without Tools/release-order.txt's layout" >&2
  fi
  flags=(-c "$configuration" --product intentkit --scratch-path "$scratch" --static-swift-stdlib -Xlinker -L"$archives"
    -Xlinker --version-script="$exports" "${codegen[@]}" "${layout[@]}")
  # Linked anew each time: SwiftPM does not know the archives above, which another run may have linked otherwise.
  bin="$(swift build "${flags[@]}" --show-bin-path)"
  rm -f "$bin/intentkit"
  swift build "${flags[@]}"
  verify "$bin/intentkit"
  package_variant "$bin" "intentkit-$version-linux-$arch" "$arch-unknown-linux-gnu"
  for other in x86_64 aarch64; do
    [ "$other" = "$arch" ] || not_built+=("Linux $other: this toolchain builds for $arch only; run this script on a Linux $other machine (with libicu-dev and libyaml-dev) and merge the bundles with --include-bundle")
  done
  not_built+=("macOS: a universal binary is built by this script on a Mac (with Xcode), with --include-bundle and this bundle")
  ;;
Darwin)
  flags=(-c "$configuration" --product intentkit --scratch-path "$scratch" --arch arm64 --arch x86_64 "${codegen[@]}")
  swift build "${flags[@]}"
  bin="$(swift build "${flags[@]}" --show-bin-path)"
  if [ "$(lipo -archs "$bin/intentkit" | tr ' ' '\n' | sort | tr '\n' ' ')" != "arm64 x86_64 " ]; then
    echo "release.sh: $bin/intentkit is not universal: $(lipo -archs "$bin/intentkit")" >&2
    exit 1
  fi
  verify "$bin/intentkit"
  package_variant "$bin" "intentkit-$version-macos" "arm64-apple-macosx x86_64-apple-macosx"
  [ -n "$include" ] || not_built+=("Linux: a static binary is built by this script on Linux; pass its bundle with --include-bundle")
  ;;
*)
  echo "release.sh: builds on Linux and macOS only, not $(uname -s)" >&2
  exit 1
  ;;
esac

# Variants of another bundle (the Linux one, on a Mac): copied as they are, its info.json read for their triples.
if [ -n "$include" ]; then
  mkdir -p "$stage/include"
  unzip -q "$include" -d "$stage/include"
  while IFS='|' read -r path triples; do
    folder="${path%%/*}"
    if [ -e "$bundle/$folder" ]; then
      echo "release.sh: $include and this build both have $folder" >&2
      exit 1
    fi
    cp -R "$stage/include/intentkit.artifactbundle/$folder" "$bundle/$folder"
    variants+=("$path|$triples")
    echo "included $folder ($triples) from $include"
  done < <(python3 - "$stage/include/intentkit.artifactbundle/info.json" "$version" <<'EOF'
import json, sys
info = json.load(open(sys.argv[1]))
artifact = info["artifacts"]["intentkit"]
if artifact["version"] != sys.argv[2]:
    sys.exit(f"release.sh: the included bundle is intentkit {artifact['version']}, not {sys.argv[2]}")
for variant in artifact["variants"]:
    print(variant["path"] + "|" + " ".join(variant["supportedTriples"]))
EOF
  )
fi

# info.json (SE-0305): one executable artifact, a variant for each platform, its triples.
python3 - "$bundle/info.json" "$version" "${variants[@]}" <<'EOF'
import json, sys
path, version, variants = sys.argv[1], sys.argv[2], sys.argv[3:]
info = {
    "schemaVersion": "1.0",
    "artifacts": {
        "intentkit": {
            "version": version,
            "type": "executable",
            "variants": [
                {"path": variant.split("|")[0], "supportedTriples": variant.split("|")[1].split()}
                for variant in variants
            ],
        }
    },
}
with open(path, "w") as file:
    json.dump(info, file, indent=2)
    file.write("\n")
EOF
cp "$root/CHANGELOG.md" "$bundle/CHANGELOG.md"

zip="$output/intentkit.artifactbundle.zip"
rm -f "$zip"
(cd "$stage" && zip -qrX "$zip" intentkit.artifactbundle)
checksum="$(swift package --package-path "$root" compute-checksum "$zip")"
echo "$checksum" >"$zip.checksum"

# The plugins package: Plugins/'s two plugins, their sources as they are, on a binary target.
plugins="$output/IntentKitPlugins"
rm -rf "$plugins"
mkdir -p "$plugins/Plugins"
cp -R "$root/Plugins/IntentKitBuildToolPlugin" "$root/Plugins/IntentKitCommandPlugin" "$plugins/Plugins/"
if [ -n "$download_url" ]; then
  binary_target=".binaryTarget(
            name: \"IntentKitBinary\",
            url: \"$download_url\",
            checksum: \"$checksum\"
        )"
else
  cp "$zip" "$plugins/intentkit.artifactbundle.zip"
  binary_target=".binaryTarget(name: \"IntentKitBinary\", path: \"intentkit.artifactbundle.zip\")"
fi
python3 - "$root/Plugins/IntentKitPlugins.swift.in" "$plugins/Package.swift" "$version" "        $binary_target," <<'EOF'
import sys
template, manifest, version, binary_target = sys.argv[1:]
text = open(template).read().replace("@VERSION@", version).replace("@BINARY_TARGET@", binary_target)
open(manifest, "w").write(text)
EOF

echo
echo "$zip"
echo "checksum $checksum"
echo "$plugins (the plugins package, intentkit $version)"
for variant in "${variants[@]}"; do echo "built: ${variant%%|*} for ${variant#*|}"; done
# (macOS's bash 3.2 calls an empty array unbound under set -u, hence the guard.)
for reason in ${not_built[@]+"${not_built[@]}"}; do echo "not built: $reason"; done
