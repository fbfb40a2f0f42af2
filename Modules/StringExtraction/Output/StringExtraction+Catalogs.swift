import IntentLocalization

extension StringExtraction {
    /// One String Catalog per table, as Xcode creates a catalog for new keys.
    ///
    /// Keys are in Xcode's order, each with its comment; a key the code gives a different default value (or an App
    /// Shortcut phrase) is marked `extracted_with_value`, with that value in the development language, state `new`.
    /// `xcodeText()` of IntentLocalization's `CatalogJSON` writes a catalog as Xcode lays it out.
    ///
    /// - Parameters:
    ///   - sourceLanguage: the development language the catalogs are written in.
    ///   - bundle: the bundle whose keys to write (`nil`: every bundle's).
    /// - Returns: table name → catalog, for every table the sources use.
    public func catalogs(sourceLanguage: String, bundle: LocalizableString.Bundle? = nil) -> [String: CatalogJSON] {
        keysByTable(bundle: bundle) { _ in true }.mapValues { keys in
            let entries = CatalogKeyOrder.sorted(keys.keys).map { text in
                CatalogJSON.Member(text, Self.entry(keys[text]!, sourceLanguage: sourceLanguage))
            }
            return .object([
                .init("sourceLanguage", .string(sourceLanguage)),
                .init("strings", .object(entries)),
                .init("version", .string("1.0")),
            ])
        }
    }

    /// The keys of a bundle (`nil`: every bundle) that `include` accepts, by table then text. Two bundles may use
    /// one table name: the first key of a text wins, as it does within a bundle.
    private func keysByTable(bundle: LocalizableString.Bundle?, include: (ExtractedKey) -> Bool) -> [String: [String: ExtractedKey]] {
        var byTable: [String: [String: ExtractedKey]] = [:]
        for key in keys where (bundle == nil || key.bundle == bundle) && include(key) {
            if byTable[key.table]?[key.key] == nil { byTable[key.table, default: [:]][key.key] = key }
        }
        return byTable
    }

    /// The entry Xcode writes for a key it adds to a catalog.
    static func entry(_ key: ExtractedKey, sourceLanguage: String) -> CatalogJSON {
        var members: [CatalogJSON.Member] = []
        if let comment = key.comment { members.append(.init("comment", .string(comment))) }
        let isPhrase = key.origins.contains(.appShortcutPhrase)
        if let value = key.defaultValue, value != key.key {
            members.append(.init("extractionState", .string("extracted_with_value")))
            members.append(.init("localizations", .object([.init(sourceLanguage, .object([
                .init("stringUnit", .object([.init("state", .string("new")), .init("value", .string(value))])),
            ]))])))
        } else if isPhrase {
            members.append(.init("extractionState", .string("extracted_with_value")))
            members.append(.init("localizations", .object([.init(sourceLanguage, .object([
                .init("stringSet", .object([.init("state", .string("new")), .init("values", .array([.string(key.key)]))])),
            ]))])))
        }
        return .object(members)
    }

    /// One `.strings` file per table, as `genstrings` writes them: table name → the file's text.
    ///
    /// Keys are in code-point order, each after its comment (`No comment provided by engineer.` when the code gives
    /// none), the value the default value or the key. App Shortcut phrases are left out: they live only in String
    /// Catalogs.
    ///
    /// - Parameter bundle: the bundle whose keys to write (`nil`: every bundle's).
    public func stringsFiles(bundle: LocalizableString.Bundle? = nil) -> [String: String] {
        keysByTable(bundle: bundle) { !$0.origins.contains(.appShortcutPhrase) }.mapValues { keys in
            keys.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map { text in
                let key = keys[text]!
                let comment = (key.comment ?? "No comment provided by engineer.").replacingOccurrences(of: "*/", with: "* /")
                return "/* \(comment) */\n\(Self.quoted(text)) = \(Self.quoted(key.defaultValue ?? text));\n"
            }.joined(separator: "\n")
        }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
