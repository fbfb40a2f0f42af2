/// Swift's mangling of nominal type names, as App Intents metadata records them (`mangledTypeName`).
///
/// Xcode writes each type's mangled name without the `$s` prefix: `11WidgetSmith8MoveTileV` is the struct
/// `WidgetSmith.MoveTile`. The rules are those of Swift's ABI (`docs/ABI/Mangling.rst` in the compiler):
///
/// - A module is an identifier; a nominal type is its context, its name, and a kind letter: `V` struct,
///   `O` enum, `C` class (actors too), `P` protocol. A nested type's context is the enclosing type's
///   mangling; a generic type's unbound name has no arguments.
/// - An identifier is its UTF-8 length and bytes (`8MoveTile`), unless it reuses a *word* seen before in
///   the same mangled name. Words are found at each identifier's case changes and underscores, are at least
///   two bytes long, and at most 26 are remembered (in order of appearance). An identifier that reuses one
///   starts with `0`, then alternates literal runs (`3Set`) with word references, a lower-case letter for
///   each but the last, which is upper-case (`A` is word 0): `SetWidgetConstantIndex` after the module
///   `WidgetSmith` (words `Widget`, `Smith`) is `03SetA13ConstantIndex`. An identifier that ends with a word
///   reference is closed by a `0`.
/// - A private type carries its file's discriminator (`33_` and 32 upper-case hexadecimal digits of an MD5
///   hash) and `LL` after its name; a type declared in a function needs the function's own mangling, which a
///   name and a kind cannot give (see ``SwiftMangling/mangle(module:path:)``).
///
/// Checked on every mangled name Xcode 17C528 wrote in the real-world corpus, and by demangling what it mangles.
public enum SwiftMangling {
    /// The kind of a nominal type, with its mangling letter.
    public enum NominalKind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A kind of nominal type: a structure (mangled `V`), an enumeration (`O`), a class or an actor (`C`), a protocol (`P`).
        case `struct`, `enum`, `class`, `protocol`

        /// The letter that ends the type's mangling.
        public var letter: Character {
            switch self {
            case .struct: "V"
            case .enum: "O"
            case .class: "C"
            case .protocol: "P"
            }
        }

