import AppIntents

#if compiler(>=7.0)
@available(anyAppleOS 27.0, *)
struct FutureIntent: AppIntent {
    static let title: LocalizedStringResource = "Future"
    func perform() async throws -> some IntentResult { .result() }
}
#else
struct FutureIntent: AppIntent {
    static let title: LocalizedStringResource = "Fallback"
    func perform() async throws -> some IntentResult { .result() }
}
#endif

#if !compiler(>=7.0)
struct OldToolchainIntent: AppIntent {
    static let title: LocalizedStringResource = "Old"
    func perform() async throws -> some IntentResult { .result() }
}
#endif

#if swift(>=6.0)
struct SwiftSixModeIntent: AppIntent {
    static let title: LocalizedStringResource = "Six"
    func perform() async throws -> some IntentResult { .result() }
}
#endif

#if DEBUG || os(iOS)
struct DebugIntent: AppIntent {
    static let title: LocalizedStringResource = "Debug"
    func perform() async throws -> some IntentResult { .result() }
}
#endif
