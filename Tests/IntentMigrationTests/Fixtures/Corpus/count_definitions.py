#!/usr/bin/env python3
"""Counts what each corpus .intentdefinition declares, with Python's plistlib (not IntentKit's reader).

    python3 count_definitions.py ../../../../../shared > definitions.tsv

Reads every .intentdefinition under <shared>/corpus and <shared>/realworld/definitions and prints one row each:
the corpus, the path inside it, then the counts: custom intents (INIntentType Custom or absent), system intents,
intent parameters of the custom intents, response parameters of the custom intents (INIntentResponseParameters or
INIntentResponseProperties), enums, enum cases (every INEnumValues entry, the `unknown` placeholder included) and
custom types. This is the oracle the checked-in table was made with; the table was then reviewed by reading files.
"""
import os
import plistlib
import sys

shared = sys.argv[1]
roots = [("corpus", os.path.join(shared, "corpus")), ("realworld", os.path.join(shared, "realworld", "definitions"))]
print("corpus\tpath\tcustom-intents\tsystem-intents\tparameters\tresponse-parameters\tenums\tenum-cases\ttypes")
for name, root in roots:
    paths = []
    for folder, _, files in os.walk(root):
        paths += [os.path.join(folder, f) for f in files if f.endswith(".intentdefinition")]
    for path in sorted(os.path.relpath(p, root) for p in paths):
        with open(os.path.join(root, path), "rb") as handle:
            data = plistlib.load(handle)
        intents = data.get("INIntents", [])
        custom = [i for i in intents if i.get("INIntentType", "Custom") != "System"]
        system = [i for i in intents if i.get("INIntentType", "Custom") == "System"]
        parameters = sum(len(i.get("INIntentParameters", [])) for i in custom)
        responses = sum(
            len(i.get("INIntentResponse", {}).get("INIntentResponseParameters", []))
            + len(i.get("INIntentResponse", {}).get("INIntentResponseProperties", []))
            for i in custom
        )
        enums = data.get("INEnums", [])
        cases = sum(len(e.get("INEnumValues", [])) for e in enums)
        types = data.get("INTypes", [])
        print(f"{name}\t{path}\t{len(custom)}\t{len(system)}\t{parameters}\t{responses}\t{len(enums)}\t{cases}\t{len(types)}")
