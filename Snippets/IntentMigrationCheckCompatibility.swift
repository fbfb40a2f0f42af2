// Check a migrated app in code: compare its app intents with the SiriKit definition they replace, and
// replay stored widget configurations as the system will.

import Diagnostics
import Foundation
import IntentMetadata
import IntentMigration

// snippet.compat
// The definition the app shipped, and the metadata document of the app's compiled conversion.
let old = IntentDefinitionReader.read(contentsOf: "Examples/SoupChef/Legacy/Base.lproj/Intents.intentdefinition", translations: false)
let newPath = "Examples/SoupChef/Legacy/migrated-metadata.json"
let new = MetadataLoader.load(contentsOf: newPath)
precondition(!old.diagnostics.contains { $0.severity == .error } && !new.hasErrors)
guard let definition = old.definition, let document = new.document else { fatalError("the example did not load") }

// Every old intent has an app intent with its class name, and every parameter kept its name and type.
precondition(SchemaCompatibility.check(old: definition, new: document, newPath: newPath).isEmpty)

// Change the app: the quantity becomes a string. Stored quantities, integers, could not be read any more.
var changed = document
guard let order = changed.intents.firstIndex(where: { $0.intentClassName == "OrderSoupIntent" }),
      let quantity = changed.intents[order].parameters.firstIndex(where: { $0.name == "quantity" })
else { fatalError("no quantity parameter") }
changed.intents[order].parameters[quantity].type = .primitive(.string)
let verdicts = SchemaCompatibility.check(old: definition, new: changed, newPath: newPath)
precondition(verdicts.map(\.id) == [MigrationChecks.parameterDropped.id])
precondition(verdicts.map(\.severity) == [.error])
precondition(verdicts[0].message.hasSuffix("drop parameter 'quantity' of OrderSoupIntent: it was Integer and is now String"))
print(TextRenderer().render(verdicts, summary: DiagnosticSummary(counting: verdicts)))
// snippet.end

// snippet.configs
// Stored configurations, as SiriKit saved them (the JSON form docs/migration.md describes).
let path = "Examples/SoupChef/Legacy/configurations.json"
guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
let stored = StoredConfigurations.read([UInt8](data), path: path)
precondition(stored.diagnostics.isEmpty)

// Replayed against the app's document: each value goes to the parameter of the same name and type.
let replay = StoredConfigurations.migrate(stored.configurations, old: definition, new: document)
let byID = Dictionary(uniqueKeysWithValues: replay.migrated.map { ($0.id, $0) })
precondition(byID["lunch-delivery"]?.intent == "OrderSoup" && byID["lunch-delivery"]?.dropped == [])
// An enum value stored as its index reaches the case by its SiriKit name.
precondition(byID["lunch-delivery"]?.parameters["orderType"] == .string("delivery"))
precondition(byID["pickup-by-name"]?.dropped == ["quantity", "spiciness"])
// A configuration of a class no app intent has loses everything.
precondition(byID["old-widget"]?.intent == nil)

// Every drop is a warning at the stored value, and an orphaned configuration an error.
precondition(replay.diagnostics.map(\.id) == [
    MigrationChecks.valueDropped.id, MigrationChecks.valueDropped.id, MigrationChecks.valueDropped.id,
    MigrationChecks.configurationOrphaned.id,
])
// snippet.end
