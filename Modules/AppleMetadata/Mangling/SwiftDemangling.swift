extension SwiftMangling {
    /// A nominal type read back from its mangled name: its module and its nesting path, outermost first.
    public struct NominalType: Hashable, Sendable {
        /// The module.
        public var module: String
        /// The types from the outermost to the type itself.
        public var path: [Component]

        /// The name Swift prints: `Module.Outer.Inner`.
        public var qualifiedName: String { ([module] + path.map(\.name)).joined(separator: ".") }
    }

    /// Reads a mangled nominal type name (without `$s`), as Xcode writes them into App Intents metadata.
    ///
    /// Understands modules, nesting, word substitutions and private discriminators: everything
    /// ``mangle(module:path:)`` writes. `nil` for anything else (generic arguments, local types, symbolic
    /// references, Punycode), which App Intents' own types do not use.
    public static func demangle(_ mangled: String) -> NominalType? {
        var reader = Demangler(Array(mangled.utf8))
        guard let module = reader.identifier() else { return nil }
        var path: [Component] = []
        while !reader.isAtEnd {
            guard let name = reader.identifier() else { return nil }
            var discriminator: String?
            if reader.peekIsDigit {
                guard let second = reader.identifier(), reader.consume("LL") else { return nil }
                discriminator = second
            }
            guard let letter = reader.next(), let kind = NominalKind(letter: Character(Unicode.Scalar(letter))) else { return nil }
            path.append(Component(name, kind, privateDiscriminator: discriminator))
        }
        return path.isEmpty ? nil : NominalType(module: module, path: path)
    }

    /// Reads identifiers, remembering words as Swift's demangler does.
    private struct Demangler {
        let bytes: [UInt8]
        var position = 0
        var words: [[UInt8]] = []

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { position >= bytes.count }
        var peekIsDigit: Bool { !isAtEnd && bytes[position] >= 0x30 && bytes[position] <= 0x39 }

        mutating func next() -> UInt8? {
            guard !isAtEnd else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func consume(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard bytes[position...].starts(with: expected) else { return false }
            position += expected.count
            return true
        }

        mutating func natural() -> Int? {
            var value = 0
            var digits = 0
            while peekIsDigit {
                value = value * 10 + Int(bytes[position] - 0x30)
                position += 1
                digits += 1
                guard value < 1 << 24 else { return nil }
            }
            return digits > 0 ? value : nil
        }

        mutating func identifier() -> String? {
            guard peekIsDigit else { return nil }
            var hasWordSubstitutions = false
            if bytes[position] == UInt8(ascii: "0") {
                position += 1
                // `00` starts a Punycode identifier, which App Intents types do not use.
                guard !isAtEnd, bytes[position] != UInt8(ascii: "0") else { return nil }
                hasWordSubstitutions = true
            }
            var identifier: [UInt8] = []
            repeat {
                while hasWordSubstitutions, !isAtEnd, Self.isLetter(bytes[position]) {
                    let letter = bytes[position]
                    position += 1
                    let index: Int
                    if letter >= UInt8(ascii: "a") {
                        index = Int(letter - UInt8(ascii: "a"))
                    } else {
                        index = Int(letter - UInt8(ascii: "A"))
                        hasWordSubstitutions = false
                    }
                    guard index < words.count else { return nil }
                    identifier += words[index]
                }
                if !isAtEnd, bytes[position] == UInt8(ascii: "0") {
                    position += 1
                    break
                }
                guard let count = natural(), count > 0, position + count <= bytes.count else {
                    // An identifier that ended with its last substitution has nothing more.
                    if !hasWordSubstitutions, !identifier.isEmpty { break }
                    return nil
                }
                let slice = Array(bytes[position..<(position + count)])
                identifier += slice
                for (start, length) in SwiftMangling.words(in: slice) where length >= 2 && words.count < Mangler.maximumWords {
                    words.append(Array(slice[start..<(start + length)]))
                }
                position += count
            } while hasWordSubstitutions
            return String(decoding: identifier, as: UTF8.self)
        }

        static func isLetter(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        }
    }
}
