import IntentMetadata

/// The `UTType` members that name well-known uniform type identifiers (`public.python-script` → `pythonScript`), so
/// a file parameter's content types read as a developer writes them (`supportedContentTypes: [.pythonScript]`).
enum UniformTypeMembers {
    /// Identifier → `UTType` static member, from IntentMetadata's table of `UTType`'s members.
    static let byIdentifier: [String: String] = Dictionary(
        UniformTypeIdentifiers.byMemberName.map { ($0.value, $0.key) },
        uniquingKeysWith: { first, second in min(first, second) }
    )

    /// `.member` for a well-known identifier, else `UTType(importedAs: "…")`.
    static func expression(for identifier: String) -> String {
        byIdentifier[identifier].map { "." + $0 } ?? "UTType(importedAs: \(SwiftSource.literal(identifier)))"
    }
}
