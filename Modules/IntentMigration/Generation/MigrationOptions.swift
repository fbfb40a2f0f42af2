/// What `intentkit migrate convert` is asked for.
public struct MigrationOptions: Sendable {
    /// A minimum deployment target, such as iOS 16.
    public struct Deployment: Hashable, Sendable, CustomStringConvertible {
        /// `iOS`, `macOS`, `watchOS`, `tvOS` or `visionOS`.
        public var platform: String
        /// The major and minor version.
        public var version: (major: Int, minor: Int)

        public static func == (a: Self, b: Self) -> Bool { a.platform == b.platform && a.version == b.version }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(platform)
            hasher.combine(version.major)
            hasher.combine(version.minor)
        }

        /// Parses `iOS16`, `iOS16.4` or `watchOS 9`; `nil` for anything else.
        public init?(parsing text: String) {
            let trimmed = text.filter { !$0.isWhitespace }
            guard let platform = Self.platforms.first(where: { trimmed.lowercased().hasPrefix($0.lowercased()) }) else { return nil }
            let parts = trimmed.dropFirst(platform.count).split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let major = Int(parts[0]), let minor = parts.count == 2 ? Int(parts[1]) : 0 else { return nil }
            self.platform = platform
            version = (major, minor)
        }

        init(_ platform: String, _ major: Int, _ minor: Int = 0) {
            self.platform = platform
            version = (major, minor)
        }

        /// The platforms `--deployment` accepts.
        public static let platforms = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"]

        public var description: String { "\(platform) \(version.major).\(version.minor)" }
    }

    /// The deployment targets; generated declarations get `@available` for the platforms whose target is older than what they need.
    public var deployments: [Deployment]
    /// Whether to replace enum parents and their children with one sectioned entity when they need more summaries than `flattenThreshold`.
    public var flattenParents: Bool
    /// How many summaries parent relationships may need before they are reported (and flattened with `flattenParents`).
    public var flattenThreshold: Int
    /// The development language of the generated string catalog.
    public var sourceLanguage: String
    /// How many summaries a nested `When` / `Switch` may have before it is replaced by one summary of every parameter.
    ///
    /// Type-checking a nested summary grows much faster than its summaries (measured against AppIntentModel:
    /// 16 summaries about 1 s, 32 about 2 s, 64 7 to 11 s, 81 four levels deep 94 s, 256 not done after 17 minutes;
    /// docs/migration.md has the table), so above this budget the conversion keeps the compiler fast instead.
    public var summaryBudget: Int

    /// The default ``summaryBudget``: the last size measured to type-check in a few seconds at any nesting depth.
    public static let defaultSummaryBudget = 32

    /// Options for a conversion; the defaults are those of `intentkit migrate convert` without flags.
    ///
    /// - Parameters:
    ///   - deployments: The app's minimum deployment targets; none means no `@available` attributes.
    ///   - flattenParents: Whether to flatten enum parents into sectioned entities above `flattenThreshold`.
    ///   - flattenThreshold: How many summaries an intent may need before it is reported.
    ///   - sourceLanguage: The development language of the generated string catalog.
    ///   - summaryBudget: How many summaries a nested summary may have before it becomes one summary.
    public init(
        deployments: [Deployment] = [],
        flattenParents: Bool = false,
        flattenThreshold: Int = 4,
        sourceLanguage: String = "en",
        summaryBudget: Int = MigrationOptions.defaultSummaryBudget
    ) {
        self.deployments = deployments
        self.flattenParents = flattenParents
        self.flattenThreshold = flattenThreshold
        self.sourceLanguage = sourceLanguage
        self.summaryBudget = summaryBudget
    }

    /// What App Intents needs, and what widget configuration intents need.
    static let appIntentsMinimum = [Deployment("iOS", 16), Deployment("macOS", 13), Deployment("watchOS", 9), Deployment("tvOS", 16), Deployment("visionOS", 1)]
    static let widgetIntentsMinimum = [Deployment("iOS", 17), Deployment("macOS", 14), Deployment("watchOS", 10), Deployment("tvOS", 17), Deployment("visionOS", 1)]

    /// `@available(…)` for a declaration needing `minimum`, or `nil` when every deployment target already has it.
    func availability(_ minimum: [Deployment]) -> String? {
        let needed = deployments.compactMap { target -> String? in
            guard let required = minimum.first(where: { $0.platform == target.platform }) else { return nil }
            guard target.version < required.version else { return nil }
            return "\(required.platform) \(required.version.major).\(required.version.minor)"
        }
        return needed.isEmpty ? nil : "@available(\(needed.joined(separator: ", ")), *)"
    }
}
