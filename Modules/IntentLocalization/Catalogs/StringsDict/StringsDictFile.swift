import Diagnostics
import Foundation
import PositionedJSON

/// A parsed `.stringsdict` file: every entry with the line and column of its key and values.
///
/// Each entry becomes a ``LocalizedValue``: the `NSStringLocalizedFormatKey` is its ``LocalizedValue/unit``,
/// each variable a ``Substitution`` (rule type, value type and every form as written), and
/// `NSStringVariableWidthRuleType` / `NSStringDeviceSpecificRuleType` entries become width and device
/// variations. The reader records what the file says; whether it is complete (a missing `other`, an
/// undefined variable) is the linter's business.
public struct StringsDictFile: Sendable {
    /// One top-level key of the file.
    public struct Entry: Sendable, Hashable {
        /// The lookup key.
        public var key: String
        /// The entry's value.
        public var value: LocalizedValue
        /// Where the key is.
        public var keyLocation: SourceLocation
    }

    /// The path diagnostics name.
    public var path: String
    /// Every entry, in file order, duplicates included.
    public var entries: [Entry]
    /// Problems found while reading.
    public var diagnostics: [Diagnostic]

    /// The keys used inside an entry or a variable that are not variables or plural forms.
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let widthRuleKey = "NSStringVariableWidthRuleType"
    static let deviceRuleKey = "NSStringDeviceSpecificRuleType"

    /// Reads a `.stringsdict` from its bytes. Binary property lists are read through Foundation, without positions.
    public init(parsing bytes: [UInt8], path: String) {
        self.path = path
        entries = []
        diagnostics = []
        if bytes.starts(with: Array("bplist".utf8)) {
            readBinary(bytes)
            return
        }
        let utf8: [UInt8]
        do {
            utf8 = try TextDecoding.decode(bytes).utf8
        } catch {
            guard case let .invalid(encoding, offset) = error else { preconditionFailure() }
            // Invalid UTF-8 only where Apple's reader never decodes it (skipped markup, after the value) reads as it does.
            if encoding == .utf8 || encoding == .utf8WithBOM, let (tolerated, first) = XMLSkippedMarkup.tolerated(bytes),
               let decoded = try? TextDecoding.decode(tolerated) {
                let (line, column) = LineTable(bytes).lineAndColumn(ofOffset: first)
                self = Self(parsingUTF8: decoded.utf8, path: path)
                diagnostics.insert(LocalizationChecks.fragileEncoding.diagnostic(
                    "the file is not valid UTF-8 text (byte \(first)) in markup Apple's reader skips or after the end of the property list, which it ignores",
                    at: SourceLocation(file: path, line: line, column: column),
                    fixIt: "save the file as UTF-8"
                ), at: 0)
                return
            }
            let (line, column) = LineTable(bytes).lineAndColumn(ofOffset: offset)
            diagnostics.append(LocalizationChecks.invalidEncoding.diagnostic(
                "the file is not valid \(StringsFile.name(of: encoding)) text (byte \(offset))",
                at: SourceLocation(file: path, line: line, column: column)
            ))
            return
        }
        self = Self(parsingUTF8: utf8, path: path)
    }

    /// Reads an XML `.stringsdict` already decoded to UTF-8.
    private init(parsingUTF8 utf8: [UInt8], path: String) {
        self.path = path
        entries = []
        diagnostics = []
        let lines = LineTable(utf8)
        var parser = PlistXMLParser(utf8)
        let root: PlistNode
        do {
            root = try parser.parse(ignoringTrailingContent: true)
        } catch {
            let (line, column) = lines.lineAndColumn(ofOffset: error.offset)
            diagnostics.append(LocalizationChecks.parseError.diagnostic(
                "the file is not a valid XML property list: \(error.message)",
                at: SourceLocation(file: path, line: line, column: column)
            ))
            return
        }
        var reader = StringsDictReader(path: path, cursor: LineCursor(lines))
        entries = reader.readRoot(root)
        diagnostics = reader.diagnostics
        if let trailing = parser.trailingContent {
            let (line, column) = lines.lineAndColumn(ofOffset: trailing)
            diagnostics.append(LocalizationChecks.ignoredText.diagnostic(
                "content after the end of the property list: Apple's reader ignores it",
                at: SourceLocation(file: path, line: line, column: column),
                fixIt: "delete what follows </plist>"
            ))
        }
    }

    /// Reads the `.stringsdict` at `path`, or returns the diagnostic that says why it cannot be read.
    public static func read(contentsOf path: String) -> Result<StringsDictFile, DiagnosticError> {
        FileIO.read(path).map { StringsDictFile(parsing: $0, path: path) }
    }

