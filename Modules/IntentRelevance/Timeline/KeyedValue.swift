/// A value with the 64-bit key it is sorted by.
package struct KeyedValue {
    package var key: UInt64
    package var value: Int32

    package init(key: UInt64, value: Int32) {
        self.key = key
        self.value = value
    }
}

extension Array where Element == KeyedValue {
    /// Sorts by key, equal keys keeping their order.
    ///
    /// A least-significant-digit radix sort, 11 bits a pass, which skips a pass when every key has the same digit
    /// there (the unused high bits of small keys): linear in the count, where a comparison sort is not.
    package mutating func radixSortByKey() {
        guard count > 1 else { return }
        let bucketCount = 1 << 11
        var scratch = [KeyedValue](repeating: KeyedValue(key: 0, value: 0), count: count)
        var counts = [Int](repeating: 0, count: bucketCount)
        for shift in stride(from: UInt64(0), to: 64, by: 11) {
            let sorted = withUnsafeBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    counts.withUnsafeMutableBufferPointer { counts in
                        counts.update(repeating: 0)
                        for element in source { counts[Int(truncatingIfNeeded: (element.key >> shift) & 2047)] += 1 }
                        guard !counts.contains(source.count) else { return false }  // One digit everywhere: nothing to order.
                        var offset = 0
                        for bucket in 0..<bucketCount {
                            let size = counts[bucket]
                            counts[bucket] = offset
                            offset += size
                        }
                        for element in source {
                            let bucket = Int(truncatingIfNeeded: (element.key >> shift) & 2047)
                            target[counts[bucket]] = element
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
