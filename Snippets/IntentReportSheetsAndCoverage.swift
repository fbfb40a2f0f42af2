// The models behind two sections of the report: widget configuration sheets, and the coverage grid.
import AppCheck
import IntentReport

let run = await CheckPipeline().run("Examples/StreaksWidgets")
let document = run.artifacts.targets[0].extraction.document

// Each widget-configuration or control intent shows one sheet per distinct sentence its summary can show.
for intent in document.intents where ConfigurationSheet.isConfigured(intent) {
    for sheet in ConfigurationSheet.sheets(of: intent, in: document) {
        print(intent.identifier, sheet.values, "rows:", sheet.rows.map(\.name))
    }
}

// Translation coverage as the report's grid: a row per table and its files, a column per locale.
let grid = CoverageGrid(run.artifacts.coverage)
for row in grid.rows {
    for locale in grid.locales {
        if let cell = grid.cells[row]?[locale] {
            print(row.table, locale, "\(cell.translated) of \(cell.keys) translated")
        }
    }
}

// snippet.hide
let configured = document.intents.filter(ConfigurationSheet.isConfigured)
let sheets = configured.flatMap { ConfigurationSheet.sheets(of: $0, in: document) }
precondition(!configured.isEmpty && sheets.count > configured.count, "a summary that varies shows several sheets")
precondition(sheets.allSatisfy { !$0.values.isEmpty && $0.configurationCount > 0 })
precondition(!grid.rows.isEmpty && grid.cellCount == grid.rows.count * grid.locales.count)
