/// How many values an array parameter takes (Apple's `IntentCollectionSize`).
///
/// JSON: `{"exactly": 3}` or `{"min": 1, "max": 3}` (either bound may be left out).
public struct CollectionSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The fewest values, if bounded.
    public var min: Int?
    /// The most values, if bounded.
    public var max: Int?

    /// A size between `min` and `max`.
    public init(min: Int? = nil, max: Int? = nil) {
        self.min = min
        self.max = max
    }

    /// A size of exactly `count` values.
    public init(exactly count: Int) {
        self.init(min: count, max: count)
    }

    /// Whether `count` values fit.
    public func allows(_ count: Int) -> Bool {
        (min.map { count >= $0 } ?? true) && (max.map { count <= $0 } ?? true)
    }

    private enum CodingKeys: String, CodingKey {
        case exactly, min, max
    }

    public init(from decoder: any Decoder) throws {
        let container: KeyedDecodingContainer<CodingKeys>
        do {
            container = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw DecodingError.typeMismatch(CollectionSize.self, .init(
                codingPath: decoder.codingPath,
                debugDescription: #"a collection size is an object, {"exactly": n} or {"min": a, "max": b}"#
            ))
        }
        if let exactly = try container.decodeIfPresent(Int.self, forKey: .exactly) {
            if container.contains(.min) || container.contains(.max) {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a collection size has either 'exactly' or 'min'/'max', not both"
                ))
            }
            self.init(exactly: exactly)
        } else {
            self.init(
                min: try container.decodeIfPresent(Int.self, forKey: .min),
                max: try container.decodeIfPresent(Int.self, forKey: .max)
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let min, min == max {
            try container.encode(min, forKey: .exactly)
        } else {
            try container.encodeIfPresent(min, forKey: .min)
            try container.encodeIfPresent(max, forKey: .max)
        }
    }

    /// `3`, `1...3`, `1...` or `...3`.
    public var description: String {
        switch (min, max) {
        case let (lower?, upper?) where lower == upper: "\(lower)"
        case let (lower?, upper?): "\(lower)...\(upper)"
        case let (lower?, nil): "\(lower)..."
        case let (nil, upper?): "...\(upper)"
        case (nil, nil): "any"
        }
    }
}
