import Diagnostics
import PositionedJSON

/// A parsed String Catalog (`.xcstrings`): its table with the line and column of every key and value.
///
/// The reader accepts every known version (1.0, 1.1, 1.2) and keeps unknown versions, states and
/// extraction states as written, with a warning. Structural problems (a value of the wrong JSON
/// type, an unknown plural category) are errors naming their position; the rest of the catalog
/// still loads.
public struct StringCatalogFile: Sendable {
    /// The versions of the format this reader knows.
    public static let knownVersions: Set<String> = ["1.0", "1.1", "1.2"]
    /// The extraction states Xcode writes (absent means automatic).
    public static let knownExtractionStates: Set<String> = ["manual", "stale", "extracted_with_value", "migrated"]

    /// The path diagnostics name.
    public var path: String
    /// The catalog's `version`.
    public var version: String?
    /// The table, named after the file stem, with every key and localization.
    public var table: CatalogTable
    /// Problems found while reading.
    public var diagnostics: [Diagnostic]

    /// Reads a String Catalog from its bytes; `tableName` defaults to the file stem of `path`.
    public init(parsing bytes: [UInt8], path: String, tableName: String? = nil) {
        self.path = path
        let name = tableName ?? Self.stem(of: path)
        var reader = Reader(path: path)
        do {
            let document = try JSONDocument(parsing: bytes, path: path)
            reader.json = document
            reader.cursor = LineCursor(document.lines)
            table = reader.read(document.root, tableName: name)
            version = reader.version
        } catch {
            table = CatalogTable(name: name)
            version = nil
            reader.diagnostics.append(LocalizationChecks.parseError.diagnostic(
                "the catalog is not well-formed JSON: \(error.message)",
                at: SourceLocation(file: path, line: error.line, column: error.column)
            ))
        }
        diagnostics = reader.diagnostics
    }

    /// Reads the catalog at `path`, or returns the diagnostic that says why it cannot be read.
    public static func read(contentsOf path: String) -> Result<StringCatalogFile, DiagnosticError> {
        FileIO.read(path).map { StringCatalogFile(parsing: $0, path: path) }
    }

    /// The table a string table file holds: its name without the extension (`de.lproj/Localizable.strings` → `Localizable`).
    public static func tableName(of path: String) -> String { stem(of: path) }

    static func stem(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: ".") else { return file }
        return String(file[..<dot])
    }
}

