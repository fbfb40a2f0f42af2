import Diagnostics
import Foundation
import PositionedJSON

/// A parsed `.strings` table: every entry in file order with its positions, and what went wrong.
///
/// Duplicate keys are kept as separate entries (Apple's readers silently keep the last one;
/// the linter reports them). ``dictionary`` gives the table as Apple reads it.
///
///     let file = StringsFile(parsing: bytes, path: "fr.lproj/Localizable.strings")
///     file.dictionary["Hello"]            // "Bonjour"
///     file.entries[0].keyLocation         // fr.lproj/Localizable.strings:3:1
public struct StringsFile: Sendable {
    /// One `"key" = "value";` pair.
    public struct Entry: Sendable, Hashable {
        /// The key, with escapes resolved.
        public var key: String
        /// The value, with escapes resolved; for `"key";` the key itself.
        public var value: String
        /// Where the key starts.
        public var keyLocation: SourceLocation
        /// Where the value starts (the key's location for `"key";`).
        public var valueLocation: SourceLocation
        /// The comment just before the entry, without its delimiters, if any.
        public var comment: String?
    }

    /// The path diagnostics name.
    public var path: String
    /// The encoding the file was read in.
    public var encoding: TextEncoding
    /// Every entry, in file order, duplicates included.
    public var entries: [Entry]
    /// Problems found while reading.
    public var diagnostics: [Diagnostic]

    /// The table as Apple's readers see it: the last value of each key.
    public var dictionary: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Reads a `.strings` file from its bytes.
    ///
    /// Old-style (OpenStep) syntax and XML property lists are parsed with positions. Binary
    /// property lists, which are also valid `.strings` files, are read through Foundation; their
    /// entries point at the start of the file.
    public init(parsing bytes: [UInt8], path: String) {
        self.init(parsing: bytes, path: path, keysLike: [])
    }

    /// Reads a `.strings` file whose keys are likely those of another file of its table, in the same order: each
    /// key equal to the one at its index in `knownKeys` shares that string's storage instead of holding its own.
    package init(parsing bytes: [UInt8], path: String, keysLike knownKeys: [String]) {
        self.path = path
        if bytes.isEmpty {
            encoding = .utf8
            entries = []
            diagnostics = [LocalizationChecks.emptyFile.diagnostic(
                "the file is empty; Apple's property list readers reject a zero-length strings file, so the table loads as nothing",
                at: SourceLocation(file: path, line: 1, column: 1),
                fixIt: "write a comment into the file, or delete it"
            )]
            return
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            self = Self.binaryPropertyList(bytes, path: path)
            return
        }
        if Self.looksLikeXMLPropertyList(bytes) {
            self = Self.xmlPropertyList(bytes, path: path)
            return
        }
        let decoded: TextDecoding.Decoded
        do {
            decoded = try TextDecoding.decode(bytes)
        } catch {
            guard case let .invalid(encoding, offset) = error else { preconditionFailure() }
            let (line, column) = LineTable(bytes).lineAndColumn(ofOffset: offset)
            self.encoding = encoding
            entries = []
            diagnostics = [LocalizationChecks.invalidEncoding.diagnostic(
                "the file is not valid \(Self.name(of: encoding)) text (byte \(offset))",
                at: SourceLocation(file: path, line: line, column: column)
            )]
            return
        }
        encoding = decoded.encoding
        if decoded.utf8.isEmpty {
            entries = []
            diagnostics = [LocalizationChecks.emptyFile.diagnostic(
                "the file holds only a byte order mark; Apple's property list readers reject it as they reject a zero-length strings file, so the table loads as nothing",
                at: SourceLocation(file: path, line: 1, column: 1),
                fixIt: "write a comment into the file, or delete it"
            )]
            return
        }
        var parser = StringsParser(decoded.utf8, path: path, keysLike: knownKeys)
        parser.parse()
        entries = parser.entries
        diagnostics = parser.diagnostics + Self.duplicates(in: parser.entries)
        if let odd = decoded.ignoredTrailingByte {
            let (line, column) = LineTable(bytes).lineAndColumn(ofOffset: odd)
            diagnostics.insert(LocalizationChecks.fragileEncoding.diagnostic(
                "the file ends in half a UTF-16 code unit (byte \(odd)); Apple's readers ignore it, other tools may reject the file",
                at: SourceLocation(file: path, line: line, column: column),
                fixIt: "save the file as UTF-8"
            ), at: 0)
        }
        if decoded.guessedLittleEndian {
            diagnostics.insert(LocalizationChecks.fragileEncoding.diagnostic(
                "the file is UTF-16 little-endian without a byte order mark; Apple's readers take it for big-endian and fail",
                at: SourceLocation(file: path, line: 1, column: 1),
                fixIt: "save the file as UTF-8"
            ), at: 0)
        } else if decoded.guessedWithoutByteOrderMark {
            diagnostics.insert(LocalizationChecks.fragileEncoding.diagnostic(
                "the file is UTF-16 big-endian without a byte order mark; Foundation's property list reader does not detect it and fails",
                at: SourceLocation(file: path, line: 1, column: 1),
                fixIt: "save the file as UTF-8"
            ), at: 0)
        }
    }

