import Diagnostics
import Foundation
import IntentMetadata
// IntentKit's model on every platform: the manager reads intents through it (`summaryConfiguration()`), which
// Apple's framework does not have, and Apple's `WidgetConfigurationIntent` needs macOS 14.
import AppIntentModel

/// The app's current set of relevant intents, as `RelevantIntentManager.shared` keeps it, and its ranking.
///
/// `updateRelevantIntents(_:)` replaces the whole set (an empty array clears it), as Apple documents.
/// Unlike the system, which applies updates eventually, IntentKit applies them at once so tests can
/// rank the set straight after updating it.
public final class RelevantIntentManager: @unchecked Sendable {
    /// The manager every app uses.
    public static let shared = RelevantIntentManager()

    private let lock = NSLock()
    private var current: [RelevantIntent] = []

    /// A separate manager, for tests that must not share state.
    public init() {}

    /// The intents of the last update, in the order given.
    public var relevantIntents: [RelevantIntent] {
        lock.withLock { current }
    }

    /// Replaces the set of relevant intents; an empty array clears it.
    ///
    /// Throws ``RelevanceError/emptyWidgetKind(intent:)`` when an intent names no widget kind, and
    /// leaves the previous set in place.
    public func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {
        if let bad = relevantIntents.first(where: { $0.widgetKind.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw RelevanceError.emptyWidgetKind(intent: String(describing: type(of: bad.intent)))
        }
        lock.withLock { current = relevantIntents }
    }

    /// The current set as a schedule: one entry per relevant intent, in the order given.
    ///
    /// Entries are numbered from `1`; each names the intent's type and its parameter values (sorted
    /// by name), and has its clue's window and date kind. Widget kinds are declared in the order
    /// they first appear.
    ///
    /// - Parameters:
    ///   - timeZone: The zone the schedule shows times in; UTC unless given.
    ///   - lookAhead: How far ahead (seconds) a window that has not started yet still counts.
    ///   - pinned: Widget kinds pinned in the stack, which come first whatever their relevance.
    public func schedule(timeZone: ZoneRules = .utc, lookAhead: Int64 = RelevanceSchedule.defaultLookAhead, pinned: [String] = []) -> RelevanceSchedule {
        var schedule = RelevanceSchedule(timeZone: timeZone)
        schedule.lookAhead = lookAhead
        var kinds: [String] = []
        for (index, relevant) in relevantIntents.enumerated() {
            if !kinds.contains(relevant.widgetKind) { kinds.append(relevant.widgetKind) }
            let intentType = String(describing: type(of: relevant.intent))
            let values = relevant.intent.summaryConfiguration().values
            let parameters = values.keys.sorted().map { ($0, values[$0].map(Self.text) ?? "") }
            var entry = RelevanceEntry(id: "\(index + 1)", widgetKind: relevant.widgetKind, intent: IntentReference(type: intentType, parameters: parameters))
            entry.kind = relevant.relevance.kind
            entry.windows = [relevant.relevance.window]
            schedule.entries.append(entry)
        }
        schedule.widgets = kinds.map { WidgetDeclaration(kind: $0, pinned: pinned.contains($0)) }
        return schedule
    }

    /// The ranking of the current set at `date` (IntentKit only; Apple's manager has no ranking).
    ///
    /// The set is ranked as ``schedule(timeZone:lookAhead:pinned:)`` makes it, in UTC, at `date`
    /// rounded down to the second.
    ///
    /// - Parameters:
    ///   - date: The instant to rank at.
    ///   - lookAhead: How far ahead (seconds) a window that has not started yet still counts.
    ///   - pinned: Widget kinds pinned in the stack, which come first whatever their relevance.
    public func ranking(at date: Date, lookAhead: Int64 = RelevanceSchedule.defaultLookAhead, pinned: [String] = []) -> RelevanceRanking {
        schedule(lookAhead: lookAhead, pinned: pinned).ranking(at: RelevantContext.seconds(date, .down))
    }

    private static func text(_ value: MetadataValue) -> String {
        switch value {
        case .string(let text): text
        case .integer(let number): String(number)
        case .double(let number): String(number)
        case .boolean(let flag): String(flag)
        case .array(let values): "[" + values.map(text).joined(separator: ", ") + "]"
        }
    }
}

/// Why the relevance manager refused an update.
public enum RelevanceError: Error, Equatable, CustomStringConvertible {
    /// A relevant intent names no widget kind, so no widget could show it.
    case emptyWidgetKind(intent: String)

    public var description: String {
        switch self {
        case .emptyWidgetKind(let intent): "a relevant \(intent) names no widget kind; pass the widget's kind string"
        }
    }
}
