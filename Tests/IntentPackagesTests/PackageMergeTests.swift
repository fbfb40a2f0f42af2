import AppIntentModel
import CookbookApp
import CookbookCore
import CookbookFeatures
import CookbookWidgets
import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
import IntentPackages
import Testing

@Suite struct PackageMergeTests {
    let example = packageRoot() + "/Examples/FrameworkPackages/manifest.json"
    let fixtures = fixturesDirectory()

    func merge(_ manifest: String) throws -> (PackageMerge, [Diagnostic]) {
        let loaded = PackageManifest.load(contentsOf: manifest)
        let merge = loaded.graph.merge(root: try #require(loaded.root))
        return (merge, loaded.diagnostics + merge.diagnostics.filter { !loaded.diagnostics.contains($0) })
    }

    /// The example's frameworks as Swift modules: each reflected on its own, then graphed by their package types.
    func swiftGraph() async -> PackageGraph {
        var graph = PackageGraph()
        graph.add(package: CookbookAppPackage.self, contents: await CookbookAppModule.reflect().document)
        graph.add(package: FeatureKitPackage.self, contents: await CookbookFeaturesModule.reflect().document)
        graph.add(package: WidgetKitPackage.self, contents: await CookbookWidgetsModule.reflect().document)
        graph.add(package: CoreKitPackage.self, contents: await CookbookCoreModule.reflect().document)
        return graph
    }

    func withoutLocations(_ document: MetadataDocument) -> MetadataDocument {
        var document = document
        for index in document.intents.indices { document.intents[index].location = nil }
        for index in document.entities.indices { document.entities[index].location = nil }
        for index in document.enums.indices { document.enums[index].location = nil }
        for index in document.queries.indices { document.queries[index].location = nil }
        for index in document.shortcutsProviders.indices { document.shortcutsProviders[index].location = nil }
        return document
    }

    @Test func theExampleMergesCleanlyAndMatchesTheGolden() throws {
        let (merge, diagnostics) = try merge(example)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        assertMatchesGolden(try withoutLocations(merge.document).jsonString(), golden: fixtures + "/Golden/FrameworkPackages.merged.json")
        let merged = merge.document
        #expect(merged.entity("IngredientEntity")?.provenance == DefinitionProvenance(package: "CoreKitPackage", includePath: ["CookbookAppPackage", "FeatureKitPackage", "CoreKitPackage"]))
        #expect(merged.intent("ShoppingListWidgetIntent")?.provenance?.includePath == ["CookbookAppPackage", "WidgetKitPackage"])
        #expect(merged.packages.last?.provenance?.includePath == ["CookbookAppPackage", "WidgetKitPackage"])
        #expect(merged.entities.map(\.identifier) == ["IngredientEntity"], "the diamond contributes the core framework once")
        #expect(merged.packages.map(\.identifier) == ["CookbookAppPackage", "FeatureKitPackage", "CoreKitPackage", "WidgetKitPackage"])
        #expect(MetadataValidator.validate(merged).isEmpty, "cross-package references all resolve")
    }

    @Test func swiftModulesAndDocumentsMergeToTheSameDocument() async throws {
        let fromDocuments = withoutLocations(try merge(example).0.document)
        let fromSwift = await swiftGraph().merge(root: "CookbookAppPackage")
        #expect(fromSwift.diagnostics.isEmpty, "\(fromSwift.diagnostics)")
        #expect(fromSwift.document == fromDocuments)
    }

    @Test func swiftAndDocumentSourcesMix() async throws {
        // The app in Swift; its frameworks from the documents on disk.
        var graph = PackageGraph()
        graph.add(package: CookbookAppPackage.self, contents: await CookbookAppModule.reflect().document)
        let folder = packageRoot() + "/Examples/FrameworkPackages/"
        for module in ["CookbookFeatures", "CookbookWidgets", "CookbookCore"] {
            let loaded = MetadataLoader.load(contentsOf: folder + module + "/metadata.json")
            graph.add(document: try #require(loaded.document), path: module)
        }
        let merge = graph.merge(root: "CookbookAppPackage")
        #expect(merge.diagnostics.isEmpty, "\(merge.diagnostics)")
        #expect(merge.document == withoutLocations(try self.merge(example).0.document))
    }

    @Test(arguments: ["CookbookApp", "CookbookFeatures", "CookbookWidgets", "CookbookCore"])
    func theShippedDocumentsAreTheModulesReflections(module: String) async throws {
        let reflections: [String: @Sendable () async -> MetadataReflection] = [
            "CookbookApp": CookbookAppModule.reflect, "CookbookFeatures": CookbookFeaturesModule.reflect,
            "CookbookWidgets": CookbookWidgetsModule.reflect, "CookbookCore": CookbookCoreModule.reflect,
        ]
        let reflection = await reflections[module]!()
        #expect(reflection.diagnostics.isEmpty, "a framework on its own does not report references into others: \(reflection.diagnostics)")
        let shipped = try String(contentsOfFile: packageRoot() + "/Examples/FrameworkPackages/\(module)/metadata.json", encoding: .utf8)
        #expect(try reflection.document.jsonString() == shipped, "re-run: swift run reflect-examples \(module) -o Examples/FrameworkPackages/\(module)/metadata.json")
    }

    @Test func identicalDefinitionsMergeAndDifferentOnesConflict() throws {
        let (merge, diagnostics) = try merge(fixtures + "/conflict/manifest.json")
        #expect(merge.document.enumeration("Course")?.provenance == DefinitionProvenance(package: "LeftPackage", includePath: ["AppPackage", "LeftPackage"], alsoFrom: ["RightPackage"]))
        #expect(diagnostics.map(\.id) == [PackageChecks.identifierKindClash.id, PackageChecks.conflictingDefinition.id])
        let conflict = try #require(diagnostics.last)
        #expect(conflict.message == "entity 'Recipe' is defined differently by package 'LeftPackage' and package 'RightPackage'; the definition from 'LeftPackage' is kept")
        #expect(conflict.notes.prefix(2).map(\.message) == [#"only in 'LeftPackage': "title" : "Title","#, #"only in 'RightPackage': "title" : "Name","#])
        #expect(conflict.location?.line == 4)
        #expect(merge.document.entity("Recipe")?.properties.first?.title == "Title", "the first definition is kept")
        #expect(diagnostics.first?.message == "'Dessert' is an enum in package 'LeftPackage' and an intent in package 'RightPackage'; identifiers must be unique across the app")
    }

    @Test func crossPackageReferencesResolveOrAreReportedWithTheirPackage() throws {
        let (_, diagnostics) = try merge(fixtures + "/references/manifest.json")
        #expect(diagnostics.map(\.id) == [PackageChecks.undeclaredDependency.id, PackageChecks.danglingReference.id, PackageChecks.danglingReference.id])
        #expect(diagnostics[0].fixIt == "add 'WidgetsPackage' to the includedPackages of 'FeaturesPackage'")
        #expect(diagnostics[1].context == ["identifier": "Recipe", "package": "FeaturesPackage"])
        #expect(diagnostics[1].message.hasSuffix("'FeaturesPackage' includes 'CorePackage', so 'FeaturesPackage' or one of those should declare it"))
        #expect(diagnostics[2].message == "parameter 'course' of intent 'AddIntent' (package 'FeaturesPackage') uses entity 'IngredientQuery', but 'IngredientQuery' is a query (from package 'CorePackage')")
    }

    @Test func appLevelShortcutRulesApplyAfterMerging() throws {
        let (_, diagnostics) = try merge(fixtures + "/providers/manifest.json")
        #expect(diagnostics.map(\.id) == [PackageChecks.multipleShortcutsProviders.id, PackageChecks.tooManyShortcuts.id])
        #expect(diagnostics[1].message == "Found 11 App Shortcuts, but each app may have at most 10")
        #expect(diagnostics[0].notes.map(\.message) == ["'AppShortcuts' is declared by package 'AppPackage'", "'KitShortcuts' is declared by package 'KitPackage'"])
    }

    @Test func unownedDocumentsAndBadEntriesAreReported() throws {
        let loaded = PackageManifest.load(contentsOf: fixtures + "/unowned/manifest.json")
        #expect(loaded.diagnostics.map(\.id) == [
            PackageChecks.invalidManifest.id, PackageChecks.unknownKey.id, PackageChecks.invalidManifest.id,
            PackageChecks.unownedDocument.id, PackageChecks.unownedDocument.id,
        ])
        #expect(loaded.diagnostics[1].message == "unknown key 'pth' is ignored; did you mean 'path'?")
        #expect(loaded.graph.identifiers == ["AppPackage"])
    }

