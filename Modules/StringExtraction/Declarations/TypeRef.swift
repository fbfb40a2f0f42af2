import SwiftSyntax

/// A type as the sources write it, reduced to what deciding a format specifier needs.
indirect enum TypeRef: Hashable, Sendable, Codable {
    /// `Int`, `Foo.Bar` (the last name), `Range<Int>` (with its generic arguments).
    case named(String, [TypeRef])
    /// `T?`, `T!`.
    case optional(TypeRef)
    /// `[T]`.
    case array(TypeRef)
    /// `[K: V]`.
    case dictionary(TypeRef, TypeRef)
    /// `(a: A, B)`.
    case tuple([Element])

    /// A tuple element.
    struct Element: Hashable, Sendable, Codable {
        var label: String?
        var type: TypeRef
    }

    /// Kept in a cache as a flat list, its case's number first: several times faster to write and read than the
    /// nested containers Codable would make of each case.
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        switch try container.decode(Int.self) {
        case 0: self = .named(try container.decode(String.self), try container.decode([TypeRef].self))
        case 1: self = .optional(try container.decode(TypeRef.self))
        case 2: self = .array(try container.decode(TypeRef.self))
        case 3: self = .dictionary(try container.decode(TypeRef.self), try container.decode(TypeRef.self))
        case 4: self = .tuple(try container.decode([Element].self))
        case let other:
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no type reference case \(other)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        switch self {
        case .named(let name, let arguments):
            try container.encode(0)
            try container.encode(name)
            try container.encode(arguments)
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
        case .tuple(let elements):
            try container.encode(4)
            try container.encode(elements)
        }
    }

    static let int = TypeRef.named("Int", [])
    static let double = TypeRef.named("Double", [])
    static let string = TypeRef.named("String", [])
    static let bool = TypeRef.named("Bool", [])

    /// Reads a written type; `nil` for function types, `some`/`any` compositions and the like.
    init?(_ syntax: TypeSyntax) {
        if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            let arguments = identifier.genericArgumentClause?.arguments.compactMap { argument -> TypeRef? in
                guard case .type(let type) = argument.argument else { return nil }
                return TypeRef(type)
            } ?? []
            if identifier.name.text == "Optional", let wrapped = arguments.first { self = .optional(wrapped); return }
            if identifier.name.text == "Array", let element = arguments.first { self = .array(element); return }
            self = .named(identifier.name.text, arguments)
        } else if let member = syntax.as(MemberTypeSyntax.self) {
            self = .named(member.name.text, [])
        } else if let optional = syntax.as(OptionalTypeSyntax.self) {
            guard let wrapped = TypeRef(optional.wrappedType) else { return nil }
            self = .optional(wrapped)
        } else if let optional = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            guard let wrapped = TypeRef(optional.wrappedType) else { return nil }
            self = .optional(wrapped)
        } else if let array = syntax.as(ArrayTypeSyntax.self) {
            guard let element = TypeRef(array.element) else { return nil }
            self = .array(element)
        } else if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
            guard let key = TypeRef(dictionary.key), let value = TypeRef(dictionary.value) else { return nil }
            self = .dictionary(key, value)
        } else if let tuple = syntax.as(TupleTypeSyntax.self) {
            let elements = tuple.elements.compactMap { element in
                TypeRef(element.type).map { Element(label: element.firstName?.text, type: $0) }
            }
            guard elements.count == tuple.elements.count else { return nil }
            if elements.count == 1, elements[0].label == nil { self = elements[0].type; return }
            self = .tuple(elements)
        } else if let attributed = syntax.as(AttributedTypeSyntax.self) {
            guard let base = TypeRef(attributed.baseType) else { return nil }
            self = base
        } else {
            return nil
        }
    }

    /// The simple name of a named type, through optionals.
    var name: String? {
        switch self {
        case .named(let name, _): name
        case .optional(let wrapped): wrapped.name
        default: nil
        }
    }

    /// Whether the type is localizable, or a collection of localizable values.
    var containsLocalizable: Bool {
        switch unwrapped {
        case .named(let name, _): LocalizingAPIs.localizableTypes.contains(name)
        case .array(let element): element.containsLocalizable
        case .dictionary(_, let value): value.containsLocalizable
        default: false
        }
    }

    /// The type without optionals.
    var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// The type of the elements iterating a value of this type gives, when known.
    var element: TypeRef? {
        switch unwrapped {
        case .array(let element): element
        case .dictionary(let key, let value): .tuple([Element(label: "key", type: key), Element(label: "value", type: value)])
        case .named(let name, let arguments):
            switch name {
            case "Range", "ClosedRange", "Set", "ArraySlice", "ContiguousArray", "CountableRange", "CountableClosedRange", "StrideTo", "StrideThrough":
                arguments.first
            case "String", "Substring": .named("Character", [])
            case "Data": .named("UInt8", [])
            default: nil
            }
        default: nil
        }
    }
}
