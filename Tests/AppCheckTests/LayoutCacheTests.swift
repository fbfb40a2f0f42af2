import Diagnostics
import Foundation
@testable import AppCheck
import IntentKitTestSupport
import Testing
import XcodeProject

/// A layout kept by the cache is taken while nothing it was resolved from changed, and resolved again as soon as a
/// folder it listed, a project it read or a manifest gains, loses or changes what the layout is made of.
@Suite struct LayoutCacheTests {
    /// What two layouts are compared by: every unit, every file, the project files and the findings.
    static func summary(_ layout: SourceLayout) -> [String] {
        layout.units.map { "\($0)" } + layout.files + ["projects"] + layout.projectFiles + ["unowned"] + layout.unownedLocalizationFiles
            + layout.diagnostics.map(\.description)
    }

    @Test func aKeptLayoutHoldsUntilWhatItWasResolvedFromChanges() throws {
        // The fixture's targets list their files from synchronized folders (`Shelf`, `ShelfIntents`, `ShelfKit`).
        let copy = try PipelineCacheTests.Copy(packageRoot() + "/Tests/IntentKitCLITests/Fixtures/MultiTarget")
        let app = copy.app
        try? FileManager.default.removeItem(atPath: app + "/.build")
        let folder = copy.base + "/cache"
        /// Resolves the layout with a cache, and without one: the two must agree. Returns whether the cache had it.
        func resolve(_ label: String) throws -> (layout: SourceLayout, taken: Bool) {
            // Past a tick of the file system's clock, so what changed last is settled and the layout is kept.
            usleep(25_000)
            let cache = try #require(CheckCache(folder: folder, root: app, version: "test"))
            let (layout, kept) = SourceLayout.resolveKept(app, configuration: nil, cache: cache)
            cache.save()
            #expect(Self.summary(layout) == Self.summary(SourceLayout.resolve(app)), "\(label)")
            return (layout, kept)
        }
        #expect(try !resolve("first").taken)
        #expect(try resolve("unchanged").taken)

        // A file added to a synchronized folder: its target compiles it.
        try "struct Added {}\n".write(toFile: app + "/Shelf/Added.swift", atomically: false, encoding: .utf8)
        let added = try resolve("a file added")
        #expect(!added.taken && added.layout.units.contains { $0.swiftFiles.contains(app + "/Shelf/Added.swift") })
        #expect(try resolve("again").taken)

        // A folder added, then a file in it: the second changes only the new folder, which the layout listed.
        try FileManager.default.createDirectory(atPath: app + "/Shelf/Nested", withIntermediateDirectories: false)
        #expect(try !resolve("a folder added").taken)
        try "struct Deeper {}\n".write(toFile: app + "/Shelf/Nested/Deeper.swift", atomically: false, encoding: .utf8)
        let deeper = try resolve("a file in the new folder")
        #expect(!deeper.taken && deeper.layout.files.contains(app + "/Shelf/Nested/Deeper.swift"))

        // A file edited in place changes no folder, and the layout holds; so does a file saved as editors save it, to
        // a temporary file renamed over it (its folder's stamp changes, its entries do not); a file removed changes
        // its folder.
        try "struct Deeper { let edited = 1 }\n".write(toFile: app + "/Shelf/Nested/Deeper.swift", atomically: false, encoding: .utf8)
        #expect(try resolve("a file edited").taken)
        try "struct Deeper { let edited = 2 }\n".write(toFile: app + "/Shelf/Nested/Deeper.swift", atomically: true, encoding: .utf8)
        #expect(try resolve("a file saved by a rename").taken)
        #expect(try resolve("again, with the folder's new stamp").taken)
        try FileManager.default.removeItem(atPath: app + "/Shelf/Added.swift")
        let removed = try resolve("a file removed")
        #expect(!removed.taken && !removed.layout.files.contains(app + "/Shelf/Added.swift"))

        // The project file written (a target renamed): read again.
        let project = app + "/Shelf.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: project, encoding: .utf8)
        #expect(text.contains("name = ShelfKit;"))
        try text.replacingOccurrences(of: "name = ShelfKit;", with: "name = ShelfCore;").write(toFile: project, atomically: false, encoding: .utf8)
        let renamed = try resolve("the project written")
        #expect(!renamed.taken && renamed.layout.units.contains { $0.name == "ShelfCore" })
        #expect(try resolve("again").taken)
    }

    /// A layout record that is damaged, or of another app's key, is a miss, never taken.
    @Test func aDamagedLayoutRecordIsNotTaken() throws {
        let copy = try PipelineCacheTests.Copy(packageRoot() + "/Examples/SoupChef")
        let folder = copy.base + "/cache"
        func resolve() throws -> Bool {
            usleep(25_000)
            let cache = try #require(CheckCache(folder: folder, root: copy.app, version: "test"))
            let (layout, kept) = SourceLayout.resolveKept(copy.app, configuration: nil, cache: cache)
            cache.save()
            #expect(Self.summary(layout) == Self.summary(SourceLayout.resolve(copy.app)))
            return kept
        }
        #expect(try !resolve())
        #expect(try resolve())
        let record = folder + "/layout.record"
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: record)))
        bytes[bytes.count / 2] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: record))
        #expect(try !resolve())
        #expect(try resolve())
        // Cut short.
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: record))
        #expect(try !resolve())
    }
}
