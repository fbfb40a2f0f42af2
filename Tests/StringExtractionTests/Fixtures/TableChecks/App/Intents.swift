import AppIntents

struct OpenInbox: AppIntent {
    static let title = LocalizedStringResource("Open Inbox", table: "Intents")

    func perform() async throws -> some IntentResult {
        .result()
    }
}
