import AppIntents

#if DEBUG
struct DebugMenuIntent: AppIntent {
    static let title: LocalizedStringResource = "Debug Menu"
    func perform() async throws -> some IntentResult { .result() }
}
#elseif os(macOS)
struct MacOnlyIntent: AppIntent {
    static let title: LocalizedStringResource = "Mac Only"
    func perform() async throws -> some IntentResult { .result() }
}
#endif

struct ExportIntent: AppIntent {
    static let title: LocalizedStringResource = "Export"
    #if BETA
    @Parameter(title: "Format") var format: String
    #else
    @Parameter(title: "Quality") var quality: Int
    #endif
    func perform() async throws -> some IntentResult { .result() }
}
