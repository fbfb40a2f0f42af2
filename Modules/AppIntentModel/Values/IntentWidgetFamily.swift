import IntentMetadata

/// A widget family, as parameter sizes and summaries name it (iOS 17).
public enum IntentWidgetFamily: String, CaseIterable, Hashable, Sendable, _IntentValue {
    /// The small home-screen widget.
    case systemSmall
    /// The medium home-screen widget.
    case systemMedium
    /// The large home-screen widget.
    case systemLarge
    /// The extra-large widget (iPad).
    case systemExtraLarge
    /// The extra-large portrait widget (visionOS).
    case systemExtraLargePortrait
    /// The circular accessory widget (Lock Screen, watch face).
    case accessoryCircular
    /// The corner accessory widget (watch face).
    case accessoryCorner
    /// The inline accessory widget, one line of text.
    case accessoryInline
    /// The rectangular accessory widget (Lock Screen, watch face).
    case accessoryRectangular

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
