/// XML's character references: the five predefined entities and numeric references.
package enum XMLCharacterReference {
    /// The character `&name;` stands for (`lt`, `#x41`, `#65`…), or `nil` when XML defines no such reference.
    package static func scalar(named name: String) -> Unicode.Scalar? {
        switch name {
        case "lt": "<"
        case "gt": ">"
        case "amp": "&"
        case "quot": "\""
        case "apos": "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                nil
            }
        }
    }
}
