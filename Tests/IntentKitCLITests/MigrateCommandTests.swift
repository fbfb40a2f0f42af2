import Foundation
import IntentKitTestSupport
import Testing

@Suite struct MigrateCommandTests {
    let soup = "Examples/SoupChef/Legacy/Base.lproj/Intents.intentdefinition"
    let tasks = "Examples/StreaksWidgets/Legacy/Base.lproj/TasksWidget.intentdefinition"
    let metadata = "Examples/SoupChef/Legacy/migrated-metadata.json"

    func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-migrate-\(UUID().uuidString)").path
    }

    @Test func convertWritesTheFilesAndRefusesToOverwrite() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try intentkit("migrate", "convert", soup, "-o", folder, "--deployment", "iOS16,watchOS9")
        #expect(first.status == 0)
        #expect(first.standardError.contains("wrote 6 files to \(folder)"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["Localizable.xcstrings", "OrderSoup.swift", "OrderTypeAppEnum.swift", "ShowMenu.swift", "SoupAppEntity.swift", "ToppingAppEntity.swift"])
        let again = try intentkit("migrate", "convert", soup, "-o", folder)
        #expect(again.status == 2)
        #expect(again.standardOutput.contains("already exist; pass --force to overwrite [migration.output-exists]"))
        #expect(try intentkit("migrate", "convert", soup, "-o", folder, "--force").status == 0)
    }

    @Test func convertReportsTheSummaryExplosionAndFlattens() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try intentkit("migrate", "convert", tasks, "-o", folder, "--warnings-as-errors")
        #expect(plain.status == 1)
        #expect(plain.standardOutput.contains("need 256 parameter summaries (threshold 4)"))
        let flat = try intentkit("migrate", "convert", tasks, "-o", folder, "--flatten-parents", "--force")
        #expect(flat.status == 0)
        #expect(flat.standardOutput.contains("summaries needed: 256 → 1"))
    }

    @Test func badDeploymentIsAUsageError() throws {
        let run = try intentkit("migrate", "convert", soup, "-o", temporaryFolder(), "--deployment", "iOS16,android14")
        #expect(run.status == 2)
        #expect(run.standardError.contains("'android14' is not a deployment target"))
    }

    @Test func aFileThatIsNotADefinitionExitsOneAndWritesNothing() throws {
        let folder = temporaryFolder()
        let run = try intentkit("migrate", "convert", "Examples/README.md", "-o", folder)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("Examples/README.md:1:1: error: the file is not a valid XML property list"))
        #expect(run.standardOutput.contains("[migration.unreadable-definition]"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func aMissingDefinitionExitsTwo() throws {
        let run = try intentkit("migrate", "convert", "Examples/Nope.intentdefinition", "-o", temporaryFolder())
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("[io.unreadable-file]"))
    }

    @Test(arguments: ["NotAPlist", "Truncated", "WrongRoot", "NotADefinition"])
    func badDefinitionsAreOnePositionedErrorAndNothingIsWritten(_ name: String) throws {
        let fixture = "Tests/IntentMigrationTests/Fixtures/Malformed/\(name).intentdefinition"
        let marked = MarkedText(try String(contentsOfFile: packageRoot() + "/" + fixture, encoding: .utf8))
        let input = temporaryFolder() + ".intentdefinition"
        defer { try? FileManager.default.removeItem(atPath: input) }
        try marked.text.write(toFile: input, atomically: true, encoding: .utf8)
        let folder = temporaryFolder()
        let run = try intentkit("migrate", "convert", input, "-o", folder, "--format", "json")
        #expect(run.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map { $0["id"] as? String } == ["migration.unreadable-definition"])
        let location = diagnostics.first?["location"] as? [String: Any]
        #expect(location?["file"] as? String == input)
        let expected = marked.location(of: "1️⃣").map { [$0.line, $0.column] } ?? [7, 1]
        #expect([location?["line"] as? Int, location?["column"] as? Int] == expected)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func compatTakesEveryDefinitionOfTheApp() throws {
        let run = try intentkit("migrate", "compat", soup, tasks, metadata, "--format", "json")
        #expect(run.status == 1)
        // SoupChef's intents are found in its own definition; only the tasks widget, which it did not migrate, is reported.
        #expect(!run.standardOutput.contains("compat.unknown-class-name"))
        #expect(run.standardOutput.contains("TasksWidgetIntent has no app intent with intentClassName"))
        let usage = try intentkit("migrate", "compat", metadata)
        #expect(usage.status == 2)
        #expect(usage.standardError.contains("give at least one .intentdefinition and then the metadata document"))
    }

    @Test func checkComparesTheAppWithAllItsDefinitions() throws {
        let run = try intentkit("check", "Tests/IntentMigrationTests/Fixtures/Compat/TwoWidgets")
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("no problems in 3 files"))
        #expect(run.standardError.contains("migration: 2 intent definitions"))
    }

    @Test func checkOfAnAppThatHasNotStartedMigratingIsARemarkPerDefinition() throws {
        let run = try intentkit("check", "Tests/IntentMigrationTests/Fixtures/Compat/NotStarted", "--format", "json")
        #expect(run.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map { $0["id"] as? String } == ["compat.not-migrated-yet", "compat.not-migrated-yet"])
        #expect(diagnostics.map { $0["severity"] as? String } == ["remark", "remark"])
        #expect(diagnostics.compactMap { $0["message"] as? String }.contains { $0.contains("not migrated yet: 2 intents") })
    }

    @Test func compatOfTheExampleIsClean() throws {
        let run = try intentkit("migrate", "compat", soup, metadata)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("no problems in 2 files"))
    }

    @Test func compatAgainstAnotherAppFails() throws {
        let run = try intentkit("migrate", "compat", tasks, metadata, "--format", "json")
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("compat.intent-not-migrated"))
        #expect(run.standardOutput.contains("compat.unknown-class-name"))
    }

    @Test func configsPrintsTheMigratedValuesAndFailsOnOrphans() throws {
        let run = try intentkit("migrate", "configs", soup, metadata, "Examples/SoupChef/Legacy/configurations.json")
        #expect(run.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let configurations = document?["configurations"] as? [[String: Any]]
        #expect(configurations?.count == 4)
        let parameters = configurations?.first?["parameters"] as? [String: Any]
        #expect(parameters?["soup"] as? String == "tomato")
        #expect(parameters?["quantity"] as? Int == 2)
        #expect(parameters?["toppings"] as? [String] == ["croutons"])
        #expect(parameters?["orderType"] as? String == "delivery")
        #expect(configurations?.last?["dropped"] as? [String] == ["order"])
        #expect(run.standardError.contains("configs.orphaned"))
        #expect(run.standardError.contains("'spiciness' is dropped"))
    }
}
