import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentMigration
import Testing

/// The values Xcode writes that a strict reader refuses: each quirk has a fixture, read without a false finding,
/// converted, and the real findings placed where their markers are.
@Suite("Values Xcode writes")
struct DefinitionQuirksTests {
    /// A fixture of `Fixtures/Quirks` (or another folder), its markers stripped, read from its bytes.
    static func read(_ name: String, folder: String = "Quirks") throws -> (result: IntentDefinitionReader.Result, marked: MarkedText, path: String) {
        let path = fixturesDirectory() + "/\(folder)/\(name).intentdefinition"
        let marked = MarkedText(try String(contentsOfFile: path, encoding: .utf8))
        return (IntentDefinitionReader.read(Array(marked.text.utf8), path: path), marked, path)
    }

    static func convert(_ result: IntentDefinitionReader.Result, _ options: MigrationOptions = MigrationOptions()) throws -> MigrationOutput {
        MigrationGenerator(definition: try #require(result.definition), options: options).generate()
    }

    static func file(_ output: MigrationOutput, _ path: String) throws -> String {
        try #require(output.files.first { $0.path == path }).contents
    }

    static func found(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id)" }
    }

    static func at(_ marked: MarkedText, _ marker: String, _ id: String) -> String {
        let position = marked.location(of: marker)
        return "\(position?.line ?? -1):\(position?.column ?? -1) \(id)"
    }

    @Test("An empty <data/> is an unset value: no range where a bound is unset, the rest still carried")
    func emptyDataIsUnset() throws {
        let (result, _, _) = try Self.read("EmptyData")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let intent = try #require(result.definition?.customIntents.first)
        let level = try #require(intent.parameter(named: "level"))
        #expect(level.metadata["MaximumValue"] == nil && level.metadata["MinimumValue"] == nil)
        #expect(level.metadata["Type"] == .string("Stepper"))
        let code = try Self.file(try Self.convert(result), "SetLevel.swift")
        #expect(code.contains("@Parameter(title: \"Level\", controlStyle: .stepper)\n    var level: Int?"))
        // An unset minimum with negative numbers refused is a range from 0.
        #expect(code.contains("@Parameter(title: \"Percent\", inclusiveRange: (0, 100))\n    var percent: Int?"))
    }

    @Test("Booleans written as the strings YES and NO are Booleans")
    func yesAndNoStrings() throws {
        let (result, _, _) = try Self.read("YesNoStrings")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let intent = try #require(result.definition?.customIntents.first)
        #expect(intent.isConfigurable && !intent.isIneligibleForSuggestions)
        #expect(intent.parameter(named: "seconds")?.isArray == false)
        #expect(intent.parameter(named: "distance")?.flag("SupportsNegativeNumbers") == false)
        let code = try Self.file(try Self.convert(result), "Skip.swift")
        #expect(code.contains("@Parameter(title: \"Seconds\", inclusiveRange: (0, 60))"))
        #expect(code.contains("defaultUnit: .kilometers,\n        defaultUnitAdjustForLocale: true,\n        supportsNegativeNumbers: false\n    )\n    var distance: Measurement<UnitLength>?"))
    }

