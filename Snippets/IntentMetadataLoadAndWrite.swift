// Loads a metadata document with positioned diagnostics, builds one in code, validates it, writes it as JSON, and
// evaluates an intent's parameter summary.
import Diagnostics
import IntentMetadata

// snippet.load
// Loading reports every problem with its line and column, and keeps what loads.
let loaded = MetadataLoader.load(contentsOf: "Examples/SoupChef/metadata.json")
for diagnostic in loaded.diagnostics { print(diagnostic) }
guard let soupChef = loaded.document, !loaded.hasErrors else {
    fatalError("the document has errors")
}
let order = soupChef.intent("OrderSoupIntent")
print(order?.parameters.map(\.name) ?? [])
// snippet.end

// snippet.build
// A document built in code, as reflection and extraction build theirs.
var document = MetadataDocument(module: "SoupShop")
document.intents.append(IntentDefinition(
    identifier: "OrderSoupIntent",
    title: "Order Soup",
    parameters: [
        ParameterDefinition(name: "soup", title: "Soup", type: .entity("SoupEntity")),
        ParameterDefinition(name: "quantity", title: "Quantity", type: .primitive(.integer), defaultValue: 1),
    ],
    parameterSummary: .summary(SummarySentence("Order ${quantity} ${soup}")),
    location: SourceLocation(file: "Sources/OrderSoupIntent.swift", line: 4, column: 8)
))

// Validation finds what loading cannot: here a reference to an entity the document does not define.
let problems = MetadataValidator.validate(document)
for problem in problems { print(problem) }

document.entities.append(EntityDefinition(identifier: "SoupEntity", typeDisplayRepresentation: "Soup"))
precondition(MetadataValidator.validate(document).isEmpty)

// Writing is deterministic: keys sorted, definitions sorted by identifier, a final newline.
let json = try document.jsonString()
// snippet.end

// snippet.summary
// The sentence an intent's summary shows in one configuration, and every sentence it can show.
if let order, let summary = order.parameterSummary {
    let delivery = SummaryConfiguration(values: ["orderType": "delivery"])
    let sentence = summary.sentence(for: delivery)?.rendered { name in "[\(name)]" }
    print(sentence ?? "no sentence")
    for variant in order.summaryVariants(in: soupChef) {
        print(variant.sentence?.format ?? "no sentence", "shows", variant.shownParameters)
    }
}
// snippet.end

// snippet.hide
precondition(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
precondition(order?.parameters.map(\.name) == ["soup", "quantity", "toppings", "orderType", "deliveryLocation"], "\(order?.parameters.map(\.name) ?? [])")
precondition(problems.count == 1 && problems[0].id == MetadataChecks.danglingReference.id)
precondition(problems[0].location == SourceLocation(file: "Sources/OrderSoupIntent.swift", line: 4, column: 8))
precondition(json.hasPrefix("{\n  \"entities\" : [") && json.hasSuffix("}\n") && json.contains("\"version\" : 1\n"))
precondition(document.version == .v1_0)
let reloaded = MetadataLoader.load(Array(json.utf8), path: "written.json")
precondition(reloaded.diagnostics.isEmpty && reloaded.document == document)
let summary = soupChef.intent("OrderSoupIntent")!.parameterSummary!
precondition(summary.sentence(for: SummaryConfiguration(values: ["orderType": "delivery"]))?.rendered { "[\($0)]" }
    == "Order [quantity] [soup] for delivery to [deliveryLocation]")
precondition(summary.sentence(for: SummaryConfiguration(values: ["orderType": "pickup"]))?.format == "Order ${quantity} ${soup} for ${orderType}")
precondition(soupChef.intent("OrderSoupIntent")!.summaryVariants(in: soupChef).count == 2)
precondition(MetadataOutline.render(soupChef).hasPrefix("SoupChef: "))
