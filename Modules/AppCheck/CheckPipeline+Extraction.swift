import Diagnostics
import Foundation
import IntentExtraction
import StringExtraction
import XcodeProject

extension CheckPipeline {
    /// Stage 1: extracts the App Intents of each target the layout's projects build (tests left out).
    ///
    /// Each target is read with what it links as references, once per build (when its code has an `#if`: each
    /// configuration's conditions on each of its platforms); without a project, the whole folder is one app, as
    /// `intentkit extract` reads it, named after the folder. Every file is scanned from its one tree. With a cache in `inputs`, a target whose
    /// files did not change in what extraction reads is taken from it.
    ///
    /// - Returns: One ``CheckedTarget`` per target, in the layout's order, each with its document and findings.
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
            let folder = ExtractionTarget(name: "", files: swift, references: referenceFiles.filter { !own.contains($0) })
            let everyFact = inputs.facts.merging(inputs.cache.map { Self.facts(of: referenceFiles, in: sources, cache: $0) } ?? [:]) { a, _ in a }
            let key = inputs.cache.flatMap { cache in Self.extractionKey(folder, options: extraction, facts: everyFact, cache: cache) }
            var extracted: Extraction
            if let key, let cache = inputs.cache, let kept = Self.movedExtraction(key, facts: everyFact, sources: sources, cache: cache) {
                extracted = kept.extraction
                if kept.moved { Self.keepPlaceFree(extracted, of: folder, key, facts: everyFact, sources: sources, cache: cache) }
            } else {
                extracted = Extractor(options: extraction).extract(
                    sources: swift.compactMap { sources[$0] },
                    references: referenceFiles.filter { !own.contains($0) }.compactMap { sources[$0] },
                    scans: inputs.cache.map { ($0, Self.resultFormat + " " + Self.describe(extraction)) }
                )
                if let key, let cache = inputs.cache { Self.keepPlaceFree(extracted, of: folder, key, facts: everyFact, sources: sources, cache: cache) }
            }
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
        let extractions = extract(targets, sources: sources, unreadable: unreadable, inputs: inputs)
        return zip(units, extractions).map { unit, extracted in
            var extracted = extracted
            if !missingReferences.isEmpty { extracted.diagnostics = (missingReferences + extracted.diagnostics).sortedForOutput() }
            return CheckedTarget(name: unit.name, extraction: extracted, phraseFiles: unit.localizationFiles.filter(Self.isPhraseFile),
                                 developmentLanguage: unit.developmentRegion ?? "en", appName: Self.appName(of: unit, in: layout),
                                 localizationFiles: unit.localizationFiles)
        }
    }

    /// Each target's extraction: from the cache where its files did not change in what extraction reads, else made
    /// (all missing targets at once, so a file two of them read is scanned once) and stored.
    func extract(_ targets: [ExtractionTarget], sources: [String: SwiftSource], unreadable: [String: Diagnostic], inputs: CheckInputs) -> [Extraction] {
        guard let cache = inputs.cache else { return Extractor(options: extraction).extract(targets: targets, sources: sources, unreadable: unreadable) }
        // A file of the run without facts (a reference read only now) is keyed by its facts worked out here.
        var facts = inputs.facts
        for path in Set(targets.flatMap { $0.files + $0.references }) where facts[path] == nil {
            if let source = sources[path] {
                facts[path] = SourceFacts.of(source, cache: cache)
                source.identity = facts[path].flatMap { $0.content.isEmpty ? nil : $0.content }
            }
        }
        let keys = targets.map { target in unreadable.isEmpty ? Self.extractionKey(target, options: extraction, facts: facts, cache: cache) : nil }
        var results: [Extraction?] = zip(targets, keys).map { target, key in
            guard let key, let kept = Self.movedExtraction(key, facts: facts, sources: sources, cache: cache) else { return nil }
            // Moved: kept as it is now, so the next run need not move it again.
            if kept.moved { Self.keepPlaceFree(kept.extraction, of: target, key, facts: facts, sources: sources, cache: cache) }
            return kept.extraction
        }
        let missing = results.indices.filter { results[$0] == nil }
        if !missing.isEmpty {
            let made = Extractor(options: extraction).extract(targets: missing.map { targets[$0] }, sources: sources, unreadable: unreadable,
                                                              scans: (cache, Self.resultFormat + " " + Self.describe(extraction)))
            for (index, extracted) in zip(missing, made) {
                results[index] = extracted
                if let key = keys[index] { Self.keepPlaceFree(extracted, of: targets[index], key, facts: facts, sources: sources, cache: cache) }
            }
        }
        return results.map { $0! }
    }

    /// The facts of files read outside the inputs (references), worked out or taken from the cache.
    static func facts(of paths: [String], in sources: [String: SwiftSource], cache: any ResultCache) -> [String: SourceFacts] {
        var facts: [String: SourceFacts] = [:]
        for path in paths { if let source = sources[path] { facts[path] = SourceFacts.of(source, cache: cache) } }
        return facts
    }

    /// The Swift files whose types a unit's code may name, sorted: read as references, not extracted.
    ///
    /// They are what a target links (for a package target: its package's other targets), and every package target of
    /// the folder, since a product's targets are not known; the unit's own files are left out.
    public static func references(of unit: SourceLayout.Unit, in layout: SourceLayout) -> [String] {
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
