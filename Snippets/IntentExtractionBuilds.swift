// Reads `#if` as a build does, and extracts several targets of an app from files parsed once.
import Diagnostics
import IntentExtraction
import IntentMetadata

// Files already in memory; each is parsed once, however many builds and targets read it.
let intents = SwiftSource(path: "App/Intents.swift", text: """
    import AppIntents
    import Kit

    struct ExportIntent: AppIntent {
        static let title: LocalizedStringResource = "Export Notes"
        @Parameter(title: "Folder") var folder: FolderEntity
        func perform() async throws -> some IntentResult { .result() }
    }

    #if DEBUG
    struct ResetDemoDataIntent: AppIntent {
        static let title: LocalizedStringResource = "Reset Demo Data"
        func perform() async throws -> some IntentResult { .result() }
    }
    #endif
    """)
let kit = SwiftSource(path: "Kit/FolderEntity.swift", text: """
    import AppIntents

    public struct FolderEntity: AppEntity {
        public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"
        public static let defaultQuery = FolderQuery()
        public var id: String
        public var displayRepresentation: DisplayRepresentation { "\\(id)" }
    }

    public struct FolderQuery: EntityQuery {
        public func entities(for identifiers: [String]) async throws -> [FolderEntity] { [] }
    }
    """)

// By default every branch of every `#if` is read: the debug intent is there.
let everyBranch = Extractor().extract(sources: [intents], references: [kit])
print(everyBranch.document.intents.map(\.identifier))

// With conditions, `#if` is evaluated as for a device build that sets exactly them: a Release build sets none.
let release = Extractor(options: ExtractionOptions(conditions: [])).extract(sources: [intents], references: [kit])
print(release.document.intents.map(\.identifier))

// Targets: each extracted with its own name as the module, the files of what it links read for their types only.
let targets = [
    ExtractionTarget(name: "App", files: ["App/Intents.swift"], references: ["Kit/FolderEntity.swift"], builds: [
        ExtractionTarget.Build(conditions: []), ExtractionTarget.Build(conditions: ["DEBUG"]),
    ]),
    ExtractionTarget(name: "Kit", files: ["Kit/FolderEntity.swift"]),
]
let sources = [intents.path: intents, kit.path: kit]
for extraction in Extractor().extract(targets: targets, sources: sources) {
    let document = extraction.document
    print(document.module ?? "", document.intents.map(\.identifier), document.entities.map(\.identifier), extraction.diagnostics.count)
}

// snippet.hide
precondition(everyBranch.document.intents.map(\.identifier) == ["ExportIntent", "ResetDemoDataIntent"])
precondition(release.document.intents.map(\.identifier) == ["ExportIntent"])
precondition(everyBranch.diagnostics.isEmpty && release.diagnostics.isEmpty, "the framework's entity is known from its sources")
let extractions = Extractor().extract(targets: targets, sources: sources)
precondition(extractions.map { $0.document.module } == ["App", "Kit"])
precondition(extractions[0].document.intents.map(\.identifier) == ["ExportIntent"], "the first build, Release, gives the document")
precondition(extractions[0].document.entities.isEmpty && extractions[1].document.entities.map(\.identifier) == ["FolderEntity"])
precondition(extractions.allSatisfy { $0.diagnostics.isEmpty })
