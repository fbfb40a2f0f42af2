// expect: 1 extraction.redeclared-type
import AppIntents

#if os(iOS)
struct PlatformIntent: AppIntent {
    static let title: LocalizedStringResource = "On iOS"
    func perform() async throws -> some IntentResult { .result() }
}
#else
1️⃣struct PlatformIntent: AppIntent {
    static let title: LocalizedStringResource = "Elsewhere"
    func perform() async throws -> some IntentResult { .result() }
}
#endif
