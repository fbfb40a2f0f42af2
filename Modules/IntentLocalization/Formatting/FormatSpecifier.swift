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
        /// A signed integer: `d`, `D`, `i`.
        case integer
        /// An unsigned integer: `u`, `U`, `x`, `X`, `o`, `O`.
        case unsignedInteger
        /// A floating-point number: `f`, `F`, `e`, `E`, `g`, `G`, `a`, `A`.
        case floatingPoint
        /// An object: `@`.
        case object
        /// A C string: `s`, `S`.
        case cString
        /// A character: `c`, `C`.
        case character
        /// A pointer: `p`, and any other conversion character.
        case pointer

        /// The kind of argument a conversion character takes.
        init(conversion: UInt8) {
            switch conversion {
            case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"): self = .integer
            case UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"):
                self = .unsignedInteger
            case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
                 UInt8(ascii: "a"), UInt8(ascii: "A"):
                self = .floatingPoint
            case UInt8(ascii: "@"): self = .object
            case UInt8(ascii: "s"), UInt8(ascii: "S"): self = .cString
            case UInt8(ascii: "c"), UInt8(ascii: "C"): self = .character
            default: self = .pointer
            }
        }
    }

    /// The kind of argument this specifier formats.
    public var argumentKind: ArgumentKind {
        conversion.asciiValue.map(ArgumentKind.init(conversion:)) ?? .pointer
    }

    /// The specifier as written.
    public var description: String { text }
}

/// Splits Apple format strings into ``FormatToken``s, following printf plus `%@`, positions and `%#@…@`.
public enum FormatParser {
    /// Whether `byte` is a conversion character: one of `dDiuUxXoOfFeEgGaAcCsSp@`.
    @inline(__always)
    static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "U"),
             UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "f"),
             UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"),
             UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "@"):
            true
        default:
            false
        }
    }

    /// Whether `byte` is a flag: one of `-+ #0'`.
    @inline(__always)
    static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// How many bytes the length modifier at `index` takes (`hh`, `ll`: 2; `h`, `l`, `q`, `L`, `z`, `t`, `j`: 1; none: 0).
    static func lengthModifierCount(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        switch bytes[index] {
        case UInt8(ascii: "h"), UInt8(ascii: "l"): return index + 1 < bytes.count && bytes[index + 1] == bytes[index] ? 2 : 1
        case UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"): return 1
        default: return 0
        }
    }

    /// The tokens of `format`, in order.
    ///
    /// The scan works on UTF-8 bytes: every character of the format syntax is ASCII, and an ASCII
    /// byte never occurs inside a multi-byte sequence, so literal text is cut at valid boundaries.
    public static func tokens(in format: String) -> [FormatToken] {
        guard format.utf8Contains(UInt8(ascii: "%")) else { return format.isEmpty ? [] : [.literal(format)] }
        var tokens: [FormatToken] = []
        withBytes(of: format) { bytes in
            scan(bytes, literals: true) { token in tokens.append(token.token(in: bytes)) }
        }
        return tokens
    }

    /// Runs `body` on the string's UTF-8 bytes, in place when the string is stored contiguously.
    static func withBytes(of format: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if format.utf8.withContiguousStorageIfAvailable(body) == nil {
            Array(format.utf8).withUnsafeBufferPointer(body)
        }
    }

    /// Calls `body` with every token of `format` except literal text, and whether an ASCII digit precedes it.
    ///
    /// The digit is the `100` of `100% d`. Cheaper than ``tokens(in:)``: no literal text is copied.
    public static func forEachPlaceholder(in format: String, _ body: (FormatToken, _ afterDigit: Bool) -> Void) {
        forEachRawPlaceholder(in: format) { token, bytes in
            body(token.token(in: bytes), token.isAfterDigit(in: bytes))
        }
    }

    /// Calls `body` with every token of `format` except literal text, as byte ranges into the
    /// format's UTF-8 bytes: the cheapest scan, for checks that look at every string of a project.
    package static func forEachRawPlaceholder(in format: String, _ body: (RawFormatToken, UnsafeBufferPointer<UInt8>) -> Void) {
        guard format.utf8Contains(UInt8(ascii: "%")) else { return }
        withBytes(of: format) { bytes in
            scan(bytes, literals: false) { token in body(token, bytes) }
        }
    }

    /// Scans `bytes`, calling `emit` with each token.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, literals: Bool, _ emit: (RawFormatToken) -> Void) {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        /// The number the digits in `range` spell, or `nil` if it does not fit an `Int`.
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(Int(bytes[index] - 0x30))
                if overflowTimes || overflowSum { return nil }
                value = sum
            }
            return value
        }
        let count = bytes.count
        let percent = UInt8(ascii: "%")
        var literalStart = 0
        var index = 0
        while index < count {
            guard bytes[index] == percent else {
                index += 1
                continue
            }
            if literals, literalStart < index { emit(.literal(literalStart..<index)) }
            let start = index
            index += 1
            defer { literalStart = index }
            guard index < count else {
                emit(.invalid(start..<count, .endOfText))
                break
            }
            if bytes[index] == percent {
                emit(.percent(start))
                index += 1
                continue
            }
            // Position: digits followed by '$'.
            var position: Int?
            var probe = index
            while probe < count, isDigit(bytes[probe]) { probe += 1 }
            if probe > index, probe < count, bytes[probe] == UInt8(ascii: "$") {
                position = number(index..<probe)
                index = probe + 1
            } else if probe > index, probe + 1 < count, bytes[probe] == UInt8(ascii: "#"), bytes[probe + 1] == UInt8(ascii: "@") {
                // `%1#@name@` without '$' occurs in real files; read the digits as the position.
                position = number(index..<probe)
                index = probe
            }
            let flagsStart = index
            while index < count, isFlag(bytes[index]) { index += 1 }
            let flags = flagsStart..<index
            if index < count, bytes[index] == UInt8(ascii: "@"), bytes[flags].contains(UInt8(ascii: "#")) {
                // %#@name@
                let nameStart = index + 1
                guard let close = (nameStart..<count).first(where: { bytes[$0] == UInt8(ascii: "@") }) else {
                    emit(.invalid(start..<count, .unterminatedName))
                    index = count
                    break
                }
                emit(.substitution(start: start, name: nameStart..<close, position: position))
                index = close + 1
                continue
            }
            /// Digits, or a single `*`, at `index`.
            func digitsOrStar() -> Range<Int> {
                let digitsStart = index
                if index < count, bytes[index] == UInt8(ascii: "*") {
                    index += 1
                } else {
                    while index < count, isDigit(bytes[index]) { index += 1 }
                }
                return digitsStart..<index
            }
            let width = digitsOrStar()
            var precision: Range<Int>?
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                precision = digitsOrStar()
            }
            let lengthStart = index
            index += lengthModifierCount(in: bytes, at: index)
            let length = lengthStart..<index
            guard index < count, isConversion(bytes[index]) else {
                // The offending character may be more than one byte; take all of it.
                var end = min(index + 1, count)
                while end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                emit(.invalid(start..<end, .notAConversion(at: index)))
                index = end
                continue
            }
            index += 1
            emit(.specifier(RawFormatSpecifier(
                range: start..<index, position: position, flags: flags, width: width, precision: precision, length: length
            )))
        }
        if literals, literalStart < count { emit(.literal(literalStart..<count)) }
    }
}

