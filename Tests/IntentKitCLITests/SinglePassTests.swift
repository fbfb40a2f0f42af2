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

    /// How many trees `--stats` says a run thawed.
    static func thawed(_ standardError: String) -> Int? {
        standardError.split(separator: "\n").first { $0.hasPrefix("read: ") }?
            .split(separator: ",").last?.split(separator: " ").first.flatMap { Int($0) }
    }

    /// The tree of a file without `#if` is frozen once extraction scanned it, and thawed for the strings' index and
    /// for their collection: read again from its frozen form, not parsed again. A file with `#if` keeps its tree.
    @Test func aTreeIsThawedNotParsedForItsLaterReaders() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-thawed-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        try "import SwiftUI\nstruct Garden: View {\n    var body: some View { Text(\"Water\") }\n}\n"
            .write(toFile: base + "/Garden.swift", atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct Bed: View {\n    var body: some View { Text(\"Dig\") }\n}\n"
            .write(toFile: base + "/Bed.swift", atomically: true, encoding: .utf8)
        try "#if DEBUG\nlet gardenDebug = true\n#endif\n".write(toFile: base + "/Debug.swift", atomically: true, encoding: .utf8)
        let run = try intentkit("check", base, "--stats", "--no-cache")
        #expect(run.standardError.contains("read: 3 .swift (parsed 3)"), "\(run.standardError)")
        // Two files without `#if`, each thawed for the index and for the collection.
        #expect(Self.thawed(run.standardError) == 4, "\(run.standardError)")
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

    /// An edit the reduction of a file drops (inside a function body it empties, or a statement it cuts out), or that
    /// moves only code that holds no string along its line, or that moves a string along its line by a body it
    /// empties, reads the file and parses nothing; one that changes what the reduction keeps on a string's line
    /// parses the file again; and each gives the findings of a check without a cache.
    @Test func anEditTheReductionDropsParsesNothing() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-reduction-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let app = base + "/App"
        for (language, text) in [("en", "Other"), ("de", "Andere")] {
            try FileManager.default.createDirectory(atPath: app + "/\(language).lproj", withIntermediateDirectories: true)
            try "\"Other\" = \"\(text)\";\n".write(toFile: app + "/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        var files = [
            "Totals.swift": """
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

                """,
            "Keys.swift": """
                import SwiftUI

                enum Keys: LocalizedStringKey { case zero; func f() -> Int { let y = 1; return y }; case two }

                """,
        ]
        for (name, text) in files { try text.write(toFile: app + "/" + name, atomically: true, encoding: .utf8) }
        func check() throws -> (cached: RunResult, cold: RunResult) {
            // A stamp is trusted only when the file last changed more than 20 ms before the run.
            Thread.sleep(forTimeInterval: 0.05)
            return (try intentkit("check", app, "--cache", base + "/Cache", "--format", "json", "--stats"),
                    try intentkit("check", app, "--no-cache", "--format", "json"))
        }
        let first = try check()
        #expect(first.cached.standardError.contains("read: 2 .swift (parsed 2)"), "\(first.cached.standardError)")
        #expect(first.cached.standardOutput == first.cold.standardOutput)
        #expect(first.cold.standardOutput.contains("\"line\" : 14"), "\(first.cold.standardOutput)")
        // The edits of a body on a line with a string keep the reduction as it was, but move the `}` after the body,
        // and the string (or the case's name) after that: the kept strings are moved with their run, and the target's
        // extraction past the body (which it does not read), so the file is not parsed either.
        let edits: [(label: String, file: String, from: String, to: String, parsesNothing: Bool, column: String)] = [
            ("a statement in a body without a literal", "Totals.swift", "    let sum", "    _ = 0; let sum", true, "92"),
            ("a statement cut from a body with a literal", "Totals.swift", "print(count)", "print(count + 1)", true, "92"),
            ("a declaration without a string moved along its line", "Totals.swift", "    let count", "    _ = 0; let count", true, "92"),
            ("a body emptied on the line of a string", "Totals.swift", "let y = 1;", "let y = 100;", true, "94"),
            ("a body emptied on the line of a case", "Keys.swift", "let y = 1;", "let y = 100;", true, "92"),
            ("a string moved along its line by a statement kept", "Totals.swift", "return Text(", "return  Text(", false, "18"),
        ]
        for edit in edits {
            files[edit.file] = files[edit.file]!.replacingOccurrences(of: edit.from, with: edit.to)
            try files[edit.file]!.write(toFile: app + "/" + edit.file, atomically: true, encoding: .utf8)
            let run = try check()
            #expect(run.cached.standardError.contains("read: 1 .swift (parsed 0)") == edit.parsesNothing, "\(edit.label): \(run.cached.standardError)")
            #expect(run.cached.standardOutput == run.cold.standardOutput, "\(edit.label)")
            #expect(run.cold.standardOutput.contains("\"column\" : \(edit.column)"), "\(edit.label): \(run.cold.standardOutput)")
        }
    }
}
