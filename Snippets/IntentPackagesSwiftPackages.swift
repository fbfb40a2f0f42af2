// Graphs an app package declared in Swift against AppIntentModel together with frameworks described by metadata
// documents, and merges them.
import AppIntentModel
import Diagnostics
import IntentMetadata
import IntentPackages

// snippet.hide
// The frameworks' package types, which an app imports from the frameworks that declare them.
struct FeatureKitPackage: AppIntentsPackage {}
struct WidgetKitPackage: AppIntentsPackage {}
// snippet.show

// snippet.swift
// The app's package, declared in Swift: it re-exports two frameworks' packages.
struct CookbookAppPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [FeatureKitPackage.self, WidgetKitPackage.self] }
}

// Its definitions are the reflection of its module, on its own: references into other frameworks stay names.
let reflection = await MetadataReflector(module: "CookbookApp", followsReferencesAcrossModules: false)
    .reflect(packages: [CookbookAppPackage.self])

var graph = PackageGraph()
graph.add(package: CookbookAppPackage.self, contents: reflection.document)
// snippet.end

// snippet.documents
// The frameworks, described by their metadata documents. Each refers to the others' definitions, which are
// checked once everything is merged, not when a document is loaded on its own.
var problems: [Diagnostic] = []
for framework in ["CookbookFeatures", "CookbookWidgets", "CookbookCore"] {
    let path = "Examples/FrameworkPackages/\(framework)/metadata.json"
    let loaded = MetadataLoader.load(contentsOf: path)
    problems += loaded.diagnostics.filter { $0.id != MetadataChecks.danglingReference.id }
    if let document = loaded.document {
        graph.add(document: document, path: path)
    }
}

let merge = graph.merge(root: "CookbookAppPackage")
problems += merge.diagnostics
print(graph.tree(root: "CookbookAppPackage"), terminator: "")
// snippet.end

// snippet.hide
precondition(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
precondition(problems.isEmpty, "\(problems)")
precondition(graph.nodes["CookbookAppPackage"]?.origin == "Swift type CookbookAppPackage")
precondition(graph.nodes["CookbookAppPackage"]?.includes.map(\.identifier) == ["FeatureKitPackage", "WidgetKitPackage"])
precondition(merge.resolution.order == ["CookbookAppPackage", "FeatureKitPackage", "CoreKitPackage", "WidgetKitPackage"], "\(merge.resolution.order)")
precondition(merge.document.intent("AddToShoppingListIntent")?.provenance?.package == "FeatureKitPackage")
precondition(merge.document.entity("IngredientEntity")?.provenance?.includePath == ["CookbookAppPackage", "FeatureKitPackage", "CoreKitPackage"])
