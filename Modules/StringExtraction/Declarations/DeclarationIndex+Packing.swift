import Foundation

extension DeclarationIndex {
    /// The index in a compact form of its own, which ``init(packed:)`` reads back whole.
    ///
    /// A run that changed one file reads each file's index back from the cache to merge a build's: through Codable,
    /// reading an index of a large app cost more than collecting the strings. The form is lengths and counts as LEB128,
    /// strings as a length and UTF-8, each table's entries in turn.
    func packed() -> [UInt8] {
        pack(sorted: false)
    }

    /// The index in the form a later run asks without reading it whole (``init(keptBytes:)``): ``packed()``'s, each
    /// table's entries sorted by key after a directory of where each begins (``PackWriter/sortedTable(_:_:)``).
    ///
    /// A build's index is kept so: a run that changed one file asks it while collecting that file's strings.
    func packedForLookup() -> [UInt8] {
        kept?.bytes ?? pack(sorted: true)
    }

    private func pack(sorted: Bool) -> [UInt8] {
        if let layers { return layers.merged.pack(sorted: sorted) }
        if let kept, !sorted {
            return (kept.bytes.withUnsafeBytes { Self.read($0, sorted: true) } ?? DeclarationIndex()).pack(sorted: false)
        }
        var writer = PackWriter()
        writer.bytes.reserveCapacity(4096)
        writer.table(signatures, sorted: sorted) { writer, list in writer.list(list) { $0.signature($1) } }
        writer.table(stringOverloads, sorted: sorted) { writer, set in writer.list(Array(set)) { $0.strings($1) } }
        if sorted {
            writer.sortedTable(Dictionary(uniqueKeysWithValues: stringOverloadNames.map { ($0, ()) })) { _, _ in }
        } else {
            writer.strings(Array(stringOverloadNames))
        }
        writer.table(memberTypes, sorted: sorted) { writer, members in writer.table(members, sorted: sorted) { $0.type($1) } }
        writer.table(memberPaths, sorted: sorted) { writer, members in writer.table(members, sorted: sorted) { $0.strings($1) } }
        writer.table(functionTypes, sorted: sorted) { $0.type($1) }
        writer.table(casePayloads, sorted: sorted) { $0.elements($1) }
        writer.table(enumCases, sorted: sorted) { writer, cases in writer.table(cases, sorted: sorted) { $0.elements($1) } }
        writer.table(typeAliases, sorted: sorted) { $0.type($1) }
        writer.list(rawValueKeys) { writer, key in
            writer.string(key.key)
            writer.int(key.offset)
            writer.string(key.rawType)
        }
        return writer.bytes
    }

    /// The index ``packed()`` wrote into `bytes`, or `nil` when they are not such an index (cut short, or with a
    /// count or length past their end).
    init?(packed bytes: some ContiguousBytes) {
        guard let index = bytes.withUnsafeBytes({ Self.read($0, sorted: false) }) else { return nil }
        self = index
    }

    /// The index in `buffer` read whole: of ``packed()``'s form, or with `sorted` of ``packedForLookup()``'s.
    private static func read(_ buffer: UnsafeRawBufferPointer, sorted: Bool) -> DeclarationIndex? {
        var reader = PackReader(buffer: buffer)
        func table<Value>(_ reader: inout PackReader, _ each: (inout PackReader) -> Value?) -> [String: Value]? {
            sorted ? reader.sortedTable(each) : reader.table(each)
        }
        var index = DeclarationIndex()
        guard let signatures = table(&reader, { reader in reader.list { $0.signature() } }),
              let stringOverloads = table(&reader, { reader in reader.list { $0.strings() }.map(Set.init) }),
              let stringOverloadNames = sorted ? reader.sortedTable({ _ in () }).map({ Array($0.keys) }) : reader.strings(),
              let memberTypes = table(&reader, { reader in table(&reader) { $0.type() } }),
              let memberPaths = table(&reader, { reader in table(&reader) { $0.strings() } }),
              let functionTypes = table(&reader, { $0.type() }),
              let casePayloads = table(&reader, { $0.elements() }),
              let enumCases = table(&reader, { reader in table(&reader) { $0.elements() } }),
              let typeAliases = table(&reader, { $0.type() }),
              let rawValueKeys = reader.rawValueKeys(),
              reader.isAtEnd
        else { return nil }
        index.restore(
            signatures: signatures, stringOverloads: stringOverloads, stringOverloadNames: Set(stringOverloadNames), memberTypes: memberTypes,
            memberPaths: memberPaths, functionTypes: functionTypes, casePayloads: casePayloads, enumCases: enumCases,
            typeAliases: typeAliases, rawValueKeys: rawValueKeys
        )
        return index
    }
}

