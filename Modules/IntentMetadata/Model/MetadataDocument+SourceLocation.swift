import Diagnostics
import PositionedJSON

extension MetadataDocument {
    /// The source location recorded for what a path points into: the innermost definition or
    /// parameter on the path that has a location.
    ///
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
        case "entities": return at(entities)
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
        default: return nil
        }
    }
}
