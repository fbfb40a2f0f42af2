import Diagnostics
import Foundation
import IntentExtraction

extension CheckPipeline {
    /// A file an extraction locates something in, as it was when the extraction was kept: its path, the key of what
    /// extraction read of it (`SourceFacts.extraction`), and where its function bodies were (`BodyPlaces.numbers`).
    struct LocatedFile: Codable {
        var path: String
        var extraction: String
        var bodies: [Int]
    }

    /// The key of the files a target's extraction kept by `placeFreeKey` locates something in.
    static func locatedFilesKey(_ placeFreeKey: String, cache: any ResultCache) -> String {
        cache.key([Array(resultFormat.utf8), Array("extraction's located files".utf8), Array(placeFreeKey.utf8)])
    }

    /// The extraction kept by `placeFreeKey` (``extractionKey(_:options:facts:cache:)``: what extraction reads of the
    /// target's files but where it is), each of its locations moved to where it is now (`BodyPlaces`), and whether
    /// one moved: its files changed only inside function bodies (lines added to one), which extraction does not read.
    /// `nil` when none is kept, or a location cannot be moved.
    static func movedExtraction(_ placeFreeKey: String, facts: [String: SourceFacts], sources: [String: SwiftSource],
                                cache: any ResultCache) -> (extraction: Extraction, moved: Bool)? {
        guard let kept = cache.value(Extraction.self, for: placeFreeKey),
              let located = cache.value([LocatedFile].self, for: locatedFilesKey(placeFreeKey, cache: cache))
        else { return nil }
        var moves: [String: (from: BodyPlaces, to: BodyPlaces)] = [:]
        for file in located {
            guard let fact = facts[file.path] else { return nil }
            if fact.extraction == file.extraction { continue }
            guard let was = BodyPlaces(numbers: file.bodies), let source = sources[file.path], let now = BodyPlaces(source) else { return nil }
            moves[file.path] = (was, now)
        }
        guard !moves.isEmpty else { return (kept, false) }
        return kept.relocated(moves).map { ($0, true) }
    }

    /// Keeps `extraction` of `target` by `placeFreeKey`.
    ///
    /// It is kept with where the function bodies are of each file it locates something in.
    static func keepPlaceFree(_ extraction: Extraction, of target: ExtractionTarget, _ placeFreeKey: String, facts: [String: SourceFacts],
                              sources: [String: SwiftSource], cache: any ResultCache) {
        var located: [LocatedFile] = []
        for path in extraction.locatedFiles.sorted() {
            guard let fact = facts[path], let source = sources[path] else { return }
            // A file whose scan gave up has no bodies: what extraction reads of it is the whole file, so it is moved
            // only unchanged.
            located.append(LocatedFile(path: path, extraction: fact.extraction, bodies: BodyPlaces(source)?.numbers ?? []))
        }
        // The slot of a target's extraction: its name and first file (a cache may be shared by apps).
        let slot = "extraction \(target.name) \(target.files.first ?? "")"
        cache.store(extraction, for: placeFreeKey, slot: slot)
        cache.store(located, for: locatedFilesKey(placeFreeKey, cache: cache), slot: slot + " located files")
    }
}