    private mutating func readBinary(_ bytes: [UInt8]) {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let xml = PlistXMLParser.xmlBytes(convertingBinary: bytes) else {
            diagnostics.append(LocalizationChecks.parseError.diagnostic("the file is not a valid property list", at: start))
            return
        }
        let converted = StringsDictFile(parsing: xml, path: path)
        // A binary list has no lines; every position is the start of the file.
        entries = converted.entries.map { entry in
            var entry = entry
            entry.keyLocation = start
            return entry
        }
        diagnostics = converted.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.location = start
            return diagnostic
        }
    }
}

/// Maps the property list tree of a `.stringsdict` into entries.
private struct StringsDictReader {
    let path: String
    var cursor: LineCursor
    var diagnostics: [Diagnostic] = []

    init(path: String, cursor: LineCursor) {
        self.path = path
        self.cursor = cursor
    }

    mutating func locate(_ offset: Int) -> SourceLocation {
        let (line, column) = cursor.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    mutating func report(_ message: String, at offset: Int) {
        let location = locate(offset)
        diagnostics.append(LocalizationChecks.invalidCatalog.diagnostic(message, at: location))
    }

    mutating func readRoot(_ root: PlistNode) -> [StringsDictFile.Entry] {
        guard case .dictionary(let members) = root.value else {
            report("a .stringsdict file holds a dictionary, but this one holds \(root.kindDescription)", at: root.offset)
            return []
        }
        var entries: [StringsDictFile.Entry] = []
        for member in members {
            guard let value = readEntry(member.value, key: member.key) else { continue }
            entries.append(.init(key: member.key, value: value, keyLocation: locate(member.keyOffset)))
        }
        return entries
    }

    /// Reads one entry dictionary: a format key with variables, or a width or device rule.
    private mutating func readEntry(_ node: PlistNode, key: String) -> LocalizedValue? {
        guard case .dictionary(let members) = node.value else {
            report("the entry \"\(key)\" must be a dictionary, found \(node.kindDescription)", at: node.offset)
            return nil
        }
        var value = LocalizedValue(location: locate(node.offset))
        for member in members {
            switch member.key {
            case StringsDictFile.formatKey:
                guard let text = member.value.stringValue else {
                    report("\(StringsDictFile.formatKey) of \"\(key)\" must be a string, found \(member.value.kindDescription)", at: member.value.offset)
                    continue
                }
                value.unit = StringUnit(text, location: locate(member.value.offset))
            case StringsDictFile.widthRuleKey, StringsDictFile.deviceRuleKey:
                let isWidth = member.key == StringsDictFile.widthRuleKey
                guard case .dictionary(let variants) = member.value.value else {
                    report("\(member.key) of \"\(key)\" must be a dictionary, found \(member.value.kindDescription)", at: member.value.offset)
                    continue
                }
                for variant in variants {
                    let variantValue: LocalizedValue?
                    if let text = variant.value.stringValue {
                        variantValue = LocalizedValue(unit: StringUnit(text, location: locate(variant.value.offset)), location: locate(variant.value.offset))
                    } else {
                        variantValue = readEntry(variant.value, key: "\(key)/\(variant.key)")
                    }
                    guard let variantValue else { continue }
                    if isWidth { value.width[variant.key] = variantValue } else { value.device[variant.key] = variantValue }
                }
            default:
                guard let substitution = readVariable(member.value, name: member.key, entry: key) else { continue }
                value.substitutions[member.key] = substitution
            }
        }
        return value
    }

    private mutating func readVariable(_ node: PlistNode, name: String, entry: String) -> Substitution? {
        guard case .dictionary(let members) = node.value else {
            report("the variable '\(name)' of \"\(entry)\" must be a dictionary, found \(node.kindDescription)", at: node.offset)
            return nil
        }
        var substitution = Substitution(location: locate(node.offset))
        for member in members {
            switch member.key {
            case StringsDictFile.specTypeKey:
                substitution.ruleType = member.value.stringValue
            case StringsDictFile.valueTypeKey:
                substitution.formatSpecifier = member.value.stringValue
            default:
                guard let category = PluralCategory(rawValue: member.key) else {
                    substitution.unknownKeys[member.key] = locate(member.keyOffset)
                    continue
                }
                guard let text = member.value.stringValue else {
                    report("the '\(member.key)' form of '\(name)' in \"\(entry)\" must be a string, found \(member.value.kindDescription)", at: member.value.offset)
                    continue
                }
                substitution.plural[category] = LocalizedValue(unit: StringUnit(text, location: locate(member.value.offset)), location: locate(member.value.offset))
            }
        }
        return substitution
    }
}
