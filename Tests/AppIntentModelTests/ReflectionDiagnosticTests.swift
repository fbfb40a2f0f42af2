import AppIntentModel
import Diagnostics
import IntentMetadata
import Testing

@Suite struct ReflectionDiagnosticTests {
    @Test func aNonExhaustiveEnumGetsApplesMessage() async {
        let reflection = await MetadataReflector().reflect(enums: [HalfDescribedSize.self])
        let diagnostic = reflection.diagnostics.first { $0.id == ReflectionChecks.nonExhaustiveCaseDisplayRepresentations.id }
        #expect(diagnostic?.message == "Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive")
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.notes.map(\.message) == ["HalfDescribedSize has no display representation for 'large'"])
        #expect(reflection.document.enums.first?.cases.map(\.value) == [.string("small"), .string("large")], "the case is still listed")
    }

    @Test func aKeyPathThatIsNotAParameterIsReported() async {
        let reflection = await MetadataReflector().reflect(intents: [AliasSummaryIntent.self])
        let messages = reflection.diagnostics.filter { $0.id == ReflectionChecks.unresolvedKeyPath.id }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("a summary sentence in AliasSummaryIntent refers to") == true)
        // The validator then sees the placeholder that could not be named.
        #expect(reflection.diagnostics.contains { $0.id == MetadataChecks.danglingReference.id })
    }

    @Test func aDefaultCaseBeforeOtherCasesIsReported() async {
        let reflection = await MetadataReflector().reflect(intents: [EarlyDefaultIntent.self])
        #expect(reflection.diagnostics.map(\.id) == [ReflectionChecks.defaultCaseNotLast.id])
    }

    @Test func anEntityWithoutAnInstanceIsAWarningNotASilentGap() async {
        let reflection = await MetadataReflector().reflect(entities: [UnseenEntity.self])
        let diagnostic = reflection.diagnostics.first
        #expect(diagnostic?.id == ReflectionChecks.entityNotInspectable.id)
        #expect(diagnostic?.severity == .warning)
        #expect(diagnostic?.context["type"] == "UnseenEntity")
        #expect(reflection.document.entity("UnseenEntity")?.properties == [])
    }

    @Test func aShortcutWithoutPhrasesIsReported() async {
        let reflection = await MetadataReflector().reflect(shortcutsProviders: [SilentShortcuts.self])
        #expect(reflection.diagnostics.contains { $0.message == "App Shortcuts should have at least one phrase" })
    }

    @Test func titlelessParametersTakeTheirTitleFromTheName() async throws {
        let reflection = await MetadataReflector().reflect(intents: [TitlelessIntent.self])
        let intent = try #require(reflection.document.intent("TitlelessIntent"))
        #expect(intent.parameters.map(\.title) == ["Delivery Window", "Note"])
    }
}

enum HalfDescribedSize: String, AppEnum {
    case small, large
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [HalfDescribedSize: DisplayRepresentation] = [.small: "Small"]
}

struct AliasSummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "Alias"
    @Parameter(title: "Name") var name: String
    /// Not a stored parameter: a new wrapper every time.
    var alias: IntentParameter<String> { IntentParameter<String>(title: "Alias") }

    static var parameterSummary: some ParameterSummary {
        Summary("Hello \(\.alias)")
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct EarlyDefaultIntent: AppIntent {
    static let title: LocalizedStringResource = "Early Default"
    @Parameter(title: "Size", default: .small) var size: HalfSize

    static var parameterSummary: some ParameterSummary {
        Switch(\.$size) {
            DefaultCase { Summary("Any \(\.$size)") }
            Case(.large) { Summary("Large") }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

enum HalfSize: String, AppEnum {
    case small, large
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [HalfSize: DisplayRepresentation] = [.small: "Small", .large: "Large"]
}

struct UnseenEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unseen"
    static let defaultQuery = UnseenQuery()
    let id: String
    @Property(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct UnseenQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [UnseenEntity] { [] }
}

struct SilentShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: TitlelessIntent(), phrases: [], shortTitle: "Silent", systemImageName: "speaker.slash")
    }
}

struct TitlelessIntent: AppIntent {
    static let title: LocalizedStringResource = "Titleless"
    @Parameter var deliveryWindow: Int?
    @Parameter(description: "A note for the driver.") var note: String?
    func perform() async throws -> some IntentResult { .result() }
}
