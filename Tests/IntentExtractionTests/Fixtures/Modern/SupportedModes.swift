import AppIntents

struct BackgroundIntent: AppIntent {
    static let title: LocalizedStringResource = "Background"
    static let supportedModes: IntentModes = .background
    func perform() async throws -> some IntentResult { .result() }
}

struct ForegroundIntent: AppIntent {
    static let title: LocalizedStringResource = "Foreground"
    static let supportedModes: IntentModes = .foreground
    func perform() async throws -> some IntentResult { .result() }
}

struct DynamicIntent: AppIntent {
    static let title: LocalizedStringResource = "Dynamic"
    static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] }
    func perform() async throws -> some IntentResult { .result() }
}

struct GuardedIntent: AppIntent {
    static let title: LocalizedStringResource = "Guarded"
    #if compiler(>=6.2)
    static var supportedModes: IntentModes {
        .foreground(.deferred)
    }
    #else
    static let openAppWhenRun = true
    #endif
    func perform() async throws -> some IntentResult { .result() }
}

struct LegacyIntent: AppIntent {
    static let title: LocalizedStringResource = "Legacy"
    static var openAppWhenRun: Bool { true }
    func perform() async throws -> some IntentResult { .result() }
}
