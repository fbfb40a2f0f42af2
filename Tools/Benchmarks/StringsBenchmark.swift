import Foundation
import IntentLocalization

/// `.strings` parsing with positions against Foundation's `PropertyListSerialization` on the same bytes.
enum StringsBenchmark {
    /// One `.strings` file per locale, each with `keys` entries (comments, escapes and non-ASCII included).
    static func generate(keys: Int, locales: Int) -> [[UInt8]] {
        (0..<locales).map { locale in
            var text = ""
            text.reserveCapacity(keys * 80)
            for key in 0..<keys {
                text += "/* Shown on screen \(key % 50). */\n"
                text += "\"screen.\(key).title\" = \"Titre n°\(key) pour la langue \(locale) — \\\"\(key)\\\" %@\";\n"
            }
            return Array(text.utf8)
        }
    }

    static func run() throws {
        let files = generate(keys: 10_000, locales: 40)
        let bytes = files.reduce(0) { $0 + $1.count }
        var entries = 0
        let ours = Harness.bestTime(repetitions: 3) {
            entries = 0
            for (index, file) in files.enumerated() {
                entries += StringsFile(parsing: file, path: "\(index).lproj/Localizable.strings").entries.count
            }
        }
        precondition(entries == 400_000, "every entry must be read")
        let datas = files.map { Data($0) }
        let peer = try Harness.bestTime(repetitions: 3) {
            for data in datas { _ = try PropertyListSerialization.propertyList(from: data, format: nil) }
        }
        Harness.report(".strings parse with positions (10,000 keys x 40 locales)", bytes: bytes, ours: ours, peerName: "PropertyListSerialization", peer: peer)
    }
}
