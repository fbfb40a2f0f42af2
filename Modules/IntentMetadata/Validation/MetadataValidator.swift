import Diagnostics
import PositionedJSON

/// Checks a metadata document's meaning, whether it was loaded or built in memory.
///
/// It checks that identifiers are unique, references resolve, and sizes, conditions and defaults fit.
/// Structure (JSON syntax, keys and types) is checked while loading (``MetadataLoader``);
/// this validator works on decoded documents, so it serves documents built in memory
/// (by reflection or extraction) as well as loaded ones. Each problem is located
/// through a path into the document, which the caller turns into a source location.
public struct MetadataValidator {
    /// Turns a path into the document (`intents[0].parameters[1].type`) into a source location.
    public typealias Locator = ([JSONPathComponent]) -> SourceLocation?

    let document: MetadataDocument
    let locate: Locator
    /// Identifiers of definitions that failed to load; references to them are not reported again.
    let knownBroken: Set<String>
    var diagnostics: [Diagnostic] = []
    /// What each identifier names, by first definition.
    var kinds: [String: String] = [:]
    /// Definitions by identifier (the first of duplicates), so lookups stay constant-time on large documents.
    let intents: [String: IntentDefinition]
    let entities: [String: EntityDefinition]
    let enums: [String: EnumDefinition]
    let queries: [String: QueryDefinition]
    let unions: [String: UnionDefinition]

    init(document: MetadataDocument, locate: @escaping Locator, knownBroken: Set<String>) {
        self.document = document
        self.locate = locate
        self.knownBroken = knownBroken
        intents = Self.index(document.intents)
        entities = Self.index(document.entities)
        enums = Self.index(document.enums)
        queries = Self.index(document.queries)
        unions = Self.index(document.unions)
    }

    private static func index<D: MetadataDefinition>(_ definitions: [D]) -> [String: D] {
        Dictionary(definitions.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Validates `document`, locating problems with `locate`.
    ///
    /// - Parameters:
    ///   - document: the document to check.
    ///   - knownBroken: identifiers of definitions that could not be loaded, so references to them are not dangling.
    ///   - locate: turns a path into the document into a source location.
    /// - Returns: the problems found, in document order.
    public static func validate(
        _ document: MetadataDocument,
        knownBroken: Set<String> = [],
        locate: @escaping Locator
    ) -> [Diagnostic] {
        var validator = MetadataValidator(document: document, locate: locate, knownBroken: knownBroken)
        validator.run()
        return validator.diagnostics
    }

    /// Validates a document built in memory, locating problems at its definitions' source locations.
    public static func validate(_ document: MetadataDocument) -> [Diagnostic] {
        validate(document) { path in document.sourceLocation(at: path) }
    }

    private mutating func run() {
        checkIdentifiers()
        for (index, intent) in document.intents.enumerated() {
            checkIntent(intent, at: [.key("intents"), .index(index)])
        }
        for (index, entity) in document.entities.enumerated() {
            checkEntity(entity, at: [.key("entities"), .index(index)])
        }
        for (index, enumeration) in document.enums.enumerated() {
            checkEnum(enumeration, at: [.key("enums"), .index(index)])
        }
        for (index, query) in document.queries.enumerated() {
            checkQuery(query, at: [.key("queries"), .index(index)])
        }
        for (index, provider) in document.shortcutsProviders.enumerated() {
            checkShortcutsProvider(provider, at: [.key("shortcutsProviders"), .index(index)])
        }
        for (index, union) in document.unions.enumerated() {
            checkUnion(union, at: [.key("unions"), .index(index)])
        }
    }

    // MARK: Reporting

    mutating func report(_ check: Check, _ message: String, at path: [JSONPathComponent], notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
        diagnostics.append(check.diagnostic(message, at: locate(path), notes: notes, fixIt: fixIt))
    }

    // MARK: Identifiers

    private mutating func checkIdentifiers() {
        var first: [String: [JSONPathComponent]] = [:]
        func visit<D: MetadataDefinition>(_ definitions: [D], section: String) {
            for (index, definition) in definitions.enumerated() {
                let path: [JSONPathComponent] = [.key(section), .index(index), .key("identifier")]
                if let earlier = first[definition.identifier] {
                    let kind = kinds[definition.identifier] ?? "definition"
                    report(
                        MetadataChecks.duplicateIdentifier,
                        "duplicate identifier '\(definition.identifier)': it already names \(Self.article(kind)) \(kind)",
                        at: path,
                        notes: [.init("'\(definition.identifier)' is first defined here", at: locate(earlier))]
                    )
                } else {
                    first[definition.identifier] = path
                    kinds[definition.identifier] = D.kindName
                }
            }
        }
        visit(document.intents, section: "intents")
        visit(document.entities, section: "entities")
        visit(document.enums, section: "enums")
        visit(document.queries, section: "queries")
        visit(document.shortcutsProviders, section: "shortcutsProviders")
        visit(document.packages, section: "packages")
        visit(document.unions, section: "unions")
    }

    static func article(_ word: String) -> String {
        ["a", "e", "i", "o", "u"].contains(word.prefix(1)) ? "an" : "a"
    }

    /// Reports a reference to `identifier` that must name a definition of `kind`; returns whether it does.
    @discardableResult
    mutating func resolve(_ identifier: String, as kind: String, from referrer: String, at path: [JSONPathComponent]) -> Bool {
        if knownBroken.contains(identifier) { return false }
        guard let actual = kinds[identifier] else {
            let candidates = kinds.filter { $0.value == kind }.map(\.key)
            report(
                MetadataChecks.danglingReference,
                "\(referrer) refers to \(kind) '\(identifier)', which the document does not define"
                    + Suggestions.didYouMean(identifier, among: candidates),
                at: path
            )
            return false
        }
        guard actual == kind else {
            report(
                MetadataChecks.danglingReference,
                "\(referrer) refers to \(kind) '\(identifier)', but '\(identifier)' is \(Self.article(actual)) \(actual)",
                at: path
            )
            return false
        }
        return true
    }

    /// Checks the entity and enum references inside a value type.
    mutating func checkType(_ type: ValueType, from referrer: String, at path: [JSONPathComponent]) {
        switch type {
        case .entity(let identifier):
            resolve(identifier, as: EntityDefinition.kindName, from: referrer, at: path + [.key("entity")])
        case .enumeration(let identifier):
            resolve(identifier, as: EnumDefinition.kindName, from: referrer, at: path + [.key("enum")])
        case .array(let element):
            checkType(element, from: referrer, at: path + [.key("array")])
        case .union(let identifier):
            resolve(identifier, as: UnionDefinition.kindName, from: referrer, at: path + [.key("union")])
        case .primitive, .measurement:
            break
        }
    }

    /// Reports names that occur more than once in `names`; `phrase` says what two equal names are
    /// (`"two parameters named 'x'"`), `first` what the note calls the first one.
    mutating func checkUnique(
        _ names: [String],
        in owner: String,
        phrase: (String) -> String,
        first: (String) -> String,
        path: (Int) -> [JSONPathComponent]
    ) {
        var seen: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            if let earlier = seen[name] {
                report(
                    MetadataChecks.duplicateMember,
                    "\(owner) has \(phrase(name))",
                    at: path(index),
                    notes: [.init("\(first(name)) is here", at: locate(path(earlier)))]
                )
            } else {
                seen[name] = index
            }
        }
    }
}
