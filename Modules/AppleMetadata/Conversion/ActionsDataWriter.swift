import Diagnostics
import IntentMetadata

/// Writes Apple's `extract.actionsdata` from a metadata document, as Xcode's `appintentsmetadataprocessor` would.
///
/// Each field comes from the document, from the ``TypeFacts`` of its type (mangled names, qualified names,
/// availability), or, where Xcode writes a constant, that constant; `docs/apple-metadata.md` says which
/// fields are verified against Xcode's own files. What the document holds that has no known form in Apple's
/// format is left out with an `apple-metadata.unwritten` warning, never silently.
///
/// ```swift
/// let writer = ActionsDataWriter(module: "SoupChef", facts: facts)
/// let (root, diagnostics) = writer.write(document)
/// try FileIO.writeAtomically(XcodeJSONWriter.compact(root), to: "Metadata.appintents/extract.actionsdata")
/// ```
public struct ActionsDataWriter: Sendable {
    /// The module of types without facts.
    public var module: String
    /// The Xcode build written as the generator (`generator.version`) and into `version.json`.
    public var toolsVersion: String
    /// Facts by definition identifier.
    public var facts: [String: TypeFacts]
    /// The availability written for a type that has no entry in ``facts``: the deployment targets, then the wildcard.
    ///
    /// A type that has facts is written with the availability they record (``TypeFacts/availability``).
    public var defaultAvailability: [PlatformAvailability]
    /// The file named in diagnostics about definitions without a location.
    public var documentPath: String?

    /// The Xcode build whose files IntentKit's writer is checked against.
    public static let defaultToolsVersion = "17C528"

    /// Creates a writer.
    public init(
        module: String,
        toolsVersion: String = ActionsDataWriter.defaultToolsVersion,
        facts: [String: TypeFacts] = [:],
        defaultAvailability: [PlatformAvailability] = [.wildcard],
        documentPath: String? = nil
    ) {
        self.module = module
        self.toolsVersion = toolsVersion
        self.facts = facts
        self.defaultAvailability = defaultAvailability
        self.documentPath = documentPath
    }

    /// The `extract.actionsdata` of `document`, and what could not be written.
    public func write(_ document: MetadataDocument) -> (root: AppleJSON, diagnostics: [Diagnostic]) {
        var context = Context(writer: self, document: document)
        let root = context.file()
        return (root, context.diagnostics)
    }

    /// The facts of a definition: recorded ones, or defaults.
    func facts(of identifier: String, kind: SwiftMangling.NominalKind) -> TypeFacts {
        facts[identifier] ?? TypeFacts(module: module, path: [SwiftMangling.Component(identifier, kind)], availability: defaultAvailability)
    }

    /// What one `write` builds and reports.
    struct Context {
        let writer: ActionsDataWriter
        let document: MetadataDocument
        var diagnostics: [Diagnostic] = []

        init(writer: ActionsDataWriter, document: MetadataDocument) {
            self.writer = writer
            self.document = document
        }

        mutating func unwritten(_ message: String, at location: SourceLocation?) {
            let place = location ?? writer.documentPath.map { SourceLocation(file: $0) }
            diagnostics.append(AppleMetadataChecks.unwritten.diagnostic(message, at: place, group: "apple-metadata.unwritten:\(writer.module)"))
        }

