import Diagnostics
import IntentMetadata
import SwiftParser
import SwiftSyntax

/// The facts Apple's metadata records about a document's types, read from their Swift sources.
///
/// For each type: its nesting and kind (for its mangled name), its access (a private type's mangling names its file)
/// and the `@available` of it and every declaration around it.
///
/// Only the files the document's definitions are located in are parsed, plus, for a type nested in an
/// extension, the files that may declare the extended type (found by a quick search for its name).
public enum SourceTypeFacts {
    /// The facts of every definition of `document` that has a location; `source` gives a file's text.
    ///
    /// - Parameters:
    ///   - document: the document extracted from the sources, its definitions located in them.
    ///   - module: the module the sources are compiled into.
    ///   - files: every Swift file of the target, to find extended types in.
    ///   - deploymentTargets: the availability of a type with no `@available` (neither its own nor one around it):
    ///     the target's deployment targets, as ``ActionsDataWriter/defaultAvailability`` gives them for types without
    ///     facts; the wildcard is always added. Empty: the wildcard alone.
    ///   - source: the text of a file, or `nil` when it cannot be read.
    /// - Returns: the facts by definition identifier.
    public static func collect(
        for document: MetadataDocument,
        module: String,
        files: [String],
        deploymentTargets: [PlatformAvailability] = [],
        source: (String) -> String?
    ) -> [String: TypeFacts] {
        var wanted: [String: [(identifier: String, line: Int?)]] = [:]
        func want(_ identifier: String, _ location: Diagnostics.SourceLocation?) {
            guard let location else { return }
            wanted[location.file, default: []].append((identifier, location.line))
        }
        document.intents.forEach { want($0.identifier, $0.location) }
        document.entities.forEach { want($0.identifier, $0.location) }
        document.enums.forEach { want($0.identifier, $0.location) }
        document.queries.forEach { want($0.identifier, $0.location) }
        document.shortcutsProviders.forEach { want($0.identifier, $0.location) }

        var parsed: [String: [DeclaredType]] = [:]
        func declarations(in file: String) -> [DeclaredType] {
            if let found = parsed[file] { return found }
            let found = source(file).map { DeclarationScanner.scan($0) } ?? []
            parsed[file] = found
            return found
        }
        /// The kind of a type an extension extends: from its declaration among `files` (only files whose text
        /// declares the name are parsed); a struct when it is not found.
        func kindOfExtendedType(_ name: String) -> SwiftMangling.NominalKind {
            for file in files {
                guard let text = source(file), ["struct ", "enum ", "class ", "actor ", "protocol "].contains(where: { text.contains($0 + name) }) else { continue }
                if let found = declarations(in: file).first(where: { $0.name == name && !$0.isExtension }), let kind = found.kind { return kind }
            }
            return .struct
        }
        var facts: [String: TypeFacts] = [:]
        for (file, identifiers) in wanted {
            let declared = declarations(in: file)
            for (identifier, line) in identifiers {
                let candidates = declared.filter { $0.name == identifier && !$0.isExtension }
                guard let declaration = candidates.first(where: { $0.line == line }) ?? candidates.first else { continue }
                var path: [SwiftMangling.Component] = []
                for outer in declaration.enclosing {
                    guard outer.isExtension else {
                        path.append(SwiftMangling.Component(outer.name, outer.kind ?? .struct,
                                                            privateDiscriminator: outer.isPrivate ? SwiftMangling.privateDiscriminator(module: module, fileName: file) : nil))
                        continue
                    }
                    // `extension Outer.Inner { … }`: each named type, its kind from its declaration.
                    let written = outer.name.split(separator: "<").first.map(String.init) ?? outer.name
                    var names = written.split(separator: ".").map(String.init)
                    if names.count > 1, names[0] == module { names.removeFirst() }
                    path = names.map { SwiftMangling.Component($0, kindOfExtendedType($0)) }
                }
                path.append(SwiftMangling.Component(identifier, declaration.kind ?? .struct,
                                                    privateDiscriminator: declaration.isPrivate ? SwiftMangling.privateDiscriminator(module: module, fileName: file) : nil))
                facts[identifier] = TypeFacts(
                    module: module, path: path, availability: availability(of: declaration, deploymentTargets: deploymentTargets),
                    mangledName: declaration.isLocal ? "" : nil
                )
            }
        }
        return facts
    }

    /// The kind of a type an extension extends: from its declaration among `files`; a struct when not found.

