import IntentLocalization

/// The arguments a format string takes, as the linter compares them.
///
/// A class: signatures are computed once and then passed between checks for one reference count.
final class PlaceholderSignature: Equatable, Sendable {
    /// Argument kinds by argument number (1-based); a number with two kinds keeps the first.
    let arguments: [Int: FormatSpecifier.ArgumentKind]
    /// The specifiers in written order, for messages.
    let written: [String]
    /// Variables (`%#@name@`) by name.
    let variables: [String]
    /// Whether some placeholders (specifiers or `%#@…@` variables) are numbered and some not.
    let mixesNumbering: Bool
    /// Whether some conversion specifiers are numbered and some not, variables aside.
    let mixesNumberedSpecifiers: Bool
    /// Argument numbers skipped between 1 and the highest one.
    let gaps: [Int]
    /// Invalid `%` sequences, with why.
    let invalid: [(text: String, reason: String)]
    /// Conversions with a space flag right after a digit: `100% done`.
    let percentBeforeWord: [String]

    static func == (lhs: PlaceholderSignature, rhs: PlaceholderSignature) -> Bool {
        lhs.arguments == rhs.arguments
    }

    /// Whether the text has no `%` at all.
    let isEmpty: Bool

    init(_ text: String) {
        isEmpty = !text.utf8Contains(UInt8(ascii: "%"))
        var numbered = 0
        var unnumbered = 0
        var numberedSpecifiers = 0
        var unnumberedSpecifiers = 0
        var next = 1
        var invalid: [(text: String, reason: String)] = []
        var percentBeforeWord: [String] = []
        var arguments: [Int: FormatSpecifier.ArgumentKind] = [:]
        var writtenSpecifiers: [String] = []
        var variables: [String] = []
        FormatParser.forEachRawPlaceholder(in: text) { token, bytes in
            switch token {
            case .literal, .percent:
                break
            case .specifier(let specifier):
                let written = RawFormatToken.text(specifier.range, in: bytes)
                if token.isAfterDigit(in: bytes), specifier.hasFlag(UInt8(ascii: " "), in: bytes) {
                    percentBeforeWord.append(written)
                }
                let number: Int
                if let position = specifier.position {
                    numbered += 1
                    numberedSpecifiers += 1
                    number = position
                } else {
                    unnumbered += 1
                    unnumberedSpecifiers += 1
                    number = next
                    next += 1
                }
                if arguments[number] == nil { arguments[number] = specifier.argumentKind(in: bytes) }
                writtenSpecifiers.append(written)
            case let .substitution(_, name, position):
                variables.append(RawFormatToken.text(name, in: bytes))
                if position != nil { numbered += 1 } else { unnumbered += 1 }
            case .invalid:
                // The reason is worded by the full token, built only for these rare ones.
                if case let .invalid(text, reason) = token.token(in: bytes) { invalid.append((text, reason)) }
            }
        }
        self.arguments = arguments
        self.written = writtenSpecifiers
        self.variables = variables
        self.invalid = invalid
        self.percentBeforeWord = percentBeforeWord
        mixesNumbering = numbered > 0 && unnumbered > 0
        mixesNumberedSpecifiers = numberedSpecifiers > 0 && unnumberedSpecifiers > 0
        if numbered > 0, let highest = arguments.keys.max() {
            gaps = (1...highest).filter { arguments[$0] == nil }
        } else {
            gaps = []
        }
    }

    /// The arguments in number order, as messages show them: `1: object, 2: integer`.
    var summary: String {
        arguments.isEmpty ? "no placeholders" : arguments.keys.sorted().map { "\($0): \(arguments[$0]!.rawValue)" }.joined(separator: ", ")
    }

    /// Whether the string shows a number (an integer or floating-point argument).
    var showsNumber: Bool {
        arguments.values.contains { $0 == .integer || $0 == .unsignedInteger || $0 == .floatingPoint }
    }
}

extension FormatSpecifier.ArgumentKind {
    /// Whether a plural variable can take this kind of argument.
    var isNumeric: Bool {
        self == .integer || self == .unsignedInteger || self == .floatingPoint
    }
}
