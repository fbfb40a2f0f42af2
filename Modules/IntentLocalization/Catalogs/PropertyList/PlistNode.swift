/// A value of an XML property list with the byte offset where its element starts.
///
/// Dictionaries keep their members in document order, duplicates included, so a checker can
/// report a key that appears twice (Apple's readers silently keep the last one).
package struct PlistNode: Sendable {
    package enum Value: Sendable {
        case string(String)
        case integer(String)
        case real(String)
        case bool(Bool)
        case date(String)
        case data(String)
        case array([PlistNode])
        case dictionary([Member])
    }

    package struct Member: Sendable {
        package var key: String
        /// The offset of the `<key>` element.
        package var keyOffset: Int
        package var value: PlistNode
    }

    package var value: Value
    package var offset: Int

    package init(value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }

    package var kindDescription: String {
        switch value {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    /// The last member named `key` of a dictionary.
    package subscript(key: String) -> PlistNode? {
        guard case .dictionary(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    package var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }
}
