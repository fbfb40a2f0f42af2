#!/usr/bin/env python3
"""Checks IntentKit's GitHub Action (action.yml) and the workflow docs/integration.md shows, without GitHub.

action.yml cannot run here, so this checks what a runner would reject or get wrong: the YAML structure of a
composite action, that every `${{ inputs.* }}` and `steps.*` it reads is declared, that every `run` step has a
shell, that the problem matcher it adds exists and is well formed, that the actions it uses are pinned to a
major version, and that every YAML block of docs/integration.md parses and passes only inputs the action has.
The problem matcher's expressions are tested against real `intentkit check` output by ProblemMatcherTests.
"""
import json
import os
import re
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
results = []


def check(name, condition, detail=""):
    results.append(bool(condition))
    print(("ok: " if condition else "FAILED: ") + name + ("" if condition or not detail else f" ({detail})"))


with open(os.path.join(ROOT, "action.yml")) as file:
    text = file.read()
action = yaml.safe_load(text)

check("action.yml has a name, a description and composite steps",
      isinstance(action.get("name"), str) and isinstance(action.get("description"), str)
      and action.get("runs", {}).get("using") == "composite" and isinstance(action["runs"].get("steps"), list))
inputs = action.get("inputs", {})
check("every input has a description and a string default",
      all(isinstance(spec.get("description"), str) and isinstance(spec.get("default", ""), str) for spec in inputs.values()),
      str(inputs))
steps = action["runs"]["steps"]
check("every step either runs a shell command with a shell, or uses an action",
      all(("run" in step) != ("uses" in step) and ("run" not in step or step.get("shell") in ("bash", "sh", "pwsh", "python"))
          for step in steps))
step_ids = {step["id"] for step in steps if "id" in step}
# Expressions: `${{ … }}` anywhere, and a step's `if:`, which is one without the braces.
expressions = re.findall(r"\$\{\{(.*?)\}\}", text) + [str(step["if"]) for step in steps if "if" in step]
used_inputs = {name for expression in expressions for name in re.findall(r"inputs\.([A-Za-z0-9_-]+)", expression)}
check("every input the action reads is declared", used_inputs <= set(inputs), str(used_inputs - set(inputs)))
check("every input is read", set(inputs) <= used_inputs, str(set(inputs) - used_inputs))
used_steps = {name for expression in expressions for name in re.findall(r"steps\.([A-Za-z0-9_-]+)\.", expression)}
check("every step the action reads has that id", used_steps <= step_ids, str(used_steps - step_ids))
check("every output reads a step that exists or an input",
      all(re.fullmatch(r"\$\{\{ (steps\.[a-z-]+\.outputs\.[a-z-]+|inputs\.[a-z-]+) \}\}", spec.get("value", ""))
          for spec in action.get("outputs", {}).values()))
uses = [step["uses"] for step in steps if "uses" in step]
check("the actions it uses are pinned to a major version",
      uses and all(re.fullmatch(r"[\w-]+/[\w./-]+@v\d+", use) for use in uses), str(uses))
check("it uploads SARIF with codeql-action's upload-sarif",
      any(use.startswith("github/codeql-action/upload-sarif@") for use in uses))
runs = "\n".join(step.get("run", "") for step in steps)
check("it builds intentkit and runs the check, as text for annotations and as SARIF",
      "swift build" in runs and "--ungrouped" in runs and "--format sarif" in runs)

matchers = re.findall(r"::add-matcher::\$GITHUB_ACTION_PATH/(\S+)\"", runs)
check("it adds one problem matcher", len(matchers) == 1, str(matchers))
for matcher_path in matchers:
    path = os.path.join(ROOT, matcher_path)
    check(f"{matcher_path} exists", os.path.isfile(path))
    if os.path.isfile(path):
        with open(path) as file:
            matcher = json.load(file)
        owners = [entry.get("owner") for entry in matcher.get("problemMatcher", [])]
        check("the problem matcher's owners are the ones the action removes",
              all(f"::remove-matcher owner={owner}::" in runs for owner in owners) and owners, str(owners))
        for entry in matcher.get("problemMatcher", []):
            for pattern in entry.get("pattern", []):
                groups = re.compile(pattern["regexp"]).groups
                fields = {key: value for key, value in pattern.items() if key != "regexp"}
                check(f"{entry['owner']}: its groups exist and it reads a file and a message",
                      all(isinstance(value, int) and 1 <= value <= groups for value in fields.values())
                      and "file" in fields and "message" in fields, str(fields))

with open(os.path.join(ROOT, "docs", "integration.md")) as file:
    docs = file.read()
blocks = re.findall(r"```yaml\n(.*?)```", docs, re.S)
check("docs/integration.md shows YAML", blocks)
workflow_uses = []
for block in blocks:
    try:
        document = yaml.safe_load(block)
    except yaml.YAMLError as error:
        check("a YAML block of docs/integration.md parses", False, str(error))
        continue
    results.append(True)
    for job in (document or {}).get("jobs", {}).values() if isinstance(document, dict) else []:
        for step in job.get("steps", []):
            if "intentkit" in str(step.get("uses", "")).lower():
                workflow_uses.append(step)
check("the documented workflow uses the action", workflow_uses)
for step in workflow_uses:
    check("the documented workflow passes only inputs the action has",
          set(step.get("with", {})) <= set(inputs), str(set(step.get("with", {})) - set(inputs)))

passed, failed = results.count(True), results.count(False)
print(f"github-action: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
