import Foundation
import IntentMetadata

/// A type an App Intents parameter, property or result can hold (Apple's `_IntentValue`).
///
/// IntentKit conforms the built-in types (`String`, `AttributedString`, `Int`, `Double`, `Bool`,
/// `Date`, `DateComponents`, `URL`, `Decimal`, `Measurement`, `IntentFile`, `IntentPerson`,
/// `IntentCurrencyAmount`, `IntentPaymentMethod`, `CLPlacemark`), optionals, arrays, sets, and
/// every `AppEntity` and `AppEnum`. The underscored requirements are how reflection and the
/// runner see a value; apps never implement them.
public protocol _IntentValue: Sendable {
    /// The element type: the value itself, with optionality and arrays taken off.
    associatedtype ValueType: _IntentValue = Self
    /// The value without its optionality (`[Topping]` for `[Topping]?`), the type of `default:`.
    associatedtype UnwrappedType: Sendable = Self

    /// How the metadata document describes the type.
    static var _metadataType: _ReflectedValueType { get }
    /// Wraps an unwrapped value (used for defaults).
    static func _wrap(_ value: UnwrappedType) -> Self
    /// Builds a value from the person's answer, or `nil` when the answer does not fit.
    static func _fromElements(_ elements: [ValueType]) -> Self?
    /// Values the person can pick from, when the type has a closed or suggested set.
    static func _suggestedElements() async throws -> [ValueType]?
    /// The value a new configuration starts with (an entity query's `defaultResult()`).
    static func _defaultElement() async -> ValueType?
    /// The value's elements: one for a plain value, none for `nil`, all of an array's.
    var _elements: [ValueType] { get }
    /// The value as the metadata document writes it (enum raw value, entity identifier, …).
    var _metadataValue: MetadataValue? { get }
    /// The text a summary or dialog shows for the value.
    var _displayText: String? { get }
    /// The "no value" of the type: `.some(nil)` for optionals, `nil` for types that need a value.
    static var _noValue: Self? { get }
}

/// A value type as reflection sees it: the metadata type, optionality, and the Swift type behind an entity or enum.
public struct _ReflectedValueType: Sendable {
    /// The metadata document's type.
    public var type: IntentMetadata.ValueType
    /// Whether the Swift type is optional.
    public var isOptional: Bool
    /// The entity or enum type the value refers to, for reflection to follow.
    public var referencedType: (any Any.Type)?

    /// Creates a description.
    public init(type: IntentMetadata.ValueType, isOptional: Bool = false, referencedType: (any Any.Type)? = nil) {
        self.type = type
        self.isOptional = isOptional
        self.referencedType = referencedType
    }
}

/// Defaults for plain (non-optional, non-array) values.
extension _IntentValue {
    public static func _defaultElement() async -> ValueType? { nil }
}

extension _IntentValue where ValueType == Self, UnwrappedType == Self {
    public static func _wrap(_ value: Self) -> Self { value }
    public static func _fromElements(_ elements: [Self]) -> Self? { elements.count == 1 ? elements[0] : nil }
    public static func _suggestedElements() async throws -> [Self]? { nil }
    public var _elements: [Self] { [self] }
    public var _displayText: String? { "\(self)" }
}

/// A primitive value: one of the metadata document's built-in types.
public protocol _PrimitiveIntentValue: _IntentValue where ValueType == Self, UnwrappedType == Self {
    /// The metadata primitive.
    static var _primitive: PrimitiveType { get }
}

extension _PrimitiveIntentValue {
    public static var _metadataType: _ReflectedValueType { .init(type: .primitive(_primitive)) }
}

extension String: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .string }
    public var _metadataValue: MetadataValue? { .string(self) }
}

extension Int: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .integer }
    public var _metadataValue: MetadataValue? { .integer(self) }
}

extension Double: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .double }
    public var _metadataValue: MetadataValue? { .double(self) }
}

extension Decimal: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .decimal }
    public var _metadataValue: MetadataValue? { .double(NSDecimalNumber(decimal: self).doubleValue) }
}

extension Bool: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .boolean }
    public var _metadataValue: MetadataValue? { .boolean(self) }
    public static func _suggestedElements() async throws -> [Bool]? { [true, false] }
}

extension Date: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .date }
    public var _metadataValue: MetadataValue? { .string(ISO8601DateFormatter().string(from: self)) }
}

extension DateComponents: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .dateComponents }
    public var _metadataValue: MetadataValue? { nil }
}

extension URL: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .url }
    public var _metadataValue: MetadataValue? { .string(absoluteString) }
}

extension AttributedString: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .attributedString }
    public var _metadataValue: MetadataValue? { .string(String(characters)) }
    public var _displayText: String? { String(characters) }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped.UnwrappedType

    public static var _metadataType: _ReflectedValueType {
        var type = Wrapped._metadataType
        type.isOptional = true
        return type
    }

    public static func _wrap(_ value: Wrapped.UnwrappedType) -> Self { .some(Wrapped._wrap(value)) }
    public static func _fromElements(_ elements: [Wrapped.ValueType]) -> Self? {
        elements.isEmpty ? .some(nil) : Wrapped._fromElements(elements).map(Optional.some)
    }
    public static func _suggestedElements() async throws -> [Wrapped.ValueType]? { try await Wrapped._suggestedElements() }
    public static func _defaultElement() async -> Wrapped.ValueType? { await Wrapped._defaultElement() }
    public var _elements: [Wrapped.ValueType] { self?._elements ?? [] }
    public var _metadataValue: MetadataValue? { self?._metadataValue }
    public var _displayText: String? { self?._displayText }
}

extension Array: _IntentValue where Element: _IntentValue {
    public typealias ValueType = Element.ValueType
    public typealias UnwrappedType = [Element]

    public static var _metadataType: _ReflectedValueType {
        let element = Element._metadataType
        return .init(type: .array(element.type), referencedType: element.referencedType)
    }

    public static func _wrap(_ value: [Element]) -> Self { value }
    public static func _fromElements(_ elements: [Element.ValueType]) -> Self? {
        var result: [Element] = []
        for element in elements {
            guard let wrapped = Element._fromElements([element]) else { return nil }
            result.append(wrapped)
        }
        return result
    }
    public static func _suggestedElements() async throws -> [Element.ValueType]? { try await Element._suggestedElements() }
    public static func _defaultElement() async -> Element.ValueType? { await Element._defaultElement() }
    public var _elements: [Element.ValueType] { flatMap(\._elements) }
    public var _metadataValue: MetadataValue? { .array(compactMap(\._metadataValue)) }
    public var _displayText: String? { compactMap(\._displayText).joined(separator: ", ") }
}

/// A set is an array to App Intents: its values, in no particular order.
extension Set: _IntentValue where Element: _IntentValue {
    public typealias ValueType = Element.ValueType
    public typealias UnwrappedType = Set<Element>

    public static var _metadataType: _ReflectedValueType { Array<Element>._metadataType }

    public static func _wrap(_ value: Set<Element>) -> Self { value }
    public static func _fromElements(_ elements: [Element.ValueType]) -> Self? {
        Array<Element>._fromElements(elements).map(Set.init)
    }
    public static func _suggestedElements() async throws -> [Element.ValueType]? { try await Element._suggestedElements() }
    public static func _defaultElement() async -> Element.ValueType? { await Element._defaultElement() }
    public var _elements: [Element.ValueType] { flatMap(\._elements) }
    public var _metadataValue: MetadataValue? { .array(compactMap(\._metadataValue)) }
    public var _displayText: String? { compactMap(\._displayText).joined(separator: ", ") }
}
