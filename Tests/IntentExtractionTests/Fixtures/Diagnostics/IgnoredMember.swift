// expect: 1 extraction.ignored-member
// expect: 2 extraction.ignored-member
import AppIntents

struct ExportIntent: AppIntent {
    static let title: LocalizedStringResource = "Export"
    static var 1️⃣description: LocalizedStringResource = "Exports the library."
    func perform() async throws -> some IntentResult { .result() }
}

struct ImportIntent: AppIntent {
    static let title: LocalizedStringResource = "Import"
    static let 2️⃣description = "Imports a library."
    func perform() async throws -> some IntentResult { .result() }
}
