#!/usr/bin/env python3
"""Gathers candidate seeds for each fuzz target from ../shared and the repository's fixtures.

    Tools/Fuzz/gather-seeds.py OUT

writes OUT/TARGET/ folders of candidates: small files (at most 16 KB; 24 KB for projects), several
of each kind and encoding, plus a few made here (binary property lists, format strings, phrases).
`fuzz.sh --minimize-seeds` then keeps, in Tools/Fuzz/Seeds/TARGET, only the candidates that add
coverage (libFuzzer's -merge=1). Deterministic: the same inputs give the same candidates.
"""
import hashlib
import json
import os
import plistlib
import struct
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARED = os.path.abspath(os.path.join(ROOT, "..", "shared"))
OUT = sys.argv[1]


def files(folder, suffixes, limit=16384):
    """Files under folder whose names end with one of suffixes, at most limit bytes, sorted."""
    found = []
    base = os.path.join(ROOT, folder) if not folder.startswith("/") else folder
    if not os.path.isdir(base):
        return found
    for parent, dirs, names in os.walk(base):
        dirs[:] = [d for d in dirs if not d.startswith(".build")]
        for name in names:
            path = os.path.join(parent, name)
            if name.endswith(suffixes) and 0 < os.path.getsize(path) <= limit:
                found.append(path)
    return sorted(found)


