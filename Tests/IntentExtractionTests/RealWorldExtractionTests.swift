import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
import IntentMetadata
import Testing

/// Extraction over 45 shipping apps (`../shared/realworld/apps`): Xcode accepted their code, so an extraction
/// or metadata error on it is IntentKit's mistake. Counts are compared with a table reviewed by reading each
/// app's sources (`Fixtures/RealWorld/counts.tsv`, with the review notes beside it).
@Suite("Extraction over shipping apps", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
struct RealWorldExtractionTests {
    /// One reviewed row of `counts.tsv`.
    struct Reviewed: Sendable, CustomTestStringConvertible {
        var app: String
        var intents, entities, enums, unions, queries, shortcuts: Int
        /// The errors Apple's documented rules give on the app, as `check@path:line`, path relative to the app folder.
        var errors: Set<String>
        var testDescription: String { app }
    }

    static let reviewed: [Reviewed] = {
        let path = fixturesDirectory() + "/RealWorld/counts.tsv"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst(4).compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 8, let numbers = Optional(columns[1...6].compactMap { Int($0) }), numbers.count == 6 else { return nil }
            let errors = columns[7].split(separator: " ").map(String.init)
            return Reviewed(app: columns[0], intents: numbers[0], entities: numbers[1], enums: numbers[2], unions: numbers[3],
                            queries: numbers[4], shortcuts: numbers[5], errors: Set(errors))
        }
    }()

    static func extract(_ app: String) -> Extraction {
        Extractor().extract([RealWorld.root + "/apps/" + app])
    }

    @Test("the reviewed table covers every app of the corpus")
    func tableCoversTheCorpus() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        #expect(Self.reviewed.count == 45)
        #expect(Set(Self.reviewed.map(\.app)) == Set(RealWorld.appFolders()))
    }

    @Test("no extraction or metadata error, the counts reviewed by hand, and only the errors Apple's rules give", arguments: reviewed)
    func app(_ reviewed: Reviewed) throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let extraction = Self.extract(reviewed.app)
        let document = extraction.document
        let falseErrors = extraction.diagnostics.filter { $0.severity == .error && ($0.id.hasPrefix("extraction.") || $0.id.hasPrefix("metadata.")) }
        #expect(falseErrors.isEmpty, "\(falseErrors.map(\.description).joined(separator: "\n"))")
        let prefix = RealWorld.root + "/apps/" + reviewed.app + "/"
        let errors = Set(extraction.diagnostics.filter { $0.severity == .error }.map { diagnostic in
            "\(diagnostic.id)@\(diagnostic.location.map { "\($0.file.replacingOccurrences(of: prefix, with: "")):\($0.line ?? 0)" } ?? "-")"
        })
        #expect(errors == reviewed.errors)
        #expect(document.intents.count == reviewed.intents, "intents: \(document.intents.map(\.identifier))")
        #expect(document.entities.count == reviewed.entities, "entities: \(document.entities.map(\.identifier))")
        #expect(document.enums.count == reviewed.enums, "enums: \(document.enums.map(\.identifier))")
        #expect(document.unions.count == reviewed.unions, "unions: \(document.unions.map(\.identifier))")
        #expect(document.queries.count == reviewed.queries, "queries: \(document.queries.map(\.identifier))")
        #expect(document.allShortcuts.count == reviewed.shortcuts)
        // Every finding is located.
        for diagnostic in extraction.diagnostics { #expect(diagnostic.location != nil, "\(diagnostic)") }
    }

    /// An independent, text-level conformance scan: types whose inheritance clause names an App Intents
    /// protocol, or that carry a schema macro or `@UnionValue`. At least 99% of them must be extracted.
    @Test("at least 99% of the App Intents types a conformance scan finds are extracted")
    func conformanceScanCoverage() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var found = 0
        var extracted = 0
        var missed: [String] = []
        for app in RealWorld.appFolders() {
            let names = ConformanceScan.typeNames(inFolder: RealWorld.root + "/apps/" + app)
            let document = Self.extract(app).document
            let identifiers = Set(document.intents.map(\.identifier) + document.entities.map(\.identifier) + document.enums.map(\.identifier)
                + document.unions.map(\.identifier) + document.queries.map(\.identifier) + document.shortcutsProviders.map(\.identifier)
                + document.packages.map(\.identifier))
            for name in names {
                found += 1
                if identifiers.contains(name) { extracted += 1 } else { missed.append("\(app): \(name)") }
            }
        }
        #expect(found > 400, "the scan found \(found) types")
        #expect(Double(extracted) >= 0.99 * Double(found), "extracted \(extracted) of \(found); missed \(missed)")
    }
}

