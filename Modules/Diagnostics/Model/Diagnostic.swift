/// A problem, or a piece of information, that a check found in a user's files.
///
/// Every IntentKit module reports through this one type, so the CLI can render,
/// count and filter what any module finds in one way.
///
///     let diagnostic = Diagnostic(
///         .error,
///         id: "metadata.dangling-reference",
///         "parameter 'soup' refers to entity 'SoupEntity', which the document does not define",
///         at: SourceLocation(file: "metadata.json", line: 12, column: 21)
///     )
///     print(diagnostic) // metadata.json:12:21: error: parameter 'soup' refers to … [metadata.dangling-reference]
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How serious the diagnostic is.
    public var severity: Severity
    /// The stable identifier of the check that produced it, such as `localization.missing-plural-category`.
    ///
    /// Identifiers are lower-case, dot-separated by area and dash-separated within a part.
    /// They never change once released: configuration files and baselines refer to them.
    public var id: String
    /// The message, one sentence without a trailing period.
    public var message: String
    /// Where the problem is, if it is in a file.
    public var location: SourceLocation?
    /// Related places, each with its own message (for example the first definition of a duplicate).
    public var notes: [Note]
    /// A suggested fix in words, if the check can offer one.
    public var fixIt: String?
    /// Named facts about the finding that tools can filter on, such as `locale` and `key`.
    public var context: [String: String]
    /// The group the finding belongs to, which a text report may fold into one line.
    ///
    /// Findings of one check in one table and locale share one, such as
    /// `localization.needs-review:Localizable:de`. A text report folds a group into one line (see
    /// ``TextRenderer/Folding``); JSON and SARIF keep every finding and name its group. `nil` for a finding
    /// that is always printed on its own.
    public var group: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        id: String,
        _ message: String,
        at location: SourceLocation? = nil,
        notes: [Note] = [],
        fixIt: String? = nil,
        context: [String: String] = [:],
        group: String? = nil
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIt = fixIt
        self.context = context
        self.group = group
    }

    private enum CodingKeys: String, CodingKey {
        case severity, id, message, location, notes, fixIt, context, group
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try c.decode(Severity.self, forKey: .severity),
            id: try c.decode(String.self, forKey: .id),
            try c.decode(String.self, forKey: .message),
            at: try c.decodeIfPresent(SourceLocation.self, forKey: .location),
            notes: try c.decodeIfPresent([Note].self, forKey: .notes) ?? [],
            fixIt: try c.decodeIfPresent(String.self, forKey: .fixIt),
            context: try c.decodeIfPresent([String: String].self, forKey: .context) ?? [:],
            group: try c.decodeIfPresent(String.self, forKey: .group)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(severity, forKey: .severity)
        try c.encode(id, forKey: .id)
        try c.encode(message, forKey: .message)
        try c.encodeIfPresent(location, forKey: .location)
        try c.encode(notes, forKey: .notes)
        try c.encodeIfPresent(fixIt, forKey: .fixIt)
        if !context.isEmpty { try c.encode(context, forKey: .context) }
        try c.encodeIfPresent(group, forKey: .group)
    }

    /// The diagnostic in compiler form, as the text renderer prints its first line.
    public var description: String { TextRenderer.headline(of: self) }
}

extension Diagnostic {
    /// A related place attached to a diagnostic, with its own message.
    public struct Note: Hashable, Sendable, Codable {
        /// What the note says about its location.
        public var message: String
        /// The place the note points at, if any.
        public var location: SourceLocation?

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }
}
