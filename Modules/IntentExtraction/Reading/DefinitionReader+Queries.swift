import Diagnostics
import IntentMetadata
import SwiftSyntax

extension DefinitionReader {
    /// Reads an entity query: its kinds, entity, property and sorting names, and parameter dependencies.
    func readQuery(_ name: String, entitiesByDefaultQuery: [String: String]) -> QueryDefinition? {
        guard let declaration = catalog.types[name] else { return nil }
        var kinds: [QueryKind] = [.entity]
        if catalog.conforms(name, to: .entityStringQuery) { kinds.append(.string) }
        if catalog.conforms(name, to: .enumerableEntityQuery) { kinds.append(.enumerable) }
        if catalog.conforms(name, to: .dynamicOptionsProvider) { kinds.append(.dynamicOptions) }
        let entity = typeAlias("Entity", of: name)
            ?? elementType(returnedBy: "entities", of: name)
            ?? entitiesByDefaultQuery[name]
            ?? elementType(returnedBy: "allEntities", of: name)
            ?? elementType(returnedBy: "suggestedEntities", of: name)
        if entity == nil {
            report(ExtractionChecks.unsupportedConstruct,
                   "cannot tell which entity the query '\(name)' finds; declare 'typealias Entity = …' or 'entities(for:)' with its return type",
                   at: declaration.location)
        }
        var properties: [String] = []
        var sortingOptions: [String] = []
        if catalog.conforms(name, to: .entityPropertyQuery) {
            kinds.append(.property)
            properties = keyPathNames(in: "properties", of: name, builder: "QueryProperties", element: "Property")
            sortingOptions = keyPathNames(in: "sortingOptions", of: name, builder: "SortingOptions", element: "SortableBy")
        }
        return QueryDefinition(
            identifier: name,
            kinds: kinds,
            entity: entity,
            dependencies: dependencies(of: name),
            properties: properties,
            sortingOptions: sortingOptions,
            location: declaration.location
        )
    }

    /// Reads a `DynamicOptionsProvider` that is not a query: its result type and dependencies.
    func readOptionsProvider(_ name: String) -> QueryDefinition? {
        guard let declaration = catalog.types[name] else { return nil }
        var resultType: ValueType?
        if let (function, file) = functions("results", of: name).first, let returned = function.signature.returnClause?.type {
            let element = Self.elementType(of: returned) ?? returned
            resultType = declaredType(element, in: file, for: "the results of \(name)")?.type
        } else {
            report(ExtractionChecks.missingRequirement, "the DynamicOptionsProvider '\(name)' has no 'results()' with a declared return type", at: declaration.location)
        }
        return QueryDefinition(identifier: name, kinds: [.dynamicOptions], resultType: resultType, dependencies: dependencies(of: name), location: declaration.location)
    }

    /// The element type a function returns (`[T]`, `IntentItemCollection<T>`), as a simple name.
    private func elementType(returnedBy function: String, of type: String) -> String? {
        for (declaration, _) in functions(function, of: type) {
            if let returned = declaration.signature.returnClause?.type, let element = Self.elementType(of: returned) {
                return TypeName.simpleName(element)
            }
        }
        return nil
    }

    /// `[T]`, `Array<T>`, `IntentItemCollection<T>`, `ItemCollection<T>` → `T`.
    static func elementType(of type: TypeSyntax) -> TypeSyntax? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        if let identifier = type.as(IdentifierTypeSyntax.self),
           ["Array", "IntentItemCollection", "ItemCollection"].contains(identifier.name.text),
           let argument = identifier.genericArgumentClause?.arguments.first, case .type(let element) = argument.argument {
            return element
        }
        return nil
    }

    /// The names behind `Property(\Entity.$name)` / `SortableBy(\Entity.$name)` in a query's static builder.
    private func keyPathNames(in propertyName: String, of type: String, builder: String, element: String) -> [String] {
        guard let property = staticProperty(propertyName, of: type) else { return [] }
        guard let value = property.value, let call = CallArguments(value), call.calleeName == builder || call.calleeName == "init",
              let closure = call.trailingClosure, let items = Literal.builderExpressions(closure.statements) else {
            unsupported("this '\(propertyName)' (read as \(builder) { \(element)(\\Entity.$name) … })",
                        at: property.node, in: property.file)
            return []
        }
        return items.compactMap { item in
            guard let itemCall = CallArguments(item), itemCall.calleeName == element,
                  let keyPath = itemCall.unlabelled.first, let name = Literal.projectedKeyPath(keyPath) else {
                unsupported("'\(item.trimmedDescription)' in '\(propertyName)'", at: item, in: property.file)
                return nil
            }
            return name
        }
    }

    /// `@IntentParameterDependency<Intent>(\.$a, \.$b) var x`: one dependency per key path.
    private func dependencies(of type: String) -> [ParameterDependency] {
        instanceProperties(of: type).flatMap { property -> [ParameterDependency] in
            guard let attribute = property.attribute(["IntentParameterDependency", "ParameterDependency"]) else { return [] }
            guard let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self),
                  let argument = identifier.genericArgumentClause?.arguments.first, case .type(let intentType) = argument.argument,
                  let intent = TypeName.simpleName(intentType) else {
                unsupported("this @IntentParameterDependency (read as @IntentParameterDependency<Intent>(\\.$parameter))", at: attribute, in: property.file)
                return []
            }
            return CallArguments(attribute).unlabelled.compactMap { keyPath in
                guard let name = Literal.projectedKeyPath(keyPath) else {
                    unsupported("'\(keyPath.trimmedDescription)' in an @IntentParameterDependency", at: keyPath, in: property.file)
                    return nil
                }
                return ParameterDependency(intent: intent, parameter: name)
            }
        }
    }
}
