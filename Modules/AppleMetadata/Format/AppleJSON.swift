/// A JSON value of Apple's compiled App Intents metadata (`extract.actionsdata`, `version.json`).
///
/// Objects keep their members in the order they were read or built; ``XcodeJSONWriter`` sorts them as
/// Xcode does when it writes. Two objects are equal when they hold the same keys with equal values, in any
/// order (JSON's meaning; the order is only kept so a pretty-printed file writes back as it was). Numbers keep the text they were written with, so integers of any size and
/// decimals survive a round trip unchanged. The enum is not `indirect`: arrays and objects hold their
/// children in arrays, so a value costs one inline payload, not a heap box.
public enum AppleJSON: Hashable, Sendable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// A number, as written (`0`, `14`, `-1.5e3`).
    case number(String)
    /// A string, escapes resolved.
    case string(String)
    /// An array.
    case array([AppleJSON])
    /// An object, its members in order (a key appears once; the reader refuses duplicates).
    case object([Member])

    /// One `"key": value` member of an object.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: AppleJSON

        /// Creates a member.
        public init(_ key: String, _ value: AppleJSON) {
            self.key = key
            self.value = value
        }
    }

    /// An integer.
    public static func integer(_ value: Int) -> AppleJSON { .number(String(value)) }

    /// An object built from `(key, value)` pairs, in that order.
    public static func object(_ pairs: KeyValuePairs<String, AppleJSON>) -> AppleJSON {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    /// The empty object `{}`.
    public static let emptyObject = AppleJSON.object([Member]())
    /// The empty array `[]`.
    public static let emptyArray = AppleJSON.array([])

    public static func == (lhs: AppleJSON, rhs: AppleJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(left), .bool(right)): return left == right
        case let (.number(left), .number(right)): return left == right
        case let (.string(left), .string(right)): return left == right
        case let (.array(left), .array(right)): return left == right
        case let (.object(left), .object(right)):
            guard left.count == right.count else { return false }
            // Usually in one order: pairs compare by position until the keys stop lining up.
            var index = 0
            while index < left.count, left[index].key == right[index].key {
                guard left[index].value == right[index].value else { return false }
                index += 1
            }
            guard index < left.count else { return true }
            let others = Dictionary(right[index...].map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for member in left[index...] {
                guard let other = others[member.key], other == member.value else { return false }
            }
            return true
        default:
            return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0 as UInt8)
        case .bool(let value):
            hasher.combine(1 as UInt8)
            hasher.combine(value)
        case .number(let text):
            hasher.combine(2 as UInt8)
            hasher.combine(text)
        case .string(let text):
            hasher.combine(3 as UInt8)
            hasher.combine(text)
        case .array(let elements):
            hasher.combine(4 as UInt8)
            hasher.combine(elements)
        case .object(let members):
            hasher.combine(5 as UInt8)
            hasher.combine(members.count)
            // Independent of the members' order, as equality is.
            var sum = 0
            for member in members {
                var memberHasher = Hasher()
                memberHasher.combine(member.key)
                memberHasher.combine(member.value)
                sum = sum &+ memberHasher.finalize()
            }
            hasher.combine(sum)
        }
    }

    /// The value of `key`, when this is an object that has it.
    public subscript(key: String) -> AppleJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members, when this is an object.
    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements, when this is an array.
    public var elements: [AppleJSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The text, when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value, when this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value, when this is a number written as an integer that fits `Int`.
    public var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    /// The name of the value's JSON type, as messages say it: `a string`, `an object`, ….
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Sets `key` to `value` in an object: replaces the member in place, or appends it. No effect on other values.
    public mutating func set(_ key: String, _ value: AppleJSON) {
        guard case .object(var members) = self else { return }
        self = .null
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key, value))
        }
        self = .object(members)
    }

    /// Removes `key` from an object.
    public mutating func remove(_ key: String) {
        guard case .object(var members) = self else { return }
        self = .null
        members.removeAll { $0.key == key }
        self = .object(members)
    }
}

/// One step of a path into an ``AppleJSON`` value: an object's key or an array's index.
public enum AppleJSONPathComponent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A member of an object.
    case key(String)
    /// An element of an array.
    case index(Int)

    public var description: String {
        switch self {
        case .key(let key): key
        case .index(let index): "[\(index)]"
        }
    }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let index = try? single.decode(Int.self) {
            self = .index(index)
        } else {
            self = .key(try single.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .key(let key): try single.encode(key)
        case .index(let index): try single.encode(index)
        }
    }
}

extension Array where Element == AppleJSONPathComponent {
    /// The path as messages write it: `actions.MoveTile.parameters[0].valueType`.
    public var dotted: String {
        var text = ""
        for component in self {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

extension AppleJSON {
    /// The value at `path`, if every step exists.
    public subscript(path path: [AppleJSONPathComponent]) -> AppleJSON? {
        var current = self
        for component in path {
            switch component {
            case .key(let key):
                guard let next = current[key] else { return nil }
                current = next
            case .index(let index):
                guard let elements = current.elements, elements.indices.contains(index) else { return nil }
                current = elements[index]
            }
        }
        return current
    }

    /// Replaces the value at `path` (`nil` removes an object member); returns whether the path led somewhere.
    ///
    /// The last step may name an object member that does not exist yet, which is added.
    @discardableResult
    public mutating func replace(at path: ArraySlice<AppleJSONPathComponent>, with value: AppleJSON?) -> Bool {
        guard let first = path.first else {
            guard let value else { return false }
            self = value
            return true
        }
        let rest = path.dropFirst()
        switch (first, self) {
        case (.key(let key), .object(var members)):
            self = .null
            defer { self = .object(members) }
            if let index = members.firstIndex(where: { $0.key == key }) {
                if rest.isEmpty, value == nil {
                    members.remove(at: index)
                    return true
                }
                return members[index].value.replace(at: rest, with: value)
            }
            guard rest.isEmpty, let value else { return false }
            members.append(Member(key, value))
            return true
        case (.index(let index), .array(var elements)):
            guard elements.indices.contains(index) else { return false }
            self = .null
            defer { self = .array(elements) }
            if rest.isEmpty, value == nil { return false }
            return elements[index].replace(at: rest, with: value)
        default:
            return false
        }
    }
}
