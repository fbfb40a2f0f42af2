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
}
