import Diagnostics
import Foundation
import IntentLocalization
import IntentMetadata

extension ProductBundle {
    /// The locales the bundle ships tables in (`Base` left out), sorted.
    public var shippedLocales: [String] {
        Set(localizationTables.compactMap(\.locale)).subtracting(["Base"]).sorted()
    }

    /// The bundle's compiled `.strings` tables read, by locale and table name.
    public func readTables() -> [String: [String: StringsFile]] {
        var tables: [String: [String: StringsFile]] = [:]
        for file in localizationTables where file.locale != nil && file.path.hasSuffix(".strings") {
            tables[file.locale!, default: [:]][file.table] = StringsFile(parsing: file.bytes, path: file.path)
        }
        return tables
    }

    /// The bundle's compiled `.strings` tables as one catalog, for a report.
    ///
    /// String Catalogs are compiled into `.strings` tables, so the catalog holds what the device reads: each table
    /// with its keys in file order, the development language's file first.
    public func catalog() -> Catalog {
        var catalog = Catalog()
        let development = info.developmentRegion ?? "en"
        let files = localizationTables.filter { $0.locale != nil && $0.path.hasSuffix(".strings") }
            .sorted { ($0.locale == development ? 0 : 1, $0.locale ?? "", $0.table) < ($1.locale == development ? 0 : 1, $1.locale ?? "", $1.table) }
        for file in files {
            let strings = StringsFile(parsing: file.bytes, path: file.path)
            catalog.files.append(file.path)
            catalog.diagnostics += strings.diagnostics
            var table = catalog.tables[file.table] ?? CatalogTable(name: file.table, sourceLanguage: development)
            table.files[file.locale!, default: []].append(file.path)
            for entry in strings.entries {
                let value = LocalizedValue(unit: StringUnit(entry.value, location: entry.valueLocation), location: entry.valueLocation)
                table.setLocalization(value, for: entry.key, locale: file.locale!, keyLocation: entry.keyLocation)
            }
            catalog.tables[file.table] = table
        }
        return catalog
    }

    /// Every title of `document` that has no translation in a locale the bundle ships.
    ///
    /// There is one `apple-metadata.untranslated-title` finding per title and locale, at the title's definition in
    /// `extract.actionsdata`, grouped by table and locale.
    ///
    /// A compiled bundle holds each locale's `.strings` (String Catalogs are compiled into them); a title is
    /// found by its key in its table (`Localizable` unless it names one). The development language needs no
    /// translation: the key is its text. A locale that ships none of a title's table is reported once per table.
    public func untranslatedTitles(in document: MetadataDocument) -> [Diagnostic] {
        let tables = readTables()
        let development = info.developmentRegion ?? "en"
        var findings: [Diagnostic] = []
        var missingTables: Set<String> = []
        for (resource, owner, location) in Self.titles(of: document) {
            let table = resource.table ?? "Localizable"
            for locale in shippedLocales where locale != development && !locale.hasPrefix(development + "-") {
                guard let file = tables[locale]?[table] else {
                    if missingTables.insert("\(locale)/\(table)").inserted {
                        findings.append(AppleMetadataChecks.untranslatedTitle.diagnostic(
                            "the bundle ships \(locale) but no \(locale).lproj/\(table).strings, so no title of its metadata that table holds is translated in \(locale)",
                            at: location, context: ["locale": locale, "table": table], group: "apple-metadata.untranslated-title:\(table):\(locale)"
                        ))
                    }
                    continue
                }
                if !file.entries.contains(where: { $0.key == resource.key }) {
                    findings.append(AppleMetadataChecks.untranslatedTitle.diagnostic(
                        "\(owner) \"\(resource.key)\" has no \(locale) translation in \(table).strings; the system shows it untranslated",
                        at: location, context: ["locale": locale, "table": table, "key": resource.key], group: "apple-metadata.untranslated-title:\(table):\(locale)"
                    ))
                }
            }
        }
        return findings
    }

    /// Every title the system shows of a document, with what it names and where it is.
    static func titles(of document: MetadataDocument) -> [(LocalizedStringResource, String, SourceLocation?)] {
        var titles: [(LocalizedStringResource, String, SourceLocation?)] = []
        for intent in document.intents {
            titles.append((intent.title, "the title of \(intent.identifier)", intent.location))
            for parameter in intent.parameters { titles.append((parameter.title, "the title of \(intent.identifier).\(parameter.name)", parameter.location ?? intent.location)) }
        }
        for entity in document.entities { titles.append((entity.typeDisplayRepresentation.name, "the name of \(entity.identifier)", entity.location)) }
        for enumeration in document.enums {
            titles.append((enumeration.typeDisplayRepresentation.name, "the name of \(enumeration.identifier)", enumeration.location))
            for enumCase in enumeration.cases {
                titles.append((enumCase.displayRepresentation.title, "the title of \(enumeration.identifier).\(enumCase.value)", enumeration.location))
            }
        }
        for shortcut in document.allShortcuts {
            if let title = shortcut.shortTitle { titles.append((title, "the short title of the App Shortcut of \(shortcut.intent)", shortcut.location)) }
        }
        return titles
    }
}
