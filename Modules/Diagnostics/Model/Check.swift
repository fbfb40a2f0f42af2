/// The description of one check: its stable identifier, default severity and a one-line summary.
///
/// Modules declare their checks as static values so documentation, configuration and
/// the SARIF renderer's rule table can list them.
public struct Check: Hashable, Sendable, Codable {
    /// The stable identifier, as carried by ``Diagnostic/id``.
    public var id: String
    /// The severity the check reports with unless configured otherwise.
    public var defaultSeverity: Severity
    /// One line saying what the check finds.
    public var summary: String

    /// Creates a check description.
    public init(_ id: String, _ defaultSeverity: Severity, _ summary: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
    }
}

extension Check {
    /// A diagnostic of this check at its default severity.
    public func diagnostic(
        _ message: String,
        at location: SourceLocation?,
        notes: [Diagnostic.Note] = [],
        fixIt: String? = nil,
        context: [String: String] = [:],
        group: String? = nil
    ) -> Diagnostic {
        Diagnostic(defaultSeverity, id: id, message, at: location, notes: notes, fixIt: fixIt, context: context, group: group)
    }
}
