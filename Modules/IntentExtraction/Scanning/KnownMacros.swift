/// The assistant-schema macros, the conformances they declare, and the schema they name.
enum MacroConformance {
    /// What kind of App Intents type a schema macro makes.
    enum Kind: Sendable {
        case intent, entity, enumeration
    }

    /// The schema macros by name: `@AppIntent(schema:)` (iOS 18.4 and later) and the older `@AssistantIntent(schema:)`.
    static let schemaMacros: [String: Kind] = [
        "AppIntent": .intent, "AssistantIntent": .intent,
        "AppEntity": .entity, "AssistantEntity": .entity,
        "AppEnum": .enumeration, "AssistantEnum": .enumeration,
    ]

    /// The protocol an attached macro declares its type conforms to: `AppIntent` for `@AppIntent(schema:)`,
    /// `AppUnionValue` for `@UnionValue`; `nil` for other attributes.
    static func protocolName(declaredBy attribute: Attribute) -> String? {
        if attribute.name == "UnionValue" { return AppIntentsProtocol.appUnionValue.rawValue }
        guard let kind = schemaMacros[attribute.name], attribute.arguments?.contains(where: { $0.label == "schema" }) == true else { return nil }
        switch kind {
        case .intent: return AppIntentsProtocol.appIntent.rawValue
        case .entity: return AppIntentsProtocol.appEntity.rawValue
        case .enumeration: return AppIntentsProtocol.appEnum.rawValue
        }
    }

    /// The schema a schema macro names, `domain.member`: `@AppIntent(schema: .books.openBook)` → `books.openBook`.
    static func schema(of attribute: Attribute) -> String? {
        guard schemaMacros[attribute.name] != nil, let value = attribute.arguments?.first(where: { $0.label == "schema" })?.value else { return nil }
        var names: [String] = []
        var current: Expr? = value
        while let expr = current, case .member(let base, let name) = expr.kind {
            names.insert(name, at: 0)
            current = base
        }
        guard names.count >= 2 else { return nil }
        return names.suffix(2).joined(separator: ".")
    }
}

/// Macros extraction knows about.
enum KnownMacros {
    /// Freestanding macros that cannot declare App Intents types, so their expansions are not reported:
    /// SwiftUI previews, playgrounds, compiler directives and the standard library's and Foundation's macros.
    static let declareNoAppIntentsTypes: Set<String> = [
        "Preview", "Playground", "warning", "error", "externalMacro", "sourceLocation", "available", "unavailable",
        "file", "fileID", "filePath", "line", "column", "function", "dsohandle", "selector", "keyPath",
        "colorLiteral", "imageLiteral", "fileLiteral", "isolation", "bundle", "Predicate", "Expression", "URL",
        "expect", "require", "Test", "Suite", "stringify",
    ]

    /// Attached macros and attributes that add nothing extraction reads (Observation, SwiftData, concurrency,
    /// availability, Objective-C), so they are not reported on an App Intents type.
    static let attachedWithoutAppIntentsMembers: Set<String> = [
        "Observable", "ObservationTracked", "ObservationIgnored", "Model", "Transient", "Attribute", "Relationship", "Unique",
        "Index", "Previewable", "Entry", "MainActor", "available", "objc", "objcMembers", "preconcurrency", "frozen",
        "usableFromInline", "inlinable", "dynamicMemberLookup", "dynamicCallable", "propertyWrapper", "resultBuilder",
        "discardableResult", "nonobjc", "unchecked", "retroactive", "Sendable", "globalActor", "CasePathable",
        "DependencyClient", "MemberwiseInit", "AddAsync", "Reducer", "ObservableState", "warn_unqualified_access",
        "_spi", "_implementationOnly", "testable", "backDeployed", "export", "_exported", "UnionValue",
    ]
}
