// expect: 1 extraction.macro-expansion
import AppIntents
import SwiftUI

// Two unknown macros on one intent: one warning, at the first. Known ones stay silent.
1️⃣@Traced
@MainActor
struct SyncIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync"
    #AddShortcutParameters(count: 2)
    func perform() async throws -> some IntentResult { .result() }
}

@Observable
final class SyncModel: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sync"
    static let defaultQuery = SyncQuery()
    let id = "sync"
    var displayRepresentation: DisplayRepresentation { "Sync" }
}

struct SyncQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SyncModel] { [] }
}

#Preview {
    Text("Sync")
}
