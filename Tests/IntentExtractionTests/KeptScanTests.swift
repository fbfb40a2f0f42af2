import Diagnostics
import Foundation
@testable import IntentExtraction
import Testing

/// A scan a cache kept gives its declarations without decoding their members: those are decoded when first read, and
/// members whose bytes do not decode are those of the file scanned again, never wrong or missing.
@Suite struct KeptScanTests {
    /// A cache in memory whose results a test can reach and damage.
    final class Store: ResultCache, @unchecked Sendable {
        private let lock = NSLock()
        var results: [String: Data] = [:]
        func key(_ parts: [[UInt8]]) -> String { parts.map { "\($0.count):" + String(decoding: $0, as: UTF8.self) }.joined() }
        func data(for key: String) -> Data? { lock.withLock { results[key] } }
        func store(_ data: Data, for key: String) { lock.withLock { results[key] = data } }
    }

    static let text = """
        import AppIntents

        struct OpenGarden: AppIntent {
            static let title: LocalizedStringResource = "Open Garden"
            @Parameter(title: "Bed") var bed: String
            func perform() async throws -> some IntentResult { .result() }
        }

        struct Watering {
            var litres: Double = 2.5
            let names = ["rose", "tulip"]
            func water(_ bed: String) -> Bool { true }
        }

        enum Season: String {
            case spring, summer = "Summer"
        }

        """

    static func membersBytes(_ declaration: TypeDeclaration) throws -> [UInt8] {
        try BinaryEncoder().encode(declaration.members)
    }

    @Test func aKeptScansMembersAreDecodedWhenFirstRead() throws {
        let store = Store()
        let branches = BranchSelector(options: ExtractionOptions())
        let made = Extractor.scan(source: SwiftSource(path: "Garden.swift", text: Self.text), branches: branches, kept: (store, "test"))
        // The scan's record (its component and shape) and, under its component, its encoded form.
        #expect(made.bytes != nil && store.results.count == 2)
        let kept = Extractor.scan(source: SwiftSource(path: "Garden.swift", text: Self.text), branches: branches, kept: (store, "test"))
        let names = kept.scan.declarations.map(\.name)
        #expect(names == made.scan.declarations.map(\.name) && names.count == 3)
        #expect(kept.scan.declarations.allSatisfy { !$0.hasReadMembers })
        let watering = try #require(kept.scan.declarations.first { $0.name == "Watering" })
        #expect(try Self.membersBytes(watering) == Self.membersBytes(made.scan.declarations[1]))
        #expect(watering.hasReadMembers)
        #expect(kept.scan.declarations.filter(\.hasReadMembers).count == 1)
    }

    @Test func keptMembersThatDoNotDecodeAreTheFileScannedAgain() throws {
        let options = ExtractionOptions()
        let target = ExtractionTarget(name: "App", files: ["Garden.swift"], references: [])
        func sources() -> [String: SwiftSource] { ["Garden.swift": SwiftSource(path: "Garden.swift", text: Self.text)] }
        let fresh = Extractor(options: options).extract(targets: [target], sources: sources())[0]
        #expect(fresh.document.intents.count == 1)
        let store = Store()
        _ = Extractor(options: options).extract(targets: [target], sources: sources(), scans: (store, "test"))
        // The intent's parameter's name made a tag no value has (a string's tag is just before its one-byte length):
        // every container keeps its length, so the scan decodes, and only the intent's members do not.
        let name = Array("bed".utf8)
        var damaged = 0
        for (key, data) in store.results where key.contains("extraction scan body") {
            // The scan's bytes, kept under a key of the record's component (which names them).
            var bytes = [UInt8](data)
            guard let at = (2...(bytes.count - name.count)).first(where: { Array(bytes[$0..<$0 + name.count]) == name && bytes[$0 - 1] == UInt8(name.count) })
            else { continue }
            bytes[at - 2] = 0xEE
            store.results[key] = Data(bytes)
            damaged += 1
        }
        #expect(damaged == 1)

        let branches = BranchSelector(options: options)
        let made = Extractor.scan(source: SwiftSource(path: "Garden.swift", text: Self.text), branches: branches, kept: nil)
        let source = SwiftSource(path: "Garden.swift", text: Self.text)
        // The salt extraction of a file without `#if` keeps its scan under.
        let kept = Extractor.scan(source: source, branches: branches, kept: (store, "test any"))
        #expect(kept.bytes != nil && !source.isParsed, "the damaged scan is the one taken")
        let record = try #require(Extractor.ScanRecord.read(kept.bytes!))
        let body = try #require(store.data(for: Extractor.ScanRecord.bodyKey(of: record.component, cache: store)))
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Extractor.ScannedFile.Stored.self, from: [UInt8](body)).declarations[0].members.value() }
        for (keptDeclaration, madeDeclaration) in zip(kept.scan.declarations, made.scan.declarations) {
            #expect(try Self.membersBytes(keptDeclaration) == Self.membersBytes(madeDeclaration), "\(keptDeclaration.name)")
        }
        #expect(source.isParsed, "the file was scanned again for the members that did not decode")

        // A whole extraction from the damaged scan (not the one kept by the scans' components) is the extraction of the file.
        store.results = store.results.filter { !$0.key.contains("extraction assembled") }
        let fromDamaged = Extractor(options: options).extract(targets: [target], sources: sources(), scans: (store, "test"))[0]
        #expect(fromDamaged.document == fresh.document)
        #expect(fromDamaged.diagnostics.map(\.description) == fresh.diagnostics.map(\.description))
    }
}
