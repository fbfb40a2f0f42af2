import AppleMetadata
import ArgumentParser
import Diagnostics
import Foundation
import IntentExtraction
import IntentMetadata

extension MetadataCommand {
    /// `intentkit metadata diff SOURCES PRODUCT`: what a built product declares against what its sources do.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare an app's sources with a built product's compiled App Intents metadata, field by field.",
            discussion: """
                SOURCES is a folder of Swift sources (extracted as `intentkit extract` does) or a metadata \
                document; PRODUCT is an .app, .appex, .xcarchive, .ipa, a Metadata.appintents folder or an \
                extract.actionsdata file. The sources are written as Apple's metadata (as `extract --format \
                actionsdata` writes it, in the product's module) and compared with the product's: definitions \
                only in one of them, then every field that differs. Arrays Xcode writes in hash order are \
                compared as sets. Exit status: 0 when they agree, 1 when they differ, 2 when an input cannot \
                be read.
                """
        )

        @Argument(help: "The app's Swift sources (a folder or files), or a metadata document (.json).")
        var sources: String

        @Argument(help: "The built product.")
        var product: String

        @Option(help: ArgumentHelp("The bundle of the product to compare with (such as Widgets.appex; default: the one whose module the sources name, else the first with metadata).", valueName: "name"))
        var bundle: String?

        @OptionGroup var extraction: ExtractionArguments

        @OptionGroup var apple: AppleWritingArguments

        @OptionGroup var report: OutputOptions

        func run() throws {
            let read = ProductReader.read(product)
            var diagnostics = read.allDiagnostics.filter { $0.severity >= .warning }
            let candidates = read.bundles.filter { $0.metadata?.root != nil }
            let chosen: ProductBundle?
            if let bundle {
                chosen = candidates.first { $0.name == bundle || $0.relativePath == bundle }
                if chosen == nil {
                    diagnostics.append(AppleMetadataChecks.unreadableProduct.diagnostic(
                        "the product has no bundle '\(bundle)' with App Intents metadata\(Suggestions.didYouMean(bundle, among: candidates.map(\.name)))",
                        at: SourceLocation(file: product)
                    ))
                }
            } else {
                chosen = candidates.first { $0.conversion()?.document.module == extraction.module } ?? candidates.first
            }
            guard let chosen, let productRoot = chosen.metadata?.root, let conversion = chosen.conversion() else {
                try report.reportBesideOutput(diagnostics, couldNotRun: true, checks: AppleMetadataChecks.all)
                throw ExitCode(2)
            }
            let module = extraction.module ?? conversion.document.module ?? ""
            let (document, facts, sourceDiagnostics, couldNotRun) = readSources(module: module)
            diagnostics += sourceDiagnostics
            guard let document, !couldNotRun else {
                try report.reportBesideOutput(diagnostics, couldNotRun: true, checks: AppleMetadataChecks.all + ExtractionChecks.all + MetadataChecks.all)
                throw ExitCode(2)
            }
            var writer = apple.writer(module: module, facts: facts, documentPath: sources)
            writer.toolsVersion = conversion.sidecar.toolsVersion
            let comparison = MetadataComparison(product: productRoot, sources: writer.write(document).root)
            var text = "comparing \(sources) with \(chosen.path)\n"
            text += comparison.changes.isEmpty ? "no differences\n" : comparison.text()
            if comparison.reorderings > 0 { text += "(\(comparison.reorderings) arrays hold the same values in another order: Xcode writes sets in hash order)\n" }
            Console.standardOutput(text)
            let warnings = diagnostics.filter { $0.severity >= .warning }
            if !warnings.isEmpty {
                Console.standardError(report.renderer(checks: AppleMetadataChecks.all + ExtractionChecks.all + MetadataChecks.all).render(warnings, summary: DiagnosticSummary(counting: warnings, inputs: 2)))
            }
            if !comparison.changes.isEmpty { throw ExitCode(1) }
        }

        /// The sources' document and the facts of their types.
        private func readSources(module: String) -> (MetadataDocument?, [String: TypeFacts], [Diagnostic], Bool) {
            if sources.hasSuffix(".json") {
                let loaded = MetadataLoader.load(contentsOf: sources)
                return (loaded.document, [:], loaded.diagnostics, loaded.isUnreadable)
            }
            var options = extraction.options
            options.module = module
            let extracted = Extractor(options: options).extract([sources])
            let swiftFiles = FileIO.expand([sources], skipping: Extractor.skippedFolders) { $0.hasSuffix(".swift") }.files
            let facts = SourceTypeFacts.collect(for: extracted.document, module: module, files: swiftFiles, deploymentTargets: apple.defaultAvailability) { path in
                (try? FileIO.read(path).get()).map { String(decoding: $0, as: UTF8.self) }
            }
            return (extracted.document, facts, extracted.diagnostics, extracted.couldNotRun)
        }
    }
}
