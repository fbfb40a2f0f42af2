import PositionedJSON

/// A String Catalog whose text is exactly what Xcode writes, read only as far as editing its entries needs.
///
/// Syncing a catalog with its code changes a handful of entries; rebuilding the whole tree to write it back costs
/// seconds on a 60 MB catalog. When the file is already in Xcode's layout (it is its own
/// ``CatalogJSON/xcodeText(trailingNewline:)``), every entry left alone can keep its bytes. The reader accepts that
/// layout only — any other text, valid JSON or not, gives `nil` and the caller takes the general path — so a file
/// written by ``text(entries:)`` is byte for byte what writing the whole edited tree would give.
public struct XcodeCatalogText: Sendable {
    /// One member of the catalog's `strings` object.
    public struct Entry: Sendable {
        /// The key.
        public let key: String
        /// The byte offset of the key's opening quote.
        public let keyOffset: Int
        /// The 1-based line of the key (its column is 5: Xcode indents keys by four spaces).
        public let line: Int
        /// The entry's `extractionState`, when it is a string.
        public let extractionState: String?
        /// The entry's `comment`, when it is a string.
        public let comment: String?
        /// Where the entry's key, quotes included, is in the file.
        let keyRange: Range<Int>
        /// Where the entry's value is in the file.
        let valueRange: Range<Int>
        /// The members of an entry that is an object, in file order (`nil` for any other value).
        let members: [Member]?
    }

    /// One member of an entry: its key, and where its key and value are in the file.
    struct Member: Sendable {
        let key: String
        let keyRange: Range<Int>
        let valueRange: Range<Int>
    }

    /// What to write for one member of the `strings` object.
    public enum Replacement: Sendable {
        /// An entry of this file, as it is.
        case original(Entry)
        /// An entry of this file with members set or removed (`nil`), every other member's bytes kept.
        ///
        /// New members go where ``CatalogJSON/setSorted(_:_:)`` puts them.
        case patched(Entry, [(key: String, value: CatalogJSON?)])
        /// A new key and its value.
        case added(String, CatalogJSON)
    }

    /// The file's bytes.
    public let bytes: [UInt8]
    /// The members of `strings`, in file order.
    public let entries: [Entry]
    /// The catalog's `sourceLanguage`, when it is a string.
    public let sourceLanguage: String?
    /// Where the value of `strings` is in the file.
    private let stringsRange: Range<Int>

    /// Reads `bytes` when they are a catalog in Xcode's layout; otherwise `nil`.
    ///
    /// The layout is a catalog object in Xcode's own text, with a `strings` object whose keys are distinct,
    /// and a trailing newline or none.
    public init?(bytes: [UInt8]) {
        guard UTF8Validation.firstInvalidOffset(in: bytes) == nil else { return nil }
        let read: (entries: [Entry], sourceLanguage: String?, strings: Range<Int>)? = bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            return reader.catalog()
        }
        guard let read else { return nil }
        self.bytes = bytes
        entries = read.entries
        sourceLanguage = read.sourceLanguage
        stringsRange = read.strings
    }

    /// The value of `entry`, parsed.
    public func value(of entry: Entry) -> CatalogJSON {
        // The reader accepted the whole file, so every value in it is valid JSON.
        guard let document = try? JSONDocument(parsing: Array(bytes[entry.valueRange]), path: "") else { return .null }
        return CatalogJSON(document.root)
    }

    /// The file with its `strings` object holding `entries`, in their order, and every other byte as it is.
    public func text(entries: [Replacement]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 4096)
        out.append(contentsOf: bytes[..<stringsRange.lowerBound])
        out.append(UInt8(ascii: "{"))
        out.append(0x0A)
        if entries.isEmpty { out.append(0x0A) }
        for (offset, entry) in entries.enumerated() {
            out.append(contentsOf: "    ".utf8)
            switch entry {
            case .original(let original):
                out.append(contentsOf: bytes[original.keyRange])
                out.append(contentsOf: " : ".utf8)
                out.append(contentsOf: bytes[original.valueRange])
            case .patched(let original, let edits):
                out.append(contentsOf: bytes[original.keyRange])
                out.append(contentsOf: " : ".utf8)
                patch(original, with: edits, to: &out)
            case .added(let key, let value):
                CatalogJSON.writeQuoted(key, to: &out)
                out.append(contentsOf: " : ".utf8)
                value.writeXcodeText(to: &out, indent: 4)
            }
            if offset < entries.count - 1 { out.append(UInt8(ascii: ",")) }
            out.append(0x0A)
        }
        out.append(contentsOf: "  }".utf8)
        out.append(contentsOf: bytes[stringsRange.upperBound...])
        return out
    }

    /// An entry with `edits` applied to its members, each member left alone written as it is in the file.
    private func patch(_ entry: Entry, with edits: [(key: String, value: CatalogJSON?)], to out: inout [UInt8]) {
        guard let members = entry.members else {
            // Not an object: `setSorted` leaves such a value as it is.
            out.append(contentsOf: bytes[entry.valueRange])
            return
        }
        enum Value { case original(Member), new(CatalogJSON) }
        var patched = members.map { (key: $0.key, value: Value.original($0)) }
        for edit in edits { CatalogJSON.setSorted(edit.key, edit.value.map(Value.new), in: &patched) }
        out.append(contentsOf: "{\n".utf8)
        if patched.isEmpty { out.append(0x0A) }
        for (offset, member) in patched.enumerated() {
            out.append(contentsOf: "      ".utf8)
            switch member.value {
            case .original(let original):
                out.append(contentsOf: bytes[original.keyRange])
                out.append(contentsOf: " : ".utf8)
                out.append(contentsOf: bytes[original.valueRange])
            case .new(let value):
                CatalogJSON.writeQuoted(member.key, to: &out)
                out.append(contentsOf: " : ".utf8)
                value.writeXcodeText(to: &out, indent: 6)
            }
            if offset < patched.count - 1 { out.append(UInt8(ascii: ",")) }
            out.append(0x0A)
        }
        out.append(contentsOf: "    }".utf8)
    }
}