/// A callable's signature, and a file's raw values, in the packed form.
extension PackWriter {
    mutating func signature(_ signature: DeclarationIndex.Signature) {
        strings(signature.labels)
        list(Array(signature.localizable)) { $0.int($1) }
        string(signature.owner)
    }

    /// A table as ``table(_:_:)`` writes it, or with `sorted` as ``sortedTable(_:_:)`` does.
    mutating func table<Value>(_ table: [String: Value], sorted: Bool, _ each: (inout PackWriter, Value) -> Void) {
        sorted ? sortedTable(table, each) : self.table(table, each)
    }
}

extension PackReader {
    mutating func signature() -> DeclarationIndex.Signature? {
        guard let labels = strings(), let localizable = list({ $0.int() }), let owner = string() else { return nil }
        return DeclarationIndex.Signature(labels: labels, localizable: Set(localizable), owner: owner)
    }

    mutating func rawValueKeys() -> [DeclarationIndex.RawValueKey]? {
        list { reader -> DeclarationIndex.RawValueKey? in
            guard let key = reader.string(), let offset = reader.int(), let rawType = reader.string() else { return nil }
            return DeclarationIndex.RawValueKey(key: key, offset: offset, rawType: rawType)
        }
    }
}

/// Type references in the packed form: a tag, then the reference's parts.
extension PackWriter {
    mutating func type(_ type: TypeRef) {
        switch type {
        case .named(let name, let arguments):
            bytes.append(0)
            string(name)
            list(arguments) { $0.type($1) }
        case .optional(let wrapped):
            bytes.append(1)
            self.type(wrapped)
        case .array(let element):
            bytes.append(2)
            self.type(element)
        case .dictionary(let key, let value):
            bytes.append(3)
            self.type(key)
            self.type(value)
        case .tuple(let elements):
            bytes.append(4)
            self.elements(elements)
        }
    }

    mutating func elements(_ elements: [TypeRef.Element]) {
        list(elements) { writer, element in
            if let label = element.label {
                writer.bytes.append(1)
                writer.string(label)
            } else {
                writer.bytes.append(0)
            }
            writer.type(element.type)
        }
    }
}

/// Type references read back from the packed form, nested no deeper than any code's types.
extension PackReader {
    mutating func type() -> TypeRef? {
        guard depth < 256, let tag = byte() else { return nil }
        depth += 1
        defer { depth -= 1 }
        switch tag {
        case 0:
            guard let name = string(), let arguments = list({ $0.type() }) else { return nil }
            return .named(name, arguments)
        case 1: return type().map(TypeRef.optional)
        case 2: return type().map(TypeRef.array)
        case 3:
            guard let key = type(), let value = type() else { return nil }
            return .dictionary(key, value)
        case 4: return elements().map(TypeRef.tuple)
        default: return nil
        }
    }

    mutating func elements() -> [TypeRef.Element]? {
        list { reader -> TypeRef.Element? in
            guard let labeled = reader.byte(), labeled <= 1 else { return nil }
            var label: String?
            if labeled == 1 {
                guard let text = reader.string() else { return nil }
                label = text
            }
            return reader.type().map { TypeRef.Element(label: label, type: $0) }
        }
    }
}
