import Diagnostics
import Foundation
@testable import IntentExtraction
import IntentMetadata
import Testing

/// An extraction of a file moved to another version of it that differs only inside function bodies is the
/// extraction of that version: every finding and every location of its document where a new extraction puts it.
@Suite("Extraction moved past changed function bodies")
struct BodyPlacesTests {
    static let path = "/app/Intents.swift"

    static let original = """
        import AppIntents

        func helper() -> Int {
            let a = 1
            return a
        }

        struct OpenThing: AppIntent {
            static var title: LocalizedStringResource = "Open"
            @Parameter(title: "Name") var name: String
            func perform() async throws -> some IntentResult { .result() }
        }

        struct Broken: AppEntity {
            var id: String
            func notes() -> String { "" } ; static var typeDisplayName = "x"
        }
        """

    static func extraction(_ text: String) -> Extraction {
        Extractor().extract(sources: [SwiftSource(path: path, text: text)])
    }

    /// `edited`'s extraction, and the original's moved to it.
    static func moved(_ edited: String) throws -> (moved: Extraction?, fresh: Extraction) {
        let before = SwiftSource(path: path, text: original)
        let after = SwiftSource(path: path, text: edited)
        let was = try #require(BodyPlaces(before))
        let now = try #require(BodyPlaces(after))
        return (extraction(original).relocated([path: (was, now)]), extraction(edited))
    }

    @Test("lines added to a body, and a body's last line made longer, move what follows")
    func movesWhatFollows() throws {
        let original = Self.extraction(Self.original)
        #expect(!original.diagnostics.isEmpty, "the fixture has findings to move")
        #expect(original.document.intents.first?.location?.line == 8)
        let edits = [
            Self.original.replacingOccurrences(of: "    let a = 1\n", with: "    let a = 1\n    let b = 2\n\n    print(b)\n"),
            Self.original.replacingOccurrences(of: "{ .result() }", with: "{\n        return .result()\n    }"),
            Self.original.replacingOccurrences(of: "func notes() -> String { \"\" }", with: "func notes() -> String { \"a longer body\" }"),
        ]
        for edited in edits {
            let (moved, fresh) = try Self.moved(edited)
            let relocated = try #require(moved)
            #expect(relocated.diagnostics == fresh.diagnostics)
            #expect(relocated.document == fresh.document)
        }
        // The first edit moves the intent four lines down.
        #expect(try Self.moved(edits[0]).fresh.document.intents.first?.location?.line == 11)
    }

    @Test("a place inside a body, or bodies that do not pair up, are not moved")
    func refusesWhatCannotBeMoved() throws {
        let was = try #require(BodyPlaces(SwiftSource(path: Self.path, text: Self.original)))
        let now = try #require(BodyPlaces(SwiftSource(path: Self.path, text: Self.original.replacingOccurrences(of: "    let a = 1\n", with: "    let a = 1\n\n"))))
        // Line 4 is inside `helper`'s body; line 1 is before every body; line 8 follows it.
        #expect(was.moving(SourceLocation(file: Self.path, line: 4, column: 5), to: now) == nil)
        #expect(was.moving(SourceLocation(file: Self.path, line: 1, column: 1), to: now) == SourceLocation(file: Self.path, line: 1, column: 1))
        #expect(was.moving(SourceLocation(file: Self.path, line: 8, column: 1), to: now) == SourceLocation(file: Self.path, line: 9, column: 1))
        // What follows a body on its last line keeps its distance from the body's end.
        let longer = try #require(BodyPlaces(SwiftSource(path: Self.path, text: Self.original.replacingOccurrences(of: "{ \"\" }", with: "{ \"longer\" }"))))
        let end = try #require(was.bodies.last).end
        let after = SourceLocation(file: Self.path, line: end.line, column: end.column + 3)
        #expect(was.moving(after, to: longer) == SourceLocation(file: Self.path, line: end.line, column: end.column + 3 + "longer".utf8.count))
        let fewer = try #require(BodyPlaces(SwiftSource(path: Self.path, text: "func f() { }\n")))
        #expect(was.moving(SourceLocation(file: Self.path, line: 8, column: 1), to: fewer) == nil)
        #expect(BodyPlaces(numbers: was.numbers) == was)
        #expect(BodyPlaces(numbers: [1, 1]) == nil)
        #expect(BodyPlaces(numbers: [3, 1, 2, 1]) == nil, "a body that ends before it starts")
    }
}
