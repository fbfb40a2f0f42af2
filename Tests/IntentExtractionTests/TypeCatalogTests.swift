import Foundation
@testable import IntentExtraction
import IntentKitTestSupport
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

    /// The types a walk back from Apple's protocols reaches are those whose conformances meet them, in the fixture
    /// (through diamonds, cycles, extensions and refinements).
    @Test func conformingTypesAreThoseWhoseConformancesMeetTheProtocols() {
        let scanned = Extractor.scan(path: "Types.swift", text: Self.text, branches: BranchSelector(options: ExtractionOptions()),
                                     isReference: false, skippingBodies: true)
        let catalog = TypeCatalog(declarations: scanned.declarations)
        let conforming = catalog.conformingTypes(toAnyOf: AppIntentsProtocol.allNames)
        #expect(conforming == Self.conformingByWalk(catalog))
        #expect(conforming == ["Diamond", "Plain", "Kind", "Parent", "Child", "Entity"])
        #expect(catalog.conformingTypes(toAnyOf: ["Identifiable"]) == ["InCycle", "Diamond", "Plain", "Entity"])
    }

    /// Every app of the real-world corpus, each app's files as one catalog: the walk back finds exactly the types
    /// whose conformances, each walked on its own, meet Apple's protocols.
    @Test("the real-world apps' conforming types are found alike both ways", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func realWorldConformingTypesAreFoundAlike() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var found = 0
        for folder in RealWorld.allAppPaths() {
            let files = RealWorld.swiftFiles(in: folder).compactMap { path in (try? String(contentsOfFile: path, encoding: .utf8)).map { (path, $0) } }
            let scans = files.concurrentMap { path, text in
                Extractor.scan(path: path, text: text, branches: BranchSelector(options: ExtractionOptions()), isReference: false, skippingBodies: true)
            }
            let catalog = TypeCatalog(declarations: scans.flatMap(\.declarations))
            let conforming = catalog.conformingTypes(toAnyOf: AppIntentsProtocol.allNames)
            let resolved = Set(Set(catalog.types.keys).union(catalog.extensions.keys).filter {
                !catalog.conformances(of: $0).isDisjoint(with: AppIntentsProtocol.allNames)
            })
            #expect(conforming == resolved, "\(folder): \(conforming.symmetricDifference(resolved).sorted().prefix(5))")
            found += conforming.count
        }
        #expect(found > 100, "the corpus's apps declare App Intents types")
    }

    /// The types and extensions whose every-path conformances meet Apple's protocols.
    static func conformingByWalk(_ catalog: TypeCatalog) -> Set<String> {
        Set(Set(catalog.types.keys).union(catalog.extensions.keys).filter { !walk(catalog, $0).isDisjoint(with: AppIntentsProtocol.allNames) })
    }
}
