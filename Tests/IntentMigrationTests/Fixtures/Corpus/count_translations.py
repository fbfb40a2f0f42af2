#!/usr/bin/env python3
"""Counts, per locale, the String Catalog entries a conversion should carry from a definition's .strings tables.

    python3 count_translations.py DEFINITION [SOURCE_LANGUAGE]

Independent of IntentKit: the definition is read with plistlib, the tables with a small .strings reader (or plistlib
for XML property list tables). A text the converted code uses (titles, descriptions, parameter names, value prompts,
Boolean value names, summaries, dialogs, enum and type names, case names and synonyms) is one catalog key (dialogs
with ${name} written as format specifiers); a locale's count is the number of keys its table translates, the
development language's only where the table says something else than the definition. This is the oracle behind the
per-locale counts CorpusMigrationTests asserts.
"""
import os
import plistlib
import re
import sys

path = sys.argv[1]
source = sys.argv[2] if len(sys.argv) > 2 else "en"
name = os.path.splitext(os.path.basename(path))[0]
folder = os.path.dirname(path)
root = os.path.dirname(folder) if folder.endswith(".lproj") else folder
definition = plistlib.load(open(path, "rb"))
enums = {e["INEnumName"]: e for e in definition.get("INEnums", [])}
types = {t["INTypeName"]: t for t in definition.get("INTypes", [])}
TOKEN = re.compile(r"\$\{([^}]+)\}")

texts = []   # (key, id, value, is_dialog)


def add(value, identifier):
    if value:
        texts.append((value, identifier, value, False))


for intent in definition.get("INIntents", []):
    if intent.get("INIntentType", "Custom") == "System":
        continue
    add(intent.get("INIntentTitle"), intent.get("INIntentTitleID"))
    add(intent.get("INIntentDescription"), intent.get("INIntentDescriptionID"))
    parameters = {p["INIntentParameterName"]: p for p in intent.get("INIntentParameters", [])}
    response = intent.get("INIntentResponse", {})
    outputs = {}
    for p in response.get("INIntentResponseParameters", []):
        outputs[p["INIntentResponseParameterName"]] = p
    for p in parameters.values():
        add(p.get("INIntentParameterDisplayName", p["INIntentParameterName"]), p.get("INIntentParameterDisplayNameID"))
        add(p.get("INIntentParameterDescription"), p.get("INIntentParameterDescriptionID"))
        # A prompt without text (Xcode keeps an empty Primary one) is no prompt.
        prompts = {d.get("INIntentParameterPromptDialogType"): d for d in p.get("INIntentParameterPromptDialogs", []) if d.get("INIntentParameterPromptDialogFormatString")}
        chosen = [prompts.get("Primary") or prompts.get("Configuration")]
        kind = p.get("INIntentParameterType", "String")
        if p.get("INIntentParameterEnumType") or kind == "Object" or p.get("INIntentParameterSupportsMultipleValues") or p.get("INIntentParameterSupportsDynamicEnumeration"):
            chosen.append(prompts.get("DisambiguationIntroduction"))
        for prompt in chosen:
            if prompt and prompt.get("INIntentParameterPromptDialogFormatString") and not TOKEN.search(prompt["INIntentParameterPromptDialogFormatString"]):
                add(prompt["INIntentParameterPromptDialogFormatString"], prompt.get("INIntentParameterPromptDialogFormatStringID"))
        metadata = p.get("INIntentParameterMetadata", {})
        for setting in ("TrueDisplayName", "FalseDisplayName"):
            key = "INIntentParameterMetadata" + setting
            if isinstance(metadata.get(key), str) and metadata.get(key + "ID"):
                add(metadata[key], metadata[key + "ID"])
    for combination in list(intent.get("INIntentParameterCombinations", {}).values()) or list(intent.get("INIntentManagedParameterCombinations", {}).values()):
        add(combination.get("INIntentParameterCombinationTitle"), combination.get("INIntentParameterCombinationTitleID"))

    def specifier(token):
        p = outputs.get(token) or parameters.get(token)
        if p is None:
            return "@"
        prefix = "INIntentResponseParameter" if token in outputs else "INIntentParameter"
        if p.get(prefix + "SupportsMultipleValues") or p.get(prefix + "EnumType"):
            return "@"
        return {"Integer": "lld", "Decimal": "lf"}.get(p.get(prefix + "Type"), "@")

    for code in response.get("INIntentResponseCodes", []):
        if not code.get("INIntentResponseCodeFormatString"):
            continue
        for field in ("INIntentResponseCodeFormatString", "INIntentResponseCodeConciseFormatString"):
            value = code.get(field)
            if value:
                key = TOKEN.sub(lambda m: "%" + specifier(m.group(1)), value.replace("%", "%%"))
                texts.append((key, code.get(field + "ID"), value, True))
for enum in enums.values():
    add(enum.get("INEnumDisplayName", enum["INEnumName"]), enum.get("INEnumDisplayNameID"))
    for case in enum.get("INEnumValues", []):
        if case["INEnumValueName"] == "unknown" and case.get("INEnumValueIndex", 0) == 0:
            continue
        add(case.get("INEnumValueDisplayName", case["INEnumValueName"]), case.get("INEnumValueDisplayNameID"))
        for synonym in case.get("INEnumValueSynonyms", []):
            add(synonym.get("INEnumValueSynonymSynonym"), synonym.get("INEnumValueSynonymSynonymID"))
for t in types.values():
    add(t.get("INTypeDisplayName", t["INTypeName"]), t.get("INTypeDisplayNameID"))
    for prop in t.get("INTypeProperties", []):
        if prop.get("INTypePropertyName") not in ("identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches") and prop.get("INTypePropertyDisplayName"):
            add(prop["INTypePropertyDisplayName"], prop.get("INTypePropertyDisplayNameID"))

STRING = r'"((?:[^"\\]|\\.)*)"'
ENTRY = re.compile(STRING + r"\s*=\s*" + STRING + r"\s*;")


def unescape(text):
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t", "r": "\r"}.get(m.group(1), m.group(1)), text)


def table(file):
    raw = open(file, "rb").read()
    if raw.lstrip().startswith(b"<?xml") or raw.startswith(b"bplist"):
        return plistlib.loads(raw)
    for encoding in ("utf-8-sig", "utf-16"):
        try:
            text = raw.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"(?m)^\s*//.*$", "", text)
    result = {}
    for match in ENTRY.finditer(text):
        result[unescape(match.group(1))] = unescape(match.group(2))
    return result


for folder_name in sorted(os.listdir(root or ".")):
    if not folder_name.endswith(".lproj") or folder_name == "Base.lproj":
        continue
    file = os.path.join(root, folder_name, name + ".strings")
    if not os.path.exists(file) or os.path.getsize(file) == 0:
        continue
    locale = folder_name[:-6]
    entries = table(file)
    keys = set()
    for key, identifier, value, _ in texts:
        if identifier in entries and (locale != source or entries[identifier] != value):
            keys.add(key)
    print(f"{locale}\t{len(keys)}")
