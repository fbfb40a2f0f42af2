import Diagnostics
import IntentExtraction

/// What the cache keys of one Swift file's results are made of, worked out once per content and kept in the cache:
/// a file that did not change is neither scanned nor parsed to key its results.
struct SourceFacts: Codable, Sendable {
    /// The key of what extraction reads of the file (its declarations, or the whole file when it has a syntax error).
    var extraction: String
    /// The key of what the strings' declaration index reads of it.
    var index: String
    /// The key of the file's path and bytes (the key these facts are kept under).
    var content: String = ""

    /// The facts of `source` under `cache`: from the cache when its content was seen before, else worked out
    /// (which parses the file) and stored.
    static func of(_ source: SwiftSource, cache: any ResultCache) -> SourceFacts {
        let content = cache.key([Array("facts".utf8), Array(source.path.utf8), Array(source.text.utf8)])
        if var known = cache.value(SourceFacts.self, for: content) {
            known.content = content
            return known
        }
        let inputs = source.readerInputs()
        let facts = SourceFacts(
            extraction: cache.key([Array("extraction input".utf8), inputs.extraction]),
            index: cache.key([Array("index input".utf8), inputs.index]),
            content: content
        )
        cache.store(facts, for: content)
        return facts
    }
}
