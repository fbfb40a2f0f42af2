import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentLocalization
import Testing

/// The parts of a `.stringsdict` entry both readers must agree on, as Foundation objects.
private func comparable(_ value: LocalizedValue) -> NSDictionary {
    var dictionary: [String: Any] = [:]
    if let unit = value.unit { dictionary["NSStringLocalizedFormatKey"] = unit.value }
    for (name, substitution) in value.substitutions {
        var variable: [String: Any] = [:]
        if let rule = substitution.ruleType { variable["NSStringFormatSpecTypeKey"] = rule }
        if let type = substitution.formatSpecifier { variable["NSStringFormatValueTypeKey"] = type }
        for (category, form) in substitution.plural { variable[category.rawValue] = form.unit?.value ?? "" }
        dictionary[name] = variable
    }
    if !value.width.isEmpty {
        dictionary["NSStringVariableWidthRuleType"] = value.width.mapValues { $0.unit?.value ?? "" }
    }
    if !value.device.isEmpty {
        dictionary["NSStringDeviceSpecificRuleType"] = value.device.mapValues { variant -> Any in
            variant.substitutions.isEmpty && variant.width.isEmpty ? (variant.unit?.value ?? "") : comparable(variant)
        }
    }
    return dictionary as NSDictionary
}

/// Foundation's entry with a variable's keys that are neither known keys nor plural forms removed.
private func knownParts(_ entry: [String: Any]) -> NSDictionary {
    var result: [String: Any] = [:]
    let known = Set(["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"] + PluralCategory.allCases.map(\.rawValue))
    for (key, value) in entry {
        switch key {
        case "NSStringLocalizedFormatKey", "NSStringVariableWidthRuleType":
            result[key] = value
        case "NSStringDeviceSpecificRuleType":
            result[key] = (value as? [String: Any])?.mapValues { variant -> Any in
                (variant as? [String: Any]).map(knownParts) ?? variant
            } ?? value
        default:
            guard let variable = value as? [String: Any] else { continue }
            result[key] = variable.filter { known.contains($0.key) && $0.value is String }
        }
    }
    return result as NSDictionary
}

@Suite struct StringsDictFileTests {
    @Test func readsVariablesFormsAndPositions() {
        let marked = MarkedText("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <!-- files in a folder -->
              1️⃣<key>%d files in %@</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                2️⃣<string>%#@files@ in %2$@ &amp; more</string>
                <key>files</key>
                3️⃣<dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key>
                  <string>%ld</string>
                  <key>one</key>
                  4️⃣<string>%d file</string>
                  <key>other</key>
                  <string><![CDATA[%d <files>]]></string>
                  5️⃣<key>several</key>
                  <string>x</string>
                </dict>
              </dict>
              <key>Welcome</key>
              <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                  <key>20</key><string>Hi</string>
                  <key>50</key><string>Welcome back</string>
                </dict>
              </dict>
            </dict>
            </plist>
            """)
        let file = StringsDictFile(parsing: Array(marked.text.utf8), path: "en.lproj/Localizable.stringsdict")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.entries.map(\.key) == ["%d files in %@", "Welcome"])
        func matches(_ location: Diagnostics.SourceLocation?, _ marker: String) -> Bool {
            location?.line == marked.location(of: marker)?.line && location?.column == marked.location(of: marker)?.column
        }
        let files = file.entries[0]
        #expect(matches(files.keyLocation, "1️⃣"))
        #expect(files.value.unit?.value == "%#@files@ in %2$@ & more")
        #expect(matches(files.value.unit?.location, "2️⃣"))
        let variable = files.value.substitutions["files"]
        #expect(matches(variable?.location, "3️⃣"))
        #expect(variable?.ruleType == "NSStringPluralRuleType" && variable?.formatSpecifier == "%ld")
        #expect(variable?.plural[.one]?.unit?.value == "%d file")
        #expect(matches(variable?.plural[.one]?.unit?.location, "4️⃣"))
        #expect(variable?.plural[.other]?.unit?.value == "%d <files>")
        #expect(matches(variable?.unknownKeys["several"], "5️⃣"))
        #expect(file.entries[1].value.width.mapValues { $0.unit?.value } == ["20": "Hi", "50": "Welcome back"])
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key></dict></plist>", "1:26: error: the file is not a valid XML property list: the key \"a\" has no value"),
        ("<plist><dict><string>x</string></dict></plist>", "1:14: error: the file is not a valid XML property list: expected a <key> in a <dict>, found <string>"),
        ("<plist><array></plist>", "1:15: error: the file is not a valid XML property list: expected </array>"),
        ("<plist><dict><key>a &bogus;</key><string/></dict></plist>", "1:21: error: the file is not a valid XML property list: unknown character reference '&bogus;'"),
        ("<plist><array/></plist>", "1:8: error: a .stringsdict file holds a dictionary, but this one holds an array"),
        ("<plist><dict><key>k</key><string>x</string></dict></plist>", "1:26: error: the entry \"k\" must be a dictionary, found a string"),
    ])
    func reportsMalformedFilesWithPositions(text: String, expected: String) {
        let diagnostic = StringsDictFile(parsing: Array(text.utf8), path: "x").diagnostics.first
        #expect(diagnostic.map { "\($0.location!.line!):\($0.location!.column!): \($0.severity.rawValue): \($0.message)" } == expected)
    }

    /// Long keys repeated across entries are stored once by the reader; a key that only compares equal (the same
    /// text in another normalization) keeps its own bytes.
    @Test func repeatedLongKeysKeepTheirOwnSpelling() {
        let form = "<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string></dict></dict>"
        let composed = "r\u{E9}sum\u{E9} of all the items"
        let decomposed = "re\u{301}sume\u{301} of all the items"
        let text = "<plist><dict><key>\(composed)</key>\(form)<key>\(decomposed)</key>\(form)</dict></plist>"
        let file = StringsDictFile(parsing: Array(text.utf8), path: "en.lproj/Localizable.stringsdict")
        #expect(file.entries.map { Array($0.key.utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
        #expect(file.entries.allSatisfy { $0.value.substitutions["n"]?.plural[.other]?.unit?.value == "%d" })
    }

    @Test(.enabled(if: Corpus.shouldRun, Comment(rawValue: Corpus.skipReason))) func theCorpusHasStringsDictFiles() throws {
        try #require(Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage))
        #expect(Corpus.files(withExtension: ".stringsdict").count >= 100)
    }

    /// Every corpus file Foundation reads, we read to the same format keys, variables and forms.
    @Test(.enabled(if: Corpus.shouldRun, Comment(rawValue: Corpus.skipReason)), arguments: Corpus.files(withExtension: ".stringsdict"))
    func agreesWithPropertyListSerialization(relativePath: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Corpus.root + "/" + relativePath))
        let ours = StringsDictFile(parsing: [UInt8](data), path: relativePath)
        guard let theirs = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            #expect(ours.diagnostics.contains { $0.severity == .error }, "Foundation rejects \(relativePath) but we report nothing")
            return
        }
        #expect(!ours.diagnostics.contains { $0.severity == .error }, "\(ours.diagnostics)")
        let ourTable = Dictionary(ours.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        #expect(Set(ourTable.keys) == Set(theirs.keys))
        for (key, value) in theirs {
            guard let entry = value as? [String: Any], let our = ourTable[key] else { continue }
            #expect(comparable(our).isEqual(knownParts(entry)), "\(relativePath): \(key)")
        }
    }
}
