import IntentMetadata
import IntentPackages

/// Merging package graphs: 10,000 packages with 1,000,000 definitions, then twice that, to show the merge scales linearly.
enum PackagesBenchmark {
    /// `packages` packages in a fan-out-3 DAG where each package also includes its next sibling's first
    /// child (so most packages are reached two ways), each contributing `perPackage` definitions.
    static func generate(packages: Int, perPackage: Int) -> PackageGraph {
        var graph = PackageGraph()
        for index in 0..<packages {
            var includes = [3 * index + 1, 3 * index + 2, 3 * index + 3]
            includes.append(3 * (index + 1) + 1)
            let included = includes.filter { $0 < packages }.map { PackageGraph.Include(identifier: "Package\($0)") }
            var contents = MetadataDocument()
            for item in 0..<(perPackage / 2) {
                let entity = "Entity\(index)x\(item)"
                contents.entities.append(EntityDefinition(identifier: entity, typeDisplayRepresentation: "Thing"))
                contents.intents.append(IntentDefinition(
                    identifier: "Intent\(index)x\(item)",
                    title: "Use",
                    parameters: [ParameterDefinition(name: "thing", title: "Thing", type: .entity(entity))]
                ))
            }
            graph.add(PackageGraph.Node(identifier: "Package\(index)", includes: included, contents: contents, origin: "generated"))
        }
        return graph
    }

    static func run() {
        let small = generate(packages: 10_000, perPackage: 100)
        let large = generate(packages: 20_000, perPackage: 100)
        // Each result is kept until after the timing, so freeing a merged document is not timed as merging.
        var kept: [PackageMerge] = []
        let first = Harness.bestTime(repetitions: 3) { kept.append(small.merge(root: "Package0")) }
        precondition(kept.allSatisfy { $0.diagnostics.isEmpty && $0.document.intents.count + $0.document.entities.count == 1_000_000 })
        kept.removeAll()
        let second = Harness.bestTime(repetitions: 3) { kept.append(large.merge(root: "Package0")) }
        precondition(kept.allSatisfy { $0.document.intents.count + $0.document.entities.count == 2_000_000 })
        kept.removeAll()
        print(String(
            format: "package merge: 10,000 packages / 1,000,000 definitions in %.0f ms (goal < 1000 ms); 20,000 / 2,000,000 in %.0f ms; ratio %.2fx (goal <= 2.3x)",
            first * 1000, second * 1000, second / first
        ))
    }
}
