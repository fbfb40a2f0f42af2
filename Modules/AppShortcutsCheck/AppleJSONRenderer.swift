import Diagnostics
import Foundation

/// Renders findings in the shape Apple's `appshortcutstringsprocessor` prints, so CI parsers written for it work.
///
/// The output is a JSON array of `{status, message, path, line?, languageCode?, key?}` for each warning and
/// error (remarks and notes are left out), or one `success` entry when there are none. String Catalog findings
/// have no `line`: Apple locates them by language and key.
public struct AppleJSONRenderer: DiagnosticRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String {
        struct Entry: Encodable {
            var status: String
            var message: String
            var path: String
            var line: Int?
            var languageCode: String?
            var key: String?
        }
        let entries = diagnostics.filter { $0.severity >= .warning }.map { diagnostic in
            Entry(
                status: diagnostic.severity == .error ? "error" : "warning",
                message: diagnostic.message,
                path: diagnostic.location?.file ?? "",
                // Apple locates String Catalog findings by language and key, not by line.
                line: diagnostic.location?.file.hasSuffix(".xcstrings") == true ? nil : diagnostic.location?.line,
                languageCode: diagnostic.context["locale"],
                key: diagnostic.context["key"]
            )
        }
        let output = entries.isEmpty ? [Entry(status: "success", message: "", path: "")] : entries
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(output), as: UTF8.self) + "\n") ?? "[]\n"
    }
}
