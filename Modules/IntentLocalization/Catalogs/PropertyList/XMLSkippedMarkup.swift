import PositionedJSON

/// The parts of an XML property list that CoreFoundation's reader skips without decoding them: comments, processing
/// instructions (the XML declaration among them), the document type declaration, the attributes inside tags, and what
/// follows the closing `</plist>`. Invalid UTF-8 there does not stop Apple's reader; anywhere else it does.
enum XMLSkippedMarkup {
    /// The bytes with each invalid UTF-8 byte inside skipped markup replaced by `?` (offsets unchanged), and the offset
    /// of the first; `nil` when some invalid byte is elsewhere (or there are too many to be a stray).
    static func repaired(_ bytes: [UInt8], limit: Int = 256) -> (bytes: [UInt8], first: Int)? {
        var repaired = bytes
        var first: Int?
        var start = 0
        let skipped = regions(bytes)
        for _ in 0..<limit {
            guard let found = UTF8Validation.firstInvalidOffset(in: Array(repaired[start...])) else {
                return first.map { (repaired, $0) }
            }
            let offset = start + found
            guard skipped.contains(where: { $0.contains(offset) }) else { return nil }
            repaired[offset] = 0x3F
            first = first ?? offset
            start = offset
        }
        return nil
    }

    /// The bytes with every invalid UTF-8 byte replaced by `?` (offsets unchanged) and their offsets; `nil` when there
    /// are too many to be strays.
    static func replacedEverywhere(_ bytes: [UInt8], limit: Int = 256) -> (bytes: [UInt8], offsets: [Int])? {
        var replaced = bytes
        var offsets: [Int] = []
        var start = 0
        while offsets.count < limit {
            guard let found = UTF8Validation.firstInvalidOffset(in: Array(replaced[start...])) else { return (replaced, offsets) }
            replaced[start + found] = 0x3F
            offsets.append(start + found)
            start += found
        }
        return nil
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
