import IntentMetadata

/// The App Shortcuts an app offers without setup, in Siri, Spotlight and Shortcuts. One per app.
public protocol AppShortcutsProvider: Sendable {
    /// The shortcuts, in the order Spotlight and Shortcuts first show them. No commas between entries.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the app's tiles in Shortcuts.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Phrases that must not run a shortcut (iOS 17).
    static var negativePhrases: NegativeAppShortcutPhrases { get }
    /// Tells the system that parameter values in phrases changed.
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { ._notSet }
    public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(templates: []) }

    /// Tells the system to read the parameterized phrases' values again; call it when they change.
    ///
    /// Inside `IntentRunner` the update is recorded in the conversation.
    public static func updateAppShortcutParameters() {
        IntentRunContext.current?.record(.system, "App Shortcut parameters update")
    }
}

/// An App Shortcut: an intent, the phrases that run it, a short title and a symbol.
public struct AppShortcut: @unchecked Sendable {
    let definition: (KeyPathResolver) -> AppShortcutDefinition
    let intentType: any AppIntent.Type
    /// The options providers of the shortcut's parameter presentation, for reflection to follow.
    var optionsProviders: [any DynamicOptionsProvider] = []

    /// Creates an App Shortcut (iOS 17 form).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String) {
        self.intentType = Intent.self
        self.definition = { resolver in
            AppShortcutDefinition(
                intent: _typeIdentifier(Intent.self),
                phrases: phrases.map { $0.template(resolver.scoped(to: intent)) },
                shortTitle: shortTitle,
                systemImageName: systemImageName
            )
        }
    }

    /// Creates an App Shortcut that offers one shortcut per value of a parameter (iOS 17).
    public init<Intent: AppIntent>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource,
        systemImageName: String,
        parameterPresentation: AppShortcutParameterPresentation<Intent>
    ) {
        self.intentType = Intent.self
        self.optionsProviders = parameterPresentation.collections.map(\.provider)
        self.definition = { resolver in
            let scoped = resolver.scoped(to: intent)
            return AppShortcutDefinition(
                intent: _typeIdentifier(Intent.self),
                phrases: phrases.map { $0.template(scoped) },
                shortTitle: shortTitle,
                systemImageName: systemImageName,
                parameterPresentation: parameterPresentation.definition(scoped)
            )
        }
    }

    /// Creates an App Shortcut without a short title and symbol (iOS 16).
    @available(*, deprecated, message: "Please provide a shortTitle and systemImageName")
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.intentType = Intent.self
        self.definition = { resolver in
            AppShortcutDefinition(intent: _typeIdentifier(Intent.self), phrases: phrases.map { $0.template(resolver.scoped(to: intent)) })
        }
    }
}

/// A phrase that runs an App Shortcut: `"Order \(\.$soup) with \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, @unchecked Sendable {
    enum Segment {
        case text(String)
        case applicationName
        case parameter(PartialKeyPath<Intent>)
    }

    let segments: [Segment]

    public init(stringLiteral value: String) {
        segments = [.text(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// Collects the phrase's text, tokens and parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            segments.append(.text(literal))
        }

        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            segments.append(.applicationName)
        }

        /// `\(\.$parameter)`.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            segments.append(.parameter(keyPath))
        }
    }

    /// The phrase in the metadata document's form: `Order ${soup} with ${applicationName}`.
    func template(_ resolver: KeyPathResolver) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .applicationName: "${applicationName}"
            case .parameter(let keyPath): "${\(resolver.parameterName(of: keyPath, context: "an App Shortcut phrase") ?? "?")}"
            }
        }.joined()
    }
}

/// The tokens a phrase can contain besides parameters.
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name, or one of its synonyms.
    case applicationName
}

/// Phrases that must not trigger the app's shortcuts (iOS 17).
public struct NegativeAppShortcutPhrases: Sendable {
    let phrases: [String]

    init(templates: [String]) {
        self.phrases = templates
    }

    /// Lists negative phrases: `NegativeAppShortcutPhrases(phrases: ["Call mom"])`.
    public init(phrases: [NegativeAppShortcutPhrase]) {
        self.phrases = phrases.map(\.template)
    }

    /// Lists negative phrases.
    public init(@NegativeAppShortcutPhrasesBuilder _ build: () -> [NegativeAppShortcutPhrase]) {
        self.phrases = build().map(\.template)
    }
}

/// A phrase that must not trigger a shortcut: `"Cancel my \(.applicationName) order"`.
public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation, Sendable {
    let template: String

    public init(stringLiteral value: String) {
        template = value
    }

    public init(stringInterpolation: StringInterpolation) {
        template = stringInterpolation.template
    }

    /// Collects the phrase's text and tokens.
    public struct StringInterpolation: StringInterpolationProtocol {
        var template = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            template += literal
        }

        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            template += "${applicationName}"
        }
    }
}

/// Builds `NegativeAppShortcutPhrases`.
@resultBuilder
public enum NegativeAppShortcutPhrasesBuilder {
    /// Takes `NegativeAppShortcutPhrase`, written in the block, as one of its parts.
    public static func buildExpression(_ phrase: NegativeAppShortcutPhrase) -> [NegativeAppShortcutPhrase] { [phrase] }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ parts: [NegativeAppShortcutPhrase]...) -> [NegativeAppShortcutPhrase] { parts.flatMap { $0 } }
}

/// Builds `appShortcuts`: one `AppShortcut` per line, no commas.
@resultBuilder
public enum AppShortcutsBuilder {
    /// Takes `AppShortcut`, written in the block, as one of its parts.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    /// The parts of an `if` without an `else`, or none.
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    /// The parts of the first branch of an `if`–`else` or a `switch`.
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    /// The parts of the second branch of an `if`–`else` or a `switch`.
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    /// The parts of a `for` loop, in order.
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
    /// The parts under an `if #available`.
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}

/// The colour of an app's tiles in Shortcuts.
public struct ShortcutTileColor: Hashable, Sendable {
    let color: TileColor?

    /// Red tiles.
    public static let red = ShortcutTileColor(color: .red)
    /// Orange tiles.
    public static let orange = ShortcutTileColor(color: .orange)
    /// Tangerine tiles.
    public static let tangerine = ShortcutTileColor(color: .tangerine)
    /// Yellow tiles.
    public static let yellow = ShortcutTileColor(color: .yellow)
    /// Lime tiles.
    public static let lime = ShortcutTileColor(color: .lime)
    /// Teal tiles.
    public static let teal = ShortcutTileColor(color: .teal)
    /// Light blue tiles.
    public static let lightBlue = ShortcutTileColor(color: .lightBlue)
    /// Blue tiles.
    public static let blue = ShortcutTileColor(color: .blue)
    /// Navy tiles.
    public static let navy = ShortcutTileColor(color: .navy)
    /// Grape tiles.
    public static let grape = ShortcutTileColor(color: .grape)
    /// Purple tiles.
    public static let purple = ShortcutTileColor(color: .purple)
    /// Pink tiles.
    public static let pink = ShortcutTileColor(color: .pink)
    /// Gray blue tiles.
    public static let grayBlue = ShortcutTileColor(color: .grayBlue)
    /// Gray green tiles.
    public static let grayGreen = ShortcutTileColor(color: .grayGreen)
    /// Gray brown tiles.
    public static let grayBrown = ShortcutTileColor(color: .grayBrown)
    /// The system's choice, when the provider declares none.
    static let _notSet = ShortcutTileColor(color: nil)
}

/// App Intents declared outside the app bundle (in a framework), and the packages they include (iOS 17).
public protocol AppIntentsPackage {
    /// The packages this one re-exports, recursively.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