/// Finds App Intents types by text, independently of the extractor: comments stripped, then declarations whose
/// inheritance clause names one of Apple's App Intents protocols, or that follow a schema or union macro.
enum ConformanceScan {
    static let protocols: Set<String> = [
        "AppIntent", "WidgetConfigurationIntent", "ControlConfigurationIntent", "SetValueIntent", "OpenIntent", "DeleteIntent",
        "AudioPlaybackIntent", "AudioRecordingIntent", "LiveActivityIntent", "ForegroundContinuableIntent", "ProgressReportingIntent",
        "SnippetIntent", "ShowInAppSearchResultsIntent", "TargetContentProvidingIntent", "URLRepresentableIntent", "PredictableIntent",
        "CameraCaptureIntent", "PlayVideoIntent", "SetFocusFilterIntent", "CustomIntentMigratedAppIntent", "DeprecatedAppIntent",
        "AppEntity", "TransientAppEntity", "IndexedEntity", "FileEntity", "UniqueAppEntity", "URLRepresentableEntity",
        "AppEnum", "URLRepresentableEnum", "EntityQuery", "EntityStringQuery", "EnumerableEntityQuery", "EntityPropertyQuery",
        "UniqueAppEntityQuery", "DynamicOptionsProvider", "AppShortcutsProvider", "AppIntentsPackage",
    ]

    static func typeNames(inFolder folder: String) -> Set<String> {
        var names = Set<String>()
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let text = try? String(contentsOfFile: folder + "/" + relative, encoding: .utf8) else { continue }
            names.formUnion(typeNames(in: stripComments(text)))
        }
        return names
    }

    static func typeNames(in text: String) -> Set<String> {
        var names = Set<String>()
        let declaration = try! NSRegularExpression(
            pattern: #"((?:@\w+(?:\([^)]*\))?\s*)*)(?:public\s+|internal\s+|fileprivate\s+|private\s+|final\s+|open\s+)*(struct|class|enum|actor)\s+(\w+)\s*(?:<[^>{]*>)?\s*(?::\s*([^{]*))?\{"#
        )
        let range = NSRange(text.startIndex..., in: text)
        for match in declaration.matches(in: text, range: range) {
            guard let nameRange = Range(match.range(at: 3), in: text) else { continue }
            let attributes = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
            let inherited = Range(match.range(at: 4), in: text).map { String(text[$0]) } ?? ""
            let listed = inherited.split(whereSeparator: { ",&\n ".contains($0) }).map { $0.split(separator: ".").last.map(String.init) ?? "" }
            if !protocols.isDisjoint(with: listed) || attributes.contains("schema:") || attributes.contains("@UnionValue") {
                names.insert(String(text[nameRange]))
            }
        }
        return names
    }

    /// The text without `//` and `/* */` comments (string literals are not special-cased; good enough to find declarations).
    static func stripComments(_ text: String) -> String {
        let blocks = try! NSRegularExpression(pattern: #"/\*[\s\S]*?\*/"#)
        let lines = try! NSRegularExpression(pattern: #"//[^\n]*"#)
        var result = blocks.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        result = lines.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "")
        return result
    }
}
