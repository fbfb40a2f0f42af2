import IntentLocalization

extension Substitution {
    /// The argument each `%#@name@` of `format` stands for, numbered as Apple's formatter numbers them:
    /// the substitution's `argNum` if it has one, else its position (`%2$#@name@`), else the next argument after
    /// the unnumbered placeholders before it.
    static func argumentNumbers(in format: String, substitutions: [String: Substitution]) -> [String: Int] {
        var numbers: [String: Int] = [:]
        var counter = 0
        for token in FormatParser.tokens(in: format) {
            switch token {
            case .specifier(let specifier) where specifier.position == nil:
                counter += 1
                if specifier.width == "*" { counter += 1 }
                if specifier.precision == "*" { counter += 1 }
            case let .substitution(name, position):
                let number: Int
                if let position { number = position } else {
                    counter += 1
                    number = counter
                }
                if numbers[name] == nil { numbers[name] = substitutions[name]?.argumentNumber ?? number }
            default:
                break
            }
        }
        return numbers
    }

    /// `format` with each `%#@name@` written as the conversion of the argument it stands for (`%2$lld`), so two
    /// texts compare by the arguments they take whether they use a substitution or a plain specifier for one.
    static func withArguments(_ format: String, substitutions: [String: Substitution]) -> String {
        guard !substitutions.isEmpty else { return format }
        let numbers = argumentNumbers(in: format, substitutions: substitutions)
        var output = ""
        for token in FormatParser.tokens(in: format) {
            switch token {
            case .literal(let text): output += text
            case .percent: output += "%%"
            case .invalid(let text, _): output += text
            case .specifier(let specifier): output += specifier.text
            case let .substitution(name, _):
                output += "%\(numbers[name] ?? 1)$" + (substitutions[name]?.conversion ?? "lld")
            }
        }
        return output
    }

    /// A form's text with String Catalog's `%arg` written as the substitution's own argument (`%2$lld`), as
    /// Xcode compiles it: `%arg` stands for argument `number`, converted by the substitution's `formatSpecifier`.
    func resolvingArg(in text: String, number: Int) -> String {
        let replacement = "%\(number)$" + (conversion ?? "lld")
        // Searched by bytes (Foundation's search bridged every form to an `NSString`); Foundation decides only where
        // a `%arg` has a neighbour outside ASCII, which could join it into another character (`%arǵ` is not `%arg`).
        var text = text
        switch text.withUTF8({ Self.replacingArg(in: $0, with: replacement) }) {
        case .absent: return text
        case .replaced(let replaced): return replaced
        case .undecided: return text.replacingOccurrences(of: "%arg", with: replacement)
        }
    }

    /// What replacing `%arg` by bytes gave.
    private enum ByteReplacement {
        /// The text has no `%arg`.
        case absent
        /// Every `%arg` replaced; each had only ASCII (or the text's ends) beside it.
        case replaced(String)
        /// A `%arg` has a byte outside ASCII beside it: a combining mark or a prepended sign may make it part of another character.
        case undecided
    }

    private static func replacingArg(in bytes: UnsafeBufferPointer<UInt8>, with replacement: String) -> ByteReplacement {
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        while index + 4 <= bytes.count {
            // "%arg"
            guard bytes[index] == 0x25, bytes[index + 1] == 0x61, bytes[index + 2] == 0x72, bytes[index + 3] == 0x67 else {
                index += 1
                continue
            }
            if index > 0 && bytes[index - 1] >= 0x80 || index + 4 < bytes.count && bytes[index + 4] >= 0x80 { return .undecided }
            if output.isEmpty { output.reserveCapacity(bytes.count + 8) }
            output += bytes[copied..<index]
            output += replacement.utf8
            index += 4
            copied = index
        }
        guard copied > 0 else { return .absent }
        output += bytes[copied...]
        return .replaced(String(decoding: output, as: UTF8.self))
    }

    /// The substitution's format specifier without its `%`, if it has one.
    var conversion: String? {
        formatSpecifier.map { $0.hasPrefix("%") ? String($0.dropFirst()) : $0 }
    }
}
