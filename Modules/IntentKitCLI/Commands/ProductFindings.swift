import AppCheck
import AppleMetadata
import AppShortcutsCheck
import Diagnostics
import Foundation
import IntentLocalization
import IntentMetadata
import IntentMigration

/// IntentKit's checks on a built product (`.app`, `.appex`, `.xcarchive`, `.ipa`, `Metadata.appintents`): what
/// `intentkit check` and `report` run when given one, bundle by bundle.
///
/// Each bundle's compiled metadata is read into a document (its findings placed in `extract.actionsdata`) and
/// validated; its App Shortcuts phrases are checked against its compiled `AppShortcuts.strings`; its titles
/// against the tables of every locale it ships; the SiriKit definitions it still ships against the App Intents
/// of the whole product (migration compatibility). Everything is read from the product's bytes: an `.ipa` is
/// never unpacked.
struct ProductFindings {
    /// One bundle's document and phrases, for the report.
    struct BundleResult {
        var bundle: ProductBundle
        var document: MetadataDocument?
        var phrases: PhraseFiles
    }

    var diagnostics: [Diagnostic] = []
    var bundles: [BundleResult] = []
    var stages: [String] = []
    var inputs = 0
    var couldNotRun = false

    /// Every check that may report.
    static let checks = AppleMetadataChecks.all + MetadataChecks.all + AppShortcutsChecks.all + MigrationChecks.all + [FileIO.unreadableFile]

    /// Runs the checks on `product`.
    static func check(_ product: Product) -> ProductFindings {
        var found = ProductFindings()
        found.diagnostics = product.diagnostics
        found.couldNotRun = product.bundles.isEmpty
        var documents: [MetadataDocument] = []
        var definitions: [SiriIntentDefinition] = []
        var phraseCount = 0
        var titleFindings = 0
        for bundle in product.bundles {
            found.diagnostics += bundle.diagnostics
            found.inputs += [bundle.metadata == nil ? 0 : 1, bundle.localizationTables.count, bundle.phraseTables.count, bundle.intentDefinitions.count].reduce(0, +)
            var document: MetadataDocument?
            if let metadata = bundle.metadata {
                found.diagnostics += metadata.diagnostics + (bundle.version?.diagnostics ?? [])
                if let read = bundle.document() {
                    found.diagnostics += read.diagnostics
                    found.diagnostics += MetadataValidator.validate(read.document)
                    document = read.document
                    documents.append(read.document)
                }
            }
            var phrases = PhraseFiles()
            phrases.developmentLanguage = bundle.info.developmentRegion ?? "en"
            for table in bundle.phraseTables {
                let file = StringsFile(parsing: table.bytes, path: table.path)
                phrases.files.append(table.path)
                phrases.diagnostics += file.diagnostics
                for entry in file.entries {
                    phrases.phrases.append(PhraseFiles.Phrase(
                        locale: table.locale ?? phrases.developmentLanguage, key: entry.key, text: entry.value,
                        keyLocation: entry.keyLocation, location: entry.valueLocation,
                        isSourceLanguage: table.locale == phrases.developmentLanguage || table.locale == "Base"
                    ))
                }
            }
            phraseCount += phrases.phrases.count
            if document != nil || !phrases.phrases.isEmpty {
                var checker = AppShortcutsChecker(metadata: document, metadataPath: bundle.metadata?.path)
                checker.appName = bundle.info.displayName
                found.diagnostics += checker.check(phrases)
            }
            if let document {
                let untranslated = bundle.untranslatedTitles(in: document)
                titleFindings += untranslated.count
                found.diagnostics += untranslated
            }
            for file in bundle.intentDefinitions {
                let read = IntentDefinitionReader.read(file.bytes, path: file.path)
                found.diagnostics += read.diagnostics.filter { $0.severity >= .warning }
                if let definition = read.definition { definitions.append(definition) }
            }
            found.bundles.append(BundleResult(bundle: bundle, document: document, phrases: phrases))
        }
        let merged = CheckPipeline.merged(documents)
        if !definitions.isEmpty {
            found.diagnostics += SchemaCompatibility.check(old: definitions, new: merged, newPath: product.path)
        }
        found.stages = [
            "product: \(plural(product.bundles.count, "bundle")), \(plural(merged.intents.count, "intent")), "
                + "\(plural(merged.entities.count, "entity", "entities")), \(plural(merged.allShortcuts.count, "App Shortcut"))",
            "App Shortcuts: \(plural(phraseCount, "compiled phrase"))",
            "localization: \(plural(Set(product.bundles.flatMap(\.shippedLocales)).count, "locale")) shipped, \(plural(titleFindings, "untranslated title"))",
            "migration: \(plural(product.bundles.reduce(0) { $0 + $1.intentDefinitions.count }, "intent definition"))",
        ]
        var seen = Set<Diagnostic>()
        found.diagnostics = found.diagnostics.filter { seen.insert($0).inserted }.sortedForOutput()
        return found
    }

    private static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}
