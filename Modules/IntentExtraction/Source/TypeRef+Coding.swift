/// The compact coded form of a type a kept scan holds (see `SourceRange+Coding.swift` for why it is not Codable's
/// synthesized one): read back only by the same version of IntentKit.
///
/// StringExtraction's own `TypeRef` (another type, with other cases) is coded the same way.
extension TypeRef: Codable {
    /// A type is a container of its form's number, then what that form holds; a named type's components follow
    /// one another, each its name, its number of generic arguments, then those arguments.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        switch self {
        case .named(let components):
            try container.encode(0)
            for component in components {
                try container.encode(component.name)
                try container.encode(component.arguments.count)
                for argument in component.arguments { try container.encode(argument) }
            }
        case .optional(let wrapped):
            try container.encode(1)
            try container.encode(wrapped)
        case .array(let element):
            try container.encode(2)
            try container.encode(element)
        case .dictionary(let key, let value):
            try container.encode(3)
            try container.encode(key)
            try container.encode(value)
        case .composition(let parts):
            try container.encode(4)
            for part in parts { try container.encode(part) }
        case .opaque(let constraint):
            try container.encode(5)
            try container.encode(constraint)
        case .other(let text):
            try container.encode(6)
            try container.encode(text)
        }
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let form = try container.decode(Int.self)
        switch form {
        case 0:
            var components: [TypeName.Component] = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                let count = try container.decode(Int.self)
                guard count >= 0 else { throw DecodingError.dataCorruptedError(in: container, debugDescription: "a negative count of generic arguments") }
                var arguments: [TypeRef] = []
                for _ in 0..<count { arguments.append(try container.decode(TypeRef.self)) }
                components.append(TypeName.Component(name: name, arguments: arguments))
            }
            self = .named(components)
        case 1: self = .optional(try container.decode(TypeRef.self))
        case 2: self = .array(try container.decode(TypeRef.self))
        case 3: self = .dictionary(try container.decode(TypeRef.self), try container.decode(TypeRef.self))
        case 4:
            var parts: [TypeRef] = []
            while !container.isAtEnd { parts.append(try container.decode(TypeRef.self)) }
            self = .composition(parts)
        case 5: self = .opaque(try container.decode(TypeRef.self))
        case 6: self = .other(try container.decode(String.self))
        default: throw DecodingError.dataCorruptedError(in: container, debugDescription: "no type has form \(form)")
        }
    }
}