/// A conversion specification as byte ranges into its format string.
package struct RawFormatSpecifier: Sendable {
    /// The whole specification, `%` to conversion character.
    package var range: Range<Int>
    package var position: Int?
    package var flags: Range<Int>
    package var width: Range<Int>
    package var precision: Range<Int>?
    package var length: Range<Int>

    /// The conversion character's byte.
    package func conversion(in bytes: UnsafeBufferPointer<UInt8>) -> UInt8 { bytes[range.upperBound - 1] }

    /// Whether the flags hold `flag`.
    package func hasFlag(_ flag: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool { bytes[flags].contains(flag) }

    /// The kind of argument the specifier formats.
    package func argumentKind(in bytes: UnsafeBufferPointer<UInt8>) -> FormatSpecifier.ArgumentKind {
        FormatSpecifier.ArgumentKind(conversion: conversion(in: bytes))
    }
}

/// A ``FormatToken`` as byte ranges into its format string, before any text is copied.
package enum RawFormatToken: Sendable {
    /// Why a `%` starts no valid conversion.
    package enum Problem: Sendable {
        case endOfText
        case unterminatedName
        /// The byte at the offset is not a conversion character.
        case notAConversion(at: Int)
    }

    case literal(Range<Int>)
    case percent(Int)
    case specifier(RawFormatSpecifier)
    case substitution(start: Int, name: Range<Int>, position: Int?)
    case invalid(Range<Int>, Problem)

    /// Where the token starts.
    package var start: Int {
        switch self {
        case .literal(let range), .invalid(let range, _): range.lowerBound
        case .percent(let start), .substitution(let start, _, _): start
        case .specifier(let specifier): specifier.range.lowerBound
        }
    }

    /// Whether the byte before the token is an ASCII digit, as in `100% d`.
    package func isAfterDigit(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        start > 0 && bytes[start - 1] >= 0x30 && bytes[start - 1] <= 0x39
    }

    /// The text of `range` in `bytes`.
    package static func text(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        range.isEmpty ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The token with its text.
    package func token(in bytes: UnsafeBufferPointer<UInt8>) -> FormatToken {
        func text(_ range: Range<Int>) -> String { Self.text(range, in: bytes) }
        switch self {
        case .literal(let range):
            return .literal(text(range))
        case .percent:
            return .percent
        case let .substitution(_, name, position):
            return .substitution(name: text(name), position: position)
        case let .invalid(range, problem):
            let written = text(range)
            switch problem {
            case .endOfText:
                return .invalid(text: written, reason: "a '%' at the end of the text starts no conversion")
            case .unterminatedName:
                return .invalid(text: written, reason: "'%#@' starts a substitution name that never ends with '@'")
            case .notAConversion(let offset):
                let found = offset < range.upperBound ? "'\(text(offset..<range.upperBound))'" : "the end of the text"
                return .invalid(text: written, reason: "'\(written)' is not a format specifier: \(found) is not a conversion (write %% for a literal percent sign)")
            }
        case .specifier(let raw):
            return .specifier(FormatSpecifier(
                position: raw.position,
                flags: text(raw.flags),
                width: text(raw.width),
                precision: raw.precision.map(text),
                length: text(raw.length),
                conversion: Character(Unicode.Scalar(raw.conversion(in: bytes))),
                text: text(raw.range)
            ))
        }
    }
}
