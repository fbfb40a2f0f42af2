import Foundation
import IntentMetadata

/// A property of an entity that Shortcuts can show, filter and sort by: `@Property(title: "Price") var price: Double`.
@propertyWrapper
public final class EntityProperty<Value: _IntentValue>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value?
    private var boundName: String?
    let title: LocalizedStringResource?

    /// Creates a property with a title.
    public init(title: LocalizedStringResource) {
        self.title = title
    }

    /// Creates a property whose title is its name in words (iOS 18).
    public init() {
        self.title = nil
    }

    /// Creates a property with a title and an initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        self.storage = wrappedValue
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
}
