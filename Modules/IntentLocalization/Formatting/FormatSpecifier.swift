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
    static let conversions: Set<Character> = ["d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p", "@"]
    static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]

    /// The tokens of `format`, in order.
    public static func tokens(in format: String) -> [FormatToken] {
        var tokens: [FormatToken] = []
        var literal = ""
        let characters = Array(format)
        var index = 0
        func flushLiteral() {
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
        }
        while index < characters.count {
            let character = characters[index]
            guard character == "%" else {
                literal.append(character)
                index += 1
                continue
            }
            flushLiteral()
            let start = index
            index += 1
            guard index < characters.count else {
                tokens.append(.invalid(text: "%", reason: "a '%' at the end of the text starts no conversion"))
                break
            }
            if characters[index] == "%" {
                tokens.append(.percent)
                index += 1
                continue
            }
            // Position: digits followed by '$'.
            var position: Int?
            var probe = index
            while probe < characters.count, characters[probe].isASCII, characters[probe].isNumber { probe += 1 }
            if probe > index, probe < characters.count, characters[probe] == "$" {
                position = Int(String(characters[index..<probe]))
                index = probe + 1
            } else if probe > index, probe + 1 < characters.count, characters[probe] == "#", characters[probe + 1] == "@" {
                // `%1#@name@` without '$' occurs in real files; read the digits as the position.
                position = Int(String(characters[index..<probe]))
                index = probe
            }
            var flags = ""
            while index < characters.count, "-+ #0'".contains(characters[index]) {
                flags.append(characters[index])
                index += 1
            }
            if flags.contains("#"), index < characters.count, characters[index] == "@" {
                // %#@name@
                let nameStart = index + 1
                guard let close = characters[nameStart...].firstIndex(of: "@") else {
                    tokens.append(.invalid(text: String(characters[start..<characters.count]), reason: "'%#@' starts a substitution name that never ends with '@'"))
                    index = characters.count
                    break
                }
                tokens.append(.substitution(name: String(characters[nameStart..<close]), position: position))
                index = close + 1
                continue
            }
            /// Digits, or a single `*`, at `index`.
            func digitsOrStar() -> String {
                if index < characters.count, characters[index] == "*" {
                    index += 1
                    return "*"
                }
                var digits = ""
                while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                    digits.append(characters[index])
                    index += 1
                }
                return digits
            }
            let width = digitsOrStar()
            var precision: String?
            if index < characters.count, characters[index] == "." {
                index += 1
                precision = digitsOrStar()
            }
            var length = ""
            for candidate in lengths where String(characters[index..<min(index + candidate.count, characters.count)]) == candidate {
                length = candidate
                index += candidate.count
                break
            }
            guard index < characters.count, conversions.contains(characters[index]) else {
                let text = String(characters[start..<min(index + 1, characters.count)])
                let found = index < characters.count ? "'\(characters[index])'" : "the end of the text"
                tokens.append(.invalid(text: text, reason: "'\(text)' is not a format specifier: \(found) is not a conversion (write %% for a literal percent sign)"))
                index = min(index + 1, characters.count)
                continue
            }
            let conversion = characters[index]
            index += 1
            tokens.append(.specifier(FormatSpecifier(
                position: position, flags: flags, width: width, precision: precision, length: length,
                conversion: conversion, text: String(characters[start..<index])
            )))
        }
        flushLiteral()
        return tokens
    }
}
