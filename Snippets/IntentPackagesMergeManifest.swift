// Loads a package manifest and its frameworks' metadata documents, prints the include tree, and merges what the
// app's root package reaches into one app document with provenance.
import Diagnostics
import IntentMetadata
import IntentPackages

// snippet.load
// The manifest names the app's root package and one metadata document per framework.
let loaded = PackageManifest.load(contentsOf: "Examples/FrameworkPackages/manifest.json")
guard let root = loaded.root, !loaded.isUnreadable else {
    fatalError("the manifest cannot be used: \(loaded.diagnostics)")
}
print(loaded.graph.tree(root: root), terminator: "")
// snippet.end

// snippet.merge
// Resolve the includes from the root and merge every reached package's definitions.
let merge = loaded.graph.merge(root: root)
// The manifest's diagnostics and the merge's both hold the graph's: keep each finding once.
let diagnostics = (loaded.diagnostics + merge.diagnostics).uniqued().sortedForOutput()
for diagnostic in diagnostics { print(diagnostic) }

let app = merge.document
if let entity = app.entity("IngredientEntity"), let provenance = entity.provenance {
    print("IngredientEntity comes from \(provenance.package) through \(provenance.includePath.joined(separator: " → "))")
}
if !diagnostics.contains(where: { $0.severity == .error }) {
    let json = try app.jsonString()
    print("\(json.count) characters of merged metadata")
}
// snippet.end

// snippet.hide
precondition(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
precondition(root == "CookbookAppPackage")
precondition(loaded.graph.tree(root: root) == """
    CookbookAppPackage
    ├─ FeatureKitPackage
    │  └─ CoreKitPackage
    └─ WidgetKitPackage
       └─ CoreKitPackage (already included)

    """)
precondition(diagnostics.isEmpty, "\(diagnostics)")
precondition(merge.resolution.order == ["CookbookAppPackage", "FeatureKitPackage", "CoreKitPackage", "WidgetKitPackage"], "\(merge.resolution.order)")
precondition(merge.resolution.includePath(to: "CoreKitPackage") == ["CookbookAppPackage", "FeatureKitPackage", "CoreKitPackage"])
let provenance = app.entity("IngredientEntity")?.provenance
precondition(provenance?.package == "CoreKitPackage" && provenance?.includePath == ["CookbookAppPackage", "FeatureKitPackage", "CoreKitPackage"], "\(String(describing: provenance))")
precondition(app.shortcutsProviders.count == 1 && app.packages.count == 4)
precondition(loaded.graph.dot(root: root).hasPrefix("digraph packages {"))
