import Foundation

/// Binary property lists, read through Foundation once they are known not to hold what crashes it.
///
/// swift-corelibs-foundation (Swift 6.3 on Linux) crashes with a null dereference when a binary property list holds
/// a set (object marker `0xCn`): it bridges the `NSSet` to `Set<AnyHashable>` through a metadata it does not have.
/// No `.strings` table, intent definition or Xcode project holds a set, so such a file is refused before Foundation
/// reads it. Every object Foundation can decode is listed in the offset table, which is what is checked.
package enum BinaryPropertyList {
    /// Why a binary property list was not read.
    package enum Refusal: Error {
        /// It holds a set, which Foundation cannot read safely.
        case holdsSet
        /// Foundation could not read it.
        case invalid
    }

    /// The root object of `bytes`, or why there is none.
    package static func read(_ bytes: [UInt8]) -> Result<Any, Refusal> {
        guard !holdsSet(bytes) else { return .failure(.holdsSet) }
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) else { return .failure(.invalid) }
        return .success(object)
    }

    /// The root object of `bytes`, or `nil` when they are not a binary property list or hold a set.
    package static func object(from bytes: [UInt8]) -> Any? {
        try? read(bytes).get()
    }

    /// Whether an object of the offset table of `bytes` (`bplist00`) is a set. A trailer or offset table that does not
    /// fit in the bytes holds no set as far as this check goes: Foundation rejects it before decoding any object.
    package static func holdsSet(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist".utf8)) else { return false }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        guard (1...8).contains(offsetSize),
              let count = integer(bytes, at: trailer + 8, size: 8),
              let table = integer(bytes, at: trailer + 24, size: 8),
              table < trailer, count <= (trailer - table) / offsetSize
        else { return false }
        for index in 0..<count {
            guard let offset = integer(bytes, at: table + index * offsetSize, size: offsetSize), offset < trailer else { continue }
            if bytes[offset] >> 4 == 0xC { return true }
        }
        return false
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`, or `nil` past the end or beyond `Int`.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
