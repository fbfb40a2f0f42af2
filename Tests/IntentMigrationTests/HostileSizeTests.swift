import Diagnostics
import Foundation
import IntentMigration
import Testing

/// Hostile sizes (issue 22): each gives a diagnostic or a result in bounded time, never a crash.
@Suite struct MigrationHostileSizeTests {
    /// A definition of `count` custom intents named `Ping0`, `Ping1`, ….
    static func definition(intents count: Int) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>INEnums</key>
            \t<array/>
            \t<key>INIntents</key>
            \t<array>

            """
        for index in 0..<count {
            text += "\t\t<dict><key>INIntentName</key><string>Ping\(index)</string><key>INIntentTitle</key><string>Ping \(index)</string><key>INIntentType</key><string>Custom</string></dict>\n"
        }
        text += "\t</array>\n\t<key>INTypes</key>\n\t<array/>\n</dict>\n</plist>\n"
        return Array(text.utf8)
    }

    /// 100,000 intents are read and converted in the benchmarks (release); a test reads and converts 10,000 in debug.
    @Test func tenThousandIntentsReadAndConvert() throws {
        let bytes = Self.definition(intents: 10_000)
        let started = ContinuousClock.now
        let read = IntentDefinitionReader.read(bytes, path: "Many.intentdefinition")
        let definition = try #require(read.definition)
        #expect(!read.diagnostics.contains { $0.severity == .error })
        #expect(definition.customIntents.count == 10_000)
        let output = MigrationGenerator(definition: definition, options: MigrationOptions()).generate()
        #expect(output.files.contains { $0.contents.contains("Ping9999") })
        #expect(ContinuousClock.now - started < .seconds(120))
    }
}
