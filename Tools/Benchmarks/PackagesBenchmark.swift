import Foundation
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

    /// Five merges, each timed from the call to its return: freeing the previous merged document
    /// happens before the clock starts, so it is not counted as merging.
    static func mergeSample(_ graph: PackageGraph, definitions: Int) -> Sample {
        var sample = Sample()
        var last: PackageMerge?
        for _ in 0..<5 {
            last = nil
            let cpu = Harness.processCPUTime()
            let start = DispatchTime.now().uptimeNanoseconds
            let merge = graph.merge(root: "Package0")
            sample.wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            sample.cpu.append(Harness.processCPUTime() - cpu)
            precondition(merge.diagnostics.isEmpty && merge.document.intents.count + merge.document.entities.count == definitions)
            last = merge
        }
        _ = last
        return sample
    }

    /// Each size is merged in a child process of its own (see ``Isolated``).
    static func run() throws {
        let first = try Isolated.sample("merge", "10000", "merge")
        let second = try Isolated.sample("merge", "20000", "merge")
        print("package merge: 10,000 packages / 1,000,000 definitions: " + first.summary)
        print("  peer: the same merge at twice the size, 20,000 / 2,000,000: " + second.summary)
        print(String(format: "  ratio: %.2fx (wall), %.2fx (CPU)", second.best / first.best, second.bestCPU / first.bestCPU))
        Harness.goal("packages", "merge 1,000,000 definitions", unit: "ms", ours: first.best * 1000, sample: first, peerName: "2,000,000 definitions", peer: second, goal: "under 500 ms", met: first.best < 0.5)
        Harness.goal("packages", "merge doubling ratio", unit: "x", ours: second.best / first.best, goal: "at most 2.2x", met: second.best / first.best <= 2.2)
        try MemoryProbe.report("packages", input: "10,000 packages / 1,000,000 definitions", goalBytes: 2_000_000_000)
    }
}
