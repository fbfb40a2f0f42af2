import Diagnostics
import Foundation
import IntentExtraction

extension CheckPipeline {
    /// The format of the results this pipeline keeps: a change to what a stage computes or how it is stored changes
    /// it, so no result of an earlier format is taken.
    static let resultFormat = "AppCheck results 7"

    /// The options that change what is read of the Swift, in a stable spelling.
    static func describe(_ options: ExtractionOptions) -> String {
        [
            options.module ?? "-", options.conditions.map { $0.sorted().joined(separator: ",") } ?? "*", options.operatingSystem,
            options.referencePaths.joined(separator: ","), options.swiftVersion.description, options.languageMode.description,
        ].joined(separator: "|")
    }

    /// A build of a target, in a stable spelling.
    static func describe(_ build: ExtractionTarget.Build) -> String {
        (build.conditions.map { $0.sorted().joined(separator: ",") } ?? "*") + "@" + build.operatingSystem
    }

    /// The key of one target's extraction: its name, builds and files, each file by what extraction reads of it but
    /// where it is (`SourceFacts.placeFree`): an extraction kept by it is moved to where its findings are now
    /// (``movedExtraction(_:facts:sources:cache:)``).
    static func extractionKey(_ target: ExtractionTarget, options: ExtractionOptions, facts: [String: SourceFacts], cache: any ResultCache) -> String? {
        var parts = [resultFormat, "extraction", describe(options), target.name, target.builds.map(describe).joined(separator: ";")].map { Array($0.utf8) }
        for (kind, files) in [("file", target.files), ("reference", target.references.sorted())] {
            for file in files {
                guard let fact = facts[file] else { return nil }
                parts.append(Array("\(kind) \(file) \(fact.placeFree)".utf8))
            }
        }
        return cache.key(parts)
    }
}

extension CheckPipeline {
    /// What identifies each table file's content, for the keys of results read from it (see ``TablePrints``).
    ///
    /// Its path and a fingerprint of its bytes, or that it is missing; `nil` when one cannot be read.
    static func tablePrints(_ paths: [String], inputs: CheckInputs, cache: any ResultCache) -> [[UInt8]]? {
        inputs.tablePrints.prints(paths, tables: inputs.tables, cache: cache, started: inputs.started, policy: SourceFacts.policy)
    }
}
