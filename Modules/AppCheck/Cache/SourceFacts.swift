import Diagnostics
import Foundation
import IntentExtraction

/// What the cache keys of one Swift file's results are made of, worked out once per content and kept in the cache:
/// a file that did not change is neither scanned nor parsed to key its results.
struct SourceFacts: Sendable {
    /// The key of what extraction reads of the file (its declarations, or the whole file when it has a syntax error).
    var extraction: String
    /// The key of what the strings' declaration index reads of it.
    var index: String
    /// The key of the file's path and bytes (the key these facts are kept under).
    var content: String = ""

    /// The facts of `source` under `cache`: from the cache when its content was seen before, else worked out
    /// (which parses the file) and stored.
    static func of(_ source: SwiftSource, cache: any ResultCache) -> SourceFacts {
        let content = cache.key([Array("facts 2".utf8), Array(source.path.utf8), Array(source.text.utf8)])
        if let known = cache.data(for: content).flatMap({ SourceFacts(stored: $0, content: content) }) { return known }
        let inputs = source.readerInputs()
        let facts = SourceFacts(
            extraction: cache.key([Array("extraction input".utf8), inputs.extraction]),
            index: cache.key([Array("index input".utf8), inputs.index]),
            content: content
        )
        cache.store(facts.stored, for: content)
        return facts
    }

    /// The facts' keys as stored: the extraction key and the index key, on two lines (read without a decoder: a
    /// re-check takes every file's facts from the cache).
    var stored: Data { Data((extraction + "\n" + index).utf8) }
}

extension SourceFacts {
    /// The facts stored as ``stored`` under `content`, or `nil` when the data is not two keys on two lines.
    init?(stored data: Data, content: String) {
        // Read from the bytes: a re-check reads every file's facts, and splitting a `String` cost more than the lookup.
        let keys = data.withUnsafeBytes { bytes -> (String, String)? in
            guard let newline = bytes.firstIndex(of: 0x0A), newline > 0, newline < bytes.count - 1,
                  !bytes[(newline + 1)...].contains(0x0A) else { return nil }
            return (String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<newline]), as: UTF8.self),
                    String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(newline + 1)...]), as: UTF8.self))
        }
        guard let keys else { return nil }
        self.init(extraction: keys.0, index: keys.1, content: content)
    }
}
