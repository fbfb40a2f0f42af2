import Foundation

extension Diagnostic {
    /// Diagnostics in a compact binary form, for a cache: every string once in a table (a large app's thousands of
    /// findings share their files, ids, groups and many messages), each diagnostic as indexes into it. Reading it back
    /// is several times faster than decoding the same diagnostics from JSON.
    package static func binary(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var writer = BinaryDiagnosticWriter()
        writer.append(UInt32(diagnostics.count))
        for diagnostic in diagnostics { writer.append(diagnostic) }
        return writer.finished()
    }

    /// The diagnostics of ``binary(_:)``'s bytes, or `nil` when the bytes are not such a form.
    ///
    /// The bytes are read where they are (a cache's `Data`, mapped from its file, is not copied first).
    package static func diagnostics(fromBinary bytes: some ContiguousBytes) -> [Diagnostic]? {
        bytes.withUnsafeBytes { diagnostics(fromBinary: $0) }
    }

    private static func diagnostics(fromBinary bytes: UnsafeRawBufferPointer) -> [Diagnostic]? {
        var reader = BinaryDiagnosticReader(bytes)
        guard reader.readHeader(), let count = reader.count(), count <= bytes.count else { return nil }
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(count)
        for _ in 0..<count {
            guard let diagnostic = reader.diagnostic() else { return nil }
            diagnostics.append(diagnostic)
        }
        return reader.isAtEnd ? diagnostics : nil
    }
}

private let binaryMagic = Array("IKD1".utf8)
private let none = UInt32.max

private struct BinaryDiagnosticWriter {
    var strings: [String] = []
    var indexes: [String: UInt32] = [:]
    var body: [UInt8] = []

    mutating func append(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { body += $0 }
    }

    mutating func append(_ value: Int32) {
        withUnsafeBytes(of: value.littleEndian) { body += $0 }
    }

    mutating func append(_ string: String?) {
        guard let string else { return append(none) }
        if let index = indexes[string] { return append(index) }
        let index = UInt32(strings.count)
        strings.append(string)
        indexes[string] = index
        append(index)
    }

    mutating func append(_ location: SourceLocation?) {
        guard let location else { return append(none) }
        append(location.file)
        append(Int32(clamping: location.line ?? Int(Int32.min)))
        append(Int32(clamping: location.column ?? Int(Int32.min)))
    }

    mutating func append(_ diagnostic: Diagnostic) {
        body.append(UInt8(Severity.allCases.firstIndex(of: diagnostic.severity) ?? 0))
        append(diagnostic.id)
        append(diagnostic.message)
        append(diagnostic.location)
        append(UInt32(diagnostic.notes.count))
        for note in diagnostic.notes {
            append(note.message)
            append(note.location)
        }
        append(diagnostic.fixIt)
        append(UInt32(diagnostic.context.count))
        for (key, value) in diagnostic.context.sorted(by: { $0.key < $1.key }) {
            append(key)
            append(value)
        }
        append(diagnostic.group)
    }

    mutating func finished() -> [UInt8] {
        var table: [UInt8] = binaryMagic
        withUnsafeBytes(of: UInt32(strings.count).littleEndian) { table += $0 }
        for string in strings {
            withUnsafeBytes(of: UInt32(string.utf8.count).littleEndian) { table += $0 }
            table += string.utf8
        }
        return table + body
    }
}

private struct BinaryDiagnosticReader {
    /// The bytes, valid while the reader is used.
    let bytes: UnsafeRawBufferPointer
    var index = 0
    var strings: [String] = []

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    mutating func uint32() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        let value = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self))
        index += 4
        return value
    }

    mutating func count() -> Int? { uint32().map(Int.init) }

    mutating func readHeader() -> Bool {
        guard bytes.count >= 8, bytes[0..<4].elementsEqual(binaryMagic) else { return false }
        index = 4
        guard let count = count(), count <= bytes.count else { return false }
        strings.reserveCapacity(count)
        for _ in 0..<count {
            guard let length = self.count(), index + length <= bytes.count else { return false }
            strings.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self))
            index += length
        }
        return true
    }

    /// A string of the table; `.some(nil)` for none, `nil` for a bad index.
    mutating func string() -> String?? {
        guard let raw = uint32() else { return nil }
        if raw == none { return .some(nil) }
        guard Int(raw) < strings.count else { return nil }
        return .some(strings[Int(raw)])
    }

    mutating func location() -> SourceLocation?? {
        guard let file = string() else { return nil }
        guard let file else { return .some(nil) }
        guard let line = uint32(), let column = uint32() else { return nil }
        let (l, c) = (Int32(bitPattern: line), Int32(bitPattern: column))
        return .some(SourceLocation(file: file, line: l == Int32.min ? nil : Int(l), column: c == Int32.min ? nil : Int(c)))
    }

    mutating func diagnostic() -> Diagnostic? {
        guard index < bytes.count, Int(bytes[index]) < Severity.allCases.count else { return nil }
        let severity = Severity.allCases[Int(bytes[index])]
        index += 1
        guard let id = string(), let id, let message = string(), let message, let place = location(), let noteCount = count(), noteCount <= bytes.count else { return nil }
        var notes: [Diagnostic.Note] = []
        notes.reserveCapacity(min(noteCount, 64))
        for _ in 0..<noteCount {
            guard let text = string(), let text, let notePlace = location() else { return nil }
            notes.append(Diagnostic.Note(text, at: notePlace))
        }
        guard let fixIt = string(), let contextCount = count(), contextCount <= bytes.count else { return nil }
        // Sized at once: grown entry by entry, the tables of thousands of findings cost more than reading them.
        var context = [String: String](minimumCapacity: min(contextCount, 64))
        for _ in 0..<contextCount {
            guard let key = string(), let key, let value = string(), let value else { return nil }
            context[key] = value
        }
        guard let group = string() else { return nil }
        return Diagnostic(severity, id: id, message, at: place, notes: notes, fixIt: fixIt, context: context, group: group)
    }
}