/// Walks the JSON tree of a catalog, collecting the table and the problems.
private struct Reader {
    let path: String
    var json: JSONDocument?
    var cursor: LineCursor?
    var version: String?
    var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    mutating func location(_ offset: Int) -> SourceLocation {
        guard cursor != nil else { return SourceLocation(file: path) }
        let (line, column) = cursor!.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    mutating func report(_ check: Check, _ message: String, at offset: Int, notes: [Diagnostic.Note] = []) {
        let location = location(offset)
        diagnostics.append(check.diagnostic(message, at: location, notes: notes))
    }

    mutating func read(_ root: JSONNode, tableName: String) -> CatalogTable {
        guard case .object(let object) = root.value else {
            report(LocalizationChecks.invalidCatalog, "a String Catalog is a JSON object, but this file holds \(root.kindDescription)", at: root.offset)
            return CatalogTable(name: tableName)
        }
        var table = CatalogTable(name: tableName, sourceLanguage: string(object, "sourceLanguage", in: "the catalog"))
        if table.sourceLanguage == nil, !object.contains("sourceLanguage") {
            report(LocalizationChecks.invalidCatalog, "the catalog has no 'sourceLanguage'", at: root.offset)
        }
        version = string(object, "version", in: "the catalog")
        if let version, !StringCatalogFile.knownVersions.contains(version), let node = object["version"] {
            report(LocalizationChecks.unknownCatalogValue, "unknown String Catalog version \"\(version)\"; read as 1.x", at: node.offset)
        }
        guard let strings = object["strings"] else { return table }
        guard case .object(let entries) = strings.value else {
            report(LocalizationChecks.invalidCatalog, "'strings' must be an object, found \(strings.kindDescription)", at: strings.offset)
            return table
        }
        var first: [String: JSONObject.Member] = [:]
        for member in entries.members {
            if let earlier = first[member.key] {
                let firstLocation = location(earlier.keyOffset)
                if Self.same(earlier.value, member.value) {
                    report(
                        LocalizationChecks.redundantKey,
                        "the key \(Quoting.quoted(member.key)) appears twice in the catalog with the same entry; the repeat is redundant",
                        at: member.keyOffset,
                        notes: [.init("the same entry is here", at: firstLocation)]
                    )
                } else {
                    report(
                        LocalizationChecks.duplicateKey,
                        "the key \(Quoting.quoted(member.key)) appears twice in the catalog with different entries; JSON readers keep only one of them (Foundation's JSONSerialization the last, JSONDecoder the first), and this one is ignored here",
                        at: member.keyOffset,
                        notes: [.init("the first \(Quoting.quoted(member.key)) is here", at: firstLocation)]
                    )
                }
                continue
            }
            first[member.key] = member
            if let entry = readEntry(member) { table.insert(entry) }
        }
        return table
    }

    private mutating func readEntry(_ member: JSONObject.Member) -> CatalogEntry? {
        guard case .object(let object) = member.value.value else {
            report(LocalizationChecks.invalidCatalog, "the entry for \"\(member.key)\" must be an object, found \(member.value.kindDescription)", at: member.value.offset)
            return nil
        }
        func what() -> String { "the entry for \"\(member.key)\"" }
        var entry = CatalogEntry(key: member.key, location: location(member.keyOffset))
        entry.comment = string(object, "comment", in: what())
        entry.extractionState = string(object, "extractionState", in: what())
        if let state = entry.extractionState, !StringCatalogFile.knownExtractionStates.contains(state), let node = object["extractionState"] {
            report(LocalizationChecks.unknownCatalogValue, "unknown extraction state \"\(state)\" for \"\(member.key)\"", at: node.offset)
        }
        if let node = object["shouldTranslate"] {
            if case .bool(let flag) = node.value { entry.shouldTranslate = flag } else {
                report(LocalizationChecks.invalidCatalog, "'shouldTranslate' of \(what()) must be true or false, found \(node.kindDescription)", at: node.offset)
            }
        }
        if let node = object["localizations"] {
            guard case .object(let localizations) = node.value else {
                report(LocalizationChecks.invalidCatalog, "'localizations' of \(what()) must be an object, found \(node.kindDescription)", at: node.offset)
                return entry
            }
            let members = localizations.members
            entry.localizations.reserveCapacity(members.count)
            for index in members.indices {
                if let value = readValue(members[index].value, what: "the \(members[index].key) localization of \"\(member.key)\"") {
                    entry.localizations[members[index].key] = value
                }
            }
        }
        return entry
    }

    /// Reads a localization or variation value: `stringUnit`, `stringSet`, `variations`, `substitutions`.
    private mutating func readValue(_ node: JSONNode, what: @autoclosure () -> String) -> LocalizedValue? {
        guard case .object(let object) = node.value else {
            report(LocalizationChecks.invalidCatalog, "\(what()) must be an object, found \(node.kindDescription)", at: node.offset)
            return nil
        }
        var value = LocalizedValue(location: location(node.offset))
        // One pass over the members (by index, so none is copied) rather than a lookup per field.
        let fields = object.members
        for index in fields.indices {
            switch fields[index].key {
            case "stringUnit":
                value.unit = readUnit(fields[index].value, what: what())
            case "stringSet":
                value.stringSet = readSet(fields[index].value, what: what())
            case "variations":
                readVariations(fields[index].value, into: &value, what: what())
            case "substitutions":
                guard case .object(let members) = fields[index].value.value else {
                    report(LocalizationChecks.invalidCatalog, "'substitutions' of \(what()) must be an object, found \(fields[index].value.kindDescription)", at: fields[index].value.offset)
                    continue
                }
                for substitution in members.members {
                    value.substitutions[substitution.key] = readSubstitution(substitution.value, what: "substitution '\(substitution.key)' of \(what())")
                }
            default:
                break
            }
        }
        return value
    }

    private mutating func readUnit(_ node: JSONNode, what: @autoclosure () -> String) -> StringUnit? {
        guard case .object(let object) = node.value else {
            report(LocalizationChecks.invalidCatalog, "'stringUnit' of \(what()) must be an object, found \(node.kindDescription)", at: node.offset)
            return nil
        }
        var text: String?
        var valueOffset = node.offset
        var stateIndex: Int?
        let fields = object.members
        for index in fields.indices {
            switch fields[index].key {
            case "value":
                valueOffset = fields[index].value.offset
                if case .string(let string) = fields[index].value.value { text = string } else { text = nil }
            case "state":
                stateIndex = index
            default:
                break
            }
        }
        let stateNode = stateIndex.map { fields[$0].value }
        guard let text else {
            report(LocalizationChecks.invalidCatalog, "'stringUnit' of \(what()) has no string 'value'", at: valueOffset)
            return nil
        }
        let location = location(valueOffset)
        return StringUnit(text, state: stateNode.flatMap { state($0, what: what()) }, location: location)
    }

    private mutating func readSet(_ node: JSONNode, what: @autoclosure () -> String) -> StringSet? {
        guard case .object(let object) = node.value,
              let valuesNode = object["values"], case .array(let elements) = valuesNode.value
        else {
            report(LocalizationChecks.invalidCatalog, "'stringSet' of \(what()) must be an object with a 'values' array", at: node.offset)
            return nil
        }
        var values: [String] = []
        for element in elements {
            if case .string(let text) = element.value { values.append(text) } else {
                report(LocalizationChecks.invalidCatalog, "'stringSet' values of \(what()) must be strings, found \(element.kindDescription)", at: element.offset)
            }
        }
        return StringSet(values, state: state(object, what: what()), location: location(valuesNode.offset))
    }

    private mutating func readVariations(_ node: JSONNode, into value: inout LocalizedValue, what: @autoclosure () -> String) {
        guard case .object(let object) = node.value else {
            report(LocalizationChecks.invalidCatalog, "'variations' of \(what()) must be an object, found \(node.kindDescription)", at: node.offset)
            return
        }
        for member in object.members {
            switch member.key {
            case "plural":
                value.plural = readPlural(member.value, what: what())
            case "device", "width":
                guard case .object(let cases) = member.value.value else {
                    report(LocalizationChecks.invalidCatalog, "'\(member.key)' variations of \(what()) must be an object", at: member.value.offset)
                    continue
                }
                for variant in cases.members {
                    guard let variantValue = readValue(variant.value, what: "the \(variant.key) variation of \(what())") else { continue }
                    if member.key == "device" { value.device[variant.key] = variantValue } else { value.width[variant.key] = variantValue }
                }
            default:
                report(LocalizationChecks.unknownCatalogValue, "unknown variation kind '\(member.key)' in \(what())", at: member.keyOffset)
            }
        }
    }

    private mutating func readPlural(_ node: JSONNode, what: @autoclosure () -> String) -> [PluralCategory: LocalizedValue] {
        guard case .object(let object) = node.value else {
            report(LocalizationChecks.invalidCatalog, "'plural' variations of \(what()) must be an object, found \(node.kindDescription)", at: node.offset)
            return [:]
        }
        var result: [PluralCategory: LocalizedValue] = [:]
        for member in object.members {
            guard let category = PluralCategory(rawValue: member.key) else {
                report(
                    LocalizationChecks.invalidCatalog,
                    "'\(member.key)' is not a plural category (zero, one, two, few, many, other)"
                        + Suggestions.didYouMean(member.key, among: PluralCategory.allCases.map(\.rawValue)),
                    at: member.keyOffset
                )
                continue
            }
            result[category] = readValue(member.value, what: "the \(category) form of \(what())")
        }
        return result
    }

    private mutating func readSubstitution(_ node: JSONNode, what: @autoclosure () -> String) -> Substitution? {
        guard case .object(let object) = node.value else {
            report(LocalizationChecks.invalidCatalog, "\(what()) must be an object, found \(node.kindDescription)", at: node.offset)
            return nil
        }
        var substitution = Substitution(location: location(node.offset))
        if let argument = object["argNum"] {
            if case .number(let text) = argument.value, let number = Int(text) { substitution.argumentNumber = number } else {
                report(LocalizationChecks.invalidCatalog, "'argNum' of \(what()) must be an integer, found \(argument.kindDescription)", at: argument.offset)
            }
        }
        substitution.formatSpecifier = string(object, "formatSpecifier", in: what())
        if let variations = object["variations"] {
            var holder = LocalizedValue()
            readVariations(variations, into: &holder, what: what())
            substitution.plural = holder.plural
        }
        return substitution
    }

    private mutating func state(_ object: JSONObject, what: @autoclosure () -> String) -> TranslationState? {
        object["state"].flatMap { state($0, what: what()) }
    }

    private mutating func state(_ node: JSONNode, what: @autoclosure () -> String) -> TranslationState? {
        guard case .string(let text) = node.value else {
            report(LocalizationChecks.invalidCatalog, "'state' of \(what()) must be a string, found \(node.kindDescription)", at: node.offset)
            return nil
        }
        let state = TranslationState(text)
        if case .unknown = state {
            report(LocalizationChecks.unknownCatalogValue, "unknown translation state \"\(text)\" in \(what())", at: node.offset)
        }
        return state
    }

    /// The string member `key`, reporting a value of another type.
    private mutating func string(_ object: JSONObject, _ key: String, in what: @autoclosure () -> String) -> String? {
        guard let node = object[key] else { return nil }
        guard case .string(let text) = node.value else {
            report(LocalizationChecks.invalidCatalog, "'\(key)' of \(what()) must be a string, found \(node.kindDescription)", at: node.offset)
            return nil
        }
        return text
    }

    /// Whether two JSON values are the same, wherever and however they are laid out: numbers as written, objects
    /// with the same keys and values in any order.
    static func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case let (.object(x), .object(y)):
            return Set(x.keys) == Set(y.keys) && x.keys.allSatisfy { key in same(x[key]!, y[key]!) }
        default: return false
        }
    }

}
