import Foundation
import IntentMigration

/// Converting a generated definition with 1,000 intents (goal: under 300 ms) and every definition of the real-world
/// corpora in one process (goal: under 2 s), each against Foundation's bare parse of the same files.
enum MigrationBenchmark {
    /// An XML `.intentdefinition` with `intents` intents, each with five parameters (an enum parent with a child,
    /// a custom type with dynamic options, an array, a number), two combinations and a response with dialogs.
    static func generate(intents: Int) throws -> [UInt8] {
        func parameter(_ name: String, _ type: String, _ extra: [String: Any] = [:]) -> [String: Any] {
            ["INIntentParameterName": name, "INIntentParameterType": type, "INIntentParameterDisplayName": name.capitalized,
             "INIntentParameterDisplayNameID": name + "ID", "INIntentParameterConfigurable": true].merging(extra) { $1 }
        }
        var list: [[String: Any]] = []
        for index in 0..<intents {
            list.append([
                "INIntentName": "Action\(index)", "INIntentType": "Custom", "INIntentTitle": "Action \(index)", "INIntentTitleID": "T\(index)",
                "INIntentEligibleForWidgets": index % 2 == 0, "INIntentConfigurable": true,
                "INIntentParameters": [
                    parameter("mode", "Integer", ["INIntentParameterEnumType": "Mode", "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "simple"]]),
                    parameter("detail", "String", ["INIntentParameterRelationship": ["INIntentParameterRelationshipParentName": "mode", "INIntentParameterRelationshipPredicateName": "EnumHasExactValue", "INIntentParameterRelationshipPredicateValue": "detailed"]]),
                    parameter("item", "Object", ["INIntentParameterObjectType": "Item", "INIntentParameterSupportsDynamicEnumeration": true]),
                    parameter("tags", "String", ["INIntentParameterSupportsMultipleValues": true]),
                    parameter("count", "Integer", ["INIntentParameterMetadata": ["INIntentParameterMetadataMinimumValue": 1, "INIntentParameterMetadataMaximumValue": 9, "INIntentParameterMetadataDefaultValue": 1]]),
                ],
                "INIntentParameterCombinations": [
                    "mode,item": ["INIntentParameterCombinationTitle": "Do ${item} ${mode}", "INIntentParameterCombinationIsPrimary": true],
                    "mode,item,detail": ["INIntentParameterCombinationTitle": "Do ${item} in detail: ${detail}"],
                ],
                "INIntentResponse": ["INIntentResponseCodes": [
                    ["INIntentResponseCodeName": "success", "INIntentResponseCodeSuccess": true, "INIntentResponseCodeFormatString": "Did ${item} \(index) times"],
                    ["INIntentResponseCodeName": "failure"],
                ]],
            ])
        }
        let root: [String: Any] = [
            "INIntentDefinitionModelVersion": "1.2",
            "INIntents": list,
            "INEnums": [["INEnumName": "Mode", "INEnumDisplayName": "Mode", "INEnumValues": [
                ["INEnumValueName": "unknown", "INEnumValueDisplayName": "Unknown"],
                ["INEnumValueName": "simple", "INEnumValueDisplayName": "Simple", "INEnumValueIndex": 1],
                ["INEnumValueName": "detailed", "INEnumValueDisplayName": "Detailed", "INEnumValueIndex": 2],
            ]]],
            "INTypes": [["INTypeName": "Item", "INTypeDisplayName": "Item", "INTypeProperties": [
                ["INTypePropertyName": "identifier", "INTypePropertyType": "String", "INTypePropertyDefault": true],
                ["INTypePropertyName": "displayString", "INTypePropertyType": "String", "INTypePropertyDefault": true],
            ]]],
        ]
        return [UInt8](try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0))
    }

    /// Every `.intentdefinition` of the two real-world corpora beside the repository (`../shared/corpus` and
    /// `../shared/realworld/definitions`, or `INTENTKIT_CORPUS` / `INTENTKIT_REALWORLD`), sorted.
    static func corpusDefinitions() -> [String] {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
        let environment = ProcessInfo.processInfo.environment
        let roots = [
            environment["INTENTKIT_CORPUS"] ?? shared.appendingPathComponent("corpus").path,
            (environment["INTENTKIT_REALWORLD"] ?? shared.appendingPathComponent("realworld").path) + "/definitions",
        ]
        return roots.flatMap { root in
            (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".intentdefinition") }
                .map { root + "/" + $0 }
        }.sorted()
    }

    static func run() throws {
        let bytes = try generate(intents: 1_000)
        var files = 0
        let ours = try Harness.bestTime {
            let read = IntentDefinitionReader.read(bytes, path: "Generated.intentdefinition")
            guard let definition = read.definition, read.diagnostics.isEmpty else { throw UncleanDefinition() }
            let output = MigrationGenerator(definition: definition, options: MigrationOptions()).generate()
            files = output.files.count
        }
        precondition(files == 1_000 + 500 + 3, "expected a file per intent, per widget intent, and the enum, type and catalog")
        let peer = try Harness.bestTime {
            _ = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        }
        Harness.report("migrate convert (1,000 intents, \(bytes.count / 1024) KiB)", operations: 1_000, ours: ours, peerName: "PropertyListSerialization parse only", peer: peer)
        try MemoryProbe.report("migration", inputBytes: bytes.count)
        Harness.record(Figure(benchmark: "migration", name: "convert 1,000 intents", unit: "ms", ours: ours * 1000, peerName: "PropertyListSerialization parse only",
                              peer: peer * 1000, ratio: peer / ours, goal: "under 300 ms", met: ours < 0.3))
        print("  goal: under 300 ms for the whole conversion — \(ours < 0.3 ? "met" : "NOT met") (\(String(format: "%.0f", ours * 1000)) ms)")

        // The real-world corpora: every definition read (with its string tables and localized copies) and converted, in one process.
        let paths = corpusDefinitions()
        guard !paths.isEmpty else {
            print("migrate convert (corpora): skipped, the corpora are not beside the repository (set INTENTKIT_CORPUS / INTENTKIT_REALWORLD)")
            return
        }
        var converted = 0
        let corpus = try Harness.bestTime(repetitions: 3) {
            converted = 0
            for path in paths {
                let read = IntentDefinitionReader.read(contentsOf: path)
                guard let definition = read.definition, !read.diagnostics.contains(where: { $0.severity == .error }) else { throw UncleanDefinition() }
                converted += MigrationGenerator(definition: definition, options: MigrationOptions()).generate().files.count
            }
        }
        let corpusPeer = try Harness.bestTime(repetitions: 3) {
            for path in paths {
                _ = try PropertyListSerialization.propertyList(from: try Data(contentsOf: URL(fileURLWithPath: path)), format: nil)
            }
        }
        Harness.report("migrate convert (\(paths.count) corpus definitions, \(converted) files)", operations: paths.count, ours: corpus, peerName: "PropertyListSerialization read and parse only", peer: corpusPeer)
        print("  goal: under 2 s for all of them — \(corpus < 2 ? "met" : "NOT met") (\(String(format: "%.0f", corpus * 1000)) ms)")
    }
}

/// The generated definition did not read without diagnostics.
struct UncleanDefinition: Error {}
