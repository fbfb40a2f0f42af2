import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentMigration
import Testing

/// Parent parameters whose nested summaries the compiler cannot finish: above the budget, one summary of every parameter.
@Suite("Summaries the compiler can finish")
struct SummaryBudgetTests {
    /// A widget intent with `slots` enum parents of `kinds` cases each, every case but the first showing a child of its own.
    static func slotsDefinition(slots: Int, kinds: Int) throws -> SiriIntentDefinition {
        var parameters: [[String: Any]] = []
        for slot in 1...slots {
            parameters.append([
                "INIntentParameterName": "slot\(slot)Type", "INIntentParameterType": "Integer",
                "INIntentParameterEnumType": "Kind", "INIntentParameterDisplayName": "Slot \(slot)",
            ])
            for kind in 1..<kinds {
                parameters.append([
                    "INIntentParameterName": "slot\(slot)Value\(kind)", "INIntentParameterType": "String",
                    "INIntentParameterDisplayName": "Slot \(slot) value \(kind)",
                    "INIntentParameterRelationship": [
                        "INIntentParameterRelationshipParentName": "slot\(slot)Type",
                        "INIntentParameterRelationshipPredicateName": "EnumHasExactValue",
                        "INIntentParameterRelationshipPredicateValue": "k\(kind)",
                    ],
                ])
            }
        }
        let values: [[String: Any]] = [["INEnumValueName": "unknown", "INEnumValueDisplayName": "Unknown"]]
            + (0..<kinds).map { ["INEnumValueName": "k\($0)", "INEnumValueDisplayName": "Kind \($0)", "INEnumValueIndex": $0 + 1] }
        let root: [String: Any] = [
            "INIntentDefinitionModelVersion": "1.2",
            "INEnums": [["INEnumName": "Kind", "INEnumDisplayName": "Kind", "INEnumValues": values]],
            "INTypes": [[String: Any]](),
            "INIntents": [[
                "INIntentName": "Slots", "INIntentType": "Custom", "INIntentTitle": "Show Slots", "INIntentEligibleForWidgets": true,
                "INIntentConfigurable": true, "INIntentParameters": parameters,
            ]],
        ]
        let bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0))
        let read = IntentDefinitionReader.read(bytes, path: "Slots.intentdefinition")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        return try #require(read.definition)
    }

    static func typeCheck(_ output: MigrationOutput) throws -> SwiftCompiler.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-slots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try output.write(to: folder, force: false)
        return try SwiftCompiler.typeCheck(output.files.map(\.path).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 })
    }

    @Test("Four slots of four kinds need 256 summaries: by default one summary of every parameter, which type-checks in under 60 s")
    func fourSlotsTypeCheckQuickly() throws {
        let definition = try Self.slotsDefinition(slots: 4, kinds: 4)
        let output = MigrationGenerator(definition: definition, options: MigrationOptions()).generate()
        #expect(output.summaryCounts["SlotsIntent"] == 256)
        let warning = try #require(output.diagnostics.first { $0.id == "migration.summary-explosion" })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("need 256 parameter summaries (threshold 4), more than the 32 a nested When/Switch can have and still type-check quickly"))
        let code = try #require(output.files.first { $0.path == "Slots.swift" }).contents
        #expect(!code.contains("Switch(") && !code.contains("When("))
        #expect(code.contains("// - slot4Value3 when slot4Type is k3"))
        // Every parameter once, in the definition's order.
        let listed = code.split(separator: "\n").filter { $0.contains("\\.$") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(listed == definition.customIntents[0].parameters.map { "\\.$\($0.name)" })
        let result = try Self.typeCheck(output)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.seconds < 60, "the 4-slot conversion took \(result.seconds) s to type-check")
    }

    @Test("Within the budget the nested Switch is kept: two slots of four kinds, 16 summaries")
    func withinTheBudgetTheConditionsStay() throws {
        let output = MigrationGenerator(definition: try Self.slotsDefinition(slots: 2, kinds: 4), options: MigrationOptions()).generate()
        #expect(output.summaryCounts["SlotsIntent"] == 16)
        let code = try #require(output.files.first { $0.path == "Slots.swift" }).contents
        #expect(code.components(separatedBy: "Switch(\\.$slot2Type)").count - 1 == 4)
        #expect(!code.contains("would take the compiler minutes"))
        let result = try Self.typeCheck(output)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("--flatten-parents makes one summary from sectioned entities; a smaller budget simplifies what flattening leaves")
    func flatteningAndTheBudget() throws {
        let definition = try Self.slotsDefinition(slots: 4, kinds: 4)
        let flat = MigrationGenerator(definition: definition, options: MigrationOptions(flattenParents: true)).generate()
        #expect(flat.summaryCounts["SlotsIntent"] == 1)
        #expect(flat.files.contains { $0.path == "KindChoiceAppEntity.swift" })
        let tight = MigrationGenerator(definition: try Self.slotsDefinition(slots: 2, kinds: 4), options: MigrationOptions(summaryBudget: 8)).generate()
        #expect(tight.files.first { $0.path == "Slots.swift" }?.contents.contains("would take the compiler minutes") == true)
    }
}
