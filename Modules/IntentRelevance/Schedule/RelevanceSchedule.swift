import Diagnostics

/// Which widget intents matter when: widget kinds, relevance entries and how to rank them.
///
/// Read from YAML with ``load(contentsOf:timeZone:)`` or ``load(yaml:path:timeZone:)``, or built from a
/// ``RelevantIntentManager``'s current set. Rank it at an instant with ``ranking(at:)`` and
/// follow it over time with ``timeline(from:to:top:)``.
public struct RelevanceSchedule: Sendable {
    /// One hour: how far ahead an upcoming window counts unless a schedule says otherwise.
    public static let defaultLookAhead: Int64 = 3600

    /// The zone times are shown in, and floating times are evaluated in.
    public var timeZone: ZoneRules
    /// How far ahead of an instant a window that has not started yet still counts (seconds).
    public var lookAhead: Int64 = defaultLookAhead
    /// Whether a widget kind shows one card (its best intent) or every intent gets its own card.
    public var grouping: Grouping = .byWidgetKind
    /// The widget kinds, in declaration order.
    public var widgets: [WidgetDeclaration] = []
    /// The entries, in declaration order (the last tie-break of the ranking).
    public var entries: [RelevanceEntry] = []
    /// The file the schedule came from, if any.
    public var path: String?

    /// An empty schedule shown in `timeZone`.
    public init(timeZone: ZoneRules) {
        self.timeZone = timeZone
    }

    /// How candidates become cards in the stack.
    public enum Grouping: String, Sendable, Codable, CaseIterable {
        /// One card per widget kind, showing the kind's best intent (the system's default).
        case byWidgetKind = "kind"
        /// One card per distinct intent (`WidgetRelevanceGroup.ungrouped`).
        case none
    }
}

/// A widget kind the app offers.
public struct WidgetDeclaration: Hashable, Sendable {
    /// The widget's `kind` string.
    public var kind: String
    /// The configuration intent type it takes, when the schedule says.
    public var intentType: String?
    /// Whether the person pinned it: pinned widgets come first, whatever their relevance.
    public var pinned: Bool
    /// Where the schedule declares the widget, for messages.
    public var location: SourceLocation?

    /// A widget kind, with the intent type it takes and whether it is pinned.
    public init(kind: String, intentType: String? = nil, pinned: Bool = false, location: SourceLocation? = nil) {
        self.kind = kind
        self.intentType = intentType
        self.pinned = pinned
        self.location = location
    }
}

/// An intent by type and parameter values: what identifies a widget configuration.
public struct IntentReference: Hashable, Sendable, CustomStringConvertible {
    /// The intent's type name (`TransitIntent`).
    public var type: String
    /// Parameter names and values, in the order written.
    public var parameters: [(name: String, value: String)]

    /// An intent of type `type` with these parameter values, in order.
    public init(type: String, parameters: [(name: String, value: String)] = []) {
        self.type = type
        self.parameters = parameters
    }

    /// `TransitIntent(stop: Main St, direction: north)`.
    public var description: String {
        parameters.isEmpty ? type : type + "(" + parameters.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
    }

    public static func == (lhs: IntentReference, rhs: IntentReference) -> Bool {
        lhs.type == rhs.type && lhs.parameters.elementsEqual(rhs.parameters) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        for (name, value) in parameters {
            hasher.combine(name)
            hasher.combine(value)
        }
    }
}

/// One relevant intent: a widget kind, an intent, and the date clues that make it relevant.
public struct RelevanceEntry: Sendable {
    /// A stable identifier (the schedule's `id`, or generated from the position).
    public var id: String
    /// The widget kind the entry's intent configures.
    public var widgetKind: String
    /// The intent, by type and parameter values.
    public var intent: IntentReference
    /// How the app describes the entry's windows: scheduled, default or informational.
    public var kind: RelevantContext.DateKind = .default
    /// A multiplier of the score; 1 unless the schedule says.
    public var weight: Double = 1
    /// One-off windows.
    public var windows: [TimeWindow] = []
    /// Repeating windows.
    var rules: [RecurrenceRule] = []
    /// Where the schedule declares the entry, for messages.
    public var location: SourceLocation?

    /// An entry with no windows yet, weight 1 and the default date kind.
    public init(id: String, widgetKind: String, intent: IntentReference) {
        self.id = id
        self.widgetKind = widgetKind
        self.intent = intent
    }

    /// The entry's score: its weight times its date kind's factor.
    public var score: Double { weight * kind.factor }

    /// Calls `body` with every window of the entry that intersects `[from, to)`.
    func forEachWindow(intersecting from: Int64, _ to: Int64, evaluationZone: ZoneRules, _ body: (TimeWindow) -> Void) {
        for window in windows where window.start < to && window.end > from {
            body(window)
        }
        for rule in rules {
            rule.forEachWindow(intersecting: from, to, evaluationZone: evaluationZone, body)
        }
    }

    /// Every window of the entry that intersects `[from, to)`, sorted, duplicates removed.
    public func windows(intersecting from: Int64, _ to: Int64, evaluationZone: ZoneRules) -> [TimeWindow] {
        var found: [TimeWindow] = []
        forEachWindow(intersecting: from, to, evaluationZone: evaluationZone) { found.append($0) }
        return Array(Set(found)).sorted()
    }
}
