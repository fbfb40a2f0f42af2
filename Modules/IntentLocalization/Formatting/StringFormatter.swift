import Foundation

/// Formats Apple format strings with arguments, substitutions and plural forms, without ever trapping.
///
/// Substitutions (`%#@name@`) are expanded first: the argument they stand for selects a plural
/// form with the locale's ICU rules, and the form's text takes the place of the token (an
/// `.xcstrings` `%arg` becomes the argument's own specifier). The expanded string is then formatted
/// as `String(format:)` would, with Apple's positional rules: unnumbered specifiers keep their own
/// counter, which positional ones do not advance.
///
///     let text = try StringFormatter(locale: "ru").format(
///         "%#@files@ в %@", arguments: [21, "Документы"],
///         substitutions: ["files": Substitution(formatSpecifier: "d", plural: …)]
///     ).get()  // "21 файл в Документы"
public struct StringFormatter: Sendable {
    /// The locale whose plural rules and decimal separator apply.
    public var locale: String

    /// Creates a formatter for `locale`.
    public init(locale: String) {
        self.locale = locale
    }

    /// Formats `format` with `arguments`; `substitutions` resolve `%#@name@` tokens.
    public func format(
        _ format: String,
        arguments: [FormatArgument],
        substitutions: [String: Substitution] = [:]
    ) -> Result<String, FormatError> {
        do {
            let expanded = try expand(format, arguments: arguments, substitutions: substitutions, depth: 0)
            return .success(try render(expanded, arguments: arguments))
        } catch {
            return .failure(error)
        }
    }

    // MARK: Substitutions

    private func expand(
        _ format: String,
        arguments: [FormatArgument],
        substitutions: [String: Substitution],
        depth: Int
    ) throws(FormatError) -> String {
        let tokens = FormatParser.tokens(in: format)
        guard tokens.contains(where: { if case .substitution = $0 { true } else { false } }) else { return format }
        guard depth < 8 else { throw FormatError(message: "substitutions nest more than 8 levels deep") }
        var output = ""
        var counter = 0
        for token in tokens {
            switch token {
            case .literal(let text): output += text
            case .percent: output += "%%"
            case .invalid(let text, _): output += text
            case .specifier(let specifier):
                if specifier.position == nil {
                    counter += 1
                    if specifier.width == "*" { counter += 1 }
                    if specifier.precision == "*" { counter += 1 }
                }
                output += specifier.text
            case let .substitution(name, position):
                let argumentNumber: Int
                if let position { argumentNumber = position } else {
                    counter += 1
                    argumentNumber = counter
                }
                guard let substitution = substitutions[name] else {
                    throw FormatError(message: "'%#@\(name)@' names a substitution the entry does not define")
                }
                let number = substitution.argumentNumber ?? argumentNumber
                guard arguments.indices.contains(number - 1) else {
                    throw FormatError(message: "'%#@\(name)@' needs argument \(number), but only \(arguments.count) \(arguments.count == 1 ? "is" : "are") given")
                }
                guard let value = arguments[number - 1].number else {
                    throw FormatError(message: "'%#@\(name)@' chooses a plural form by argument \(number), which is \(arguments[number - 1].kindName), not a number")
                }
                let form = try pluralForm(of: substitution, name: name, for: value, argument: arguments[number - 1])
                var text = form
                if text.contains("%arg") {
                    let specifier = substitution.formatSpecifier.map { $0.hasPrefix("%") ? String($0.dropFirst()) : $0 } ?? "lld"
                    text = text.replacingOccurrences(of: "%arg", with: "%\(number)$\(specifier)")
                }
                output += try expand(text, arguments: arguments, substitutions: substitutions, depth: depth + 1)
            }
        }
        return output
    }

    private func pluralForm(of substitution: Substitution, name: String, for value: Double, argument: FormatArgument) throws(FormatError) -> String {
        let rules: PluralRules
        do {
            rules = try PluralRules.rules(for: locale)
        } catch {
            throw FormatError(message: error.description)
        }
        var category = rules.category(for: value)
        // Apple uses a provided `zero` form for 0 even where the language has no zero category.
        if value == 0, substitution.plural[.zero] != nil { category = .zero }
        if let text = substitution.plural[category]?.unit?.value { return text }
        if let text = substitution.plural[.other]?.unit?.value { return text }
        throw FormatError(message: "substitution '\(name)' has no '\(category)' form and no 'other' form for \(argument)")
    }

    // MARK: Conversions

