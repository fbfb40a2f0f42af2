/// The report's inline style sheet and script: system fonts, contrast of at least 4.5:1 for text, a print style.
enum ReportStyle {
    /// The style sheet. Colours are chosen for WCAG AA contrast on white (text #1d1d1f, muted #4a4a4f).
    static let css = """

        :root { color-scheme: light; --text: #1d1d1f; --muted: #4a4a4f; --line: #d2d2d7; --panel: #f5f5f7; --accent: #0b5cad;
          --error: #b00020; --warning: #8a5a00; --remark: #3b5b7a; --ok: #1e6b31; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--text); background: #fff; }
        header, main, footer { max-width: 1200px; margin: 0 auto; padding: 0 24px; }
        header { padding-top: 24px; border-bottom: 1px solid var(--line); }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h2 { font-size: 21px; margin: 36px 0 8px; padding-top: 8px; border-top: 2px solid var(--text); }
        h3 { font-size: 17px; margin: 24px 0 8px; }
        h4 { font-size: 15px; margin: 18px 0 6px; }
        a { color: var(--accent); }
        code { font: 13px ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        nav ol { display: flex; flex-wrap: wrap; gap: 4px 18px; padding: 0; list-style: none; }
        .summary { font-weight: 600; }
        .locale-switcher select { font: inherit; }
        table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; }
        th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid var(--line); }
        thead th { background: var(--panel); }
        ul.plain { list-style: none; margin: 0; padding: 0; }
        .badge { display: inline-block; padding: 0 6px; border-radius: 4px; font-size: 12px; font-weight: 600; color: #fff; background: var(--muted); }
        .badge.severity-error { background: var(--error); } .badge.severity-warning { background: var(--warning); }
        .badge.severity-remark, .badge.severity-note { background: var(--remark); } .badge.ok { background: var(--ok); }
        details.check { margin: 6px 0; border: 1px solid var(--line); border-radius: 6px; padding: 4px 10px; }
        details.check > summary { cursor: pointer; }
        details.group { margin: 4px 0 4px 16px; }
        ul.findings { margin: 4px 0; padding-left: 18px; }
        ul.findings li { margin: 2px 0; }
        .place { font: 12px ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        .fix, .note { display: block; color: var(--muted); margin-left: 12px; }
        .l10n.fallback, .l10n-block.fallback { text-decoration: underline dotted var(--warning); text-underline-offset: 3px; }
        .sheet-list { display: flex; flex-wrap: wrap; gap: 16px; }
        figure.sheet { margin: 0; width: 320px; }
        .sheet-card { background: var(--panel); border: 1px solid var(--line); border-radius: 18px; padding: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        .sheet-title { margin: 0 0 10px; font-weight: 600; text-align: center; }
        .sheet-summary { margin: 0; font-size: 17px; line-height: 1.9; }
        .sheet-summary.none { font-size: 14px; color: var(--muted); }
        .token { display: inline-block; padding: 0 8px; border-radius: 8px; background: #dbe8f8; color: #083b75; font-weight: 600; line-height: 1.6; }
        mark.token { background: #dbe8f8; }
        mark.token.app-name { background: #e9e0f7; color: #3d1c73; }
        .sheet-rows { list-style: none; margin: 12px 0 0; padding: 0; background: #fff; border-radius: 10px; }
        .sheet-rows li { display: flex; justify-content: space-between; gap: 8px; padding: 8px 12px; border-bottom: 1px solid var(--line); }
        .sheet-rows li:last-child { border-bottom: 0; }
        .row-value { color: var(--accent); }
        .switch { display: inline-block; min-width: 38px; padding: 0 8px; border-radius: 11px; text-align: center; font-size: 12px; font-weight: 600; }
        .switch.on { background: #1e6b31; color: #fff; } .switch.off { background: #d2d2d7; color: var(--text); }
        figure.sheet figcaption { font-size: 13px; color: var(--muted); margin-top: 6px; }
        tr.has-findings td { background: #fff4e5; }
        .grid-scroll { overflow-x: auto; }
        table.coverage { width: auto; }
        table.coverage td.cell { text-align: center; min-width: 64px; }
        td.cell a { color: inherit; text-decoration: none; display: block; }
        td.cell .percent { display: block; font-weight: 600; }
        td.cell .counts { display: block; font-size: 11px; }
        td.full { background: #d8efdc; } td.high { background: #eef6d5; } td.mid { background: #fdecc8; } td.low { background: #f9d3d3; }
        td.absent { color: var(--muted); }
        .table-folder { display: block; font-weight: normal; font-size: 12px; color: var(--muted); }
        tr.verdict-error td { background: #fde7ea; } tr.verdict-warning td { background: #fff4e5; }
        figure.timeline { margin: 8px 0; overflow-x: auto; }
        pre.ranking { background: var(--panel); padding: 12px; overflow-x: auto; font-size: 12px; }
        footer { color: var(--muted); font-size: 13px; padding: 24px; border-top: 1px solid var(--line); margin-top: 36px; }
        @media print {
          body { font-size: 11pt; }
          nav, .locale-switcher { display: none; }
          details { border: 0; }
          a { color: inherit; text-decoration: none; }
          figure.sheet, tr { break-inside: avoid; }
          h2 { break-before: page; }
        }

        """

