// Code that names types from UniformTypeIdentifiers, CoreSpotlight, CoreLocation and SwiftUI
// compiles on Linux with its imports guarded: AppIntentModel declares the parts intents use.

// snippet.hide
import Foundation
// snippet.show
// An app's file guards this import: `#if canImport(AppIntents)` Apple's framework, `#else` AppIntentModel.
// This program runs the intents with IntentKit, so it compiles against the model on every platform.
import AppIntentModel
// An app's file guards the frameworks' imports the same way (`#if canImport(UniformTypeIdentifiers)`,
// CoreSpotlight, CoreLocation, SwiftUI); here the model's stand-ins are used: UTType, CSSearchableItemAttributeSet,
// CSSearchableIndex, CLPlacemark, CLLocation, View, Text.

// An entity Spotlight indexes: its properties name the attributes they fill.
struct NoteEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()

    let id: String

    @Property(title: "Title", indexingKey: \.title)
    var title: String

    @Property(title: "Text", indexingKey: \.contentDescription)
    var text: String

    let tags: [String]

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    var attributeSet: CSSearchableItemAttributeSet {
        let set = defaultAttributeSet
        set.keywords = tags
        return set
    }

    init(id: String, title: String, text: String, tags: [String]) {
        self.id = id
        self.tags = tags
        self.title = title
        self.text = text
    }
}

struct NoteQuery: EntityQuery {
    static let notes = [NoteEntity(id: "1", title: "Groceries", text: "Milk, eggs", tags: ["shopping"])]

    func entities(for identifiers: [String]) async throws -> [NoteEntity] {
        Self.notes.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [NoteEntity] { Self.notes }
}

// An intent with a file, a place and a snippet view.
struct AttachScanIntent: AppIntent {
    static let title: LocalizedStringResource = "Attach Scan"

    @Parameter(title: "Scan", supportedContentTypes: [.pdf, .image])
    var scan: IntentFile

    @Parameter(title: "Place")
    var place: CLPlacemark?

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        .result(dialog: "Attached \(scan.filename).", view: ScanView(filename: scan.filename))
    }
}

struct ScanView: View {
    let filename: String

    var body: some View { Text(filename) }
}

// On Linux, the stand-ins behave as the code expects.

precondition(UTType.pdf.identifier == "com.adobe.pdf")

let index = CSSearchableIndex.default()
try await index.indexAppEntities(NoteQuery.notes)
let donated = index.attributeSets(ofType: NoteEntity.self)["1"]
precondition(donated?.title == "Groceries")
precondition(donated?.contentDescription == "Milk, eggs")
precondition(donated?.keywords == ["shopping"])

let intent = AttachScanIntent()
intent.scan = IntentFile(data: Data("%PDF".utf8), filename: "receipt.pdf", type: .pdf)
intent.place = CLPlacemark(location: CLLocation(latitude: 51.5, longitude: -0.12), name: "Office", postalAddress: nil)
let run = try await IntentRunner().run(intent)
precondition(run.conversation.transcript == ["app: Attached receipt.pdf."])
precondition(run.result?.hasSnippetView == true)

let reflection = await MetadataReflector(module: "Notes").reflect(intents: [AttachScanIntent.self], entities: [NoteEntity.self])
let scan = reflection.document.intent("AttachScanIntent")?.parameters.first
precondition(scan?.supportedContentTypes == ["com.adobe.pdf", "public.image"])
precondition(reflection.document.entity("NoteEntity")?.properties.map(\.indexingKey) == ["title", "contentDescription"])