        /// The kind a mangling letter names.
        public init?(letter: Character) {
            guard let kind = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
            self = kind
        }
    }

    /// One type of a nesting path: its name, its kind and, for a `private`/`fileprivate` type, its file's discriminator.
    public struct Component: Hashable, Sendable, Codable {
        /// The type's name.
        public var name: String
        /// Its kind.
        public var kind: NominalKind
        /// For a private type, the private discriminator of its file (`_` and 32 hexadecimal digits).
        public var privateDiscriminator: String?

        /// Creates a component.
        public init(_ name: String, _ kind: NominalKind, privateDiscriminator: String? = nil) {
            self.name = name
            self.kind = kind
            self.privateDiscriminator = privateDiscriminator
        }
    }

    /// The mangled name (without `$s`) of the type at the end of `path` (outermost first) in `module`.
    ///
    /// `nil` when a name is empty, starts with a digit, or is not ASCII (Swift mangles such names in a
    /// Punycode form of its own, which this mangler does not write).
    public static func mangle(module: String, path: [Component]) -> String? {
        guard !path.isEmpty else { return nil }
        var mangler = Mangler()
        guard mangler.appendIdentifier(module) else { return nil }
        for component in path {
            guard mangler.appendIdentifier(component.name) else { return nil }
            if let discriminator = component.privateDiscriminator {
                guard mangler.appendIdentifier(discriminator) else { return nil }
                mangler.buffer.append(contentsOf: "LL".utf8)
            }
            mangler.buffer.append(contentsOf: String(component.kind.letter).utf8)
        }
        return String(decoding: mangler.buffer, as: UTF8.self)
    }

    /// The private discriminator Swift gives the `private` and `fileprivate` declarations of a file.
    ///
    /// It is `_` and the upper-case hexadecimal MD5 of the module name followed by the file's name (without its
    /// folder).
    public static func privateDiscriminator(module: String, fileName: String) -> String {
        let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
        return "_" + MD5.hexDigest(Array(module.utf8) + Array(name.utf8)).uppercased()
    }

    /// Whether `byte` may start a word (anything but a digit and `_`).
    static func isWordStart(_ byte: UInt8) -> Bool {
        !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) && byte != UInt8(ascii: "_") && byte != 0
    }

    /// Whether `byte`, coming after `previous`, ends a word: an underscore, the end, or an upper-case letter after
    /// one that is not.
    static func isWordEnd(_ byte: UInt8, after previous: UInt8) -> Bool {
        if byte == UInt8(ascii: "_") || byte == 0 { return true }
        return !isUpper(previous) && isUpper(byte)
    }

    static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    /// The words of one identifier, as (start, length) in its bytes, by Swift's rules.
    static func words(in bytes: [UInt8]) -> [(start: Int, length: Int)] {
        var words: [(Int, Int)] = []
        var wordStart: Int?
        for position in 0...bytes.count {
            let byte = position < bytes.count ? bytes[position] : 0
            if let start = wordStart, isWordEnd(byte, after: bytes[position - 1]) {
                words.append((start, position - start))
                wordStart = nil
            }
            if wordStart == nil, isWordStart(byte) { wordStart = position }
        }
        return words
    }

    /// Mangles identifiers into one buffer, remembering words as Swift's mangler does.
    struct Mangler {
        static let maximumWords = 26
        var buffer: [UInt8] = []
        /// Remembered words, as ranges of ``buffer``.
        var words: [(start: Int, length: Int)] = []

        func word(_ index: Int) -> ArraySlice<UInt8> {
            buffer[words[index].start..<(words[index].start + words[index].length)]
        }

        /// Appends one identifier; `false` when it cannot be mangled.
        mutating func appendIdentifier(_ identifier: String) -> Bool {
            let bytes = Array(identifier.utf8)
            guard !bytes.isEmpty else { return false }
            // Non-ASCII names take Swift's own Punycode variant, which this mangler does not write.
            guard !bytes.contains(where: { $0 >= 0x80 }), !(bytes[0] >= 0x30 && bytes[0] <= 0x39) else { return false }
            let wordsInBuffer = words.count
            // Substitutions found in this identifier: (position in it, index of the word it repeats).
            var substitutions: [(position: Int, word: Int)] = []
            // New words of this identifier: positions relative to the identifier until it is written.
            var newWords: [(start: Int, length: Int)] = []
            for (start, length) in Self.wordsOf(bytes) {
                let candidate = bytes[start..<(start + length)]
                var found: Int?
                for index in 0..<wordsInBuffer where word(index).elementsEqual(candidate) {
                    found = index
                    break
                }
                if found == nil {
                    for (offset, newWord) in newWords.enumerated() where bytes[newWord.start..<(newWord.start + newWord.length)].elementsEqual(candidate) {
                        found = wordsInBuffer + offset
                        break
                    }
                }
                if let found {
                    substitutions.append((start, found))
                } else if length >= 2, wordsInBuffer + newWords.count < Self.maximumWords {
                    newWords.append((start, length))
                }
            }
            func wordLength(_ index: Int) -> Int {
                index < wordsInBuffer ? words[index].length : newWords[index - wordsInBuffer].length
            }
            var pendingNewWords = newWords[...]
            /// Appends the identifier's bytes `range` literally, recording the new words that start in it.
            func appendLiteral(_ range: Range<Int>) {
                for position in range {
                    if let next = pendingNewWords.first, next.start == position {
                        words.append((buffer.count, next.length))
                        pendingNewWords = pendingNewWords.dropFirst()
                    }
                    buffer.append(bytes[position])
                }
            }
            guard !substitutions.isEmpty else {
                buffer.append(contentsOf: String(bytes.count).utf8)
                appendLiteral(0..<bytes.count)
                return true
            }
            buffer.append(UInt8(ascii: "0"))
            var position = 0
            for (number, substitution) in substitutions.enumerated() {
                if position < substitution.position {
                    buffer.append(contentsOf: String(substitution.position - position).utf8)
                    appendLiteral(position..<substitution.position)
                }
                position = substitution.position + wordLength(substitution.word)
                let isLast = number == substitutions.count - 1
                buffer.append((isLast ? UInt8(ascii: "A") : UInt8(ascii: "a")) + UInt8(substitution.word))
                if isLast, position == bytes.count { buffer.append(UInt8(ascii: "0")) }
            }
            if position < bytes.count {
                buffer.append(contentsOf: String(bytes.count - position).utf8)
                appendLiteral(position..<bytes.count)
            }
            return true
        }

        static func wordsOf(_ bytes: [UInt8]) -> [(start: Int, length: Int)] {
            SwiftMangling.words(in: bytes)
        }
    }
}
