import Foundation
import IntentExtraction
import IntentLocalization
import IntentMigration
import IntentRelevance
import LocalizationLint
import PositionedJSON

/// Hostile sizes (issue 22): each input gives a diagnostic or a result within a bounded time, with the
/// peak memory of the work (above the idle process, input included) under 4× the input.
///
/// Each input is made and read in a child (`Benchmarks --memory hostile-NAME`), timed by the parent
/// from start to exit, so a crash or a hang fails the run. Inputs of a few hundred bytes (the alias
/// bomb) cannot be held to 4× themselves; their peak is printed against a floor of 16 MB instead.
enum HostileBenchmark {
    /// The inputs, smallest first: name, what it is, and a time limit in seconds.
    static let inputs: [(name: String, what: String, limit: Double)] = [
        ("yaml-bomb", "a YAML alias bomb (nine levels of ten aliases) as a relevance schedule and a lint configuration", 10),
        ("swift-parens", "a Swift file of 50,000 nested parentheses, extracted", 30),
        ("json-deep", "a 1,000,000-deep JSON array", 10),
        ("plist-deep", "a 100,000-deep XML property list (.stringsdict)", 10),
        ("single-line", "a 20 MB single-line .strings file", 30),
        ("definition-100k", "an .intentdefinition of 100,000 intents, read from a file, converted and written as `intentkit migrate` does", 300),
        ("strings-200mb", "a 200 MB .strings file", 120),
    ]

