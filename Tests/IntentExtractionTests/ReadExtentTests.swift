import Diagnostics
import Foundation
@testable import IntentExtraction
import IntentKitTestSupport
import Testing

/// Where the last file-level item extraction may read ends (`DeclarationCollector.readExtent(of:)`): a file cut there
/// scans as the whole file does, so what follows (functions, variables, imports, statements) need not key its scan.
@Suite struct ReadExtentTests {
    /// The scan of `text` and of `text` cut at its read extent, each encoded as a cache keeps it, in each build of
    /// `builds`; each text parsed once (its bodies blanked, as extraction of a file on its own parses it) for every
    /// build.
    static func scans(_ text: String, builds: [ExtractionOptions] = [ExtractionOptions()]) throws -> (whole: [[UInt8]], cut: [[UInt8]], extent: Int) {
        let tree = Extractor.parse(text, skippingBodies: true)
        let extent = DeclarationCollector.readExtent(of: tree)
        let cut = String(decoding: Array(text.utf8)[..<extent], as: UTF8.self)
        let cutTree = Extractor.parse(cut, skippingBodies: true)
        let (file, cutFile) = (SourceFile(path: "Garden.swift", text: text), SourceFile(path: "Garden.swift", text: cut))
        var whole: [[UInt8]] = [], part: [[UInt8]] = []
        for build in builds {
            let branches = BranchSelector(options: build)
            whole.append(try BinaryEncoder().encode(Extractor.scan(file: file, tree: tree, branches: branches, isReference: false).stored))
            part.append(try BinaryEncoder().encode(Extractor.scan(file: cutFile, tree: cutTree, branches: branches, isReference: false).stored))
        }
        return (whole, part, extent)
    }

    static let intent = """
        import AppIntents

        struct OpenGarden: AppIntent {
            static let title: LocalizedStringResource = "Open Garden"
            func perform() async throws -> some IntentResult { .result() }
        }

        """

    @Test func fileLevelCodeAfterTheLastTypeIsNotRead() throws {
        let end = Array(Self.intent.utf8).lastIndex(of: UInt8(ascii: "}"))! + 1
        for tail in ["", "func plantAll() -> Int { 3 }\n", "let gardenVersion = 2\n// done\n", "@MainActor func a() {}\nvar b: Int { 1 }\nimport Foundation\n",
                     "print(\"ready\")\n", "infix operator <+>\nprecedencegroup Garden { associativity: left }\n"] {
            let scans = try Self.scans(Self.intent + tail)
            #expect(scans.extent == end, "\(tail)")
            #expect(scans.whole == scans.cut, "\(tail)")
        }
    }

    @Test func whatExtractionReadsAfterTheLastTypeIsRead() throws {
        for tail in ["struct Later {}\n", "typealias Bed = String\n", "#Preview { Text(\"x\") }\n", "#if DEBUG\nfunc debugOnly() {}\n#endif\n",
                     "extension OpenGarden {}\n", "#if os(iOS)\nstruct Phone {}\n#endif\n", "#externalMacro(module: \"M\", type: \"T\")\n"] {
            let text = Self.intent + tail
            let scans = try Self.scans(text)
            #expect(scans.extent == Array(text.utf8).count - 1, "\(tail)")
            #expect(scans.whole == scans.cut, "\(tail)")
        }
        // A file of functions alone reads nothing.
        #expect(try Self.scans("import Foundation\nfunc a() {}\nlet b = 1\n").extent == 0)
    }

    /// Every Swift file of the real-world corpus, each build's scan of its declarations: a file cut at its read extent
    /// scans as the whole file, under every set of conditions.
    @Test(.enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func everyCorpusFileCutAtItsExtentScansAsWhole() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let files = RealWorld.swiftFiles()
        #expect(files.count > 1_000)
        let debug = { () -> ExtractionOptions in
            var options = ExtractionOptions()
            options.conditions = ["DEBUG"]
            return options
        }()
        let differing = files.concurrentMap { path -> String? in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
            guard let scans = try? Self.scans(text, builds: [ExtractionOptions(), debug]), scans.whole == scans.cut else { return path }
            return nil
        }.compactMap { $0 }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}
