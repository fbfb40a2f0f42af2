import Foundation
import IntentExtraction
import StringExtraction
import Testing

/// Every API form Xcode extracts strings from, one fixture per area, against expectations written by reading the fixture.
///
/// Each `Fixtures/Forms/NAME.expected` line is `LINE:COLUMN TABLE KEY ORIGIN [default=…] [comment=…]` (tab-separated),
/// in file order; the column is the literal's opening quote.
@Suite("String extraction: API forms")
struct StringExtractionFormTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Forms").path

    static func rendered(_ extraction: StringExtraction) -> String {
        extraction.uses.map { use in
            var fields = ["\(use.location.line ?? 0):\(use.location.column ?? 0)", use.tableName, use.key, use.origin.rawValue]
            if let value = use.defaultValue { fields.append("default=\(value)") }
            if let comment = use.comment { fields.append("comment=\(comment)") }
            return fields.joined(separator: "\t") + "\n"
        }.joined()
    }

    static func source(_ name: String) throws -> (path: String, text: String) {
        (name + ".swift", try String(contentsOfFile: folder + "/" + name + ".swift", encoding: .utf8))
    }

    @Test("each form gives its key, table, specifiers, default value, comment and position", arguments: ["SwiftUIViews", "Foundation", "AppIntents", "Declared", "Conditions", "Types", "NotTaken"])
    func form(_ name: String) throws {
        let extraction = StringExtractor().extract(sources: [try Self.source(name)])
        let expected = try String(contentsOfFile: Self.folder + "/" + name + ".expected", encoding: .utf8)
        #expect(Self.rendered(extraction) == expected)
        #expect(extraction.uses.allSatisfy { $0.location.file == name + ".swift" })
    }

    @Test("named build conditions choose one #if clause")
    func conditions() throws {
        let debug = StringExtractor(options: ExtractionOptions(conditions: ["DEBUG"])).extract(sources: [try Self.source("Conditions")])
        #expect(debug.uses.map(\.key) == ["Debug only"])
        let release = StringExtractor(options: ExtractionOptions(conditions: [])).extract(sources: [try Self.source("Conditions")])
        #expect(release.uses.map(\.key) == ["Release only"])
    }

    @Test("keys with several interpolations keep their specifiers unnumbered, whichever API takes them, as Xcode 15 to 26 write them")
    func unnumbered() throws {
        let source = #"""
            import AppIntents
            import SwiftUI
            struct V: View {
                let name: String
                let count: Int
                var body: some View { Text("\(name) has \(count) items") }
                var value: String { String(localized: "\(name) of \(count)") }
                var resource: LocalizedStringResource { "\(count) of \(count) for \(name)" }
                var literal: String { NSLocalizedString("Distance: %1$@ ± %2$@ meters", comment: "") }
            }
            """#
        let keys = StringExtractor().extract(sources: [("V.swift", source)]).uses.map(\.key)
        // A key the code spells numbered (a format string) stays as written.
        #expect(keys == ["%@ has %lld items", "%@ of %lld", "%lld of %lld for %@", "Distance: %1$@ ± %2$@ meters"])
    }

    @Test("keys group every use, by bundle and table")
    func grouping() throws {
        let extraction = StringExtractor().extract(sources: [try Self.source("AppIntents"), try Self.source("Foundation")])
        let openNote = try #require(extraction.keys.first { $0.key == "Open Note" })
        #expect(openNote.locations.map { "\($0.file):\($0.line ?? 0)" } == ["AppIntents.swift:4", "AppIntents.swift:34"])
        #expect(extraction.tables().keys.sorted() == ["AppShortcuts", "Localizable", "Menus"])
        #expect(extraction.tables()["Menus"]?.map(\.key) == ["Open", "Quit"])
    }
}
