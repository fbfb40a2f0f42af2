/// What Apple's metadata records about a type that the metadata document does not.
///
/// That is where the type is declared (module, nesting, kind), which gives its mangled and qualified names, and the
/// platforms it is available on.
///
/// Facts come from the Swift sources (``SourceTypeFacts``), from an `extract.actionsdata` read back (its
/// mangled names demangled, its availability), or, without either, from defaults: a struct (an enum for an
/// `AppEnum`) at the top of the module, available wherever the app is.
public struct TypeFacts: Hashable, Sendable {
    /// The module, such as `WidgetSmith`.
    public var module: String
    /// The type and the types it is nested in, outermost first.
    public var path: [SwiftMangling.Component]
    /// The availability Apple's metadata records, in order: (`LNPlatformNameIOS`, `18.0`), (`LNPlatformNameWildcard`, `*`).
    public var availability: [PlatformAvailability]
    /// The mangled name, when the path cannot give it (a type declared inside a function); `""` writes none.
    public var mangledName: String?

    /// Creates facts.
    public init(module: String, path: [SwiftMangling.Component], availability: [PlatformAvailability] = [.wildcard], mangledName: String? = nil) {
        self.module = module
        self.path = path
        self.availability = availability
        self.mangledName = mangledName
    }

    /// `Module.Outer.Type`, as `fullyQualifiedTypeName` writes it.
    public var qualifiedName: String { ([module] + path.map(\.name)).joined(separator: ".") }

    /// The mangled name (`11WidgetSmith8MoveTileV`), or `nil` when it cannot be derived.
    public var mangled: String? {
        if let mangledName { return mangledName.isEmpty ? nil : mangledName }
        return SwiftMangling.mangle(module: module, path: path)
    }

    /// The version introduced on a platform (by Apple's name), if recorded.
    public func introduced(on platform: String) -> String? {
        availability.first { $0.platform == platform }?.introducedVersion
    }
}

/// One platform of an `availabilityAnnotations` table.
public struct PlatformAvailability: Hashable, Sendable {
    /// Apple's platform name, such as `LNPlatformNameIOS`.
    public var platform: String
    /// The version the type is introduced in (`18.0`; `*` for the wildcard).
    public var introducedVersion: String

    /// Creates an entry.
    public init(platform: String, introducedVersion: String) {
        self.platform = platform
        self.introducedVersion = introducedVersion
    }

    /// `LNPlatformNameWildcard: *`, which Xcode writes for the `*` of every `@available`.
    public static let wildcard = PlatformAvailability(platform: "LNPlatformNameWildcard", introducedVersion: "*")
}
