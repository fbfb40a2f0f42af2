// IntentKit benchmarks. Run in release mode: `swift run -c release Benchmarks [NAME...] [--json FILE]`,
// NAME being metadata, plural, strings, model, packages, lint, relevance, migration, extraction, string-extraction (with sync),
// sync (catalog sync alone), project, startup, report, hostile, input or check (all of them by default);
// `--json FILE` writes every figure (ours, the peer's, the ratio, the goal, met or not) to FILE.
// `--memory NAME [ARGUMENT]`, `--sample NAME ARGUMENT` and `--floor APP` are the child processes the benchmarks start
// themselves (peak memory, the two sizes of a doubling ratio, and the floor of `check`, each in a process of its own).
//
// Every benchmark measures IntentKit and a peer (or, for package merging, the same work at
// twice the size) in the same run and prints both figures with their ratio, so results
// compare across machines.
import Foundation

let names = ["metadata", "plural", "strings", "model", "packages", "lint", "relevance", "migration", "extraction", "string-extraction", "sync", "project", "startup", "report", "hostile", "input", "check", "apple-metadata"]
var arguments = Array(CommandLine.arguments.dropFirst())
var jsonPath: String?
if let index = arguments.firstIndex(of: "--json") {
    guard index + 1 < arguments.count else {
        FileHandle.standardError.write(Data("Benchmarks: --json needs a file\n".utf8))
        exit(2)
    }
    jsonPath = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
MemoryProbe.registerWorkloads()
Isolated.registerWorkloads()
if arguments.first == "--memory", arguments.count >= 2 {
    try await MemoryProbe.runChild(arguments[1], argument: arguments.count > 2 ? arguments[2] : nil)
    exit(0)
}
// Timing processes keep freed memory for the next run; the memory probes above measure glibc's defaults.
let keepsFreedMemory = Harness.keepFreedMemory()
if arguments.first == "--floor", arguments.count == 2 {
    CheckBenchmark.floor(arguments[1])
    exit(0)
}
if arguments.first == "--sample", arguments.count == 3 {
    try Isolated.runChild(arguments[1], argument: arguments[2])
    exit(0)
}
let chosen = arguments.isEmpty ? names.filter { $0 != "sync" } : arguments
if let unknown = chosen.first(where: { !names.contains($0) }) {
    FileHandle.standardError.write(Data("Benchmarks: unknown benchmark '\(unknown)'; choose from \(names.joined(separator: ", "))\n".utf8))
    exit(2)
}

print("IntentKit benchmarks (release build recommended)")
print(keepsFreedMemory ? "malloc keeps freed memory for reuse in timing processes (INTENTKIT_BENCH_GLIBC_MALLOC=1: glibc's defaults)" : "malloc: the platform's defaults")
if chosen.contains("metadata") { try MetadataBenchmark.run() }
if chosen.contains("plural") { try PluralBenchmark.run() }
if chosen.contains("strings") { try StringsBenchmark.run() }
if chosen.contains("model") { try await ModelBenchmark.run() }
if chosen.contains("packages") { try PackagesBenchmark.run() }
if chosen.contains("lint") { try await LintBenchmark.run() }
if chosen.contains("relevance") { try RelevanceBenchmark.run() }
if chosen.contains("migration") { try MigrationBenchmark.run() }
if chosen.contains("extraction") { try ExtractionBenchmark.run() }
if chosen.contains("string-extraction") { try StringExtractionBenchmark.run() }
if chosen.contains("string-extraction") || chosen.contains("sync") { try CatalogSyncBenchmark.run() }
if chosen.contains("project") { try ProjectBenchmark.run() }
if chosen.contains("startup") { try StartupBenchmark.run() }
if chosen.contains("report") { try ReportBenchmark.run() }
if chosen.contains("hostile") { try HostileBenchmark.run() }
if chosen.contains("input") { try InputBenchmark.run() }
if chosen.contains("check") { try CheckBenchmark.run() }
if chosen.contains("apple-metadata") { try AppleMetadataBenchmark.run() }
if let jsonPath {
    try Harness.writeFigures(to: jsonPath)
    print("figures written to \(jsonPath)")
}
