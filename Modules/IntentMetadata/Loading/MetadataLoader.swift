import Diagnostics
import PositionedJSON

/// Loads metadata documents from JSON, reporting every problem with its line and column.
///
/// Loading never stops at the first problem. The JSON is parsed with positions, each
/// definition is decoded on its own (a broken one is reported and left out, the rest
/// still load), keys the schema does not know are reported with a suggestion, and the
/// result is checked by ``MetadataValidator``.
///
///     let result = MetadataLoader.load(contentsOf: "Examples/SoupChef/metadata.json")
///     for diagnostic in result.diagnostics { print(diagnostic) }
public enum MetadataLoader {
    /// What loading produced.
    public struct Result: Sendable {
        /// The document, or `nil` when the file is not a readable metadata document at all.
        ///
        /// It is `nil` for malformed JSON, a root that is not an object, or a missing or unsupported version.
        /// Definitions that failed to load are left out of the document.
        public var document: MetadataDocument?
        /// Every problem found, in document order.
        public var diagnostics: [Diagnostic]
        /// Whether the file could not be read (a reason to exit with status 2).
        public var isUnreadable: Bool = false

        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Loads the document at `path`.
    public static func load(contentsOf path: String) -> Result {
        switch FileIO.read(path) {
        case .success(let bytes):
            return load(bytes, path: path)
        case .failure(let error):
            return Result(document: nil, diagnostics: [error.diagnostic], isUnreadable: true)
        }
    }

    /// Loads a document from `bytes`, naming `path` in diagnostics.
    public static func load(_ bytes: [UInt8], path: String) -> Result {
        let json: JSONDocument
        do {
            json = try JSONDocument(parsing: bytes, path: path)
        } catch {
            let location = SourceLocation(file: path, line: error.line, column: error.column)
            return Result(document: nil, diagnostics: [MetadataChecks.malformedJSON.diagnostic(error.message, at: location)])
        }
        return load(json)
    }

    /// Loads a document from JSON already parsed, for callers that also need its positions.
    public static func load(_ json: JSONDocument) -> Result {
        var session = LoadingSession(json: json)
        let document = session.load()
        return Result(document: document, diagnostics: session.diagnostics.sortedForOutput())
    }
}

/// The state of one load: the parsed JSON, what failed, and what was reported.
private struct LoadingSession {
    let json: JSONDocument
    var diagnostics: [Diagnostic] = []
    var brokenIdentifiers: Set<String> = []
    /// One record of asked-for keys for the whole document (object ids are document-wide).
    let usage = KeyUsage()

    init(json: JSONDocument) {
        self.json = json
    }

    mutating func load() -> MetadataDocument? {
        reportDuplicateKeys(in: json.root)
        guard case .object(let root) = json.root.value else {
            report(MetadataChecks.invalidDocument, "a metadata document is a JSON object, but this file holds \(json.root.kindDescription)", at: json.root.offset)
            return nil
        }
        guard checkVersion(root) else { return nil }

        let known = MetadataDocument.CodingKeys.allCases.map(\.stringValue)
        for member in root.members where !known.contains(member.key) {
            reportUnknownKey(member, known: Set(known))
        }

        var document = MetadataDocument()
        if let module = root.member("module") {
            if case .string(let name) = module.value.value {
                document.module = name
            } else {
                report(MetadataChecks.invalidDocument, "'module' must be a string, found \(module.value.kindDescription)", at: module.value.offset)
            }
        }
        document.intents = section("intents", in: root)
        document.entities = section("entities", in: root)
        document.enums = section("enums", in: root)
        document.queries = section("queries", in: root)
        document.shortcutsProviders = section("shortcutsProviders", in: root)
        document.packages = section("packages", in: root)
        document.unions = section("unions", in: root)
        let json = self.json
        diagnostics += MetadataValidator.validate(document, knownBroken: brokenIdentifiers) { path in
            json.location(of: json.root.descendant(at: path))
        }
        return document
    }

