import Foundation

/// Reads the XML form of Apple property lists over UTF-8 bytes, keeping the offset of every element.
///
/// It understands what property lists use: the XML declaration, `DOCTYPE`, comments, processing
/// instructions, CDATA sections, the predefined and numeric character references, and the
/// elements `plist dict key string array integer real true false date data`. Anything else is a
/// ``Failure`` with the offset where it was found; the parser never traps.
package struct PlistXMLParser {
    package struct Failure: Error {
        package var message: String
        package var offset: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// Keys longer than a small string, each kept once: a definition repeats `INIntentParameterName` and its
    /// kin in every intent, and a shared key costs a reference instead of a copy. At most `internLimit` are kept.
    private var internedKeys: [String: String] = [:]
    private static let internLimit = 4096

    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let instructionOpen = Array("<?".utf8)
    private static let instructionClose = Array("?>".utf8)
    private static let doctypeOpen = Array("<!DOCTYPE".utf8)

    /// Whether `literal` stands at `position`, without making a slice.
    private func matches(_ literal: [UInt8], at position: Int) -> Bool {
        guard position + literal.count <= bytes.count else { return false }
        for offset in 0..<literal.count where bytes[position + offset] != literal[offset] { return false }
        return true
    }

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The XML form of a binary property list, converted through Foundation (so it has no useful lines), or `nil` when the bytes are not one.
    package static func xmlBytes(convertingBinary bytes: [UInt8]) -> [UInt8]? {
        guard let object = BinaryPropertyList.object(from: bytes),
              let data = try? PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        else { return nil }
        return [UInt8](data)
    }

    /// Where content follows the closing `</plist>` (or the value, when the document has no `<plist>`), when `parse(ignoringTrailingContent: true)` found some.
    package private(set) var trailingContent: Int?

    /// Parses the document and returns the single value inside `<plist>`. What follows `</plist>` is an error, or, with
    /// `ignoringTrailingContent`, ignored as CoreFoundation ignores it and its offset kept in ``trailingContent``.
    package mutating func parse(ignoringTrailingContent: Bool = false) throws(Failure) -> PlistNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipMisc()
        let start = index
        guard let tag = try readTag(), !tag.isClosing, tag.name == "plist" || Self.valueNames.contains(tag.name) else {
            throw Failure(message: "expected a <plist> element", offset: index)
        }
        let root: PlistNode
        if tag.name == "plist" {
            if tag.isEmpty { throw Failure(message: "the <plist> element is empty", offset: tag.offset) }
            try skipMisc()
            root = try parseValue()
            try skipMisc()
            try expectClosing("plist")
        } else {
            // CoreFoundation reads a value without the <plist> around it as the document's value.
            index = start
            root = try parseValue()
        }
        try skipMisc()
        if index < bytes.count {
            guard ignoringTrailingContent else { throw Failure(message: "unexpected content after </plist>", offset: index) }
            trailingContent = index
        }
        return root
    }

    // MARK: Values

    private mutating func parseValue() throws(Failure) -> PlistNode {
        guard let tag = try readTag() else { throw Failure(message: "expected a value element", offset: index) }
        if tag.isClosing { throw Failure(message: "unexpected </\(tag.name)>, expected a value", offset: tag.offset) }
        switch tag.name {
        case "dict":
            return PlistNode(value: .dictionary(tag.isEmpty ? [] : try parseDictionaryBody()), offset: tag.offset)
        case "array":
            return PlistNode(value: .array(tag.isEmpty ? [] : try parseArrayBody()), offset: tag.offset)
        case "true", "false":
            if !tag.isEmpty { try expectClosing(tag.name) }
            return PlistNode(value: .bool(tag.name == "true"), offset: tag.offset)
        case "string", "integer", "real", "date", "data":
            let text = tag.isEmpty ? "" : try readText(until: tag.name)
            let value: PlistNode.Value = switch tag.name {
            case "string": .string(text)
            case "integer": .integer(text.trimmingWhitespace())
            case "real": .real(text.trimmingWhitespace())
            case "date": .date(text.trimmingWhitespace())
            default: .data(text)
            }
            return PlistNode(value: value, offset: tag.offset)
        case "key":
            throw Failure(message: "a <key> outside a <dict>", offset: tag.offset)
        default:
            throw Failure(message: "<\(tag.name)> is not a property list element", offset: tag.offset)
        }
    }

    private mutating func parseDictionaryBody() throws(Failure) -> [PlistNode.Member] {
        try enter()
        defer { depth -= 1 }
        var members: [PlistNode.Member] = []
        while true {
            try skipMisc()
            guard let tag = try readTag() else { throw Failure(message: "unterminated <dict>", offset: index) }
            if tag.isClosing {
                guard tag.name == "dict" else { throw Failure(message: "expected </dict>, found </\(tag.name)>", offset: tag.offset) }
                return members
            }
            guard tag.name == "key" else {
                throw Failure(message: "expected a <key> in a <dict>, found <\(tag.name)>", offset: tag.offset)
            }
            let key = tag.isEmpty ? "" : intern(try readText(until: "key"))
            try skipMisc()
            if index < bytes.count, bytes[index] == 0x3C, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                throw Failure(message: "the key \"\(key)\" has no value", offset: index)
            }
            let value = try parseValue()
            members.append(.init(key: key, keyOffset: tag.offset, value: value))
        }
    }

    /// The stored copy of `key` when there is one; else `key`, stored if it needs the heap and there is room.
    private mutating func intern(_ key: String) -> String {
        guard key.utf8.count > 15 else { return key }
        // Strings compare by canonical equivalence: only the same bytes share (a key spelled NFD stays NFD).
        if let known = internedKeys[key] { return known.utf8.elementsEqual(key.utf8) ? known : key }
        if internedKeys.count < Self.internLimit { internedKeys[key] = key }
        return key
    }

    private mutating func parseArrayBody() throws(Failure) -> [PlistNode] {
        try enter()
        defer { depth -= 1 }
        var elements: [PlistNode] = []
        while true {
            try skipMisc()
            if index + 1 < bytes.count, bytes[index] == 0x3C, bytes[index + 1] == 0x2F {
                try expectClosing("array")
                return elements
            }
            guard index < bytes.count else { throw Failure(message: "unterminated <array>", offset: index) }
            elements.append(try parseValue())
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > 512 { throw Failure(message: "nesting deeper than 512 levels", offset: index) }
    }

    // MARK: Tags and text

    /// The elements that are values.
    private static let valueNames: Set<String> = ["dict", "array", "string", "integer", "real", "true", "false", "date", "data"]

    private struct Tag {
        var name: String
        var offset: Int
        var isClosing: Bool
        var isEmpty: Bool
    }

    /// Reads `<name …>`, `</name>` or `<name/>`; `nil` at the end of input.
    private mutating func readTag() throws(Failure) -> Tag? {
        guard index < bytes.count else { return nil }
        guard bytes[index] == 0x3C else {
            throw Failure(message: "unexpected text outside an element", offset: index)
        }
        let start = index
        index += 1
        let closing = index < bytes.count && bytes[index] == 0x2F
        if closing { index += 1 }
        let nameStart = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        if name.isEmpty { throw Failure(message: "expected an element name after '<'", offset: start) }
        // The name ends at white space, '>' or "/>", as CoreFoundation reads it: `<dict//>` is a tag named "dict/".
        if index < bytes.count {
            let next = bytes[index]
            let ends = next == 0x3E || next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D
                || (next == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x3E)
            if !ends { throw Failure(message: "unknown tag <\(name)\(String(decoding: [next], as: UTF8.self))…>", offset: start) }
        }
        // Attributes (such as version="1.0") are skipped; quoted values may contain '>'.
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x3E {
                break
            }
            index += 1
        }
        guard index < bytes.count else { throw Failure(message: "unterminated <\(name)> tag", offset: start) }
        let empty = !closing && index > start && bytes[index - 1] == 0x2F
        index += 1
        return Tag(name: name, offset: start, isClosing: closing, isEmpty: empty)
    }

    private mutating func expectClosing(_ name: String) throws(Failure) {
        let at = index
        guard let tag = try readTag(), tag.isClosing, tag.name == name else {
            throw Failure(message: "expected </\(name)>", offset: at)
        }
    }

    /// Reads character data up to `</name>`, resolving references and CDATA sections.
    private mutating func readText(until name: String) throws(Failure) -> String {
        // Fast path: plain text up to the closing tag, made into a string without a copy.
        let start = index
        while index < bytes.count, bytes[index] != 0x3C, bytes[index] != 0x26 { index += 1 }
        if index + 1 < bytes.count, bytes[index] == 0x3C, bytes[index + 1] == 0x2F {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            try expectClosing(name)
            return text
        }
        index = start
        var output: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3C {
                if matches(Self.cdataOpen, at: index) {
                    let start = index
                    index += 9
                    while index + 2 < bytes.count, !(bytes[index] == 0x5D && bytes[index + 1] == 0x5D && bytes[index + 2] == 0x3E) {
                        output.append(bytes[index])
                        index += 1
                    }
                    guard index + 2 < bytes.count else { throw Failure(message: "unterminated CDATA section", offset: start) }
                    index += 3
                    continue
                }
                if matches(Self.commentOpen, at: index) {
                    try skipComment()
                    continue
                }
                try expectClosing(name)
                return String(decoding: output, as: UTF8.self)
            }
            if byte == 0x26 {  // &
                try readReference(into: &output)
                continue
            }
            let runStart = index
            while index < bytes.count, bytes[index] != 0x3C, bytes[index] != 0x26 { index += 1 }
            output.append(contentsOf: bytes[runStart..<index])
        }
        throw Failure(message: "unterminated <\(name)>", offset: index)
    }

    private mutating func readReference(into output: inout [UInt8]) throws(Failure) {
        let start = index
        guard let end = bytes[index...].prefix(12).firstIndex(of: 0x3B) else {
            throw Failure(message: "'&' must start a character reference such as &amp;", offset: start)
        }
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        index = end + 1
        guard let scalar = XMLCharacterReference.scalar(named: name) else { throw Failure(message: "unknown character reference '&\(name);'", offset: start) }
        UTF8.encode(scalar) { output.append($0) }
    }

    /// Skips white space, comments, the XML declaration, processing instructions and DOCTYPE.
    private mutating func skipMisc() throws(Failure) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case 0x3C where matches(Self.commentOpen, at: index):
                try skipComment()
            case 0x3C where matches(Self.instructionOpen, at: index):
                try skip(past: Self.instructionClose, what: "processing instruction")
            case 0x3C where matches(Self.doctypeOpen, at: index):
                try skip(past: [0x3E], what: "DOCTYPE")
            default:
                return
            }
        }
    }

    private mutating func skipComment() throws(Failure) {
        try skip(past: Self.commentClose, what: "comment")
    }

    private mutating func skip(past terminator: [UInt8], what: String) throws(Failure) {
        let start = index
        while index < bytes.count {
            if matches(terminator, at: index) {
                index += terminator.count
                return
            }
            index += 1
        }
        throw Failure(message: "unterminated \(what)", offset: start)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == 0x2D || byte == 0x5F || byte == 0x3A || byte == 0x2E
    }
}

extension String {
    /// The string without leading and trailing ASCII white space.
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
