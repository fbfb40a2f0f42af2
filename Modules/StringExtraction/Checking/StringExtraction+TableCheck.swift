import Diagnostics
import Foundation
import IntentLocalization

extension StringExtraction {
    /// Compares the strings the code uses with the tables of the scopes that ship them.
    ///
    /// For each scope: keys used but absent from their table (an error only when the key is not readable text,
    /// like `settings.title`, and the code gives no default value: users would see the key), keys differing from a
    /// table key only in a specifier's type, tables the code names that the scope has no file for (in a localized
    /// scope), and locales the scope's other tables are localized in that a table holding App Intents strings lacks. For each String Catalog:
    /// extracted keys that no scope shipping it uses — only when every scope shipping it ``StringScope/isComplete``,
    /// unless `assumingComplete` (the caller vouches that the sources are the whole app). For each project: the regions
    /// it lists in `knownRegions` that no table of its targets is localized in. A scope with no table at all is not
    /// localized and is skipped.
    ///
    /// With `files`, the run's parsed table files, a table another stage read is not read again.
    public func checkTables(_ scopes: [StringScope], assumingComplete: Bool = false, files store: TableFiles? = nil) -> [Diagnostic] {
        var usesByFile: [String: [LocalizableString]] = [:]
        for use in uses { usesByFile[use.location.file, default: []].append(use) }
        var diagnostics: [Diagnostic] = []
        var usedByTableFile: [String: Set<String>] = [:]
        var catalogs: [[String]: Catalog] = [:]
        var incomplete: Set<String> = []
        for scope in scopes where !scope.isComplete && !assumingComplete { incomplete.formUnion(scope.tableFiles) }
        for scope in scopes where !scope.tableFiles.isEmpty {
            let files = scope.tableFiles.sorted()
            let catalog = catalogs[files] ?? Catalog.load(files, files: store)
            catalogs[files] = catalog
            let scopeUses = scope.swiftFiles.flatMap { usesByFile[$0] ?? [] }
            let keysByTable = Dictionary(grouping: StringExtraction(uses: scopeUses).keys, by: \.table)
            // The locales some of this code's strings are localized in: those of the tables it uses.
            let shipped = Set(keysByTable.keys.compactMap { catalog.tables[$0] }.flatMap(\.locales)).subtracting(["Base", "mul"])
            for tableFile in files {
                let name = StringCatalogFile.tableName(of: tableFile)
                usedByTableFile[tableFile, default: []].formUnion((keysByTable[name] ?? []).map { LocalizableString.normalized($0.key) })
            }
            for (name, keys) in keysByTable.sorted(by: { $0.key < $1.key }) {
                guard let table = catalog.tables[name] else {
                    let translatedInto = shipped.subtracting([scope.developmentLanguage ?? "en"])
                    if !translatedInto.isEmpty, let first = keys.flatMap(\.locations).min() {
                        diagnostics.append(StringChecks.tableWithoutCatalog.diagnostic(
                            "the code uses the table '\(name)' (\(keys.count) key\(keys.count == 1 ? "" : "s")), but \(scope.name) has no \(name).xcstrings or \(name).strings, so \(keys.count == 1 ? "it is" : "they are") never translated into \(Self.list(translatedInto.sorted()))",
                            at: first, context: ["table": name]
                        ))
                    }
                    continue
                }
                diagnostics += Self.checkKeys(keys, in: table, scope: scope)
                diagnostics += Self.checkIntentLocales(keys, in: table, shipped: shipped, scope: scope)
            }
        }
        for (files, catalog) in catalogs.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            for file in files where StringScope.isCodeCatalog(file) && !incomplete.contains(file) {
                diagnostics += Self.unusedKeys(in: file, catalog: catalog, used: usedByTableFile[file] ?? [])
            }
        }
        diagnostics += Self.checkRegions(scopes, catalogs: catalogs)
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }.sortedForOutput()
    }

    /// Keys of one table the code uses that the table lacks.
    private static func checkKeys(_ keys: [ExtractedKey], in table: CatalogTable, scope: StringScope) -> [Diagnostic] {
        var normalized: [String: String] = [:]
        var shapes: [String: String] = [:]
        for key in table.keys {
            normalized[LocalizableString.normalized(key)] = key
            shapes[shape(of: key)] = key
        }
        let file = fileName(of: table)
        // A table with no language but the development language translates nothing: a key it lacks reads the same.
        let development = table.sourceLanguage ?? scope.developmentLanguage ?? "en"
        let translations = table.locales.filter { $0 != development && $0 != "Base" && $0 != "mul" }
        let translated = !translations.isEmpty
        var diagnostics: [Diagnostic] = []
        // A key without a letter (`%@`, `%lld%%`) reads the same in every language: nothing to translate.
        for key in keys where normalized[LocalizableString.normalized(key.key)] == nil && !key.origins.contains(.appShortcutPhrase)
            && shape(of: key.key).contains(where: \.isLetter) {
            guard let location = key.locations.first else { continue }
            let more = key.locations.count > 1 ? " (and \(key.locations.count - 1) more use\(key.locations.count == 2 ? "" : "s"))" : ""
            if let similar = shapes[shape(of: key.key)] {
                // `%@` where the table has a typed specifier: the type is one extraction could not infer, not a mismatch.
                let pairs = zip(specifiers(in: LocalizableString.normalized(key.key)), specifiers(in: LocalizableString.normalized(similar)))
                if pairs.allSatisfy({ $0 == $1 || $0 == "%@" }) { continue }
                diagnostics.append(StringChecks.specifierMismatch.diagnostic(
                    "the code's key \"\(key.key)\" is not in \(file), which has \"\(similar)\": the format specifiers' types differ, so that entry's translations are never used\(more)",
                    at: location, context: ["table": table.name, "key": key.key], group: "\(StringChecks.specifierMismatch.id):\(table.name)"
                ))
            } else if isKeyStyle(key.key), key.defaultValue == nil {
                diagnostics.append(StringChecks.rawKeyShown.diagnostic(
                    "\"\(key.key)\" is not in \(file) and the code gives no default value, so users see the key itself\(more)",
                    at: location, context: ["table": table.name, "key": key.key], group: "\(StringChecks.rawKeyShown.id):\(table.name)"
                ))
            } else if translated {
                let fix = file.hasSuffix(".xcstrings")
                    ? "Xcode adds it when it builds; `intentkit localization sync` does it now"
                    : "Xcode does not add keys to .strings files: add it to every locale's table"
                diagnostics.append(StringChecks.missingKey.diagnostic(
                    "\"\(key.key)\" is not in \(file), so it has no translation into \(list(translations))\(more) (\(fix))",
                    at: location, context: ["table": table.name, "key": key.key], group: "\(StringChecks.missingKey.id):\(table.name)"
                ))
            }
        }
        return diagnostics
    }

    /// Locales the scope ships that a table holding App Intents strings has no localization in at all.
    private static func checkIntentLocales(_ keys: [ExtractedKey], in table: CatalogTable, shipped: Set<String>, scope: StringScope) -> [Diagnostic] {
        let intentKeys = keys.filter { !$0.origins.isDisjoint(with: [.resource, .appShortcutPhrase]) }
        guard !intentKeys.isEmpty, let first = intentKeys.flatMap(\.locations).min() else { return [] }
        let development = table.sourceLanguage ?? scope.developmentLanguage ?? "en"
        let missing = shipped.subtracting(table.locales).subtracting([development]).sorted()
        guard !missing.isEmpty, !table.locales.isEmpty else { return [] }
        let file = fileName(of: table)
        let sample = intentKeys.prefix(3).map { "\"\($0.key)\"" }.joined(separator: ", ") + (intentKeys.count > 3 ? "…" : "")
        return missing.map { locale in
            StringChecks.intentStringsLocaleGap.diagnostic(
                "\(file) has no '\(locale)' localization though the app ships '\(locale)' in its other tables: its \(intentKeys.count) App Intents string\(intentKeys.count == 1 ? "" : "s") (\(sample)) show in '\(development)' there",
                at: first, context: ["table": table.name, "locale": locale], group: "\(StringChecks.intentStringsLocaleGap.id):\(table.name)"
            )
        }
    }

    /// Extracted entries of a String Catalog that no code using it uses.
    private static func unusedKeys(in file: String, catalog: Catalog, used: Set<String>) -> [Diagnostic] {
        guard let table = catalog.tables[StringCatalogFile.tableName(of: file)] else { return [] }
        var diagnostics: [Diagnostic] = []
        for key in table.keys {
            guard let entry = table[key], entry.location?.file == file,
                  CatalogSync.isExtracted(entry.extractionState),
                  !used.contains(LocalizableString.normalized(key)) else { continue }
            diagnostics.append(StringChecks.unusedKey.diagnostic(
                "no code uses \"\(key)\" any more: Xcode marks it stale when it next builds (`intentkit localization sync` does it now)",
                at: entry.location ?? SourceLocation(file: file), context: ["table": table.name, "key": key], group: "\(StringChecks.unusedKey.id):\(file)"
            ))
        }
        return diagnostics
    }

    /// A key with each format specifier reduced to `%`, so keys differing only in specifier types compare equal.
    static func shape(of key: String) -> String {
        FormatParser.tokens(in: key).map { token in
            switch token {
            case .literal(let text): text
            case .percent: "%%"
            case .specifier: "%"
            case .substitution(let name, _): "%#@\(name)@"
            case .invalid(let text, _): text
            }
        }.joined()
    }

    /// The format specifiers of a key, in order, as written.
    static func specifiers(in key: String) -> [String] {
        FormatParser.tokens(in: key).compactMap { if case .specifier(let specifier) = $0 { specifier.text } else { nil } }
    }

    /// Whether a key is an identifier rather than text (`settings.title`, `welcomeMessage`, `error_network`), so that
    /// showing it untranslated shows users the key.
    static func isKeyStyle(_ key: String) -> Bool {
        key.wholeMatch(of: #/[A-Za-z][A-Za-z0-9]*(?:[._\-][A-Za-z0-9]+)+/#) != nil
            || key.wholeMatch(of: #/[a-z]+(?:[A-Z][a-z0-9]*)+/#) != nil
    }

    /// The name of a table's first file (`Localizable.xcstrings`), for messages.
    private static func fileName(of table: CatalogTable) -> String {
        table.files.values.flatMap { $0 }.sorted().first.map { ($0 as NSString).lastPathComponent } ?? table.name
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 6 ? items.joined(separator: ", ") : items.prefix(5).joined(separator: ", ") + " and \(items.count - 5) more"
    }
}
