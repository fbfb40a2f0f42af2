// Reflect compiled App Intents types into the metadata document, and read what reflection found.

// An app's file guards this import: `#if canImport(AppIntents)` Apple's framework, `#else` AppIntentModel.
// This program runs the intents with IntentKit, so it compiles against the model on every platform.
import AppIntentModel

enum Roast: String, AppEnum {
    case light, dark, decaf

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Roast"
    // `decaf` is missing: Xcode would reject the app's metadata.
    static let caseDisplayRepresentations: [Roast: DisplayRepresentation] = [
        .light: "Light",
        .dark: "Dark",
    ]
}

struct OrderCoffeeIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Coffee"

    @Parameter(title: "Roast", default: .dark)
    var roast: Roast

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Ordered.")
    }
}

struct CoffeeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderCoffeeIntent(),
            phrases: ["Order \(\.$roast) coffee with \(.applicationName)"],
            shortTitle: "Order Coffee",
            systemImageName: "cup.and.saucer"
        )
    }
}

// Give the reflector the app's entry points; the enum is reached through the parameter.
let reflection = await MetadataReflector(module: "Coffee").reflect(
    intents: [OrderCoffeeIntent.self],
    shortcutsProviders: [CoffeeShortcuts.self]
)

let document = reflection.document
precondition(document.intent("OrderCoffeeIntent")?.parameters.map(\.name) == ["roast"])
precondition(document.enumeration("Roast") != nil)
precondition(document.allShortcuts.count == 1)

// Reflection's own findings come first, then the document's validation.
precondition(reflection.diagnostics.map(\.id) == [ReflectionChecks.nonExhaustiveCaseDisplayRepresentations.id])

// The document, as `intentkit` and every other IntentKit check read it.
let json = try document.jsonString()
precondition(json.contains("\"identifier\" : \"OrderCoffeeIntent\""))
