/// A query that finds entities by comparing their properties, with sorting and a limit (the Shortcuts "Find" action).
public protocol EntityPropertyQuery: EntityQuery {
    /// What a comparator turns a comparison into: a predicate, a closure, a database clause.
    associatedtype ComparatorMappingType

    /// The properties that can be compared, and how.
    static var properties: QueryProperties { get }
    /// The properties that can be sorted by.
    static var sortingOptions: SortingOptions { get }

    /// The entities matching the comparators (all of them, or any, by `mode`), sorted, at most `limit`.
    func entities(
        matching comparators: [ComparatorMappingType],
        mode: ComparatorMode,
        sortedBy: [EntityQuerySort<Entity>],
        limit: Int?
    ) async throws -> Result
}

extension EntityPropertyQuery {
    /// A comparable property: `Property(\SoupEntity.$name) { EqualToComparator { … } }`.
    public typealias Property<Value: _IntentValue> = EntityQueryProperty<Entity, Value>

    /// Runs the query the way the Shortcuts "Find" action does, from property names, comparators and values.
    ///
    /// Each `(property, comparator, value)` goes through the comparator the query declared for it.
    ///
    /// - Throws: `IntentModelError` when the query declares no such property or comparator, or the
    ///   value or mapped type does not fit.
    public func entities(
        where conditions: [(property: String, comparator: QueryComparatorKind, value: any Sendable)],
        mode: ComparatorMode = .and,
        sortedBy: [(property: String, order: EntityQuerySort<Entity>.Ordering)] = [],
        limit: Int? = nil
    ) async throws -> [Entity] {
        let sample = try await EntitySample.instance(of: Entity.self)
        var mapped: [ComparatorMappingType] = []
        for condition in conditions {
            guard let property = Self.properties.properties.first(where: { $0.name(sample) == condition.property }) else {
                throw IntentModelError("\(Self.self) declares no query property '\(condition.property)'")
            }
            guard let comparator = property.comparators.first(where: { $0.kind == condition.comparator }) else {
                throw IntentModelError("\(Self.self) declares no \(condition.comparator) comparator for '\(condition.property)'")
            }
            guard let result = comparator.map(condition.value) as? ComparatorMappingType else {
                throw IntentModelError("the \(condition.comparator) comparator of '\(condition.property)' does not accept \(type(of: condition.value)) or does not give \(ComparatorMappingType.self)")
            }
            mapped.append(result)
        }
        var sorts: [EntityQuerySort<Entity>] = []
        for sort in sortedBy {
            guard let option = Self.sortingOptions.options.first(where: { $0.name(sample) == sort.property }) else {
                throw IntentModelError("\(Self.self) cannot sort by '\(sort.property)'")
            }
            sorts.append(EntityQuerySort(by: option.keyPath as! PartialKeyPath<Entity>, order: sort.order))
        }
        return try await entities(matching: mapped, mode: mode, sortedBy: sorts, limit: limit)._allElements
    }
}

/// Whether every comparator must match, or any.
public enum ComparatorMode: Sendable {
    /// Every comparator must match.
    case and
    /// Any comparator may match.
    case or
}

/// A sort by one property.
public struct EntityQuerySort<Entity>: @unchecked Sendable {
    /// Ascending or descending.
    public enum Ordering: Sendable {
        /// Smallest first.
        case ascending
        /// Largest first.
        case descending
    }

    /// The property (`\SoupEntity.$name`).
    public var by: PartialKeyPath<Entity>
    /// The direction.
    public var order: Ordering

    /// Creates a sort.
    public init(by: PartialKeyPath<Entity>, order: Ordering) {
        self.by = by
        self.order = order
    }
}

/// The comparisons Shortcuts offers for a property.
public enum QueryComparatorKind: String, Sendable, CaseIterable {
    /// Equal to the value.
    case equalTo
    /// Not equal to the value.
    case notEqualTo
    /// Less than the value.
    case lessThan
    /// At most the value.
    case lessThanOrEqualTo
    /// Greater than the value.
    case greaterThan
    /// At least the value.
    case greaterThanOrEqualTo
    /// Contains the text.
    case contains
    /// Starts with the text.
    case hasPrefix
    /// Ends with the text.
    case hasSuffix
    /// Between two values.
    case isBetween
}

/// The comparable properties of a property query.
public struct QueryProperties: @unchecked Sendable {
    let properties: [AnyQueryProperty]

    /// Lists the properties.
    public init(@QueryPropertiesBuilder _ build: () -> [AnyQueryProperty]) {
        self.properties = build()
    }
}

/// A property with its comparators, type-erased for `QueryProperties`.
public struct AnyQueryProperty: @unchecked Sendable {
    let keyPath: AnyKeyPath
    let comparators: [AnyQueryComparator]
    let name: (Any) -> String?
}

/// One comparable property of an entity.
public struct EntityQueryProperty<Entity: AppEntity, Value: _IntentValue> {
    let keyPath: KeyPath<Entity, EntityProperty<Value>>
    let comparators: [AnyQueryComparator]

    /// The property and the comparisons it supports.
    public init(_ keyPath: KeyPath<Entity, EntityProperty<Value>>, @QueryComparatorsBuilder<Value> comparators: () -> [AnyQueryComparator]) {
        self.keyPath = keyPath
        self.comparators = comparators()
    }

