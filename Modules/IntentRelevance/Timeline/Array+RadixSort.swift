extension Array where Element == UInt64 {
    /// Sorts by the bits `bits` of each value, values equal there keeping their order.
    ///
    /// A least-significant-digit radix sort, 11 bits a pass, which skips a pass when every value has the same
    /// digit there. Sorting packed values (a key above, a payload below) moves half the bytes a key and a value
    /// side by side do, and no bits below the key's are sorted.
    package mutating func radixSort(bits: Range<Int>) {
        guard count > 1, bits.lowerBound >= 0, bits.upperBound <= 64, !bits.isEmpty else { return }
        let digitBits = 11
        var scratch = [UInt64](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        var counts = [Int](repeating: 0, count: 1 << digitBits)
        for shift in stride(from: bits.lowerBound, to: bits.upperBound, by: digitBits) {
            let mask = (UInt64(1) << UInt64(Swift.min(digitBits, bits.upperBound - shift))) - 1
            let digitShift = UInt64(shift)
            let sorted = withUnsafeBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    counts.withUnsafeMutableBufferPointer { counts in
                        counts.update(repeating: 0)
                        for value in source { counts[Int(truncatingIfNeeded: (value >> digitShift) & mask)] += 1 }
                        guard !counts.contains(source.count) else { return false }  // One digit everywhere: nothing to order.
                        var offset = 0
                        for bucket in 0...Int(mask) {
                            let size = counts[bucket]
                            counts[bucket] = offset
                            offset += size
                        }
                        for value in source {
                            let bucket = Int(truncatingIfNeeded: (value >> digitShift) & mask)
                            target[counts[bucket]] = value
                            counts[bucket] += 1
                        }
                        return true
                    }
                }
            }
            if sorted { swap(&self, &scratch) }
        }
    }
}

extension FixedWidthInteger {
    /// How many bits hold every value from zero to this one (`0` for zero).
    var bitsToHold: Int { Self.bitWidth - leadingZeroBitCount }
}
