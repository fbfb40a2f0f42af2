import Foundation

/// A time zone's UTC offsets as a table of transitions, for fast conversion in both directions.
///
/// Built once per zone from the system tzdata (through Foundation's `TimeZone`), covering the years
/// 1900–2200; instants outside that range use the nearest covered offset. Looking an offset up is
/// a binary search, and converting a wall-clock time applies the schedule's gap and fold policies.
public final class ZoneRules: Sendable, CustomStringConvertible {
    /// The IANA identifier, such as `America/New_York`.
    public let identifier: String
    /// Instants (UTC seconds) at which the offset changes, ascending.
    let transitions: [Int64]
    /// `offsets[i]` is in effect before `transitions[i]` and from `transitions[i - 1]`; one more than `transitions`.
    let offsets: [Int32]

    init(identifier: String, transitions: [Int64], offsets: [Int32]) {
        self.identifier = identifier
        self.transitions = transitions
        self.offsets = offsets
    }

    public var description: String { identifier }

    /// UTC itself.
    public static let utc = ZoneRules(identifier: "UTC", transitions: [], offsets: [0])

    /// The rules of the IANA zone `identifier`, or `nil` if the system's tzdata does not know it.
    public static func named(_ identifier: String) -> ZoneRules? {
        cache.rules(for: identifier)
    }

    /// Every identifier the system's tzdata knows, for suggestions.
    public static var knownIdentifiers: [String] { TimeZone.knownTimeZoneIdentifiers }

    /// The offset from UTC, in seconds, in effect at `instant`.
    @inline(__always)
    func offset(at instant: Int64) -> Int64 {
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) >> 1
            if transitions[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        return Int64(offsets[low])
    }

    /// The instants that show the wall-clock time `local` (seconds since 1970-01-01T00:00 local).
    ///
    /// A time in a spring-forward gap is shifted by the gap's length (RFC 5545 §3.3.5: read with the
    /// offset before the gap) or skipped; a time in a fall-back fold resolves to its first
    /// occurrence, or to both. The result holds zero, one or two instants, ascending.
    func instants(showing local: Int64, gap: GapPolicy, fold: FoldPolicy) -> ResolvedInstants {
        if transitions.isEmpty { return ResolvedInstants(local - Int64(offsets[0])) }
        let before = offset(at: local - 86_400 * 2)
        let after = offset(at: local + 86_400 * 2)
        if before == after { return ResolvedInstants(local - before) }
        let first = local - before
        let second = local - after
        let firstValid = offset(at: first) == before
        let secondValid = offset(at: second) == after
        switch (firstValid, secondValid) {
        case (true, true):
            let (early, late) = first < second ? (first, second) : (second, first)
            return fold == .both ? ResolvedInstants(early, late) : ResolvedInstants(early)
        case (true, false): return ResolvedInstants(first)
        case (false, true): return ResolvedInstants(second)
        case (false, false):
            return gap == .skip ? ResolvedInstants() : ResolvedInstants(first)
        }
    }

    /// Whether the wall-clock time `local` does not exist (falls in a spring-forward gap).
    func isInGap(_ local: Int64) -> Bool {
        instants(showing: local, gap: .skip, fold: .first).count == 0
    }

    /// The wall-clock time (local seconds) at `instant`.
    @inline(__always)
    func local(at instant: Int64) -> Int64 {
        instant + offset(at: instant)
    }

    private static let cache = ZoneCache()
}

/// Zero, one or two instants, without an array allocation.
struct ResolvedInstants {
    let count: Int
    private let first: Int64
    private let second: Int64

    init() { (count, first, second) = (0, 0, 0) }
    init(_ only: Int64) { (count, first, second) = (1, only, 0) }
    init(_ first: Int64, _ second: Int64) { (count, self.first, self.second) = (2, first, second) }

    var earliest: Int64? { count > 0 ? first : nil }

    /// Calls `body` with each instant, ascending.
    @inline(__always)
    func forEach(_ body: (Int64) -> Void) {
        if count > 0 { body(first) }
        if count > 1 { body(second) }
    }
}

/// What a wall-clock time that does not exist (a spring-forward gap) becomes.
public enum GapPolicy: String, Sendable, Codable, CaseIterable {
    /// Read with the offset before the gap, so 02:30 on a night that skips 02:00–03:00 is 03:30 (the default, RFC 5545 §3.3.5).
    case shiftForward
    /// Dropped; a skipped recurrence instance does not count towards `count` (RFC 5545 §3.3.10).
    case skip
}

/// What a wall-clock time that occurs twice (a fall-back fold) becomes.
public enum FoldPolicy: String, Sendable, Codable, CaseIterable {
    /// The first occurrence, before the clocks go back (the default, RFC 5545).
    case first
    /// Both occurrences.
    case both
}

/// Builds and keeps one `ZoneRules` per identifier.
private final class ZoneCache: @unchecked Sendable {
    private let lock = NSLock()
    private var built: [String: ZoneRules?] = [:]

    /// 1900-01-01T00:00Z and 2200-01-01T00:00Z.
    private static let coverage: (start: Int64, end: Int64) = (-2_208_988_800, 7_258_118_400)

    func rules(for identifier: String) -> ZoneRules? {
        if identifier == "UTC" || identifier == "Z" { return ZoneRules.utc }
        lock.lock()
        defer { lock.unlock() }
        if let known = built[identifier] { return known }
        let rules = Self.build(identifier)
        built[identifier] = rules
        return rules
    }

    private static func build(_ identifier: String) -> ZoneRules? {
        guard let zone = TimeZone(identifier: identifier), zone.identifier == identifier || TimeZone.knownTimeZoneIdentifiers.contains(identifier) else {
            return nil
        }
        var transitions: [Int64] = []
        var offsets: [Int32] = [Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(coverage.start))))]
        var cursor = Date(timeIntervalSince1970: TimeInterval(coverage.start))
        let end = Date(timeIntervalSince1970: TimeInterval(coverage.end))
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, next > cursor {
            let offset = Int32(zone.secondsFromGMT(for: next))
            if offset != offsets.last {
                transitions.append(Int64(next.timeIntervalSince1970.rounded(.down)))
                offsets.append(offset)
            }
            cursor = next
        }
        return ZoneRules(identifier: identifier, transitions: transitions, offsets: offsets)
    }
}