    private func render(_ format: String, arguments: [FormatArgument]) throws(FormatError) -> String {
        var output = ""
        var counter = 0
        func next() -> Int {
            counter += 1
            return counter
        }
        for token in FormatParser.tokens(in: format) {
            switch token {
            case .literal(let text): output += text
            case .percent: output += "%"
            case .invalid(_, let reason): throw FormatError(message: reason)
            case .substitution(let name, _): throw FormatError(message: "'%#@\(name)@' was not expanded")
            case .specifier(let specifier):
                var width = specifier.width
                var precision = specifier.precision
                if width == "*" { width = String(try integer(at: specifier.position == nil ? next() : specifier.position!, arguments, for: "*")) }
                if precision == "*" { precision = String(try integer(at: specifier.position == nil ? next() : specifier.position!, arguments, for: "*")) }
                // A negative precision from `*` counts as none, as in C; a field wider than the limit is an error, not gigabytes of padding.
                if precision?.hasPrefix("-") == true { precision = nil }
                try Self.checkField(width, "width", of: specifier)
                try Self.checkField(precision ?? "", "precision", of: specifier)
                let number = specifier.position ?? next()
                guard arguments.indices.contains(number - 1) else {
                    throw FormatError(message: "'\(specifier.text)' needs argument \(number), but only \(arguments.count) \(arguments.count == 1 ? "is" : "are") given")
                }
                output += try convert(specifier, width: width, precision: precision, arguments[number - 1], number: number)
            }
        }
        return output
    }

    /// The widest field and the longest precision formatted; beyond them formatting fails with a message.
    static let maximumFieldWidth = 4096

    /// Fails when `text`, a width or precision, is not a number up to ``maximumFieldWidth`` either way.
    private static func checkField(_ text: String, _ what: String, of specifier: FormatSpecifier) throws(FormatError) {
        guard !text.isEmpty else { return }
        guard let value = Int(text), value.magnitude <= UInt(maximumFieldWidth) else {
            throw FormatError(message: "'\(specifier.text)' asks for a \(what) of \(text); formatting stops at a \(what) of \(maximumFieldWidth)")
        }
    }

    private func integer(at number: Int, _ arguments: [FormatArgument], for what: String) throws(FormatError) -> Int {
        guard arguments.indices.contains(number - 1), case .integer(let value) = arguments[number - 1] else {
            throw FormatError(message: "'\(what)' needs an integer argument \(number)")
        }
        return value
    }

    private func convert(_ specifier: FormatSpecifier, width: String, precision: String?, _ argument: FormatArgument, number: Int) throws(FormatError) -> String {
        let flags = specifier.flags.replacingOccurrences(of: "'", with: "")
        let spec = "%" + flags + width + (precision.map { "." + $0 } ?? "")
        func mismatch(_ expected: String) -> FormatError {
            FormatError(message: "'\(specifier.text)' formats \(expected), but argument \(number) is \(argument.kindName)")
        }
        switch specifier.argumentKind {
        case .integer, .unsignedInteger, .character, .pointer:
            let value: Int
            switch argument {
            case .integer(let integer): value = integer
            case .double(let double) where double.rounded() == double && abs(double) < 9e18: value = Int(double)
            default: throw mismatch("an integer")
            }
            if specifier.flags.contains("'"), specifier.argumentKind == .integer, let grouped = LocalizedNumber.string(value, locale: locale) {
                return pad(grouped, width: width, leftAligned: flags.contains("-"))
            }
            let conversion: String = switch specifier.conversion {
            case "D": "d"
            case "U": "u"
            case "O": "o"
            case "C": "c"
            default: String(specifier.conversion)
            }
            if conversion == "c" {
                return pad(Unicode.Scalar(UInt32(truncatingIfNeeded: value)).map { String(Character($0)) } ?? "\u{FFFD}", width: width, leftAligned: flags.contains("-"))
            }
            if conversion == "p" { return pad("0x" + String(value, radix: 16), width: width, leftAligned: flags.contains("-")) }
            return String(format: spec + "l" + conversion, value)
        case .floatingPoint:
            guard let value = argument.number else { throw mismatch("a number") }
            let text = String(format: spec + String(specifier.conversion), value)
            return localizingDecimalSeparator(text)
        case .object:
            return pad(argument.description, width: width, leftAligned: flags.contains("-"))
        case .cString:
            guard case .string(let text) = argument else { throw mismatch("a string") }
            let limited = precision.flatMap(Int.init).map { String(text.prefix($0)) } ?? text
            return pad(limited, width: width, leftAligned: flags.contains("-"))
        }
    }

    private func pad(_ text: String, width: String, leftAligned: Bool) -> String {
        guard let width = Int(width), text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return leftAligned ? text + padding : padding + text
    }

    /// Replaces the C decimal point with the locale's separator (`3.5` → `3,5` in French).
    private func localizingDecimalSeparator(_ text: String) -> String {
        guard let sample = LocalizedNumber.string(1.5, maximumFractionDigits: 1, locale: locale),
              let separator = sample.first(where: { !$0.isNumber }), separator != "."
        else { return text }
        guard let dot = text.firstIndex(of: ".") else { return text }
        return text.replacingCharacters(in: dot...dot, with: String(separator))
    }
}
