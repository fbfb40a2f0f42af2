import Diagnostics
import Foundation
import IntentMetadata
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

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
    /// `pinned` lists widget kinds pinned in the stack; `lookAhead` is how far ahead upcoming windows count.
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

    /// The ranking of the current set at `date`.
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
