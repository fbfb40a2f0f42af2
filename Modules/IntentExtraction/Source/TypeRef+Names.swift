/// How type names are spelled in source.
enum TypeName {
    /// One component of a dotted type name, with its generic arguments: `Measurement<UnitLength>`.
    struct Component: Sendable, Equatable {
        var name: String
        var arguments: [TypeRef]
    }
}

extension TypeRef {
    /// The last name component, without generic arguments: `A.Foo<T>` → `Foo`; `nil` for non-named types.
    var simpleName: String? {
        switch self {
        case .named(let components): components.last?.name
        default: nil
        }
    }

    /// The simple names of a type or a composition: `A & B` → `A`, `B`.
    var simpleNames: [String] {
        switch self {
        case .composition(let parts): parts.flatMap(\.simpleNames)
        case .opaque(let inner): inner.simpleNames
        default: simpleName.map { [$0] } ?? []
        }
    }

    /// The generic arguments of the last name component.
    var genericArguments: [TypeRef] {
        if case .named(let components) = self { return components.last?.arguments ?? [] }
        return []
    }

    /// The type as written, for messages.
    var description: String {
        switch self {
        case .named(let components):
            components.map { component in
                component.arguments.isEmpty ? component.name : component.name + "<" + component.arguments.map(\.description).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped): wrapped.description + "?"
        case .array(let element): "[\(element.description)]"
        case .dictionary(let key, let value): "[\(key.description): \(value.description)]"
        case .composition(let parts): parts.map(\.description).joined(separator: " & ")
        case .opaque(let inner): "some " + inner.description
        case .other(let text): text
        }
    }
}
