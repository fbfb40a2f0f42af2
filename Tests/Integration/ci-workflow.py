#!/usr/bin/env python3
"""Checks IntentKit's GitHub workflow (.github/workflows/ci.yml) without GitHub.

The workflow cannot run here (no Mac, no GitHub runner), so this checks what GitHub would reject or what
would make a job check less than it says: the YAML parses into a workflow with triggers and jobs; every job
has a runner and a time limit; every step either runs a shell command or uses an action; every action it
uses is pinned to a major version and is one whose inputs are known (listed below, from each action's
action.yml), given only those inputs; every `${{ }}` expression reads a context a workflow has; the macOS job
builds, tests and builds the plugin example with the latest Xcode; the Linux job runs .ci/run in the official
Swift container; and every repository path the commands name exists.
"""
import os
import re
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
results = []


def check(name, condition, detail=""):
    results.append(bool(condition))
    print(("ok: " if condition else "FAILED: ") + name + ("" if condition or not detail else f" ({detail})"))


# The actions the workflow may use, with the inputs their action.yml declares (the ones a workflow here
# would set; an input not listed is a mistake or needs adding here after reading the action).
KNOWN_ACTIONS = {
    "actions/checkout": {"v4": {"repository", "ref", "token", "path", "fetch-depth", "submodules", "lfs", "clean"}},
    "maxim-lobanov/setup-xcode": {"v1": {"xcode-version"}},
    "actions/cache": {"v4": {"path", "key", "restore-keys"}},
    "actions/upload-artifact": {"v4": {"name", "path", "if-no-files-found", "retention-days"}},
}
CONTEXTS = {"github", "env", "vars", "job", "jobs", "steps", "runner", "secrets", "strategy", "matrix", "needs", "inputs"}

path = os.path.join(ROOT, ".github", "workflows", "ci.yml")
with open(path) as file:
    text = file.read()
workflow = yaml.safe_load(text)
check("ci.yml parses into a mapping", isinstance(workflow, dict))
# YAML 1.1 (PyYAML) reads the key `on` as true; GitHub reads it as `on`.
triggers = workflow.get("on", workflow.get(True))
check("it runs on pushes to main and on pull requests",
      isinstance(triggers, dict) and "pull_request" in triggers and "main" in (triggers.get("push") or {}).get("branches", []),
      str(triggers))
check("it reads the repository only", workflow.get("permissions") == {"contents": "read"}, str(workflow.get("permissions")))
jobs = workflow.get("jobs", {})
check("it has a macOS job and a Linux job", set(jobs) == {"macos", "linux"}, str(list(jobs)))

for name, job in jobs.items():
    check(f"{name}: a runner and a time limit",
          isinstance(job.get("runs-on"), str) and isinstance(job.get("timeout-minutes"), int) and job["timeout-minutes"] <= 90)
    steps = job.get("steps", [])
    check(f"{name}: every step runs a command or uses an action, never both",
          steps and all(("run" in step) != ("uses" in step) for step in steps))
    check(f"{name}: it checks out the repository first", steps and steps[0].get("uses", "").startswith("actions/checkout@"))
    for step in steps:
        if "uses" not in step:
            continue
        match = re.fullmatch(r"([\w-]+/[\w.-]+)@(v\d+)", step["uses"])
        check(f"{name}: {step['uses']} is pinned to a major version", match)
        if not match:
            continue
        known = KNOWN_ACTIONS.get(match.group(1), {}).get(match.group(2))
        check(f"{name}: {step['uses']} is a known action", known is not None)
        given = set((step.get("with") or {}).keys())
        check(f"{name}: {step['uses']} is given only inputs it has", known is not None and given <= known, str(given - (known or set())))

expressions = re.findall(r"\$\{\{(.*?)\}\}", text)
used = {re.match(r"\s*!?\s*([a-z_]+)", expression).group(1) for expression in expressions}
check("every expression reads a workflow context", used <= CONTEXTS, str(used - CONTEXTS))

macos = jobs.get("macos", {})
macos_runs = "\n".join(step.get("run", "") for step in macos.get("steps", []))
check("macOS: on a macOS runner", str(macos.get("runs-on", "")).startswith("macos-"))
check("macOS: the latest Xcode is selected",
      any(step.get("uses", "").startswith("maxim-lobanov/setup-xcode@") and step.get("with", {}).get("xcode-version") == "latest-stable"
          for step in macos.get("steps", [])))
check("macOS: swift build, swift test and the plugin example",
      re.search(r"^\s*swift build\s*$", macos_runs, re.M) and re.search(r"^swift test\b", macos_runs, re.M)
      and "--package-path Examples/PluginExample" in macos_runs)
check("macOS: the plugin example's warning is asserted, not only its build",
      re.search(r"grep -F '[^']*AppShortcuts\.strings:3:1: warning:", macos_runs))
check("macOS: nothing is installed with Homebrew", "brew " not in macos_runs)
check("macOS: the tests' Python oracles are installed before swift test (.ci/run installs them on Linux)",
      re.search(r"pip install[^\n]*python-dateutil[^\n]*pbxproj[\s\S]*^swift test", macos_runs, re.M))

linux = jobs.get("linux", {})
container = linux.get("container") or {}
image = container.get("image", "") if isinstance(container, dict) else str(container)
check("Linux: in the official Swift container (Swift 6, Debian)", re.fullmatch(r"swift:6\.\d+(\.\d+)?-bookworm", image), image)
check("Linux: the container may mount /proc in a chroot (privileged)", "--privileged" in str(container.get("options", "")))
linux_runs = [step.get("run", "") for step in linux.get("steps", [])]
check("Linux: its last step runs .ci/run", linux_runs and linux_runs[-1].strip() == "bash .ci/run")
check("Linux: without the corpus, whose tests skip rather than fail",
      str((linux.get("env") or {}).get("INTENTKIT_REQUIRE_CORPUS")) == "0")

# Repository paths the commands name.
named = set(re.findall(r"(?:\.ci/run|Examples/[\w/]+|Tests/[\w/.-]+|Tools/[\w/.-]+)", macos_runs + "\n" + "\n".join(linux_runs)))
check("every repository path the commands name exists",
      named and all(os.path.exists(os.path.join(ROOT, p)) for p in named), str(sorted(named)))
with open(os.path.join(ROOT, ".ci", "run")) as file:
    ci = file.read()
check(".ci/run lets the workflow leave the corpus out", 'INTENTKIT_REQUIRE_CORPUS="${INTENTKIT_REQUIRE_CORPUS:-1}"' in ci)

passed, failed = results.count(True), results.count(False)
print(f"ci-workflow: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
