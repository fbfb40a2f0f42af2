import Foundation
import IntentExtraction
import IntentKitTestSupport
import SwiftParser
@testable import StringExtraction
import Testing

/// A build's index in layers (``LayeredIndex``): an earlier whole index and the names a few files changed since
/// answer every question as the build's whole index does, and merge it only for a question that names a changed name.
@Suite struct LayeredIndexTests {
    static let files = [
        """
        struct Card {
            var title: LocalizedStringKey
            func badge(_ text: LocalizedStringKey) -> some View { Text(text) }
            static func make(named name: LocalizedStringResource) -> Card { Card(title: "") }
        }
        enum Route { case home(LocalizedStringKey), settings }
        """,
        KeptDeclarationIndexTests.other,
        """
        func caption(_ key: LocalizedStringKey, table: String? = nil) -> String { "" }
        typealias Label = LocalizedStringResource
        extension Card { var subtitle: String { "" } }
        """,
    ]

    /// Each file changed as a developer changes one: a function, a member, a case, an alias and an overload added, and
    /// a declaration's type changed.
    static let edits: [(file: Int, text: String)] = [
        (2, files[2] + "\nfunc footnote(_ key: LocalizedStringKey) {}\n"),
        (0, files[0].replacingOccurrences(of: "var title: LocalizedStringKey", with: "var title: LocalizedStringKey\n    var detail: LocalizedStringResource")),
        (0, files[0].replacingOccurrences(of: "case home(LocalizedStringKey), settings", with: "case home(LocalizedStringKey), settings, about(String)")),
        (2, files[2].replacingOccurrences(of: "typealias Label = LocalizedStringResource", with: "typealias Label = String")),
        (1, files[1] + "\nfunc caption(_ key: String) -> String { key }\nextension Outer { func row(_ title: String) -> some View { Text(title) } }\n"),
        (0, files[0].replacingOccurrences(of: "struct Card {", with: "struct Card {\n    typealias Title = String")),
        (1, files[1] + "\nextension Design.Text { static var caption: LocalizedStringKey { \"\" } }\n"),
    ]

    static func merged(_ indexes: [DeclarationIndex]) -> DeclarationIndex {
        var merged = DeclarationIndex()
        for index in indexes { merged.merge(index) }
        return merged
    }

    /// `after`'s whole index, in layers over `before`'s kept as a run keeps it.
    static func layered(before: [DeclarationIndex], after: [DeclarationIndex]) throws -> (index: DeclarationIndex, layers: LayeredIndex) {
        let base = try #require(DeclarationIndex(keptBytes: merged(before).packedForLookup()))
        let pairs = zip(before, after).filter { $0 != $1 }.map { (old: $0, new: $1) }
        let whole = merged(after)
        let layers = LayeredIndex(base: base, changes: IndexChanges(pairs), merge: { whole })
        return (DeclarationIndex(layers: layers), layers)
    }

    @Test func layersAnswerEveryQuestionAsTheWholeIndexOfTheChangedFiles() throws {
        let before = Self.files.map(DeclarationIndexPackingTests.index)
        for (file, text) in Self.edits {
            var after = before
            after[file] = DeclarationIndexPackingTests.index(text)
            #expect(after[file] != before[file], "\(text)")
            let whole = Self.merged(after)
            let (index, layers) = try Self.layered(before: before, after: after)
            let lookups = KeptDeclarationIndexTests.lookups(of: whole) + KeptDeclarationIndexTests.lookups(of: Self.merged(before))
            var answeredByBase = 0
            for lookup in lookups {
                #expect(lookup.answer(in: index) == lookup.answer(in: whole), "\(lookup) after \(text)")
                if !layers.changes.touches(lookup) { answeredByBase += 1 }
            }
            // Most questions name no changed name, and the whole index was needed for the others.
            #expect(answeredByBase * 2 > lookups.count, "\(answeredByBase) of \(lookups.count)")
            #expect(layers.isMerged)
            // Its packed form is the whole index's.
            #expect(index.packedForLookup() == whole.packedForLookup())
        }
    }

