import Diagnostics
import IntentMetadata
import SwiftSyntax

extension DefinitionReader {
    /// A parameter's or property's declared type as the metadata describes it, and whether it is optional.
    struct DeclaredType {
        var type: ValueType
        var isOptional: Bool
    }

    /// The primitive types by their Swift names.
    static let primitives: [String: PrimitiveType] = Dictionary(uniqueKeysWithValues: PrimitiveType.allCases.map { ($0.swiftName, $0) })

    /// The measurement units by their Swift unit type names (`UnitLength`).
    static let measurementUnits: [String: MeasurementUnit] = Dictionary(uniqueKeysWithValues: MeasurementUnit.allCases.map {
        ("Unit" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst(), $0)
    })

    /// Reads a declared type: optionals, arrays, measurements, primitives, and the sources' entities and enums.
    func declaredType(_ syntax: TypeSyntax, in file: SourceFile, for context: String) -> DeclaredType? {
        if let optional = syntax.as(OptionalTypeSyntax.self) {
            return declaredType(optional.wrappedType, in: file, for: context).map { DeclaredType(type: $0.type, isOptional: true) }
        }
        if let optional = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return declaredType(optional.wrappedType, in: file, for: context).map { DeclaredType(type: $0.type, isOptional: true) }
        }
        if let array = syntax.as(ArrayTypeSyntax.self) {
            return declaredType(array.element, in: file, for: context).map { DeclaredType(type: .array($0.type), isOptional: false) }
        }
        if let identifier = syntax.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause?.arguments,
           arguments.count == 1, case .type(let argument) = arguments.first!.argument {
            switch identifier.name.text {
            case "Optional":
                return declaredType(argument, in: file, for: context).map { DeclaredType(type: $0.type, isOptional: true) }
            case "Array":
                return declaredType(argument, in: file, for: context).map { DeclaredType(type: .array($0.type), isOptional: false) }
            case "Measurement":
                if let unit = TypeName.simpleName(argument).flatMap({ Self.measurementUnits[$0] }) {
                    return DeclaredType(type: .measurement(unit), isOptional: false)
                }
            default:
                break
            }
        }
        guard let name = TypeName.simpleName(syntax) else {
            unsupported("the type '\(syntax.trimmedDescription)' of \(context)", at: syntax, in: file)
            return nil
        }
        if let primitive = Self.primitives[name] { return DeclaredType(type: .primitive(primitive), isOptional: false) }
        if catalog.conforms(name, to: .appEnum) { return DeclaredType(type: .enumeration(name), isOptional: false) }
        if catalog.conforms(name, to: .appEntity) { return DeclaredType(type: .entity(name), isOptional: false) }
        report(
            ExtractionChecks.unresolvedType,
            "the type '\(name)' of \(context) is not a value type App Intents knows, nor an AppEntity or AppEnum in the sources; it is taken to be an entity",
            at: syntax, in: file,
            fixIt: "pass the sources that declare '\(name)' with --reference"
        )
        return DeclaredType(type: .entity(name), isOptional: false)
    }

    /// A literal value of a type: enum cases by their raw values, numbers, strings, Booleans, arrays of them.
    func value(_ expr: ExprSyntax, of type: ValueType, in file: SourceFile, for context: String) -> MetadataValue? {
        switch type {
        case .array(let element):
            if let elements = Literal.array(expr) {
                let values = elements.compactMap { value($0, of: element, in: file, for: context) }
                return values.count == elements.count ? .array(values) : nil
            }
            return value(expr, of: element, in: file, for: context).map { .array([$0]) }
        case .enumeration(let identifier):
            if let name = Literal.memberName(expr) {
                if let value = enumCaseValue(name, of: identifier) { return value }
                report(ExtractionChecks.unsupportedConstruct, "'\(name)' is not a case of \(identifier) in \(context)", at: expr, in: file)
                return nil
            }
        case .primitive(.boolean):
            if let flag = Literal.bool(expr) { return .boolean(flag) }
        case .primitive(.integer):
            if let integer = Literal.integer(expr) { return .integer(integer) }
        case .primitive(.double), .primitive(.decimal), .measurement:
            if let number = Literal.number(expr) { return .double(number) }
        case .primitive(.string), .primitive(.url):
            if let text = Literal.string(expr) { return .string(text) }
        default:
            break
        }
        unsupported("the value '\(expr.trimmedDescription)' of \(context)", at: expr, in: file)
        return nil
    }
}
