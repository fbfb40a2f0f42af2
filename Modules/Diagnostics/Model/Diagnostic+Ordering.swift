extension Diagnostic {
    /// Whether `lhs` comes before `rhs` in output order, for `sorted(by:)`.
    ///
    /// Diagnostics are ordered by file, line and column, and those without a location come first. Ties are
    /// broken by severity (errors first), then identifier and message, so output is stable.
    public static func outputOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (l?, r?) where l != r: return l < r
        default: break
        }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

extension Sequence where Element == Diagnostic {
    /// The diagnostics in output order (see ``Diagnostic/outputOrder(_:_:)``); those in the same place keep their order.
    ///
    /// The files are ranked once and each finding's place is copied out as integers, so two findings compare by
    /// integers until they are in the same place; their positions are sorted, not the findings themselves, which are
    /// copied once into place.
    public func sortedForOutput() -> [Diagnostic] {
        let all = Array(self)
        guard all.count > 1 else { return all }
        var ranks: [String: Int] = [:]
        for file in Set(all.lazy.compactMap { $0.location?.file }).sorted() { ranks[file] = ranks.count }
        // Without a location first (-1), as `outputOrder` has it.
        let rank = all.map { $0.location.map { ranks[$0.file]! } ?? -1 }
        let line = all.map { $0.location?.line }
        let column = all.map { $0.location?.column }
        let severity = all.map(\.severity)
        let order = all.indices.sorted { a, b in
            if rank[a] != rank[b] { return rank[a] < rank[b] }
            // `SourceLocation`'s order within a file, on the copies: a line, then a column (a missing one as 0).
            if line[a] != line[b] {
                let (left, right) = (line[a] ?? 0, line[b] ?? 0)
                return left != right ? left < right : a < b
            }
            if column[a] != column[b] {
                let (left, right) = (column[a] ?? 0, column[b] ?? 0)
                return left != right ? left < right : a < b
            }
            if severity[a] != severity[b] { return severity[a] > severity[b] }
            if all[a].id != all[b].id { return all[a].id < all[b].id }
            if all[a].message != all[b].message { return all[a].message < all[b].message }
            return a < b
        }
        return order.map { all[$0] }
    }

    /// The diagnostics with each finding once, in their order.
    ///
    /// Of the diagnostics with the same identifier, location and message (two stages that read one file and
    /// report one problem of it), the first is kept.
    public func uniqued() -> [Diagnostic] {
        var seen = Set<DiagnosticIdentity>(minimumCapacity: underestimatedCount)
        return filter { seen.insert(DiagnosticIdentity(id: $0.id, message: $0.message, location: $0.location)).inserted }
    }

    /// Every diagnostic with warnings raised to errors, for `--warnings-as-errors`.
    public func treatingWarningsAsErrors() -> [Diagnostic] {
        map { diagnostic in
            var raised = diagnostic
            if raised.severity == .warning { raised.severity = .error }
            return raised
        }
    }
}

/// What makes two findings one: their identifier, message and location.
///
/// Hashed by the identifier and the line and column only: the message and the file's path are the long parts, and
/// findings that share the rest are few (equal ones still hash alike; `==` compares every part).
private struct DiagnosticIdentity: Hashable {
    let id: String
    let message: String
    let location: SourceLocation?

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(location?.line)
        hasher.combine(location?.column)
    }
}
