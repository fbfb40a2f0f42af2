// Extracts the App Intents of a bundled example app from its Swift sources and looks at what was found.
import Diagnostics
import IntentExtraction
import IntentMetadata

// Read every Swift file under the folder (paths are relative to the working directory), recording the module name.
let extractor = Extractor(options: ExtractionOptions(module: "SoupChef"))
let extraction = extractor.extract(["Examples/SoupChef/Sources"])

// The metadata document: the same one reflection of the compiled types gives, with source locations.
let document = extraction.document
print("\(extraction.files.count) files: \(document.intents.count) intents, \(document.entities.count) entities, \(document.enums.count) enums, \(document.queries.count) queries")

// Each intent with where it is declared, and each of its parameters with its type and default value.
for intent in document.intents {
    print(intent.identifier, "“\(intent.title.key)”", intent.location.map { "at \($0)" } ?? "")
    for parameter in intent.parameters {
        let defaultValue = parameter.defaultValue.map { " = \($0)" } ?? ""
        print("  \(parameter.name): \(parameter.type)\(parameter.isOptional ? "?" : "")\(defaultValue)")
    }
}

// The findings: Apple's messages where Apple has them, each placed in the sources.
for finding in extraction.diagnostics {
    print(finding)
}

// Check what was found, as a test of the app would.
precondition(!extraction.couldNotRun, "every file could be read")
precondition(!extraction.diagnostics.contains { $0.severity == .error }, "no error: nothing that Xcode's documented rules reject")
precondition(document.intents.map(\.identifier) == ["OrderSoupIntent", "ShowMenuIntent"])
let order = document.intent("OrderSoupIntent")!
precondition(order.parameter(named: "quantity")?.type == .primitive(.integer))
precondition(order.parameter(named: "orderType")?.type == .enumeration("OrderType"))

// snippet.hide
precondition(extraction.files.count == 7, "every Swift file of the example is read")
precondition(extraction.diagnostics.isEmpty)
precondition(document.module == "SoupChef")
precondition(document.enums.map(\.identifier) == ["OrderType"])
precondition(order.title.key == "Order Soup")
precondition(order.location?.file == "Examples/SoupChef/Sources/OrderSoupIntent.swift" && order.location?.line == 9)
precondition(order.parameters.map(\.name) == ["soup", "quantity", "toppings", "orderType", "deliveryAddress"])
precondition(order.parameter(named: "soup")?.type == .entity("SoupEntity"))
precondition(order.parameter(named: "toppings")?.type == .array(.entity("ToppingEntity")) && order.parameter(named: "toppings")?.isOptional == true)
precondition(order.parameter(named: "quantity")?.defaultValue == 1)
precondition(document.allShortcuts.count == 2)
