import Foundation
import IntentExtraction
import PositionedJSON

extension StringsMemo {
    /// What collecting a file's strings reads of it when its tree is of its reduction (``SwiftSource/reduction``):
    /// the reduced bytes, where each run of them starts in them, and the line and column in the file where each run
    /// that can hold a string's location starts (``locatedRuns(of:)``).
    ///
    /// A file's strings are found in its tree, and the file's other bytes reach them only through their locations:
    /// each is the line and column of an offset in the file, and between two starts of runs the reduced file holds the
    /// file's bytes (``ReducedSource/runStarts``), so the start of its run and the bytes before it in the run give it.
    /// An edit inside a block the reduction empties or a statement it cuts, which moves no run that can hold a location
    /// to another line or column, leaves this as it was: the file's strings are those it had, and a cache keyed by this
    /// takes them without parsing the file. Laid out as the count of reduced bytes, the bytes, the count of runs and
    /// each one's start in the reduced bytes, then the line and column of each run located (columns count characters,
    /// as every location of a string does), each number 32 bits, little-endian.
    ///
    /// - Parameters:
    ///   - reduced: the file's reduction, the one its tree is parsed from.
    ///   - text: the file's text.
    package static func collectionInput(of reduced: ReducedSource, text: String) -> [UInt8] {
        collectionInput(collectionInputs(of: reduced, text: text))
    }

