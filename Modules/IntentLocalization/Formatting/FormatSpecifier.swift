/// One piece of an Apple format string: literal text, `%%`, a conversion, or a `%#@name@` substitution.
public enum FormatToken: Hashable, Sendable {
    /// Text copied as is.
    case literal(String)
    /// `%%`.
    case percent
    /// A conversion such as `%d`, `%2$@`, `%-5.2lf`.
    case specifier(FormatSpecifier)
    /// `%#@name@` (or `%1$#@name@`): a `.stringsdict` variable or `.xcstrings` substitution.
    case substitution(name: String, position: Int?)
    /// A `%` that starts no valid conversion, with why.
    case invalid(text: String, reason: String)
}

/// A parsed conversion specification: `%[position$][flags][width][.precision][length]conversion`.
public struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// The explicit argument number (`%2$@` → 2), if any.
    public var position: Int?
    /// The flags: any of `-+ #0'`.
    public var flags: String
    /// The width: digits, `*` (taken from an argument), or none.
    public var width: String
    /// The precision after `.`: digits, `*`, or `nil` when there is no `.`.
    public var precision: String?
    /// The length modifier (`h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`), or empty.
    public var length: String
    /// The conversion character.
    public var conversion: Character
    /// The whole specification as written.
    public var text: String

    /// What kind of argument the conversion takes.
    public enum ArgumentKind: String, Sendable {
        case integer, unsignedInteger, floatingPoint, object, cString, character, pointer
    }

    /// The kind of argument this specifier formats.
    public var argumentKind: ArgumentKind {
        switch conversion {
        case "d", "D", "i": .integer
        case "u", "U", "x", "X", "o", "O": .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "@": .object
        case "s", "S": .cString
        case "c", "C": .character
        default: .pointer
        }
    }

    /// The specifier as written.
    public var description: String { text }
}

/// Splits Apple format strings into ``FormatToken``s, following printf plus `%@`, positions and `%#@…@`.
public enum FormatParser {
    static let conversions: Set<UInt8> = Set("dDiuUxXoOfFeEgGaAcCsSp@".utf8)
    static let lengths: [[UInt8]] = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].map { Array($0.utf8) }
    static let flagBytes: Set<UInt8> = Set("-+ #0'".utf8)

    /// The tokens of `format`, in order.
    ///
    /// The scan works on UTF-8 bytes: every character of the format syntax is ASCII, and an ASCII
    /// byte never occurs inside a multi-byte sequence, so literal text is cut at valid boundaries.
    public static func tokens(in format: String) -> [FormatToken] {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format.isEmpty ? [] : [.literal(format)] }
        var tokens: [FormatToken] = []
        withBytes(of: format) { bytes in
            scan(bytes, literals: true) { token, _ in tokens.append(token) }
        }
        return tokens
    }

    /// Runs `body` on the string's UTF-8 bytes, in place when the string is stored contiguously.
    private static func withBytes(of format: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if format.utf8.withContiguousStorageIfAvailable(body) == nil {
            Array(format.utf8).withUnsafeBufferPointer(body)
        }
    }

    /// Calls `body` with every token of `format` except literal text, and whether the character
    /// before it is an ASCII digit (as in `100% d`). Cheaper than ``tokens(in:)``: no text is copied.
    public static func forEachPlaceholder(in format: String, _ body: (FormatToken, _ afterDigit: Bool) -> Void) {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return }
        withBytes(of: format) { buffer in
            scan(buffer, literals: false) { token, start in
                body(token, start > 0 && buffer[start - 1] >= 0x30 && buffer[start - 1] <= 0x39)
            }
        }
    }

    /// Scans `bytes`, calling `emit` with each token and the byte offset it starts at.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, literals: Bool, _ emit: (FormatToken, Int) -> Void) {
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        let count = bytes.count
        let percent = UInt8(ascii: "%")
        var literalStart = 0
        var index = 0
        while index < count {
            guard bytes[index] == percent else {
                index += 1
                continue
            }
            if literals, literalStart < index { emit(.literal(text(literalStart..<index)), literalStart) }
            let start = index
            index += 1
            defer { literalStart = index }
            guard index < count else {
                emit(.invalid(text: "%", reason: "a '%' at the end of the text starts no conversion"), start)
                break
            }
            if bytes[index] == percent {
                emit(.percent, start)
                index += 1
                continue
            }
            // Position: digits followed by '$'.
            var position: Int?
            var probe = index
            while probe < count, isDigit(bytes[probe]) { probe += 1 }
            if probe > index, probe < count, bytes[probe] == UInt8(ascii: "$") {
                position = Int(text(index..<probe))
                index = probe + 1
            } else if probe > index, probe + 1 < count, bytes[probe] == UInt8(ascii: "#"), bytes[probe + 1] == UInt8(ascii: "@") {
                // `%1#@name@` without '$' occurs in real files; read the digits as the position.
                position = Int(text(index..<probe))
                index = probe
            }
            let flagsStart = index
            while index < count, flagBytes.contains(bytes[index]) { index += 1 }
            let flags = text(flagsStart..<index)
            if flags.contains("#"), index < count, bytes[index] == UInt8(ascii: "@") {
                // %#@name@
                let nameStart = index + 1
                guard let close = (nameStart..<count).first(where: { bytes[$0] == UInt8(ascii: "@") }) else {
                    emit(.invalid(text: text(start..<count), reason: "'%#@' starts a substitution name that never ends with '@'"), start)
                    index = count
                    break
                }
                emit(.substitution(name: text(nameStart..<close), position: position), start)
                index = close + 1
                continue
            }
            /// Digits, or a single `*`, at `index`.
            func digitsOrStar() -> String {
                if index < count, bytes[index] == UInt8(ascii: "*") {
                    index += 1
                    return "*"
                }
                let digitsStart = index
                while index < count, isDigit(bytes[index]) { index += 1 }
                return text(digitsStart..<index)
            }
            let width = digitsOrStar()
            var precision: String?
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                precision = digitsOrStar()
            }
            var length = ""
            for candidate in lengths where index + candidate.count <= count && bytes[index..<(index + candidate.count)].elementsEqual(candidate) {
                length = String(decoding: candidate, as: UTF8.self)
                index += candidate.count
                break
            }
            guard index < count, conversions.contains(bytes[index]) else {
                // The offending character may be more than one byte; take all of it.
                var end = min(index + 1, count)
                while end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                let written = text(start..<end)
                let found = index < count ? "'\(text(index..<end))'" : "the end of the text"
                emit(.invalid(text: written, reason: "'\(written)' is not a format specifier: \(found) is not a conversion (write %% for a literal percent sign)"), start)
                index = end
                continue
            }
            let conversion = Character(Unicode.Scalar(bytes[index]))
            index += 1
            emit(.specifier(FormatSpecifier(
                position: position, flags: flags, width: width, precision: precision, length: length,
                conversion: conversion, text: text(start..<index)
            )), start)
        }
        if literals, literalStart < count { emit(.literal(text(literalStart..<count)), literalStart) }
    }
}
