/// What static extraction reads and how it treats `#if`.
///
/// The defaults read every branch of every `#if` (except compiler and language version checks, which are evaluated)
/// and record no module name; set ``conditions`` to read only the branches a device build compiles.
public struct ExtractionOptions: Hashable, Sendable {
    /// The module name recorded in the document (`nil`: none).
    public var module: String?
    /// The compilation conditions that are set (`-D NAME`), or `nil` to read every branch of every `#if`.
    ///
    /// With `nil`, every branch is read that a compiler or language version check does not rule out. With a set,
    /// `#if` is evaluated as the compiler would for a device of ``operatingSystem``: `os(…)` of that system and
    /// `arch(arm64)` hold, the simulator does not, `canImport` holds for every module but Apple's modules of other
    /// platforms (`UIKit` on macOS, `AppKit` elsewhere…), and only the given custom conditions are set.
    public var conditions: Set<String>?
    /// The operating system `#if os(…)` holds for when ``conditions`` are set.
    ///
    /// `iOS` (the default), `macOS`, `watchOS`, `tvOS`, `visionOS`, or `macCatalyst` (iOS built for the Mac: `os(iOS)`
    /// and `targetEnvironment(macCatalyst)`).
    public var operatingSystem: String = "iOS"
    /// Swift files or folders whose types are known but whose App Intents are not extracted.
    ///
    /// These are the frameworks an app's intents refer to: knowing their types tells an entity from an enum, and a
    /// type they declare is not reported as `extraction.unresolved-type`.
    public var referencePaths: [String]
    /// The compiler version `#if compiler(>=…)` is evaluated against, whether or not ``conditions`` are set.
    ///
    /// The default, 7.0, is the compiler of the newest SDK whose App Intents this extractor reads (iOS 27:
    /// `@available(anyAppleOS 27, *)` needs a compiler newer than 6.3, and real apps guard iOS 27 code with
    /// `compiler(>=7.0)`).
    public var swiftVersion: SwiftVersion
    /// The language mode `#if swift(>=…)` is evaluated against, whether or not ``conditions`` are set.
    ///
    /// 5 (Xcode's default; `swift(>=5.10)` holds, `swift(>=6)` does not) or 6.
    public var languageMode: SwiftVersion

    /// Creates options; the defaults read every `#if` branch with a Swift 7.0 compiler in language mode 5.
    ///
    /// - Parameters:
    ///   - module: the module name recorded in the document.
    ///   - conditions: the compilation conditions that are set, or `nil` to read every branch.
    ///   - referencePaths: Swift files or folders whose types are known but not extracted.
    ///   - swiftVersion: the compiler version `#if compiler(…)` compares with.
    ///   - languageMode: the language mode `#if swift(…)` compares with.
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

    /// Reads a version of one to four numbers separated by dots (`6`, `6.2`, `5.10.1`); `nil` for anything else.
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

    /// Creates a version from a literal such as `"6.2"`; a literal that is not a version stops the program.
    public init(stringLiteral value: String) {
        guard let version = SwiftVersion(value) else { preconditionFailure("'\(value)' is not a Swift version") }
        self = version
    }

    /// The version as written with dots: `6.2`.
    public var description: String { components.map(String.init).joined(separator: ".") }

    /// Whether `lhs` is an earlier version, component by component, a missing component counting as 0 (`6` < `6.1`).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        let left = lhs.components + Array(repeating: 0, count: count - lhs.components.count)
        let right = rhs.components + Array(repeating: 0, count: count - rhs.components.count)
        return left.lexicographicallyPrecedes(right)
    }
}
