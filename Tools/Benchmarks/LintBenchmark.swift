import Diagnostics
import Foundation
import IntentLocalization
import LocalizationLint

/// A full `localization lint` of a Wikipedia-scale project against Foundation merely parsing the same files.
///
/// 5,000 keys × 90 locales: 4,000 in `Localizable.strings`, 500 plural keys in
/// `Plurals.stringsdict` (each locale with exactly its CLDR categories), 500 in one `.xcstrings`.
/// The project is written to a temporary folder, linted (read, checked across locales, on all
/// cores), and the same files are parsed with `PropertyListSerialization` and `JSONSerialization`,
/// one file after another and then one task per file on all cores.
enum LintBenchmark {
    static let candidateLocales = [
        "en", "de", "fr", "es", "it", "pt", "pt-BR", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "sl", "hr", "sr", "bs", "ru",
        "uk", "be", "bg", "mk", "ro", "hu", "el", "tr", "ar", "he", "fa", "ur", "hi", "bn", "ta", "te", "kn", "ml", "mr", "gu",
        "pa", "th", "vi", "id", "ms", "fil", "zh-Hans", "zh-Hant", "ja", "ko", "ka", "hy", "az", "kk", "uz", "ky", "mn", "ne", "si", "my",
        "km", "lo", "am", "sw", "zu", "xh", "af", "sq", "et", "lv", "lt", "is", "ga", "cy", "eu", "gl", "ca", "mt", "lb", "fo",
        "ps", "sd", "so", "ha", "yo", "ig", "rw", "tg", "tk", "ug", "or", "as", "es-MX", "fr-CA", "en-GB",
    ]

    static func writeProject(to root: String) throws -> [String] {
        let locales = Array(candidateLocales.filter(PluralRules.isKnown).prefix(90))
        precondition(locales.count == 90, "ICU must know 90 of the candidate locales")
        var files: [String] = []
        var catalog: [String: Any] = [:]
        for key in 0..<500 { catalog["catalog.\(key) %lld"] = ["localizations": [String: Any]()] }
        for locale in locales {
            let folder = root + "/\(locale).lproj"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var strings = ""
            strings.reserveCapacity(4_000 * 90)
            for key in 0..<4_000 {
                strings += "/* Screen \(key % 40) */\n\"screen.\(key).title\" = \"Title \(key) in \(locale): %1$@ has %2$d items.\";\n"
            }
            try strings.write(toFile: folder + "/Localizable.strings", atomically: true, encoding: .utf8)
            files.append(folder + "/Localizable.strings")

            let categories = try PluralRules.rules(for: locale).categories
            var plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            for key in 0..<500 {
                plist += "\t<key>plural.\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@</string>\n\t\t<key>n</key>\n\t\t<dict>\n"
                plist += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
                for category in categories { plist += "\t\t\t<key>\(category.rawValue)</key>\n\t\t\t<string>%d \(category.rawValue) \(key)</string>\n" }
                plist += "\t\t</dict>\n\t</dict>\n"
            }
            try (plist + "</dict>\n</plist>\n").write(toFile: folder + "/Plurals.stringsdict", atomically: true, encoding: .utf8)
            files.append(folder + "/Plurals.stringsdict")

            for key in 0..<500 where locale != "en" {
                var entry = catalog["catalog.\(key) %lld"] as! [String: Any]
                var localizations = entry["localizations"] as! [String: Any]
                localizations[locale] = ["stringUnit": ["state": "translated", "value": "Catalog \(key) %lld (\(locale))"]]
                entry["localizations"] = localizations
                catalog["catalog.\(key) %lld"] = entry
            }
        }
        let json = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": catalog], options: [.prettyPrinted, .sortedKeys])
        try json.write(to: URL(fileURLWithPath: root + "/Catalog.xcstrings"))
        files.append(root + "/Catalog.xcstrings")
        return files
    }

    static func run() async throws {
        let root = NSTemporaryDirectory() + "intentkit-lint-benchmark-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = try writeProject(to: root)
        let bytes = try files.reduce(0) { $0 + (try FileManager.default.attributesOfItem(atPath: $1)[.size] as! Int) }
        var findings = -1
        // Read as `intentkit localization lint` reads: under the command line's input policy, rooted at the project.
        InputPolicy.current = .checking([root])
        defer { InputPolicy.current = .unrestricted }
        let lint = await Harness.bestTime {
            findings = await LocalizationLinter().lint([root]).diagnostics.count
        }
        precondition(findings == 0, "the generated project is clean; \(findings) findings")
        @Sendable func parseWithFoundation(_ file: String) -> Bool {
            guard let data = FileManager.default.contents(atPath: file) else { return false }
            if file.hasSuffix(".xcstrings") { return (try? JSONSerialization.jsonObject(with: data)) != nil }
            return (try? PropertyListSerialization.propertyList(from: data, format: nil)) != nil
        }
        var parsed = 0
        let foundation = Harness.bestTime {
            parsed = files.filter(parseWithFoundation).count
        }
        precondition(parsed == files.count, "Foundation must read every file")
        // The lint runs on every core, so Foundation is also timed on every core, one task per file.
        let foundationAllCores = await Harness.bestTime {
            parsed = await files.concurrentMap(parseWithFoundation).filter { $0 }.count
        }
        precondition(parsed == files.count, "Foundation must read every file")
        print(String(
            format: "localization lint (5,000 keys x 90 locales, %.1f MB, %d files): %.0f ms (goal < 1000 ms); Foundation parse alone %.0f ms on one core, %.0f ms on %d; ratio %.2fx against one core, %.2fx against all (goal <= 1.5x)",
            Double(bytes) / 1_000_000, files.count, lint * 1000, foundation * 1000, foundationAllCores * 1000,
            ProcessInfo.processInfo.activeProcessorCount, lint / foundation, lint / foundationAllCores
        ))
        Harness.record(Figure(benchmark: "lint", name: "lint 53 MB", unit: "ms", ours: lint * 1000, peerName: "Foundation parse on all cores", peer: foundationAllCores * 1000,
                              ratio: foundationAllCores / lint, goal: "under 1000 ms, at most 1.5x Foundation's parse", met: lint < 1 && lint / foundationAllCores <= 1.5))
        try MemoryProbe.report("lint", argument: root, inputBytes: bytes, goalFactor: 3)
    }
}
