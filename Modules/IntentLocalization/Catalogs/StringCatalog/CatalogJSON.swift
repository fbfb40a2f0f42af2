import PositionedJSON

/// A String Catalog's JSON as an editable tree that keeps every object's member order.
///
/// ``xcodeText(trailingNewline:)`` writes it back the way Xcode writes catalogs.
///
/// Reading a catalog Xcode wrote and writing it back gives the same bytes (the corpus tests check every
/// catalog), so a tool that edits a catalog through it changes only what it edits.
public indirect enum CatalogJSON: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written.
    case number(String)
    /// A string, with its escapes resolved.
    case string(String)
    /// An array's elements, in order.
    case array([CatalogJSON])
    /// An object's members, in order.
    case object([Member])

    /// One `"key" : value` member.
    public struct Member: Hashable, Sendable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: CatalogJSON

        /// Creates a member named `key` holding `value`.
        public init(_ key: String, _ value: CatalogJSON) {
            self.key = key
            self.value = value
        }
    }

    /// The tree of a parsed document.
    public init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let text): self = .number(text)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(CatalogJSON.init))
        case .object(let object): self = .object(object.members.map { Member($0.key, CatalogJSON($0.value)) })
        }
    }

    /// The value of an object's last member named `key`.
    public subscript(key: String) -> CatalogJSON? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.last { $0.key == key }?.value
        }
        set {
            guard case .object(var members) = self else { return }
            if let index = members.lastIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(Member(key, newValue))
            }
            self = .object(members)
        }
    }

    /// The members of an object (empty for other values).
    public var members: [Member] {
        if case .object(let members) = self { members } else { [] }
    }

    /// The text of a string value.
    public var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }
}
