import AppIntents
import UniformTypeIdentifiers

struct LogWorkoutIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Workout"

    @Parameter(title: "Rest", defaultValue: 90, defaultUnit: .seconds, supportsNegativeNumbers: false)
    var rest: Measurement<UnitDuration>
    @Parameter(title: "Distance", unit: .kilometers, unitAdjustForLocale: true)
    var distance: Measurement<UnitLength>?
    @Parameter(description: "When", default: .now, kind: .date)
    var day: Date
    @Parameter(title: "Time", kind: .time) var time: DateComponents?
    @Parameter(title: "URL", default: nil) var link: URL?
    @Parameter(title: "Home", default: URL(string: "https://example.com")!) var home: URL
    @Parameter(title: "Scan", supportedContentTypes: [.pdf, .jpeg]) var scan: IntentFile?
    @Parameter(title: "Contact", mode: .email) var contact: IntentPerson?
    @Parameter(title: "Tip", currencyCodes: ["EUR"]) var tip: IntentCurrencyAmount?
    @Parameter(title: "Where", displayStyle: .address) var place: CLPlacemark?
    @Parameter(
        title: "Note",
        description: LocalizedStringResource("note.description", defaultValue: "A note", table: "Workout"),
        requestValueDialog: IntentDialog(stringLiteral: String(localized: "What note?")),
        inputConnectionBehavior: .connectToPreviousIntentResult,
    ) var note: String
    @Parameter(title: "Effort", inclusiveRange: (lowerBound: 1, upperBound: 10)) var effort: Int?

    func perform() async throws -> some IntentResult { .result() }
}
