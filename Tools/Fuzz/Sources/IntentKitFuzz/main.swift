import Foundation

/// One fuzz target: a name (the folder of its seeds and dictionary) and what it does with one input.
struct FuzzTarget {
    /// The name given to `fuzz.sh` and in `INTENTKIT_FUZZ_TARGET`.
    let name: String
    /// What the target reads, for `--list`.
    let summary: String
    /// Runs one input; traps (through ``FuzzCheck``) when the code under test misbehaves.
    let run: ([UInt8]) -> Void
}

/// Every target, in the order `fuzz.sh --list` prints them.
let allTargets: [FuzzTarget] = [
    FuzzTarget(name: "strings", summary: ".strings files in every encoding (StringsFile), with a write-and-reread round trip", run: FuzzStrings.run),
    FuzzTarget(name: "stringsdict", summary: ".stringsdict XML property lists (StringsDictFile)", run: FuzzStringsDict.run),
    FuzzTarget(name: "binary-plist", summary: "binary property lists, as .strings, .stringsdict and .intentdefinition files", run: FuzzBinaryPlist.run),
    FuzzTarget(name: "xcstrings", summary: "String Catalogs (StringCatalogFile), with Xcode's formatting as a fixed point", run: FuzzStringCatalog.run),
    FuzzTarget(name: "differential", summary: ".strings, .stringsdict and String Catalogs read by IntentKit and by Foundation, which must agree", run: FuzzDifferential.run),
    FuzzTarget(name: "json", summary: "the positioned JSON reader (JSONDocument) and its node decoder", run: FuzzJSON.run),
    FuzzTarget(name: "metadata", summary: "metadata documents (MetadataLoader), with a re-encode round trip", run: FuzzMetadata.run),
    FuzzTarget(name: "intentdefinition", summary: ".intentdefinition files (IntentDefinitionReader) converted to Swift that must parse", run: FuzzIntentDefinition.run),
    FuzzTarget(name: "relevance-schedule", summary: "YAML relevance schedules (RelevanceSchedule.load) and their windows over a week", run: FuzzRelevanceSchedule.run),
    FuzzTarget(name: "lint-configuration", summary: "lint configuration YAML (LintConfiguration.load)", run: FuzzLintConfiguration.run),
    FuzzTarget(name: "lint-baseline", summary: "lint baseline files (LintBaseline.load), with a write-and-reload round trip", run: FuzzLintBaseline.run),
    FuzzTarget(name: "format-string", summary: "the format-string scanner (FormatParser) and StringFormatter with random arguments", run: FuzzFormatString.run),
    FuzzTarget(name: "phrases", summary: "App Shortcut phrase templates, in code and in phrase files (AppShortcutsChecker)", run: FuzzPhrases.run),
    FuzzTarget(name: "package-manifest", summary: "package manifests (PackageManifest.load)", run: FuzzPackageManifest.run),
    FuzzTarget(name: "swift-extraction", summary: "Swift sources in, metadata document out (Extractor), and their localizable strings (StringExtractor)", run: FuzzSwiftExtraction.run),
    FuzzTarget(name: "pbxproj", summary: "Xcode project files (ProjectReader), OpenStep, XML and binary", run: FuzzProject.run),
    FuzzTarget(name: "actionsdata", summary: "Apple's extract.actionsdata (ActionsDataReader), written back and through a document and its sidecar", run: FuzzAppleMetadata.run),
    FuzzTarget(name: "apple-product", summary: "built products as .ipa archives (ProductReader): zip directory, inflate, bundles", run: FuzzAppleMetadata.runProduct),
]

/// libFuzzer's driver (from `libclang_rt.fuzzer_no_main`): parses the flags, runs `callback` on each input.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

let targetName = ProcessInfo.processInfo.environment["INTENTKIT_FUZZ_TARGET"] ?? ""
if targetName == "list" {
    for target in allTargets { print("\(target.name)\t\(target.summary)") }
    exit(0)
}
guard let target = allTargets.first(where: { $0.name == targetName }) else {
    FileHandle.standardError.write(Data("IntentKitFuzz: set INTENTKIT_FUZZ_TARGET to one of: \(allTargets.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
/// The target this process runs, read by the callback (a C function pointer, so it captures nothing).
nonisolated(unsafe) let selectedTarget = target

// Warm-up: the first input of a process pays for one-time work (swift-syntax's tables, ICU, Foundation's
// caches), which on a busy machine can pass libFuzzer's 2 s limit for that input alone. So the target
// first reads the smallest files of the last folder given (the seeds), outside libFuzzer's clock.
if let folder = CommandLine.arguments.dropFirst().last(where: { !$0.hasPrefix("-") }),
   let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
    let files = names.map { folder + "/" + $0 }
        .compactMap { path in (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int).map { (path, $0) } }
        .sorted { $0.1 < $1.1 }
    for (path, _) in files.prefix(2) {
        if let data = FileManager.default.contents(atPath: path) { selectedTarget.run([UInt8](data)) }
    }
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    selectedTarget.run(bytes)
    return 0
}
exit(status)