    @Test func aQuestionNamingNoChangedNameDoesNotMergeTheWholeIndex() throws {
        let before = Self.files.map(DeclarationIndexPackingTests.index)
        var after = before
        after[2] = DeclarationIndexPackingTests.index(Self.files[2] + "\nfunc footnote(_ key: LocalizedStringKey) {}\n")
        let (index, layers) = try Self.layered(before: before, after: after)
        #expect(layers.changes.signatures == ["footnote"] && layers.changes.functionTypes.isSubset(of: ["footnote"]))
        // A function at file level is a member of the file's scope: that member changed, not the scope.
        #expect(layers.changes.memberOwners.isEmpty && layers.changes.typeAliases.isEmpty)
        #expect(layers.changes.memberTypes.isSubset(of: [IndexChanges.Member(owner: "", name: "footnote")]))
        #expect(index.memberType("caption", of: "") != nil)
        #expect(index.signature(callee: "caption", labels: ["_"]) != nil)
        #expect(index.memberType("title", of: "Card") != nil && index.hasMembers("Outer.Inner"))
        #expect(!index.typesWithMembers(endingWith: ".Inner").isEmpty)
        #expect(!layers.isMerged)
        #expect(index.hasSignature(named: "footnote"))
        #expect(layers.isMerged)
    }

    @Test func aTypeWhoseMembersChangedTouchesEveryQuestionItsNameMayEnd() {
        var changes = IndexChanges([])
        changes.memberOwners = ["Outer.Inner"]
        #expect(changes.touches(.typesEnding(".Inner")) && changes.touches(.typesEnding("Inner")) && changes.touches(.hasMembers("Outer.Inner")))
        #expect(!changes.touches(.typesEnding(".Outer")) && !changes.touches(.hasMembers("Outer")) && !changes.touches(.typesEnding(".X")))
        // A name that is not printable ASCII may end with a suffix in one form and not the other: every suffix touches it.
        changes.memberOwners = ["Outer.Inner", "Caf\u{E9}"]
        #expect(changes.touches(.typesEnding("e\u{301}")) && changes.touches(.typesEnding(".X")))
        // A member's type is its own entry: another member of its type, or the type's having members, is not read.
        changes.memberTypes = [IndexChanges.Member(owner: "Outer", name: "limit")]
        #expect(changes.touches(.memberType("Outer", "limit")) && !changes.touches(.memberType("Outer", "row")) && !changes.touches(.memberType("", "limit")))
        #expect(!changes.touches(.hasMembers("Outer")))
        changes.stringOverloads = ["Outer.row"]
        #expect(changes.touches(.signature("row", ["_"])) && changes.touches(.takesString("row", "Outer", ["_"])))
        #expect(!changes.touches(.takesString("row", "Other", ["_"])) && !changes.touches(.signature("rows", ["_"])))
    }

    /// Every whole app's largest Swift file changed each way a developer changes one (a function added, a member
    /// added to its first type, its last line removed): layers over the app's index answer every question about
    /// either version's names as the app's whole index does.
    @Test("layers over each whole app's index answer as its whole index", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func layersOverEachWholeAppAnswerAsItsWholeIndex() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        let apps = RealWorld.wholeAppFolders().map { RealWorld.root + "/whole-apps/" + $0 }
        #expect(apps.count == 16)
        var checked = 0
        for app in apps {
            let paths = RealWorld.swiftFiles(in: app).sorted()
            let texts = paths.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            guard texts.count == paths.count, let largest = texts.indices.max(by: { texts[$0].utf8.count < texts[$1].utf8.count }) else { continue }
            let before = texts.concurrentMap(DeclarationIndexPackingTests.index)
            let text = texts[largest]
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > 1 { lines.removeLast(lines.last?.isEmpty == true && lines.count > 2 ? 2 : 1) }
            let typeStart = text.range(of: "struct ") ?? text.range(of: "class ") ?? text.range(of: "enum ")
            let withMember = typeStart.flatMap { start in text[start.upperBound...].firstIndex(of: "{") }
                .map { text[...$0] + "\n    var intentKitProbe: LocalizedStringKey { \"\" }\n" + text[text.index(after: $0)...] }
            let versions = [text + "\nfunc intentKitProbe(_ key: LocalizedStringKey, count: Int) -> String { \"\" }\n", lines.joined(separator: "\n")]
                + (withMember.map { [String($0)] } ?? [])
            for version in versions {
                var after = before
                after[largest] = DeclarationIndexPackingTests.index(version)
                guard after[largest] != before[largest] else { continue }
                let whole = Self.merged(after)
                let (index, _) = try Self.layered(before: before, after: after)
                let lookups = KeptDeclarationIndexTests.lookups(of: after[largest]) + KeptDeclarationIndexTests.lookups(of: before[largest])
                    + KeptDeclarationIndexTests.lookups(of: before[(largest + 1) % before.count])
                for lookup in lookups where lookup.answer(in: index) != lookup.answer(in: whole) {
                    Issue.record("\(app): \(lookup) after changing \(paths[largest])")
                }
                checked += 1
            }
        }
        // A function and a member added change every app's index; a last line removed often changes none.
        #expect(checked >= 30, "\(checked) versions checked")
    }
}
