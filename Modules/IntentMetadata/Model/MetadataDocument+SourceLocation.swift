import Diagnostics
import PositionedJSON

extension MetadataDocument {
    /// The source location recorded for what a path into the document points into.
    ///
    /// It is the location of the innermost definition, parameter, property or App Shortcut on the path that
    /// has one; `nil` when none has.
    /// This is how problems in documents built in memory (by reflection or extraction) are located.
    public func sourceLocation(at path: [JSONPathComponent]) -> SourceLocation? {
        guard path.count >= 2, case .key(let section) = path[0], case .index(let index) = path[1] else { return nil }
        func at<D: MetadataDefinition>(_ definitions: [D]) -> SourceLocation? {
            definitions.indices.contains(index) ? definitions[index].location : nil
        }
        switch section {
        case "intents":
            guard intents.indices.contains(index) else { return nil }
            let intent = intents[index]
            if path.count >= 4, path[2] == .key("parameters"), case .index(let p) = path[3],
               intent.parameters.indices.contains(p), let location = intent.parameters[p].location {
                return location
            }
            return intent.location
        case "entities":
            guard entities.indices.contains(index) else { return nil }
            let entity = entities[index]
            if path.count >= 4, path[2] == .key("properties"), case .index(let p) = path[3],
               entity.properties.indices.contains(p), let location = entity.properties[p].location {
                return location
            }
            return entity.location
        case "enums": return at(enums)
        case "queries": return at(queries)
        case "shortcutsProviders":
            guard shortcutsProviders.indices.contains(index) else { return nil }
            let provider = shortcutsProviders[index]
            if path.count >= 4, path[2] == .key("shortcuts"), case .index(let s) = path[3],
               provider.shortcuts.indices.contains(s), let location = provider.shortcuts[s].location {
                return location
            }
            return provider.location
        case "packages": return at(packages)
        case "unions": return at(unions)
        default: return nil
        }
    }
}

extension MetadataDocument {
    /// The document without source locations: what reflection of compiled types, which knows no sources, produces.
    public func removingSourceLocations() -> MetadataDocument {
        var copy = self
        for index in copy.intents.indices {
            copy.intents[index].location = nil
            for parameter in copy.intents[index].parameters.indices { copy.intents[index].parameters[parameter].location = nil }
        }
        for index in copy.entities.indices {
            copy.entities[index].location = nil
            for property in copy.entities[index].properties.indices { copy.entities[index].properties[property].location = nil }
        }
        for index in copy.enums.indices { copy.enums[index].location = nil }
        for index in copy.queries.indices { copy.queries[index].location = nil }
        for index in copy.shortcutsProviders.indices {
            copy.shortcutsProviders[index].location = nil
            for shortcut in copy.shortcutsProviders[index].shortcuts.indices { copy.shortcutsProviders[index].shortcuts[shortcut].location = nil }
        }
        for index in copy.packages.indices { copy.packages[index].location = nil }
        for index in copy.unions.indices { copy.unions[index].location = nil }
        return copy
    }
}
