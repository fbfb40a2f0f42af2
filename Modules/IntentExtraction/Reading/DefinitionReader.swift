import Diagnostics
import Foundation
import IntentMetadata
import SwiftSyntax

/// Reads the definitions of the App Intents types a catalog holds, from their syntax, as literals.
///
/// One reader serves one extraction, on one thread; diagnostics accumulate as types are read.
final class DefinitionReader {
    let catalog: TypeCatalog
    private(set) var diagnostics: [Diagnostic] = []
    /// Enum cases already read, by enum name.
    var enumCaseCache: [String: [EnumCase]] = [:]

    init(catalog: TypeCatalog) {
        self.catalog = catalog
    }

    // MARK: Reporting

    /// Adds diagnostics another reader found.
    func append(_ found: [Diagnostic]) {
        diagnostics += found
    }

    func report(_ check: Check, _ message: String, at node: some SyntaxProtocol, in file: SourceFile, notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
        diagnostics.append(check.diagnostic(message, at: file.location(of: node), notes: notes, fixIt: fixIt))
    }

    func report(_ check: Check, _ message: String, at location: Diagnostics.SourceLocation?, notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
        diagnostics.append(check.diagnostic(message, at: location, notes: notes, fixIt: fixIt))
    }

    /// A construct the extractor does not read, reported rather than silently dropped.
    func unsupported(_ what: String, at node: some SyntaxProtocol, in file: SourceFile) {
        report(ExtractionChecks.unsupportedConstruct, "static extraction does not understand \(what); it is left out of the metadata", at: node, in: file)
    }

    // MARK: Members

    /// A static property as declared: its value (initializer, or a getter's single expression) or its getter body.
    struct StaticProperty {
        let name: String
        let binding: PatternBindingSyntax
        let file: SourceFile
        /// The initializer, or the single expression a getter returns.
        let value: ExprSyntax?
        /// Whether it is computed (a getter).
        let isComputed: Bool
        /// The declared type, if any.
        var type: TypeSyntax? { binding.typeAnnotation?.type }
        /// Where a problem with the value is reported: the value, or the declaration when there is none to read.
        var node: Syntax { value.map(Syntax.init) ?? Syntax(binding) }
    }

    /// An instance property with its attributes.
    struct InstanceProperty {
        let name: String
        let declaration: VariableDeclSyntax
        let binding: PatternBindingSyntax
        let file: SourceFile
        var type: TypeSyntax? { binding.typeAnnotation?.type }

        /// The first attribute named one of `names` (`Parameter`, `Property`…).
        func attribute(_ names: Set<String>) -> AttributeSyntax? {
            for element in declaration.attributes {
                if case .attribute(let attribute) = element, let name = TypeName.simpleName(attribute.attributeName), names.contains(name) {
                    return attribute
                }
            }
            return nil
        }
    }

    /// The static property `name` of a type, looked up in its declaration and extensions.
    func staticProperty(_ name: String, of type: String) -> StaticProperty? {
        for part in catalog.parts(of: type) {
            for member in part.members {
                guard let variable = member.as(VariableDeclSyntax.self),
                      variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) else { continue }
                for binding in variable.bindings {
                    guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.name == name else { continue }
                    if let initializer = binding.initializer {
                        return StaticProperty(name: name, binding: binding, file: part.file, value: initializer.value, isComputed: false)
                    }
                    return StaticProperty(name: name, binding: binding, file: part.file, value: Self.getterExpression(binding), isComputed: true)
                }
            }
        }
        return nil
    }

    /// The single expression of a getter (`{ x }`, `{ return x }`, `{ get { x } }`), if it has one.
    static func getterExpression(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements):
            return Literal.singleExpression(statements)
        case .accessors(let accessors):
            guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body else { return nil }
            return Literal.singleExpression(body.statements)
        case nil:
            return nil
        }
    }

    /// The statements of a computed static property's getter (for result-builder bodies).
    static func getterStatements(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): statements
        case .accessors(let accessors): accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }

    /// The stored and computed instance properties of a type, in source order (declaration, then extensions).
    func instanceProperties(of type: String) -> [InstanceProperty] {
        var result: [InstanceProperty] = []
        for part in catalog.parts(of: type) {
            for member in part.members {
                guard let variable = member.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.name else { continue }
                    result.append(InstanceProperty(name: name, declaration: variable, binding: binding, file: part.file))
                }
            }
        }
        return result
    }

    /// The functions named `name` of a type, with their files.
    func functions(_ name: String, of type: String) -> [(FunctionDeclSyntax, SourceFile)] {
        catalog.parts(of: type).flatMap { part in
            part.members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { $0.name.name == name }.map { ($0, part.file) }
        }
    }

    /// The type a `typealias name = …` of a type names.
    func typeAlias(_ name: String, of type: String) -> String? {
        for part in catalog.parts(of: type) {
            for member in part.members {
                if let alias = member.as(TypeAliasDeclSyntax.self), alias.name.name == name {
                    return TypeName.simpleName(alias.initializer.value)
                }
            }
        }
        return nil
    }
}
