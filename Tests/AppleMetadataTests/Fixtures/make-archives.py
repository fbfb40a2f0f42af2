#!/usr/bin/env python3
"""Makes the .ipa fixtures of AppleMetadataTests (run from the package root; needs a built intentkit).

WidgetSmith.ipa: an app and its extension as an .ipa holds them (DEFLATE), with the metadata IntentKit writes
from Examples/WidgetSmith/Sources, a minimal Info.plist each, compiled (binary) strings tables in two locales,
App Shortcuts phrases, and one symbolic link that leads out of the archive.
bomb.ipa: two metadata entries that must be refused without being inflated past their limits: one whose
directory declares 100 MB, one that declares 4 KB and inflates to 10 MB.
"""
import os
import plistlib
import stat
import struct
import subprocess
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))


def written(module):
    folder = tempfile.mkdtemp()
    subprocess.run([".build/debug/intentkit", "extract", "Examples/WidgetSmith/Sources", "--to", "actionsdata",
                    "-o", folder, "--module", module], check=True, stdout=subprocess.DEVNULL)
    base = os.path.join(folder, "Metadata.appintents")
    return {name: open(os.path.join(base, name), "rb").read() for name in ("extract.actionsdata", "version.json")}


def info(identifier, executable, package_type):
    return plistlib.dumps({"CFBundleIdentifier": identifier, "CFBundleExecutable": executable, "CFBundleName": executable,
                           "CFBundleDevelopmentRegion": "en", "CFBundlePackageType": package_type, "MinimumOSVersion": "16.0",
                           "DTXcodeBuild": "17C528"}, fmt=plistlib.FMT_XML)


def strings(table):
    return plistlib.dumps(table, fmt=plistlib.FMT_BINARY)


def add(archive, name, data):
    info_ = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
    info_.compress_type = zipfile.ZIP_DEFLATED
    info_.create_system = 3
    info_.external_attr = (stat.S_IFREG | 0o644) << 16
    archive.writestr(info_, data)


def app():
    app_files, extension_files = written("WidgetSmith"), written("WidgetsExtension")
    path = os.path.join(HERE, "WidgetSmith.ipa")
    with zipfile.ZipFile(path, "w") as archive:
        root = "Payload/WidgetSmith.app/"
        add(archive, root + "Info.plist", info("com.example.widgetsmith", "WidgetSmith", "APPL"))
        for name, data in app_files.items():
            add(archive, root + "Metadata.appintents/" + name, data)
        add(archive, root + "en.lproj/Localizable.strings", strings({"Launch App": "Launch App", "Widget": "Widget"}))
        add(archive, root + "de.lproj/Localizable.strings", strings({"Launch App": "App öffnen"}))
        add(archive, root + "en.lproj/AppShortcuts.strings", strings({"Open ${applicationName}": "Open ${applicationName}"}))
        extension = root + "PlugIns/Widgets.appex/"
        add(archive, extension + "Info.plist", info("com.example.widgetsmith.widgets", "WidgetsExtension", "XPC!"))
        for name, data in extension_files.items():
            add(archive, extension + "Metadata.appintents/" + name, data)
        link = zipfile.ZipInfo(root + "escape", date_time=(2025, 1, 1, 0, 0, 0))
        link.create_system = 3
        link.external_attr = (stat.S_IFLNK | 0o777) << 16
        archive.writestr(link, "../../../../etc/passwd")


def bomb():
    path = os.path.join(HERE, "bomb.ipa")
    with zipfile.ZipFile(path, "w") as archive:
        add(archive, "Payload/Bomb.app/Info.plist", info("com.example.bomb", "Bomb", "APPL"))
        add(archive, "Payload/Bomb.app/Metadata.appintents/extract.actionsdata", b" " * (10 << 20))
        add(archive, "Payload/Bomb.app/PlugIns/Big.appex/Metadata.appintents/extract.actionsdata", b"{}")
    data = bytearray(open(path, "rb").read())
    # Rewrite the declared sizes in the central directory (and local headers, which readers ignore): the first
    # metadata entry claims 4 KB, the second 100 MB.
    claims = {b"Payload/Bomb.app/Metadata.appintents/extract.actionsdata": 4096,
              b"Payload/Bomb.app/PlugIns/Big.appex/Metadata.appintents/extract.actionsdata": 100 << 20}
    at = 0
    while True:
        at = data.find(b"PK\x01\x02", at)
        if at < 0:
            break
        name_length = struct.unpack_from("<H", data, at + 28)[0]
        name = bytes(data[at + 46:at + 46 + name_length])
        if name in claims:
            struct.pack_into("<I", data, at + 24, claims[name])
        at += 4
    open(path, "wb").write(bytes(data))


if __name__ == "__main__":
    app()
    bomb()
