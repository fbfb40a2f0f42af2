#!/usr/bin/env python3
"""Fails on a public symbol a module declares without a doc comment of its own, or whose comment does not start
with a one-line summary.

DocC does not warn about missing documentation (its coverage report only counts it), so this reads the symbol
graphs `swift package generate-documentation` extracted (.build/<triple>/extracted-symbols/<package>/<Module>/),
which are what DocC renders. A symbol is checked when the module declares it (it has a source location in the
module's folder); inherited members (`!=`, `localizedDescription`) are not, nor extension blocks (DocC shows no
comment for them). A declared symbol is undocumented when it has no doc comment: neither its own nor the comment of
the protocol requirement it implements, which the compiler copies into the graph (a `description` gets Swift's
`CustomStringConvertible` text) and DocC shows with `--enable-inherited-docs`, as docs.sh builds. The summary of a
comment the module writes is its first line; the next line must be blank (or the comment end), so the abstract
DocC shows is that one line.

Usage: python3 Tests/Integration/docs-symbols.py [--build-path .build] MODULE...
Exit status 0 when every checked symbol is documented, 1 otherwise (each problem printed as file:line:col: error:).
"""
import glob
import json
import os
import sys
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def module_folder(module):
    """The folder whose sources the module compiles (Modules/<Module>)."""
    return os.path.join(ROOT, "Modules", module)


def symbol_graphs(build_path, module):
    """The module's symbol graph files: its own and its extensions of other modules' types."""
    folders = glob.glob(os.path.join(build_path, "*", "extracted-symbols", "*", module))
    files = []
    for folder in folders:
        files += sorted(glob.glob(os.path.join(folder, module + ".symbols.json")))
        files += sorted(glob.glob(os.path.join(folder, module + "@*.symbols.json")))
    return files


def source_path(symbol):
    uri = symbol.get("location", {}).get("uri")
    if not uri:
        return None
    return urllib.parse.unquote(urllib.parse.urlparse(uri).path)


def problems(build_path, module):
    """(path, line, column, message) for each undocumented or badly summarised symbol the module declares."""
    files = symbol_graphs(build_path, module)
    if not files:
        sys.exit(f"docs-symbols: no symbol graph for {module} under {build_path}: run swift package generate-documentation first")
    folder = os.path.realpath(module_folder(module)) + os.sep
    found = {}
    for file in files:
        with open(file, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            path = source_path(symbol)
            if path is None or not os.path.realpath(path).startswith(folder):
                continue
            position = symbol["location"]["position"]
            name = ".".join(symbol["pathComponents"])
            key = (path, position["line"], name)
            comment = symbol.get("docComment")
            lines = [line["text"] for line in comment["lines"]] if comment else []
            if not comment or not any(line.strip() for line in lines):
                found[key] = f"public {symbol['kind']['displayName'].lower()} '{name}' has no doc comment"
            elif comment.get("module", module) != module:
                continue  # inherited from the requirement it implements, another module's protocol: shown with --enable-inherited-docs
            elif not lines[0].strip():
                found[key] = f"the doc comment of '{name}' does not start with its summary"
            elif len(lines) > 1 and lines[1].strip():
                found[key] = f"the doc comment of '{name}' does not start with a one-line summary (its second line is not blank)"
    return [(path, line + 1, 1, message) for (path, line, _), message in sorted(found.items())]


def main():
    arguments = sys.argv[1:]
    build_path = os.path.join(ROOT, ".build")
    if arguments[:1] == ["--build-path"]:
        build_path = arguments[1]
        arguments = arguments[2:]
    if not arguments:
        sys.exit(__doc__)
    failed = 0
    for module in arguments:
        found = problems(build_path, module)
        for path, line, column, message in found:
            print(f"{os.path.relpath(path, ROOT)}:{line}:{column}: error: {message} [docs.undocumented-symbol]")
        failed += len(found)
        print(f"docs-symbols: {module}: {len(found)} problem{'s' if len(found) != 1 else ''}", file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
