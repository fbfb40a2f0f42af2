/// What static extraction reads and how it treats `#if`.
public struct ExtractionOptions: Hashable, Sendable {
    /// The module name recorded in the document.
    public var module: String?
    /// The compilation conditions that are set (`-D NAME`); `nil` reads every branch of every `#if`
    /// that a compiler or language version check does not rule out.
    ///
    /// With a set, `#if` is evaluated as the compiler would for an iOS device: `os(iOS)` holds,
    /// `canImport` holds for every module, and only the given custom conditions are set.
    public var conditions: Set<String>?
    /// The operating system `#if os(…)` holds for when ``conditions`` are set: `iOS` (the default), `macOS`,
    /// `watchOS`, `tvOS`, `visionOS`, or `macCatalyst` (iOS built for the Mac: `os(iOS)` and `targetEnvironment(macCatalyst)`).
    public var operatingSystem: String = "iOS"
    /// Sources whose types are known (to tell an entity from an enum) but whose definitions are not extracted:
    /// the frameworks an app's intents refer to.
    public var referencePaths: [String]
    /// The compiler `#if compiler(>=…)` is evaluated against, in both modes. The default, 7.0, is the
    /// compiler of the newest SDK whose App Intents this extractor reads (iOS 27: `@available(anyAppleOS 27, *)`
    /// needs a compiler newer than 6.3, and real apps guard iOS 27 code with `compiler(>=7.0)`).
    public var swiftVersion: SwiftVersion
    /// The language mode `#if swift(>=…)` is evaluated against, in both modes: 5 (Xcode's default; `swift(>=5.10)`
    /// holds, `swift(>=6)` does not) or 6.
    public var languageMode: SwiftVersion

    /// Creates options.
    public init(
        module: String? = nil,
        conditions: Set<String>? = nil,
        referencePaths: [String] = [],
        swiftVersion: SwiftVersion = "7.0",
        languageMode: SwiftVersion = "5"
    ) {
        self.module = module
        self.conditions = conditions
        self.referencePaths = referencePaths
        self.swiftVersion = swiftVersion
        self.languageMode = languageMode
    }
}

/// A Swift version, such as `6.2` or `5`.
public struct SwiftVersion: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The version's components: `[6, 2]`.
    public let components: [Int]

    /// Reads `6`, `6.2` or `5.10.1`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(part) else { return nil }
            components.append(value)
        }
        guard (1...4).contains(components.count) else { return nil }
        self.components = components
    }

    public init(stringLiteral value: String) {
        guard let version = SwiftVersion(value) else { preconditionFailure("'\(value)' is not a Swift version") }
        self = version
    }

    public var description: String { components.map(String.init).joined(separator: ".") }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        let left = lhs.components + Array(repeating: 0, count: count - lhs.components.count)
        let right = rhs.components + Array(repeating: 0, count: count - rhs.components.count)
        return left.lexicographicallyPrecedes(right)
    }
}
