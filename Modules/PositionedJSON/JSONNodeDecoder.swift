/// Decodes `Decodable` values from a ``JSONNode`` tree, so errors can be mapped back to lines and columns.
///
/// Errors are the standard `DecodingError`s, with messages written for people
/// (`expected a string, found a number`). Their coding path leads to the node at
/// fault through ``JSONNode/descendant(at:)-([CodingKey])``. With a ``KeyUsage`` the decoder
/// remembers which object keys were read, so a caller can report keys nobody
/// asked for (usually typos).
public struct JSONNodeDecoder {
    /// Values passed to every `init(from:)` through `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// Creates a decoder.
    public init() {}

    /// Decodes a `T` from `node`, recording the keys it reads in `usage`.
    public func decode<T: Decodable>(_ type: T.Type, from node: JSONNode, usage: KeyUsage? = nil) throws -> T {
        try T(from: NodeDecoder(node: node, codingPath: [], userInfo: userInfo, usage: usage))
    }
}

/// The object keys a decoder asked for, to find the ones nobody asked for.
///
/// A key counts as asked for when a decoder decoded it or checked whether it is
/// present (`decodeIfPresent` does both), so the keys asked for of an object are
/// the keys its type knows.
public final class KeyUsage {
    /// Keys asked for, by object id (ids are small and dense within a document, so an array beats a dictionary).
    private var asked: [[String]?] = []

    /// Creates an empty record.
    public init() {}

    func opened(_ object: JSONObject) {
        ensureSlot(object.id)
        if asked[object.id] == nil { asked[object.id] = [] }
    }

    func asked(_ key: String, in object: JSONObject) {
        ensureSlot(object.id)
        if asked[object.id] == nil { asked[object.id] = [key] } else { asked[object.id]!.append(key) }
    }

    private func ensureSlot(_ id: Int) {
        if id >= asked.count { asked.append(contentsOf: repeatElement(nil, count: id - asked.count + 1)) }
    }

    /// Members of objects under `node` whose key nobody asked for, each with the keys that were asked for beside it.
    ///
    /// Only objects a decoder opened as keyed containers are looked at. The keys asked for in the same object are
    /// what a "did you mean" suggestion picks from.
    public func unusedMembers(under node: JSONNode) -> [(member: JSONObject.Member, knownKeys: Set<String>)] {
        var found: [(JSONObject.Member, Set<String>)] = []
        collect(node, into: &found)
        return found
    }

    private func collect(_ node: JSONNode, into found: inout [(JSONObject.Member, Set<String>)]) {
        switch node.value {
        case .object(let object):
            if object.id < asked.count, let list = asked[object.id] {
                // Asked-for lists are short: scan them, and build a set only to report.
                for member in object.members where !list.contains(member.key) {
                    found.append((member, Set(list)))
                }
            }
            for member in object.members { collect(member.value, into: &found) }
        case .array(let elements):
            for element in elements { collect(element, into: &found) }
        default:
            break
        }
    }
}

/// One step of a path into a JSON document: an object key or an array index.
public enum JSONPathComponent: Hashable, Sendable, CustomStringConvertible {
    /// A member of an object.
    case key(String)
    /// An element of an array.
    case index(Int)

    /// The step for a coding key: its integer value if it has one, else its string value.
    public init(_ key: any CodingKey) {
        self = key.intValue.map(JSONPathComponent.index) ?? .key(key.stringValue)
    }

    public var description: String {
        switch self {
        case .key(let key): key
        case .index(let index): "[\(index)]"
        }
    }
}

extension Array where Element == JSONPathComponent {
    /// The path as people read it: `intents[0].parameters[2].type`.
    public var dottedDescription: String {
        var text = ""
        for component in self {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index: text += component.description
            }
        }
        return text
    }
}

extension JSONNode {
    /// The node a path leads to, or the deepest node on the way that exists.
    public func descendant(at path: [JSONPathComponent]) -> JSONNode {
        var node = self
        for component in path {
            switch (node.value, component) {
            case let (.object(object), .key(key)):
                guard let child = object[key] else { return node }
                node = child
            case let (.array(elements), .index(index)):
                guard elements.indices.contains(index) else { return node }
                node = elements[index]
            default:
                return node
            }
        }
        return node
    }

