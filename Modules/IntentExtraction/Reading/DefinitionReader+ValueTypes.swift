import Diagnostics
import IntentMetadata

extension DefinitionReader {
    /// A parameter's or property's declared type as the metadata describes it, and whether it is optional.
    struct DeclaredType {
        var type: ValueType
        var isOptional: Bool
    }

    /// The primitive types by their Swift names, with the other spellings of the same types.
    static let primitives: [String: PrimitiveType] = {
        var table = Dictionary(uniqueKeysWithValues: PrimitiveType.allCases.map { ($0.swiftName, $0) })
        table["PaymentMethod"] = .paymentMethod
        table["IntentPlacemark"] = .placemark
        table["Placemark"] = .placemark
        return table
    }()

    /// Foundation's and the standard library's aliases and sized variants of the primitive types.
    static let foundationAliases: [String: PrimitiveType] = [
        "TimeInterval": .double, "CGFloat": .double, "Float": .double, "Float32": .double, "Float64": .double, "CFTimeInterval": .double,
        "Int8": .integer, "Int16": .integer, "Int32": .integer, "Int64": .integer,
        "UInt": .integer, "UInt8": .integer, "UInt16": .integer, "UInt32": .integer, "UInt64": .integer,
        "NSDecimalNumber": .decimal, "NSAttributedString": .attributedString, "Substring": .string,
    ]

    /// Reads a declared type: optionals, arrays, measurements, primitives, the sources' entities, enums and
    /// unions, typealiases (the app's, generic ones too, and Foundation's), and an entity's `ID`.
    ///
    /// `owner` is the type the declaration is in, whose own typealiases come first.
    func declaredType(_ type: TypeRef, owner: String? = nil, in file: SourceFile, at range: SourceRange, for context: String) -> DeclaredType? {
        var visiting: Set<String> = []
        return resolve(type, owner: owner, substitutions: [:], visiting: &visiting, in: file, at: range, for: context)
    }

    private func resolve(
        _ type: TypeRef,
        owner: String?,
        substitutions: [String: TypeRef],
        visiting: inout Set<String>,
        in file: SourceFile,
        at range: SourceRange,
        for context: String
    ) -> DeclaredType? {
        func again(_ inner: TypeRef, owner: String? = owner, substitutions: [String: TypeRef] = substitutions) -> DeclaredType? {
            resolve(inner, owner: owner, substitutions: substitutions, visiting: &visiting, in: file, at: range, for: context)
        }
        switch type {
        case .optional(let wrapped):
            return again(wrapped).map { DeclaredType(type: $0.type, isOptional: true) }
        case .array(let element):
            return again(element).map { DeclaredType(type: .array($0.type), isOptional: false) }
        case .named(let components):
            guard let last = components.last else { break }
            if components.count == 1, let substituted = substitutions[last.name] { return again(substituted) }
            switch (last.name, last.arguments.count) {
            case ("Optional", 1):
                return again(last.arguments[0]).map { DeclaredType(type: $0.type, isOptional: true) }
            case ("Array", 1), ("Set", 1):
                // A set of values is offered and stored like an array of them.
                return again(last.arguments[0]).map { DeclaredType(type: .array($0.type), isOptional: false) }
            case ("Measurement", 1):
                if let unit = last.arguments[0].simpleName.flatMap(MeasurementUnit.init(unitTypeName:)) {
                    return DeclaredType(type: .measurement(unit), isOptional: false)
                }
            default:
                break
            }
            return named(components, owner: owner, substitutions: substitutions, visiting: &visiting, in: file, at: range, for: context)
        default:
            break
        }
        unsupported("the type '\(type.description)' of \(context)", at: range, in: file)
        return nil
    }