    /// Makes the input of `name`, or, with `small`, the same kind of input a hundredth its size (the warm-up).
    static func input(_ name: String, small: Bool = false) -> [UInt8] {
        let scale = small ? 100 : 1
        switch name {
        case "yaml-bomb":
            var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
            let top = small ? 2 : 9
            for level in 1...top { lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]") }
            return Array((lines.joined(separator: "\n") + "\nrelevance: *a\(top)\nlocalization:\n  exclude: *a\(top)\n").utf8)
        case "swift-parens":
            return Array(("let x = " + String(repeating: "(", count: 50_000 / scale) + "1" + String(repeating: ")", count: 50_000 / scale) + "\n").utf8)
        case "json-deep":
            return Array(repeating: UInt8(ascii: "["), count: 1_000_000 / scale) + Array(repeating: UInt8(ascii: "]"), count: 1_000_000 / scale)
        case "plist-deep":
            return Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + String(repeating: "<array>", count: 100_000 / scale)
                + String(repeating: "</array>", count: 100_000 / scale) + "\n</plist>\n").utf8)
        case "single-line":
            return Array(("\"key\" = \"" + String(repeating: "abcdefghij", count: 2_000_000 / scale) + "\";").utf8)
        case "definition-100k":
            return (try? MigrationBenchmark.generate(intents: 100_000 / scale)) ?? []
        case "strings-200mb":
            var bytes: [UInt8] = []
            bytes.reserveCapacity(200_000_000 / scale)
            var index = 0
            while bytes.count < 200_000_000 / scale {
                bytes += Array("/* Entry \(index) */\n\"key.\(index)\" = \"The value of entry number \(index), with an escape \\n and é.\";\n".utf8)
                index += 1
            }
            return bytes
        default:
            return []
        }
    }

    /// Reads `bytes` as the input `name` is; returns what came of it, for the report.
    static func read(_ name: String, _ bytes: [UInt8]) -> String {
        switch name {
        case "yaml-bomb":
            let text = String(decoding: bytes, as: UTF8.self)
            let schedule = RelevanceSchedule.load(yaml: text, path: "bomb.yaml").diagnostics
            let lint = LintConfiguration.load(yaml: text, path: "bomb.yml").diagnostics
            return "schedule: \(schedule.first?.message ?? "no diagnostic"); lint configuration: \(lint.count) diagnostics"
        case "swift-parens":
            let extraction = Extractor().extract(sources: [(path: "Deep.swift", text: String(decoding: bytes, as: UTF8.self))])
            return extraction.diagnostics.first.map(\.description) ?? "no diagnostic"
        case "json-deep":
            do { _ = try JSONDocument(parsing: bytes, path: "deep.json"); return "read" } catch { return error.message }
        case "plist-deep":
            return StringsDictFile(parsing: bytes, path: "Deep.stringsdict").diagnostics.first?.message ?? "no diagnostic"
        case "single-line", "strings-200mb":
            let file = StringsFile(parsing: bytes, path: "Localizable.strings")
            return "\(file.entries.count) entries, \(file.diagnostics.count) diagnostics"
        default:
            return "unknown input"
        }
    }

    /// The child's workloads, one per input.
    static var workloads: [String: (_ argument: String?, _ ready: () -> Void) async throws -> Void] {
        var workloads: [String: (_ argument: String?, _ ready: () -> Void) async throws -> Void] = [:]
        for input in inputs {
            workloads["hostile-" + input.name] = { _, ready in
                let (result, size) = try work(input.name, small: false, ready: ready)
                print("result \(result)")
                print("input \(size)")
            }
        }
        return workloads
    }

    /// Each input's warm-up: the same reading of an input a hundredth its size, before the child measures its
    /// floor, so that what the code costs once (type metadata, tables built on first use, the diagnostics
    /// machinery, worker threads) is not counted as the input's.
    static var warmUps: [String: () async throws -> Void] {
        var warmUps: [String: () async throws -> Void] = [:]
        for input in inputs {
            warmUps["hostile-" + input.name] = { _ = try work(input.name, small: true, ready: {}) }
        }
        return warmUps
    }

    /// Makes the input of `name` (a hundredth of it with `small`), calls `ready`, then reads it; returns what came
    /// of the reading and the input's size. The definition goes through `intentkit migrate`'s path, from a file.
    private static func work(_ name: String, small: Bool, ready: () -> Void) throws -> (String, Int) {
        if name == "definition-100k" { return try migrate(small: small, ready: ready) }
        let bytes = input(name, small: small)
        ready()
        return (read(name, bytes), bytes.count)
    }

    /// Converts the definition of 100,000 intents (1,000 with `small`) the way `intentkit migrate` does: read from
    /// a file (its bytes let go once parsed), converted, and the files written to a folder. Returns what came of it
    /// and the input's size.
    private static func migrate(small: Bool, ready: () -> Void) throws -> (String, Int) {
        let folder = NSTemporaryDirectory() + "intentkit-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Removing 150,000 files is not the conversion: done once the child has measured.
        MemoryProbe.afterMeasuring.append { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Generated.intentdefinition"
        let size = try {
            let bytes = input("definition-100k", small: small)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return bytes.count
        }()
        ready()
        let started = Date()
        let read = IntentDefinitionReader.read(contentsOf: path)
        let readPeak = MemoryProbe.resident("VmHWM")
        let readEnd = Date()
        guard let definition = read.definition else { return (read.diagnostics.first?.message ?? "not read", size) }
        let output = MigrationGenerator(definition: definition, options: MigrationOptions()).generate()
        let converted = Date()
        try output.write(to: folder + "/Converted", force: false)
        let said = String(
            format: "%d intents, %d files of Swift and catalog written (read %.1f s, converted %.1f s, written %.1f s); resident peak while reading %d MB",
            definition.intents.count, output.files.count, readEnd.timeIntervalSince(started), converted.timeIntervalSince(readEnd),
            Date().timeIntervalSince(converted), readPeak / 1_000_000
        )
        return (said, size)
    }

    static func run() throws {
        print("hostile sizes: each gives a diagnostic or a result in bounded time, peak memory (above the idle process) under 4x the input")
        for input in inputs {
            // The time of the reading alone, measured in the child once its input is made.
            let result = try MemoryProbe.measure("hostile-" + input.name)
            let seconds = result.seconds ?? .infinity
            let bytes = max(result.inputBytes ?? 1, 1)
            let allowed = max(4 * bytes, 16_000_000)
            print(String(format: "  %@: %.1f s (limit %.0f s), %.1f MB input, work peak %.1f MB above the idle process (%.2fx the input): %@",
                         input.name, seconds, input.limit, Double(bytes) / 1e6, Double(result.aboveFloor) / 1e6,
                         Double(result.aboveFloor) / Double(bytes), result.output ?? ""))
            Harness.goal("hostile-" + input.name, "seconds", unit: "s", ours: seconds, goal: String(format: "under %.0f s", input.limit), met: seconds < input.limit)
            Harness.goal("hostile-" + input.name, "peak memory above the idle process", unit: "MB", ours: Double(result.aboveFloor) / 1e6,
                         goal: String(format: "under %.1f MB (4x the input, at least 16 MB)", Double(allowed) / 1e6), met: result.aboveFloor < allowed)
        }
    }
}
