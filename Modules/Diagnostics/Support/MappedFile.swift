import Foundation

/// The bytes of a file, mapped into memory read-only (``FileIO/map(_:policy:)``) or, where it could not be mapped,
/// read into memory; unmapped when the last reference goes.
package final class MappedFile: @unchecked Sendable {
    // @unchecked: the bytes are never written after `init`.
    private let base: UnsafeRawPointer?
    /// The number of bytes.
    package let count: Int
    /// Whether `base` is a mapping (unmapped on `deinit`), rather than `copy`'s storage.
    private let isMapped: Bool
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
        isMapped = false
    }

    /// The `count` bytes mapped at `mapping`, owned from now on.
    init(mapping: UnsafeRawPointer, count: Int) {
        base = mapping
        self.count = count
        isMapped = true
        copy = []
    }

    deinit {
        if isMapped, let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }

    /// Calls `body` with the bytes.
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        if isMapped { return try body(UnsafeRawBufferPointer(start: base, count: count)) }
        return try copy.withUnsafeBytes(body)
    }
}
