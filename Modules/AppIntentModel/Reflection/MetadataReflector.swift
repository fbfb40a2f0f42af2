import Diagnostics
import IntentMetadata

/// Reflects compiled App Intents types into the metadata document.
///
/// Give it the types an app declares; the entities, enums, queries, options providers and
/// intents they refer to are followed and reflected too. What cannot be reflected, or breaks
/// Apple's rules, becomes a diagnostic; the document is then validated like one read from disk.
///
/// ```swift
/// let reflection = await MetadataReflector(module: "SoupChef").reflect(
///     intents: [OrderSoupIntent.self], shortcutsProviders: [SoupChefShortcuts.self]
/// )
/// print(try reflection.document.jsonString())
/// ```
public struct MetadataReflector: Sendable {
    /// The module name written into the document.
    public var module: String?
    /// Whether types from other Swift modules that the given types refer to are reflected too.
    ///
    /// Set it to `false` to describe one framework of an app on its own: references into other
    /// frameworks stay in the document (an `IntentPackages` merge resolves them) and are not
    /// reported as dangling.
    public var followsReferencesAcrossModules: Bool

    /// Creates a reflector.
    ///
    /// - Parameters:
    ///   - module: The module name written into the document.
    ///   - followsReferencesAcrossModules: Whether types from other Swift modules that the given
    ///     types refer to are reflected too.
    public init(module: String? = nil, followsReferencesAcrossModules: Bool = true) {
        self.module = module
        self.followsReferencesAcrossModules = followsReferencesAcrossModules
    }

    /// Reflects the types and everything they refer to.
    ///
    /// Entities, enums, unions, queries and options providers reached from the given types (through
    /// parameters, properties, results, union cases, `query:` parameters and App Shortcut option
    /// collections) are reflected too, so the app's intents, App Shortcuts providers and packages
    /// are usually enough. The document's definitions are sorted by identifier.
    ///
    /// - Parameters:
    ///   - intents: Intent types to reflect.
    ///   - entities: Entity types to reflect, beyond those the other types reach.
    ///   - enums: Enum types to reflect, beyond those the other types reach.
    ///   - queries: Query types to reflect, beyond those the other types reach.
    ///   - shortcutsProviders: The app's App Shortcuts providers.
    ///   - packages: The App Intents packages to record, with the packages they include.
    /// - Returns: The document, and reflection's diagnostics followed by the document's validation.
    public func reflect(
        intents: [any AppIntent.Type] = [],
        entities: [any AppEntity.Type] = [],
        enums: [any AppEnum.Type] = [],
        queries: [any EntityQuery.Type] = [],
        shortcutsProviders: [any AppShortcutsProvider.Type] = [],
        packages: [any AppIntentsPackage.Type] = []
    ) async -> MetadataReflection {
        let session = ReflectionSession()
        if !followsReferencesAcrossModules {
            session.homeModules = Set((intents as [any Any.Type] + entities + enums + queries + shortcutsProviders + packages).map(_moduleName))
        }
        for intent in intents { session.enqueue(intent) }
        for entity in entities { session.enqueue(entity) }
        for enumeration in enums { session.enqueue(enumeration) }
        for query in queries { session.enqueue(query: query) }
        for provider in shortcutsProviders { session.reflect(provider: provider) }
        for package in packages {
            session.document.packages.append(PackageDefinition(
                identifier: _typeIdentifier(package),
                includedPackages: package.includedPackages.map(_typeIdentifier)
            ))
        }
        await session.drain()
        session.document.module = module
        session.document.intents.sort { $0.identifier < $1.identifier }
        session.document.entities.sort { $0.identifier < $1.identifier }
        session.document.enums.sort { $0.identifier < $1.identifier }
        session.document.queries.sort { $0.identifier < $1.identifier }
        session.document.shortcutsProviders.sort { $0.identifier < $1.identifier }
        session.document.packages.sort { $0.identifier < $1.identifier }
        session.document.unions.sort { $0.identifier < $1.identifier }
        var validation = MetadataValidator.validate(session.document)
        if !followsReferencesAcrossModules {
            validation.removeAll { $0.id == MetadataChecks.danglingReference.id }
        }
        return MetadataReflection(document: session.document, diagnostics: session.sink.diagnostics + validation)
    }
}

/// What reflection produced: the document and the problems found on the way.
public struct MetadataReflection: Sendable {
    /// The metadata document.
    public var document: MetadataDocument
    /// Problems, reflection's own first, then the document's validation.
    public var diagnostics: [Diagnostic]
}

/// The state of one reflection: a work list of types, and what has been reflected.
final class ReflectionSession: @unchecked Sendable {
    var document = MetadataDocument()
    let sink = DiagnosticSink()
    private var seen: Set<String> = []
    private var pending: [Pending] = []

    private enum Pending {
        case intent(any AppIntent.Type)
        case entity(any AppEntity.Type)
        case enumeration(any AppEnum.Type)
        case query(any EntityQuery.Type)
        case optionsProvider(any DynamicOptionsProvider)
        case union(any AppUnionValue.Type)
    }

    /// When set, only types from these modules are reflected; references to others are kept as names.
    var homeModules: Set<String>?

    private func claim(_ type: any Any.Type) -> Bool {
        if let homeModules, !homeModules.contains(_moduleName(type)) { return false }
        return seen.insert(_typeIdentifier(type)).inserted
    }

    func enqueue(_ type: any AppIntent.Type) {
        if claim(type) { pending.append(.intent(type)) }
    }

    func enqueue(_ type: any AppEntity.Type) {
        if claim(type) { pending.append(.entity(type)) }
    }

    func enqueue(_ type: any AppEnum.Type) {
        if claim(type) { pending.append(.enumeration(type)) }
    }

    func enqueue(query type: any EntityQuery.Type) {
        if claim(type) { pending.append(.query(type)) }
    }

    func enqueue(provider: any DynamicOptionsProvider) {
        if let query = provider as? any EntityQuery {
            enqueue(query: type(of: query))
        } else if claim(type(of: provider)) {
            pending.append(.optionsProvider(provider))
        }
    }

    /// Follows the entity, enum or union a value type refers to.
    func follow(_ valueType: _ReflectedValueType) {
        if let entity = valueType.referencedType as? any AppEntity.Type { enqueue(entity) }
        if let enumeration = valueType.referencedType as? any AppEnum.Type { enqueue(enumeration) }
        if let union = valueType.referencedType as? any AppUnionValue.Type, claim(union) { pending.append(.union(union)) }
    }

    func drain() async {
        while !pending.isEmpty {
            switch pending.removeFirst() {
            case .intent(let type): document.intents.append(reflect(intent: type))
            case .entity(let type): document.entities.append(await reflect(entity: type))
            case .enumeration(let type): document.enums.append(reflect(enumeration: type))
            case .query(let type): document.queries.append(await reflect(query: type))
            case .optionsProvider(let provider): document.queries.append(reflect(optionsProvider: provider))
            case .union(let type): document.unions.append(reflect(union: type))
            }
        }
    }

    func report(_ check: Check, _ message: String, type: any Any.Type, notes: [Diagnostic.Note] = []) {
        sink.append(check.diagnostic(message, at: nil, notes: notes, context: ["type": _typeIdentifier(type)]))
    }
}
