import Diagnostics
import Foundation
import IntentExtraction
import IntentMetadata
import StringExtraction
import XcodeProject

/// One target's App Intents, with the phrase files it ships.
struct TargetExtraction {
    /// The target's name (the folder's, without a project).
    var name: String
    /// Its metadata document and the problems extraction found.
    var extraction: Extraction
    /// The `AppShortcuts.strings` / `AppShortcuts.xcstrings` files it ships.
    var phraseFiles: [String]
    /// The language its code's phrases are written in.
    var developmentLanguage: String
    /// The name Siri says for the app the target belongs to, from the project (`nil` without one).
    var appName: String? = nil
    /// The tables (`.strings`, `.stringsdict`, `.xcstrings`) it ships.
    var localizationFiles: [String] = []
}

extension CheckCommand {
    /// The App Intents of each target the layout's projects build (tests left out), each with what it links as
    /// references; without a project, of the whole folder as one app, as `intentkit extract` reads it.
    func extract(_ layout: SourceLayout) -> [TargetExtraction] {
        let options = extraction.options
        guard !layout.projectFiles.isEmpty else {
            let swift = layout.files.filter { $0.hasSuffix(".swift") }
            let extracted = swift.isEmpty ? Extractor(options: options).extract([]) : Extractor(options: options).extract(swift)
            let phrases = layout.files.filter(Self.isPhraseFile)
            return [TargetExtraction(name: (path as NSString).lastPathComponent, extraction: extracted, phraseFiles: phrases, developmentLanguage: "en",
                                     localizationFiles: layout.units.flatMap(\.localizationFiles).sorted())]
        }
        let units = layout.units.filter { ($0.kind == .target || $0.kind == .package) && !$0.isTest && !$0.swiftFiles.isEmpty }
        let targets = units.map { unit in
            ExtractionTarget(name: unit.name, files: unit.swiftFiles, references: Self.references(of: unit, in: layout) + options.referencePaths,
                             builds: unit.builds(given: options.conditions, configuration: configuration))
        }
        let extractions = Extractor(options: options).extract(targets: targets)
        return zip(units, extractions).map { unit, extraction in
            TargetExtraction(name: unit.name, extraction: extraction, phraseFiles: unit.localizationFiles.filter(Self.isPhraseFile),
                             developmentLanguage: unit.developmentRegion ?? "en", appName: Self.appName(of: unit, in: layout),
                             localizationFiles: unit.localizationFiles)
        }
    }

    /// The code whose types a unit's code may name: what a target links (a package target: its package's
    /// other targets), and every package target of the folder, since a product's targets are not known.
    static func references(of unit: SourceLayout.Unit, in layout: SourceLayout) -> [String] {
        var files = Set(layout.linkedSwiftFiles(of: unit))
        let package = unit.kind == .package ? unit.name.split(separator: "/").first.map(String.init) : nil
        for other in layout.units where other.kind == .package && other.name != unit.name {
            if unit.kind == .target || other.name.hasPrefix((package ?? "") + "/") { files.formUnion(other.swiftFiles) }
        }
        return files.subtracting(unit.swiftFiles).sorted()
    }

    /// The name Siri says for the app a unit belongs to: an app's own; an extension's or framework's is that of
    /// the app of its project that embeds or links it, else of the project's only app.
    static func appName(of unit: SourceLayout.Unit, in layout: SourceLayout) -> String? {
        if unit.isApplication { return unit.spokenAppName }
        let apps = layout.units.filter { $0.isApplication && $0.projectFile != nil && $0.projectFile == unit.projectFile }
        if let owner = apps.first(where: { $0.links.contains(unit.name) }) { return owner.spokenAppName }
        return apps.count == 1 ? apps[0].spokenAppName : nil
    }

    /// The table files linted together: each target's own (a table shared by targets is linted once per distinct
    /// set), or, without a project, every table of the folder. There is always one group, if only to check the
    /// folder's locale folders.
    static func tableGroups(_ layout: SourceLayout) -> [[String]] {
        if layout.projectFiles.isEmpty { return [Array(Set(layout.units.flatMap(\.localizationFiles))).sorted()] }
        var seen: Set<[String]> = []
        let groups = layout.units.filter { !$0.isTest }.map { $0.localizationFiles.sorted() }.filter { !$0.isEmpty && seen.insert($0).inserted }
        return groups.isEmpty ? [[]] : groups
    }

    /// Whether a file is an App Shortcuts phrase file.
    static func isPhraseFile(_ file: String) -> Bool {
        let name = (file as NSString).lastPathComponent
        return name == "AppShortcuts.xcstrings" || name == "AppShortcuts.strings" && ((file as NSString).deletingLastPathComponent as NSString).pathExtension == "lproj"
    }

    /// Every target's intents in one document: what migration compares the app's definitions with.
    static func merged(_ documents: [MetadataDocument]) -> MetadataDocument {
        guard documents.count != 1 else { return documents.first ?? MetadataDocument(module: nil) }
        var merged = MetadataDocument(module: nil)
        for document in documents {
            merged.intents += document.intents
            merged.entities += document.entities
            merged.enums += document.enums
            merged.queries += document.queries
            merged.shortcutsProviders += document.shortcutsProviders
            merged.packages += document.packages
            merged.unions += document.unions
        }
        return merged
    }

    /// The folder a path names: an `.xcodeproj`'s or `.xcworkspace`'s is the one holding it.
    static func root(of path: String) -> String {
        path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcworkspace") ? (path as NSString).deletingLastPathComponent : path
    }
}