    /// ``collectionInput(of:text:)`` made from its two parts (``collectionInputs(of:text:)``).
    package static func collectionInput(_ inputs: (placeFree: [UInt8], places: [Int])) -> [UInt8] {
        var output = inputs.placeFree
        output.reserveCapacity(output.count + 4 * inputs.places.count)
        for number in inputs.places {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: number).littleEndian) { output += $0 }
        }
        return output
    }

    /// ``collectionInput(of:text:)`` in its two parts: what it holds but where the runs are (the reduced bytes and
    /// where each run starts in them), and the line and column of each run located, two numbers a run
    /// (``locatedRuns(of:)``). Two versions of a file with the same first part give the same strings but for where
    /// they are, which the second parts of the two tell (``moving(_:from:to:)``).
    package static func collectionInputs(of reduced: ReducedSource, text: String) -> (placeFree: [UInt8], places: [Int]) {
        let starts = reduced.runStarts
        let located = locatedRuns(of: reduced)
        var output: [UInt8] = []
        output.reserveCapacity(8 + reduced.bytes.count + 12 * starts.count)
        func append(_ value: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { output += $0 }
        }
        append(reduced.bytes.count)
        output += reduced.bytes
        append(starts.count)
        for start in starts { append(start.reduced) }
        var places: [Int] = []
        places.reserveCapacity(2 * located.count)
        var cursor = LineCursor(LineTable(Array(text.utf8)))
        for (run, start) in starts.enumerated() where located.contains(run) {
            let (line, column) = cursor.lineAndColumn(ofOffset: start.original)
            places.append(line)
            places.append(column)
        }
        return (output, places)
    }

    /// The places of ``collectionInputs(of:text:)`` in a compact form a cache keeps: their count, then each in LEB128.
    package static func packedPlaces(_ places: [Int]) -> [UInt8] {
        var writer = PackWriter()
        writer.unsigned(UInt64(places.count))
        for place in places { writer.unsigned(UInt64(max(place, 0))) }
        return writer.bytes
    }

    /// The places ``packedPlaces(_:)`` wrote, or `nil` when the bytes are not such (cut short, or with bytes left over).
    package static func places(packed bytes: some ContiguousBytes) -> [Int]? {
        bytes.withUnsafeBytes { buffer -> [Int]? in
            var reader = PackReader(buffer: buffer)
            guard let count = reader.count(), count % 2 == 0 else { return nil }
            var places: [Int] = []
            places.reserveCapacity(count)
            for _ in 0..<count {
                guard let place = reader.unsigned(), place <= UInt64(Int32.max) else { return nil }
                places.append(Int(place))
            }
            return reader.isAtEnd ? places : nil
        }
    }

    /// `uses`, found in a version of `file` whose located runs started at `old` (line and column, two numbers a run),
    /// moved to the version where they start at `new`: each use of the file by the start of the run it lies in. `nil`
    /// when the runs do not pair up, or a use of the file lies before every run.
    static func moving(_ uses: [LocalizableString], in file: String, from old: [Int], to new: [Int]) -> [LocalizableString]? {
        guard old.count == new.count, old.count % 2 == 0 else { return nil }
        let runs = old.count / 2
        var moved = uses
        for index in moved.indices where moved[index].location.file == file {
            guard let line = moved[index].location.line else { continue }
            let column = moved[index].location.column ?? 1
            // The last run that starts at or before the use.
            var (low, high) = (0, runs)
            while low < high {
                let middle = (low + high) / 2
                if (old[2 * middle], old[2 * middle + 1]) <= (line, column) { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return nil }
            let run = low - 1
            let (wasLine, wasColumn, nowLine, nowColumn) = (old[2 * run], old[2 * run + 1], new[2 * run], new[2 * run + 1])
            if line == wasLine {
                moved[index].location.line = nowLine
                if moved[index].location.column != nil { moved[index].location.column = nowColumn + (column - wasColumn) }
            } else {
                moved[index].location.line = line - wasLine + nowLine
            }
        }
        return moved
    }

    /// The runs of a reduced file, by their place in ``ReducedSource/runStarts``, that can hold the location of one of
    /// its strings.
    ///
    /// A string's location is the start of its literal, whose token lies whole in one run (no removal cuts a token)
    /// and holds a `"`; or, for an enum whose raw values are keys, a case's name, which follows `case` in its run, or
    /// starts a run after one that ends with a `,` (a list of cases over several lines). The collection checks that
    /// every location it gives lies in one of these (``RunCheck``), and its strings are kept only then: a location
    /// elsewhere (a case's name after a comment) costs a parse, never a wrong result.
    static func locatedRuns(of reduced: ReducedSource) -> Set<Int> {
        let bytes = reduced.bytes
        let starts = reduced.runStarts.map(\.reduced) + [bytes.count]
        func isIdentifier(_ byte: UInt8) -> Bool {
            byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte >= 0x80
        }
        func holdsCase(_ range: Range<Int>) -> Bool {
            var index = range.lowerBound
            while index + 4 <= range.upperBound {
                if bytes[index] == 0x63, bytes[index + 1] == 0x61, bytes[index + 2] == 0x73, bytes[index + 3] == 0x65,  // "case"
                   index == 0 || !isIdentifier(bytes[index - 1]), index + 4 == bytes.count || !isIdentifier(bytes[index + 4]) {
                    return true
                }
                index += 1
            }
            return false
        }
        var runs: Set<Int> = []
        var previousEndsList = false
        for run in 0..<starts.count - 1 {
            let range = starts[run]..<starts[run + 1]
            if previousEndsList || bytes[range].contains(0x22) || holdsCase(range) { runs.insert(run) }  // "
            if let last = bytes[range].last(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
                previousEndsList = last == 0x2C  // ,
            }
        }
        return runs
    }
}

/// Checks, for a collection of a reduced file's strings, that every location it gives lies in a run that
/// ``StringsMemo/locatedRuns(of:)`` names: the strings are then kept by ``StringsMemo/collectionInput(of:text:)``.
final class RunCheck: @unchecked Sendable {
    // @unchecked: `strayed` is written under `lock`.
    private let starts: [Int]
    private let located: Set<Int>
    private let lock = NSLock()
    private var strayed = false

    /// A check of the runs of `reduced`.
    init(_ reduced: ReducedSource) {
        located = StringsMemo.locatedRuns(of: reduced)
        starts = reduced.runStarts.map(\.original)
    }

    /// Notes the location of the byte at `offset` in the file.
    func note(original offset: Int) {
        // The last run starting at or before the offset.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        if !located.contains(low - 1) { lock.withLock { strayed = true } }
    }

    /// Whether a location lay outside the runs named.
    var hasStrayed: Bool { lock.withLock { strayed } }
}