    /// The locale switcher: shows each text in the chosen locale (or `?locale=` of the page's address), or the
    /// development language underlined.
    ///
    /// A `.l10n` span holds the development language; its translations follow in a `template.l10n-values`. An
    /// `.l10n-block` holds one child per locale, the development language's first.
    static let script = """

        (function () {
          "use strict";
          var select = document.getElementById("locale");
          function normalized(locale) { return String(locale).toLowerCase().replace(/_/g, "-"); }
          function show(locale) {
            document.querySelectorAll(".l10n").forEach(function (span) {
              if (span.dataset.original === undefined) { span.dataset.original = span.textContent; span.dataset.lang = span.lang; }
              var values = span.nextElementSibling;
              var found = null;
              if (values && values.matches("template.l10n-values")) {
                Array.prototype.forEach.call(values.content.children, function (child) {
                  if (child.dataset.locale === locale) { found = child; }
                });
              }
              var own = normalized(span.dataset.lang) === locale;
              span.textContent = found ? found.textContent : span.dataset.original;
              span.lang = found ? found.lang : span.dataset.lang;
              span.dir = "auto";
              span.classList.toggle("fallback", !found && !own);
            });
            document.querySelectorAll(".l10n-block").forEach(function (block) {
              var children = Array.prototype.slice.call(block.children);
              var chosen = children.filter(function (child) { return child.dataset.locale === locale; })[0] || children[0];
              children.forEach(function (child) { child.hidden = child !== chosen; });
              block.classList.toggle("fallback", chosen.dataset.locale !== locale);
            });
          }
          if (select) {
            var locales = Array.prototype.map.call(select.options, function (option) { return option.value; });
            select.addEventListener("change", function () { show(select.value); });
            // ?locale=de opens the page in that locale (a link to share, and how the browser test drives it).
            var asked = normalized(new URLSearchParams(window.location.search).get("locale") || "");
            if (locales.indexOf(asked) >= 0) { select.value = asked; }
            // A browser may restore the menu's choice on reload or back without a change event.
            if (select.value !== locales[0]) { show(select.value); }
            window.addEventListener("pageshow", function () { if (select.value !== locales[0]) { show(select.value); } });
          }
          // A closed block prints closed; open every block for printing, and close again those that were closed.
          var closed = [];
          window.addEventListener("beforeprint", function () {
            closed = Array.prototype.slice.call(document.querySelectorAll("details:not([open])"));
            closed.forEach(function (details) { details.open = true; });
          });
          window.addEventListener("afterprint", function () { closed.forEach(function (details) { details.open = false; }); });
          document.documentElement.dataset.script = "ready";
        })();

        """
}
