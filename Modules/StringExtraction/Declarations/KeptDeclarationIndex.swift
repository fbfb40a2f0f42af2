import Foundation

/// A declaration index in its packed form, asked without being read whole: each answer is read from the bytes.
///
/// A re-check after one file changed needs a build's whole index to collect that file's strings, and reading a large
/// app's index back (thousands of names, their types and signatures) and letting it go cost more than collecting the
/// strings. Its tables are sorted by key after a directory (``PackWriter/sortedTable(_:_:)``): a question is a binary
/// search and the reading of one value. The form is checked whole when the index is opened (``init(bytes:)``),
/// without making anything of it, so no question can meet bytes that are not an index.
struct KeptDeclarationIndex: Sendable, Equatable {
    /// The packed index.
    let bytes: [UInt8]
    private let signatures: KeptTable
    private let stringOverloads: KeptTable
    private let stringOverloadNames: KeptTable
    private let memberTypes: KeptTable
    private let memberPaths: KeptTable
    private let functionTypes: KeptTable
    private let casePayloads: KeptTable
    private let enumCases: KeptTable
    private let typeAliases: KeptTable
    /// The raw values of the index's file, read when it is opened (a build's index has none: they are not merged).
    let rawValueKeys: [DeclarationIndex.RawValueKey]
    /// Whether every key of every table is printable ASCII, as nearly every app's are: then a name ends with a
    /// suffix exactly when its bytes do (``typesWithMembers(endingWith:)``).
    private let plainKeys: Bool

    /// The index `bytes` hold (``DeclarationIndex/packedForLookup()``'s form), checked to their end; `nil` when they
    /// are not one.
    init?(bytes: [UInt8]) {
        let opened: (tables: [KeptTable], raw: [DeclarationIndex.RawValueKey], plain: Bool)? = bytes.withUnsafeBytes { buffer in
            var reader = PackReader(buffer: buffer)
            var tables: [KeptTable] = []
            let skips: [(inout PackReader) -> Bool] = [
                { $0.skipList { $0.skipSignature() } },
                { $0.skipList { $0.skipStrings() } },
                { _ in true },
                { $0.skipSortedTable { $0.skipType() } != nil },
                { $0.skipSortedTable { $0.skipStrings() } != nil },
                { $0.skipType() },
                { $0.skipElements() },
                { $0.skipSortedTable { $0.skipElements() } != nil },
                { $0.skipType() },
            ]
            for skip in skips {
                guard let table = reader.skipSortedTable(skip) else { return nil }
                tables.append(table)
            }
            guard let raw = reader.rawValueKeys(), reader.isAtEnd else { return nil }
            return (tables, raw, reader.plainKeys)
        }
        guard let opened else { return nil }
        self.bytes = bytes
        (signatures, stringOverloads, stringOverloadNames) = (opened.tables[0], opened.tables[1], opened.tables[2])
        (memberTypes, memberPaths, functionTypes) = (opened.tables[3], opened.tables[4], opened.tables[5])
        (casePayloads, enumCases, typeAliases) = (opened.tables[6], opened.tables[7], opened.tables[8])
        rawValueKeys = opened.raw
        plainKeys = opened.plain
    }

    static func == (lhs: KeptDeclarationIndex, rhs: KeptDeclarationIndex) -> Bool { lhs.bytes == rhs.bytes }

    /// The value of `key` in `table`, read by `read` (`nil`: no such key).
    private func value<Value>(_ key: String, in table: KeptTable, _ read: (inout PackReader) -> Value?) -> Value? {
        bytes.withUnsafeBytes { buffer in
            guard let start = table.find(key, in: buffer) else { return nil }
            var reader = PackReader(buffer: buffer, offset: start)
            return read(&reader)
        }
    }

    /// The value of `key` in the table that is `outer`'s value for `name`, read by `read`.
    private func value<Value>(_ key: String, of name: String, in outer: KeptTable, _ read: (inout PackReader) -> Value?) -> Value? {
        bytes.withUnsafeBytes { buffer in
            guard let start = outer.find(name, in: buffer) else { return nil }
            var reader = PackReader(buffer: buffer, offset: start)
            guard let inner = reader.sortedTableHeader(), let found = inner.find(key, in: buffer) else { return nil }
            reader.offset = found
            return read(&reader)
        }
    }

    func signatures(named name: String) -> [DeclarationIndex.Signature]? { value(name, in: signatures) { $0.list { $0.signature() } } }
    func stringOverloads(_ key: String) -> Set<[String]>? { value(key, in: stringOverloads) { $0.list { $0.strings() }.map(Set.init) } }
    func hasStringOverload(named name: String) -> Bool { value(name, in: stringOverloadNames) { _ in () } != nil }
    func typeAlias(_ name: String) -> TypeRef? { value(name, in: typeAliases) { $0.type() } }
    func functionType(_ name: String) -> TypeRef? { value(name, in: functionTypes) { $0.type() } }
    func casePayload(_ name: String) -> [TypeRef.Element]? { value(name, in: casePayloads) { $0.elements() } }
    func enumCase(_ name: String, of type: String) -> [TypeRef.Element]? { value(name, of: type, in: enumCases) { $0.elements() } }
    func memberType(_ name: String, of owner: String) -> TypeRef? { value(name, of: owner, in: memberTypes) { $0.type() } }
    func memberPath(_ name: String, of owner: String) -> [String]? { value(name, of: owner, in: memberPaths) { $0.strings() } }
    func hasMembers(_ owner: String) -> Bool { value(owner, in: memberTypes) { _ in () } != nil }

