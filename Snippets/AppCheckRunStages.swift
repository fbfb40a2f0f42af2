// Reads an app once and runs the check pipeline's stages one at a time, each over the same inputs.
import AppCheck
import Diagnostics

let path = "Examples/SoupChef"
let pipeline = CheckPipeline()

// One walk of the folder into its layout, every Swift file read once: what every stage reads from.
let inputs = CheckInputs.read(path)

// 1. App Intents, per target (without an Xcode project, the folder is one target).
let targets = pipeline.extractTargets(inputs)
// 2. The lint of the targets' tables, with the `.intentkit.yml` at the app's folder, if there is one.
let lint = await pipeline.lintTables(inputs, root: CheckPipeline.root(of: path))
// 3. The strings of the code against its catalogs.
let strings = pipeline.checkStrings(inputs)
// 4. App Shortcuts phrase files against the intents of their target.
let phrases = pipeline.checkPhrases(inputs, targets: targets)
// 5–7. Package manifests, relevance schedules, SiriKit definitions against every target's intents.
let packages = pipeline.checkPackages(inputs)
let relevance = pipeline.checkRelevance(inputs)
let migration = pipeline.checkMigration(inputs, document: CheckPipeline.merged(targets.map(\.extraction.document)), path: path)

print("intents:", targets.flatMap(\.extraction.document.intents).count)
print("tables linted:", lint.files.count, "string uses:", strings.uses, "phrase files:", phrases.files.count)
print("manifests:", packages.files.count, "schedules:", relevance.files.count, "definitions:", migration.files.count)

// snippet.hide
precondition(targets.count == 1 && !targets[0].extraction.document.intents.isEmpty)
precondition(!lint.files.isEmpty && !lint.coverage.isEmpty)
precondition(strings.uses > 0 && strings.scopes > 0)
precondition(phrases.files.count == targets[0].phraseFiles.count && phrases.byTarget[0] != nil)
precondition(packages.files.isEmpty && relevance.schedules.isEmpty)
precondition(migration.files.count == 1 && migration.artifact != nil)
// The stages one by one find what the whole run finds.
let run = await pipeline.run(inputs: inputs)
let stageFindings = targets.flatMap(\.extraction.diagnostics) + lint.diagnostics + strings.diagnostics + phrases.diagnostics
    + packages.diagnostics + relevance.diagnostics + migration.diagnostics
precondition(Set(stageFindings) == Set(run.diagnostics))
