@testable import IntentExtraction
import Testing

/// A catalog's conformances, with each parent resolved once, are the ones a walk of every path gives: through
/// diamonds, cycles, extensions and Apple's refinements.
@Suite struct TypeCatalogTests {
    static let text = """
        protocol A: B {}
        protocol B: C, A {}
        protocol C: Identifiable {}
        protocol Base: AppIntent {}
        protocol Left: Base {}
        protocol Right: Base, C {}
        protocol Loop: Loop {}
        struct Diamond: Left, Right {}
        struct InCycle: A {}
        struct Plain {}
        extension Plain: Right {}
        enum Kind: String, AppEnum {}
        class Parent: Left {}
        class Child: Parent, Loop {}
        struct Entity: AppEntity {}
        extension Entity: B {}
        """

    /// Every protocol `name` conforms to, walking every path and cutting only where a path comes back to a name on it.
    static func walk(_ catalog: TypeCatalog, _ name: String, path: [String] = []) -> Set<String> {
        guard !path.contains(name) else { return [] }
        var direct = catalog.types[name]?.inherited ?? []
        for part in catalog.extensions[name] ?? [] { direct += part.inherited }
        direct += catalog.protocols[name]?.inherited ?? []
        direct += AppIntentsProtocol.refinements[name] ?? []
        var result = Set<String>()
        for parent in direct where parent != name {
            result.insert(parent)
            result.formUnion(walk(catalog, parent, path: path + [name]))
        }
        return result
    }

    @Test func conformancesAreEveryPathsOnes() {
        let scanned = Extractor.scan(path: "Types.swift", text: Self.text, branches: BranchSelector(options: ExtractionOptions()),
                                     isReference: false, skippingBodies: true)
        let catalog = TypeCatalog(declarations: scanned.declarations)
        let names = ["Diamond", "InCycle", "Plain", "Kind", "Parent", "Child", "Entity"]
        for name in names {
            #expect(catalog.conformances(of: name) == Self.walk(catalog, name), "\(name)")
        }
        #expect(catalog.conforms("Diamond", to: .appIntent))
        #expect(catalog.conforms("Plain", to: .appIntent))
        #expect(catalog.conformances(of: "InCycle").isSuperset(of: ["A", "B", "C", "Identifiable"]))
        #expect(catalog.conformances(of: "Child").isSuperset(of: ["Parent", "Left", "Base", "Loop"]))
    }
}
