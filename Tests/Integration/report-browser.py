#!/usr/bin/env python3
"""Opens `intentkit report` pages in a real browser (headless Chromium) and checks what it rendered.

For Examples/StreaksWidgets and one real-world app (../shared/realworld, when present; required under
INTENTKIT_REQUIRE_CORPUS=1): the page is written with the built intentkit, loaded by Chromium from disk,
and the rendered DOM must show the page's script ran (html[data-script=ready]), no console error or uncaught
exception may be logged, and the numbers of configuration sheets and coverage-grid cells drawn must be the
numbers the model gave (the sections' data-sheets and the grid's data-cells, written by the report from the
model, read here with Python's own HTML parser). Screenshots of the sheets and the coverage grid are kept
under .build/report-screenshots (CI artifacts, not in git).

Usage: python3 Tests/Integration/report-browser.py [path/to/intentkit]
"""
import html.parser
import os
import re
import subprocess
import sys

from headless_chromium import browser, chromium, console_errors

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, ".build", "report-screenshots")
REALWORLD = os.environ.get("INTENTKIT_REALWORLD", os.path.join(os.path.dirname(ROOT), "shared", "realworld"))
# A real-world app with widget-configuration intents and catalogs in several locales.
REALWORLD_APP = "apps/twofas__2fas-ios"


class Counter(html.parser.HTMLParser):
    """Counts what the model says the page draws, and what it draws, in a page's markup."""

    def __init__(self):
        super().__init__()
        self.model_sheets = 0
        self.model_cells = 0
        self.sheets = 0
        self.cells = 0
        self.anchors = []
        self.script_ready = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if "data-sheets" in attributes:
            self.model_sheets += int(attributes["data-sheets"])
            self.anchors.append(attributes.get("id"))
        if "data-cells" in attributes:
            self.model_cells += int(attributes["data-cells"])
        if tag == "figure" and "sheet" in classes:
            self.sheets += 1
        if tag == "td" and "cell" in classes:
            self.cells += 1
        if tag == "html" and attributes.get("data-script") == "ready":
            self.script_ready = True


class Texts(html.parser.HTMLParser):
    """Each localized text of a page (span.l10n): the text shown, whether it is marked as a fallback, and the
    translations in the template that follows it."""

    def __init__(self):
        super().__init__()
        self.texts = []  # [text, fallback, {locale: text}]
        self.in_span = False
        self.in_template = False
        self.translation = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if tag == "span" and "l10n" in classes:
            self.in_span = True
            self.texts.append(["", "fallback" in classes, {}])
        elif tag == "template" and "l10n-values" in classes and self.texts:
            self.in_template = True
        elif self.in_template and tag == "span" and "data-locale" in attributes:
            self.translation = attributes["data-locale"]
            self.texts[-1][2][self.translation] = ""

    def handle_endtag(self, tag):
        if tag == "template":
            self.in_template = False
        elif tag == "span":
            if self.translation is not None:
                self.translation = None
            else:
                self.in_span = False

    def handle_data(self, data):
        if self.translation is not None:
            self.texts[-1][2][self.translation] += data
        elif self.in_span and not self.in_template:
            self.texts[-1][0] += data


def texts(markup):
    reader = Texts()
    reader.feed(markup)
    reader.close()
    return reader.texts


def count(markup):
    counter = Counter()
    counter.feed(markup)
    counter.close()
    return counter


