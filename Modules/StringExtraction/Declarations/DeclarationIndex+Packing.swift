import Foundation

extension DeclarationIndex {
    /// The index in a compact form of its own, which ``init(packed:)`` reads back.
    ///
    /// A run that changed one file reads every build's whole index back from the cache to collect that file's
    /// strings: through Codable, reading an index of a large app cost more than collecting the strings. The form is
    /// lengths and counts as LEB128, strings as a length and UTF-8, each table's entries in turn.
    func packed() -> [UInt8] {
        var writer = PackWriter()
        writer.bytes.reserveCapacity(4096)
        writer.table(signatures) { writer, list in
            writer.list(list) { writer, signature in
                writer.strings(signature.labels)
                writer.list(Array(signature.localizable)) { $0.int($1) }
                writer.string(signature.owner)
            }
        }
        writer.table(stringOverloads) { writer, set in writer.list(Array(set)) { $0.strings($1) } }
        writer.strings(Array(stringOverloadNames))
        writer.table(memberTypes) { writer, members in writer.table(members) { $0.type($1) } }
        writer.table(memberPaths) { writer, members in writer.table(members) { $0.strings($1) } }
        writer.table(functionTypes) { $0.type($1) }
        writer.table(casePayloads) { $0.elements($1) }
        writer.table(enumCases) { writer, cases in writer.table(cases) { $0.elements($1) } }
        writer.table(typeAliases) { $0.type($1) }
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
        let index: DeclarationIndex? = bytes.withUnsafeBytes { buffer in
            var reader = PackReader(buffer: buffer)
            var index = DeclarationIndex()
            guard let signatures = reader.table({ reader in
                      reader.list { reader -> Signature? in
                          guard let labels = reader.strings(), let localizable = reader.list({ $0.int() }), let owner = reader.string() else { return nil }
                          return Signature(labels: labels, localizable: Set(localizable), owner: owner)
                      }
                  }),
                  let stringOverloads = reader.table({ reader in reader.list { $0.strings() }.map(Set.init) }),
                  let stringOverloadNames = reader.strings(),
                  let memberTypes = reader.table({ reader in reader.table { $0.type() } }),
                  let memberPaths = reader.table({ reader in reader.table { $0.strings() } }),
                  let functionTypes = reader.table({ $0.type() }),
                  let casePayloads = reader.table({ $0.elements() }),
                  let enumCases = reader.table({ reader in reader.table { $0.elements() } }),
                  let typeAliases = reader.table({ $0.type() }),
                  let rawValueKeys = reader.list({ reader -> RawValueKey? in
                      guard let key = reader.string(), let offset = reader.int(), let rawType = reader.string() else { return nil }
                      return RawValueKey(key: key, offset: offset, rawType: rawType)
                  }),
                  reader.isAtEnd
            else { return nil }
            index.restore(
                signatures: signatures, stringOverloads: stringOverloads, stringOverloadNames: Set(stringOverloadNames), memberTypes: memberTypes,
                memberPaths: memberPaths, functionTypes: functionTypes, casePayloads: casePayloads, enumCases: enumCases,
                typeAliases: typeAliases, rawValueKeys: rawValueKeys
            )
            return index
        }
        guard let index else { return nil }
        self = index
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
