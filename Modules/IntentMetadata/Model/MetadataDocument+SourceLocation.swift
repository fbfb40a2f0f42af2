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
        copy.updateSourceLocations { $0 = nil }
        return copy
    }

    /// Calls `update` with every source location the document records (of each definition, parameter, property and
    /// App Shortcut), in the document's order, to read or change it.
    package mutating func updateSourceLocations(_ update: (inout SourceLocation?) -> Void) {
        for index in intents.indices {
            update(&intents[index].location)
            for parameter in intents[index].parameters.indices { update(&intents[index].parameters[parameter].location) }
        }
        for index in entities.indices {
            update(&entities[index].location)
            for property in entities[index].properties.indices { update(&entities[index].properties[property].location) }
        }
        for index in enums.indices { update(&enums[index].location) }
        for index in queries.indices { update(&queries[index].location) }
        for index in shortcutsProviders.indices {
            update(&shortcutsProviders[index].location)
            for shortcut in shortcutsProviders[index].shortcuts.indices { update(&shortcutsProviders[index].shortcuts[shortcut].location) }
        }
        for index in packages.indices { update(&packages[index].location) }
        for index in unions.indices { update(&unions[index].location) }
    }
}
