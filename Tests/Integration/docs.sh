#!/usr/bin/env bash
# Builds the DocC documentation of every library product and checks it (issue 48, docs/README of the catalogs):
#   1. no catalog article shows Swift that is not compiled: Swift in an article comes from a snippet
#      (Snippets/, `@Snippet(path:)`), never from a ```swift block;
#   2. every snippet is built (swift build and swift test build them) and runs from the package root with exit
#      status 0, so the preconditions in it hold;
#   3. `swift package generate-documentation` (swift-docc-plugin) for every library product with
#      --warnings-as-errors: a symbol link that does not resolve, an undocumented parameter, a snippet path that
#      does not exist fails here; the archives are transformed for static hosting;
#   4. every public symbol a module declares has a doc comment starting with a one-line summary
#      (Tests/Integration/docs-symbols.py over the symbol graphs the documentation build extracted);
#   5. each product's landing page renders in headless Chromium with no console error
#      (Tests/Integration/docs-browser.py), which keeps a screenshot of one in .build/docs-screenshots.
# The static sites are left in .build/plugins/Swift-DocC/outputs/<Product>.doccarchive.
#
# Usage: bash Tests/Integration/docs.sh [--no-browser]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
started=$(date +%s)

# The library products, in Package.swift's order (the executable and plugins have no DocC catalog).
products=$(swift package dump-package | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print(product["name"])')

failed=0
for product in $products; do
  if [ ! -f "Modules/$product/$product.docc/$product.md" ]; then
    echo "docs: $product has no catalog landing page (Modules/$product/$product.docc/$product.md)"
    failed=1
  fi
done
# Swift shown in an article must be a compiled snippet.
if grep -rn --include='*.md' -E '^\s*```\s*swift' Modules/*/*.docc; then
  echo "docs: the Swift above is shown in a catalog without being compiled: move it into a snippet (Snippets/) and show it with @Snippet(path:)"
  failed=1
fi
[ "$failed" = 0 ] || exit 1

# Snippets: built with everything else; each runs from the package root.
swift build
bin="$(swift build --show-bin-path)"
count=0
for snippet in Snippets/*.swift; do
  name="$(basename "$snippet" .swift)"
  if ! output="$("$bin/$name" 2>&1)"; then
    echo "$output"
    echo "docs: the snippet $snippet failed when run from the package root"
    exit 1
  fi
  count=$((count + 1))
done
echo "docs: $count snippets built and ran"

targets=()
for product in $products; do targets+=(--target "$product"); done
swift package --disable-sandbox generate-documentation "${targets[@]}" \
  --warnings-as-errors --enable-inherited-docs --transform-for-static-hosting

# shellcheck disable=SC2086
python3 Tests/Integration/docs-symbols.py $products

if [ "${1:-}" != "--no-browser" ]; then
  # shellcheck disable=SC2086
  python3 Tests/Integration/docs-browser.py $products
fi
echo "docs: documentation of $(echo "$products" | wc -w) products built and checked in $(( $(date +%s) - started )) s"
