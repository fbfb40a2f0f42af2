extension Isolated {
    /// The workloads timed in a child of their own: the sizes of each doubling ratio.
    static func registerWorkloads() {
        workloads = [
            "merge": { argument in
                guard let packages = Int(argument) else { throw BenchmarkError.peerFailed("merge: '\(argument)' is not a number of packages") }
                let graph = PackagesBenchmark.generate(packages: packages, perPackage: 100)
                return ["merge": PackagesBenchmark.mergeSample(graph, definitions: packages * 100)]
            },
            "relevance-timeline": { argument in
                guard let entries = Int(argument) else { throw BenchmarkError.peerFailed("relevance-timeline: '\(argument)' is not a number of entries") }
                return try RelevanceBenchmark.timelineSamples(entries: entries)
            },
            "relevance-rank": { _ in try RelevanceBenchmark.rankSamples() },
            "check-floor": { app in try CheckBenchmark.floorSamples(app) },
        ]
    }
}
