import Diagnostics
import Foundation
import IntentMetadata

/// Reads the definitions of the App Intents types a catalog holds, from their members, as literals.
///
/// One reader serves one chunk of types, on one thread; diagnostics accumulate as types are read.
final class DefinitionReader {
    let catalog: TypeCatalog
    private(set) var diagnostics: [Diagnostic] = []
    /// Enum cases already read, by enum name.
    var enumCaseCache: [String: [EnumCase]] = [:]
    /// Types taken to be declared elsewhere (not in the sources read), which references may name without
    /// being dangling.
    private(set) var assumedExternal: Set<String> = []

    init(catalog: TypeCatalog) {
        self.catalog = catalog
    }

    // MARK: Reporting

    /// Adds what another reader found.
    func append(_ found: [Diagnostic], assumedExternal assumed: Set<String>) {
        diagnostics += found
        assumedExternal.formUnion(assumed)
    }

    func report(_ check: Check, _ message: String, at range: SourceRange, in file: SourceFile, notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
        diagnostics.append(check.diagnostic(message, at: file.location(of: range), notes: notes, fixIt: fixIt))
    }

    func report(_ check: Check, _ message: String, at location: Diagnostics.SourceLocation?, notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
        diagnostics.append(check.diagnostic(message, at: location, notes: notes, fixIt: fixIt))
    }

    /// A construct the extractor does not read, reported rather than silently dropped.
    func unsupported(_ what: String, at range: SourceRange, in file: SourceFile) {
        report(ExtractionChecks.unsupportedConstruct, "static extraction does not understand \(what); it is left out of the metadata", at: range, in: file)
    }

    /// Records that `name` is taken to be a type declared outside the sources read.
    func assumeExternal(_ name: String) {
        assumedExternal.insert(name)
    }

    // MARK: Members

    /// A static property as declared: its value (initializer, or a getter's single expression) or its getter body.
    struct StaticProperty {
        let name: String
        let member: VariableMember
        let file: SourceFile
        /// Where its value is written, for name lookup: the type, as a static initial value or getter.
        let scope: LookupScope
        /// The initializer, or the single expression a getter returns.
        var value: Expr? { member.initializer ?? member.getter?.singleExpression }
        /// The getter's statements, for result-builder bodies.
        var getter: [Statement]? { member.getter }
        /// Whether it is computed (a getter).
        var isComputed: Bool { member.isComputed }
        /// The declared type, if any.
        var type: TypeRef? { member.type }
        /// The binding (`title: LocalizedStringResource = "Order"`).
        var range: SourceRange { member.range }
        /// Where a problem with the value is reported: the value, or the declaration when there is none to read.
        var valueRange: SourceRange { value?.range ?? member.range }
    }

    /// An instance property with its attributes.
    struct InstanceProperty {
        let member: VariableMember
        let file: SourceFile
        /// Where its attributes' arguments are written, for name lookup: the type, before `self` exists.
        let scope: LookupScope
        var name: String { member.name }
        var type: TypeRef? { member.type }
        var range: SourceRange { member.range }

        /// The first attribute named one of `names` (`Parameter`, `Property`…).
        func attribute(_ names: Set<String>) -> Attribute? {
            member.attribute(names)
        }
    }

    /// The static property `name` of a type, looked up in its declaration and extensions.
    func staticProperty(_ name: String, of type: String) -> StaticProperty? {
        assert(ReadMembers.staticProperties.contains(name), "'\(name)' is read but not copied: add it to ReadMembers.staticProperties")
        for part in catalog.parts(of: type) {
            for variable in part.variables where variable.isStatic && variable.name == name {
                let context: LookupScope.Context = variable.isComputed ? .staticGetter : .staticInitializer
                return StaticProperty(name: name, member: variable, file: part.file, scope: LookupScope(in: part, context: context))
            }
        }
        return nil
    }

    /// The stored and computed instance properties of a type, in source order (declaration, then extensions).
    func instanceProperties(of type: String) -> [InstanceProperty] {
        catalog.parts(of: type).flatMap { part in
            part.variables.filter { !$0.isStatic }.map {
                InstanceProperty(member: $0, file: part.file, scope: LookupScope(in: part, context: .instanceInitializer))
            }
        }
    }

    /// The functions named `name` of a type, with their files.
    func functions(_ name: String, of type: String) -> [(FunctionMember, SourceFile)] {
        catalog.parts(of: type).flatMap { part in
            part.functions.filter { $0.name == name }.map { ($0, part.file) }
        }
    }

    /// The typealias `name` declared in a type or its extensions.
    func memberTypeAlias(_ name: String, of type: String) -> TypeAliasMember? {
        for part in catalog.parts(of: type) {
            if let alias = part.typeAliases.first(where: { $0.name == name }) { return alias }
        }
        return nil
    }

    /// The type a `typealias name = …` of a type names, as a simple name.
    func typeAlias(_ name: String, of type: String) -> String? {
        memberTypeAlias(name, of: type)?.target.simpleName
    }

    /// The declaration of a type, or its first extension when the sources do not declare it.
    func declaration(of name: String) -> TypeDeclaration? {
        catalog.types[name] ?? catalog.extensions[name]?.first
    }
}
