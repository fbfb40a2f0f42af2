import AppIntentModel
import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
@testable import IntentMigration
import MigratedFixtures
import SwiftParser
import SwiftSyntax
import Testing

/// Generated names meet the definition's: every name a conversion generates is checked against every SiriKit name of
/// the corpora and every Swift keyword, the result is type-checked, and what stored configurations refer to is kept.
@Suite("Names a conversion generates never collide")
struct MigrationNamesTests {
    /// Every keyword swift-syntax knows (`Keyword`'s cases), by its text.
    static let keywords: [String] = (0...UInt8.max).compactMap { raw in Keyword(rawValue: raw).map { TokenSyntax.keyword($0).text } }

    /// The members and names the generator itself writes into the types it declares.
    static let generatedNames: Set<String> = SwiftSource.namesGeneratedCodeUses
        .union(MigrationNames.entityMembers).union(MigrationNames.enumMembers)
        .union(["intentClassName", "title", "description", "parameterSummary", "init", "perform", "defaultQuery", "typeDisplayRepresentation",
                "rawValue", "hashValue", "kind", "Kind", "fixedChoices", "entities", "suggestedEntities", "results", "defaultResult",
                "full", "supporting", "appIntent", "siriKit", "unknown", "_", "$0"])

    @Test("SwiftSource's keywords are the ones swift-syntax says a declaration or a member access needs backquotes for, and a few more for a reason")
    func keywordList() {
        #expect(Self.keywords.count > 100)
        let needed = Set(Self.keywords.filter { !$0.isValidSwiftIdentifier(for: .variableName) || !$0.isValidSwiftIdentifier(for: .memberAccess) })
        // Escaped though swift-syntax takes them as names: `_` is the wildcard (a token, not a keyword); `Type` and
        // `Protocol` after a type name are its metatypes; `await`, `borrowing`, `consuming`, `nonisolated` and `open`
        // are contextual keywords that begin an expression, a parameter or a declaration where a name can stand.
        let alsoEscaped: Set<String> = ["_", "Type", "Protocol", "await", "borrowing", "consuming", "nonisolated", "open"]
        #expect(SwiftSource.keywords == needed.union(alsoEscaped),
                "only in SwiftSource: \(SwiftSource.keywords.subtracting(needed.union(alsoEscaped)).sorted()); only in swift-syntax: \(needed.subtracting(SwiftSource.keywords).sorted())")
    }

    @Test("every Swift keyword and every name the generator writes, as intent, parameter, property, case, dialog and argument names, converts into code that compiles")
    func keywordsAndGeneratedNames() throws {
        try Self.check(Array(Set(Self.keywords).union(Self.generatedNames)).sorted(), label: "keywords")
    }

    @Test("every intent, parameter, response, property, enum, case and type name of the corpora, in every role, converts into code that compiles",
          .enabled(if: CorpusDefinition.shouldRun, Comment(rawValue: CorpusDefinition.skipReason)))
    func corpusNames() throws {
        try CorpusDefinition.requireCorpora()
        var names: Set<String> = []
        for definition in CorpusDefinition.all {
            guard let read = IntentDefinitionReader.read(contentsOf: definition.path, translations: false).definition else { continue }
            for intent in read.intents {
                names.insert(intent.name)
                names.formUnion(intent.parameters.map(\.name))
                names.formUnion(intent.response?.parameters.map(\.name) ?? [])
                names.formUnion(intent.response?.codes.map(\.name) ?? [])
            }
            for enumeration in read.enums { names.insert(enumeration.name); names.formUnion(enumeration.values.map(\.name)) }
            for type in read.types { names.insert(type.name); names.formUnion(type.properties.map(\.name)) }
        }
        #expect(names.count > 700, "\(names.count) names")
        try Self.check(names.union(Self.generatedNames).sorted(), label: "corpus")
    }

    // MARK: The hostile fixture, compiled in MigratedFixtures

    @Test("a type with properties id, displayString, displayRepresentation; cases default, self, Type, allCases; parameters named like the intent, _name beside name, URL beside URL(string:): compiled and reflected")
    func collisionsFixture() async throws {
        let reflection = await MetadataReflector(module: "MigratedFixtures").reflect(intents: [Collide.self, ClashAppIntent.self])
        #expect(reflection.diagnostics.filter { $0.severity == .error }.isEmpty, "\(reflection.diagnostics)")
        let collide = try #require(reflection.document.intents.first { $0.identifier == "Collide" })
        #expect(collide.intentClassName == "CollideIntent")
        #expect(collide.parameters.map(\.name) == [
            "Collide", "perform", "title", "description", "intentClassName", "parameterSummary", "init", "name", "_nameParameter", "Name",
            "URLParameter", "link", "SummaryParameter", "WhenParameter", "IntentDescriptionParameter", "orderTypeParameter", "orderType",
            "mode", "picked", "other", "thing", "choices", "CollideChoicesOptionsProviderParameter",
        ])
        // The case renamed for `allCases` keeps the SiriKit name as its raw value: the default, and stored values, match it.
        #expect(collide.parameter(named: "mode")?.defaultValue == .string("allCases"))
        let clash = try #require(reflection.document.enums.first { $0.identifier == "ClashAppEnum" })
        #expect(clash.cases.map(\.value) == [
            "default", "self", "Type", "allCases", "typeDisplayRepresentation", "caseDisplayRepresentations", "DisplayRepresentation",
            "order-type", "orderType", "Name", "name", "rawValue", "init",
        ].map(MetadataValue.string))
        // The generated `id` and `displayString` hold the SiriKit object's; the custom properties of those names are others.
        let thing = ThingAppEntity(id: "identifier", displayString: "Text")
        thing.idProperty = "custom id"
        thing.displayStringProperty = "custom text"
        #expect(thing.id == "identifier" && thing.displayString == "Text")
        #expect(thing.idProperty == "custom id" && thing.displayStringProperty == "custom text")
        // Two response codes that spell the same function: the second is another function.
        #expect(IntentDialog.collideSuccessNow(self: "s", orderTypeArgument: "o-t", orderType: "oT", IntentDialogArgument: "d", Collide: "c").description == "s o-t oT d c")
        #expect(IntentDialog.collideSuccessNowDialog(now: "n").description == "Now n")

        let output = try MigrationGeneratorTests.convert("Tests/IntentMigrationTests/Fixtures/Collisions/Base.lproj/Collisions.intentdefinition", MigrationOptions())
        // Types: an intent beside the SiriKit enum or class of its name, one named like WidgetKit's protocol, one differing by case.
        #expect(output.files.map(\.path).filter { $0.hasSuffix(".swift") && !$0.contains("+") } == [
            "ClashAppEnum.swift", "ClashAppIntent.swift", "Collide.swift", "CollideAppIntent.swift", "CollideSuccess.swift",
            "ThingAppEntity.swift", "ThingAppIntent.swift", "WidgetConfigurationAppIntent.swift",
        ])
        let renamed = output.diagnostics.filter { $0.id == MigrationChecks.renamedIdentifier.id }
        // Parameters (`_name`, `URL`, `Summary`, `When`, `IntentDescription`, `order-type`, the provider's name, `String`,
        // `Bool`): their stored values are lost. Properties and cases (`id`, `displayString`, `displayRepresentation`,
        // `UUID`, `DisplayRepresentation`, the query's name; `allCases` and three more): nothing stored is lost.
        #expect(renamed.filter { $0.severity == .warning }.count == 9)
        #expect(renamed.filter { $0.severity == .remark }.count == 10)
    }

    @Test("stored values follow the conversion's names: kept names and renamed cases carry over, a renamed parameter is dropped under its new name")
    func storedConfigurations() async throws {
        let definition = try #require(IntentDefinitionReader.read(
            contentsOf: packageRoot() + "/Tests/IntentMigrationTests/Fixtures/Collisions/Base.lproj/Collisions.intentdefinition", translations: false
        ).definition)
        let document = await MetadataReflector(module: "MigratedFixtures").reflect(intents: [Collide.self]).document
        let json = #"{"configurations": [{"id": "widget", "intentClassName": "CollideIntent", "parameters": {"orderType": "a", "order-type": "b", "mode": "allCases", "perform": "p", "URL": "u", "_name": "n", "Collide": "c"}}]}"#
        let read = StoredConfigurations.read(Array(json.utf8), path: "configurations.json")
        #expect(read.diagnostics.isEmpty)
        let result = StoredConfigurations.migrate(read.configurations, old: definition, new: document)
        let migrated = try #require(result.migrated.first)
        #expect(migrated.parameters == ["orderType": .string("a"), "mode": .string("allCases"), "perform": .string("p"), "Collide": .string("c")])
        #expect(migrated.dropped == ["URL", "_name", "order-type"])
        #expect(result.diagnostics.map(\.message).sorted() == [
            "widget: 'URL' is dropped: the conversion declares it as 'URLParameter' because the generated code declares or uses 'URL' there too, and the system matches parameters by name",
            "widget: '_name' is dropped: the conversion declares it as '_nameParameter' because the generated code declares or uses '_name' there too, and the system matches parameters by name",
            "widget: 'order-type' is dropped: the conversion declares it as 'orderTypeParameter' to be a Swift identifier, and the system matches parameters by name",
        ])
    }

    // MARK: Converting every name in every role

    /// Converts a definition that uses each of `names` as an intent's name, a parameter, a response parameter and its
    /// dialog token, a response code, a custom type's property and an enum's case (in groups of 100), type-checks the
    /// result, and checks that nothing was renamed without a collision, and that every case keeps its SiriKit name.
    static func check(_ names: [String], label: String) throws {
        let names = names.filter { !$0.isEmpty }
        let groups = stride(from: 0, to: names.count, by: 100).map { Array(names[$0..<min($0 + 100, names.count)]) }
        let definition = try syntheticDefinition(names, groups: groups)
        let output = MigrationGenerator(definition: definition, options: MigrationOptions()).generate()
        #expect(!output.diagnostics.contains { $0.severity == .error }, "\(output.diagnostics.filter { $0.severity == .error })")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-names-\(label)-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try output.write(to: folder, force: false)
        let swiftFiles = output.files.map(\.path).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        let compiled = try SwiftCompiler.typeCheck(swiftFiles)
        #expect(compiled.status == 0, "\(compiled.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20).joined(separator: "\n"))")

        let naming = MigrationNames(definition)
        let reserved = SwiftSource.namesGeneratedCodeUses
        /// Whether a name must yield in a scope of `group`: not an identifier as written, generated there, or beside its `_` twin.
        func mustYield(_ name: String, in group: [String], alsoReserved: Set<String>) -> Bool {
            SwiftSource.identifier(name, upperFirst: false) != name || reserved.contains(name) || alsoReserved.contains(name)
                || group.contains("_" + name) || (name.hasPrefix("_") && group.contains(String(name.dropFirst())))
                || group.contains { $0 != name && SwiftSource.identifier($0, upperFirst: false) == name }
        }
        for (index, group) in groups.enumerated() {
            let intent = try #require(definition.customIntents.first { $0.name == "Group\(index)" })
            let providers = Set(intent.parameters.filter(MigrationNames.needsOptionsProvider).map { naming.optionsProvider($0.name, of: intent) })
            let members = group.map { naming.parameter($0, of: intent) }
            #expect(Set(members).count == group.count, "parameters of group \(index) share a name")
            for (name, member) in zip(group, members) where member != name {
                #expect(mustYield(name, in: group, alsoReserved: providers), "parameter '\(name)' became '\(member)' without a collision")
            }
            let properties = group.map { naming.property($0, of: "Thing\(index)") }
            #expect(Set(properties).count == group.count, "properties of group \(index) share a name")
            for (name, member) in zip(group, properties) where member != name {
                #expect(mustYield(name, in: group, alsoReserved: MigrationNames.entityMembers.union(["Thing\(index)AppEntityQuery"])),
                        "property '\(name)' became '\(member)' without a collision")
            }
            let cases = group.map { naming.enumCase($0, of: "Choice\(index)") }
            #expect(Set(cases).count == group.count, "cases of group \(index) share a name")
            for (name, member) in zip(group, cases) where member != name {
                #expect(mustYield(name, in: group, alsoReserved: MigrationNames.enumMembers), "case '\(name)' became '\(member)' without a collision")
            }
            // The raw values, read back from the generated enum, are the SiriKit case names.
            let enumFile = try #require(output.files.first { $0.path == naming.enumeration("Choice\(index)") + ".swift" })
            #expect(rawValues(in: enumFile.contents) == group, "the raw values of Choice\(index)")
        }
        // Each name as an intent's name: the types are distinct ignoring case (each names a file), and kept when nothing takes them.
        let typeNames = definition.customIntents.map { naming.intent($0) }
        #expect(Set(typeNames.map { $0.lowercased() }).count == typeNames.count)
        #expect(Set(output.files.map { $0.path.lowercased() }).count == output.files.count)
    }

    /// The raw values of the first enum of `source`: each case's string literal, or its name.
    static func rawValues(in source: String) -> [String] {
        let tree = Parser.parse(source: source)
        guard let declaration = tree.statements.lazy.compactMap({ Syntax($0.item).as(EnumDeclSyntax.self) }).first else { return [] }
        return declaration.memberBlock.members.flatMap { member -> [String] in
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            return cases.elements.map { element in
                if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue { return text }
                return element.name.text.trimmingCharacters(in: ["`"])
            }
        }
    }

    /// The definition: an intent named for each name, and per group of names `Group<i>` (each name a parameter, a response
    /// parameter named in a dialog, a response code; all of them one combination, whose summary names them), `Thing<i>`
    /// (each a property) and `Choice<i>` (each a case).
    static func syntheticDefinition(_ names: [String], groups: [[String]]) throws -> SiriIntentDefinition {
        var intents: [[String: Any]] = []
        var types: [[String: Any]] = []
        var enums: [[String: Any]] = []
        var tag = 0
        func parameter(_ name: String, _ extra: [String: Any] = [:]) -> [String: Any] {
            tag += 1
            return ["INIntentParameterName": name, "INIntentParameterDisplayName": "P " + name, "INIntentParameterType": "String",
                    "INIntentParameterTag": tag].merging(extra) { _, new in new }
        }
        for (index, group) in groups.enumerated() {
            let dialog = group.map { "${\($0)}" }.joined(separator: " ")
            var parameters = group.map { parameter($0) }
            parameters.append(parameter("group\(index)Thing", ["INIntentParameterType": "Object", "INIntentParameterObjectType": "Thing\(index)",
                                                               "INIntentParameterSupportsDynamicEnumeration": true]))
            parameters.append(parameter("group\(index)Choice", ["INIntentParameterType": "Integer", "INIntentParameterEnumType": "Choice\(index)"]))
            let title = group.prefix(10).map { "${\($0)}" }.joined(separator: " ")
            intents.append([
                "INIntentName": "Group\(index)", "INIntentTitle": "Group \(index)", "INIntentType": "Custom", "INIntentEligibleForWidgets": true,
                "INIntentParameters": parameters,
                "INIntentParameterCombinations": [group.joined(separator: ","): ["INIntentParameterCombinationTitle": title, "INIntentParameterCombinationIsPrimary": true]],
                "INIntentResponse": [
                    "INIntentResponseParameters": group.map { ["INIntentResponseParameterName": $0, "INIntentResponseParameterType": "String"] },
                    "INIntentResponseCodes": [["INIntentResponseCodeName": "all-tokens", "INIntentResponseCodeFormatString": dialog]]
                        + group.map { ["INIntentResponseCodeName": $0, "INIntentResponseCodeFormatString": "Done"] },
                ] as [String: Any],
            ])
            types.append(["INTypeName": "Thing\(index)", "INTypeDisplayName": "Thing \(index)", "INTypeProperties": [
                ["INTypePropertyName": "identifier", "INTypePropertyType": "String", "INTypePropertyDefault": true],
                ["INTypePropertyName": "displayString", "INTypePropertyType": "String", "INTypePropertyDefault": true],
            ] + group.map { ["INTypePropertyName": $0, "INTypePropertyDisplayName": "Property " + $0, "INTypePropertyType": "String", "INTypePropertyDefault": false] }])
            enums.append(["INEnumName": "Choice\(index)", "INEnumDisplayName": "Choice \(index)", "INEnumValues":
                group.enumerated().map { ["INEnumValueName": $1, "INEnumValueDisplayName": "Case " + $1, "INEnumValueIndex": $0 + 1] }])
        }
        for name in names {
            intents.append(["INIntentName": name, "INIntentTitle": "Named " + name, "INIntentType": "Custom", "INIntentParameters": [parameter("value")]])
        }
        let root: [String: Any] = ["INIntentDefinitionModelVersion": "1.2", "INIntentDefinitionNamespace": "Nm", "INIntents": intents, "INTypes": types, "INEnums": enums]
        let data = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
        let read = IntentDefinitionReader.read([UInt8](data), path: "Names.intentdefinition")
        #expect(!read.diagnostics.contains { $0.severity == .error }, "\(read.diagnostics.filter { $0.severity == .error }.prefix(5))")
        return try #require(read.definition)
    }
}
