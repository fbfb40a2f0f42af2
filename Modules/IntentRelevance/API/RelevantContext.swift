import Foundation

/// A clue that tells the system when a widget matters (RelevanceKit's `RelevantContext`, date clues).
///
/// IntentKit evaluates date clues; the fitness, sleep, headphones and location clues need on-device
/// signals and are not modelled (see `docs/relevance.md`).
public struct RelevantContext: Hashable, Sendable {
    /// How much a date clue matters (watchOS 26 `RelevantContext.DateKind`): scheduled > default > informational.
    public enum DateKind: String, Hashable, Sendable, Codable, CaseIterable {
        /// "Increased priority because it displays important content or requires action."
        case scheduled
        /// "Treat a widget with default priority."
        case `default`
        /// "Slightly lower priority because it displays content and doesn't require an action."
        case informational

        /// The factor this kind multiplies an entry's weight by in IntentKit's documented score.
        public var factor: Double {
            switch self {
            case .scheduled: 1.5
            case .default: 1
            case .informational: 0.75
            }
        }
    }

    /// The window, at one-second resolution.
    public let window: TimeWindow
    /// How the app describes the window: scheduled, default or informational.
    public let kind: DateKind

    init(window: TimeWindow, kind: DateKind) {
        self.window = window
        self.kind = kind
    }

    /// Relevant from `from` (most relevant) until `to` (no longer relevant); iOS 17–26, watchOS 10–26.
    public static func date(from: Date, to: Date) -> RelevantContext {
        RelevantContext(window: TimeWindow(start: seconds(from, .down), end: seconds(to, .up)), kind: .default)
    }

    /// Relevant at one moment: a zero-length window, active during its own second.
    public static func date(_ exact: Date) -> RelevantContext {
        date(exact, kind: .default)
    }

    /// Relevant at one moment, with a kind (26).
    public static func date(_ exact: Date, kind: DateKind) -> RelevantContext {
        let start = seconds(exact, .down)
        return RelevantContext(window: TimeWindow(start: start, end: start), kind: kind)
    }

    /// Relevant over a closed range, through its upper bound (26).
    public static func date(range: ClosedRange<Date>, kind: DateKind) -> RelevantContext {
        RelevantContext(window: TimeWindow(start: seconds(range.lowerBound, .down), end: seconds(range.upperBound, .down) + 1), kind: kind)
    }

    /// Relevant over an interval, from its start until its end (26).
    public static func date(interval: DateInterval, kind: DateKind) -> RelevantContext {
        RelevantContext(window: TimeWindow(start: seconds(interval.start, .down), end: seconds(interval.end, .up)), kind: kind)
    }

    /// A date as whole seconds since 1970; starts round down and ends up, so a window never shrinks.
    static func seconds(_ date: Date, _ rule: FloatingPointRoundingRule) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(rule))
    }
}
