/// A span of absolute time, `[start, end)` in UTC seconds, at least one second long.
///
/// IntentKit works at one-second resolution: a zero-length window (`duration: 0`, the default of
/// `TimelineEntryRelevance`) is active during its own second and inactive one second later, and a
/// closed range `a...b` is active through the second `b`.
public struct TimeWindow: Hashable, Sendable, Comparable {
    /// The first second of the window, UTC seconds since 1970.
    public var start: Int64
    /// The first second after the window, UTC seconds since 1970.
    public var end: Int64

    /// A window from `start` to `end`; an end not after the start makes it one second long.
    public init(start: Int64, end: Int64) {
        self.start = start
        self.end = max(end, start + 1)
    }

    public static func < (lhs: TimeWindow, rhs: TimeWindow) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    /// Whether the window is active at `instant`.
    @inline(__always)
    public func contains(_ instant: Int64) -> Bool {
        start <= instant && instant < end
    }
}
