#!/usr/bin/env python3
"""Opens the DocC sites `swift package generate-documentation` built in headless Chromium and checks what rendered.

For each product given: its archive (.build/plugins/Swift-DocC/outputs/<Product>.doccarchive, transformed for
static hosting) is served over HTTP on a loopback port, as a static host would serve it, and Chromium loads the
module's landing page and every article of the catalog. Each page must render (DocC's app draws the page's title
in an h1, and not its "page not found" view) with no console error or uncaught exception (a missing data file,
a script error). A screenshot of the first product's landing page is written to .build/docs-screenshots
(`--screenshot PATH` writes it there instead: docs/images/docs-landing.png is one, kept in git).

Usage: python3 Tests/Integration/docs-browser.py [--screenshot PATH] PRODUCT...
"""
import functools
import html
import http.server
import io
import json
import os
import re
import sys
import threading

from headless_chromium import browser, chromium, console_errors

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARCHIVES = os.environ.get("INTENTKIT_DOCS_ARCHIVES", os.path.join(ROOT, ".build", "plugins", "Swift-DocC", "outputs"))
SHOTS = os.path.join(ROOT, ".build", "docs-screenshots")


# Put first into every page served: Chromium logs console.error at the level of any console message, and a failed
# fetch of a data file not at all, so the page records each error, uncaught exception, rejected promise and
# failed request in an attribute of its root element, which --dump-dom shows.
RECORDER = b"""<script>(function () {
  var seen = [];
  function note(text) { seen.push(String(text)); document.documentElement.setAttribute("data-errors", JSON.stringify(seen)); }
  var error = console.error;
  console.error = function () { note(Array.prototype.join.call(arguments, " ")); return error.apply(console, arguments); };
  window.addEventListener("error", function (event) { note("uncaught: " + event.message); });
  window.addEventListener("unhandledrejection", function (event) { note("unhandled rejection: " + event.reason); });
  var fetch = window.fetch;
  window.fetch = function (input) {
    return fetch.apply(this, arguments).then(function (response) {
      if (!response.ok) note("fetch " + (input && input.url || input) + ": " + response.status);
      return response;
    });
  };
})();</script>"""


class Host(http.server.SimpleHTTPRequestHandler):
    """A static host: serves the archive's files, with the error recorder put into its pages; logs nothing."""

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not path.endswith(".html") or not os.path.isfile(path):
            return super().send_head()
        with open(path, "rb") as handle:
            page = handle.read()
        page = page.replace(b"<head>", b"<head>" + RECORDER, 1)
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.end_headers()
        return io.BytesIO(page)

    def log_message(self, format, *args):
        pass


def recorded_errors(dom):
    """What the recorder noted in the rendered page, but for the optional theme file DocC asks every host for (a
    catalog without a theme-settings.json has none, and DocC then uses its default theme)."""
    found = re.search(r'<html[^>]*\sdata-errors="([^"]*)"', dom)
    noted = json.loads(html.unescape(found.group(1))) if found else []
    return [text for text in noted if not re.fullmatch(r"fetch \S*/theme-settings\.json: 404", text)]


def serve(folder):
    """Serves folder on a loopback port in a thread; returns the server."""
    handler = functools.partial(Host, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def pages(archive, product):
    """The landing page's path and each article's, with the title each must show."""
    module = product.lower()
    data = os.path.join(archive, "data", "documentation", module)
    title = product  # DocC titles a module's landing page with the module's name
    found = [(f"/documentation/{module}/", title)]
    for name in sorted(os.listdir(data)) if os.path.isdir(data) else []:
        if not name.endswith(".json"):
            continue
        with open(os.path.join(data, name), encoding="utf-8") as handle:
            page = json.load(handle)
        if page.get("metadata", {}).get("role") == "article":
            found.append((f"/documentation/{module}/{name[:-5]}/", page["metadata"]["title"]))
    return found


def check(binary, product, screenshot):
    archive = os.path.join(ARCHIVES, product + ".doccarchive")
    if not os.path.isfile(os.path.join(archive, "index.html")):
        return [f"{product}: no static site at {os.path.relpath(archive, ROOT)} (run generate-documentation with "
                "--transform-for-static-hosting first)"], 0
    server = serve(archive)
    problems = []
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        checked = pages(archive, product)
        for path, title in checked:
            dom, stderr = chromium(binary, base + path, "--dump-dom", budget=10000, who="docs-browser")
            headings = [html.unescape(re.sub(r"<[^>]+>", "", h)).strip()
                        for h in re.findall(r"<h1[^>]*>(.*?)</h1>", dom, re.S)]
            if title not in headings:
                problems.append(f"{product} {path}: the page did not render its title {title!r} (h1: {headings[:3]})")
            sections = [html.unescape(re.sub(r"<[^>]+>", "", h)).strip() for h in re.findall(r"<h2[^>]*>(.*?)</h2>", dom, re.S)]
            if sections.count("Overview") > 1:
                problems.append(f"{product} {path}: two Overview sections (text between the abstract and the first heading "
                                "makes DocC draw one of its own)")
            if "can't be found" in dom or "cannot be found" in dom:
                problems.append(f"{product} {path}: DocC shows its page-not-found view")
            errors = recorded_errors(dom) + console_errors(stderr)
            if errors:
                problems.append(f"{product} {path}: console errors: " + " | ".join(errors[:5]))
        if screenshot:
            os.makedirs(os.path.dirname(screenshot), exist_ok=True)
            chromium(binary, base + checked[0][0], f"--screenshot={screenshot}", "--window-size=1280,1000", budget=10000, who="docs-browser")
            if not os.path.isfile(screenshot) or os.path.getsize(screenshot) == 0:
                problems.append(f"{product}: no screenshot written")
    finally:
        server.shutdown()
    return problems, len(checked)


def main():
    arguments = sys.argv[1:]
    screenshot = None
    if arguments[:1] == ["--screenshot"]:
        screenshot = arguments[1]
        arguments = arguments[2:]
    if not arguments:
        sys.exit(__doc__)
    binary = browser("docs-browser")
    problems = []
    total = 0
    for index, product in enumerate(arguments):
        shot = None
        if index == 0:
            shot = screenshot or os.path.join(SHOTS, product + ".png")
        found, count = check(binary, product, shot)
        problems += found
        total += count
    for problem in problems:
        print("docs-browser: " + problem)
    if problems:
        sys.exit(1)
    print(f"docs-browser: {total} pages of {len(arguments)} products rendered in Chromium with no console error")


if __name__ == "__main__":
    main()
