#!/usr/bin/env python3
"""Checks IntentKit's GitHub Action (action.yml) and the workflow docs/integration.md shows, without GitHub.

action.yml cannot run here, so this checks what a runner would reject or get wrong: the YAML structure of a
composite action, that every `${{ inputs.* }}` and `steps.*` it reads is declared, that every `run` step has a
shell, that the problem matcher it adds exists and is well formed, that the actions it uses are pinned to a
major version, and that every YAML block of docs/integration.md parses and passes only inputs the action has.
The problem matcher's expressions are tested against real `intentkit check` output by ProblemMatcherTests.

With `version:` a release's binary is used instead of a build: the download step is run here as a runner runs
it, with a stand-in for curl that serves the artifact bundle static-binary.sh left (.build-static/dist),
as a release would: it must find the binary for this machine, and refuse a bundle whose checksum is not the
one pinned or published.
"""
import json
import os
import re
import stat
import subprocess
import sys
import tempfile

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

check("`version` is `source` by default: intentkit is built until a release exists",
      inputs.get("version", {}).get("default") == "source")
by_name = {step.get("name", ""): step for step in steps}
source_steps = [step for step in steps if "swift build" in step.get("run", "") or "libicu-dev" in step.get("run", "")
                or step.get("uses", "").startswith("actions/cache@") or step.get("id") == "fingerprint"]
check("the build's steps run only with `version: source`",
      source_steps and all("inputs.version == 'source'" in str(step.get("if", "")) for step in source_steps),
      str([step.get("name") for step in source_steps]))
download = next((step for step in steps if step.get("id") == "download"), None)
check("a download step runs only with a release's version", download and download.get("if") == "inputs.version != 'source'")
check("the check runs the downloaded binary or the built one",
      "steps.download.outputs.path || steps.build.outputs.path" in str(by_name.get("Check", {}).get("env", {}).get("INTENTKIT")))
with open(os.path.join(ROOT, "Tools", "release.sh")) as file:
    release = file.read()
check("the download step finds the folders Tools/release.sh names (intentkit-VERSION-linux-ARCH, intentkit-VERSION-macos)",
      download and 'intentkit-$VERSION-$variant/bin/intentkit' in download["run"] and 'variant="linux-$(uname -m)"' in download["run"]
      and 'variant="macos"' in download["run"] and '"intentkit-$version-linux-$arch"' in release and '"intentkit-$version-macos"' in release)
check("the download step fetches the files Tools/release.sh writes",
      download and "intentkit.artifactbundle.zip.checksum" in download["run"] and 'echo "$checksum" >"$zip.checksum"' in release)

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


def run_download(dist, version, checksum, workdir):
    """Runs the download step as a runner would, curl standing in for GitHub's release downloads from dist."""
    bin_dir = os.path.join(workdir, "bin")
    os.makedirs(bin_dir, exist_ok=True)
    curl = os.path.join(bin_dir, "curl")
    with open(curl, "w") as file:
        file.write(f"""#!/bin/sh
# curl [-fsSL] [--retry N] [-o FILE] URL: serves {dist}'s files for the release's URLs; records each URL.
out=""; url=""
while [ $# -gt 0 ]; do
  case "$1" in -o) out="$2"; shift 2 ;; --retry) shift 2 ;; -*) shift ;; *) url="$1"; shift ;; esac
done
echo "$url" >> "{workdir}/urls"
case "$url" in https://github.com/acme/intentkit/releases/download/{version}/*) ;; *) exit 22 ;; esac
file="{dist}/${{url##*/}}"
[ -f "$file" ] || exit 22
if [ -n "$out" ]; then cp "$file" "$out"; else cat "$file"; fi
""")
    os.chmod(curl, os.stat(curl).st_mode | stat.S_IEXEC)
    output = os.path.join(workdir, "github_output")
    open(output, "w").close()
    environment = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"], VERSION=version, CHECKSUM=checksum,
                       REPOSITORY="", GITHUB_ACTION_PATH="/home/runner/work/_actions/acme/intentkit/v1",
                       RUNNER_TEMP=os.path.join(workdir, "temp"), GITHUB_OUTPUT=output)
    os.makedirs(environment["RUNNER_TEMP"], exist_ok=True)
    result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", download["run"]],
                            env=environment, capture_output=True, text=True)
    with open(output) as file:
        outputs = dict(line.strip().split("=", 1) for line in file if "=" in line)
    return result, outputs


dist = os.environ.get("INTENTKIT_DIST", os.path.join(os.environ.get("INTENTKIT_STATIC_SCRATCH", os.path.join(ROOT, ".build-static")), "dist"))
bundle = os.path.join(dist, "intentkit.artifactbundle.zip")
if not download:
    pass
elif not os.path.isfile(bundle) or sys.platform != "linux":
    print(f"skipped: the download step's run: no artifact bundle in {dist} (Tests/Integration/static-binary.sh leaves one)"
          if sys.platform == "linux" else "skipped: the download step's run: Linux only")
else:
    with open(os.path.join(dist, "intentkit.artifactbundle.zip.checksum")) as file:
        published = file.read().strip()
    with open(os.path.join(ROOT, "Modules", "IntentKitCLI", "Support", "IntentKitVersion.swift")) as file:
        version = re.search(r'static let current = "(.*)"', file.read()).group(1)
    with tempfile.TemporaryDirectory() as workdir:
        result, outputs = run_download(dist, version, "", workdir)
        tool = outputs.get("path", "")
        check("with a release's version, the step downloads the bundle from the action's repository and verifies the published checksum",
              result.returncode == 0 and os.access(tool, os.X_OK) and f"checksum {published}" in result.stdout,
              result.stdout + result.stderr)
        with open(os.path.join(workdir, "urls")) as file:
            urls = file.read().split()
        check("it asked for the release's zip and checksum file, and nothing else",
              urls == [f"https://github.com/acme/intentkit/releases/download/{version}/intentkit.artifactbundle.zip",
                       f"https://github.com/acme/intentkit/releases/download/{version}/intentkit.artifactbundle.zip.checksum"], str(urls))
        check("its path is this machine's binary, which runs",
              tool.endswith(f"intentkit-{version}-linux-{os.uname().machine}/bin/intentkit")
              and subprocess.run([tool, "--version"], capture_output=True, text=True).stdout.strip() == version, tool)
    with tempfile.TemporaryDirectory() as workdir:
        result, outputs = run_download(dist, version, published, workdir)
        check("a pinned checksum that matches is accepted", result.returncode == 0 and "path" in outputs, result.stderr)
    with tempfile.TemporaryDirectory() as workdir:
        wrong = ("0" if published[0] != "0" else "1") + published[1:]
        result, outputs = run_download(dist, version, wrong, workdir)
        check("a pinned checksum that does not match fails the step, and no binary is used",
              result.returncode == 2 and "path" not in outputs and "::error::intentkit.artifactbundle.zip" in result.stdout,
              result.stdout + result.stderr)
    with tempfile.TemporaryDirectory() as workdir:
        result, outputs = run_download(dist, "0.0.0-missing", "", workdir)
        check("a version with no release fails the step", result.returncode != 0 and "path" not in outputs)

passed, failed = results.count(True), results.count(False)
print(f"github-action: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