    var erased: AnyQueryProperty {
        let keyPath = keyPath
        return AnyQueryProperty(keyPath: keyPath, comparators: comparators) { sample in
            (sample as? Entity).flatMap { EntitySample.propertyName(of: keyPath, in: $0) }
        }
    }
}

/// Builds `QueryProperties`.
@resultBuilder
public enum QueryPropertiesBuilder {
    /// Takes `EntityQueryProperty<Entity, Value>`, written in the block, as one of its parts.
    public static func buildExpression<Entity, Value>(_ property: EntityQueryProperty<Entity, Value>) -> [AnyQueryProperty] { [property.erased] }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ parts: [AnyQueryProperty]...) -> [AnyQueryProperty] { parts.flatMap { $0 } }
}

/// A comparator, type-erased: its kind and how it maps a value.
public struct AnyQueryComparator: @unchecked Sendable {
    let kind: QueryComparatorKind
    let map: (Any) -> Any?
}

/// Builds a property's comparators.
@resultBuilder
public enum QueryComparatorsBuilder<Value: _IntentValue> {
    /// Takes `QueryComparator<Value, Mapping>`, written in the block, as one of its parts.
    public static func buildExpression<Mapping>(_ comparator: QueryComparator<Value, Mapping>) -> [AnyQueryComparator] {
        [AnyQueryComparator(kind: comparator.kind) { ($0 as? Value).map(comparator.transform) }]
    }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ parts: [AnyQueryComparator]...) -> [AnyQueryComparator] { parts.flatMap { $0 } }
}

/// A comparison of a property with a value, and how the query maps it.
public struct QueryComparator<Value, Mapping> {
    let kind: QueryComparatorKind
    let transform: (Value) -> Mapping

    init(_ kind: QueryComparatorKind, _ transform: @escaping (Value) -> Mapping) {
        self.kind = kind
        self.transform = transform
    }
}

/// `property == value`.
public func EqualToComparator<Value, Mapping>(mappingTransform: @escaping (Value) -> Mapping) -> QueryComparator<Value, Mapping> { .init(.equalTo, mappingTransform) }
/// `property != value`.
public func NotEqualToComparator<Value, Mapping>(mappingTransform: @escaping (Value) -> Mapping) -> QueryComparator<Value, Mapping> { .init(.notEqualTo, mappingTransform) }
/// `property < value`.
public func LessThanComparator<Value, Mapping>(mappingTransform: @escaping (Value) -> Mapping) -> QueryComparator<Value, Mapping> { .init(.lessThan, mappingTransform) }
/// `property <= value`.
public func LessThanOrEqualToComparator<Value, Mapping>(mappingTransform: @escaping (Value) -> Mapping) -> QueryComparator<Value, Mapping> { .init(.lessThanOrEqualTo, mappingTransform) }
/// `property > value`.
public func GreaterThanComparator<Value, Mapping>(mappingTransform: @escaping (Value) -> Mapping) -> QueryComparator<Value, Mapping> { .init(.greaterThan, mappingTransform) }
/// `property >= value`.
public func GreaterThanOrEqualToComparator<Value, Mapping>(mappingTransform: @escaping (Value) -> Mapping) -> QueryComparator<Value, Mapping> { .init(.greaterThanOrEqualTo, mappingTransform) }
/// The property contains the text.
public func ContainsComparator<Value, Mapping>(mappingTransform: @escaping (Value) -> Mapping) -> QueryComparator<Value, Mapping> { .init(.contains, mappingTransform) }
/// The property starts with the text.
public func HasPrefixComparator<Value, Mapping>(mappingTransform: @escaping (Value) -> Mapping) -> QueryComparator<Value, Mapping> { .init(.hasPrefix, mappingTransform) }
/// The property ends with the text.
public func HasSuffixComparator<Value, Mapping>(mappingTransform: @escaping (Value) -> Mapping) -> QueryComparator<Value, Mapping> { .init(.hasSuffix, mappingTransform) }

/// The properties a property query can sort by.
public struct SortingOptions: @unchecked Sendable {
    let options: [AnySortableBy]

    /// Lists the sortable properties.
    public init(@SortingOptionsBuilder _ build: () -> [AnySortableBy]) {
        self.options = build()
    }
}

/// A sortable property: `SortableBy(\SoupEntity.$name)`.
public struct SortableBy<Entity: AppEntity, Value: _IntentValue> {
    let keyPath: KeyPath<Entity, EntityProperty<Value>>

    /// Creates a sorting option.
    public init(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
        self.keyPath = keyPath
    }
}

/// A sorting option, type-erased.
public struct AnySortableBy: @unchecked Sendable {
    let keyPath: AnyKeyPath
    let name: (Any) -> String?
}

/// Builds `SortingOptions`.
@resultBuilder
public enum SortingOptionsBuilder {
    /// Takes `SortableBy<Entity, Value>`, written in the block, as one of its parts.
    public static func buildExpression<Entity, Value>(_ option: SortableBy<Entity, Value>) -> [AnySortableBy] {
        let keyPath = option.keyPath
        return [AnySortableBy(keyPath: keyPath) { sample in (sample as? Entity).flatMap { EntitySample.propertyName(of: keyPath, in: $0) } }]
    }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ parts: [AnySortableBy]...) -> [AnySortableBy] { parts.flatMap { $0 } }
}
