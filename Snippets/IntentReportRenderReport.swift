// Builds the HTML report of a bundled example in code, from one check of the app, as `intentkit report` does.
import AppCheck
import AppShortcutsCheck
import Diagnostics
import Foundation
import IntentLocalization
import IntentReport

// Every check over the app: its findings, and what the stages computed for the page.
let path = "Examples/StreaksWidgets"
let run = await CheckPipeline().run(path)

// The page's title, the folder its file paths are shown relative to, and every finding.
var input = ReportInput(title: "StreaksWidgets", root: CheckPipeline.root(of: path), findings: run.diagnostics)
input.headlines = run.headlines
input.inputs = run.inputs
input.coverage = run.artifacts.coverage
input.schedules = run.artifacts.schedules
input.migration = run.artifacts.migration.map { ReportMigration(definitions: $0.definitions, document: $0.document, verdicts: $0.verdicts) }

// One section per target: its intents, the tables that translate them (parsed once, by the run), its phrases.
for (index, target) in run.artifacts.targets.enumerated() {
    let catalog = Catalog.load(target.localizationFiles, files: run.tables)
    let phrases = run.artifacts.phrases[index] ?? PhraseFiles()
    input.apps.append(ReportApp(name: target.name, document: target.extraction.document,
                                developmentLanguage: target.developmentLanguage, catalog: catalog, phrases: phrases))
}

// Links to files are relative to the folder the page is written into.
let output = NSTemporaryDirectory() + "StreaksWidgets-report.html"
input.outputFolder = (output as NSString).deletingLastPathComponent

let page = HTMLReport.render(input)
try FileIO.writeAtomically(page, to: output)

// snippet.hide
precondition(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
precondition(page.contains("<title>IntentKit report: StreaksWidgets</title>"))
precondition(page.contains("compat.parameter-dropped"), "the findings are on the page")
precondition(page.contains("Migration from SiriKit"), "the example has a SiriKit definition")
precondition(!page.contains("<script src") && !page.contains("<link "), "style sheet and script are inline")
precondition(HTMLReport.render(input) == page, "the same input gives the same bytes")
precondition((try? String(contentsOfFile: output, encoding: .utf8)) == page)
try? FileManager.default.removeItem(atPath: output)
