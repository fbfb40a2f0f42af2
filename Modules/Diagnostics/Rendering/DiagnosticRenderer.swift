/// Turns a run's diagnostics into the text a user or a machine reads.
public protocol DiagnosticRenderer: Sendable {
    /// Renders `diagnostics` (in the order given) and the run's `summary`.
    func render(_ diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String
}

/// The output formats every command offers through `--format`.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// Compiler style, `path:line:col: error: message [id]`, with a summary line.
    case text
    /// IntentKit's JSON report (see `docs/diagnostics-json.md`).
    case json
    /// SARIF 2.1.0, for code-scanning user interfaces.
    case sarif

    /// The renderer for this format; `folding` applies to text, as JSON and SARIF keep every finding.
    public func renderer(
        tool: ToolInfo,
        checks: [Check] = [],
        folding: TextRenderer.Folding? = nil,
        summaryLine: @escaping @Sendable (DiagnosticSummary) -> String = { $0.line }
    ) -> any DiagnosticRenderer {
        switch self {
        case .text: TextRenderer(folding: folding, summaryLine: summaryLine)
        case .json: JSONRenderer(tool: tool)
        case .sarif: SARIFRenderer(tool: tool, checks: checks)
        }
    }
}

/// The tool that produced a report, as JSON and SARIF name it.
public struct ToolInfo: Hashable, Sendable {
    /// The tool's name, such as `intentkit`.
    public var name: String
    /// The tool's version.
    public var version: String
    /// Where to read about the tool.
    public var informationURI: String?

    /// Creates a tool description.
    public init(name: String, version: String, informationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}
