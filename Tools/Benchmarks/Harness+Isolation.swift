import Foundation

/// Timings taken in a fresh child process of this binary (`Benchmarks --sample NAME ARGUMENT`).
///
/// The doubling ratios compare one size of a workload with twice that size. Measured one after the other in one
/// process, the smaller size ran in a heap that earlier work had grown, from which glibc serves blocks of up to
/// 32 MB without touching new pages, while the larger size's blocks crossed that line and were mapped afresh on
/// every run: a merge of 1,000,000 definitions doubled 2.3x beside benchmarks that ran before it and 1.9–2.0x
/// alone. Each size now runs in a process of its own, so both start from the same state and the ratio is the work's.
enum Isolated {
    /// The workloads a child can time, by name: each makes its input from the argument and returns its samples by name.
    nonisolated(unsafe) static var workloads: [String: (_ argument: String) throws -> [String: Sample]] = [:]

    /// In the child: times the workload `name` and prints each sample as `sample NAME wall S,S,… cpu S,S,…`.
    static func runChild(_ name: String, argument: String) throws {
        guard let workload = workloads[name] else {
            FileHandle.standardError.write(Data("Benchmarks: no isolated workload '\(name)'\n".utf8))
            exit(2)
        }
        for (key, sample) in try workload(argument).sorted(by: { $0.key < $1.key }) {
            let wall = sample.wall.map { String($0) }.joined(separator: ","), cpu = sample.cpu.map { String($0) }.joined(separator: ",")
            print("sample \(key) wall \(wall) cpu \(cpu)")
        }
    }

    /// In the parent: runs `Benchmarks --sample name argument` and returns the samples it printed.
    static func samples(_ name: String, _ argument: String) throws -> [String: Sample] {
        var samples: [String: Sample] = [:]
        for line in try ChildProcess.run(["--sample", name, argument], what: "'\(name) \(argument)'") where line.hasPrefix("sample ") {
            let fields = line.split(separator: " ")
            guard fields.count == 6, fields[2] == "wall", fields[4] == "cpu" else { continue }
            let wall = fields[3].split(separator: ",").compactMap { Double($0) }, cpu = fields[5].split(separator: ",").compactMap { Double($0) }
            guard !wall.isEmpty, wall.count == cpu.count else { continue }
            samples[String(fields[1])] = Sample(wall: wall, cpu: cpu)
        }
        guard !samples.isEmpty else { throw BenchmarkError.peerFailed("the child for '\(name) \(argument)' printed no sample") }
        return samples
    }

    /// One named sample of `samples(name, argument)`.
    static func sample(_ name: String, _ argument: String, _ key: String) throws -> Sample {
        guard let sample = try samples(name, argument)[key] else {
            throw BenchmarkError.peerFailed("the child for '\(name) \(argument)' printed no '\(key)' sample")
        }
        return sample
    }
}
