// Reads what a check computed besides its findings: each target's intents, its phrases, coverage.
import AppCheck
import Diagnostics

let run = await CheckPipeline().run("Examples/SoupChef")

// A folder without an Xcode project is one target, named after the folder.
for target in run.artifacts.targets {
    let document = target.extraction.document
    print(target.name, "declares", document.intents.map(\.identifier))
    print("App Shortcuts:", document.allShortcuts.count, "phrase files:", target.phraseFiles.count)
}

// Translation coverage per table and locale, as the localization lint counted it.
for table in run.artifacts.coverage {
    print(table.table, table.coverage.locale, "\(Int(table.coverage.percent))% translated")
}

// snippet.hide
precondition(run.diagnostics.allSatisfy { $0.severity < .error }, "the example is clean")
precondition(run.artifacts.targets.count == 1 && run.artifacts.targets[0].name == "SoupChef")
let document = run.artifacts.targets[0].extraction.document
precondition(document.intents.contains { $0.identifier == "OrderSoupIntent" })
precondition(!document.allShortcuts.isEmpty && !run.artifacts.targets[0].phraseFiles.isEmpty)
precondition(run.artifacts.phrases[0] != nil, "the phrases read, by the target's index")
precondition(!run.artifacts.coverage.isEmpty)
precondition(run.artifacts.migration != nil, "SoupChef ships a SiriKit intent definition")
