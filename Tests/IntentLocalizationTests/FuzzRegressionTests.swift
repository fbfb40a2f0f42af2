import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentLocalization
import Testing

/// What the fuzz targets (Tools/Fuzz) found, each reproducer kept as a fixture in Fixtures/Fuzz.
@Suite struct LocalizationFuzzRegressionTests {
    private func fixture(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixturesDirectory() + "/Fuzz/" + name)))
    }

    /// `strings`: an XML property list `.strings` file repeating a key with another value was read without a word,
    /// while the same repeat in text form is `localization.duplicate-key`; written back as text it became an error.
    @Test func aKeyRepeatedInAnXMLPropertyListIsReported() throws {
        let file = StringsFile(parsing: try fixture("strings-xml-duplicate-key.strings"), path: "es.lproj/InfoPlist.strings")
        let repeats = file.diagnostics.filter { $0.id == "localization.duplicate-key" }
        #expect(repeats.map(\.location?.line) == [22])
        #expect(repeats.first?.message.hasPrefix("the key \"NSPhotoLibraryAddUsageDescription\" appears again in this file with another value") == true)
        #expect(file.diagnostics.filter { $0.id == "localization.redundant-key" }.map(\.location?.line) == [16, 18, 20])

        let small = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>a</key><string>1</string>
              <key>a</key><string>2</string>
            </dict>
            </plist>
            """
        let diagnostics = StringsFile(parsing: Array(small.utf8), path: "x.strings").diagnostics
        #expect(diagnostics.map(\.id) == ["localization.duplicate-key"])
        #expect(diagnostics.first?.location == SourceLocation(file: "x.strings", line: 5, column: 3))
        #expect(diagnostics.first?.severity == .error)
    }
}
