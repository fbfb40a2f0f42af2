import Diagnostics
import IntentKitTestSupport
import IntentMetadata
import IntentPackages
import Testing

/// A graph built in code: each package with its includes and, optionally, an enum it declares.
func graph(_ packages: [(String, [String])]) -> PackageGraph {
    var graph = PackageGraph()
    for (identifier, includes) in packages {
        graph.add(PackageGraph.Node(
            identifier: identifier,
            includes: includes.map { PackageGraph.Include(identifier: $0) },
            contents: MetadataDocument(),
            origin: "\(identifier).json"
        ))
    }
    return graph
}

@Suite struct PackageResolutionTests {
    let example = packageRoot() + "/Examples/FrameworkPackages/manifest.json"

    @Test func theDiamondExampleResolvesEachPackageOnce() throws {
        let loaded = PackageManifest.load(contentsOf: example)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let resolution = loaded.graph.resolve(root: try #require(loaded.root))
        #expect(resolution.diagnostics.isEmpty)
        #expect(resolution.order == ["CookbookAppPackage", "FeatureKitPackage", "CoreKitPackage", "WidgetKitPackage"])
        #expect(resolution.includePath(to: "CoreKitPackage") == ["CookbookAppPackage", "FeatureKitPackage", "CoreKitPackage"])
        #expect(resolution.includePath(to: "CookbookAppPackage") == ["CookbookAppPackage"])
    }

    @Test func aCycleIsReportedWithItsPathAndNotFollowed() {
        let resolution = graph([("App", ["A"]), ("A", ["B"]), ("B", ["C"]), ("C", ["A"])]).resolve(root: "App")
        #expect(resolution.order == ["App", "A", "B", "C"])
        #expect(resolution.diagnostics.map(\.id) == [PackageChecks.includeCycle.id])
        #expect(resolution.diagnostics.first?.context["cycle"] == "A → B → C → A")
    }

    @Test func aPackageThatIncludesItselfIsACycle() {
        let resolution = graph([("App", ["App"])]).resolve(root: "App")
        #expect(resolution.diagnostics.first?.message == "packages include each other in a cycle: App → App; the include of 'App' by 'App' is not followed")
    }

    @Test func aMissingPackageNamesWhoIncludedIt() {
        let resolution = graph([("App", ["Feature", "Widgets"]), ("Feature", ["Core"]), ("Widgets", ["Cor"]), ("Core", [])]).resolve(root: "App")
        #expect(resolution.diagnostics.map(\.message) == [
            "package 'Cor', included by 'Widgets', is not defined by any document or module; did you mean 'Core'?",
        ])
        #expect(resolution.diagnostics.first?.context == ["package": "Cor", "includedBy": "Widgets"])
        #expect(resolution.order == ["App", "Feature", "Core", "Widgets"])
    }

    @Test func anUnreachablePackageIsAWarning() {
        let resolution = graph([("App", []), ("Forgotten", [])]).resolve(root: "App")
        #expect(resolution.diagnostics.map(\.id) == [PackageChecks.unreachablePackage.id])
        #expect(resolution.diagnostics.first?.severity == .warning)
    }

    @Test func anUndefinedRootIsAnError() {
        let resolution = graph([("AppPackage", [])]).resolve(root: "AppPackge")
        #expect(resolution.diagnostics.first?.message == "the root package 'AppPackge' is not defined by any document or module; did you mean 'AppPackage'?")
        #expect(resolution.order.isEmpty)
    }

    @Test func theOrderDependsOnIncludesNotOnInputOrder() {
        let packages: [(String, [String])] = [("App", ["B", "A"]), ("A", ["C"]), ("B", ["C", "D"]), ("C", []), ("D", ["A"])]
        let forward = graph(packages).resolve(root: "App").order
        let backward = graph(packages.reversed()).resolve(root: "App").order
        #expect(forward == ["App", "B", "C", "D", "A"])
        #expect(backward == forward)
    }

    @Test func aVeryDeepChainDoesNotExhaustTheStack() {
        let depth = 50_000
        let packages = (0..<depth).map { ("P\($0)", $0 + 1 < depth ? ["P\($0 + 1)"] : ["P0"]) }
        let resolution = graph(packages).resolve(root: "P0")
        #expect(resolution.order.count == depth)
        #expect(resolution.diagnostics.map(\.id) == [PackageChecks.includeCycle.id])
    }

    @Test func theTreeShowsDiamondsCyclesAndMissingPackages() {
        let tree = graph([("App", ["Feature", "Widgets", "Ghost"]), ("Feature", ["Core"]), ("Widgets", ["Core"]), ("Core", ["Feature"])]).tree(root: "App")
        #expect(tree == """
            App
            ├─ Feature
            │  └─ Core
            │     └─ Feature (cycle)
            ├─ Widgets
            │  └─ Core (already included)
            └─ Ghost (not found)

            """)
    }

    @Test func dotOutputHasEveryEdgeAndMarksProblems() {
        let dot = graph([("App", ["Feature", "Ghost"]), ("Feature", ["App"])]).dot(root: "App")
        #expect(dot.hasPrefix("digraph packages {\n"))
        #expect(dot.contains("  \"App\" -> \"Feature\";\n"))
        #expect(dot.contains("  \"Feature\" -> \"App\" [color=red, label=\"cycle\"];\n"))
        #expect(dot.contains("  \"Ghost\" [style=dashed, color=red, label=\"Ghost\\n(not found)\"];\n"))
        #expect(dot.hasSuffix("}\n"))
    }
}
