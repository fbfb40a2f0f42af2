import Foundation
import PositionedJSON

/// The text encodings catalog files come in.
public enum TextEncoding: String, Sendable {
    /// UTF-8 without a byte order mark.
    case utf8
    /// UTF-8 after a byte order mark (`EF BB BF`).
    case utf8WithBOM
    /// Little-endian UTF-16, after a byte order mark or detected without one.
    case utf16LittleEndian
    /// Big-endian UTF-16, after a byte order mark or detected without one.
    case utf16BigEndian
    /// Little-endian UTF-32, after a byte order mark.
    case utf32LittleEndian
    /// Big-endian UTF-32, after a byte order mark.
    case utf32BigEndian
}

/// Turns a file's bytes into UTF-8, detecting the encoding as CoreFoundation's property list reader does.
enum TextDecoding {
    struct Decoded {
        var utf8: [UInt8]
        var encoding: TextEncoding
        /// Set when the encoding was guessed in a way Apple's readers do not (BOM-less little-endian UTF-16).
        var guessedLittleEndian: Bool = false
        /// Set when the file is UTF-16 without a byte order mark, which Foundation's property list reader rejects.
        var guessedWithoutByteOrderMark: Bool = false
        /// The offset of a last byte that is half a UTF-16 code unit, which Apple's readers ignore, as this does.
        var ignoredTrailingByte: Int?
    }

    enum Failure: Error {
        /// The bytes are not valid in the detected encoding; the offset is in the original bytes.
        case invalid(TextEncoding, offset: Int)
    }

    /// Order of detection: UTF-32 BOM, UTF-8 BOM, UTF-16 BOM, a zero in the first two bytes (BOM-less
    /// UTF-16: big-endian as Apple reads it, or little-endian when the zero is the second byte), else UTF-8.
    static func decode(_ bytes: [UInt8]) throws(Failure) -> Decoded {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return try utf32(bytes.dropFirst(4), bigEndian: true) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return try utf32(bytes.dropFirst(4), bigEndian: false) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let body = Array(bytes.dropFirst(3))
            if let bad = UTF8Validation.firstInvalidOffset(in: body) { throw .invalid(.utf8WithBOM, offset: bad + 3) }
            return Decoded(utf8: body, encoding: .utf8WithBOM)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false, skipped: 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true, skipped: 2) }
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            let littleEndian = bytes[0] != 0 && bytes[1] == 0
            var decoded = try utf16(bytes[...], bigEndian: !littleEndian, skipped: 0)
            decoded.guessedLittleEndian = littleEndian
            decoded.guessedWithoutByteOrderMark = true
            return decoded
        }
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes) { throw .invalid(.utf8, offset: bad) }
        return Decoded(utf8: bytes, encoding: .utf8)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, skipped: Int) throws(Failure) -> Decoded {
        let encoding: TextEncoding = bigEndian ? .utf16BigEndian : .utf16LittleEndian
        // Half a code unit at the end is ignored, as CoreFoundation ignores it.
        let odd = bytes.count % 2 == 1 ? skipped + bytes.count - 1 : nil
        let bytes = odd == nil ? bytes : bytes.dropLast()
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let a = UInt16(bytes[index]), b = UInt16(bytes[index + 1])
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var unitOffset = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { output.append($0) }
                unitOffset += scalar.value > 0xFFFF ? 2 : 1
            case .emptyInput:
                break loop
            case .error:
                throw .invalid(encoding, offset: skipped + unitOffset * 2)
            }
        }
        return Decoded(utf8: output, encoding: encoding, ignoredTrailingByte: odd)
    }

    private static func utf32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(Failure) -> Decoded {
        let encoding: TextEncoding = bigEndian ? .utf32BigEndian : .utf32LittleEndian
        guard bytes.count % 4 == 0 else { throw .invalid(encoding, offset: 4 + bytes.count - 1) }
        var output: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let b = (0..<4).map { UInt32(bytes[index + $0]) }
            let value = bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
            guard let scalar = Unicode.Scalar(value) else { throw .invalid(encoding, offset: 4 + index - bytes.startIndex) }
            UTF8.encode(scalar) { output.append($0) }
            index += 4
        }
        return Decoded(utf8: output, encoding: encoding)
    }

    /// The NeXTSTEP encoding's characters for bytes 0x80–0xFF (what `\ooo` escapes above 127 mean),
    /// taken from Foundation's own converter; unmapped bytes become U+FFFD.
    static let nextStepHighHalf: [Unicode.Scalar] = (0x80...0xFF).map { (byte: Int) in
        String(bytes: [UInt8(byte)], encoding: .nextstep)?.unicodeScalars.first ?? "\u{FFFD}"
    }
}