    @Test("An INIntentHash beyond the 64-bit integers is read and left out, without a finding")
    func integerBeyondInt64() throws {
        let (result, _, _) = try Self.read("IntentHash")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.definition?.customIntents.map(\.name) == ["Refresh", "Reload"])
    }

    @Test("A range dictionary gives the bounds; its step, which App Intents lacks, is a remark where it is")
    func rangeDictionary() throws {
        let (result, marked, _) = try Self.read("RangeDictionary")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let output = try Self.convert(result)
        let code = try Self.file(output, "SetVolume.swift")
        #expect(code.contains("@Parameter(title: \"Level\", controlStyle: .slider, inclusiveRange: (0.0, 1.0))\n    var level: Double?"))
        // The explicit maximum wins over the range's unset one; the range's minimum is used.
        #expect(code.contains("@Parameter(title: \"Steps\", inclusiveRange: (1, 10))\n    var steps: Int?"))
        #expect(Self.found(output.diagnostics) == [Self.at(marked, "1️⃣", "migration.not-carried-over")])
        #expect(output.diagnostics.first?.message.contains("Step (App Intents has no step for numbers") == true)
    }

    @Test("Response parameters written INIntentResponseProperty… are read as INIntentResponseParameter… ones")
    func responseProperties() throws {
        let (result, _, _) = try Self.read("ResponseProperties")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let response = try #require(result.definition?.customIntents.first?.response)
        #expect(response.parameters.map(\.name) == ["balance", "account", "verified"])
        #expect(response.parameters.map(\.type) == [.currencyAmount, .string, .boolean])
        #expect(response.parameters[2].metadataTexts["TrueDisplayName"]?.localizationKey == "Tv9Xq1")
        let code = try Self.file(try Self.convert(result), "CheckBalance.swift")
        #expect(code.contains("static func checkBalanceSuccess(balance: IntentCurrencyAmount, account: String, verified: Bool) -> Self"))
    }

    @Test("A model 1.0 file, without a namespace or INTypes, reads and converts")
    func modelVersionOne() throws {
        let (result, _, _) = try Self.read("Model10")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let definition = try #require(result.definition)
        #expect(definition.types.isEmpty && definition.customIntents.map(\.className) == ["ShowTasksIntent"])
        #expect(try Self.file(try Self.convert(result), "ShowTasks.swift").contains("Summary(\"Show tasks of \\(\\.$project)\")"))
    }

    @Test("A relationship without a parent name is a warning where it is, and the conversion goes on")
    func relationshipWithoutParent() throws {
        let (result, marked, _) = try Self.read("OrphanedRelationship")
        #expect(Self.found(result.diagnostics) == [Self.at(marked, "1️⃣", "migration.orphaned-relationship")])
        #expect(result.diagnostics.first?.severity == .warning)
        let intent = try #require(result.definition?.customIntents.first)
        #expect(intent.parameter(named: "script")?.relationship == nil)
        #expect(intent.parameter(named: "arguments")?.relationship == SiriRelationship(parentName: "script", predicate: .hasAnyValue))
        #expect(try Self.file(try Self.convert(result), "Script.swift").contains("When(\\.$script, .hasAnyValue)"))
    }

    @Test("A system-intent override with INIntentDomain and System types is skipped with a remark; the custom intents convert")
    func systemOverride() throws {
        let (result, marked, _) = try Self.read("SystemOverride")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let definition = try #require(result.definition)
        let playMedia = try #require(definition.intents.first)
        #expect(playMedia.isSystem && playMedia.domain == "Media" && playMedia.className == "INPlayMediaIntent")
        #expect(playMedia.parameters.map(\.type) == [.unknown("System.MediaItem"), .unknown("System.PlaybackRepeatMode")])
        let output = try Self.convert(result)
        #expect(Self.found(output.diagnostics) == [Self.at(marked, "1️⃣", "migration.system-intent")])
        #expect(output.files.map(\.path) == ["Localizable.xcstrings", "Shuffle.swift"])
    }

    @Test("A repeated XML declaration is accepted, as Apple's parser accepts it")
    func repeatedDeclaration() throws {
        let (result, _, _) = try Self.read("RepeatedDeclaration")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.definition?.customIntents.map(\.name) == ["Ping"])
    }

    @Test("Keys of Apple's format are silent; a key not in it is a warning with the closest one, where it is; synonyms carry over")
    func unknownKeys() throws {
        let (result, marked, _) = try Self.read("UnknownKeys")
        #expect(Set(Self.found(result.diagnostics)) == [
            Self.at(marked, "1️⃣", "migration.unknown-key"), Self.at(marked, "2️⃣", "migration.unknown-key"), Self.at(marked, "3️⃣", "migration.unknown-key"),
        ])
        #expect(result.diagnostics.contains { $0.message.hasSuffix("unknown key INIntentParameterMetadataDefaultValu; did you mean 'INIntentParameterMetadataDefaultValue'?") })
        let speed = try #require(result.definition?.enumeration(named: "Speed"))
        #expect(speed.values.first?.synonyms.map(\.value) == ["sluggish", "gentle"])
        let code = try Self.file(try Self.convert(result), "SpeedAppEnum.swift")
        #expect(code.contains(".slow: DisplayRepresentation(title: \"slow\", synonyms: [\"sluggish\", \"gentle\"]),"))
    }

    @Test("Every quirk fixture converts into Swift that type-checks")
    func quirksTypeCheck() throws {
        let names = ["EmptyData", "YesNoStrings", "IntentHash", "RangeDictionary", "ResponseProperties", "Model10",
                     "OrphanedRelationship", "SystemOverride", "RepeatedDeclaration", "UnknownKeys"]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-quirks-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in names {
            let output = try Self.convert(try Self.read(name).result)
            try output.write(to: folder + "/" + name, force: false)
            let files = output.files.map(\.path).filter { $0.hasSuffix(".swift") }.map { folder + "/" + name + "/" + $0 }
            let result = try SwiftCompiler.typeCheck(files)
            #expect(result.status == 0, "\(name):\n\(result.output)")
        }
    }

    // MARK: Localized copies

    @Test("Localized copies beside Base.lproj: their texts become translations, other differences are warnings where they are")
    func localizedCopies() throws {
        let project = try FixtureProject(copying: fixturesDirectory() + "/LocalizedCopy")
        defer { project.remove() }
        let result = IntentDefinitionReader.read(contentsOf: project.root + "/Base.lproj/Greeter.intentdefinition")
        let found = Set(result.diagnostics.map {
            FixtureProject.Expected(file: project.relative($0.location?.file ?? ""), line: $0.location?.line, column: $0.location?.column, id: $0.id)
        })
        #expect(found == project.expected, "\(result.diagnostics)")
        let definition = try #require(result.definition)
        let intent = try #require(definition.customIntents.first)
        // The base is what is converted; the German table wins over the German copy.
        #expect(intent.title.value == "Greet" && intent.parameters.map(\.name) == ["name"])
        #expect(definition.translation(of: intent.title, into: "de") == "Begrüßen")
        #expect(definition.translation(of: try #require(intent.description), into: "de") == "Sagt Hallo")
        #expect(definition.translation(of: try #require(intent.combinations.first?.title), into: "de") == "${name} grüßen")
        #expect(definition.translation(of: intent.title, into: "en") == "Greet Someone")
        let catalog = try Self.file(MigrationGenerator(definition: definition, options: MigrationOptions()).generate(), "Localizable.xcstrings")
        #expect(catalog.contains("\"value\" : \"Greet Someone\""))
    }

    // MARK: Bad input

    @Test("Not a property list, truncated, a wrong root, not a definition, empty: one positioned error each, no definition",
          arguments: ["NotAPlist", "Truncated", "WrongRoot", "NotADefinition"])
    func badInput(_ name: String) throws {
        let (result, marked, _) = try Self.read(name, folder: "Malformed")
        #expect(result.definition == nil)
        #expect(result.diagnostics.map(\.id) == ["migration.unreadable-definition"])
        #expect(result.diagnostics.first?.severity == .error)
        if let marker = marked.location(of: "1️⃣") {
            #expect(result.diagnostics.first?.location?.line == marker.line && result.diagnostics.first?.location?.column == marker.column)
        } else {
            #expect(result.diagnostics.first?.location?.line == 7)  // Truncated: where the file ends.
        }
        let empty = IntentDefinitionReader.read([], path: "Empty.intentdefinition")
        #expect(empty.definition == nil && empty.diagnostics.map(\.id) == ["migration.unreadable-definition"])
        #expect(empty.diagnostics.first?.location?.line == 1)
    }
}
