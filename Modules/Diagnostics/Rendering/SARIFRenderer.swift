/// Renders diagnostics as a SARIF 2.1.0 log, for code-scanning user interfaces.
///
/// One run, one result per diagnostic. Severities map to SARIF levels as
/// error → `error`, warning → `warning`, note → `note`, remark → `none`. Notes become
/// `relatedLocations`, a fix-it travels in the result's `properties.fixIt` and the finding's group
/// (see ``Diagnostic/group``) in `properties.group`. Columns
/// are counted in Unicode scalars (`columnKind: unicodeCodePoints`).
public struct SARIFRenderer: DiagnosticRenderer {
    /// The SARIF version written.
    public static let version = "2.1.0"
    /// The schema address written into `$schema`.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The tool named as the run's driver.
    public var tool: ToolInfo
    /// Known checks, used to describe rules; rules for other identifiers are listed without a description.
    public var checks: [Check]

    /// Creates a SARIF renderer.
    public init(tool: ToolInfo, checks: [Check] = []) {
        self.tool = tool
        self.checks = checks
    }

    public func render(_ diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String {
        let known = Dictionary(checks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ruleIDs = Array(Set(diagnostics.map(\.id))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let rules = ruleIDs.map { id in
            Log.Rule(
                id: id,
                shortDescription: known[id].map { Log.Message(text: $0.summary) },
                defaultConfiguration: known[id].map { Log.Configuration(level: Self.level($0.defaultSeverity)) }
            )
        }
        let results = diagnostics.map { diagnostic in
            Log.Result(
                ruleId: diagnostic.id,
                ruleIndex: ruleIndex[diagnostic.id] ?? 0,
                level: Self.level(diagnostic.severity),
                message: .init(text: diagnostic.message),
                locations: diagnostic.location.map { [Log.Location(physicalLocation: .init($0))] },
                relatedLocations: diagnostic.notes.isEmpty ? nil : diagnostic.notes.enumerated().map { index, note in
                    Log.Location(
                        id: index,
                        physicalLocation: note.location.map(Log.PhysicalLocation.init),
                        message: .init(text: note.message)
                    )
                },
                properties: Self.properties(of: diagnostic)
            )
        }
        let driver = Log.Driver(
            name: tool.name,
            version: tool.version,
            informationUri: tool.informationURI,
            rules: rules
        )
        let log = Log(
            schema: Self.schemaURI,
            version: Self.version,
            runs: [.init(tool: .init(driver: driver), results: results, columnKind: "unicodeCodePoints")]
        )
        return ReportEncoding.string(for: log)
    }

    /// A result's `properties`: the fix-it and the group, where the diagnostic has them.
    static func properties(of diagnostic: Diagnostic) -> [String: String]? {
        var properties: [String: String] = [:]
        properties["fixIt"] = diagnostic.fixIt
        properties["group"] = diagnostic.group
        return properties.isEmpty ? nil : properties
    }

    /// The SARIF level for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        case .remark: "none"
        }
    }

    /// The subset of the SARIF 2.1.0 object model IntentKit writes.
    private struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }

        struct Run: Encodable {
            var tool: Tool
            var results: [Result]
            var columnKind: String
        }

        struct Tool: Encodable { var driver: Driver }

        struct Driver: Encodable {
            var name: String
            var version: String
            var informationUri: String?
            var rules: [Rule]
        }

        struct Rule: Encodable {
            var id: String
            var shortDescription: Message?
            var defaultConfiguration: Configuration?
        }

        struct Configuration: Encodable { var level: String }

        struct Message: Encodable { var text: String }

        struct Result: Encodable {
            var ruleId: String
            var ruleIndex: Int
            var level: String
            var message: Message
            var locations: [Location]?
            var relatedLocations: [Location]?
            var properties: [String: String]?
        }

        struct Location: Encodable {
            var id: Int?
            var physicalLocation: PhysicalLocation?
            var message: Message?
        }

        struct PhysicalLocation: Encodable {
            var artifactLocation: ArtifactLocation
            var region: Region?

            init(_ location: SourceLocation) {
                artifactLocation = ArtifactLocation(uri: SARIFRenderer.uri(forPath: location.file))
                region = location.line.map { Region(startLine: $0, startColumn: location.column) }
            }
        }

        struct ArtifactLocation: Encodable { var uri: String }

        struct Region: Encodable {
            var startLine: Int
            var startColumn: Int?
        }
    }

    /// A URI reference for a file path: relative paths stay relative, absolute ones become `file://` URIs,
    /// and characters that URIs do not allow are percent-encoded.
    package static func uri(forPath path: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var encoded = ""
        for byte in path.utf8 {
            if unreserved.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
