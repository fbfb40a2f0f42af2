import Diagnostics
import Foundation

/// Reads Apple's compiled App Intents metadata: `extract.actionsdata` and `version.json`.
///
/// Every value is kept (``ActionsDataFile/root``); what the reader checks is reported with its place in the
/// file: JSON that is not well-formed (the first problem), values of the wrong type under keys Xcode
/// writes, keys Xcode always writes that are missing, and, once per place, keys it does not know. Input is
/// never trusted: the size is capped (``maximumSize``), nesting is capped, and bytes that are not UTF-8
/// are refused with their offset.
public enum ActionsDataReader {
    /// The largest file read: 64 MiB, ten times the metadata of an app with 25,000 intents.
    public static let maximumSize = 64 << 20
    /// The most findings reported for one file; the rest are counted in one last finding.
    static let maximumFindings = 200

    /// Reads the file at `path`.
    public static func read(contentsOf path: String) -> ActionsDataFile {
        switch ProductFileReading.read(path, limit: maximumSize) {
        case .success(let bytes): return read(bytes, path: path)
        case .failure(let error): return ActionsDataFile(path: path, root: nil, diagnostics: [error.diagnostic], bytes: [])
        }
    }

    /// Reads `bytes` as an `extract.actionsdata` file; `path` names it in diagnostics.
    public static func read(_ bytes: [UInt8], path: String) -> ActionsDataFile {
        guard bytes.count <= maximumSize else {
            return ActionsDataFile(path: path, root: nil, diagnostics: [tooLarge(bytes.count, path: path)], bytes: [])
        }
        let root: AppleJSON
        do {
            root = try AppleJSONParser.parse(bytes)
        } catch {
            let location = ActionsDataFile.location(ofOffset: min(error.offset, bytes.count), in: bytes, path: path)
            return ActionsDataFile(path: path, root: nil, diagnostics: [AppleMetadataChecks.malformed.diagnostic(error.message, at: location)], bytes: bytes)
        }
        var file = ActionsDataFile(path: path, root: root, diagnostics: [], bytes: bytes)
        var validator = ShapeValidator()
        validator.validate(root, shape: .file)
        if case .object(let members) = root {
            let keys = Set(members.map(\.key))
            for key in ActionsDataShape.expectedTopLevelKeys where !keys.contains(key) {
                validator.findings.append(.init(check: AppleMetadataChecks.missingKey, message: "the file has no '\(key)', which Xcode always writes", path: []))
            }
        }
        file.diagnostics = validator.diagnostics(in: file)
        if let offset = XcodeJSONWriter.firstDifference(root, from: bytes) {
            file.diagnostics.append(AppleMetadataChecks.layout.diagnostic(
                "the file is not laid out as Xcode writes it (one line, keys sorted, '/' escaped) from byte \(offset) on; written back, its bytes change",
                at: ActionsDataFile.location(ofOffset: min(offset, bytes.count), in: bytes, path: path)
            ))
        }
        return file
    }

    /// Reads the `version.json` at `path`.
    public static func readVersion(contentsOf path: String) -> VersionFile {
        switch ProductFileReading.read(path, limit: 1 << 20) {
        case .success(let bytes): return readVersion(bytes, path: path)
        case .failure(let error): return VersionFile(path: path, root: nil, diagnostics: [error.diagnostic], bytes: [])
        }
    }

    /// Reads `bytes` as a `version.json` file.
    public static func readVersion(_ bytes: [UInt8], path: String) -> VersionFile {
        guard bytes.count <= 1 << 20 else {
            return VersionFile(path: path, root: nil, diagnostics: [tooLarge(bytes.count, path: path)], bytes: [])
        }
        let root: AppleJSON
        do {
            root = try AppleJSONParser.parse(bytes)
        } catch {
            let location = ActionsDataFile.location(ofOffset: min(error.offset, bytes.count), in: bytes, path: path)
            return VersionFile(path: path, root: nil, diagnostics: [AppleMetadataChecks.malformed.diagnostic(error.message, at: location)], bytes: bytes)
        }
        var file = VersionFile(path: path, root: root, diagnostics: [], bytes: bytes)
        var validator = ShapeValidator()
        validator.validate(root, shape: .versionFile)
        for key in ["version", "toolsVersion"] where root[key] == nil && root.members != nil {
            validator.findings.append(.init(check: AppleMetadataChecks.missingKey, message: "version.json has no '\(key)', which Xcode always writes", path: []))
        }
        let container = ActionsDataFile(path: path, root: root, diagnostics: [], bytes: bytes)
        file.diagnostics = validator.diagnostics(in: container)
        if !file.writesBackIdentically {
            file.diagnostics.append(AppleMetadataChecks.layout.diagnostic(
                "version.json is not laid out as Xcode writes it (two-space indentation, ' : ', no final line break); written back, its bytes change",
                at: SourceLocation(file: path, line: 1, column: 1)
            ))
        }
        return file
    }

