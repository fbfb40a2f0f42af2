/// A DEFLATE decoder (RFC 1951) for the entries of `.ipa` archives, bounded in what it produces.
///
/// Written for untrusted input: every read is bounds-checked, every code table is checked to be a valid
/// prefix code before use, and output stops at ``limit`` bytes (a zip bomb is refused, not inflated).
/// Decoding follows the canonical-code method of zlib's `puff`: a code is read bit by bit against the count
/// of codes of each length.
struct Inflate {
    enum Failure: Error, Equatable {
        /// The data ends inside a block.
        case truncated
        /// The data is not DEFLATE (a bad block type, code table, distance or length).
        case invalid(String)
        /// The output would pass the limit.
        case tooLarge
    }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    private let limit: Int

    /// The inflated bytes of `input`, at most `limit` of them.
    static func inflate(_ input: [UInt8], limit: Int, expectedSize: Int? = nil) throws(Failure) -> [UInt8] {
        var decoder = Inflate(input: input, limit: limit)
        if let expectedSize { decoder.output.reserveCapacity(min(expectedSize, limit)) }
        try decoder.run()
        return decoder.output
    }

    private init(input: [UInt8], limit: Int) {
        self.input = input
        self.limit = limit
    }

    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        while bitCount < count {
            guard position < input.count else { throw .truncated }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    private mutating func run() throws(Failure) {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(Self.fixedLengths, Self.fixedDistances)
            case 2:
                let (lengths, distances) = try dynamicTables()
                try codes(lengths, distances)
            default: throw .invalid("a block of the reserved type 3")
            }
        }
    }

    private mutating func stored() throws(Failure) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw .truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .invalid("a stored block whose length does not match its complement") }
        position += 4
        guard position + length <= input.count else { throw .truncated }
        guard output.count + length <= limit else { throw .tooLarge }
        output.append(contentsOf: input[position..<(position + length)])
        position += length
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Huffman {
        var counts: [Int]
        var symbols: [Int]

        /// Builds the code of `lengths` (one per symbol; 0 for unused); `nil` when the lengths over-subscribe
        /// the code space, or (unless `allowIncomplete`) leave part of it unused.
        init?(lengths: [Int], allowIncomplete: Bool) {
            counts = Array(repeating: 0, count: 16)
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1...15 {
                left <<= 1
                left -= counts[length]
                if left < 0 { return nil }
            }
            if left > 0, !allowIncomplete { return nil }
            var offsets = Array(repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = Array(repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ code: Huffman) throws(Failure) -> Int {
        var value = 0, first = 0, index = 0
        for length in 1...15 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first { return code.symbols[index + (value - first)] }
            index += count
            first += count
            first <<= 1
            value <<= 1
        }
        throw .invalid("a code that is in no table")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws(Failure) {
        while true {
            let symbol = try decode(lengths)
            if symbol < 256 {
                guard output.count < limit else { throw .tooLarge }
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw .invalid("a length code above 285") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < 30 else { throw .invalid("a distance code above 29") }
                let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw .invalid("a distance back past the start of the output") }
                guard output.count + length <= limit else { throw .tooLarge }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }

    private static let fixedLengths: Huffman = {
        var lengths = Array(repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        return Huffman(lengths: lengths, allowIncomplete: false)!
    }()

    private static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30), allowIncomplete: true)!

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func dynamicTables() throws(Failure) -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .invalid("too many codes in a dynamic block") }
        var codeLengths = Array(repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
        guard let codeLengthCode = Huffman(lengths: codeLengths, allowIncomplete: false) else { throw .invalid("a code-length table that is not a prefix code") }
        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            switch symbol {
            case 0..<16:
                lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw .invalid("a repeat with no length before it") }
                lengths += Array(repeating: previous, count: 3 + (try bits(2)))
            case 17:
                lengths += Array(repeating: 0, count: 3 + (try bits(3)))
            default:
                lengths += Array(repeating: 0, count: 11 + (try bits(7)))
            }
            guard lengths.count <= literalCount + distanceCount else { throw .invalid("code lengths that run past the table") }
        }
        guard lengths[256] != 0 else { throw .invalid("a table with no end-of-block code") }
        let literalLengths = Array(lengths[0..<literalCount])
        let distanceLengths = Array(lengths[literalCount...])
        // An incomplete literal code is allowed only when it has a single code; distances may be incomplete.
        let used = literalLengths.filter { $0 != 0 }.count
        guard let literal = Huffman(lengths: literalLengths, allowIncomplete: used == 1) else { throw .invalid("a literal table that is not a prefix code") }
        guard let distance = Huffman(lengths: distanceLengths, allowIncomplete: true) else { throw .invalid("a distance table that is not a prefix code") }
        return (literal, distance)
    }
}

/// CRC-32 (the polynomial of zip and PNG), to check what was inflated.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
