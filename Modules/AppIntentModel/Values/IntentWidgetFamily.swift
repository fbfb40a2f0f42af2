import IntentMetadata

/// A widget family, as parameter sizes and summaries name it (iOS 17).
public enum IntentWidgetFamily: String, CaseIterable, Hashable, Sendable, _IntentValue {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryCorner, accessoryInline, accessoryRectangular

    /// The metadata document's family.
    public var widgetFamily: WidgetFamily { WidgetFamily(rawValue: rawValue)! }

    /// The family with the metadata document's name.
    public init(_ family: WidgetFamily) {
        self = IntentWidgetFamily(rawValue: family.rawValue)!
    }

    public static var _metadataType: _ReflectedValueType { .init(type: .primitive(.string)) }
    public var _metadataValue: MetadataValue? { .string(rawValue) }
}

/// How many elements an array parameter holds: exactly some, or between a minimum and a maximum.
public struct IntentCollectionSize: Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The smallest count.
    public let min: Int
    /// The largest count.
    public let max: Int

    /// Exactly `count` elements.
    public init(exactly count: Int) {
        self.init(min: count, max: count)
    }

    /// Between `min` and `max` elements.
    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }

    /// Exactly this many elements.
    public init(integerLiteral value: Int) {
        self.init(exactly: value)
    }

    var definition: CollectionSize { CollectionSize(min: min, max: max) }
}
