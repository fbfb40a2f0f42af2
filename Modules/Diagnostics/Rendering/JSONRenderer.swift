import Foundation

/// Renders diagnostics as IntentKit's JSON report.
///
/// The schema is documented in `docs/diagnostics-json.md` and versioned by its
/// `schemaVersion` field. Keys are sorted, so reports diff cleanly.
public struct JSONRenderer: DiagnosticRenderer {
    /// The version of the report's schema this renderer writes.
    public static let schemaVersion = 1

    /// The tool named in the report.
    public var tool: ToolInfo

    /// Creates a JSON renderer.
    public init(tool: ToolInfo) {
        self.tool = tool
    }

    public func render(_ diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String {
        PrettyJSONWriter.report(schemaVersion: Self.schemaVersion, tool: tool, diagnostics: diagnostics, summary: summary)
    }

    /// The report of ``render(_:summary:)`` as its UTF-8 bytes, handed to `write` in order a chunk of about `chunk`
    /// bytes at a time as it is made, for writing out as they are: a report of megabytes is never held whole.
    package func renderUTF8(_ diagnostics: [Diagnostic], summary: DiagnosticSummary, chunk: Int = 1 << 16, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
        PrettyJSONWriter.streamReport(schemaVersion: Self.schemaVersion, tool: tool, diagnostics: diagnostics, summary: summary, chunk: chunk, to: write)
    }

    /// The report through `Encodable` and `ReportEncoding`: what the hand-written one must equal, byte for byte.
    func renderEncoding(_ diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String {
        ReportEncoding.string(for: Report(
            schemaVersion: Self.schemaVersion,
            tool: .init(name: tool.name, version: tool.version),
            diagnostics: diagnostics,
            summary: summary
        ))
    }

    private struct Report: Encodable {
        struct Tool: Encodable {
            var name: String
            var version: String
        }

        var schemaVersion: Int
        var tool: Tool
        var diagnostics: [Diagnostic]
        var summary: DiagnosticSummary
    }
}

/// The one JSON encoding every report uses: pretty, sorted keys, unescaped slashes.
enum ReportEncoding {
    static func string(for value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            // Only strings, integers and nested containers are encoded; this cannot fail.
            preconditionFailure("report encoding failed: \(error)")
        }
    }
}