    /// The node a coding path leads to, or the deepest node on the way that exists.
    public func descendant(at codingPath: [any CodingKey]) -> JSONNode {
        descendant(at: codingPath.map(JSONPathComponent.init))
    }
}

/// A coding key for array positions and arbitrary object keys.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// A coding path kept as a chain to the parent, so decoding a child costs one small allocation
/// instead of copying the whole path; the array form is built only when asked for (in errors).
private final class PathLink {
    let key: any CodingKey
    let parent: PathLink?

    init(_ key: any CodingKey, parent: PathLink?) {
        self.key = key
        self.parent = parent
    }

    var path: [any CodingKey] {
        var keys: [any CodingKey] = []
        var link: PathLink? = self
        while let current = link {
            keys.append(current.key)
            link = current.parent
        }
        return keys.reversed()
    }
}

private struct NodeDecoder: Decoder, SingleValueDecodingContainer {
    let node: JSONNode
    private let link: PathLink?
    let userInfo: [CodingUserInfoKey: Any]
    let usage: KeyUsage?

    var codingPath: [any CodingKey] { link?.path ?? [] }

    init(node: JSONNode, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable], usage: KeyUsage?) {
        self.node = node
        var link: PathLink?
        for key in codingPath { link = PathLink(key, parent: link) }
        self.link = link
        self.userInfo = userInfo
        self.usage = usage
    }

    private init(node: JSONNode, link: PathLink?, userInfo: [CodingUserInfoKey: Any], usage: KeyUsage?) {
        self.node = node
        self.link = link
        self.userInfo = userInfo
        self.usage = usage
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = node.value else { throw mismatch(expected: "an object") }
        usage?.opened(object)
        return KeyedDecodingContainer(KeyedNodeContainer<Key>(object: object, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = node.value else { throw mismatch(expected: "an array") }
        return UnkeyedNodeContainer(elements: elements, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func child(_ node: JSONNode, key: any CodingKey) -> NodeDecoder {
        NodeDecoder(node: node, link: PathLink(key, parent: link), userInfo: userInfo, usage: usage)
    }

    func mismatch(expected: String) -> DecodingError {
        DecodingError.typeMismatch(
            Any.self,
            .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(node.kindDescription)")
        )
    }

    // MARK: Single values

    func decodeNil() -> Bool {
        if case .null = node.value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let value) = node.value else { throw mismatch(expected: "true or false") }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let value) = node.value else { throw mismatch(expected: "a string") }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let text) = node.value, let value = Double(text) else { throw mismatch(expected: "a number") }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode<T: BinaryInteger & LosslessStringConvertible>(integer type: T.Type) throws -> T {
        guard case .number(let text) = node.value else { throw mismatch(expected: "an integer") }
        guard let value = T(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "expected an integer, found \(text)")
            )
        }
        return value
    }

    func decode(_ type: Int.Type) throws -> Int { try decode(integer: Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decode(integer: Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decode(integer: Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decode(integer: Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decode(integer: Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try decode(integer: UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(integer: UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(integer: UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(integer: UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(integer: UInt64.self) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let decoder: NodeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        decoder.usage?.asked(key.stringValue, in: object)
        return object.contains(key.stringValue)
    }

    private func child(_ key: Key) throws -> NodeDecoder {
        guard let node = object[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                .init(codingPath: codingPath, debugDescription: "missing required key '\(key.stringValue)'")
            )
        }
        decoder.usage?.asked(key.stringValue, in: object)
        return decoder.child(node, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: child(key)) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

private struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
    let elements: [JSONNode]
    let decoder: NodeDecoder
    var currentIndex = 0

    init(elements: [JSONNode], decoder: NodeDecoder) {
        self.elements = elements
        self.decoder = decoder
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> NodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self,
                .init(codingPath: codingPath, debugDescription: "the array has too few elements")
            )
        }
        let child = decoder.child(elements[currentIndex], key: AnyCodingKey(intValue: currentIndex))
        currentIndex += 1
        return child
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { return false }
        if case .null = elements[currentIndex].value {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next() }
}
