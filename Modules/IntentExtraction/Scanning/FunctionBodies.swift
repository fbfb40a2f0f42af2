import SwiftSyntax

/// Finds the bodies of functions, initializers and deinitializers in Swift source without parsing it, so
/// extraction can blank them out before the parse: nothing extraction reads is inside one, and in an app
/// most of the code is.
///
/// The scan follows Swift's lexical structure: comments (nested), string literals (multi-line, raw, with
/// interpolations), extended regex literals (`#/…/#`) and escaped identifiers. It gives up when the
/// brackets do not balance or a literal or comment is not closed: the file is then parsed whole, and the
/// parse reports what is wrong. A bare `/…/` regex literal is recognised where an expression is expected
/// (after `(`, `=`, `,`, `return`…) and closes on its line; ``verify(_:in:)`` catches what a `/` read the
/// wrong way could change.
package enum FunctionBodies {
    /// The UTF-8 bytes of `text` with the inside of every outermost function body replaced by spaces (line
    /// breaks kept, so every offset, line and column stays where it was), and the bodies' ranges from `{` to
    /// `}` included; `nil` when the file has no function body or the scan gave up.
    package static func blanked(_ text: String) -> (bytes: [UInt8], bodies: [Range<Int>])? {
        var text = text
        return text.withUTF8 { source -> ([UInt8], [Range<Int>])? in
            var scanner = BodyScanner(bytes: source)
            guard (try? scanner.code(endingInterpolation: false)) != nil, !scanner.bodies.isEmpty else { return nil }
            var bytes = Array(source)
            bytes.withUnsafeMutableBufferPointer { output in
                for body in scanner.bodies {
                    for index in (body.lowerBound + 1)..<(body.upperBound - 1) {
                        let byte = output[index]
                        if byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { output[index] = UInt8(ascii: " ") }
                    }
                }
            }
            return (bytes, scanner.bodies)
        }
    }

    /// Whether each range is, in a tree parsed from the blanked bytes, exactly the empty body of a function, an
    /// initializer or a deinitializer: what makes the blanked tree the original one with those bodies emptied.
    package static func verify(_ bodies: [Range<Int>], in tree: SourceFileSyntax) -> Bool {
        bodies.allSatisfy { body in
            guard let brace = tree.token(at: AbsolutePosition(utf8Offset: body.lowerBound)), brace.tokenKind == .leftBrace,
                  brace.positionAfterSkippingLeadingTrivia.utf8Offset == body.lowerBound,
                  let block = brace.parent?.as(CodeBlockSyntax.self), block.statements.isEmpty,
                  block.rightBrace.presence == .present,
                  block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset == body.upperBound - 1,
                  let owner = block.parent
            else { return false }
            return owner.is(FunctionDeclSyntax.self) || owner.is(InitializerDeclSyntax.self) || owner.is(DeinitializerDeclSyntax.self)
        }
    }
}

