// IntentKit benchmarks. Run in release mode: `swift run -c release Benchmarks [NAME...]`,
// NAME being metadata, plural, strings, model, packages, lint, relevance, migration, extraction, string-extraction or project (all of them by default).
//
// Every benchmark measures IntentKit and a peer (or, for package merging, the same work at
// twice the size) in the same run and prints both figures with their ratio, so results
// compare across machines.
import Foundation

let names = ["metadata", "plural", "strings", "model", "packages", "lint", "relevance", "migration", "extraction", "string-extraction", "project"]
let chosen = CommandLine.arguments.dropFirst().isEmpty ? names : Array(CommandLine.arguments.dropFirst())
if let unknown = chosen.first(where: { !names.contains($0) }) {
    FileHandle.standardError.write(Data("Benchmarks: unknown benchmark '\(unknown)'; choose from \(names.joined(separator: ", "))\n".utf8))
    exit(2)
}

print("IntentKit benchmarks (release build recommended)")
if chosen.contains("metadata") { try MetadataBenchmark.run() }
if chosen.contains("plural") { try PluralBenchmark.run() }
if chosen.contains("strings") { try StringsBenchmark.run() }
if chosen.contains("model") { try await ModelBenchmark.run() }
if chosen.contains("packages") { PackagesBenchmark.run() }
if chosen.contains("lint") { try await LintBenchmark.run() }
if chosen.contains("relevance") { try RelevanceBenchmark.run() }
if chosen.contains("migration") { try MigrationBenchmark.run() }
if chosen.contains("extraction") { try ExtractionBenchmark.run() }
if chosen.contains("string-extraction") { try StringExtractionBenchmark.run() }
if chosen.contains("project") { try ProjectBenchmark.run() }