    /// One finding per repeated key, noting where the key was before. Keys compare after escapes are
    /// resolved, as Apple's readers compare them, so `"\U0041"` repeats `"A"`.
    ///
    /// Apple's readers keep the last value: a repeat with the value the key already had changes nothing
    /// (a warning, `localization.redundant-key`); one with another value loses the earlier value (a warning,
    /// `localization.duplicate-key`).
    ///
    /// The last entry of each key is found through an open-addressing table of entry indices (4 bytes a slot, two
    /// slots an entry) rather than a dictionary of keys, which on a 200 MB file cost a tenth of its memory peak.
    static func duplicates(in entries: [Entry]) -> [Diagnostic] {
        guard entries.count > 1 else { return [] }
        if entries.count < Int(Int32.max) / 2 {
            return duplicates(in: entries, slot: Int32.self)
        }
        return duplicates(in: entries, slot: Int.self)
    }

    private static func duplicates<Slot: FixedWidthInteger>(in entries: [Entry], slot _: Slot.Type) -> [Diagnostic] {
        var capacity = 4
        while capacity < entries.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        // Each slot holds an entry index plus one, the last entry seen with its key; zero is empty.
        var table = [Slot](repeating: 0, count: capacity)
        var found: [Diagnostic] = []
        for index in entries.indices {
            let entry = entries[index]
            var slot = entry.key.hashValue & mask
            var previous: Int?
            while table[slot] != 0 {
                if entries[Int(table[slot]) - 1].key == entry.key { previous = Int(table[slot]) - 1; break }
                slot = (slot + 1) & mask
            }
            table[slot] = Slot(index + 1)
            guard let earlier = previous else { continue }
            let shown = Quoting.quoted(entry.key)
            if entries[earlier].value == entry.value {
                found.append(LocalizationChecks.redundantKey.diagnostic(
                    "the key \(shown) appears again in this file with the same value; the repeat is redundant",
                    at: entry.keyLocation,
                    notes: [Diagnostic.Note("the same key and value are here", at: entries[earlier].keyLocation)],
                    fixIt: "delete one of them"
                ))
            } else {
                found.append(LocalizationChecks.duplicateKey.diagnostic(
                    "the key \(shown) appears again in this file with another value; Apple's readers keep only this last one, \(Quoting.quoted(entry.value)), and lose \(Quoting.quoted(entries[earlier].value))",
                    at: entry.keyLocation,
                    notes: [Diagnostic.Note("the earlier value is here", at: entries[earlier].valueLocation)]
                ))
            }
        }
        return found
    }

    /// Reads the `.strings` file at `path`, or returns the diagnostic that says why it cannot be read.
    public static func read(contentsOf path: String) -> Result<StringsFile, DiagnosticError> {
        FileIO.read(path).map { StringsFile(parsing: $0, path: path) }
    }

    private static func looksLikeXMLPropertyList(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(256), as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        // The old-style grammar never starts a table with '<'; CoreFoundation reads such a file as XML (a value
        // without <plist> around it included: `<dict/>`).
        return head.hasPrefix("<")
    }

