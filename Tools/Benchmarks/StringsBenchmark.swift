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
        try MemoryProbe.report("strings", inputBytes: bytes)
        try runStringsDict()
        try runStringCatalog()
    }

    /// One `.stringsdict` per locale, each with `keys` plural entries.
    static func generateStringsDict(keys: Int, locales: Int) -> [[UInt8]] {
        (0..<locales).map { locale in
            var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            for key in 0..<keys {
                text += "\t<key>item.\(key).count</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@items@ in list \(locale)</string>\n"
                text += "\t\t<key>items</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
                text += "\t\t\t<key>one</key>\n\t\t\t<string>%d item &amp; more</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%d items</string>\n\t\t</dict>\n\t</dict>\n"
            }
            return Array((text + "</dict>\n</plist>\n").utf8)
        }
    }

    static func runStringsDict() throws {
        let files = generateStringsDict(keys: 10_000, locales: 40)
        let bytes = files.reduce(0) { $0 + $1.count }
        var entries = 0
        let ours = Harness.bestTime(repetitions: 3) {
            entries = 0
            for file in files { entries += StringsDictFile(parsing: file, path: "x.stringsdict").entries.count }
        }
        precondition(entries == 400_000, "every entry must be read")
        let datas = files.map { Data($0) }
        let peer = try Harness.bestTime(repetitions: 3) {
            for data in datas { _ = try PropertyListSerialization.propertyList(from: data, format: nil) }
        }
        Harness.report(".stringsdict parse with positions (10,000 keys x 40 locales)", bytes: bytes, ours: ours, peerName: "PropertyListSerialization", peer: peer)
    }

    /// One String Catalog with `keys` keys, each translated into `locales` locales (every tenth a plural).
    static func generateStringCatalog(keys: Int, locales: Int) -> [UInt8] {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for key in 0..<keys {
            text += "    \"screen.\(key).title\" : {\n      \"comment\" : \"Screen \(key)\",\n      \"localizations\" : {\n"
            for locale in 0..<locales {
                if key % 10 == 0 {
                    text += "        \"l\(locale)\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld item\" } }, \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld items\" } } } } }"
                } else {
                    text += "        \"l\(locale)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Titre \(key) — langue \(locale)\" } }"
                }
                text += locale == locales - 1 ? "\n" : ",\n"
            }
            text += "      }\n    }" + (key == keys - 1 ? "\n" : ",\n")
        }
        return Array((text + "  },\n  \"version\" : \"1.0\"\n}\n").utf8)
    }

    static func runStringCatalog() throws {
        let file = generateStringCatalog(keys: 10_000, locales: 40)
        var keys = 0
        let ours = Harness.bestTime(repetitions: 3) {
            keys = StringCatalogFile(parsing: file, path: "Localizable.xcstrings").table.keys.count
        }
        precondition(keys == 10_000, "every key must be read")
        let data = Data(file)
        let peer = try Harness.bestTime(repetitions: 3) { _ = try JSONSerialization.jsonObject(with: data) }
        Harness.report(".xcstrings parse with positions (10,000 keys x 40 locales)", bytes: file.count, ours: ours, peerName: "JSONSerialization", peer: peer)
    }
}
