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
        // The standard library's search of characters, not Foundation's, which bridges every form to an `NSString`.
        guard text.firstRange(of: "%arg") != nil else { return text }
        return text.replacing("%arg", with: "%\(number)$" + (conversion ?? "lld"))
    }

    /// The substitution's format specifier without its `%`, if it has one.
    var conversion: String? {
        formatSpecifier.map { $0.hasPrefix("%") ? String($0.dropFirst()) : $0 }
    }
}
