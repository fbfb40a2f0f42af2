// Test an App Intent on Linux: the intent is written for Apple's framework, compiled against
// AppIntentModel, run with a scripted person and reflected into the metadata document.

// An app's file guards this import: `#if canImport(AppIntents)` Apple's framework, `#else` AppIntentModel.
// This program runs the intents with IntentKit, so it compiles against the model on every platform.
import AppIntentModel

// The app's code, unchanged.

struct TeaEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
    static let defaultQuery = TeaQuery()

    let id: String

    @Property(title: "Name")
    var name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

struct TeaQuery: EntityQuery {
    static let teas = [TeaEntity(id: "sencha", name: "Sencha"), TeaEntity(id: "assam", name: "Assam")]

    func entities(for identifiers: [String]) async throws -> [TeaEntity] {
        Self.teas.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [TeaEntity] { Self.teas }
}

struct BrewTeaIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew Tea"

    @Parameter(title: "Tea", requestValueDialog: "Which tea?")
    var tea: TeaEntity

    @Parameter(title: "Cups", default: 1, inclusiveRange: (1, 8))
    var cups: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Brew \(\.$cups) cups of \(\.$tea)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        if cups > 4 {
            try await requestConfirmation(actionName: .start, dialog: "Brew \(cups) cups?")
        }
        return .result(value: cups, dialog: "Brewing \(cups) cups of \(tea.name).")
    }
}

// The test: a person who picks a tea when asked, then confirms the large pot.

let person = ScriptedPerson([.choose("Assam"), .yes])
let intent = BrewTeaIntent()
intent.cups = 6
let run = try await IntentRunner(person: person).run(intent)

precondition(run.conversation.transcript == [
    "app: Which tea? [Sencha | Assam]",
    "person: Assam",
    "app: Brew 6 cups? [Cancel | Start]",
    "person: Yes",
    "app: Brewing 6 cups of Assam.",
])
precondition(run.result?.value as? Int == 6)
precondition(person.remainingAnswers == 0)

// Saying no to the confirmation cancels the run.
let declining = BrewTeaIntent()
declining.tea = TeaQuery.teas[0]
declining.cups = 5
let declined = try await IntentRunner(person: ScriptedPerson([.no])).run(declining)
precondition(declined.wasCancelled && declined.result == nil)

// The summary the Shortcuts editor shows for these values.
let summary = intent.renderedParameterSummary()
precondition(summary?.text == "Brew 6 cups of Assam")
precondition(summary?.format == "Brew ${cups} cups of ${tea}")

// The metadata document Xcode would extract, and the checks' findings on it.
let reflection = await MetadataReflector(module: "TeaTime").reflect(intents: [BrewTeaIntent.self])
precondition(reflection.diagnostics.isEmpty)
let brew = reflection.document.intent("BrewTeaIntent")
precondition(brew?.parameters.map(\.name) == ["tea", "cups"])
precondition(reflection.document.entity("TeaEntity") != nil)
