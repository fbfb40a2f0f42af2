import Diagnostics
import Foundation
@testable import AppCheck
import IntentKitTestSupport
import Testing

/// A series of edits of many kinds, drawn from a seed, each followed by a check with the cache that must find what a
/// check of the same files without it finds: what a developer's day does to an app between two checks.
///
/// Each kind changes what a different part of the cache keys: a function body (extraction's input keeps its
/// declarations), a string added or changed (the file's strings), a declaration added at the end of a file or in a
/// type (the strings' index, a target's extraction), an intent (the extraction's document), a syntax error, a type
/// renamed (what other files' strings and intents name), a property's type made a key (what other files' literals
/// are), a file added or removed, an `#if` (a second build), a catalog
/// changed, and an edit undone (a result the cache had replaced is asked for again).
@Suite struct CacheEditSeriesTests {
    /// One kind of edit.
    enum Edit: CaseIterable {
        case statement, string, function, member, intent, syntaxError, undo, removal, conditional, literal, rename, keyType, catalog, newFile
    }

    /// What a series changed, so an edit can be undone.
    struct Change {
        var path: String
        /// The file's text before the edit; `nil`: the edit made the file.
        var before: String?
    }

    static let apps: [String] = {
        let examples = ["Examples/Journal", "Examples/SoupChef", "Tests/IntentKitCLITests/Fixtures/MultiTarget"].map { packageRoot() + "/" + $0 }
        guard RealWorld.isAvailable else { return examples }
        // Every fifteenth app of the corpus, and a whole app with a project, targets and a catalog (a series costs
        // about ten seconds of CPU an app in a debug build).
        let apps = RealWorld.appFolders().enumerated().filter { $0.offset % 15 == 0 }.map { RealWorld.root + "/apps/" + $0.element }
        return examples + apps + [RealWorld.root + "/whole-apps/Snesnopic__Morser"]
    }()

    @Test(arguments: apps)
    func everyCheckInASeriesOfEditsFindsWhatACheckWithoutTheCacheFinds(app: String) async throws {
        let copy = try PipelineCacheTests.Copy(app)
        let cache = copy.base + "/cache"
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: (app as NSString).lastPathComponent.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        try await PipelineCacheTests.expectSame(copy.app, cache: cache, "first run")
        var changes: [Change] = []
        var made: [Edit] = []
        // Every kind once, in an order drawn from the seed, each on a file drawn too (another when it does not lend
        // itself to the kind), then one more undone.
        let kinds = Edit.allCases.shuffled(using: &generator) + [.undo]
        for (step, kind) in kinds.enumerated() {
            var isMade = false
            for _ in 0..<4 where !isMade { isMade = try Self.make(kind, copy, step: step, changes: &changes, using: &generator) }
            guard isMade else { continue }
            made.append(kind)
            // Half the checks come right after the edit (its stamp too new to keep), half a tick later.
            if generator.chance(50) { usleep(25_000) }
            try await PipelineCacheTests.expectSame(copy.app, cache: cache, "step \(step), \(kind) (\(changes.last?.path ?? ""))")
        }
        // The kinds every app lends itself to were made (a catalog needs an app with one, a removal three files, a
        // member or a rename a type, a statement a function).
        #expect(Set<Edit>([.function, .intent, .conditional, .newFile, .undo]).isSubset(of: made), "the series made only \(Set(made))")
    }

