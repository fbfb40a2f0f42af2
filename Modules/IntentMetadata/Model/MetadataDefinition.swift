import Diagnostics

/// A top-level definition in the metadata document: an intent, entity, enum, query, shortcuts provider or package.
///
/// Identifiers are Swift type names and unique across all kinds in one document.
public protocol MetadataDefinition: Hashable, Sendable, Codable {
    /// The definition's identifier, the Swift type name that declares it.
    var identifier: String { get }
    /// Where the definition is declared in source, if known.
    var location: SourceLocation? { get set }
    /// Where the definition came from in a merged app document.
    var provenance: DefinitionProvenance? { get set }
    /// What kind of definition this is, as messages name it (`intent`, `entity`, …).
    static var kindName: String { get }
}
