/// A reference to a localizable string: a key in a strings table, with a default value and a comment.
///
/// This is the data form of Apple's `LocalizedStringResource`: what the metadata
/// document stores for every title, description, dialog and summary. Resolving it
/// against an app's catalogs is IntentLocalization's job.
///
/// In JSON a resource with only a key is written as a plain string
/// (`"title": "Order Soup"`); otherwise as an object
/// (`{"key": "order.title", "defaultValue": "Order Soup", "table": "Intents"}`).
public struct LocalizedStringResource: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key looked up in the table.
    public var key: String
    /// The text used when no table has the key; `nil` means the key itself.
    public var defaultValue: String?
    /// The table (strings file stem) to look in; `nil` means `Localizable`.
    public var table: String?
    /// A comment for translators.
    public var comment: String?

    /// Creates a resource.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: String? = nil) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.comment = comment
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text shown when nothing is localized: the default value, or else the key.
    public var fallbackText: String { defaultValue ?? key }

    public var description: String { fallbackText }

    private enum CodingKeys: String, CodingKey {
        case key, defaultValue, table, comment
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let key = try? single.decode(String.self) {
            self.init(key)
            return
        }
        let container: KeyedDecodingContainer<CodingKeys>
        do {
            container = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw DecodingError.typeMismatch(LocalizedStringResource.self, .init(
                codingPath: decoder.codingPath,
                debugDescription: "expected a string, or an object with a 'key'"
            ))
        }
        self.init(
            try container.decode(String.self, forKey: .key),
            defaultValue: try container.decodeIfPresent(String.self, forKey: .defaultValue),
            table: try container.decodeIfPresent(String.self, forKey: .table),
            comment: try container.decodeIfPresent(String.self, forKey: .comment)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        if defaultValue == nil, table == nil, comment == nil {
            var single = encoder.singleValueContainer()
            try single.encode(key)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
        try container.encodeIfPresent(table, forKey: .table)
        try container.encodeIfPresent(comment, forKey: .comment)
    }
}
