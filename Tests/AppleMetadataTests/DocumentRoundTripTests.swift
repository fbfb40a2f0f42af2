@testable import AppleMetadata
import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
import IntentMetadata
import Testing

/// Sources → document → Apple's files → document: for every example and every shipping app of the corpus, the
/// files IntentKit writes read back with no finding (Xcode's layout, every key known and of its type), into
/// the document extracted (as far as Apple's format holds it, ``MetadataDocument/projectedForAppleMetadata(module:)``),
/// with the facts read from the sources (mangled names, nesting, availability) and nothing the writer does not
/// derive again.
@Suite("Documents round trip through Apple's format")
struct DocumentRoundTripTests {
    struct Outcome {
        var findings: [String] = []
        var definitions = 0
    }

    /// Writes the app at `folder` as Apple's metadata and reads it back; returns what went wrong.
    static func roundTrip(_ folder: String, module: String) throws -> Outcome {
        var outcome = Outcome()
        let extraction = Extractor(options: ExtractionOptions(module: module)).extract([folder])
        let document = extraction.document
        let files = FileIO.expand([folder], skipping: Extractor.skippedFolders) { $0.hasSuffix(".swift") }.files
        let facts = SourceTypeFacts.collect(for: document, module: module, files: files) { try? String(contentsOfFile: $0, encoding: .utf8) }
        let writer = ActionsDataWriter(module: module, facts: facts)
        let (root, _) = writer.write(document)
        let bytes = XcodeJSONWriter.compact(root)
        let file = ActionsDataReader.read(bytes, path: "extract.actionsdata")
        outcome.findings += file.diagnostics.map { "reading back: \($0)" }
        let version = ActionsDataReader.readVersion(VersionFile.bytes(toolsVersion: writer.toolsVersion), path: "version.json")
        outcome.findings += version.diagnostics.map { "version.json: \($0)" }
        let conversion = file.convert(version: version)
        let defined = Set(document.intents.map(\.identifier) + document.entities.map(\.identifier) + document.enums.map(\.identifier) + document.queries.map(\.identifier))
        for diagnostic in conversion.diagnostics {
            // A reference to a type the app declares elsewhere (outside the corpus's files) reads back as dangling,
            // as it is in the document extracted; anything else is a mistake.
            let names = diagnostic.message.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            if diagnostic.id == AppleMetadataChecks.inconsistent.id, let name = names.last, !defined.contains(name) { continue }
            outcome.findings.append("converting: \(diagnostic)")
        }
        let expected = try document.projectedForAppleMetadata(module: module).jsonString()
        let read = try conversion.document.withoutLocations().jsonString()
        if read != expected { outcome.findings.append("the document read back differs:\n\(Self.firstDifference(expected, read))") }
        // The facts of every type written read back: a provider's are its mangled name only (Apple's metadata
        // records no availability for it); options providers and second providers are not written.
        let providers = Set(document.shortcutsProviders.map(\.identifier))
        let written = Set(conversion.document.intents.map(\.identifier) + conversion.document.entities.map(\.identifier)
            + conversion.document.enums.map(\.identifier) + conversion.document.queries.map(\.identifier) + conversion.document.shortcutsProviders.map(\.identifier))
        for (identifier, fact) in facts where written.contains(identifier) && fact.mangled != nil {
            let read = conversion.sidecar.facts[identifier]
            let same = providers.contains(identifier) ? read?.module == fact.module && read?.path == fact.path : read == fact
            if !same { outcome.findings.append("facts of \(identifier): \(String(describing: read)) read back, \(fact) written") }
        }
        // A parameter with an options provider is written with dynamic options; the provider's name has no known
        // place in Apple's metadata, so the document read back lacks it, and the writer derives no dynamic options.
        for difference in conversion.sidecar.differences {
            if case .key("dynamicOptionsSupport") = difference.path.last, case .key(let intent) = difference.path[1], case .index(let index) = difference.path[3],
               document.intent(intent)?.parameters[index].optionsProvider != nil, difference.xcode == .integer(1) {
                continue
            }
            outcome.findings.append("the writer does not derive \(difference.path.dotted) again")
        }
        outcome.definitions = defined.count
        return outcome
    }

    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
        let context = max(0, index - 3)
        return "expected:\n" + left[context..<min(left.count, index + 3)].joined(separator: "\n") + "\nread back:\n" + right[context..<min(right.count, index + 3)].joined(separator: "\n")
    }

    /// The example apps: each folder of `Examples/` with Swift sources (the framework packages each on its own).
    static let examples: [String] = {
        let root = packageRoot() + "/Examples"
        var folders: [String] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted() {
            let folder = root + "/" + name
            if name == "FrameworkPackages" {
                folders += ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }.filter { !$0.hasSuffix(".json") }
            } else if !RealWorld.swiftFiles(in: folder).isEmpty {
                folders.append(folder)
            }
        }
        return folders
    }()

    @Test("every example writes, reads back and converts to the document extracted", arguments: examples)
    func example(_ folder: String) throws {
        let module = ExampleModule.name(of: folder)
        let outcome = try Self.roundTrip(folder, module: module)
        #expect(outcome.findings.isEmpty, "\(folder):\n\(outcome.findings.joined(separator: "\n"))")
    }

    @Test("every shipping app of the corpus writes, reads back and converts to the document extracted",
          .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)), arguments: RealWorld.appFolders())
    func shippingApp(_ app: String) throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let outcome = try Self.roundTrip(RealWorld.root + "/apps/" + app, module: ExampleModule.name(of: app))
        #expect(outcome.findings.isEmpty, "\(app):\n\(outcome.findings.prefix(20).joined(separator: "\n"))")
    }

    @Test("the examples declare App Intents to round trip")
    func examplesHaveDefinitions() throws {
        #expect(Self.examples.count >= 8)
        #expect(try Self.examples.map { try Self.roundTrip($0, module: ExampleModule.name(of: $0)).definitions }.reduce(0, +) >= 40)
    }

    @Test("the corpus has apps to round trip", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func corpusHasApps() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        #expect(RealWorld.appFolders().count >= 45)
    }
}

/// A module name for a folder: its last component with what an identifier cannot hold as `_`.
enum ExampleModule {
    static func name(of folder: String) -> String {
        let last = (folder as NSString).lastPathComponent
        let base = last == "Sources" ? ((folder as NSString).deletingLastPathComponent as NSString).lastPathComponent : last
        let cleaned = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return cleaned.first?.isNumber == true ? "_" + cleaned : cleaned
    }
}
