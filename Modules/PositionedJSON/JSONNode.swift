/// A JSON value with the byte offset where it starts in its document.
///
/// Objects keep their members in document order, duplicates included, so a
/// checker can report a key that appears twice; lookups by key find the last
/// occurrence, as most JSON readers do.
public struct JSONNode: Sendable {
    /// The value.
    public var value: Value
    /// The byte offset of the value's first character in its document.
    public var offset: Int

    /// Creates a node.
    public init(_ value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// A JSON value.
    public enum Value: Sendable {
        /// `null`
        case null
        /// `true` or `false`
        case bool(Bool)
        /// A number, kept as written so integers and decimals stay exact.
        case number(String)
        /// A string, with escapes resolved.
        case string(String)
        /// An array.
        case array([JSONNode])
        /// An object.
        case object(JSONObject)
    }

    /// The name of the value's JSON type, as messages say it: `a string`, `an object`, ….
    public var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// The members of a JSON object, in document order.
public struct JSONObject: Sendable {
    /// One `"key": value` pair.
    public struct Member: Sendable {
        /// The key, with escapes resolved.
        public var key: String
        /// The byte offset of the key's opening quote.
        public var keyOffset: Int
        /// The value.
        public var value: JSONNode
    }

    /// Every member, in document order, duplicates included.
    public private(set) var members: [Member] = []
    /// A number unique to this object within its document.
    public let id: Int
    /// Key → index of its last member, built only for large objects (small ones are scanned).
    private var lastIndex: [String: Int]?

    /// Objects with more members than this get a hash index; smaller ones are searched linearly.
    private static let indexThreshold = 16

    init(id: Int) {
        self.id = id
    }

    mutating func append(_ member: Member) {
        members.append(member)
    }

    /// Builds the index of a large object once all its members are in.
    mutating func finish() {
        guard members.count > Self.indexThreshold else { return }
        var index: [String: Int] = [:]
        index.reserveCapacity(members.count)
        for (position, member) in members.enumerated() { index[member.key] = position }
        lastIndex = index
    }

    private func lastPosition(of key: String) -> Int? {
        if let lastIndex { return lastIndex[key] }
        var position = members.count - 1
        while position >= 0 {
            if members[position].key == key { return position }
            position -= 1
        }
        return nil
    }

    /// The value of the last member named `key`.
    public subscript(key: String) -> JSONNode? {
        lastPosition(of: key).map { members[$0].value }
    }

    /// The last member named `key`.
    public func member(_ key: String) -> Member? {
        lastPosition(of: key).map { members[$0] }
    }

    /// Whether some key appears more than once.
    public var hasDuplicateKeys: Bool {
        if let lastIndex { return lastIndex.count != members.count }
        for i in members.indices {
            for j in members.indices where j > i && members[i].key == members[j].key { return true }
        }
        return false
    }

    /// Whether the object has a member named `key`.
    public func contains(_ key: String) -> Bool { lastPosition(of: key) != nil }

    /// The distinct keys, in order of first appearance.
    public var keys: [String] {
        var seen = Set<String>()
        return members.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }
}
