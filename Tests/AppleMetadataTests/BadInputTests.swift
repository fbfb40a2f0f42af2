@testable import AppleMetadata
import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
import Testing

/// Hostile and broken input: each gives a positioned error or a clean refusal, never a crash, a hang or a write
/// outside the folder asked for.
@Suite("Bad input")
struct BadInputTests {
    /// A file Xcode could have written: what IntentKit writes from the fixture app.
    static let sample: [UInt8] = {
        let product = ProductReader.read(fixturesDirectory() + "/WidgetSmith.ipa")
        return product.bundles.first?.metadata?.bytes ?? []
    }()

    @Test("the sample is a good file")
    func sampleIsGood() {
        #expect(Self.sample.count > 30_000)
        #expect(ActionsDataReader.read(Self.sample, path: "x").diagnostics.isEmpty)
    }

    @Test("every truncation is a malformed-file error at the place it ends, on line 1")
    func truncated() {
        for length in stride(from: 0, to: Self.sample.count - 1, by: 61) {
            let file = ActionsDataReader.read(Array(Self.sample.prefix(length)), path: "cut.actionsdata")
            #expect(file.root == nil)
            let diagnostic = file.diagnostics.first
            #expect(file.diagnostics.count == 1 && diagnostic?.id == AppleMetadataChecks.malformed.id, "\(length)")
            #expect(diagnostic?.location?.line == 1, "\(length)")
            #expect((diagnostic?.location?.column ?? 0) >= 1 && (diagnostic?.location?.column ?? 0) <= length + 1, "\(length)")
        }
    }

