// IntentKit benchmarks. Run in release mode: `swift run -c release Benchmarks`.
//
// Every benchmark measures IntentKit and a peer on the same input in the same run and
// prints both figures with their ratio, so results compare across machines.
import Foundation

print("IntentKit benchmarks (release build recommended)")
if CommandLine.arguments.dropFirst().first == "packages" { PackagesBenchmark.run(); exit(0) }
try MetadataBenchmark.run()
try PluralBenchmark.run()
try StringsBenchmark.run()
try await ModelBenchmark.run()
PackagesBenchmark.run()
