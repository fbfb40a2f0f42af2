import Diagnostics
import IntentMetadata
import SwiftSyntax

extension DefinitionReader {
    /// Reads an `AppEntity`: its type display representation, `@Property`s and default query.
    func readEntity(_ name: String) -> EntityDefinition? {
        guard let declaration = catalog.types[name] else { return nil }
        let isTransient = catalog.conforms(name, to: .transientAppEntity)
        var typeRepresentation = TypeDisplayRepresentationDefinition(name: LocalizedStringResource(name))
        if let property = staticProperty("typeDisplayRepresentation", of: name) {
            typeRepresentation = self.typeDisplayRepresentation(property) ?? typeRepresentation
        } else {
            report(ExtractionChecks.missingRequirement, "the AppEntity '\(name)' has no static 'typeDisplayRepresentation'", at: declaration.location)
        }
        var defaultQuery: String?
        if !isTransient {
            if let property = staticProperty("defaultQuery", of: name) {
                defaultQuery = property.value.flatMap(Literal.initializedType) ?? property.type.flatMap(TypeName.simpleName)
                if defaultQuery == nil {
                    unsupported("this defaultQuery (read as a call to the query's initializer)", at: property.binding, in: property.file)
                }
            } else {
                report(ExtractionChecks.missingRequirement, "the AppEntity '\(name)' has no static 'defaultQuery'", at: declaration.location)
            }
        }
        let properties = instanceProperties(of: name).compactMap { property -> PropertyDefinition? in
            guard let attribute = property.attribute(["Property", "EntityProperty"]) else { return nil }
            let context = "the property '\(property.name)' of \(name)"
            guard let typeSyntax = property.type else {
                unsupported("\(context) without a declared type", at: property.binding, in: property.file)
                return nil
            }
            guard let declared = declaredType(typeSyntax, in: property.file, for: context) else { return nil }
            let arguments = CallArguments(attribute)
            let title = (arguments[label: "title"] ?? arguments.unlabelled.first).flatMap { localizedString($0, in: property.file) }
            return PropertyDefinition(
                name: property.name,
                title: title ?? LocalizedStringResource(ParameterDefinition.inferredTitle(fromName: property.name)),
                type: declared.type,
                isOptional: declared.isOptional
            )
        }
        return EntityDefinition(
            identifier: name,
            typeDisplayRepresentation: typeRepresentation,
            properties: properties,
            defaultQuery: defaultQuery,
            isTransient: isTransient,
            location: declaration.location
        )
    }
}
