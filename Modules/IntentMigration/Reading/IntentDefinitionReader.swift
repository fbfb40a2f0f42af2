import Diagnostics
import Foundation
import IntentLocalization
import PositionedJSON

/// Reads `.intentdefinition` files, XML or binary, and the per-locale string tables beside them.
///
/// Reading never stops at the first problem and never traps: a malformed value is reported with
/// its key path (`INIntents[0].INIntentParameters[2].INIntentParameterType`) and its line and
/// column, and the rest of the file is still read.
///
///     let result = IntentDefinitionReader.read(contentsOf: "Base.lproj/Intents.intentdefinition")
///     for intent in result.definition?.customIntents ?? [] { print(intent.className) }
public enum IntentDefinitionReader {
    /// What reading produced: the definition, if the file is one, and every problem found on the way.
    public struct Result: Sendable {
        /// The definition, or `nil` when the file is not an intent definition at all.
        public var definition: SiriIntentDefinition?
        /// Every problem found, each with its key path and, for XML, its line and column.
        public var diagnostics: [Diagnostic]
    }

    /// Reads the definition at `path` and, unless `translations` is `false`, its translations.
    ///
    /// The translations are the `<locale>.lproj/<Name>.strings` tables of the definition's folder's parent (or of
    /// its folder), and the localized copies `<locale>.lproj/<Name>.intentdefinition` there, whose differing texts
    /// are translations; a locale's table wins where both have a text. A file that cannot be read is one diagnostic
    /// and no definition.
    public static func read(contentsOf path: String, translations: Bool = true) -> Result {
        switch FileIO.read(path) {
        case .failure(let error):
            return Result(definition: nil, diagnostics: [error.diagnostic])
        case .success(let bytes):
            var result = read(bytes, path: path)
            if translations, var definition = result.definition {
                let copies = LocalizedCopies.load(for: definition)
                let tables = DefinitionTranslations.load(for: definition, localizedCopies: Set(LocalizedCopies.paths(besides: path, name: definition.name).map(\.locale)))
                definition.translations = tables.translations
                // A locale's string table wins; a localized copy's texts fill in what the table does not have.
                for (locale, texts) in copies.translations {
                    definition.translations[locale, default: [:]].merge(texts) { table, _ in table }
                }
                result.diagnostics += tables.diagnostics + copies.diagnostics
                result.definition = definition
            }
            return result
        }
    }

    /// Reads a definition from its bytes, naming `path` in diagnostics; no translations are loaded.
    public static func read(_ bytes: [UInt8], path: String) -> Result {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let xml: [UInt8]
        let lines: LineTable?
        if bytes.isEmpty {
            return unreadable(path, "the file is empty; an intent definition is a property list")
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            guard let converted = PlistXMLParser.xmlBytes(convertingBinary: bytes) else {
                return unreadable(path, "the file is not a valid binary property list")
            }
            xml = converted
            lines = nil
        } else {
            xml = bytes
            lines = LineTable(bytes)
        }
        let report = DefinitionReport(path: path, lines: lines)
        var parser = PlistXMLParser(xml)
        let root: PlistNode
        do {
            root = try parser.parse()
        } catch {
            report.report(MigrationChecks.unreadableDefinition, "the file is not a valid XML property list: \(error.message)", at: error.offset)
            return Result(definition: nil, diagnostics: report.diagnostics)
        }
        guard case .dictionary = root.value else {
            report.report(
                MigrationChecks.unreadableDefinition,
                "the property list's root is \(root.kindDescription); an intent definition's root is a dictionary with INIntents, INEnums and INTypes",
                at: root.offset
            )
            return Result(definition: nil, diagnostics: report.diagnostics)
        }
        // The tree moves into the reader, which frees each intent's part once it is read.
        guard let scope = PlistScope(consume root, keyPath: "root", report: report) else {
            return Result(definition: nil, diagnostics: report.diagnostics)
        }
        let definition = DefinitionTreeReader(report: report).readRoot(consume scope, path: path, name: name)
        return Result(definition: definition, diagnostics: report.diagnostics)
    }

    private static func unreadable(_ path: String, _ message: String) -> Result {
        let location = SourceLocation(file: path, line: 1, column: 1)
        return Result(definition: nil, diagnostics: [MigrationChecks.unreadableDefinition.diagnostic(message, at: location)])
    }
}
