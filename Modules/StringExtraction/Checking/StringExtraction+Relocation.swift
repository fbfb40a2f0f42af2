import Diagnostics
import Foundation

extension StringExtraction {
    /// The uses in ``LocalizableString/packed(_:)``'s form with no line or column: what the comparison with the
    /// tables reads of them besides where they are, so a cache keys its findings by it.
    ///
    /// An edit that moves a file's lines (one added to a function body) moves its strings without changing it: the
    /// findings kept for the uses as they were are moved with them (``relocating(_:checkedAt:to:)``), not worked out
    /// again.
    package static func positionFree(_ uses: [LocalizableString]) -> [UInt8] {
        LocalizableString.packed(uses.map { use in
            var use = use
            use.location = SourceLocation(file: use.location.file)
            return use
        })
    }

    /// Each use's line and column, in order: what ``relocating(_:checkedAt:to:)`` maps findings from.
    package static func packedPositions(_ uses: [LocalizableString]) -> [UInt8] {
        // In the places' form (`StringsMemo.packedPlaces`), two numbers a use: 0 for none, else the number plus one.
        StringsMemo.packedPlaces(uses.flatMap { use in
            [use.location.line.map { max($0, 0) + 1 } ?? 0, use.location.column.map { max($0, 0) + 1 } ?? 0]
        })
    }

    /// `diagnostics`, found by comparing with the tables uses that were where `positions` (``packedPositions(_:)``)
    /// says and are otherwise `uses` (the same ``positionFree(_:)`` form), each moved to where its use is now.
    ///
    /// `nil` when that cannot be told for certain, and the comparison is to be made again: the positions are not
    /// of as many uses, or do not read back; a place held one use and holds several, or two places now are one; the
    /// uses of a file are not in the order their places were (what comes first among a key's places would change);
    /// or a finding is in a Swift file of the uses at a place that held none.
    package static func relocating(_ diagnostics: [Diagnostic], checkedAt positions: some ContiguousBytes, to uses: [LocalizableString]) -> [Diagnostic]? {
        guard let numbers = StringsMemo.places(packed: positions), numbers.count == 2 * uses.count else { return nil }
        let was = uses.indices.map { index in
            (line: numbers[2 * index] == 0 ? nil : numbers[2 * index] - 1, column: numbers[2 * index + 1] == 0 ? nil : numbers[2 * index + 1] - 1)
        }
        func old(_ index: Int) -> SourceLocation {
            SourceLocation(file: uses[index].location.file, line: was[index].line, column: was[index].column)
        }
        if uses.indices.allSatisfy({ old($0) == uses[$0].location }) { return diagnostics }
        var moved: [SourceLocation: SourceLocation] = [:]
        moved.reserveCapacity(uses.count)
        for index in uses.indices {
            if let known = moved.updateValue(uses[index].location, forKey: old(index)), known != uses[index].location { return nil }
        }
        // Places in order stay in order, none two made one: the first and least of a key's places are the same uses.
        let pairs = moved.sorted { $0.key < $1.key }
        for (earlier, later) in zip(pairs, pairs.dropFirst()) where !(earlier.value < later.value) { return nil }
        let files = Set(uses.map(\.location.file))
        func move(_ location: SourceLocation?) -> SourceLocation?? {
            guard let location, files.contains(location.file) else { return .some(location) }
            return moved[location].map { .some($0) }
        }
        var relocated: [Diagnostic] = []
        relocated.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            guard let location = move(diagnostic.location) else { return nil }
            diagnostic.location = location
            for index in diagnostic.notes.indices {
                guard let note = move(diagnostic.notes[index].location) else { return nil }
                diagnostic.notes[index].location = note
            }
            relocated.append(diagnostic)
        }
        return relocated
    }
}
