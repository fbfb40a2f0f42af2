import AppIntents

/// Conforms in an extension.
struct ExtendedIntent {}
extension ExtendedIntent: AppIntent {
    static let title: LocalizedStringResource = "Extended"
    func perform() async throws -> some IntentResult { .result() }
}

/// Conforms through the app's own protocol that refines AppIntent.
protocol DiaryIntent: AppIntents.AppIntent {}
struct WriteEntryIntent: DiaryIntent {
    static let title: LocalizedStringResource = "Write Entry"
    func perform() async throws -> some IntentResult { .result() }
}

/// Conforms through a superclass, and through Apple's refining protocols.
class BaseIntent: AppIntent, @unchecked Sendable {
    class var title: LocalizedStringResource { "Base" }
    required init() {}
    func perform() async throws -> some IntentResult { .result() }
}
final class PlayIntent: BaseIntent, AudioPlaybackIntent {
    override class var title: LocalizedStringResource { "Play" }
}

/// Nested in another type; the identifier is the simple name, as reflection's.
enum Widgets {
    struct ClockConfiguration: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Clock"
        func perform() async throws -> some IntentResult { .result() }
    }
}

/// Migrated from SiriKit.
struct MigratedIntent: CustomIntentMigratedAppIntent {
    static let intentClassName = "LegacyIntent"
    static var title: LocalizedStringResource { LocalizedStringResource("migrated.title", defaultValue: "Migrated", table: "Intents", comment: "A title") }
    func perform() async throws -> some IntentResult & ReturnsValue<[String]> & OpensIntent & ShowsSnippetView { .result() }
}

/// Not App Intents at all.
struct Helper: Codable {}
