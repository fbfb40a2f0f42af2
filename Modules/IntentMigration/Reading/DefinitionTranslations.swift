import Diagnostics
import Foundation
import IntentLocalization

/// Finds and reads the `<locale>.lproj/<Name>.strings` tables of a definition, and reports their drift.
enum DefinitionTranslations {
    /// The folder whose `*.lproj` folders hold the tables: the parent of `Base.lproj` (or any `.lproj`), else the definition's own folder.
    static func localizationRoot(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.hasSuffix(".lproj") ? (folder as NSString).deletingLastPathComponent : folder
    }

    /// Whether a table key belongs to the definition: one of its `…ID` keys, or a variant Xcode derives from one
    /// (`<prompt ID>-<enum value ID>`, a prompt spelled out for each case).
    static func isUsed(_ key: String, _ used: Set<String>) -> Bool {
        if used.contains(key) { return true }
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count > 1 && parts.allSatisfy { used.contains(String($0)) }
    }

    /// Reads the tables; a locale in `localizedCopies` has a full copy of the definition, so its table is not expected
    /// to translate every text.
    static func load(for definition: SiriIntentDefinition, localizedCopies: Set<String> = []) -> (translations: [String: [String: String]], diagnostics: [Diagnostic]) {
        let root = localizationRoot(of: definition.path)
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root.isEmpty ? "." : root)) ?? [])
            .filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }
            .sorted()
        let used = Set(definition.texts.compactMap(\.localizationKey))
        let known = definition.localizationKeys.union(used)
        var translations: [String: [String: String]] = [:]
        var diagnostics: [Diagnostic] = []
        for folder in folders {
            let tablePath = ((root as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent(definition.name + ".strings")
            guard FileManager.default.fileExists(atPath: tablePath) else { continue }
            let locale = String(folder.dropLast(".lproj".count))
            let file: StringsFile
            switch StringsFile.read(contentsOf: tablePath) {
            case .failure(let error):
                diagnostics.append(error.diagnostic)
                continue
            case .success(let read):
                file = read
            }
            diagnostics += file.diagnostics
            var table: [String: String] = [:]
            var stale: [StringsFile.Entry] = []
            for entry in file.entries {
                table[entry.key] = entry.value
                if !isUsed(entry.key, known) { stale.append(entry) }
            }
            if let first = stale.first {
                let shown = stale.prefix(5).map { "'\($0.key)' (\"\($0.value)\")" }.joined(separator: ", ") + (stale.count > 5 ? ", …" : "")
                diagnostics.append(MigrationChecks.staleTranslation.diagnostic(
                    "\(locale) has \(stale.count) \(stale.count == 1 ? "key" : "keys") \(definition.name).intentdefinition no longer uses, not carried over: \(shown)",
                    at: first.keyLocation
                ))
            }
            let missing = used.subtracting(table.keys).sorted()
            if !missing.isEmpty, !localizedCopies.contains(locale) {
                let shown = missing.prefix(5).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
                diagnostics.append(MigrationChecks.missingTranslation.diagnostic(
                    "\(locale) does not translate \(missing.count) of \(used.count) texts (\(shown)); they fall back to the development language",
                    at: SourceLocation(file: tablePath, line: 1, column: 1)
                ))
            }
            translations[locale] = table
        }
        return (translations, diagnostics)
    }
}
