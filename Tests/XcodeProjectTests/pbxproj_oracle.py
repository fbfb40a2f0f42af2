#!/usr/bin/env python3
"""An independent reading of Xcode projects, for XcodeProjectTests to compare IntentKit's with.

The project files are parsed by the `pbxproj` package (PyPI; its `openstep_parser` reads the text
form, `plistlib` the XML form); the object graph is walked here, without IntentKit's code:

    python3 pbxproj_oracle.py [--list-synchronized] PROJECT.pbxproj...

prints one JSON object: path -> {"targets": [{"name", "productType", "sources", "resources"}]}
or {"error": "..."}. Each file is "BASE|PATH": BASE is SOURCE_ROOT, <absolute> or a setting name
(BUILT_PRODUCTS_DIR, SDKROOT, ...), PATH is relative to it with "." and ".." folded.

Files reach a target through its Sources and Resources build phases (PBXBuildFile -> fileRef: a file
reference, a variant group's children, a version group), with paths resolved through the groups'
sourceTree and path. The pbxproj package itself does not resolve paths nor synchronized folders;
with --list-synchronized this script lists synchronized folders on disk with the rules of Xcode 16
(membership exceptions remove files from the targets that sync a folder and add them to the ones
that do not; phase exceptions move files between phases; a file's extension picks its phase).
Without it, synchronized folders contribute only the files exception sets add to other targets.
"""
import json
import os
import posixpath
import sys

from pbxproj import XcodeProject

COMPILED = {"swift", "m", "mm", "c", "cc", "cp", "cpp", "cxx", "c++", "s", "metal", "intentdefinition", "xcdatamodeld",
            "xcdatamodel", "xcmappingmodel", "mlmodel", "mlpackage", "rcproject", "docc", "defs", "mig", "l", "lm", "y", "ym", "iig"}
LINKED = {"framework", "xcframework", "a", "dylib", "tbd"}
UNBUILT = {"h", "hh", "hpp", "hxx", "pch", "xcconfig", "entitlements", "xctestplan", "storekit", "modulemap"}
PACKAGES = {"xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework", "xcframework", "app", "appex",
            "playground", "scnassets", "rcproject", "reality", "docc", "mlpackage", "mlmodelc", "xcstickers", "storyboardc", "nib",
            "rtfd", "icon", "xcappdata", "plugin", "kext", "xpc", "spriteatlas", "textureset"}


def fold(path):
    if path == "":
        return ""
    folded = posixpath.normpath(path)
    return "" if folded == "." else folded


def field(obj, key, default=None):
    try:
        value = obj[key]
    except (KeyError, AttributeError, TypeError):
        return default
    return default if value is None else value


def ids(obj, key):
    value = field(obj, key, [])
    return [str(item) for item in value] if isinstance(value, list) else []


def extension(name):
    base = name.rsplit("/", 1)[-1]
    return base.rsplit(".", 1)[-1].lower() if "." in base[1:] else ""


def default_phase(relative):
    ext = extension(relative)
    if ext in COMPILED:
        return "sources"
    if ext in LINKED or ext in UNBUILT:
        return None
    return "resources"


def list_folder(root):
    found = []
    for current, folders, files in os.walk(root):
        relative = os.path.relpath(current, root)
        relative = "" if relative == "." else relative
        kept = []
        for name in folders:
            if name.startswith("."):
                continue
            if extension(name) in PACKAGES:
                found.append(posixpath.join(relative, name) if relative else name)
            else:
                kept.append(name)
        folders[:] = kept
        for name in files:
            if not name.startswith("."):
                found.append(posixpath.join(relative, name) if relative else name)
    return sorted(found)


def under(relative, named):
    named = named.rstrip("/")
    return relative == named or relative.startswith(named + "/")


