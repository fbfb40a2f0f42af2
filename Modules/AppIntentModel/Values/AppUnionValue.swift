import IntentMetadata

/// A value of one of several types, as a `@UnionValue` enum declares it (iOS 18).
///
/// `@UnionValue` adds the conformance and the case list; the type may add a
/// `typeDisplayRepresentation` and `caseDisplayRepresentations` keyed by its `Cases` (iOS 27).
public protocol AppUnionValue: _IntentValue where ValueType == Self, UnwrappedType == Self {
    /// The case names, as a plain enum (`@UnionValue` declares it).
    associatedtype Cases: RawRepresentable & CaseIterable & Hashable & Sendable where Cases.RawValue == String
    /// How the union is named, if it says.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown, if the union says.
    static var caseDisplayRepresentations: [Cases: DisplayRepresentation] { get }
    /// The cases' names and value types, in declaration order (`@UnionValue` declares it).
    static var __unionCases: [(name: String, type: any _IntentValue.Type)] { get }
    /// This value's case and associated value (`@UnionValue` declares it).
    var __unionCase: (name: String, value: any _IntentValue) { get }
}

extension AppUnionValue {
    /// No name of its own: reflection records none.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(undeclaredName: _typeIdentifier(Self.self)) }
    public static var caseDisplayRepresentations: [Cases: DisplayRepresentation] { [:] }

    public static var _metadataType: _ReflectedValueType { .init(type: .union(_typeIdentifier(Self.self)), referencedType: Self.self) }
    public var _metadataValue: MetadataValue? { nil }
    public var _displayText: String? { __unionCase.value._displayText }
}
