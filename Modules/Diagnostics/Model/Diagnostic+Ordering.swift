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

extension Diagnostic {
    /// The findings of several parts of a run as one list: each finding once, in output order.
    ///
    /// What `parts.joined()` gives through ``Swift/Sequence/uniqued()`` then ``Swift/Sequence/sortedForOutput()``,
    /// with each finding copied once: the positions of every part are sorted, then the findings in one place (a few)
    /// are compared with each other, and the first of each identifier and message that came in is kept. A large app's
    /// thousands of findings were copied three times on that path (joined, kept once, sorted), and each hashed.
    package static func forOutput(_ parts: [[Diagnostic]]) -> [Diagnostic] {
        var count = 0
        for part in parts { count += part.count }
        guard count > 1 else { return parts.first { !$0.isEmpty } ?? [] }
        // Where each finding is in `parts`, and its place as integers: the file's rank (-1 without a location), line
        // and column. A part's findings mostly share their file (often one string), so a file is looked up on a change.
        var origin: [(part: Int, index: Int)] = []
        origin.reserveCapacity(count)
        var fileIDs: [String: Int] = [:]
        var fileOf = [Int](repeating: -1, count: count)
        var line: [Int?] = []
        var column: [Int?] = []
        var severity: [Severity] = []
        line.reserveCapacity(count)
        column.reserveCapacity(count)
        severity.reserveCapacity(count)
        var last: (file: String, id: Int)?
        for (p, part) in parts.enumerated() {
            for (i, diagnostic) in part.enumerated() {
                let flat = origin.count
                origin.append((p, i))
                line.append(diagnostic.location?.line)
                column.append(diagnostic.location?.column)
                severity.append(diagnostic.severity)
                guard let file = diagnostic.location?.file else { continue }
                if let last, last.file == file {
                    fileOf[flat] = last.id
                } else {
                    let id = fileIDs[file] ?? fileIDs.count
                    if id == fileIDs.count { fileIDs[file] = id }
                    fileOf[flat] = id
                    last = (file, id)
                }
            }
        }
        var rankOfID = [Int](repeating: 0, count: fileIDs.count)
        for (rank, file) in fileIDs.keys.sorted().enumerated() { rankOfID[fileIDs[file]!] = rank }
        let rank = fileOf.map { $0 < 0 ? -1 : rankOfID[$0] }
        // Read in place: a finding copied out to compare two strings would cost more than the comparison.
        func id(_ flat: Int) -> String { parts[origin[flat].part][origin[flat].index].id }
        func message(_ flat: Int) -> String { parts[origin[flat].part][origin[flat].index].message }
        // `sortedForOutput`'s order over every finding (ties by the order they came in).
        let order = outputOrder(rank: rank, line: line, column: column, severity: severity, id: id, message: message)
        // Findings that are one (identifier, message and location) are in one place, and a place's findings are next
        // to each other, ordered by severity, identifier, message, then as they came in: in a place, findings of one
        // severity, identifier and message are a block whose first came in first, and of the blocks of one identifier
        // and message (one per severity) the one whose first came in first is kept.
        var kept: [Int] = []
        kept.reserveCapacity(count)
        var places: Set<Place> = []
        var start = 0
        while start < count {
            let first = order[start]
            var end = start + 1
            while end < count, rank[order[end]] == rank[first], line[order[end]] == line[first], column[order[end]] == column[first] { end += 1 }
            // A place met again further on: only a line or column of 0 beside a missing one orders findings so;
            // kept once by comparing every finding, as the two steps do.
            guard places.insert(Place(rank: rank[first], line: line[first], column: column[first])).inserted else {
                return parts.joined().uniqued().sortedForOutput()
            }
            var heads: [Int] = []
            var position = start
            while position < end {
                heads.append(order[position])
                var next = position + 1
                while next < end, severity[order[next]] == severity[order[position]], id(order[next]) == id(order[position]),
                      message(order[next]) == message(order[position]) { next += 1 }
                position = next
            }
            if heads.count == 1 || heads.allSatisfy({ severity[$0] == severity[heads[0]] }) {
                kept += heads
            } else {
                var firstIn: [Said: Int] = [:]
                for head in heads {
                    let said = Said(id: id(head), message: message(head))
                    firstIn[said] = min(firstIn[said] ?? head, head)
                }
                kept += heads.filter { firstIn[Said(id: id($0), message: message($0))] == $0 }
            }
            start = end
        }
        return kept.map { parts[origin[$0].part][origin[$0].index] }
    }

    /// The numbers of findings (`0..<rank.count`) in `sortedForOutput`'s order (place, severity, identifier, message),
    /// those alike by number, from their places copied out as integers: the file's rank (-1 without a location), line
    /// and column.
    fileprivate static func outputOrder(rank: [Int], line: [Int?], column: [Int?], severity: [Severity],
                                        id: (Int) -> String, message: (Int) -> String) -> [Int] {
        rank.indices.sorted { a, b in
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
            let (leftID, rightID) = (id(a), id(b))
            if leftID != rightID { return leftID < rightID }
            let (leftMessage, rightMessage) = (message(a), message(b))
            if leftMessage != rightMessage { return leftMessage < rightMessage }
            return a < b
        }
    }

    /// A place as ``forOutput(_:)`` ranks it.
    private struct Place: Hashable {
        let rank: Int
        let line: Int?
        let column: Int?
    }

    /// What a finding says: with its place, what makes it one.
    private struct Said: Hashable {
        let id: String
        let message: String
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
        let order = Diagnostic.outputOrder(rank: rank, line: line, column: column, severity: all.map(\.severity),
                                           id: { all[$0].id }, message: { all[$0].message })
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
