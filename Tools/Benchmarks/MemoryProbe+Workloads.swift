import AppIntentModel
import AppleMetadata
import Foundation
import IntentExtraction
import IntentLocalization
import IntentMetadata
import IntentMigration
import IntentPackages
import IntentRelevance
import LocalizationLint
import SoupChefIntents

extension MemoryProbe {
    /// Every benchmark's measured work, run once in a child: input prepared, `ready()`, then the work.
    static func registerWorkloads() {
        workloads = [
            "apple-metadata": { _, ready in
                let bytes = AppleMetadataBenchmark.generate(intents: 1_000)
                ready()
                precondition(ActionsDataReader.read(bytes, path: "extract.actionsdata").root != nil)
            },
            "metadata": { _, ready in
                let bytes = try MetadataBenchmark.generate(intents: 5_000)
                ready()
                precondition(MetadataLoader.load(bytes, path: "generated.json").document != nil)
            },
            "plural": { _, ready in
                ready()
                let rules = try ["en", "ru", "ar", "pl", "fr", "cy", "lt", "ja"].map { try PluralRules.rules(for: $0) }
                var checksum = 0
                for index in 0..<5_000_000 { checksum &+= rules[index & 7].category(for: Double(index % 1000)).hashValue & 1 }
                if checksum == 42 { print("") }
            },
            "strings": { _, ready in
                let files = StringsBenchmark.generate(keys: 10_000, locales: 40)
                ready()
                var entries = 0
                for (index, file) in files.enumerated() { entries += StringsFile(parsing: file, path: "\(index).lproj/Localizable.strings").entries.count }
                precondition(entries == 400_000)
            },
            "model": { _, ready in
                ready()
                for _ in 0..<200 { _ = await SoupChefApp.reflect().document.intents.count }
            },
            "packages": { _, ready in
                let graph = PackagesBenchmark.generate(packages: 10_000, perPackage: 100)
                ready()
                let merge = graph.merge(root: "Package0")
                precondition(merge.diagnostics.isEmpty)
            },
            "lint": { root, ready in
                ready()
                let findings = await LocalizationLinter().lint([root!]).diagnostics.count
                precondition(findings == 0)
            },
            "relevance": { path, ready in
                ready()
                let loaded = RelevanceSchedule.load(contentsOf: path!)
                let ranker = RelevanceRanker(loaded.schedule!)
                _ = ranker.ranking(at: loaded.schedule!.timeZone.instant(parsing: RelevanceBenchmark.instant)!)
            },
            "migration": { _, ready in
                let bytes = try MigrationBenchmark.generate(intents: 1_000)
                ready()
                let read = IntentDefinitionReader.read(bytes, path: "Generated.intentdefinition")
                _ = MigrationGenerator(definition: read.definition!, options: MigrationOptions()).generate()
            },
            "extraction": { _, ready in
                let files = ExtractionBenchmark.sources()
                ready()
                precondition(Extractor().extract(sources: files).document.intents.count == 500)
            },
        ]
        workloads.merge(HostileBenchmark.workloads) { ours, _ in ours }
        warmUps = HostileBenchmark.warmUps
    }
}
