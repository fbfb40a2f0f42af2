import IntentLocalization

/// The arguments a format string takes, as the linter compares them.
///
/// A text is a format when it has a conversion written without a space flag (`%@`, `%1$d`, `%.2f`) or a
/// variable (`%#@files@`). Conversions with a space flag (`% d`, the `% o` of "5% of") are what a percent sign
/// followed by a space and a letter looks like: in a text that is not a format they are prose, not arguments.
///
/// A class: signatures are computed once and then passed between checks for one reference count.
final class PlaceholderSignature: Equatable, Sendable {
    /// Argument kinds by argument number (1-based); a number with two kinds keeps the first. Empty when the text is not a format.
    let arguments: [Int: FormatSpecifier.ArgumentKind]
    /// Whether the text is a format string (see the type's description).
    let isFormat: Bool
    /// Conversions written with a space flag (`% o`), which read as prose in a text that is not a format.
    let spaced: [String]
    /// The specifiers in written order, for messages.
    let written: [String]
    /// Variables (`%#@name@`) by name.
    let variables: [String]
    /// Whether some placeholders (specifiers or `%#@…@` variables) are numbered and some not.
    let mixesNumbering: Bool
    /// Whether some conversion specifiers are numbered and some not, variables aside.
    let mixesNumberedSpecifiers: Bool
    /// The first argument that a numbered and an unnumbered specifier both read (Foundation counts unnumbered
    /// specifiers from 1 on their own: `%1$@ and %@` shows argument 1 twice), or `nil`.
    let rereadArgument: Int?
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

    /// Reads `text`'s placeholders; with `asFormat`, as a format string even if it has only space-flag conversions
    /// (a translation of a format is formatted with its arguments). Unnumbered placeholders take arguments from
    /// `firstArgument` on: a plural form's `%ld` stands for its variable's argument, wherever that is in the string.
    init(_ text: String, asFormat: Bool = false, firstArgument: Int = 1) {
        isEmpty = !text.utf8Contains(UInt8(ascii: "%"))
        var numbered = 0
        var unnumbered = 0
        var numberedSpecifiers = 0
        var unnumberedSpecifiers = 0
        var next = firstArgument
        var invalid: [(text: String, reason: String)] = []
        var percentBeforeWord: [String] = []
        var arguments: [Int: FormatSpecifier.ArgumentKind] = [:]
        var readByNumbered: Set<Int> = []
        var readByUnnumbered: Set<Int> = []
        var writtenSpecifiers: [String] = []
        var variables: [String] = []
        var spaced: [String] = []
        var confident = false
        FormatParser.forEachRawPlaceholder(in: text) { token, bytes in
            switch token {
            case .literal, .percent:
                break
            case .specifier(let specifier):
                let written = RawFormatToken.text(specifier.range, in: bytes)
                if specifier.hasFlag(UInt8(ascii: " "), in: bytes) {
                    spaced.append(written)
                    if token.isAfterDigit(in: bytes) { percentBeforeWord.append(written) }
                } else {
                    confident = true
                }
                let number: Int
                if let position = specifier.position {
                    numbered += 1
                    numberedSpecifiers += 1
                    number = position
                    readByNumbered.insert(position)
                } else {
                    unnumbered += 1
                    unnumberedSpecifiers += 1
                    number = next
                    readByUnnumbered.insert(next)
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
        isFormat = confident || !variables.isEmpty || (asFormat && !spaced.isEmpty)
        self.spaced = spaced
        if !isFormat {
            // Only space-flag conversions: prose such as "in % of", which takes no argument unless used as a format.
            arguments = [:]
            numbered = 0
            unnumbered = 0
            numberedSpecifiers = 0
            unnumberedSpecifiers = 0
        }
        self.arguments = arguments
        self.written = writtenSpecifiers
        self.variables = variables
        self.invalid = invalid
        self.percentBeforeWord = percentBeforeWord
        mixesNumbering = numbered > 0 && unnumbered > 0
        mixesNumberedSpecifiers = numberedSpecifiers > 0 && unnumberedSpecifiers > 0
        rereadArgument = isFormat ? readByNumbered.intersection(readByUnnumbered).min() : nil
        if numbered > 0, let highest = arguments.keys.max() {
            gaps = (1...highest).filter { arguments[$0] == nil }
        } else {
            gaps = []
        }
    }

    /// The arguments in number order, as messages show them: `1: object, 2: integer`.
    var summary: String { Self.summary(of: arguments) }

    /// Arguments in number order, as messages show them: `1: object, 2: integer`, or `no placeholders`.
    static func summary(of arguments: [Int: FormatSpecifier.ArgumentKind]) -> String {
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
