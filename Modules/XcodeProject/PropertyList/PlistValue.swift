/// A value of a project file's property list, with the byte offset where it starts.
///
/// Both forms Xcode reads (OpenStep text and XML) become this one tree. Dictionaries keep their
/// members in file order; a key written twice keeps its last value, as every Apple reader does.
struct PlistValue: Sendable {
    enum Kind: Sendable {
        case string(String)
        case data([UInt8])
        case array([PlistValue])
        case dictionary(PlistDictionary)
    }

    var kind: Kind
    /// The offset of the value's first byte in the decoded UTF-8 text.
    var offset: Int

    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    var array: [PlistValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    var dictionary: PlistDictionary? {
        if case .dictionary(let members) = kind { return members }
        return nil
    }

    /// "a string", "an array", … for messages.
    var kindDescription: String {
        switch kind {
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// The members of a property list dictionary in file order.
struct PlistDictionary: Sendable {
    struct Member: Sendable {
        var key: String
        var keyOffset: Int
        var value: PlistValue
    }

    var members: [Member]

    /// The value of the last member named `key`. Object dictionaries are small, so a scan is fastest.
    subscript(key: String) -> PlistValue? {
        var index = members.count - 1
        while index >= 0 {
            if members[index].key == key { return members[index].value }
            index -= 1
        }
        return nil
    }

    /// The member named `key` (the last one), with its key's position.
    func member(_ key: String) -> Member? {
        members.last { $0.key == key }
    }
}
