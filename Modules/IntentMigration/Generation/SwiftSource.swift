import IntentMetadata

/// Spelling Swift: identifiers that are always valid, and string literals that always mean the input.
enum SwiftSource {
    /// Words that must be escaped in backticks to name a property, parameter or case.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "_",
    ]

    /// The names the generated code refers to: types (Apple's, Foundation's, the standard library's), the functions
    /// and initializers it calls, and the generic parameters of the widget helper. A generated type of the same name
    /// would shadow one of them in every file; a member of the same name, inside its type.
    static let namesGeneratedCodeUses: Set<String> = Set([
        "String", "Int", "Double", "Bool", "URL", "Date", "DateComponents", "UUID", "Array", "Optional", "Set", "Dictionary",
        "Measurement", "Sendable", "Self", "AppIntent", "AppEntity", "TransientAppEntity", "AppEnum", "WidgetConfigurationIntent",
        "CustomIntentMigratedAppIntent", "IntentDialog", "IntentDescription", "DisplayRepresentation", "TypeDisplayRepresentation",
        "LocalizedStringResource", "ParameterSummary", "Summary", "When", "Switch", "Case", "DefaultCase", "Parameter", "Property",
        "IntentParameter", "EntityProperty", "EntityQuery", "EntityStringQuery", "DynamicOptionsProvider", "IntentResult",
        "IntentItemCollection", "ItemCollection", "ItemSection", "IntentCollectionSize", "IntentFile", "IntentPerson",
        "IntentCurrencyAmount", "IntentPaymentMethod", "CLPlacemark", "UTType", "AppIntentTimelineProvider", "IntentTimelineProvider",
        "View", "ViewBuilder", "Widget", "WidgetConfiguration", "AppIntentConfiguration", "IntentConfiguration", "Provider", "Content",
    ]).union(MeasurementUnit.allCases.map { "Unit" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() })

    /// Type names a declaration may not take even in backticks, or that would shadow what generated code uses.
    static let reservedTypeNames: Set<String> = keywords.union(namesGeneratedCodeUses)

    /// The words of `raw` as an identifier: characters Swift does not allow in identifiers separate words,
    /// the words are joined in camel case, and a leading digit gets an underscore.
    ///
    ///     identifier("order-type") == "orderType"; identifier("2nd choice") == "_2ndChoice"
    static func identifier(_ raw: String, upperFirst: Bool) -> String {
        var words: [String] = []
        var current = ""
        for character in raw {
            if character == "_" || character.isLetter || character.isNumber && character.isASCII || isEmojiOrMark(character) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var name = words.enumerated().map { index, word in
            index == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.isEmpty { name = "unnamed" }
        if upperFirst {
            name = name.prefix(1).uppercased() + name.dropFirst()
        }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    private static func isEmojiOrMark(_ character: Character) -> Bool {
        // Swift accepts most non-ASCII symbols in identifiers; keep to letters, marks and emoji for predictability.
        character.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isEmojiPresentation || scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.generalCategory == .spacingMark
        } && !character.isASCII
    }

    /// Whether `name` is a Swift type name as written: already an identifier (``identifier(_:upperFirst:)`` keeps it
    /// as it is) and not a keyword.
    static func isTypeName(_ name: String) -> Bool {
        !name.isEmpty && identifier(name, upperFirst: false) == name && !keywords.contains(name)
    }

    /// A member name: the identifier, in backticks when it is a keyword.
    static func memberName(_ raw: String) -> String {
        let name = identifier(raw, upperFirst: false)
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// An identifier as a declaration or a reference writes it: in backquotes when it is a keyword.
    static func quoted(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The member name without backticks, for `$name` projections and key paths.
    static func bareMemberName(_ raw: String) -> String {
        identifier(raw, upperFirst: false)
    }

    /// A type name: upper camel case, with `suffix` appended when it is reserved.
    static func typeName(_ raw: String, suffix: String) -> String {
        let name = identifier(raw, upperFirst: true)
        return reservedTypeNames.contains(name) ? name + suffix : name
    }

    /// The text of a single-line string literal body meaning exactly `text`: quotes, backslashes
    /// (so `\(` stays text), line breaks and other control characters are escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A string literal meaning exactly `text`.
    static func literal(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// Text for a `///` doc comment on one line.
    static func commentText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// The pieces of a SiriKit format string: text and `${name}` tokens.
enum FormatToken: Hashable {
    case text(String)
    case parameter(String)

    /// Splits `"Order ${quantity} ${soup}"`; a `${` without a closing brace is text.
    static func parse(_ format: String) -> [FormatToken] {
        var tokens: [FormatToken] = []
        var text = ""
        var rest = Substring(format)
        while let open = rest.range(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            text += rest[..<open.lowerBound]
            let name = String(rest[open.upperBound..<close])
            if name.isEmpty {
                text += "${}"
            } else {
                if !text.isEmpty { tokens.append(.text(text)) }
                text = ""
                tokens.append(.parameter(name))
            }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        if !text.isEmpty { tokens.append(.text(text)) }
        return tokens
    }

    /// The parameter names, in order of first appearance.
    static func parameterNames(_ tokens: [FormatToken]) -> [String] {
        var seen: [String] = []
        for case .parameter(let name) in tokens where !seen.contains(name) { seen.append(name) }
        return seen
    }
}