    private mutating func checkVersion(_ root: JSONObject) -> Bool {
        let supported = MetadataVersion.supported.map(\.description).joined(separator: " and ")
        guard let member = root.member("version") else {
            report(
                MetadataChecks.unsupportedVersion,
                "the document has no 'version'; this IntentKit reads versions \(supported)",
                at: json.root.offset,
                fixIt: "add \"version\": \(MetadataVersion.v1_0) to the top-level object"
            )
            return false
        }
        guard case .number(let text) = member.value.value, let version = MetadataVersion(text) else {
            report(MetadataChecks.unsupportedVersion, "'version' must be a number such as 1 or 1.1, found \(member.value.kindDescription)", at: member.value.offset)
            return false
        }
        guard MetadataVersion.supported.contains(version) else {
            report(
                MetadataChecks.unsupportedVersion,
                "unsupported metadata document version \(version); this IntentKit reads versions \(supported)",
                at: member.value.offset
            )
            return false
        }
        return true
    }

    /// Decodes each element of a top-level section on its own, reporting and skipping the ones that fail.
    private mutating func section<D: MetadataDefinition>(_ key: String, in root: JSONObject) -> [D] {
        guard let node = root[key] else { return [] }
        guard case .array(let elements) = node.value else {
            report(MetadataChecks.invalidDocument, "'\(key)' must be an array of \(D.kindName) definitions, found \(node.kindDescription)", at: node.offset)
            return []
        }
        var definitions: [D] = []
        let decoder = JSONNodeDecoder()
        for (index, element) in elements.enumerated() {
            do {
                definitions.append(try decoder.decode(D.self, from: element, usage: usage))
                for (member, asked) in usage.unusedMembers(under: element) {
                    reportUnknownKey(member, known: asked)
                }
            } catch let error as DecodingError {
                let identifier = Self.identifier(of: element)
                if let identifier { brokenIdentifiers.insert(identifier) }
                let name = identifier.map { "\(D.kindName) '\($0)'" } ?? "\(key)[\(index)]"
                reportDecodingError(error, in: element, definition: name)
            } catch {
                report(MetadataChecks.invalidDefinition, "\(error)", at: element.offset)
            }
        }
        return definitions
    }

    private static func identifier(of node: JSONNode) -> String? {
        guard case .object(let object) = node.value, case .string(let identifier)? = object["identifier"]?.value else { return nil }
        return identifier
    }

    private mutating func reportDecodingError(_ error: DecodingError, in element: JSONNode, definition: String) {
        let check = MetadataChecks.invalidDefinition
        switch error {
        case let .keyNotFound(key, context):
            let node = element.descendant(at: context.codingPath)
            let within = context.codingPath.isEmpty ? "" : " at '\(Self.pathText(context.codingPath))'"
            report(check, "\(definition) is missing the required key '\(key.stringValue)'\(within)", at: node.offset)
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            let node = element.descendant(at: context.codingPath)
            let within = context.codingPath.isEmpty ? "" : " at '\(Self.pathText(context.codingPath))'"
            report(check, "invalid value\(within) in \(definition): \(context.debugDescription)", at: node.offset)
        @unknown default:
            report(check, "\(definition) is not valid: \(error)", at: element.offset)
        }
    }

    private static func pathText(_ codingPath: [any CodingKey]) -> String {
        codingPath.map(JSONPathComponent.init).dottedDescription
    }

    private mutating func reportUnknownKey(_ member: JSONObject.Member, known: Set<String>) {
        let suggestion = Suggestions.closest(to: member.key, among: known.sorted())
        report(
            MetadataChecks.unknownKey,
            "unknown key '\(member.key)' is ignored" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
            at: member.keyOffset,
            fixIt: suggestion.map { "rename '\(member.key)' to '\($0)'" }
        )
    }

    private mutating func reportDuplicateKeys(in node: JSONNode) {
        switch node.value {
        case .object(let object):
            guard object.hasDuplicateKeys else {
                for member in object.members { reportDuplicateKeys(in: member.value) }
                return
            }
            var first: [String: Int] = [:]
            for member in object.members {
                if let earlier = first[member.key] {
                    report(
                        MetadataChecks.duplicateKey,
                        "the key '\(member.key)' appears twice in one object; the last one would win",
                        at: member.keyOffset,
                        notes: [.init("the first '\(member.key)' is here", at: json.location(ofOffset: earlier))]
                    )
                } else {
                    first[member.key] = member.keyOffset
                }
                reportDuplicateKeys(in: member.value)
            }
        case .array(let elements):
            for element in elements { reportDuplicateKeys(in: element) }
        default:
            break
        }
    }

    private mutating func report(_ check: Check, _ message: String, at offset: Int, notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
        diagnostics.append(check.diagnostic(message, at: json.location(ofOffset: offset), notes: notes, fixIt: fixIt))
    }
}
