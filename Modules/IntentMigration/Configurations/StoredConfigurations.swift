import Diagnostics
import IntentMetadata
import PositionedJSON

/// Saved configurations of SiriKit intents, in IntentKit's documented JSON form, and their migration.
///
///     {"configurations": [
///       {"id": "home-medium", "intentClassName": "OrderSoupIntent",
///        "parameters": {"soup": {"identifier": "tomato", "displayString": "Tomato"}, "quantity": 2, "orderType": "delivery"}}
///     ]}
///
/// Values are JSON as SiriKit stores them: strings, numbers and Booleans; an enum value as its case
/// name or its `INEnumValueIndex`; a custom object as `{"identifier", "displayString"}`; arrays of these.
public enum StoredConfigurations {
    /// One stored configuration of an old intent.
    public struct Configuration: Sendable {
        /// A name for the configuration (a widget, a shortcut), used in reports.
        public var id: String
        /// The SiriKit class it was stored with.
        public var intentClassName: String
        /// The stored values by parameter name.
        public var parameters: [(name: String, value: JSONNode, location: SourceLocation)]
        /// Where the configuration is.
        public var location: SourceLocation
    }

    /// One configuration after migration.
    public struct Migrated: Sendable, Encodable {
        /// The configuration's name.
        public var id: String
        /// The SiriKit class it was stored with.
        public var intentClassName: String
        /// The app intent that receives it, if any.
        public var intent: String?
        /// The values the app intent receives.
        public var parameters: [String: MetadataValue]
        /// The parameters whose values are dropped, sorted.
        public var dropped: [String]
    }

