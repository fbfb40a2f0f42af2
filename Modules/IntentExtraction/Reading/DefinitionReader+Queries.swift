import Diagnostics
import IntentMetadata

extension DefinitionReader {
    /// Reads an entity query: its kinds, entity, property and sorting names, and parameter dependencies.
    func readQuery(_ name: String, entitiesByDefaultQuery: [String: String]) -> QueryDefinition? {
        guard let declaration = declaration(of: name) else { return nil }
        var kinds: [QueryKind] = [.entity]
        if catalog.conforms(name, to: .entityStringQuery) { kinds.append(.string) }
        if catalog.conforms(name, to: .enumerableEntityQuery) { kinds.append(.enumerable) }
        if catalog.conforms(name, to: .dynamicOptionsProvider) { kinds.append(.dynamicOptions) }
        let entity = typeAlias("Entity", of: name)
            ?? elementType(returnedBy: "entities", of: name)
            ?? entitiesByDefaultQuery[name]
            ?? elementType(returnedBy: "allEntities", of: name)
            ?? elementType(returnedBy: "suggestedEntities", of: name)
            ?? typeAlias("Unique", of: name)
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
        guard let declaration = declaration(of: name) else { return nil }
        var resultType: ValueType?
        if let (function, file) = functions("results", of: name).first, let returned = function.returnType {
            let element = Self.elementType(of: returned) ?? returned
            resultType = declaredType(element, owner: name, in: file, at: function.returnTypeRange ?? function.range, for: "the results of \(name)")?.type
        } else {
            report(ExtractionChecks.missingRequirement, "the DynamicOptionsProvider '\(name)' has no 'results()' with a declared return type", at: declaration.location)
        }
        return QueryDefinition(identifier: name, kinds: [.dynamicOptions], resultType: resultType, dependencies: dependencies(of: name), location: declaration.location)
    }

    /// The element type a function returns (`[T]`, `IntentItemCollection<T>`), as a simple name.
    private func elementType(returnedBy function: String, of type: String) -> String? {
        for (declaration, _) in functions(function, of: type) {
            if let returned = declaration.returnType, let element = Self.elementType(of: returned) {
                return element.simpleName
            }
        }
        return nil
    }

    /// `[T]`, `Array<T>`, `IntentItemCollection<T>`, `ItemCollection<T>` → `T`.
    static func elementType(of type: TypeRef) -> TypeRef? {
        switch type {
        case .array(let element):
            return element
        case .named(let components):
            guard let last = components.last, ["Array", "IntentItemCollection", "ItemCollection"].contains(last.name), last.arguments.count == 1 else { return nil }
            return last.arguments[0]
        default:
            return nil
        }
    }

    /// The names behind `Property(\Entity.$name)` / `SortableBy(\Entity.$name)` in a query's static builder.
    private func keyPathNames(in propertyName: String, of type: String, builder: String, element: String) -> [String] {
        guard let property = staticProperty(propertyName, of: type) else { return [] }
        guard let call = property.value?.call, call.calleeName == builder || call.calleeName == "init",
              let closure = call.trailingOrLastClosure, let items = closure.statements.builderExpressions else {
            unsupported("this '\(propertyName)' (read as \(builder) { \(element)(\\Entity.$name) … })", at: property.valueRange, in: property.file)
            return []
        }
        return items.compactMap { item in
            guard let itemCall = item.call, itemCall.calleeName == element,
                  let keyPath = itemCall.unlabelled.first, let name = keyPath.projectedKeyPathName else {
                unsupported("'\(property.file.text(of: item.range))' in '\(propertyName)'", at: item.range, in: property.file)
                return nil
            }
            return name
        }
    }

    /// `@IntentParameterDependency<Intent>(\.$a, \.$b) var x`: one dependency per key path.
    private func dependencies(of type: String) -> [ParameterDependency] {
        instanceProperties(of: type).flatMap { property -> [ParameterDependency] in
            guard let attribute = property.attribute(["IntentParameterDependency", "ParameterDependency"]) else { return [] }
            guard let intent = attribute.genericArguments.first?.simpleName else {
                unsupported("this @IntentParameterDependency (read as @IntentParameterDependency<Intent>(\\.$parameter))", at: attribute.range, in: property.file)
                return []
            }
            return (attribute.arguments ?? []).filter { $0.label == nil }.compactMap { argument in
                guard let name = argument.value.projectedKeyPathName else {
                    unsupported("'\(property.file.text(of: argument.value.range))' in an @IntentParameterDependency", at: argument.value.range, in: property.file)
                    return nil
                }
                return ParameterDependency(intent: intent, parameter: name)
            }
        }
    }
}