    @Test func aPackageDeclaredTwiceIsReported() {
        var graph = PackageGraph()
        graph.add(document: MetadataDocument(packages: [PackageDefinition(identifier: "CorePackage")]), path: "a.json")
        graph.add(document: MetadataDocument(packages: [PackageDefinition(identifier: "CorePackage")]), path: "b.json")
        #expect(graph.diagnostics.map(\.message) == ["package 'CorePackage' is declared by b.json and already by a.json; the second is ignored"])
    }

    @Test func aMalformedManifestIsAPositionedError() throws {
        let path = NSTemporaryDirectory() + "intentkit-\(UUID().uuidString).json"
        try "{\"root\": \"App\", \"documents\": [\"a.json\",]}".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = PackageManifest.load(contentsOf: path)
        #expect(loaded.diagnostics.map(\.id) == [PackageChecks.invalidManifest.id])
        #expect(loaded.diagnostics.first?.location?.line == 1)
        #expect(loaded.root == nil)
    }
}

@Suite struct PackageMergeBatchTests {
    func enumeration(_ identifier: String, case value: String = "a") -> EnumDefinition {
        EnumDefinition(identifier: identifier, typeDisplayRepresentation: "T", cases: [EnumCaseDefinition(value: .string(value), displayRepresentation: "A")])
    }

