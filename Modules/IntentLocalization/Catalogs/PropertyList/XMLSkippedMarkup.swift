import PositionedJSON

/// The parts of an XML property list that CoreFoundation's reader skips without decoding them: comments, processing
/// instructions (the XML declaration among them), the document type declaration, the attributes inside tags, and what
/// follows the closing `</plist>`. Invalid UTF-8 there does not stop Apple's reader; anywhere else it does.
enum XMLSkippedMarkup {
    /// The bytes with every invalid UTF-8 byte replaced by `?` and the offset of the first, when each is where
    /// CoreFoundation's XML reader never decodes: in skipped markup, or after the document's value. `nil` when the bytes
    /// are valid UTF-8, or when one invalid byte is where the reader decodes (and fails).
    static func tolerated(_ bytes: [UInt8]) -> (bytes: [UInt8], first: Int)? {
        guard let (replaced, offsets) = replacedEverywhere(bytes) else { return nil }
        let skipped = regions(bytes)
        var parser = PlistXMLParser(replaced)
        let tail = (try? parser.parse(ignoringTrailingContent: true)) != nil ? parser.trailingContent : nil
        guard offsets.allSatisfy({ offset in (tail.map { offset >= $0 } ?? false) || skipped.contains { $0.contains(offset) } }) else { return nil }
        return (replaced, offsets[0])
    }

    /// The bytes with every invalid UTF-8 byte replaced by `?` (offsets unchanged) and their offsets, in one pass;
    /// `nil` when there is none.
    static func replacedEverywhere(_ bytes: [UInt8]) -> (bytes: [UInt8], offsets: [Int])? {
        var replaced = bytes
        var offsets: [Int] = []
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let (length, minimum, initial): (Int, UInt32, UInt32) = switch lead {
            case 0xC2...0xDF: (1, 0x80, UInt32(lead & 0x1F))
            case 0xE0...0xEF: (2, 0x800, UInt32(lead & 0x0F))
            case 0xF0...0xF4: (3, 0x10000, UInt32(lead & 0x07))
            default: (0, 0, 0)
            }
            var value = initial
            var valid = length > 0 && index + length < bytes.count
            if valid {
                for offset in 1...length {
                    let byte = bytes[index + offset]
                    guard byte & 0xC0 == 0x80 else {
                        valid = false
                        break
                    }
                    value = value << 6 | UInt32(byte & 0x3F)
                }
            }
            if valid, value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) {
                index += length + 1
            } else {
                replaced[index] = 0x3F
                offsets.append(index)
                index += 1
            }
        }
        return offsets.isEmpty ? nil : (replaced, offsets)
    }

    /// The ranges of skipped markup, in order.
    static func regions(_ bytes: [UInt8]) -> [Range<Int>] {
        var regions: [Range<Int>] = []
        var index = 0
        func find(_ needle: [UInt8], from: Int) -> Int? {
            guard needle.count <= bytes.count else { return nil }
            var position = from
            while position + needle.count <= bytes.count {
                if bytes[position] == needle[0], bytes[position..<position + needle.count].elementsEqual(needle) { return position }
                position += 1
            }
            return nil
        }
        while index < bytes.count {
            guard bytes[index] == 0x3C else {  // <
                index += 1
                continue
            }
            let rest = bytes[index...]
            let end: Int
            if rest.starts(with: Array("<!--".utf8)) {
                end = find(Array("-->".utf8), from: index + 4).map { $0 + 3 } ?? bytes.count
            } else if rest.starts(with: Array("<![CDATA[".utf8)) {
                // Character data is decoded: not skipped.
                index = find(Array("]]>".utf8), from: index + 9).map { $0 + 3 } ?? bytes.count
                continue
            } else if rest.starts(with: Array("<?".utf8)) {
                end = find(Array("?>".utf8), from: index + 2).map { $0 + 2 } ?? bytes.count
            } else if rest.starts(with: Array("<!".utf8)) {
                // A declaration, with an internal subset in brackets when it has one.
                let close = find([0x3E], from: index + 2) ?? bytes.count
                if let bracket = find([0x5B], from: index + 2), bracket < close, let subsetEnd = find([0x5D], from: bracket) {
                    end = (find([0x3E], from: subsetEnd) ?? bytes.count - 1) + 1
                } else {
                    end = min(close + 1, bytes.count)
                }
            } else if rest.starts(with: Array("</plist".utf8)) {
                regions.append(index..<bytes.count)
                return regions
            } else {
                // A tag: its attributes are skipped, its name is not (an unknown name fails anyway).
                end = (find([0x3E], from: index + 1) ?? bytes.count - 1) + 1
            }
            regions.append(index..<min(end, bytes.count))
            index = end
        }
        return regions
    }
}