    private static func tooLarge(_ size: Int, path: String) -> Diagnostic {
        AppleMetadataChecks.tooLarge.diagnostic(
            "the file is \(size) bytes, more than the \(maximumSize) read; Xcode's metadata of the largest apps is a few megabytes",
            at: SourceLocation(file: path)
        )
    }
}

/// Checks values against ``ActionsDataShape``, collecting findings with their paths.
struct ShapeValidator {
    struct Finding {
        var check: Check
        var message: String
        var path: [AppleJSONPathComponent]
        var atKey = false
    }

    var findings: [Finding] = []
    /// Places unknown keys were reported at (`actions.*.foo`), so each is reported once.
    private var reportedPatterns: Set<String> = []
    private var path: [AppleJSONPathComponent] = []
    /// For each step of ``path``, whether it is a key of a table (an identifier), which a place names as `*`.
    private var isTableKey: [Bool] = []

    mutating func validate(_ value: AppleJSON, shape: ActionsDataShape) {
        switch shape {
        case .any:
            return
        case .string:
            if case .string = value { return }
            wrongType(value, expected: "a string")
        case .integer:
            if case .number(let text) = value, Int(text) != nil { return }
            wrongType(value, expected: "an integer")
        case .boolean:
            if case .bool = value { return }
            wrongType(value, expected: "a boolean")
        case .object(let keys):
            guard case .object(let members) = value else { return wrongType(value, expected: "an object") }
            for member in members {
                path.append(.key(member.key))
                isTableKey.append(false)
                if let inner = keys[member.key] {
                    validate(member.value, shape: inner)
                } else {
                    unknownKey(member.key)
                }
                path.removeLast()
                isTableKey.removeLast()
            }
        case .table(let inner):
            guard case .object(let members) = value else { return wrongType(value, expected: "an object") }
            for member in members {
                path.append(.key(member.key))
                isTableKey.append(true)
                validate(member.value, shape: inner)
                path.removeLast()
                isTableKey.removeLast()
            }
        case .array(let inner):
            guard case .array(let elements) = value else { return wrongType(value, expected: "an array") }
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                isTableKey.append(false)
                validate(element, shape: inner)
                path.removeLast()
                isTableKey.removeLast()
            }
        case .pairs(let inner):
            guard case .array(let elements) = value else { return wrongType(value, expected: "an array of keys and values") }
            if elements.count % 2 != 0 {
                findings.append(Finding(check: AppleMetadataChecks.invalidValue, message: "'\(path.dotted)' holds \(elements.count) items, not keys and values in pairs", path: path))
            }
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                isTableKey.append(false)
                if index % 2 == 0 {
                    if case .string = element {} else { wrongType(element, expected: "a string (a key)") }
                } else {
                    validate(element, shape: inner)
                }
                path.removeLast()
                isTableKey.removeLast()
            }
        case .tagged(let tags):
            guard case .object(let members) = value else { return wrongType(value, expected: "an object") }
            guard members.count == 1, let member = members.first else {
                findings.append(Finding(check: AppleMetadataChecks.invalidValue, message: "'\(path.dotted)' has \(members.count) keys; a tagged value has exactly one", path: path))
                return
            }
            path.append(.key(member.key))
            isTableKey.append(false)
            if let inner = tags[member.key] {
                validate(member.value, shape: inner)
            } else {
                unknownKey(member.key, kind: "value type")
            }
            path.removeLast()
            isTableKey.removeLast()
        }
    }

    private mutating func wrongType(_ value: AppleJSON, expected: String) {
        findings.append(Finding(check: AppleMetadataChecks.invalidValue, message: "'\(path.dotted)' is \(value.kindDescription); Xcode writes \(expected) there", path: path))
    }

    private mutating func unknownKey(_ key: String, kind: String = "key") {
        // The place: the path with identifiers as `*` and indices as `[]`.
        let place = zip(path, isTableKey).map { component, isTable in
            switch component {
            case .key(let name): isTable ? "*" : name
            case .index: "[]"
            }
        }.joined(separator: ".").replacingOccurrences(of: ".[]", with: "[]")
        guard reportedPatterns.insert(place).inserted else { return }
        findings.append(Finding(
            check: AppleMetadataChecks.unknownKey,
            message: "'\(key)' is not a \(kind) IntentKit knows at '\(place)'; it is kept as it is (reported once for this place)",
            path: path, atKey: kind == "key"
        ))
    }

    /// The findings as diagnostics placed in `file`, at most ``ActionsDataReader/maximumFindings``.
    func diagnostics(in file: ActionsDataFile) -> [Diagnostic] {
        var diagnostics = findings.prefix(ActionsDataReader.maximumFindings).map { finding in
            finding.check.diagnostic(finding.message, at: file.location(of: finding.path, atKey: finding.atKey), context: ["path": finding.path.dotted])
        }
        if findings.count > ActionsDataReader.maximumFindings {
            diagnostics.append(AppleMetadataChecks.invalidValue.diagnostic(
                "\(findings.count - ActionsDataReader.maximumFindings) more problems are not listed", at: SourceLocation(file: file.path)
            ))
        }
        return diagnostics
    }
}
