/// What static extraction reads and how it treats `#if`.
public struct ExtractionOptions: Hashable, Sendable {
    /// The module name recorded in the document.
    public var module: String?
    /// The compilation conditions that are set (`-D NAME`); `nil` reads every branch of every `#if`.
    ///
    /// With a set, `#if` is evaluated as the compiler would for an iOS device: `os(iOS)` holds,
    /// `canImport` holds for every module, and only the given custom conditions are set.
    public var conditions: Set<String>?
    /// Sources whose types are known (to tell an entity from an enum) but whose definitions are not extracted:
    /// the frameworks an app's intents refer to.
    public var referencePaths: [String]

    /// Creates options.
    public init(module: String? = nil, conditions: Set<String>? = nil, referencePaths: [String] = []) {
        self.module = module
        self.conditions = conditions
        self.referencePaths = referencePaths
    }
}