    /// The availability of a declaration: for each platform the latest version introduced by it or any
    /// declaration around it, and the wildcard; with no `@available` naming a platform, the deployment targets and
    /// the wildcard.
    static func availability(of declaration: DeclaredType, deploymentTargets: [PlatformAvailability] = []) -> [PlatformAvailability] {
        var versions: [(platform: String, version: [Int], text: String)] = []
        for attribute in declaration.availability {
            for (platform, text) in attribute {
                guard let apple = ActionsDataVocabulary.applePlatform(platform) else { continue }
                let version = text.split(separator: ".").compactMap { Int($0) }
                if let index = versions.firstIndex(where: { $0.platform == apple }) {
                    if versions[index].version.lexicographicallyPrecedes(version) { versions[index] = (apple, version, text) }
                } else {
                    versions.append((apple, version, text))
                }
            }
        }
        var result = versions.map { entry in
            PlatformAvailability(platform: entry.platform, introducedVersion: entry.version.count == 1 ? "\(entry.version[0]).0" : entry.text)
        }
        if result.isEmpty { result = deploymentTargets.filter { $0 != .wildcard } }
        result.append(.wildcard)
        // In the order Xcode writes the table: by Apple's platform names.
        return result.sorted { XcodeJSONWriter.precedes($0.platform, $1.platform) }
    }
}

/// A type (or extension) declared in a file, as far as facts need it.
struct DeclaredType {
    /// The name (for an extension, the extended type as written).
    var name: String
    /// The kind; `nil` for an extension.
    var kind: SwiftMangling.NominalKind?
    var isExtension: Bool { kind == nil }
    /// Whether it is `private` or `fileprivate`.
    var isPrivate: Bool
    /// Whether it is declared inside a function or closure.
    var isLocal: Bool
    /// The line of its keyword.
    var line: Int
    /// The types and extensions around it, outermost first.
    var enclosing: [DeclaredType]
    /// The platforms and versions of the `@available` attributes on it and around it.
    var availability: [[(String, String)]]
}

/// Collects the type declarations of one file with what is around them.
final class DeclarationScanner: SyntaxVisitor {
    private var stack: [DeclaredType] = []
    private var functionDepth = 0
    private(set) var found: [DeclaredType] = []
    private let converter: SourceLocationConverter

    init(_ tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    static func scan(_ text: String) -> [DeclaredType] {
        let tree = Parser.parse(source: text)
        let scanner = DeclarationScanner(tree)
        scanner.walk(tree)
        return scanner.found
    }

    private func enter(name: String, kind: SwiftMangling.NominalKind?, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax, keyword: TokenSyntax) {
        let own = Self.availability(attributes)
        let declared = DeclaredType(
            name: name, kind: kind,
            isPrivate: modifiers.contains { ["private", "fileprivate"].contains($0.name.text) },
            isLocal: functionDepth > 0,
            line: keyword.startLocation(converter: converter).line,
            enclosing: stack,
            availability: (stack.last?.availability ?? []) + (own.isEmpty ? [] : [own])
        )
        found.append(declared)
        stack.append(declared)
    }

    /// The platforms and versions of the `@available` attributes in `attributes` (short and long forms).
    static func availability(_ attributes: AttributeListSyntax) -> [(String, String)] {
        var result: [(String, String)] = []
        for element in attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available",
                  case .availability(let arguments) = attribute.arguments else { continue }
            var longFormPlatform: String?
            for argument in arguments {
                switch argument.argument {
                case .availabilityVersionRestriction(let restriction):
                    if let version = restriction.version { result.append((restriction.platform.text, version.trimmedDescription)) }
                case .token(let token):
                    if longFormPlatform == nil, token.tokenKind != .binaryOperator("*") { longFormPlatform = token.text }
                case .availabilityLabeledArgument(let labeled):
                    if labeled.label.text == "introduced", let platform = longFormPlatform,
                       case .version(let version) = labeled.value {
                        result.append((platform, version.trimmedDescription))
                    }
                }
            }
        }
        return result
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(name: node.name.text, kind: .struct, modifiers: node.modifiers, attributes: node.attributes, keyword: node.structKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(name: node.name.text, kind: .enum, modifiers: node.modifiers, attributes: node.attributes, keyword: node.enumKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(name: node.name.text, kind: .class, modifiers: node.modifiers, attributes: node.attributes, keyword: node.classKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(name: node.name.text, kind: .class, modifiers: node.modifiers, attributes: node.attributes, keyword: node.actorKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(name: node.name.text, kind: .protocol, modifiers: node.modifiers, attributes: node.attributes, keyword: node.protocolKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(name: node.extendedType.trimmedDescription, kind: nil, modifiers: node.modifiers, attributes: node.attributes, keyword: node.extensionKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functionDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functionDepth -= 1 }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        functionDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { functionDepth -= 1 }
}
