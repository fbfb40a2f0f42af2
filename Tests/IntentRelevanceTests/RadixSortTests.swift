import IntentRelevance
import Testing

/// The timeline's radix sort orders as a stable comparison sort does, whatever bits the keys use.
@Suite struct RadixSortTests {
    @Test(arguments: [
        (count: 0, keyBits: UInt64(8)), (count: 1, keyBits: 8), (count: 1_000, keyBits: 3), (count: 5_000, keyBits: 22),
        (count: 5_000, keyBits: 64), (count: 20_000, keyBits: 40),
    ])
    func ordersAsAStableSortDoes(count: Int, keyBits: UInt64) {
        var generator = SystemRandomNumberGenerator()
        let mask = keyBits == 64 ? UInt64.max : (UInt64(1) << keyBits) - 1
        // Few distinct keys where the bits are few, so equal keys are common and their order is tested.
        let values = (0..<count).map { KeyedValue(key: UInt64.random(in: 0...UInt64.max, using: &generator) & mask, value: Int32($0)) }
        var sorted = values
        sorted.radixSortByKey()
        let expected = values.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
        #expect(sorted.map(\.key) == expected.map(\.key))
        #expect(sorted.map(\.value) == expected.map(\.value))
    }

    @Test func keysWithOnlyTheTopBitAndTheLowBitsSet() {
        var values = [KeyedValue(key: 1 << 63 | 5, value: 0), KeyedValue(key: 7, value: 1), KeyedValue(key: 1 << 63 | 2, value: 2), KeyedValue(key: 7, value: 3)]
        values.radixSortByKey()
        #expect(values.map(\.value) == [1, 3, 2, 0])
    }
}

/// The packed radix sort orders by the bits it is given as a stable sort by those bits does.
@Suite struct PackedRadixSortTests {
    @Test(arguments: [(count: 0, bits: 0..<8), (count: 1, bits: 0..<8), (count: 3_000, bits: 20..<23), (count: 5_000, bits: 21..<64),
                      (count: 5_000, bits: 0..<64), (count: 20_000, bits: 5..<40)])
    func ordersByTheGivenBitsAsAStableSortDoes(count: Int, bits: Range<Int>) {
        var generator = SystemRandomNumberGenerator()
        // Few distinct keys in narrow ranges, so values equal in those bits are common and their order is tested.
        let values = (0..<count).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) }
        let mask = bits.count == 64 ? UInt64.max : ((UInt64(1) << UInt64(bits.count)) - 1) << UInt64(bits.lowerBound)
        var sorted = values
        sorted.radixSort(bits: bits)
        let expected = values.enumerated().sorted { ($0.element & mask, $0.offset) < ($1.element & mask, $1.offset) }.map(\.element)
        #expect(sorted == expected)
    }
}
