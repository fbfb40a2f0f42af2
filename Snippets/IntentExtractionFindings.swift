// Extracts App Intents from source text and reads the findings: what Xcode's extractor would reject, and what was assumed.
import Diagnostics
import IntentExtraction
import IntentMetadata

// Source text needs no file: the path names it in locations and findings.
let source = """
    import AppIntents

    let sharedTitle: LocalizedStringResource = "Start Timer"

    struct StartTimerIntent: AppIntent {
        static let title: LocalizedStringResource = sharedTitle

        @Parameter(title: "Minutes", default: 5)
        var minutes: Int

        @Parameter(title: "Sound")
        var sound: ChimeSound?

        @Parameter(title: "Style")
        var style: TimerStyle

        func perform() async throws -> some IntentResult { .result() }
    }

    enum TimerStyle: String, AppEnum {
        case countdown, stopwatch
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timer Style"
        static let caseDisplayRepresentations: [TimerStyle: DisplayRepresentation] = [.countdown: "Countdown"]
    }
    """
let extraction = Extractor(options: ExtractionOptions(module: "Timers")).extract(sources: [(path: "Sources/Timers/StartTimerIntent.swift", text: source)])

// Each finding has a check identifier, a severity, a message and a place.
for finding in extraction.diagnostics {
    print(finding.severity, finding.id, finding.location.map { "\($0)" } ?? "", finding.message)
}

// A test looks a finding up by its check.
precondition(extraction.diagnostics.contains { $0.id == ExtractionChecks.nonLiteralValue.id && $0.severity == .error })

// The document still holds what could be read.
let intent = extraction.document.intent("StartTimerIntent")
print(intent?.parameters.map(\.name) ?? [])

// A type declared in a framework the app links is known from that framework's sources, read but not extracted.
let framework = (path: "Sources/Sounds/ChimeSound.swift", text: "import AppIntents\npublic struct ChimeSound: AppEntity { public var id: String }\n")
let withReferences = Extractor(options: ExtractionOptions(module: "Timers"))
    .extract(sources: [(path: "Sources/Timers/StartTimerIntent.swift", text: source)], references: [framework])
print(withReferences.diagnostics.map(\.id))

// snippet.hide
let ids = extraction.diagnostics.map(\.id)
precondition(ids == [ExtractionChecks.nonLiteralValue.id, ExtractionChecks.unresolvedType.id, ExtractionChecks.nonExhaustiveCases.id])
let nonLiteral = extraction.diagnostics[0]
precondition(nonLiteral.severity == .error && nonLiteral.location?.line == 6)
precondition(nonLiteral.message == "'LocalizedStringResource' must be initialized with a call to its initializer or a string literal")
precondition(extraction.diagnostics[1].severity == .warning && extraction.diagnostics[1].message.contains("taken to be an entity declared elsewhere"))
precondition(intent?.parameters.map(\.name) == ["minutes", "sound", "style"])
precondition(intent?.parameter(named: "sound")?.type == .entity("ChimeSound"))
precondition(withReferences.diagnostics.map(\.id) == [ExtractionChecks.nonLiteralValue.id, ExtractionChecks.nonExhaustiveCases.id])
precondition(withReferences.document.entities.isEmpty, "a reference's types are known, not extracted")
