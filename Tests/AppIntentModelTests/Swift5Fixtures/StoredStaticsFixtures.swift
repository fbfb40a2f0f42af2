// Static metadata written as stored `static var`s, the way most shipping apps (in Swift 5 mode)
// declare it: titles, descriptions, flags, modes, queries, type names and tile colours.

#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif
import Foundation

public struct ShareArticleIntent: AppIntent {
    public static var title: LocalizedStringResource = "Share Article"
    public static var description = IntentDescription("Shares an article.", categoryName: "Reading")
    public static var openAppWhenRun = true
    public static var isDiscoverable: Bool = true
    public static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
    public static var supportedModes: IntentModes = [.background, .foreground(.dynamic)]
    public static var parameterSummary: some ParameterSummary {
        Summary("Share \(\.$article)")
    }

    @Parameter(title: "Article")
    public var article: ArticleEntity

    @Parameter(title: "Read Time", defaultValue: 5, defaultUnit: .minutes)
    public var readTime: Measurement<UnitDuration>?

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Shared \(article.title).")
    }
}

public struct ArticleEntity: AppEntity {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Article"
    public static var defaultQuery = ArticleQuery()

    public let id: String
    @Property(title: "Title")
    public var title: String

    public var displayRepresentation: DisplayRepresentation { "\(title)" }

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

public struct ArticleQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [ArticleEntity] {
        identifiers.map { ArticleEntity(id: $0, title: $0.capitalized) }
    }

    public func suggestedEntities() async throws -> [ArticleEntity] {
        [ArticleEntity(id: "swift", title: "Swift")]
    }
}

public struct ReadingShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShareArticleIntent(), phrases: ["Share \(\.$article) with \(.applicationName)"], shortTitle: "Share", systemImageName: "square.and.arrow.up")
    }

    public static var shortcutTileColor = ShortcutTileColor.purple
}