def check(binary, intentkit, name, path):
    page = os.path.join(OUT, name + ".html")
    run = subprocess.run([intentkit, "report", path, "-o", page], capture_output=True, text=True, cwd=ROOT, timeout=600)
    if run.returncode not in (0, 1) or not os.path.exists(page):
        sys.exit(f"report-browser: intentkit report {path} exited {run.returncode}:\n{run.stderr[-2000:]}")
    with open(page, encoding="utf-8") as file:
        written = count(file.read())
    url = "file://" + page
    dom, stderr = chromium(binary, url, "--dump-dom", who="report-browser")
    rendered = count(dom)
    problems = []
    if not rendered.script_ready:
        problems.append("the page's script did not run to its end (no html[data-script=ready])")
    errors = console_errors(stderr)
    if errors:
        problems.append("console errors: " + " | ".join(errors[:5]))
    if rendered.sheets != written.model_sheets:
        problems.append(f"{rendered.sheets} sheets rendered, the model has {written.model_sheets}")
    if rendered.cells != written.model_cells:
        problems.append(f"{rendered.cells} grid cells rendered, the model has {written.model_cells}")
    with open(page, encoding="utf-8") as file:
        markup = file.read()
    # The locale switcher: opened with ?locale=L, every text shows its L translation, or the development language marked.
    written_texts = texts(markup)
    locales = re.findall(r'<option value="([^"]+)"', markup)[1:]
    if locales:
        locale = locales[0]
        switched, stderr = chromium(binary, url + "?locale=" + locale, "--dump-dom", who="report-browser")
        shown = texts(switched)
        if len(shown) != len(written_texts):
            problems.append(f"{len(shown)} localized texts rendered in {locale}, the page has {len(written_texts)}")
        translated = 0
        for (original, _, translations), (text, fallback, _) in zip(written_texts, shown):
            if locale in translations:
                translated += 1
                if text != translations[locale] or fallback:
                    problems.append(f"'{original}' shows '{text}' in {locale}, not '{translations[locale]}'")
            elif text != original or not fallback:
                problems.append(f"'{original}' has no {locale} translation but shows '{text}' (fallback mark: {fallback})")
        if console_errors(stderr):
            problems.append("console errors in " + locale)
        print(f"report-browser: {name}: in {locale}, {translated} of {len(written_texts)} texts translated, the rest marked")
    shots = []
    for label, anchor in [("sheets", written.anchors[0] if written.anchors else None), ("coverage", "coverage")]:
        if anchor is None:
            continue
        # A copy of the page that lays out only that section (and what holds it), so the screenshot shows it whole.
        only = (f"<style>header, footer {{ display: none; }} "
                f"section:not(#{anchor}):not(:has(#{anchor})):not(#{anchor} *) {{ display: none; }}</style></head>")
        view = os.path.join(OUT, f"{name}-{label}.html")
        with open(view, "w", encoding="utf-8") as file:
            file.write(markup.replace("</head>", only, 1))
        shot = os.path.join(OUT, f"{name}-{label}.png")
        chromium(binary, "file://" + view, f"--screenshot={shot}", "--window-size=1280,1400", who="report-browser")
        if not os.path.exists(shot) or os.path.getsize(shot) < 1000:
            problems.append(f"no screenshot of {label}")
        shots.append(shot)
    if problems:
        sys.exit(f"report-browser: {name}: " + "; ".join(problems))
    print(f"report-browser: {name}: {rendered.sheets} sheets and {rendered.cells} grid cells rendered as the model says, "
          f"no console errors; screenshots {', '.join(os.path.relpath(s, ROOT) for s in shots)}")


def main():
    intentkit = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "intentkit")
    if not os.path.exists(intentkit):
        sys.exit(f"report-browser: no intentkit at {intentkit}; build it first (swift build)")
    binary = browser("report-browser")
    os.makedirs(OUT, exist_ok=True)
    check(binary, intentkit, "StreaksWidgets", "Examples/StreaksWidgets")
    app = os.path.join(REALWORLD, REALWORLD_APP)
    if os.path.isdir(app):
        check(binary, intentkit, os.path.basename(app), app)
    elif os.environ.get("INTENTKIT_REQUIRE_CORPUS") == "1":
        sys.exit(f"report-browser: the real-world corpus is required (INTENTKIT_REQUIRE_CORPUS=1) but {app} is missing")
    else:
        print(f"report-browser: skipped the real-world app: {app} is missing (set INTENTKIT_REALWORLD)")


if __name__ == "__main__":
    main()
