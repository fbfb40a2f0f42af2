/// A build configuration's settings, as Xcode layers them: the target's over the project's.
///
/// Values are looked up through the levels, `$(inherited)` stands for the next level's value, and
/// `$(NAME)` / `${NAME}` references are expanded with the same lookup and Xcode's own settings
/// (`TARGET_NAME`, `PROJECT_NAME`, `CONFIGURATION`, `SRCROOT`, and `PRODUCT_NAME`, which defaults to the
/// target's name). A reference to a setting no level defines, such as one set in an `.xcconfig` file,
/// stays as written. Conditional settings (`NAME[sdk=iphoneos*]`) are kept under their full name and
/// are not applied.
public struct BuildSettings: Sendable, Encodable {
    /// A value as the project file writes it: a string, or a list of strings.
    public enum Value: Hashable, Sendable, Encodable {
        /// A single value.
        case string(String)
        /// A list of values.
        case list([String])

        /// The value as one string, list elements joined by spaces.
        public var text: String {
            switch self {
            case .string(let text): text
            case .list(let items): items.joined(separator: " ")
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let text): try container.encode(text)
            case .list(let items): try container.encode(items)
            }
        }
    }

    /// The settings each level writes, the one that wins first (the target's, then the project's).
    let levels: [[String: Value]]
    /// Xcode's settings that no level needs to write.
    let builtins: [String: String]

    init(levels: [[String: Value]], builtins: [String: String]) {
        self.levels = levels
        self.builtins = builtins
    }

    /// Every setting some level writes, with the value that wins (unexpanded).
    public var written: [String: Value] {
        var merged: [String: Value] = [:]
        for level in levels.reversed() { merged.merge(level) { $1 } }
        return merged
    }

    /// The expanded value of `name`, or `nil` when neither a level nor Xcode defines it.
    public func string(_ name: String) -> String? {
        var visiting: Set<String> = []
        return lookup(name, from: 0, visiting: &visiting)
    }

    /// The expanded value of `name` split into words as Xcode splits list settings (quotes and backslashes respected).
    public func list(_ name: String) -> [String] {
        string(name).map(Self.words) ?? []
    }

    /// Whether `name` is `YES` (or `NO`); `nil` when it is not set or is neither.
    public func bool(_ name: String) -> Bool? {
        switch string(name)?.uppercased() {
        case "YES", "TRUE", "1": true
        case "NO", "FALSE", "0": false
        default: nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try written.encode(to: encoder)
    }

    // MARK: Expansion

    private func lookup(_ name: String, from level: Int, visiting: inout Set<String>) -> String? {
        var index = level
        while index < levels.count {
            if let value = levels[index][name] {
                let key = "\(index):\(name)"
                guard visiting.insert(key).inserted else { return nil }  // a setting that refers to itself stays as written
                defer { visiting.remove(key) }
                return expand(value.text, name: name, level: index, visiting: &visiting)
            }
            index += 1
        }
        return builtin(name, visiting: &visiting)
    }

    private func builtin(_ name: String, visiting: inout Set<String>) -> String? {
        if name == "PRODUCT_NAME", builtins["PRODUCT_NAME"] == nil { return lookup("TARGET_NAME", from: 0, visiting: &visiting) }
        return builtins[name]
    }

    /// `text` with `$(inherited)` and references expanded.
    private func expand(_ text: String, name: String, level: Int, visiting: inout Set<String>) -> String {
        guard text.contains("$") else { return text }
        var output = ""
        var scalars = Substring(text)
        while let dollar = scalars.firstIndex(of: "$") {
            output += scalars[..<dollar]
            let rest = scalars[scalars.index(after: dollar)...]
            guard let open = rest.first, open == "(" || open == "{",
                  let close = rest.firstIndex(of: open == "(" ? ")" : "}")
            else {
                output.append("$")
                scalars = rest
                continue
            }
            let reference = String(rest[rest.index(after: rest.startIndex)..<close])
            let whole = String(scalars[dollar...close])
            scalars = rest[rest.index(after: close)...]
            if reference == "inherited" {
                output += lookup(name, from: level + 1, visiting: &visiting) ?? ""
            } else if reference.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let value = lookup(reference, from: 0, visiting: &visiting) {
                output += value
            } else {
                output += whole
            }
        }
        output += scalars
        return output
    }

    /// Splits a setting's value into words: whitespace separates, quotes group, a backslash escapes.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var hasWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                hasWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                hasWord = true
            } else if character.isWhitespace {
                if hasWord || !current.isEmpty { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
            }
        }
        if hasWord || !current.isEmpty { words.append(current) }
        return words
    }
}
