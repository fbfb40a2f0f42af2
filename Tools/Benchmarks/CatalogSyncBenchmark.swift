import Foundation
import IntentLocalization
import PositionedJSON
import StringExtraction

/// `localization sync` of a 10,000-key, 40-locale String Catalog (goal: under 500 ms), against Foundation reading
/// and writing the same JSON (`JSONSerialization` parse and pretty-printed, sorted write).
enum CatalogSyncBenchmark {
    static let locales = ["ar", "bg", "ca", "cs", "da", "de", "el", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt",
                          "lv", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "en-GB"]

    /// The catalog, in Xcode's layout: keys `Key 0 %lld`… each translated into every locale.
    static func catalog(keys: Int) -> String {
        let entries = CatalogKeyOrder.sorted((0..<keys).map { "Key \($0) with %lld items" }).map { key in
            CatalogJSON.Member(key, .object([
                .init("comment", .string("Shown on screen \(key.count)")),
                .init("localizations", .object(locales.map { locale in
                    .init(locale, .object([.init("stringUnit", .object([
                        .init("state", .string("translated")), .init("value", .string("\(locale): \(key)")),
                    ]))]))
                })),
            ]))
        }
        return CatalogJSON.object([
            .init("sourceLanguage", .string("en")), .init("strings", .object(entries)), .init("version", .string("1.0")),
        ]).xcodeText()
    }

    static func run() throws {
        let count = 10_000
        let text = catalog(keys: count)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-sync-bench-\(getpid()).xcstrings").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // The code uses every key but the last 100 and 100 new ones, with a comment on each.
        var uses: [LocalizableString] = []
        for index in 100..<(count + 100) {
            uses.append(LocalizableString(key: "Key \(index) with %lld items", comment: "Shown on screen \("Key \(index) with %lld items".count)",
                                          origin: .swiftUI, location: .init(file: "View.swift", line: index, column: 5)))
        }
        let keys = CatalogSync.TableKeys(keys: StringExtraction(uses: uses).keys)
        var changes = 0
        // Each run starts from the same file, written before the clock starts.
        let input = Data(text.utf8)
        let reset = { try input.write(to: URL(fileURLWithPath: path)) }
        let ours = try Harness.sample(setup: reset) {
            let result = CatalogSync.sync(file: path, keys: keys, write: true)
            precondition(result.diagnostics.isEmpty && result.written)
            changes = result.changes.count
        }
        precondition(changes == 200, "expected 100 added and 100 stale, got \(changes)")
        let peer = try Harness.sample(setup: reset) {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
            try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        Harness.report("sync a String Catalog (\(count) keys × \(locales.count) locales, \(text.utf8.count / 1_048_576) MB: 100 added, 100 marked stale)",
                       operations: 1, ours: ours.best, peerName: "JSONSerialization read + write of the same file", peer: peer.best)
        Harness.goal("string-extraction", "catalog sync 10k keys × 40 locales", unit: "ms", ours: ours.best * 1000, sample: ours,
                     peerName: "JSONSerialization read + write", peer: peer, goal: "under 500 ms", met: ours.best < 0.5)
    }
}
