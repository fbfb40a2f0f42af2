import Diagnostics
import IntentPackages

/// Package manifests: positions inside the manifest, and the graph they describe merged without a trap.
///
/// The manifest is written beside four small documents (`app.json`, `features.json`, `core.json`,
/// `widgets.json`) it may list; a cycle-free diamond, as in Tests/IntentPackagesTests/Fixtures/references.
enum FuzzPackageManifest {
    static let documents: [String: String] = [
        "app.json": #"{"version": 1, "packages": [{"identifier": "AppPackage", "includedPackages": ["FeaturesPackage", "WidgetsPackage"]}]}"#,
        "core.json": #"{"version": 1, "packages": [{"identifier": "CorePackage", "includedPackages": []}], "entities": [{"identifier": "Ingredient", "typeDisplayRepresentation": "Ingredient", "defaultQuery": "IngredientQuery"}], "queries": [{"identifier": "IngredientQuery", "kinds": ["entity"], "entity": "Ingredient"}]}"#,
        "features.json": #"{"version": 1, "packages": [{"identifier": "FeaturesPackage", "includedPackages": ["CorePackage"]}], "intents": [{"identifier": "AddIntent", "title": "Add", "parameters": [{"name": "ingredient", "title": "Ingredient", "type": {"entity": "Ingredient"}}, {"name": "units", "title": "Units", "type": {"enum": "Units"}}]}]}"#,
        "widgets.json": #"{"version": 1, "packages": [{"identifier": "WidgetsPackage", "includedPackages": ["CorePackage", "AppPackage"]}], "enums": [{"identifier": "Units", "typeDisplayRepresentation": "Units", "cases": [{"value": "metric", "displayRepresentation": "Metric"}]}]}"#,
    ]

    /// The documents, written once per process.
    static let written: Bool = {
        for (name, text) in documents { _ = Scratch.write(Array(text.utf8), to: "packages/" + name) }
        return true
    }()

    static func run(_ bytes: [UInt8]) {
        _ = written
        let path = Scratch.write(bytes, to: "packages/manifest.json")
        let result = PackageManifest.load(contentsOf: path)
        FuzzCheck.positions(result.diagnostics.filter { $0.location?.file == path }, path: path, bytes: bytes)
        guard let root = result.root, !result.isUnreadable else { return }
        let merged = result.graph.merge(root: root)
        for diagnostic in merged.diagnostics {
            FuzzCheck.expect(!diagnostic.message.isEmpty, "a merge diagnostic with no message: [\(diagnostic.id)]")
        }
    }
}