def read(path, list_synchronized):
    project = XcodeProject.load(path)
    objects = project.objects
    root = objects[str(project.rootObject)]
    source_root = os.path.dirname(os.path.dirname(os.path.abspath(path)))
    project_dir = field(root, "projectDirPath", "")
    if project_dir:
        source_root = os.path.join(source_root, project_dir)

    def get(identifier):
        try:
            return objects[identifier]
        except KeyError:
            return None

    # Parents: every object that has children, walked from the main group first.
    parents = {}
    groups = [str(root["mainGroup"])] + [key for key in objects.get_keys() if field(get(key), "children") is not None]
    seen = set()
    for start in groups:
        stack = [start]
        while stack:
            group = stack.pop()
            if group in seen:
                continue
            seen.add(group)
            for child in ids(get(group), "children"):
                if get(child) is None:
                    continue
                if child not in parents and child != str(root["mainGroup"]):
                    parents[child] = group
                if field(get(child), "children") is not None:
                    stack.append(child)

    cache = {}

    def where(identifier, depth=0):
        if identifier in cache:
            return cache[identifier]
        obj = get(identifier)
        tree = str(field(obj, "sourceTree", "<group>"))
        own = field(obj, "path")
        if own is None and str(field(obj, "isa", "")) in ("PBXFileReference", "PBXReferenceProxy"):
            own = field(obj, "name")
        own = "" if own is None else str(own)
        if tree == "<group>":
            parent = parents.get(identifier)
            base, start = where(parent, depth + 1) if parent is not None and depth < 200 else ("SOURCE_ROOT", "")
        elif tree == "SOURCE_ROOT":
            base, start = "SOURCE_ROOT", ""
        elif tree == "<absolute>":
            base, start = "<absolute>", ""
        else:
            base, start = tree, ""
        if own.startswith("/"):
            joined = fold(own)
        else:
            joined = fold(posixpath.join(start, own)) if start else fold(own)
        if base == "SOURCE_ROOT" and joined.startswith("/"):
            base = "<absolute>"
        cache[identifier] = (base, joined)
        return cache[identifier]

    def files_of(build_file):
        reference = field(get(build_file), "fileRef")
        if reference is None or get(str(reference)) is None:
            return []
        obj = get(str(reference))
        if str(field(obj, "isa", "")) == "PBXVariantGroup":
            return ["%s|%s" % where(child) for child in ids(obj, "children") if get(child) is not None]
        return ["%s|%s" % where(str(reference))]

    # Synchronized folders: their files on disk and exception sets.
    folders = {}
    for key in objects.get_keys():
        obj = get(key)
        if str(field(obj, "isa", "")) != "PBXFileSystemSynchronizedRootGroup":
            continue
        base, folder = where(key)
        listed = []
        if list_synchronized and base in ("SOURCE_ROOT", "<absolute>"):
            disk = folder if base == "<absolute>" else os.path.join(source_root, folder)
            if os.path.isdir(disk):
                listed = list_folder(disk)
        membership, phases = {}, {}
        for exception in ids(obj, "exceptions"):
            exception_obj = get(exception)
            if exception_obj is None:
                continue
            named = [str(item) for item in field(exception_obj, "membershipExceptions", [])]
            kind = str(field(exception_obj, "isa", ""))
            if kind == "PBXFileSystemSynchronizedBuildFileExceptionSet":
                membership.setdefault(str(field(exception_obj, "target", "")), []).extend(named)
            elif kind == "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                phases.setdefault(str(field(exception_obj, "buildPhase", "")), []).extend(named)
        folders[key] = (base, folder, listed, membership, phases)

    def entry(base, folder, relative):
        return "%s|%s" % (base, fold(posixpath.join(folder, relative)) if folder else fold(relative))

    targets = []
    for target_id in ids(root, "targets"):
        target = get(target_id)
        if target is None:
            continue
        sources, resources = [], []
        phase_kinds = {}
        for phase_id in ids(target, "buildPhases"):
            phase = get(phase_id)
            if phase is None:
                continue
            kind = str(field(phase, "isa", ""))
            phase_kinds[phase_id] = kind
            found = [name for build_file in ids(phase, "files") if get(build_file) is not None for name in files_of(build_file)]
            if kind == "PBXSourcesBuildPhase":
                sources += found
            elif kind == "PBXResourcesBuildPhase":
                resources += found
        owned = set(ids(target, "fileSystemSynchronizedGroups"))
        for key in sorted(folders):
            base, folder, listed, membership, phases = folders[key]
            if key in owned:
                excluded = membership.get(target_id, [])
                for relative in listed:
                    if any(under(relative, named) for named in excluded):
                        continue
                    phase = default_phase(relative)
                    for phase_id, named in phases.items():
                        if phase_id in phase_kinds and any(under(relative, item) for item in named):
                            phase = {"PBXSourcesBuildPhase": "sources", "PBXResourcesBuildPhase": "resources"}.get(phase_kinds[phase_id])
                    if phase == "sources":
                        sources.append(entry(base, folder, relative))
                    elif phase == "resources":
                        resources.append(entry(base, folder, relative))
            else:
                for named in membership.get(target_id, []):
                    inside = [relative for relative in listed if under(relative, named)] or [named]
                    for relative in inside:
                        phase = default_phase(relative)
                        if phase == "sources":
                            sources.append(entry(base, folder, relative))
                        elif phase == "resources":
                            resources.append(entry(base, folder, relative))
        targets.append({
            "name": str(field(target, "name", target_id)),
            "productType": None if field(target, "productType") is None else str(field(target, "productType")),
            "sources": sorted(set(sources)),
            "resources": sorted(set(resources)),
        })
    return {"targets": targets}


def main(arguments):
    list_synchronized = "--list-synchronized" in arguments
    results = {}
    for path in [argument for argument in arguments if not argument.startswith("--")]:
        try:
            results[path] = read(path, list_synchronized)
        except Exception as error:  # the oracle reports, the Swift test decides
            results[path] = {"error": "%s: %s" % (type(error).__name__, error)}
    json.dump(results, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main(sys.argv[1:])
