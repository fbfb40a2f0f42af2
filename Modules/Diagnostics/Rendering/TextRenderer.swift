/// Renders diagnostics the way compilers print them, so Xcode, editors and CI annotate them.
///
///     Examples/SoupChef/metadata.json:12:21: error: parameter 'soup' refers to … [metadata.dangling-reference]
///     Examples/SoupChef/metadata.json:3:5: note: 'OrderSoupIntent' is first defined here
///         fix-it: rename one of the definitions
///     1 error in 1 file
///
/// A multi-line message continues on indented lines. Notes follow their diagnostic
/// as `note:` lines with their own locations; the summary line comes last. With ``folding``,
/// findings that share a group fold into one line each (see ``Folding``).
public struct TextRenderer: DiagnosticRenderer {
    /// Whether to end the output with the summary line.
    public var includesSummary: Bool
    /// Turns the summary into its line; by default the English ``DiagnosticSummary/line``.
    public var summaryLine: @Sendable (DiagnosticSummary) -> String
    /// How findings that share a group fold; `nil` prints every finding.
    public var folding: Folding?

    /// Creates a text renderer.
    ///
    /// - Parameters:
    ///   - includesSummary: whether to end with the summary line.
    ///   - folding: how findings that share a group fold; `nil` prints every finding.
    ///   - summaryLine: how to word the summary line (for example in the user's language).
    public init(
        includesSummary: Bool = true,
        folding: Folding? = nil,
        summaryLine: @escaping @Sendable (DiagnosticSummary) -> String = { $0.line }
    ) {
        self.includesSummary = includesSummary
        self.folding = folding
        self.summaryLine = summaryLine
    }

    public func render(_ diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String {
        var lines: [String] = []
        var shown = diagnostics
        var closing: String?
        if let folding { (shown, closing) = Self.fold(diagnostics, folding) }
        for diagnostic in shown {
            lines.append(Self.headline(of: diagnostic))
            if let fixIt = diagnostic.fixIt {
                lines.append("    fix-it: " + Self.indentingContinuations(fixIt))
            }
            for note in diagnostic.notes {
                lines.append(Self.prefix(note.location) + "note: " + Self.indentingContinuations(note.message))
            }
        }
        if let closing { lines.append(closing) }
        if includesSummary { lines.append(summaryLine(summary)) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The first line of a diagnostic: `location: severity: message [id]`.
    static func headline(of diagnostic: Diagnostic) -> String {
        prefix(diagnostic.location) + "\(diagnostic.severity.rawValue): "
            + indentingContinuations(diagnostic.message) + " [\(diagnostic.id)]"
    }

    private static func prefix(_ location: SourceLocation?) -> String {
        location.map { "\($0): " } ?? ""
    }

    private static func indentingContinuations(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
    }
}
