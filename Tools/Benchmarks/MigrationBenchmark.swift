import Foundation
import IntentMigration

/// Converting a generated definition with 1,000 intents (goal: under 1 s), against Foundation's bare parse of the same file.
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
                              peer: peer * 1000, ratio: peer / ours, goal: "under 1000 ms", met: ours < 1))
        print("  goal: under 1 s for the whole conversion — \(ours < 1 ? "met" : "NOT met") (\(String(format: "%.0f", ours * 1000)) ms)")
    }
}

/// The generated definition did not read without diagnostics.
struct UncleanDefinition: Error {}
