import Diagnostics
import Foundation
import IntentExtraction
import StringExtraction
import XcodeProject

extension CheckPipeline {
    /// Stage 1: the App Intents of each target the layout's projects build (tests left out), each with what it links
    /// as references; without a project, of the whole folder as one app, as `intentkit extract` reads it. Every file
    /// is scanned from its one tree, once per build that reads it.
    public func extractTargets(_ inputs: CheckInputs) -> [CheckedTarget] {
        let layout = inputs.layout
        let (referenceFiles, missingReferences) = FileIO.expand(extraction.referencePaths) { $0.hasSuffix(".swift") }
        var sources = inputs.sources
        var unreadable = inputs.unreadable
        let (references, failed) = SwiftSource.readEach(referenceFiles.filter { sources[$0] == nil && unreadable[$0] == nil })
        sources.merge(references) { first, _ in first }
        unreadable.merge(failed) { first, _ in first }

        guard !layout.projectFiles.isEmpty else {
            let swift = layout.files.filter { $0.hasSuffix(".swift") }
            let own = Set(swift)
            var extracted = Extractor(options: extraction).extract(
                sources: swift.compactMap { sources[$0] },
                references: referenceFiles.filter { !own.contains($0) }.compactMap { sources[$0] }
            )
            let problems = missingReferences + (swift + referenceFiles).compactMap { unreadable[$0] }
            extracted.diagnostics = (problems + extracted.diagnostics).sortedForOutput()
            return [CheckedTarget(name: (inputs.path as NSString).lastPathComponent, extraction: extracted, phraseFiles: layout.files.filter(Self.isPhraseFile),
                                  developmentLanguage: "en", localizationFiles: layout.units.flatMap(\.localizationFiles).sorted())]
        }
        let units = layout.units.filter { ($0.kind == .target || $0.kind == .package) && !$0.isTest && !$0.swiftFiles.isEmpty }
        let targets = units.map { unit in
            ExtractionTarget(name: unit.name, files: unit.swiftFiles, references: Self.references(of: unit, in: layout) + referenceFiles,
                             builds: unit.builds(given: extraction.conditions, configuration: configuration, sources: sources))
        }
        let extractions = Extractor(options: extraction).extract(targets: targets, sources: sources, unreadable: unreadable)
        return zip(units, extractions).map { unit, extracted in
            var extracted = extracted
            if !missingReferences.isEmpty { extracted.diagnostics = (missingReferences + extracted.diagnostics).sortedForOutput() }
            return CheckedTarget(name: unit.name, extraction: extracted, phraseFiles: unit.localizationFiles.filter(Self.isPhraseFile),
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

    /// Whether a file is an App Shortcuts phrase file.
    public static func isPhraseFile(_ file: String) -> Bool {
        let name = (file as NSString).lastPathComponent
        return name == "AppShortcuts.xcstrings" || name == "AppShortcuts.strings" && ((file as NSString).deletingLastPathComponent as NSString).pathExtension == "lproj"
    }
}