    /// Reads the configurations file; problems are `configs.invalid` diagnostics.
    public static func read(_ bytes: [UInt8], path: String) -> (configurations: [Configuration], diagnostics: [Diagnostic]) {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes, path: path)
        } catch {
            return ([], [MigrationChecks.invalidConfigurations.diagnostic(error.message, at: SourceLocation(file: path, line: error.line, column: error.column))])
        }
        var diagnostics: [Diagnostic] = []
        func invalid(_ message: String, _ node: JSONNode) {
            diagnostics.append(MigrationChecks.invalidConfigurations.diagnostic(message, at: document.location(of: node)))
        }
        guard case .object(let root) = document.root.value, let list = root["configurations"], case .array(let items) = list.value else {
            invalid("expected an object with a \"configurations\" array", document.root)
            return ([], diagnostics)
        }
        var configurations: [Configuration] = []
        for (index, item) in items.enumerated() {
            guard case .object(let object) = item.value else {
                invalid("configurations[\(index)]: expected an object, found \(item.kindDescription)", item)
                continue
            }
            guard let classNode = object["intentClassName"], case .string(let className) = classNode.value else {
                invalid("configurations[\(index)]: \"intentClassName\" must be a string", item)
                continue
            }
            var id = "configurations[\(index)]"
            if let idNode = object["id"], case .string(let text) = idNode.value { id = text }
            var parameters: [(String, JSONNode, SourceLocation)] = []
            if let values = object["parameters"] {
                guard case .object(let members) = values.value else {
                    invalid("\(id): \"parameters\" must be an object", values)
                    continue
                }
                parameters = members.members.map { ($0.key, $0.value, document.location(ofOffset: $0.keyOffset)) }
            }
            configurations.append(Configuration(id: id, intentClassName: className, parameters: parameters, location: document.location(of: item)))
        }
        return (configurations, diagnostics)
    }

    /// Migrates each configuration as the system does, and reports every value it drops.
    ///
    /// Each configuration goes to the app intent whose `intentClassName` is the stored class, and each value to
    /// the parameter of the same name when the types match. A dropped value is a `configs.value-dropped` warning
    /// at the value's key, and a configuration no app intent takes is a `configs.orphaned` error.
    ///
    /// A parameter `intentkit migrate convert` had to rename (Swift cannot declare `_name` beside `name`, nor `URL`
    /// where the intent calls `URL(string:)`) is followed to the member it became, and its value is reported dropped
    /// with that name: the system matches by name. An enum value follows its case by raw value, which a renamed case
    /// keeps.
    ///
    /// - Parameters:
    ///   - configurations: The stored configurations, as ``read(_:path:)`` returns them.
    ///   - old: The SiriKit definition the configurations were stored with.
    ///   - document: The metadata document of the app's migrated intents.
    /// - Returns: One ``Migrated`` per configuration, in order, and the diagnostics.
    public static func migrate(
        _ configurations: [Configuration],
        old: SiriIntentDefinition,
        new document: MetadataDocument
    ) -> (migrated: [Migrated], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var results: [Migrated] = []
        let names = MigrationNames(old)
        for configuration in configurations {
            let intent = document.intents.first { $0.intentClassName == configuration.intentClassName }
            var result = Migrated(id: configuration.id, intentClassName: configuration.intentClassName, intent: intent?.identifier, parameters: [:], dropped: [])
            guard let intent else {
                diagnostics.append(MigrationChecks.configurationOrphaned.diagnostic(
                    "\(configuration.id): no app intent has intentClassName \"\(configuration.intentClassName)\"; the widget loses its whole configuration",
                    at: configuration.location
                ))
                result.dropped = configuration.parameters.map(\.name).sorted()
                results.append(result)
                continue
            }
            let siri = old.intent(className: configuration.intentClassName)
            for (name, value, location) in configuration.parameters {
                switch convert(name: name, value: value, siri: siri, intent: intent, old: old, document: document, names: names) {
                case .success(let converted):
                    result.parameters[name] = converted
                case .failure(let reason):
                    result.dropped.append(name)
                    diagnostics.append(MigrationChecks.valueDropped.diagnostic("\(configuration.id): '\(name)' is dropped: \(reason.text)", at: location))
                }
            }
            result.dropped.sort()
            results.append(result)
        }
        return (results, diagnostics)
    }

    struct Reason: Error {
        var text: String
    }

    private static func convert(
        name: String,
        value: JSONNode,
        siri: SiriIntent?,
        intent: IntentDefinition,
        old: SiriIntentDefinition,
        document: MetadataDocument,
        names: MigrationNames
    ) -> Result<MetadataValue, Reason> {
        guard let siri, let oldParameter = siri.parameter(named: name) else {
            return .failure(Reason(text: "the SiriKit intent has no parameter of that name"))
        }
        guard let new = intent.parameter(named: name) else {
            let member = names.parameter(name, of: siri)
            if member != name, intent.parameter(named: member) != nil {
                return .failure(Reason(text: "the conversion declares it as '\(member)' \(MigrationNames.renameReason(name)), and the system matches parameters by name"))
            }
            return .failure(Reason(text: "\(intent.identifier) has no parameter of that name"))
        }
        guard new.type.isArray == oldParameter.isArray, TypeEquivalence.accepts(oldParameter.type, new.type.elementType) else {
            return .failure(Reason(text: "it was \(TypeEquivalence.describe(oldParameter.type, isArray: oldParameter.isArray)) and \(intent.identifier).\(name) is \(new.type)"))
        }
        if oldParameter.isArray {
            guard case .array(let elements) = value.value else { return .failure(Reason(text: "expected an array, found \(value.kindDescription)")) }
            var converted: [MetadataValue] = []
            for element in elements {
                switch scalar(element, type: oldParameter.type, newType: new.type.elementType, old: old, document: document) {
                case .success(let item): converted.append(item)
                case .failure(let reason): return .failure(reason)
                }
            }
            return .success(.array(converted))
        }
        return scalar(value, type: oldParameter.type, newType: new.type, old: old, document: document)
    }

    private static func scalar(
        _ node: JSONNode,
        type: SiriParameterType,
        newType: ValueType,
        old: SiriIntentDefinition,
        document: MetadataDocument
    ) -> Result<MetadataValue, Reason> {
        switch (type, node.value) {
        case (.enumeration(let name), _):
            guard let siriEnum = old.enumeration(named: name) else { return .failure(Reason(text: "the enum \(name) is not declared")) }
            let caseValue: SiriEnum.Value?
            switch node.value {
            case .string(let text): caseValue = siriEnum.values.first { $0.name == text }
            case .number(let text): caseValue = Int(text).flatMap { index in siriEnum.values.first { $0.index == index } }
            default: caseValue = nil
            }
            guard let caseValue else { return .failure(Reason(text: "\(node.kindDescription) is not a case of \(name)")) }
            guard case .enumeration(let newEnum) = newType, let appEnum = document.enums.first(where: { $0.identifier == newEnum }),
                  appEnum.cases.contains(where: { SchemaCompatibility.rawText($0.value) == caseValue.name })
            else {
                return .failure(Reason(text: "'\(caseValue.name)' has no case with that raw value in \(newType)"))
            }
            return .success(.string(caseValue.name))
        case (.object, .object(let object)):
            guard let identifier = object["identifier"], case .string(let text) = identifier.value else {
                return .failure(Reason(text: "a stored object needs an \"identifier\" string"))
            }
            return .success(.string(text))
        case (.object, .string(let text)):
            return .success(.string(text))
        case (.integer, .number(let text)):
            guard let number = Int(text) ?? Double(text).flatMap({ $0.rounded() == $0 ? Int(exactly: $0) : nil }) else {
                return .failure(Reason(text: "\(text) is not an integer"))
            }
            return .success(.integer(number))
        case (.decimal, .number(let text)), (.measurement, .number(let text)):
            guard let number = Double(text) else { return .failure(Reason(text: "\(text) is not a number")) }
            return .success(.double(number))
        case (.boolean, .bool(let flag)):
            return .success(.boolean(flag))
        case (.string, .string(let text)), (.speakableString, .string(let text)), (.url, .string(let text)),
             (.date, .string(let text)), (.dateComponents, .string(let text)):
            return .success(.string(text))
        default:
            let article = "AEIOU".contains(type.description.prefix(1)) ? "an" : "a"
            return .failure(Reason(text: "\(article) \(type) value cannot be \(node.kindDescription)"))
        }
    }
}
