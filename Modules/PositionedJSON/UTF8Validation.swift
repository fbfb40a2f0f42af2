/// Finds where bytes stop being valid UTF-8, for error positions.
public enum UTF8Validation {
    /// The offset of the first byte that is not part of valid UTF-8, or `nil` when all of `bytes` is valid.
    ///
    /// Overlong forms, surrogates and values above U+10FFFF are invalid, as is a sequence cut off by the end.
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                // Most catalog text is ASCII: skip it eight bytes at a time.
                while index + 8 <= count,
                      UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                }
                guard index < count else { break }
                let lead = bytes[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                let minimum: UInt32
                var scalar: UInt32
                switch lead {
                case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F); minimum = 0x80
                case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F); minimum = 0x800
                case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07); minimum = 0x10000
                default: return index
                }
                guard index + length <= count else { return index }
                for k in 1..<length {
                    let byte = bytes[index + k]
                    guard byte & 0xC0 == 0x80 else { return index }
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
                index += length
            }
            return nil
        }
    }
}
