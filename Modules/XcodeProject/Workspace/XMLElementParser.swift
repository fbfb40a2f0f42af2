import IntentLocalization

/// An XML element with its attributes, child elements and the offset of its `<`.
struct XMLElement {
    var name: String
    var attributes: [String: String]
    var children: [XMLElement]
    var offset: Int
}

/// A small XML reader for workspace files: the declaration, comments, processing instructions, a
/// `DOCTYPE`, elements with quoted attributes and the predefined and numeric character references.
/// Text between elements is ignored. The first problem is thrown with its byte offset.
struct XMLElementParser {
    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The document's root element.
    static func parse(_ bytes: [UInt8]) throws(PlistSyntaxError) -> XMLElement {
        var parser = XMLElementParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        try parser.skipMisc()
        guard parser.index < bytes.count else { throw PlistSyntaxError(bytes.isEmpty ? "the file is empty" : "the file has no element", at: parser.index) }
        let root = try parser.parseElement(depth: 0)
        try parser.skipMisc()
        if parser.index < bytes.count { throw PlistSyntaxError("unexpected content after the root element </\(root.name)>", at: parser.index) }
        return root
    }

    private mutating func parseElement(depth: Int) throws(PlistSyntaxError) -> XMLElement {
        let start = index
        guard bytes[index] == 0x3C else { throw PlistSyntaxError("expected an element, found text", at: index) }
        if depth > 256 { throw PlistSyntaxError("elements nested deeper than 256 levels", at: start) }
        index += 1
        let name = readName()
        if name.isEmpty { throw PlistSyntaxError("expected an element name after '<'", at: start) }
        var attributes: [String: String] = [:]
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw PlistSyntaxError("unterminated <\(name)> tag", at: start) }
            if bytes[index] == 0x2F { // />
                guard index + 1 < bytes.count, bytes[index + 1] == 0x3E else { throw PlistSyntaxError("expected '>' after '/'", at: index) }
                index += 2
                return XMLElement(name: name, attributes: attributes, children: [], offset: start)
            }
            if bytes[index] == 0x3E { // >
                index += 1
                break
            }
            let attributeStart = index
            let attribute = readName()
            if attribute.isEmpty { throw PlistSyntaxError("expected an attribute name or '>' in <\(name)>", at: index) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == 0x3D else { throw PlistSyntaxError("expected '=' after the attribute \(attribute)", at: index) }
            index += 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
                throw PlistSyntaxError("expected a quoted value for the attribute \(attribute)", at: index)
            }
            let quote = bytes[index]
            let open = index
            index += 1
            var value: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == 0x3C { throw PlistSyntaxError("'<' in the value of the attribute \(attribute)", at: index) }
                if bytes[index] == 0x26 { try readReference(into: &value); continue }
                value.append(bytes[index])
                index += 1
            }
            guard index < bytes.count else { throw PlistSyntaxError("unterminated value of the attribute \(attribute)", at: open) }
            index += 1
            if attributes[attribute] != nil { throw PlistSyntaxError("the attribute \(attribute) is repeated", at: attributeStart) }
            attributes[attribute] = String(decoding: value, as: UTF8.self)
        }
        var children: [XMLElement] = []
        while true {
            try skipMisc(insideElement: true)
            guard index < bytes.count else { throw PlistSyntaxError("unterminated <\(name)>: it is never closed with </\(name)>", at: start) }
            if index + 1 < bytes.count, bytes[index] == 0x3C, bytes[index + 1] == 0x2F {
                let closeStart = index
                index += 2
                let closing = readName()
                skipWhitespace()
                guard closing == name, index < bytes.count, bytes[index] == 0x3E else {
                    throw PlistSyntaxError("expected </\(name)>, found </\(closing)", at: closeStart)
                }
                index += 1
                return XMLElement(name: name, attributes: attributes, children: children, offset: start)
            }
            children.append(try parseElement(depth: depth + 1))
        }
    }

    private mutating func readReference(into output: inout [UInt8]) throws(PlistSyntaxError) {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start < 12, bytes[end] != 0x3B { end += 1 }
        guard end < bytes.count, bytes[end] == 0x3B else { throw PlistSyntaxError("'&' must start a reference such as &amp;", at: start) }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        guard let scalar = XMLCharacterReference.scalar(named: name) else { throw PlistSyntaxError("&\(name); is not a character reference XML defines", at: start) }
        UTF8.encode(scalar) { output.append($0) }
        index = end + 1
    }

    /// Skips whitespace, comments, processing instructions and a DOCTYPE (and text, inside an element).
    private mutating func skipMisc(insideElement: Bool = false) throws(PlistSyntaxError) {
        while index < bytes.count {
            if bytes[index] != 0x3C {
                if Self.isWhitespace(bytes[index]) || insideElement { index += 1; continue }
                throw PlistSyntaxError("unexpected text outside the root element", at: index)
            }
            if matches("<!--") {
                let open = index
                guard let end = find("-->", from: index + 4) else { throw PlistSyntaxError("unterminated comment", at: open) }
                index = end + 3
            } else if matches("<?") {
                let open = index
                guard let end = find("?>", from: index + 2) else { throw PlistSyntaxError("unterminated processing instruction", at: open) }
                index = end + 2
            } else if matches("<!") {
                let open = index
                guard let end = find(">", from: index + 2) else { throw PlistSyntaxError("unterminated declaration", at: open) }
                index = end + 1
            } else {
                return
            }
        }
    }

    private func matches(_ literal: String) -> Bool {
        var position = index
        for byte in literal.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private func find(_ literal: String, from start: Int) -> Int? {
        let needle = Array(literal.utf8)
        var position = start
        while position + needle.count <= bytes.count {
            if bytes[position] == needle[0], Array(bytes[position..<(position + needle.count)]) == needle { return position }
            position += 1
        }
        return nil
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x5F, 0x2D, 0x2E, 0x3A: true
        default: byte >= 0x80
        }
    }
}
