import AppIntents
import SwiftUI

struct RestSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Rest"
    @Dependency var timer: RestTimer
    func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: Text("60")) }
}

struct StartRestIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Rest"
    static let supportedModes: IntentModes = .background
    @MainActor func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetIntent {
        .result(dialog: "Resting.", snippetIntent: RestSnippetIntent())
    }
}

#Preview {
    Text("preview")
}
