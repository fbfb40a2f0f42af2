import Foundation
import IntentMetadata

/// A property of an entity that Shortcuts can show, filter and sort by: `@Property(title: "Price") var price: Double`.
///
/// `indexingKey:` (iOS 18.4) names the Spotlight attribute an `IndexedEntity` indexes the value
/// under (`\.contentDescription`), and `customIndexingKey:` an attribute of the app's own. The
/// `@ComputedProperty` and `@DeferredProperty` macros (iOS 26) declare one of these beside a
/// computed property.
@propertyWrapper
public final class EntityProperty<Value: _IntentValue>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value?
    private var boundName: String?
    let title: LocalizedStringResource?
    let indexingKey: String?
    let customIndexingKey: String?
    let kind: PropertyKind
    /// For a computed property, the key path to the computed value in its entity.
    let computedValue: AnyKeyPath?

    init(
        title: LocalizedStringResource?,
        indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil,
        customIndexingKey: CSCustomAttributeKey? = nil,
        kind: PropertyKind = .stored,
        computedValue: AnyKeyPath? = nil,
        wrappedValue: Value? = nil
    ) {
        self.title = title
        self.indexingKey = indexingKey.flatMap(CSSearchableItemAttributeSet.attributeName(of:))
        self.customIndexingKey = customIndexingKey?.keyName
        self.kind = kind
        self.computedValue = computedValue
        self.storage = wrappedValue
    }

    /// Creates a property whose title is its name in words (iOS 18).
    public convenience init() {
        self.init(title: nil)
    }

    /// Creates a property with a title.
    public convenience init(title: LocalizedStringResource) {
        self.init(title: title as LocalizedStringResource?)
    }

    /// Creates a property with an initial value, titled after its name.
    public convenience init(wrappedValue: Value) {
        self.init(title: nil, wrappedValue: wrappedValue)
    }

    /// Creates a property with a title and an initial value.
    public convenience init(wrappedValue: Value, title: LocalizedStringResource) {
        self.init(title: title as LocalizedStringResource?, wrappedValue: wrappedValue)
    }

    /// Creates a property Spotlight indexes under an attribute of `CSSearchableItemAttributeSet` (iOS 18.4).
    public convenience init(title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
        self.init(title: title as LocalizedStringResource?, indexingKey: indexingKey)
    }

    /// Creates a property Spotlight indexes under an attribute, titled after its name (iOS 18.4).
    public convenience init(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
        self.init(title: nil, indexingKey: indexingKey)
    }

    /// Creates a property with an initial value that Spotlight indexes under an attribute (iOS 18.4).
    public convenience init(wrappedValue: Value, title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
        self.init(title: title as LocalizedStringResource?, indexingKey: indexingKey, wrappedValue: wrappedValue)
    }

    /// Creates a property Spotlight indexes under an attribute the app names (iOS 26.4).
    public convenience init(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) {
        self.init(title: title as LocalizedStringResource?, customIndexingKey: customIndexingKey)
    }

    /// Creates a property Spotlight indexes under an attribute the app names, titled after its name (iOS 26.4).
    public convenience init(customIndexingKey: CSCustomAttributeKey) {
        self.init(title: nil, customIndexingKey: customIndexingKey)
    }

    /// The property that `@ComputedProperty` declares beside a computed property (`_summary` for `summary`).
    public static func _computed<Entity>(
        _ value: KeyPath<Entity, Value>,
        title: LocalizedStringResource? = nil,
        indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil,
        customIndexingKey: CSCustomAttributeKey? = nil
    ) -> EntityProperty<Value> {
        EntityProperty(title: title, indexingKey: indexingKey, customIndexingKey: customIndexingKey, kind: .computed, computedValue: value)
    }

    /// The property that `@DeferredProperty` declares beside an asynchronous property; its value is fetched only when needed.
    public static func _deferred(
        title: LocalizedStringResource? = nil,
        indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil
    ) -> EntityProperty<Value> {
        EntityProperty(title: title, indexingKey: indexingKey, kind: .deferred)
    }

    /// The value. Reading a non-optional property that was never set is a programming error.
    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ storage }) { return value }
            if let none = Value._noValue { return none }
            preconditionFailure("@Property '\(boundName ?? "?")' of type \(Value.self) was read before it was set")
        }
        set { lock.withLock { storage = newValue } }
    }

    /// The property itself, for query properties and sorting options (`\.$price`).
    public var projectedValue: EntityProperty<Value> { self }

    func bind(name: String) {
        lock.withLock { if boundName == nil { boundName = name } }
    }

    var name: String? { lock.withLock { boundName } }

    /// The value in `entity`: stored here, or computed by the entity; `nil` for a deferred property or no value.
    func value(in entity: Any) -> Value? {
        if let computedValue { return entity[keyPath: computedValue] as? Value }
        if kind == .deferred { return nil }
        return lock.withLock { storage }
    }
}
