/// The compact coded forms of the values every declaration a cache keeps is full of: a range, a type.
///
/// A file's scan is encoded for the cache the first time it is made (the cold check of every app with a cache), and
/// its ranges and types are most of what it holds: coded as Codable synthesizes them (a keyed container for each
/// range, two nested keyed containers for each case of a type), they were two fifths of the time spent encoding.
/// These forms are read back only by the same version of IntentKit (the cache's keys include its version).
extension SourceRange: Codable {
    /// A range is one number: its start in the high 32 bits, its length in the low ones; a range beyond what 32 bits
    /// hold (a file of 4 GB, read only with a raised size limit) is two numbers in a container.
    func encode(to encoder: any Encoder) throws {
        if start >= 0, end >= start, start <= Int(UInt32.max), end - start <= Int(UInt32.max) {
            var container = encoder.singleValueContainer()
            try container.encode(UInt64(start) << 32 | UInt64(end - start))
        } else {
            var container = encoder.unkeyedContainer()
            try container.encode(start)
            try container.encode(end)
        }
    }

    init(from decoder: any Decoder) throws {
        if let packed = try? decoder.singleValueContainer().decode(UInt64.self) {
            start = Int(packed >> 32)
            end = start + Int(packed & 0xFFFF_FFFF)
            return
        }
        var container = try decoder.unkeyedContainer()
        start = try container.decode(Int.self)
        end = try container.decode(Int.self)
    }
}

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
