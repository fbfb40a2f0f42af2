import Diagnostics
import Foundation

/// Where each function body extraction blanks in a file is: its `{`, and the place just past its `}`, as line and
/// column (the bodies of the file's reduction, ``SwiftSource/reduction``: functions', and the getters and accessors
/// extraction does not read).
///
/// Extraction never reads inside those bodies, so two versions of a file that differ only inside them (lines added
/// to a body) give the same extraction but for where what follows a changed body is: ``moving(_:to:)`` tells where a
/// place of one version is in the other, from the end of the last body before it.
package struct BodyPlaces: Equatable, Sendable {
    /// A line and a column (1-based; UTF-8 bytes, as locations count them).
    struct Place: Comparable, Sendable {
        var line: Int
        var column: Int

        static func < (left: Place, right: Place) -> Bool {
            (left.line, left.column) < (right.line, right.column)
        }
    }

    /// Each body's `{` and the place past its `}`, in order.
    private(set) var bodies: [(start: Place, end: Place)]

    /// The bodies of `source`'s reduction, as extraction's input blanks them; `nil` when the scan that reduces it gave up.
    package init?(_ source: SwiftSource) {
        guard let found = source.reduction?.functionBodies else { return nil }
        // Lines as every location counts them (`\n`, `\r\n` and a lone `\r` each end one).
        let file = SourceFile(path: source.path, text: source.text)
        func place(_ offset: Int) -> Place {
            let location = file.location(ofOffset: offset)
            return Place(line: location.line ?? 1, column: location.column ?? 1)
        }
        // The bodies `SwiftSource.positionsOnly` blanks, in the same order.
        var position = 0
        bodies = []
        for body in found.sorted(by: { $0.lowerBound < $1.lowerBound }) where body.lowerBound >= position && body.count >= 2 {
            bodies.append((place(body.lowerBound), place(body.upperBound)))
            position = body.upperBound
        }
    }

    /// The places ``numbers`` gives, or `nil` when they are not such (not four a body, or out of order).
    package init?(numbers: [Int]) {
        guard numbers.count % 4 == 0 else { return nil }
        bodies = stride(from: 0, to: numbers.count, by: 4).map { index in
            (Place(line: numbers[index], column: numbers[index + 1]), Place(line: numbers[index + 2], column: numbers[index + 3]))
        }
        for (index, body) in bodies.enumerated() where !(body.start < body.end) || (index > 0 && bodies[index - 1].end > body.start) { return nil }
    }

    /// The places as numbers, four a body: the line and column of its `{`, and of the place past its `}`.
    package var numbers: [Int] {
        bodies.flatMap { [$0.start.line, $0.start.column, $0.end.line, $0.end.column] }
    }

    package static func == (left: BodyPlaces, right: BodyPlaces) -> Bool {
        left.bodies.elementsEqual(right.bodies) { $0.start == $1.start && $0.end == $1.end }
    }

    /// Where `location`, a place in the version of the file these are the bodies of, is in the version whose bodies
    /// are `other`: moved as the end of the last body before it moved; `nil` when that cannot be told (it lies inside a
    /// body, or has no column on a line a body ends on, or the versions do not have as many bodies).
    package func moving(_ location: Diagnostics.SourceLocation, to other: BodyPlaces) -> Diagnostics.SourceLocation? {
        guard other.bodies.count == bodies.count else { return nil }
        guard let line = location.line else { return location }
        if location.column == nil, bodies.contains(where: { $0.start.line == line || $0.end.line == line }) { return nil }
        let place = Place(line: line, column: location.column ?? 1)
        // The last body that ends at or before the place.
        var (low, high) = (0, bodies.count)
        while low < high {
            let middle = (low + high) / 2
            if bodies[middle].end <= place { low = middle + 1 } else { high = middle }
        }
        if low < bodies.count, bodies[low].start < place { return nil }
        guard low > 0 else { return location }
        let (was, now) = (bodies[low - 1].end, other.bodies[low - 1].end)
        var moved = location
        if line == was.line {
            moved.line = now.line
            if let column = location.column { moved.column = now.column + (column - was.column) }
        } else {
            moved.line = line + (now.line - was.line)
        }
        return moved
    }
}

extension Extraction {
    /// The files the extraction's findings and document locate something in.
    package var locatedFiles: Set<String> {
        var files: Set<String> = []
        for diagnostic in diagnostics {
            if let file = diagnostic.location?.file { files.insert(file) }
            for note in diagnostic.notes { if let file = note.location?.file { files.insert(file) } }
        }
        var document = document
        document.updateSourceLocations { location in if let file = location?.file { files.insert(file) } }
        return files
    }

    /// The extraction with every location in a file of `moves` moved from the version of the file with the first
    /// bodies to the one with the second (``BodyPlaces/moving(_:to:)``); `nil` when a location cannot be moved.
    package func relocated(_ moves: [String: (from: BodyPlaces, to: BodyPlaces)]) -> Extraction? {
        var failed = false
        func move(_ location: inout Diagnostics.SourceLocation?) {
            guard let place = location, let (from, to) = moves[place.file] else { return }
            if let moved = from.moving(place, to: to) { location = moved } else { failed = true }
        }
        var copy = self
        for index in copy.diagnostics.indices {
            move(&copy.diagnostics[index].location)
            for note in copy.diagnostics[index].notes.indices { move(&copy.diagnostics[index].notes[note].location) }
        }
        copy.document.updateSourceLocations(move)
        return failed ? nil : copy
    }
}
