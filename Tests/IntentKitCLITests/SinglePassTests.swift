import Foundation
import IntentKitTestSupport
import Testing

/// One `check` reads and parses each Swift file and each table once, however many stages and builds read it
/// (`--stats` prints what the process read and parsed).
@Suite struct SinglePassTests {
    /// The files of a fixture with one of `extensions`, counted by a walk of its own.
    static func files(in folder: String, extensions: Set<String>) -> [String] {
        (FileManager.default.enumerator(atPath: packageRoot() + "/" + folder)?.compactMap { $0 as? String } ?? [])
            .filter { extensions.contains(($0 as NSString).pathExtension) }
    }

    static let tables: Set<String> = ["strings", "stringsdict", "xcstrings"]

    @Test(arguments: ["Examples/SoupChef", "Tests/IntentKitCLITests/Fixtures/Xcode26App"])
    func eachFileOfAFolderAppIsReadAndParsedOnce(app: String) throws {
        let run = try intentkit("check", app, "--stats", "--no-cache")
        let swift = Self.files(in: app, extensions: ["swift"]).count
        let tables = Self.files(in: app, extensions: Self.tables).count
        #expect(swift > 0 && tables > 0)
        #expect(run.standardError.contains("read: \(swift) .swift (parsed \(swift)), \(tables) tables (parsed \(tables))"), "\(run.standardError)")
    }

    /// A project whose targets are read as several builds (its configurations' conditions on each platform): every
    /// Swift file is still parsed once, its one tree read under each build; a table no target ships is not read.
    @Test func eachFileOfAProjectIsReadAndParsedOnceWhateverItsBuilds() throws {
        let app = "Tests/IntentKitCLITests/Fixtures/MultiTarget"
        let run = try intentkit("check", app, "--stats", "--no-cache")
        let swift = Self.files(in: app, extensions: ["swift"]).count
        // Old/de.lproj/Localizable.strings is in no target: it is reported as not shipped, not read.
        let tables = Self.files(in: app, extensions: Self.tables).filter { !$0.hasPrefix("Old/") }.count
        #expect(swift == 3 && tables == 5)
        #expect(run.standardError.contains("read: \(swift) .swift (parsed \(swift)), \(tables) tables (parsed \(tables))"), "\(run.standardError)")
        #expect(run.standardOutput.contains("Old/de.lproj/Localizable.strings"), "the unshipped table is still reported")
    }

    /// The second check with a cache the first made reads no Swift file that did not change: the cache folder, named
    /// on the line and missing at the first run, does not change the input policy that files known by their stamps
    /// are kept under.
    @Test func theSecondCheckWithANewCacheReadsNoUnchangedSwiftFile() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-second-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: packageRoot() + "/Examples/SoupChef", toPath: base + "/App")
        let swift = Self.files(in: "Examples/SoupChef", extensions: ["swift"]).count
        // A stamp is trusted only when the file last changed more than 20 ms before the run.
        Thread.sleep(forTimeInterval: 0.1)
        for (run, readCount) in [(1, swift), (2, 0)] {
            let checked = try intentkit("check", base + "/App", "--cache", base + "/Cache", "--format", "json", "--stats")
            #expect(checked.standardError.contains("read: \(readCount) .swift"), "run \(run): \(checked.standardError)")
        }
    }

    /// An edit the reduction of a file drops (inside a function body it empties, or a statement it cuts out) and
    /// that moves nothing it keeps reads the file and parses nothing; one that moves a kept string along its line
    /// parses the file again; and each gives the findings of a check without a cache.
    @Test func anEditTheReductionDropsParsesNothing() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-reduction-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let app = base + "/App", file = app + "/Totals.swift"
        try FileManager.default.createDirectory(atPath: app + "/en.lproj", withIntermediateDirectories: true)
        try "\"Other\" = \"Other\";\n".write(toFile: app + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let original = """
            import SwiftUI

            func total(_ values: [Int]) -> Int {
                let sum = values.reduce(0, +)
                return sum
            }

            func title() -> Text {
                let count = 3
                print(count)
                return Text("probe.hello")
            }

            struct Labels { func f() -> Int { let y = 1; return y }; var s: String { String(localized: "probe.after") } }

            """
        try original.write(toFile: file, atomically: true, encoding: .utf8)
        func check() throws -> (cached: RunResult, cold: RunResult) {
            // A stamp is trusted only when the file last changed more than 20 ms before the run.
            Thread.sleep(forTimeInterval: 0.05)
            return (try intentkit("check", app, "--cache", base + "/Cache", "--format", "json", "--stats"),
                    try intentkit("check", app, "--no-cache", "--format", "json"))
        }
        let first = try check()
        #expect(first.cached.standardError.contains("read: 1 .swift (parsed 1)"), "\(first.cached.standardError)")
        #expect(first.cached.standardOutput == first.cold.standardOutput)
        #expect(first.cold.standardOutput.contains("\"line\" : 14"), "\(first.cold.standardOutput)")
        // The last edit empties to the same reduction as before, but moves the `}` after it, and the string after that.
        let edits: [(label: String, from: String, to: String, parsed: Int, column: String)] = [
            ("a statement in a body without a literal", "    let sum", "    _ = 0; let sum", 0, "92"),
            ("a statement cut from a body with a literal", "print(count)", "print(count + 1)", 0, "92"),
            ("a body emptied on the line of a string", "let y = 1;", "let y = 100;", 1, "94"),
        ]
        var text = original
        for edit in edits {
            text = text.replacingOccurrences(of: edit.from, with: edit.to)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let run = try check()
            #expect(run.cached.standardError.contains("read: 1 .swift (parsed \(edit.parsed))"), "\(edit.label): \(run.cached.standardError)")
            #expect(run.cached.standardOutput == run.cold.standardOutput, "\(edit.label)")
            #expect(run.cold.standardOutput.contains("\"column\" : \(edit.column)"), "\(edit.label): \(run.cold.standardOutput)")
        }
    }
}
