/// Finds where the value a path names starts in a JSON text that parsed: how findings about a value read
/// into ``AppleJSON`` (which keeps no positions) get their line and column.
///
/// Walking to a value skips its earlier siblings without building them; a file has few findings, so this
/// costs less than keeping an offset for every value of every file.
enum AppleJSONLocator {
    /// Where the value at `path` starts; for a path ending in an object key, where that key's quote is when
    /// `atKey`. The deepest step that exists when the path leads nowhere; 0 for the empty path.
    static func offset(of path: [AppleJSONPathComponent], in bytes: [UInt8], atKey: Bool = false) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            scanner.skipWhitespace()
            var found = scanner.index
            for (step, component) in path.enumerated() {
                switch component {
                case .key(let key):
                    guard let (keyOffset, valueOffset) = scanner.member(key) else { return found }
                    found = atKey && step == path.count - 1 ? keyOffset : valueOffset
                case .index(let index):
                    guard let offset = scanner.element(index) else { return found }
                    found = offset
                }
            }
            return found
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// Moves into the object at `index` to the value of `key`: its key's and value's offsets.
        mutating func member(_ key: String) -> (Int, Int)? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
            index += 1
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                let keyOffset = index
                let name = readString()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                skipWhitespace()
                if name == key { return (keyOffset, index) }
                skipValue()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
        }

        /// Moves into the array at `index` to its element `position`.
        mutating func element(_ position: Int) -> Int? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
            index += 1
            var count = 0
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
                if count == position { return index }
                skipValue()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
                count += 1
            }
        }

        /// The string at `index` with its escapes resolved (keys compare unescaped).
        mutating func readString() -> String {
            let start = index
            skipString()
            let end = Swift.max(start + 1, index - 1)
            let raw = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
            guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
            // The parser accepted the text, so unescaping it again cannot fail.
            return (try? AppleJSONParser.parse(Array(bytes[start..<index])))?.stringValue ?? String(decoding: raw, as: UTF8.self)
        }

        mutating func skipString() {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return
                default: index += 1
                }
            }
        }

        mutating func skipValue() {
            guard index < bytes.count else { return }
            switch bytes[index] {
            case UInt8(ascii: "\""): skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        skipString()
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return
                        }
                    default: break
                    }
                    index += 1
                }
            default:
                while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                    index += 1
                }
            }
        }
    }
}

extension AppleJSONLocator {
    /// The offsets of every value whose path `wanted` accepts, in one pass over the text; `descends` says which
    /// values to look inside (the others are skipped without being read).
    static func offsets(
        in bytes: [UInt8],
        wanted: ([AppleJSONPathComponent]) -> Bool,
        descends: ([AppleJSONPathComponent]) -> Bool
    ) -> [[AppleJSONPathComponent]: Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var walker = Walker(scanner: Scanner(bytes: buffer))
            walker.scanner.skipWhitespace()
            var path: [AppleJSONPathComponent] = []
            walker.walk(&path, wanted: wanted, descends: descends)
            return walker.found
        }
    }

    private struct Walker {
        var scanner: Scanner
        var found: [[AppleJSONPathComponent]: Int] = [:]

        mutating func walk(
            _ path: inout [AppleJSONPathComponent],
            wanted: ([AppleJSONPathComponent]) -> Bool,
            descends: ([AppleJSONPathComponent]) -> Bool
        ) {
            let bytes = scanner.bytes
            guard scanner.index < bytes.count else { return }
            if wanted(path) { found[path] = scanner.index }
            let opener = bytes[scanner.index]
            guard (opener == UInt8(ascii: "{") || opener == UInt8(ascii: "[")), descends(path), path.count < 64 else {
                scanner.skipValue()
                return
            }
            scanner.index += 1
            var position = 0
            while true {
                scanner.skipWhitespace()
                guard scanner.index < bytes.count else { return }
                if bytes[scanner.index] == UInt8(ascii: "}") || bytes[scanner.index] == UInt8(ascii: "]") {
                    scanner.index += 1
                    return
                }
                if opener == UInt8(ascii: "{") {
                    let key = scanner.readString()
                    scanner.skipWhitespace()
                    scanner.index += 1  // ':'
                    scanner.skipWhitespace()
                    path.append(.key(key))
                } else {
                    path.append(.index(position))
                }
                walk(&path, wanted: wanted, descends: descends)
                path.removeLast()
                position += 1
                scanner.skipWhitespace()
                if scanner.index < bytes.count, bytes[scanner.index] == UInt8(ascii: ",") { scanner.index += 1 }
            }
        }
    }
}