    /// Makes an edit of kind `edit` to a file of `copy` drawn from `generator`: whether it was made (`false` when the
    /// file drawn does not lend itself to it).
    static func make(_ edit: Edit, _ copy: PipelineCacheTests.Copy, step: Int, changes: inout [Change], using generator: inout SeededGenerator) throws -> Bool {
        let files = copy.swiftFiles
        guard !files.isEmpty else { return false }
        let path = generator.pick(files)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        func write(_ new: String, to file: String = path, before: String?? = .none) throws -> Bool {
            changes.append(Change(path: file, before: before ?? text))
            try new.write(toFile: file, atomically: true, encoding: .utf8)
            return true
        }
        let bodies = text.matchRanges(#"func [A-Za-z_][A-Za-z0-9_]*\([^)\n]*\)[^{\n]*\{ *\n"#)
        let types = text.matchRanges(#"\n[ \t]*((public|private|internal|fileprivate|open|final) )*(struct|class|enum|extension|actor) [A-Za-z_][A-Za-z0-9_]*[^\n{]*\{ *\n"#)
        switch edit {
        case .statement:
            guard !bodies.isEmpty else { return false }
            let body = generator.pick(bodies)
            return try write(text[..<body.upperBound] + "        _ = 0\n" + text[body.upperBound...])
        case .string:
            guard !bodies.isEmpty else { return false }
            let body = generator.pick(bodies)
            let literal = text.contains("SwiftUI") ? "Text(\"Series probe \(step)\")" : "String(localized: \"Series probe \(step)\")"
            return try write(text[..<body.upperBound] + "        _ = \(literal)\n" + text[body.upperBound...])
        case .function:
            return try write(text + "\nfunc intentKitSeriesProbe\(step)() -> Int { \(step) }\n")
        case .member:
            guard !types.isEmpty else { return false }
            let type = generator.pick(types)
            let member = generator.pick([
                "    func intentKitSeriesProbe\(step)() -> Int { 1 }\n", "    static let intentKitSeriesProbe\(step) = \"probe\"\n",
                "    var intentKitSeriesProbe\(step): String { \"probe\" }\n",
            ])
            return try write(text[..<type.upperBound] + member + text[type.upperBound...])
        case .intent:
            return try write(text + """

                struct IntentKitSeriesIntent\(step): AppIntent {
                    static var title: LocalizedStringResource = "Series probe \(step)"
                    @Parameter(title: "Probe value") var value: String
                    func perform() async throws -> some IntentResult { .result() }
                }

                """)
        case .syntaxError:
            guard let brace = text.lastIndex(of: "}") else { return false }
            var broken = text
            broken.remove(at: brace)
            return try write(broken)
        case .undo:
            guard let change = changes.popLast() else { return false }
            if let before = change.before {
                try FileManager.default.createDirectory(atPath: (change.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try before.write(toFile: change.path, atomically: true, encoding: .utf8)
            } else {
                try? FileManager.default.removeItem(atPath: change.path)
            }
            return true
        case .removal:
            guard files.count > 2 else { return false }
            changes.append(Change(path: path, before: text))
            try FileManager.default.removeItem(atPath: path)
            return true
        case .conditional:
            return try write(text + "\n#if DEBUG\nfunc intentKitSeriesDebug\(step)() -> String { String(localized: \"Debug probe \(step)\") }\n#endif\n")
        case .literal:
            let literals = text.matchRanges(#"(Text\(|String\(localized: |title: )"[^"\\\n]{1,40}""#)
            guard !literals.isEmpty else { return false }
            let literal = generator.pick(literals)
            let closing = text.index(before: literal.upperBound)
            return try write(text[..<closing] + " again" + text[closing...])
        case .rename:
            guard let type = types.isEmpty ? nil : generator.pick(types) else { return false }
            let words = text[type].split(whereSeparator: { " \t\n{:<,".contains($0) })
            guard let keyword = words.firstIndex(where: { ["struct", "class", "enum", "extension", "actor"].contains($0) }),
                  keyword + 1 < words.count
            else { return false }
            let name = words[keyword + 1]
            return try write(text.replacing(try Regex("\\b\(name)\\b"), with: name + "Renamed"))
        case .keyType:
            // A stored `String` property made a `LocalizedStringKey`: a literal another file passes for it becomes a key.
            let properties = text.matchRanges(#"(let|var) [a-z][A-Za-z0-9_]*: String\n"#)
            guard !properties.isEmpty else { return false }
            let property = generator.pick(properties)
            let type = text.range(of: ": String", range: property)!
            return try write(text[..<type.lowerBound] + ": LocalizedStringKey" + text[type.upperBound...])
        case .catalog:
            let catalogs = (FileManager.default.enumerator(atPath: copy.app)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".xcstrings") }.sorted().map { copy.app + "/" + $0 }
            guard !catalogs.isEmpty else { return false }
            let catalog = generator.pick(catalogs)
            let before = try String(contentsOfFile: catalog, encoding: .utf8)
            guard var root = try JSONSerialization.jsonObject(with: Data(before.utf8)) as? [String: Any] else { return false }
            var strings = root["strings"] as? [String: Any] ?? [:]
            strings["Series probe \(step)"] = ["extractionState": "manual"]
            if let key = strings.keys.sorted().first, generator.chance(50) { strings[key] = nil }
            root["strings"] = strings
            let data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
            return try write(String(decoding: data, as: UTF8.self), to: catalog, before: before)
        case .newFile:
            let file = (path as NSString).deletingLastPathComponent + "/IntentKitSeriesProbe\(step).swift"
            return try write("import SwiftUI\n\nstruct IntentKitSeriesView\(step): View {\n    var body: some View { Text(\"New file \(step)\") }\n}\n",
                             to: file, before: .some(nil))
        }
    }
}

private extension String {
    /// The ranges of the matches of `pattern`, in order.
    func matchRanges(_ pattern: String) -> [Range<String.Index>] {
        guard let regex = try? Regex(pattern) else { return [] }
        return matches(of: regex).map(\.range)
    }
}
