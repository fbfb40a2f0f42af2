"""Headless Chromium for the integration checks that look at rendered pages (report-browser.py, docs-browser.py)."""
import shutil
import subprocess
import sys


def browser(who):
    """The Chromium binary on PATH; `who` names the check in the message when there is none."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit(f"{who}: no Chromium found (Debian's chromium package; .ci/run installs it)")


def chromium(binary, url, *extra, budget=5000, who="chromium"):
    """Runs headless Chromium on url, letting the page's scripts run for `budget` ms of virtual time; returns
    (stdout, stderr). A Chromium that fails ends the check with its message."""
    command = [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
               "--no-first-run", "--enable-logging=stderr", "--v=0", f"--virtual-time-budget={budget}", *extra, url]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        sys.exit(f"{who}: chromium failed ({done.returncode}) on {url}:\n{done.stderr[-2000:]}")
    return done.stdout, done.stderr


def console_errors(stderr):
    """Console messages of level error and uncaught exceptions Chromium logged for the page."""
    found = []
    for line in stderr.splitlines():
        if "CONSOLE" in line and ("ERROR" in line.split("CONSOLE")[0] or "Uncaught" in line):
            found.append(line)
        elif "Uncaught" in line:
            found.append(line)
    return found
