/// "Did you mean …?" suggestions for misspelled names.
public enum Suggestions {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
    ///
    /// Comparison ignores case. A candidate qualifies when its distance is at most a third of
    /// the longer word's length (and at least 1), so `titel` suggests `title` but `foo` suggests nothing.
    /// A candidate that only adds or drops a suffix (`OrderSoup` and `OrderSoupIntent`) also
    /// qualifies when the shorter of the two has at least four characters.
    ///
    /// The answer does not depend on the order of `candidates` (a set's differs from one process to the next): of
    /// those as close, one that adds or drops a suffix is taken, then the first in the order of `String`.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let target = Array(lowered)
        var best: (candidate: String, distance: Int, unrelated: Int)?
        for candidate in candidates {
            let other = candidate.lowercased()
            var distance = editDistance(target, Array(other))
            let limit = max(1, max(target.count, other.count) / 3)
            let affixed = other.hasPrefix(lowered) || lowered.hasPrefix(other)
            if distance > limit, min(target.count, other.count) >= 4, affixed {
                distance = limit
            }
            let unrelated = affixed ? 0 : 1
            guard distance <= limit else { continue }
            if let best, (distance, unrelated, candidate) >= (best.distance, best.unrelated, best.candidate) { continue }
            best = (candidate, distance, unrelated)
        }
        return best?.candidate
    }

    /// A sentence fragment `; did you mean 'x'?`, or an empty string when nothing is close.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance between two character arrays.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
