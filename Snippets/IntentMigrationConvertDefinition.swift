// Convert a SiriKit .intentdefinition to App Intents in code: read it, generate the Swift files and the
// string catalog, read the conversion's report, and write the files.

import Diagnostics
import Foundation
import IntentMigration

// snippet.read
// Read a bundled definition (from the package root), with the German and English tables beside it.
let read = IntentDefinitionReader.read(contentsOf: "Examples/SoupChef/Legacy/Base.lproj/Intents.intentdefinition")
precondition(!read.diagnostics.contains { $0.severity == .error }, "\(read.diagnostics)")
guard let definition = read.definition else { fatalError("not an intent definition") }

precondition(definition.customIntents.map(\.className) == ["OrderSoupIntent", "ShowMenuIntent"])
precondition(definition.enums.map(\.name) == ["OrderType"] && definition.types.map(\.name) == ["Soup", "Topping"])
precondition(definition.translations.keys.sorted() == ["de", "en"])

// Parameters keep their SiriKit names and types: what stored configurations are matched by.
let order = definition.intents[0]
precondition(order.parameters.map(\.name) == ["soup", "quantity", "toppings", "orderType", "deliveryLocation"])
precondition(order.parameter(named: "toppings")?.type == .object("Topping"))
// snippet.end

// snippet.generate
// Convert for apps that still support iOS 16 and watchOS 9, with public declarations.
let options = MigrationOptions(deployments: ["iOS16", "watchOS9"].compactMap(MigrationOptions.Deployment.init(parsing:)))
let output = MigrationGenerator(definition: definition, options: options, isPublic: true).generate()

// One file per intent, enum and custom type, and the string catalog.
precondition(output.files.map(\.path) == [
    "Localizable.xcstrings", "OrderSoup.swift", "OrderTypeAppEnum.swift", "ShowMenu.swift", "SoupAppEntity.swift", "ToppingAppEntity.swift",
])
guard let orderSoup = output.files.first(where: { $0.path == "OrderSoup.swift" }) else { fatalError("no OrderSoup.swift") }
precondition(orderSoup.contents.contains("public struct OrderSoup: AppIntent, CustomIntentMigratedAppIntent {"))
precondition(orderSoup.contents.contains("public static let intentClassName = \"OrderSoupIntent\""))
// The delivery address is shown only for delivery: two summaries.
precondition(output.summaryCounts == ["OrderSoupIntent": 2, "ShowMenuIntent": 1])

// The example's committed conversion is this output, byte for byte.
for file in output.files {
    let committed = try String(contentsOfFile: "Examples/SoupChef/Migrated/" + file.path, encoding: .utf8)
    precondition(file.contents == committed, "\(file.path) differs from the committed conversion")
}
// snippet.end

// snippet.report
// The report: what the conversion noticed, as positioned diagnostics. This definition converts cleanly.
precondition(output.diagnostics.isEmpty)

// The tasks widget's four slots need 256 summaries: a warning, and a summary without its conditions.
let tasks = IntentDefinitionReader.read(contentsOf: "Examples/StreaksWidgets/Legacy/Base.lproj/TasksWidget.intentdefinition")
guard let tasksDefinition = tasks.definition else { fatalError("not an intent definition") }
let nested = MigrationGenerator(definition: tasksDefinition, options: MigrationOptions()).generate()
precondition(nested.summaryCounts == ["TasksWidgetIntent": 256])
precondition(nested.diagnostics.map(\.id) == [MigrationChecks.summaryExplosion.id])
precondition(nested.diagnostics.map(\.severity) == [.warning])
print(TextRenderer().render(nested.diagnostics, summary: DiagnosticSummary(counting: nested.diagnostics)))

// Flattening the enum parents into sectioned entities needs one summary; the report keeps a note of it.
let flattened = MigrationGenerator(definition: tasksDefinition, options: MigrationOptions(flattenParents: true)).generate()
precondition(flattened.summaryCounts == ["TasksWidgetIntent": 1])
precondition(flattened.diagnostics.map(\.severity) == [.note])
precondition(flattened.files.contains { $0.path == "TaskTypeChoiceAppEntity.swift" })
// snippet.end

// snippet.write
// Write the files. Unless `force` is true, an existing file stops the write before anything is written.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SoupChefIntents-\(UUID().uuidString)").path
// snippet.hide
defer { try? FileManager.default.removeItem(atPath: folder) }
// snippet.show
try output.write(to: folder, force: false)
let written = try FileManager.default.contentsOfDirectory(atPath: folder)
precondition(written.sorted() == output.files.map(\.path))
do {
    try output.write(to: folder, force: false)
    preconditionFailure("existing files are not overwritten")
} catch {
    precondition(error.diagnostic.id == MigrationChecks.outputExists.id)
}
// snippet.end
