import Foundation

/// The bytes of a file, mapped into memory (``FileIO/map(_:policy:)``) or, where it could not be mapped, read into
/// memory; unmapped when the last reference goes, and the last `Data` of its bytes in place (``data(_:)``).
///
/// The mapping is private: its pages are those the system holds of the file, and a page written (through a `Data`
/// handed out in place, should its holder change it) becomes the process's own copy; the file never changes.
package final class MappedFile: @unchecked Sendable {
    // @unchecked: the bytes are never written after `init`.
    /// The mapping (unmapped on `deinit`); `nil` for bytes read into `copy`.
    private let base: UnsafeRawPointer?
    /// The number of bytes.
    package let count: Int
    private let copy: [UInt8]

    /// No bytes.
    package convenience init() {
        self.init([])
    }

    /// `bytes`, held in memory.
    package init(_ bytes: [UInt8]) {
        copy = bytes
        count = bytes.count
        base = nil
    }

    /// The `count` bytes mapped at `mapping`, owned from now on.
    init(mapping: UnsafeRawPointer, count: Int) {
        base = mapping
        self.count = count
        copy = []
    }

    deinit {
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }

    /// The bytes in `range` as `Data`: copied when they are few (or were read, not mapped); else the mapped bytes in
    /// place, the mapping kept while the `Data` lives.
    package func data(_ range: Range<Int>) -> Data {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a range outside the file's bytes")
        guard let base, range.count >= Self.inPlace else { return withUnsafeBytes { Data(UnsafeRawBufferPointer(rebasing: $0[range])) } }
        return Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base + range.lowerBound), count: range.count, deallocator: .custom { _, _ in
            withExtendedLifetime(self) {}
        })
    }

    /// The fewest bytes ``data(_:)`` hands out in place: below, a copy costs less than what keeps the mapping.
    static let inPlace = 16 << 10

    /// Calls `body` with the bytes.
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        if let base { return try body(UnsafeRawBufferPointer(start: base, count: count)) }
        return try copy.withUnsafeBytes(body)
    }
}
