// expect: 1 extraction.missing-requirement
// expect: 2 extraction.missing-requirement
import AppIntents

1️⃣struct UntitledIntent: AppIntent {
    func perform() async throws -> some IntentResult { .result() }
}

2️⃣struct LegacyIntent: CustomIntentMigratedAppIntent {
    static let title: LocalizedStringResource = "Legacy"
    func perform() async throws -> some IntentResult { .result() }
}