    private func named(
        _ components: [TypeName.Component],
        owner: String?,
        substitutions: [String: TypeRef],
        visiting: inout Set<String>,
        in file: SourceFile,
        at range: SourceRange,
        for context: String
    ) -> DeclaredType? {
        let name = components.last!.name
        let qualifier = components.count > 1 ? components[components.count - 2].name : nil
        // A member of another type: `Container.ID`, `Entity.Kind`.
        if let qualifier, name == "ID" || memberTypeAlias(name, of: qualifier) != nil {
            if let alias = memberTypeAlias(name, of: qualifier), visiting.insert("\(qualifier).\(name)").inserted {
                return resolve(alias.target, owner: qualifier, substitutions: [:], visiting: &visiting, in: file, at: range, for: context)
            }
            if name == "ID" { return identifierType(of: qualifier, visiting: &visiting, in: file, at: range, for: context) }
        }
        if let primitive = Self.primitives[name] { return DeclaredType(type: .primitive(primitive), isOptional: false) }
        if catalog.conforms(name, to: .appUnionValue) { return DeclaredType(type: .union(name), isOptional: false) }
        if catalog.conforms(name, to: .appEnum) { return DeclaredType(type: .enumeration(name), isOptional: false) }
        if catalog.conforms(name, to: .appEntity) { return DeclaredType(type: .entity(name), isOptional: false) }
        // Typealiases: the owner's own (`typealias ID = String` in an entity), then the sources' file-level ones.
        if qualifier == nil, let owner, let alias = memberTypeAlias(name, of: owner), visiting.insert("\(owner).\(name)").inserted {
            return resolve(alias.target, owner: owner, substitutions: [:], visiting: &visiting, in: file, at: range, for: context)
        }
        if let alias = catalog.typeAliases[name], visiting.insert(name).inserted {
            let arguments = components.last!.arguments
            let bindings = Dictionary(zip(alias.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            return resolve(alias.target, owner: nil, substitutions: bindings, visiting: &visiting, in: file, at: range, for: context)
        }
        if let primitive = Self.foundationAliases[name] { return DeclaredType(type: .primitive(primitive), isOptional: false) }
        if name == "ID", qualifier == nil, let owner {
            return identifierType(of: owner, visiting: &visiting, in: file, at: range, for: context)
        }
        assumeExternal(name)
        report(
            ExtractionChecks.unresolvedType,
            "the type '\(components.map(\.name).joined(separator: "."))' of \(context) is not declared in the sources read, nor a value type App Intents knows; it is taken to be an entity declared elsewhere",
            at: range, in: file,
            fixIt: "pass the sources that declare '\(name)' with --reference"
        )
        return DeclaredType(type: .entity(name), isOptional: false)
    }

    /// The type of an entity's identifier, `Entity.ID`: its `typealias ID`, or the type of its `id`.
    private func identifierType(of type: String, visiting: inout Set<String>, in file: SourceFile, at range: SourceRange, for context: String) -> DeclaredType? {
        let key = "\(type).id"
        if visiting.insert(key).inserted {
            if let alias = memberTypeAlias("ID", of: type) {
                return resolve(alias.target, owner: type, substitutions: [:], visiting: &visiting, in: file, at: range, for: context)
            }
            if let id = instanceProperties(of: type).first(where: { $0.name == "id" }), let idType = id.type {
                return resolve(idType, owner: type, substitutions: [:], visiting: &visiting, in: file, at: range, for: context)
            }
        }
        report(
            ExtractionChecks.unresolvedType,
            "the identifier type '\(type).ID' of \(context) is not declared in the sources read; it is taken to be a String",
            at: range, in: file,
            fixIt: "pass the sources that declare '\(type)' with --reference"
        )
        return DeclaredType(type: .primitive(.string), isOptional: false)
    }

    /// A literal value of a type: enum cases by their raw values, numbers, strings, Booleans, arrays of them.
    /// `nil` is no value (`default: nil` is the same as leaving `default:` out). `scope` is where it is written,
    /// for the names of cases.
    func value(_ expr: Expr, of type: ValueType, in file: SourceFile, scope: LookupScope, for context: String) -> MetadataValue? {
        let expr = expr.unwrapped
        if expr.isNil { return nil }
        switch type {
        case .array(let element):
            if let elements = expr.arrayElements {
                let values = elements.compactMap { value($0, of: element, in: file, scope: scope, for: context) }
                return values.count == elements.count ? .array(values) : nil
            }
            return value(expr, of: element, in: file, scope: scope, for: context).map { .array([$0]) }
        case .enumeration(let identifier):
            if let name = member(of: identifier, expr, in: scope) {
                if let value = enumCaseValue(name, of: identifier) { return value }
                report(ExtractionChecks.unsupportedConstruct, "'\(name)' is not a case of \(identifier) in \(context)", at: expr.range, in: file)
                return nil
            }
        case .primitive(.boolean):
            if let flag = expr.boolValue { return .boolean(flag) }
        case .primitive(.integer):
            if let integer = expr.integerValue { return .integer(integer) }
        case .primitive(.double), .primitive(.decimal), .measurement:
            if let number = expr.numberValue { return .double(number) }
        case .primitive(.string), .primitive(.url):
            if let text = expr.stringValue { return .string(text) }
            if type == .primitive(.url), let call = expr.call, call.calleeName == "URL",
               let text = (call[label: "string"] ?? call.unlabelled.first)?.stringValue {
                return .string(text)
            }
        default:
            break
        }
        unsupported("the value '\(file.text(of: expr.range))' of \(context)", at: expr.range, in: file)
        return nil
    }
}
