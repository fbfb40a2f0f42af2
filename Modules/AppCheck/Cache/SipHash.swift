/// SipHash-2-4 (Aumasson and Bernstein, 2012): a keyed hash that no one without the key can make collide, used as the
/// check cache's message authentication code and to key its entries by the bytes of their inputs.
///
/// A hasher gives a 64-bit hash (``finalize()``) or, made with `wide`, the 128-bit one of the reference implementation
/// (``finalizeWide()``), in one pass over the bytes.
struct SipHash {
    private var v0: UInt64, v1: UInt64, v2: UInt64, v3: UInt64
    private var tail: UInt64 = 0
    private var tailCount = 0
    private var length = 0

    /// A hasher with the 128-bit key `key`, for a 64-bit hash or, if `wide`, a 128-bit one.
    init(key: (UInt64, UInt64), wide: Bool = false) {
        v0 = key.0 ^ 0x736f_6d65_7073_6575
        v1 = key.1 ^ 0x646f_7261_6e64_6f6d ^ (wide ? 0xee : 0)
        v2 = key.0 ^ 0x6c79_6765_6e65_7261
        v3 = key.1 ^ 0x7465_6462_7974_6573
    }

    private mutating func round() {
        v0 &+= v1; v1 = (v1 << 13) | (v1 >> 51); v1 ^= v0; v0 = (v0 << 32) | (v0 >> 32)
        v2 &+= v3; v3 = (v3 << 16) | (v3 >> 48); v3 ^= v2
        v0 &+= v3; v3 = (v3 << 21) | (v3 >> 43); v3 ^= v0
        v2 &+= v1; v1 = (v1 << 17) | (v1 >> 47); v1 ^= v2; v2 = (v2 << 32) | (v2 >> 32)
    }

    private mutating func compress(_ word: UInt64) {
        v3 ^= word
        round()
        round()
        v0 ^= word
    }

    /// Adds `bytes` to what is hashed.
    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        length += bytes.count
        // Finish a partial word first.
        while tailCount > 0, tailCount < 8, index < bytes.count {
            tail |= UInt64(bytes[index]) << (8 * UInt64(tailCount))
            tailCount += 1
            index += 1
        }
        if tailCount == 8 {
            compress(tail)
            (tail, tailCount) = (0, 0)
        }
        while index + 8 <= bytes.count {
            compress(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << (8 * UInt64(tailCount))
            tailCount += 1
            index += 1
        }
    }

    /// Adds `bytes` to what is hashed.
    mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// The 64-bit hash of everything added (of a hasher not made `wide`).
    consuming func finalize() -> UInt64 {
        compress(tail | (UInt64(truncatingIfNeeded: length) << 56))
        v2 ^= 0xff
        round(); round(); round(); round()
        return v0 ^ v1 ^ v2 ^ v3
    }

    /// The 128-bit hash of everything added (of a hasher made `wide`), as the reference implementation's two
    /// little-endian halves in order.
    consuming func finalizeWide() -> (UInt64, UInt64) {
        compress(tail | (UInt64(truncatingIfNeeded: length) << 56))
        v2 ^= 0xee
        round(); round(); round(); round()
        let first = v0 ^ v1 ^ v2 ^ v3
        v1 ^= 0xdd
        round(); round(); round(); round()
        return (first, v0 ^ v1 ^ v2 ^ v3)
    }
}
