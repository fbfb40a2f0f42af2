import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMigration
import SwiftParser
import SwiftSyntax
import Testing

/// What the fuzz targets (Tools/Fuzz) found in reading and converting definitions, each reproducer a fixture in Fixtures/Fuzz.
@Suite struct MigrationFuzzRegressionTests {
    private func fixture(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixturesDirectory() + "/Fuzz/" + name)))
    }

    /// `binary-plist`: a binary definition holding a set (marker `0xCn` in place of a dictionary) crashed Foundation on
    /// Linux, which dereferences null bridging the `NSSet`. It is refused before Foundation reads it: one error at 1:1.
    @Test func aBinaryDefinitionHoldingASetIsOneErrorNotACrash() throws {
        let read = IntentDefinitionReader.read(try fixture("binary-plist-set.intentdefinition"), path: "Base.lproj/Intents.intentdefinition")
        #expect(read.definition == nil)
        #expect(read.diagnostics.map(\.description) == [
            "Base.lproj/Intents.intentdefinition:1:1: error: the file is not a valid binary property list [migration.unreadable-definition]",
        ])
    }

    /// `intentdefinition`: an intent named `Con\u{FFFD}figuration` (a byte that is not UTF-8 in its name) is eligible for
    /// widgets, and the widget helper named its SiriKit class `Con\u{FFFD}figurationIntent` as a Swift type, which does
    /// not parse. Xcode could generate no class of that name either: the helper keeps its App Intents configuration
    /// only, and a warning says why.
    @Test func aClassNameSwiftCannotNameLeavesTheSiriKitHelperOut() throws {
        let read = IntentDefinitionReader.read(try fixture("intentdefinition-class-name-not-identifier.intentdefinition"), path: "Base.lproj/Intents.intentdefinition")
        let definition = try #require(read.definition)
        #expect(definition.intents.map(\.className) == ["Con\u{FFFD}figurationIntent"])
        let output = MigrationGenerator(definition: definition, options: MigrationOptions()).generate()
        for file in output.files where file.path.hasSuffix(".swift") {
            #expect(!Parser.parse(source: file.contents).hasError, "\(file.path) does not parse")
        }
        let widget = try #require(output.files.first { $0.path.hasSuffix("+WidgetConfiguration.swift") })
        #expect(widget.contents.contains("static func appIntent<"))
        #expect(!widget.contents.contains("static func siriKit<"))
        let warnings = output.diagnostics.filter { $0.id == MigrationChecks.invalidClassName.id }
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.location?.line == 19)  // the intent's dictionary, where intents are placed
        // The intent still records the class name as a string, which parses whatever it holds.
        let intent = try #require(output.files.first { $0.path == "ConFiguration.swift" })
        #expect(intent.contents.contains("\"Con\u{FFFD}figurationIntent\""))
    }
}