extension CatalogJSON {
    /// Sets (or with `nil` removes) an object's member, a new one placed in Xcode's order.
    ///
    /// Xcode writes an entry's members in alphabetical order (`comment`, `extractionState`,
    /// `isCommentAutoGenerated`, `localizations`, `shouldTranslate`); a value that is not an object is left as it is.
    public mutating func setSorted(_ key: String, _ value: CatalogJSON?) {
        guard case .object(let members) = self else { return }
        var pairs = members.map { (key: $0.key, value: $0.value) }
        Self.setSorted(key, value, in: &pairs)
        self = .object(pairs.map { Member($0.key, $0.value) })
    }

    /// ``setSorted(_:_:)`` on a list of members: the first member named `key` gets `value` (or is removed); without
    /// one, a new member goes before the first whose key sorts after it.
    static func setSorted<Value>(_ key: String, _ value: Value?, in members: inout [(key: String, value: Value)]) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            if let value { members[index].value = value } else { members.remove(at: index) }
        } else if let value {
            let index = members.firstIndex { $0.key > key } ?? members.endIndex
            members.insert((key, value), at: index)
        }
    }
}

/// A walk over a catalog's bytes that accepts exactly the layout ``CatalogJSON/xcodeText(trailingNewline:)`` writes.
private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    /// The line of `index`: in Xcode's layout every line break is one the layout puts between tokens.
    var line = 1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The root object, its `strings` object read entry by entry.
    mutating func catalog() -> (entries: [XcodeCatalogText.Entry], sourceLanguage: String?, strings: Range<Int>)? {
        guard peek(UInt8(ascii: "{")), var more = open(indent: 0, close: UInt8(ascii: "}")) else { return nil }
        var entries: [XcodeCatalogText.Entry]?
        var strings = 0..<0
        var sourceLanguage: String?
        depth = 1
        while more {
            guard let key = key() else { return nil }
            let name = decode(key)
            if name == "strings", peek(UInt8(ascii: "{")) {
                guard entries == nil else { return nil }
                let start = index
                guard let read = stringsObject() else { return nil }
                entries = read
                strings = start..<index
            } else {
                let start = index
                guard value(indent: 2) else { return nil }
                if name == "sourceLanguage" { sourceLanguage = stringValue(start..<index) }
            }
            guard let next = next(indent: 0, close: UInt8(ascii: "}")) else { return nil }
            more = next
        }
        _ = newline()
        guard index == bytes.count, let entries else { return nil }
        return (entries, sourceLanguage, strings)
    }

    /// The `strings` object (at indentation 2): its entries, each with the members sync reads.
    private mutating func stringsObject() -> [XcodeCatalogText.Entry]? {
        guard var more = open(indent: 2, close: UInt8(ascii: "}")) else { return nil }
        depth = 2
        var entries: [XcodeCatalogText.Entry] = []
        var seen: Set<String> = []
        while more {
            let keyOffset = index
            let keyLine = line
            guard let keyRange = key() else { return nil }
            let key = decode(keyRange)
            guard seen.insert(key).inserted else { return nil }
            let start = index
            var extractionState: String?
            var comment: String?
            var entryMembers: [XcodeCatalogText.Member]?
            if peek(UInt8(ascii: "{")) {
                guard var members = open(indent: 4, close: UInt8(ascii: "}")) else { return nil }
                depth = 3
                entryMembers = []
                while members {
                    let memberStart = index
                    guard let memberKey = self.key() else { return nil }
                    let valueStart = index
                    guard value(indent: 6) else { return nil }
                    let name = decode(memberKey)
                    switch name {
                    case "extractionState": extractionState = stringValue(valueStart..<index)
                    case "comment": comment = stringValue(valueStart..<index)
                    default: break
                    }
                    entryMembers?.append(.init(key: name, keyRange: memberStart..<(memberKey.upperBound + 1), valueRange: valueStart..<index))
                    guard let next = next(indent: 4, close: UInt8(ascii: "}")) else { return nil }
                    members = next
                }
                depth = 2
            } else {
                guard value(indent: 4) else { return nil }
            }
            entries.append(.init(key: key, keyOffset: keyOffset, line: keyLine, extractionState: extractionState, comment: comment,
                                 keyRange: keyOffset..<(keyRange.upperBound + 1), valueRange: start..<index, members: entryMembers))
            guard let next = next(indent: 2, close: UInt8(ascii: "}")) else { return nil }
            more = next
        }
        depth = 1
        return entries
    }

    // MARK: Layout

    /// At `{` or `[`: steps in; `true` when members follow (the cursor at the first one), `false` for an empty
    /// container (the cursor past it), `nil` when the layout is not Xcode's.
    private mutating func open(indent: Int, close: UInt8) -> Bool? {
        index += 1
        guard newline() else { return nil }
        if newline() { return spaces(indent) && take(close) ? false : nil }
        return spaces(indent + 2) ? true : nil
    }

    /// After a member or element: `true` when another follows (the cursor at it), `false` when the container
    /// closed (the cursor past it), `nil` when the layout is not Xcode's.
    private mutating func next(indent: Int, close: UInt8) -> Bool? {
        if take(UInt8(ascii: ",")) { return newline() && spaces(indent + 2) ? true : nil }
        return newline() && spaces(indent) && take(close) ? false : nil
    }

    /// A member's key and the `" : "` after it: the key's contents.
    private mutating func key() -> Range<Int>? {
        guard peek(UInt8(ascii: "\"")), let key = string(), take(0x20), take(UInt8(ascii: ":")), take(0x20) else { return nil }
        return key
    }

    /// Any value at `indent`, in Xcode's layout.
    private mutating func value(indent: Int) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"): return container(indent: indent, close: UInt8(ascii: "}"), keyed: true)
        case UInt8(ascii: "["): return container(indent: indent, close: UInt8(ascii: "]"), keyed: false)
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default: return false
        }
    }

    private mutating func container(indent: Int, close: UInt8, keyed: Bool) -> Bool {
        // The general reader refuses deeper nesting; leave such files to it.
        guard depth < 512 else { return false }
        depth += 1
        defer { depth -= 1 }
        guard var more = open(indent: indent, close: close) else { return false }
        while more {
            if keyed { guard key() != nil else { return false } }
            guard value(indent: indent + 2), let next = next(indent: indent, close: close) else { return false }
            more = next
        }
        return true
    }

    // MARK: Tokens

    /// A string written as Xcode escapes it (quotes, backslashes and control characters only): its contents.
    private mutating func string() -> Range<Int>? {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<(index - 1)
            }
            if byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { return nil }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "b"), UInt8(ascii: "f"):
                    index += 2
                case UInt8(ascii: "u"):
                    // `\u00XX`, lower-case hex, only for the control characters without a short escape.
                    guard index + 6 <= bytes.count, bytes[index + 2] == UInt8(ascii: "0"), bytes[index + 3] == UInt8(ascii: "0"),
                          let high = Self.hexDigit(bytes[index + 4]), high < 2, let low = Self.hexDigit(bytes[index + 5]) else { return nil }
                    let code = high << 4 | low
                    guard ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(code) else { return nil }
                    index += 6
                default:
                    return nil
                }
                continue
            }
            index += 1
        }
        return nil
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// A JSON number (Xcode writes numbers as they were read).
    private mutating func number() -> Bool {
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { return false }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if take(UInt8(ascii: ".")) {
            guard index < bytes.count, isDigit(bytes[index]) else { return false }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
            guard index < bytes.count, isDigit(bytes[index]) else { return false }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return true
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    // MARK: Helpers

    /// The text of a string value's range, or `nil` when the value is not a string.
    private func stringValue(_ range: Range<Int>) -> String? {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "\"") else { return nil }
        return decode(range.lowerBound + 1..<range.upperBound - 1)
    }

    /// The contents of a string the reader accepted, escapes resolved.
    private func decode(_ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard slice.contains(UInt8(ascii: "\\")) else { return String(decoding: slice, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        var offset = 0
        while offset < slice.count {
            let byte = slice[offset]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                offset += 1
                continue
            }
            switch slice[offset + 1] {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                out.append((Self.hexDigit(slice[offset + 4]) ?? 0) << 4 | (Self.hexDigit(slice[offset + 5]) ?? 0))
                offset += 6
                continue
            case let other: out.append(other)
            }
            offset += 2
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func newline() -> Bool {
        guard take(0x0A) else { return false }
        line += 1
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek(byte) else { return false }
        index += 1
        return true
    }

    /// Exactly `count` spaces, and no more.
    private mutating func spaces(_ count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != 0x20 { return false }
        index += count
        return !peek(0x20)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
