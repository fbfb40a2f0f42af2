import IntentExtraction
import PositionedJSON

extension StringsMemo {
    /// What collecting a file's strings reads of it when its tree is of its reduction (``SwiftSource/reduction``):
    /// the reduced bytes, and where in the file each run of them starts, as a line and a column.
    ///
    /// A file's strings are found in its tree, and the file's other bytes reach them only through their locations:
    /// each is the line and column of an offset in the file, and between two starts of runs the reduced file holds
    /// the file's bytes (``ReducedSource/runStarts``), so the start of its run and the bytes before it in the run
    /// give it. An edit inside a block the reduction empties or a statement it cuts, which moves no run to another
    /// line or column, leaves this as it was: the file's strings are those it had, and a cache keyed by this takes
    /// them without parsing the file. Laid out as the count of reduced bytes, the bytes, then three numbers for each
    /// run (its start in the reduced bytes, its line and its column: columns count characters, as every location of a
    /// string does), each number 32 bits, little-endian.
    ///
    /// - Parameters:
    ///   - reduced: the file's reduction, the one its tree is parsed from.
    ///   - text: the file's text.
    package static func collectionInput(of reduced: ReducedSource, text: String) -> [UInt8] {
        let starts = reduced.runStarts
        var output: [UInt8] = []
        output.reserveCapacity(4 + reduced.bytes.count + 12 * starts.count)
        func append(_ value: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { output += $0 }
        }
        append(reduced.bytes.count)
        output += reduced.bytes
        var cursor = LineCursor(LineTable(Array(text.utf8)))
        for start in starts {
            let (line, column) = cursor.lineAndColumn(ofOffset: start.original)
            append(start.reduced)
            append(line)
            append(column)
        }
        return output
    }
}