        mutating func file() -> AppleJSON {
            var actions: [AppleJSON.Member] = []
            for intent in document.intents { actions.append(.init(intent.identifier, action(intent))) }
            var entities: [AppleJSON.Member] = []
            for entity in document.entities { entities.append(.init(entity.identifier, self.entity(entity))) }
            var queries: [AppleJSON.Member] = []
            for query in document.queries where query.entity != nil || !query.kinds.contains(.dynamicOptions) {
                queries.append(.init(query.identifier, self.query(query)))
            }
            for query in document.queries where query.entity == nil && query.kinds.contains(.dynamicOptions) {
                unwritten("options provider '\(query.identifier)' is not written: Xcode's form for a DynamicOptionsProvider is not known", at: query.location)
            }
            var enums: [AppleJSON] = []
            for enumeration in document.enums.sorted(by: { $0.identifier < $1.identifier }) { enums.append(self.enumeration(enumeration)) }
            for union in document.unions {
                unwritten("union '\(union.identifier)' is not written: Xcode's form for a @UnionValue is not known", at: union.location)
            }
            for package in document.packages {
                unwritten("package '\(package.identifier)' is not written: Xcode records packages in the metadata of the targets that include them", at: package.location)
            }
            var members: [AppleJSON.Member] = [
                .init("actions", .object(actions)),
                .init("assistantEntities", .emptyArray),
                .init("assistantIntentNegativePhrases", .emptyArray),
                .init("assistantIntents", .emptyArray),
                .init("entities", .object(entities)),
                .init("enums", .array(enums)),
                .init("generator", .object(["name": .string("xcode-tools"), "version": .string(writer.toolsVersion)])),
                .init("queries", .object(queries)),
                .init("version", .integer(1)),
            ]
            members += shortcuts()
            return .object(members)
        }

        // MARK: Shared parts

        func availability(_ facts: TypeFacts) -> AppleJSON {
            .object(facts.availability.map { .init($0.platform, .object(["introducedVersion": .string($0.introducedVersion)])) })
        }

        /// The common identity of a type: qualified name, mangled name, availability, empty bundle tables.
        mutating func mangled(_ facts: TypeFacts, of identifier: String, at location: SourceLocation?) -> String {
            if let mangled = facts.mangled { return mangled }
            unwritten("the mangled name of '\(facts.qualifiedName)' cannot be derived (a type declared in a function, or a name that is not ASCII); none is written, and the system cannot find the type", at: location)
            return ""
        }

        mutating func valueType(_ type: ValueType, at location: SourceLocation?, owner: String) -> AppleJSON {
            switch type {
            case .primitive(let primitive):
                if let (tag, identifier) = ActionsDataVocabulary.primitiveIdentifier(primitive) {
                    return ActionsDataValues.primitive(identifier, tag: tag)
                }
                unwritten("\(owner): the type identifier of \(primitive.swiftName) is not known; it is written as String's (0)", at: location)
                return ActionsDataValues.primitive(0)
            case .measurement(let unit):
                let identifier = ActionsDataVocabulary.measurementUnits.first { $0.0 == unit }?.1
                if identifier == nil {
                    unwritten("\(owner): the unit type of \(unit.swiftName) is not known; it is written as length's (1)", at: location)
                }
                return .object(["measurement": .object(["wrapper": .object(["unitType": .integer(identifier ?? 1)])])])
            case .entity(let identifier):
                return .object(["entity": .object(["wrapper": .object(["typeName": .string(identifier)])])])
            case .enumeration(let identifier):
                return .object(["linkEnumeration": .object(["wrapper": .object(["identifier": .string(identifier)])])])
            case .array(let element):
                return ActionsDataValues.array(of: valueType(element, at: location, owner: owner), capabilities: 3)
            case .union(let identifier):
                unwritten("\(owner): the union '\(identifier)' has no known form; it is written as a String", at: location)
                return ActionsDataValues.primitive(0)
            }
        }

        mutating func resolvableInputs(_ type: ValueType) -> [AppleJSON] {
            switch ActionsDataVocabulary.writtenType(type) {
            case .primitive(let primitive):
                return ActionsDataVocabulary.resolvableInputs(primitive).map { .object(["kindValue": .integer(0), "valueType": $0]) }
            case .measurement(let unit):
                return [.object(["kindValue": .integer(0), "valueType": valueType(.measurement(unit), at: nil, owner: "")])]
            default:
                return []
            }
        }
    }
}

extension ActionsDataWriter {
    /// Apple's name of a platform Swift's `@available` names (`iOS` → `LNPlatformNameIOS`).
    public static func applePlatformName(_ swiftName: String) -> String? {
        ActionsDataVocabulary.applePlatform(swiftName)
    }
}