    /// The types with members whose names end with `suffix`: every key of the members' table, compared as bytes.
    func typesWithMembers(endingWith suffix: String) -> Set<String> {
        bytes.withUnsafeBytes { buffer in
            var found: Set<String> = []
            guard plainKeys, KeptTable.isPlain(suffix) else {
                for position in 0..<memberTypes.count {
                    let key = String(decoding: memberTypes.key(at: position, in: buffer), as: UTF8.self)
                    if key.hasSuffix(suffix) { found.insert(key) }
                }
                return found
            }
            var suffix = suffix
            suffix.withUTF8 { wanted in
                for position in 0..<memberTypes.count {
                    let key = memberTypes.key(at: position, in: buffer)
                    guard key.count >= wanted.count,
                          wanted.isEmpty || memcmp(key.baseAddress! + (key.count - wanted.count), wanted.baseAddress!, wanted.count) == 0
                    else { continue }
                    found.insert(String(decoding: key, as: UTF8.self))
                }
            }
            return found
        }
    }
}

/// Where a sorted table (``PackWriter/sortedTable(_:_:)``) is in its bytes, checked: its count, directory and entries.
struct KeptTable: Sendable, Equatable {
    let count: Int
    /// Where the directory (4 bytes an entry) starts.
    let directory: Int
    /// Where the first entry starts; the directory's offsets are from here.
    let entries: Int

    /// The key of entry `position`, as the UTF-8 bytes it is written in.
    func key(at position: Int, in buffer: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var reader = PackReader(buffer: buffer, offset: entries + Int(buffer.loadUnaligned(fromByteOffset: directory + 4 * position, as: UInt32.self).littleEndian))
        let length = reader.count() ?? 0
        return UnsafeRawBufferPointer(rebasing: buffer[reader.offset..<reader.offset + length])
    }

    /// Whether `text` is printable ASCII: equal to another string exactly when their bytes are.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// A key as a sorted table holds it: in Unicode's composed normal form (NFC), so two keys Swift takes as equal
    /// (one spelled with a combining accent, one precomposed) are the same bytes; printable ASCII as it is.
    static func normalized(_ key: String) -> String {
        isPlain(key) ? key : key.precomposedStringWithCanonicalMapping
    }

    /// Where the value of `key` starts, found by binary search of the keys' bytes (``normalized(_:)``); `nil` when
    /// the table has no such key.
    func find(_ key: String, in buffer: UnsafeRawBufferPointer) -> Int? {
        find(bytesOf: Self.normalized(key), in: buffer)
    }

    private func find(bytesOf key: String, in buffer: UnsafeRawBufferPointer) -> Int? {
        var key = key
        return key.withUTF8 { wanted -> Int? in
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high) / 2
                let found = self.key(at: middle, in: buffer)
                let compared = Self.order(found, UnsafeRawBufferPointer(wanted))
                if compared == 0 { return found.baseAddress! - buffer.baseAddress! + found.count }
                if compared < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// The order of a sorted table's keys, by their bytes (a key before the longer keys it begins): negative when
    /// `left` comes first, zero when they are the same bytes, positive when `right` does.
    static func order(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Int {
        let common = min(left.count, right.count)
        let compared = common == 0 ? 0 : Int(memcmp(left.baseAddress!, right.baseAddress!, common))
        return compared != 0 ? compared : left.count - right.count
    }
}

/// Passing over a packed index's parts without making anything of them, checking that each is what it should be.
extension PackReader {
    init(buffer: UnsafeRawBufferPointer, offset: Int) {
        self.init(buffer: buffer)
        self.offset = offset
    }

    /// The count and directory of a sorted table that has been checked (``skipSortedTable(_:)``), the reader after them.
    mutating func sortedTableHeader() -> KeptTable? {
        guard let count = count(), count <= (buffer.count - offset) / 4 else { return nil }
        let directory = offset
        offset += count * 4
        return KeptTable(count: count, directory: directory, entries: offset)
    }

    /// Passes over a sorted table, checking that each entry is where the directory says, its keys in strictly rising
    /// order of their bytes, and each value as `skipValue` checks it.
    mutating func skipSortedTable(_ skipValue: (inout PackReader) -> Bool) -> KeptTable? {
        guard let table = sortedTableHeader() else { return nil }
        var previous: UnsafeRawBufferPointer?
        for position in 0..<table.count {
            let written = buffer.loadUnaligned(fromByteOffset: table.directory + 4 * position, as: UInt32.self).littleEndian
            guard Int(written) == offset - table.entries, let length = count() else { return nil }
            let key = UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length])
            offset += length
            if plainKeys, !key.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { plainKeys = false }
            if let previous, KeptTable.order(previous, key) >= 0 { return nil }
            previous = key
            guard skipValue(&self) else { return nil }
        }
        return table
    }

    mutating func skipString() -> Bool {
        guard let length = count() else { return false }
        offset += length
        return true
    }

    mutating func skipStrings() -> Bool { skipList { $0.skipString() } }

    mutating func skipList(_ each: (inout PackReader) -> Bool) -> Bool {
        guard let count = count() else { return false }
        for _ in 0..<count where !each(&self) { return false }
        return true
    }

    mutating func skipSignature() -> Bool {
        skipStrings() && skipList { $0.int() != nil } && skipString()
    }

    /// Passes over a type reference as ``type()`` reads it (nested no deeper).
    mutating func skipType() -> Bool {
        guard depth < 256, let tag = byte() else { return false }
        depth += 1
        defer { depth -= 1 }
        switch tag {
        case 0: return skipString() && skipList { $0.skipType() }
        case 1, 2: return skipType()
        case 3: return skipType() && skipType()
        case 4: return skipElements()
        default: return false
        }
    }

    mutating func skipElements() -> Bool {
        skipList { reader in
            guard let labeled = reader.byte(), labeled <= 1 else { return false }
            return (labeled == 0 || reader.skipString()) && reader.skipType()
        }
    }
}