    @Test("bytes that are not UTF-8 are an error at their column")
    func notUTF8() throws {
        var bytes = Self.sample
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "M")))
        bytes[at] = 0xC0
        let file = ActionsDataReader.read(bytes, path: "latin.actionsdata")
        #expect(file.diagnostics.first?.message.contains("not valid UTF-8") == true)
        #expect(file.diagnostics.first?.location == SourceLocation(file: "latin.actionsdata", line: 1, column: at + 1))
    }

    @Test("deep nesting is refused at the level past the limit")
    func deeplyNested() {
        let depth = 1_000_000
        let bytes = Array(#"{"actions":"#.utf8) + Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth) + [UInt8(ascii: "}")]
        let file = ActionsDataReader.read(bytes, path: "deep.actionsdata")
        #expect(file.diagnostics.first?.message.contains("nesting deeper than") == true)
        #expect(file.diagnostics.first?.location?.column == 11 + AppleJSONParser.maximumDepth)
    }

    @Test("a 100 MB file is refused by its size, in memory and on disk, before it is parsed or read")
    func hundredMegabytes() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: 100 << 20)
        let file = ActionsDataReader.read(bytes, path: "big.actionsdata")
        #expect(file.diagnostics.map(\.id) == [AppleMetadataChecks.tooLarge.id])
        let folder = NSTemporaryDirectory() + "intentkit-big-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/extract.actionsdata"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 << 20)  // sparse: nothing is written, the size is 100 MB
        try handle.close()
        let onDisk = ActionsDataReader.read(contentsOf: path)
        #expect(onDisk.diagnostics.map(\.id) == [AppleMetadataChecks.tooLarge.id])
        #expect(onDisk.diagnostics.first?.message.contains("104857600 bytes") == true)
    }

    @Test("a FIFO or a folder where the file should be is refused without blocking")
    func notAFile() throws {
        let folder = NSTemporaryDirectory() + "intentkit-fifo-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/extract.actionsdata", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(ActionsDataReader.read(contentsOf: folder + "/extract.actionsdata").diagnostics.first?.message.contains("is a directory, not a file") == true)
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        #expect(ActionsDataReader.read(contentsOf: folder + "/pipe").diagnostics.first?.message.contains("not a regular file") == true)
    }

    @Test("wrong types under known keys are errors at their value; unknown keys are remarks, once per place; missing keys warnings")
    func schema() throws {
        let text = #"{"actions":{"A":{"futureKey":true,"identifier":"A","title":{"alternatives":[],"key":1}},"B":{"futureKey":false,"identifier":"B"}},"version":"1"}"#
        let file = ActionsDataReader.read(Array(text.utf8), path: "odd.actionsdata")
        let byID = Dictionary(grouping: file.diagnostics, by: \.id)
        let wrong = try #require(byID[AppleMetadataChecks.invalidValue.id])
        #expect(wrong.map(\.message).sorted() == [
            "'actions.A.title.key' is a number; Xcode writes a string there",
            "'version' is a string; Xcode writes an integer there",
        ])
        let valueOffset = try #require(text.range(of: #""key":1"#)).upperBound.utf16Offset(in: text) - 1
        #expect(wrong.first { $0.message.hasPrefix("'actions") }?.location?.column == valueOffset + 1)
        let unknown = try #require(byID[AppleMetadataChecks.unknownKey.id])
        #expect(unknown.count == 1)
        #expect(unknown.first?.message.contains("at 'actions.*.futureKey'") == true)
        #expect(unknown.first?.severity == .remark)
        #expect(byID[AppleMetadataChecks.missingKey.id]?.count == 10)
        #expect(file.writesBackIdentically)
    }

    @Test("a file in another layout reads, with a remark at the first byte that changes")
    func layout() {
        let text = "{\"version\": 1}"
        let file = ActionsDataReader.read(Array(text.utf8), path: "spaced.actionsdata")
        let remark = file.diagnostics.first { $0.id == AppleMetadataChecks.layout.id }
        // `{"version":` is Xcode's; the space after the colon is the first byte that is not.
        #expect(remark?.location?.column == 12)
        #expect(!file.writesBackIdentically)
    }

    @Test("values IntentKit does not know are kept, reported once each, and the file still writes back")
    func unknownValues() throws {
        var root = try #require(ActionsDataReader.read(Self.sample, path: "x").root)
        let path: [AppleJSONPathComponent] = [.key("actions"), .key("PlayNoiseIntent"), .key("parameters"), .index(1), .key("valueType"), .key("primitive"), .key("wrapper"), .key("typeIdentifier")]
        root.replace(at: path[...], with: .integer(99))
        root.replace(at: [.key("actions"), .key("PlayNoiseIntent"), .key("systemProtocols"), .index(0)][...], with: .string("com.apple.link.systemProtocol.Future"))
        let bytes = XcodeJSONWriter.compact(root)
        let file = ActionsDataReader.read(bytes, path: "x")
        let conversion = file.convert()
        #expect(conversion.diagnostics.map(\.id) == [AppleMetadataChecks.unknownValue.id, AppleMetadataChecks.unknownValue.id])
        #expect(conversion.document.intent("PlayNoiseIntent")?.parameters[1].type == .primitive(.string))
        let written = conversion.sidecar.write(conversion.document)
        #expect(XcodeJSONWriter.compact(written.root) == bytes)
    }

    @Test("a document edited since it was read keeps its edit: the sidecar does not put Xcode's value back there")
    func editedDocument() throws {
        let conversion = ActionsDataReader.read(Self.sample, path: "x").convert()
        #expect(conversion.sidecar.differences.isEmpty)
        var document = conversion.document
        let index = try #require(document.intents.firstIndex { $0.identifier == "MoveTile" })
        document.intents[index].title = "Move the Tile"
        // A difference kept for that field (as if Xcode had written another title) no longer applies.
        var sidecar = conversion.sidecar
        sidecar.differences = [.init(path: [.key("actions"), .key("MoveTile"), .key("title"), .key("key")], xcode: .string("Xcode's"), derived: .string("MoveTile"))]
        let written = sidecar.write(document)
        #expect(written.root[path: [.key("actions"), .key("MoveTile"), .key("title"), .key("key")]] == .string("Move the Tile"))
        #expect(written.diagnostics.map(\.severity) == [.remark])
    }

    @Test("nothing is written through a link that leads out of the output folder")
    func noWriteOutside() throws {
        let folder = NSTemporaryDirectory() + "intentkit-out-" + UUID().uuidString
        let outside = folder + "-outside"
        try FileManager.default.createDirectory(atPath: folder + "/App.app", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/App.app/PlugIns", withDestinationPath: outside)
        #expect {
            try MetadataFolder.write(actionsData: Self.sample, version: VersionFile.bytes(toolsVersion: "17C528"),
                                     to: folder + "/App.app/PlugIns/W.appex/Metadata.appintents", within: folder + "/App.app")
        } throws: { error in
            (error as? DiagnosticError)?.diagnostic.id == AppleMetadataChecks.unsafeProduct.id
        }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: outside)) == [])
        #expect {
            try MetadataFolder.write(actionsData: Self.sample, version: [], to: folder + "/App.app/../elsewhere", within: folder + "/App.app")
        } throws: { _ in true }
        #expect(!FileManager.default.fileExists(atPath: folder + "/elsewhere"))
    }
}