    /// An XML property list `.strings` file, read with positions.
    private static func xmlPropertyList(_ bytes: [UInt8], path: String) -> StringsFile {
        var file = StringsFile(path: path, encoding: .utf8, entries: [], diagnostics: [])
        var utf8 = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let lines = LineTable(utf8)
        func locate(_ offset: Int) -> SourceLocation {
            let (line, column) = lines.lineAndColumn(ofOffset: offset)
            return SourceLocation(file: path, line: line, column: column)
        }
        // Bytes that are not UTF-8 fail Apple's reader where it decodes them (a key, a string), not where it skips them.
        var encodingWarning: Diagnostic?
        if let bad = UTF8Validation.firstInvalidOffset(in: utf8) {
            guard let (tolerated, first) = XMLSkippedMarkup.tolerated(utf8) else {
                file.diagnostics = [LocalizationChecks.invalidEncoding.diagnostic("the file is not valid UTF-8 text (byte \(bad))", at: locate(bad))]
                return file
            }
            utf8 = tolerated
            encodingWarning = LocalizationChecks.fragileEncoding.diagnostic(
                "the file is not valid UTF-8 text (byte \(first)) in markup Apple's reader skips or after the end of the property list, which it ignores",
                at: locate(first), fixIt: "save the file as UTF-8")
        }
        var parser = PlistXMLParser(utf8)
        do {
            let root = try parser.parse(ignoringTrailingContent: true)
            guard case .dictionary(let members) = root.value else {
                file.diagnostics = [LocalizationChecks.parseError.diagnostic("the property list is not a dictionary of strings", at: locate(root.offset))]
                return file
            }
            if let encodingWarning { file.diagnostics.append(encodingWarning) }
            for member in members {
                guard let value = member.value.stringValue else {
                    file.diagnostics.append(LocalizationChecks.nonStringValue.diagnostic(
                        "the value of \"\(member.key)\" is \(member.value.kindDescription), not a string; Apple's localization APIs ignore it",
                        at: locate(member.value.offset)
                    ))
                    continue
                }
                file.entries.append(Entry(key: member.key, value: value, keyLocation: locate(member.keyOffset), valueLocation: locate(member.value.offset), comment: nil))
            }
            // A key repeated in the dictionary is the same mistake as in text form: Apple's readers keep one value.
            file.diagnostics += duplicates(in: file.entries)
            if let trailing = parser.trailingContent {
                file.diagnostics.append(LocalizationChecks.ignoredText.diagnostic(
                    "content after the end of the property list: Apple's readers ignore it", at: locate(trailing), fixIt: "delete what follows </plist>"))
            }
        } catch {
            file.diagnostics = [LocalizationChecks.parseError.diagnostic("the file is not a valid XML property list: \(error.message)", at: locate(error.offset))]
        }
        return file
    }

    /// A binary property list `.strings` file (a compiled table), read through Foundation; it has no lines.
    private static func binaryPropertyList(_ bytes: [UInt8], path: String) -> StringsFile {
        let start = SourceLocation(file: path, line: 1, column: 1)
        var file = StringsFile(path: path, encoding: .utf8, entries: [], diagnostics: [])
        let object: Any
        switch BinaryPropertyList.read(bytes) {
        case .success(let root):
            object = root
        case .failure(.holdsSet):
            file.diagnostics = [LocalizationChecks.parseError.diagnostic("the binary property list holds a set, which a strings table never does; it is not read", at: start)]
            return file
        case .failure(.invalid):
            file.diagnostics = [LocalizationChecks.parseError.diagnostic("the file is not a valid property list", at: start)]
            return file
        }
        guard let dictionary = object as? [String: Any] else {
            file.diagnostics = [LocalizationChecks.parseError.diagnostic("the property list is not a dictionary of strings", at: start)]
            return file
        }
        for key in dictionary.keys.sorted() {
            guard let value = dictionary[key] as? String else {
                file.diagnostics.append(LocalizationChecks.nonStringValue.diagnostic("the value of \"\(key)\" is not a string", at: start))
                continue
            }
            file.entries.append(Entry(key: key, value: value, keyLocation: start, valueLocation: start, comment: nil))
        }
        return file
    }

    private init(path: String, encoding: TextEncoding, entries: [Entry], diagnostics: [Diagnostic]) {
        self.path = path
        self.encoding = encoding
        self.entries = entries
        self.diagnostics = diagnostics
    }

    static func name(of encoding: TextEncoding) -> String {
        switch encoding {
        case .utf8, .utf8WithBOM: "UTF-8"
        case .utf16LittleEndian: "UTF-16 little-endian"
        case .utf16BigEndian: "UTF-16 big-endian"
        case .utf32LittleEndian: "UTF-32 little-endian"
        case .utf32BigEndian: "UTF-32 big-endian"
        }
    }
}