    @Test func aRepeatedDefinitionInTheMiddleOfAPackageIsMergedAndTheRestKept() {
        var graph = PackageGraph()
        graph.add(PackageGraph.Node(identifier: "App", includes: [.init(identifier: "Left"), .init(identifier: "Right")], contents: MetadataDocument(), origin: "app"))
        graph.add(PackageGraph.Node(identifier: "Left", includes: [], contents: MetadataDocument(enums: [enumeration("A"), enumeration("B")]), origin: "left"))
        graph.add(PackageGraph.Node(identifier: "Right", includes: [], contents: MetadataDocument(enums: [enumeration("C"), enumeration("B"), enumeration("D")]), origin: "right"))
        let merge = graph.merge(root: "App")
        #expect(merge.diagnostics.isEmpty)
        #expect(merge.document.enums.map(\.identifier) == ["A", "B", "C", "D"])
        #expect(merge.document.enums.map { $0.provenance?.package } == ["Left", "Left", "Right", "Right"])
        #expect(merge.document.enumeration("B")?.provenance?.alsoFrom == ["Right"])
    }

    /// A reference to an identifier the package defines itself resolves to the package's definition only when no
    /// earlier package defined it; naming an own identifier with another kind is a dangling reference.
    @Test func referencesToOwnDefinitionsResolveToTheFirstDefinition() {
        func intent(_ identifier: String, using type: ValueType) -> IntentDefinition {
            IntentDefinition(identifier: identifier, title: "T", parameters: [ParameterDefinition(name: "p", title: "P", type: type)])
        }
        var graph = PackageGraph()
        graph.add(PackageGraph.Node(identifier: "App", includes: [.init(identifier: "Early"), .init(identifier: "Late")], contents: MetadataDocument(), origin: "app"))
        graph.add(PackageGraph.Node(identifier: "Early", includes: [], contents: MetadataDocument(enums: [enumeration("Shared")]), origin: "early"))
        // `Late` owns `Own`, names it as an enum once (wrong) and as an entity once (right), and redefines `Shared`,
        // which `Early` owns: its own reference to `Shared` resolves to `Early`'s, which it does not include.
        graph.add(PackageGraph.Node(identifier: "Late", includes: [], contents: MetadataDocument(
            intents: [intent("Right", using: .entity("Own")), intent("Wrong", using: .enumeration("Own")), intent("Borrowing", using: .enumeration("Shared"))],
            entities: [EntityDefinition(identifier: "Own", typeDisplayRepresentation: "Own")],
            enums: [enumeration("Shared")]
        ), origin: "late"))
        let merge = graph.merge(root: "App")
        #expect(merge.diagnostics.map(\.id) == [PackageChecks.danglingReference.id, PackageChecks.undeclaredDependency.id])
        #expect(merge.diagnostics.first?.message == "parameter 'p' of intent 'Wrong' (package 'Late') uses enum 'Own', but 'Own' is an entity (from package 'Late')")
        #expect(merge.diagnostics.last?.context["provider"] == "Early")

        // The same package without the redefinition owns all it defines: only the wrong kind is reported.
        var clean = PackageGraph()
        clean.add(PackageGraph.Node(identifier: "App", includes: [], contents: MetadataDocument(
            intents: [intent("Right", using: .entity("Own")), intent("Wrong", using: .enumeration("Own"))],
            entities: [EntityDefinition(identifier: "Own", typeDisplayRepresentation: "Own")]
        ), origin: "app"))
        #expect(clean.merge(root: "App").diagnostics.map(\.id) == [PackageChecks.danglingReference.id])
    }

    @Test func aDefinitionRepeatedWithinOnePackageIsCheckedToo() {
        var graph = PackageGraph()
        graph.add(PackageGraph.Node(identifier: "App", includes: [], contents: MetadataDocument(enums: [enumeration("A"), enumeration("A", case: "b")]), origin: "app"))
        let merge = graph.merge(root: "App")
        #expect(merge.diagnostics.map(\.id) == [PackageChecks.conflictingDefinition.id])
        #expect(merge.document.enums.count == 1)
        #expect(merge.document.enumeration("A")?.provenance?.alsoFrom == [])
    }
}