/// The lexical scan behind ``FunctionBodies``.
private struct BodyScanner {
    struct GaveUp: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The outermost function bodies found, in order.
    var bodies: [Range<Int>] = []
    /// How deep string interpolations nest where the scan is; bounded, so hostile input cannot exhaust the stack.
    private var interpolations = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// Scans code to the end of the file, or, inside an interpolation, to the `)` that closes it (left unread).
    /// Function bodies are looked for only outside interpolations.
    mutating func code(endingInterpolation: Bool) throws(GaveUp) {
        var open: [UInt8] = []
        /// How many brackets were open where `func`, `init` or `deinit` was read, while its body is awaited.
        var awaitingBody = -1
        /// Where the outermost body being scanned starts, and how many brackets were open outside it.
        var bodyStart = -1
        var bodyLevel = -1
        /// The last byte of the last token: a keyword after `.` is a member's name (`.init(…)`).
        var previous: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
                continue
            case UInt8(ascii: "/"):
                let next = self.byte(at: index + 1)
                if next == UInt8(ascii: "/") {
                    skipLineComment()
                    continue
                }
                if next == UInt8(ascii: "*") {
                    try skipBlockComment()
                    continue
                }
                if Self.expectsExpression(after: previous), skipBareRegex() {
                    previous = UInt8(ascii: "a")
                    continue
                }
                index += 1
            case UInt8(ascii: "\""):
                try skipString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while self.byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                switch self.byte(at: index + hashes) {
                case UInt8(ascii: "\""):
                    index += hashes
                    try skipString(hashes: hashes)
                case UInt8(ascii: "/"):
                    index += hashes
                    try skipRegex(hashes: hashes)
                default:
                    // `#if`, `#available`, `#Preview`: no body of the function awaited comes after one.
                    if awaitingBody == open.count { awaitingBody = -1 }
                    index += hashes
                }
            case UInt8(ascii: "`"):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`") {
                    if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { throw GaveUp() }
                    index += 1
                }
                guard index < bytes.count else { throw GaveUp() }
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["):
                open.append(byte)
                index += 1
            case UInt8(ascii: "{"):
                if awaitingBody == open.count {
                    // A `{` inside the signature (a default argument's closure) is deeper: it is not the body.
                    bodyStart = index
                    bodyLevel = open.count
                    awaitingBody = -1
                }
                open.append(byte)
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if endingInterpolation, byte == UInt8(ascii: ")"), open.isEmpty { return }
                guard let opening = open.popLast(), opening == Self.opening(of: byte) else { throw GaveUp() }
                if byte == UInt8(ascii: "}"), bodyStart >= 0, open.count == bodyLevel {
                    bodies.append(bodyStart..<(index + 1))
                    bodyStart = -1
                }
                if awaitingBody > open.count { awaitingBody = -1 }
                index += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...0xFF:
                let start = index
                while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                if !endingInterpolation, bodyStart < 0, previous != UInt8(ascii: ".") {
                    switch Self.keyword(bytes, start..<index) {
                    case .function: awaitingBody = open.count
                    case .declaration: if awaitingBody == open.count { awaitingBody = -1 }
                    case nil: break
                    }
                }
                previous = previous != UInt8(ascii: ".") && Self.isExpressionKeyword(bytes, start..<index) ? Self.expressionKeyword : UInt8(ascii: "a")
                continue
            default:
                if byte == UInt8(ascii: ";"), awaitingBody == open.count { awaitingBody = -1 }
                index += 1
            }
            previous = byte
        }
        guard !endingInterpolation, open.isEmpty else { throw GaveUp() }
    }

    /// What `previous` is after a keyword an expression follows (`return /a+/`).
    private static let expressionKeyword: UInt8 = 1

    /// Whether a `/` after the token ending in `previous` is in an expression's place, where it starts a bare
    /// regex literal (`.replacing(/a+/)`, `= /a+/`) rather than dividing.
    private static func expectsExpression(after previous: UInt8) -> Bool {
        switch previous {
        case 0, expressionKeyword, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    private static let expressionKeywords: [[UInt8]] = ["return", "case", "in", "try", "await", "throw", "if", "guard", "while", "where"]
        .map { Array($0.utf8) }

    private static func isExpressionKeyword(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard (2...6).contains(range.count) else { return false }
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "g"), UInt8(ascii: "i"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "w"):
            let word = UnsafeBufferPointer(rebasing: bytes[range])
            return expressionKeywords.contains { $0.count == word.count && word.elementsEqual($0) }
        default:
            return false
        }
    }

    /// Skips a bare regex literal starting at the `/` at `index`, if one closes on the same line; a literal does not
    /// start with a space (`a = / b` would be an operator).
    private mutating func skipBareRegex() -> Bool {
        var end = index + 1
        switch byte(at: end) {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0: return false
        default: break
        }
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "\\"): end += 2
            case UInt8(ascii: "/"):
                index = end + 1
                return true
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return false
            default: end += 1
            }
        }
        return false
    }

    private static func opening(of closing: UInt8) -> UInt8 {
        switch closing {
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: "[")
        default: UInt8(ascii: "{")
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    private enum Keyword {
        /// `func`, `init`, `deinit`: a body may follow.
        case function
        /// Another declaration starts: a function awaiting its body had none (a protocol requirement).
        case declaration
    }

    private static let declarationKeywords: [[UInt8]] = [
        "var", "let", "case", "subscript", "typealias", "associatedtype", "struct", "class", "enum", "actor",
        "protocol", "extension", "import", "operator", "precedencegroup", "macro",
    ].map { Array($0.utf8) }

    private static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Keyword? {
        let word = UnsafeBufferPointer(rebasing: bytes[range])
        switch word.count {
        case 4 where word.elementsEqual("func".utf8) || word.elementsEqual("init".utf8): return .function
        case 6 where word.elementsEqual("deinit".utf8): return .function
        case 3...15:
            // Every declaration keyword starts with one of these letters: most identifiers are ruled out by their first.
            switch word[0] {
            case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "m"),
                 UInt8(ascii: "o"), UInt8(ascii: "p"), UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: "v"):
                return declarationKeywords.contains { $0.count == word.count && word.elementsEqual($0) } ? .declaration : nil
            default:
                return nil
            }
        default:
            return nil
        }
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
    }

    private mutating func skipBlockComment() throws(GaveUp) {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
        throw GaveUp()
    }

    /// Whether `count` `#` follow `offset`.
    private func hashes(_ count: Int, at offset: Int) -> Bool {
        var matched = 0
        while matched < count, byte(at: offset + matched) == UInt8(ascii: "#") { matched += 1 }
        return matched == count
    }

    /// Skips a string literal starting at its opening quote, whose delimiter has `hashes` `#`.
    private mutating func skipString(hashes: Int) throws(GaveUp) {
        let quote = UInt8(ascii: "\"")
        let isMultiline = byte(at: index + 1) == quote && byte(at: index + 2) == quote
        index += isMultiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), self.hashes(hashes, at: index + 1) {
                let escaped = index + 1 + hashes
                if self.byte(at: escaped) == UInt8(ascii: "(") {
                    index = escaped + 1
                    interpolations += 1
                    guard interpolations <= 64 else { throw GaveUp() }
                    try code(endingInterpolation: true)
                    interpolations -= 1
                    index += 1
                } else {
                    index = escaped + 1
                }
                continue
            }
            if byte == quote, !isMultiline || (self.byte(at: index + 1) == quote && self.byte(at: index + 2) == quote) {
                let end = index + (isMultiline ? 3 : 1)
                if self.hashes(hashes, at: end) {
                    index = end + hashes
                    return
                }
            } else if !isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                throw GaveUp()
            }
            index += 1
        }
        throw GaveUp()
    }

    /// Skips an extended regex literal (`#/…/#`) starting at its `/`, whose delimiter has `hashes` `#`.
    private mutating func skipRegex(hashes: Int) throws(GaveUp) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "/"), self.hashes(hashes, at: index + 1) {
                index += 1 + hashes
                return
            }
            index += 1
        }
        throw GaveUp()
    }
}
