import IntentMetadata

/// A fixed set of values a parameter can take, each with a display representation.
///
/// `caseDisplayRepresentations` must list every case; reflection reports a missing one with
/// Apple's message.
public protocol AppEnum: AppValue, CaseIterable, RawRepresentable, Hashable, CaseDisplayRepresentable
where RawValue: LosslessStringConvertible & Sendable, ValueType == Self, UnwrappedType == Self {
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    public static var _metadataType: _ReflectedValueType { .init(type: .enumeration(_typeIdentifier(Self.self)), referencedType: Self.self) }
    public var _metadataValue: MetadataValue? {
        if let integer = rawValue as? Int { return .integer(integer) }
        return .string(String(describing: rawValue))
    }
    public var _displayText: String? { Self.caseDisplayRepresentations[self]?.title.fallbackText ?? String(describing: rawValue) }
    public static func _suggestedElements() async throws -> [Self]? { Array(allCases) }

    /// The display representation of this case.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(String(describing: rawValue))
    }
}