def spread(paths, count):
    """count paths spread over the list sorted by size: small, medium and large alike."""
    paths = sorted(paths, key=lambda p: (os.path.getsize(p), p))
    if len(paths) <= count:
        return paths
    return [paths[i * (len(paths) - 1) // (count - 1)] for i in range(count)]


def put(target, data, hint=""):
    folder = os.path.join(OUT, target)
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16] + hint
    with open(os.path.join(folder, name), "wb") as handle:
        handle.write(data)


def put_files(target, paths):
    for path in paths:
        with open(path, "rb") as handle:
            put(target, handle.read())


def by_encoding(paths):
    """Groups .strings files by their first bytes, so every encoding is kept."""
    groups = {}
    for path in paths:
        with open(path, "rb") as handle:
            head = handle.read(8)
        key = ("utf16le" if head.startswith(b"\xff\xfe") else "utf16be" if head.startswith(b"\xfe\xff")
               else "bom8" if head.startswith(b"\xef\xbb\xbf") else "bplist" if head.startswith(b"bplist")
               else "xml" if head.lstrip().startswith(b"<") else "text")
        groups.setdefault(key, []).append(path)
    return groups


strings = files(SHARED + "/corpus", (".strings",)) + files("Tests", (".strings",))
for group in by_encoding(strings).values():
    put_files("strings", spread(group, 8))
for text in ['"a" = "b";', '/* c */\n"k\\U00e9" = "v\\n\\"q\\"";\n', 'key = value;\n"x";\n', '"a" = "b" /* no semicolon */']:
    put("strings", text.encode())
    put("strings", b"\xff\xfe" + text.encode("utf-16-le"))

stringsdict = files(SHARED + "/corpus", (".stringsdict",)) + files("Tests", (".stringsdict",))
put_files("stringsdict", spread(stringsdict, 16))

# Binary property lists: what plistlib makes of XML ones, plus any binary files in the corpus.
binary = []
for path in spread(stringsdict, 6) + spread(files(SHARED + "/realworld/definitions", (".intentdefinition",), 8192), 4):
    try:
        with open(path, "rb") as handle:
            binary.append(plistlib.dumps(plistlib.loads(handle.read()), fmt=plistlib.FMT_BINARY))
    except Exception:
        pass
binary.append(plistlib.dumps({"key": "value", "n": 1, "f": 1.5, "d": b"\x00\x01", "a": [True, None is None]}, fmt=plistlib.FMT_BINARY))
for data in binary:
    put("binary-plist", data)
for group_name, group in by_encoding(strings).items():
    if group_name == "bplist":
        put_files("binary-plist", group[:4])

xcstrings = files(SHARED + "/corpus", (".xcstrings",)) + files(SHARED + "/realworld", (".xcstrings",)) + files("Tests", (".xcstrings",)) + files("Examples", (".xcstrings",))
put_files("xcstrings", spread(xcstrings, 20))

# The differential target reads any of the three table formats and compares IntentKit's reading with Foundation's.
for group in by_encoding(strings).values():
    put_files("differential", spread(group, 4))
put_files("differential", spread(stringsdict, 8) + spread(xcstrings, 10))
for text in ['"a" = "b"; "c', '"a" = "b"; /* open', '"a" = ("x"); "b" = "c";']:
    put("differential", text.encode())

json_files = files("Tests", (".json",), 4096) + files("Examples", (".json",), 4096)
put_files("json", spread(json_files, 12))
for text in ['{"a": [1, -2.5e10, true, false, null, "\\u00e9\\ud83d\\ude00"]}', "[]", '"\\"', "{\"a\":1,\"a\":2}", "1e999", "[[[[[[[[[[]]]]]]]]]]"]:
    put("json", text.encode())

metadata = files("Examples", ("metadata.json",), 32768) + files("Tests/IntentMetadataTests", (".json",), 16384)
put_files("metadata", spread(metadata, 20))

definitions = files(SHARED + "/realworld/definitions", (".intentdefinition",), 12288) + files("Tests/IntentMigrationTests", (".intentdefinition",), 12288) + files("Examples", (".intentdefinition",), 12288)
put_files("intentdefinition", spread(definitions, 20))

schedules = files("Examples", (".yaml",)) + files("Tests", (".yaml",))
put_files("relevance-schedule", schedules)
put_files("lint-configuration", files("Tests", (".yml",)))
put("lint-configuration", b"developmentLanguage: en\nexclude:\n  - Pods/**\nseverity:\n  placeholders.mismatch: error\n  text.untranslated: off\n")

put("lint-baseline", b'{"version": 1, "findings": ["placeholders.mismatch | de.lproj/Localizable.strings | Localizable | greeting | de | message"]}\n')
put("lint-baseline", b'{"version": 1, "findings": []}')
put("lint-baseline", b'{"version": 2, "findings": [1]}')

# Format strings: locale byte, argument-count byte, arguments (kind byte + 8 bytes), then format NUL one NUL other.
def format_seed(locale, arguments, format_text, one="%d file", other="%d files"):
    data = bytes([locale, len(arguments)])
    for kind, value in arguments:
        if kind == 0:
            data += bytes([0]) + struct.pack(">q", value)
        elif kind == 1:
            data += bytes([1]) + struct.pack(">d", value)
        else:
            data += bytes([2]) + struct.pack(">Q", len(value)) + value.encode()
    return data + format_text.encode() + b"\0" + one.encode() + b"\0" + other.encode()

for seed in [
    format_seed(0, [(0, 21), (2, "Docs")], "%#@files@ in %@"),
    format_seed(1, [(0, 3), (1, 2.5)], "%1$d of %2$.1f%% %3$@ %-5s %*d %lld %hhu"),
    format_seed(2, [(1, 1.0)], "%.2lf %e %g %x %X %o %c %C %S %p %a %n"),
    format_seed(3, [(0, 2), (0, 5)], "%2$#@b@ %1$#@a@", "%#@a@ nested", "other %lu"),
    format_seed(4, [], "100%% done, % bad %q %5$"),
]:
    put("format-string", seed)

phrase_lines = [
    "C:Order ${soup} with ${applicationName}|Get soup in ${applicationName}\nen:Order ${soup} with ${applicationName}=Order ${soup} with ${applicationName}\nde:Order ${soup} with ${applicationName}=Bestelle ${soup} mit ${applicationName}",
    "C:${applicationName}\nC:Show ${note} in ${applicationName}|\nja:${applicationName}=${applicationName}で表示\nar:x=${applicationName} ${size}",
    "C:Open ${applicationName} ${applicationName}\nfr:Open ${applicationName} ${applicationName}=${applicationName",
]
for text in phrase_lines:
    put("phrases", text.encode())
for path in files(SHARED + "/corpus", ("AppShortcuts.strings",))[:2]:
    with open(path, "rb") as handle:
        raw = handle.read().decode("utf-8", "replace")
    lines = []
    for line in raw.splitlines():
        if line.startswith('"') and '" = "' in line:
            key, _, value = line.partition('" = "')
            lines.append("C:" + key[1:])
            lines.append("de:" + key[1:] + "=" + value.rstrip('";'))
    put("phrases", "\n".join(lines[:40]).encode())

manifests = files("Tests/IntentPackagesTests", ("manifest.json",))
put_files("package-manifest", manifests)
put("package-manifest", b'{"root": "AppPackage", "documents": ["app.json", {"path": "features.json", "package": "FeaturesPackage"}, "core.json", "widgets.json"]}')

swift = [p for p in files("Examples", (".swift",), 8192) + files(SHARED + "/realworld/whole-apps", (".swift",), 6144)
         if b"Intent" in open(p, "rb").read() or b"String(localized" in open(p, "rb").read()]
put_files("swift-extraction", spread(swift, 24))

projects = files(SHARED + "/realworld/projects", (".pbxproj",), 24576) + files("Tests/XcodeProjectTests", (".pbxproj",), 24576)
put_files("pbxproj", spread(projects, 12))

# Apple's compiled metadata: Xcode's files cut down to a few definitions (written back in Xcode's layout), and
# edge cases; products: the .ipa fixtures.
def xcode_layout(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).replace("/", "\\/").encode()


for path in files(SHARED + "/realworld/actionsdata", ("extract.actionsdata",), 65536):
    with open(path, "rb") as handle:
        data = json.load(handle)
    for keep in (1, 3):
        small = dict(data)
        for table in ("actions", "entities", "queries"):
            small[table] = dict(sorted(data[table].items())[:keep])
        put("actionsdata", xcode_layout(small))
put("actionsdata", b'{"actions":{},"version":1}')
put("actionsdata", b'{"actions":{"A":{"identifier":"B","parameters":[{"valueType":{"primitive":{"wrapper":{"typeIdentifier":99}}}}]}},"enums":[{"identifier":"E"},{"identifier":"E"}]}')
put("actionsdata", b'{"autoShortcutProviderMangledName":"3App0A0V","autoShortcuts":[{"actionIdentifier":"X","phraseTemplates":[{"key":"Go ${applicationName}"}]}],"shortcutTileColor":99}')
put_files("apple-product", files("Tests/AppleMetadataTests/Fixtures", (".ipa",), 16384))
