import AppIntentModel
import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
@testable import IntentMigration
import MigratedFixtures
import SoupChefMigrated
import StreaksWidgetsMigrated
import Testing

@Suite("Converting definitions to App Intents")
struct MigrationGeneratorTests {
    static let root = packageRoot()

    /// The committed conversions and how they were made; each is also compiled as a target of the package.
    static let committed: [(definition: String, output: String, options: MigrationOptions)] = [
        ("Examples/SoupChef/Legacy/Base.lproj/Intents.intentdefinition", "Examples/SoupChef/Migrated",
         MigrationOptions(deployments: [.init(parsing: "iOS16")!, .init(parsing: "watchOS9")!])),
        ("Examples/StreaksWidgets/Legacy/Base.lproj/TasksWidget.intentdefinition", "Examples/StreaksWidgets/Migrated",
         MigrationOptions(deployments: [.init(parsing: "iOS16")!], flattenParents: true)),
        ("Tests/IntentMigrationTests/Fixtures/Hostile/Base.lproj/Hostile.intentdefinition", "Tests/MigratedFixtures/Hostile", MigrationOptions()),
        ("Tests/IntentMigrationTests/Fixtures/Collisions/Base.lproj/Collisions.intentdefinition", "Tests/MigratedFixtures/Collisions", MigrationOptions()),
    ]

    static func convert(_ definition: String, _ options: MigrationOptions) throws -> MigrationOutput {
        let read = IntentDefinitionReader.read(contentsOf: root + "/" + definition)
        let parsed = try #require(read.definition)
        return MigrationGenerator(definition: parsed, options: options, isPublic: true).generate()
    }

    @Test("Regenerating the committed conversions reproduces them byte for byte", arguments: 0..<committed.count)
    func regenerationMatches(_ index: Int) throws {
        let (definition, output, options) = Self.committed[index]
        let generated = try Self.convert(definition, options)
        let folder = Self.root + "/" + output
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(onDisk == generated.files.map(\.path), "regenerate with: intentkit migrate convert \(definition) -o \(output) --public --force …")
        for file in generated.files {
            assertMatchesGolden(file.contents, golden: folder + "/" + file.path)
        }
    }

    @Test("The converted soup intent reflects with its class name, parameters, defaults, dialogs and two summaries")
    func soupChefReflects() async throws {
        let reflection = await MetadataReflector(module: "SoupChefMigrated").reflect(intents: [OrderSoup.self, ShowMenu.self])
        #expect(reflection.diagnostics.filter { $0.severity == .error }.isEmpty, "\(reflection.diagnostics)")
        let order = try #require(reflection.document.intents.first { $0.identifier == "OrderSoup" })
        #expect(order.intentClassName == "OrderSoupIntent")
        #expect(order.parameters.map(\.name) == ["soup", "quantity", "toppings", "orderType", "deliveryLocation"])
        #expect(order.parameter(named: "quantity")?.defaultValue == .integer(1))
        #expect(order.parameter(named: "quantity")?.inclusiveRange?.upperBound == 10)
        #expect(order.parameter(named: "orderType")?.defaultValue == .string("pickup"))
        #expect(order.parameter(named: "soup")?.requestValueDialog?.key == "Which soup would you like?")
        #expect(order.summaryVariants(in: reflection.document).count == 2)
        let orderType = try #require(reflection.document.enums.first { $0.identifier == "OrderTypeAppEnum" })
        #expect(orderType.cases.map(\.value) == [.string("pickup"), .string("delivery")])
        let dialog = IntentDialog.orderSoupSuccess(soup: SoupAppEntity(id: "tomato", displayString: "Tomato"), waitTime: 7)
        #expect(dialog.full.key == "Your %@ will be ready in %lld minutes.")
        #expect(dialog.supporting?.key == "Ready in %lld min.")
    }

    @Test("Four parent-parameter slots need 256 summaries; flattened, one")
    func flattening() async throws {
        let definition = "Examples/StreaksWidgets/Legacy/Base.lproj/TasksWidget.intentdefinition"
        let plain = try Self.convert(definition, MigrationOptions())
        #expect(plain.summaryCounts["TasksWidgetIntent"] == 256)
        #expect(plain.diagnostics.contains { $0.id == "migration.summary-explosion" && $0.severity == .warning })
        let flat = try Self.convert(definition, MigrationOptions(flattenParents: true))
        #expect(flat.summaryCounts["TasksWidgetIntent"] == 1)
        #expect(flat.files.map(\.path).contains("TaskTypeChoiceAppEntity.swift"))
        // The compiled, flattened intent: five parameters, one summary, and the sections of the choice entity.
        let reflection = await MetadataReflector(module: "StreaksWidgetsMigrated").reflect(intents: [TasksWidget.self])
        let intent = try #require(reflection.document.intents.first)
        #expect(intent.isWidgetConfiguration)
        #expect(intent.parameters.map(\.name) == ["slot1Type", "slot2Type", "slot3Type", "slot4Type", "showCompleted"])
        #expect(intent.summaryVariants(in: reflection.document).count == 1)
        let sections = try await TaskTypeChoiceAppEntityQuery().suggestedEntities().sections
        #expect(sections.map { $0.title?.key } == ["Automatic", "Task", "Page", "Category"])
        #expect(await TaskTypeChoiceAppEntityQuery().defaultResult()?.id == "automatic")
    }

    @Test("Hostile names and strings round-trip into code that compiles and means the input")
    func hostileRoundTrip() async throws {
        let reflection = await MetadataReflector(module: "MigratedFixtures").reflect(intents: [TypeAppIntent.self])
        let intent = try #require(reflection.document.intents.first)
        #expect(intent.title.key == "Say \"hi\" \\(name) — 你好 👋")
        #expect(intent.description?.text.key == "Tab\there, separator\u{2028} and 👩‍👩‍👧, unicode “quotes” and a ${token}")
        #expect(intent.parameter(named: "default")?.defaultValue == .string("a \"quoted\" \\(default)\nvalue"))
        #expect(intent.parameter(named: "self")?.defaultValue == .string("default"))
        #expect(intent.parameters.map(\.name) == ["default", "self", "orderType", "_2nd", "when", "whenNot", "file", "names", "any"])
        #expect(intent.parameter(named: "file")?.type == .primitive(.file))
        #expect(intent.parameter(named: "names")?.sizeByWidgetFamily?[.systemMedium] == CollectionSize(min: 4, max: 4))
        let switchEnum = try #require(reflection.document.enums.first { $0.identifier == "SwitchAppEnum" })
        #expect(switchEnum.cases.map(\.value) == [.string("case"), .string("default"), .string("self")])
        #expect(switchEnum.cases.map(\.displayRepresentation.title.key) == ["Case \\ back\\slash", "🍲 Soup of the day", "Line one\nline two"])
        #expect(IntentDialog.typeAppIntentSuccess(for: "x", default: "y").description == "Done: \"x\" \\(for) y")
        let diagnostics = try Self.convert("Tests/IntentMigrationTests/Fixtures/Hostile/Base.lproj/Hostile.intentdefinition", MigrationOptions()).diagnostics
        #expect(diagnostics.filter { $0.id == "migration.renamed-identifier" }.count == 2)
        #expect(diagnostics.filter { $0.id == "migration.unknown-token" }.count == 2)
        #expect(!diagnostics.contains { $0.id == "migration.unsupported-type" })
    }

    @Test("Deployment targets older than a declaration needs give it @available; newer ones do not")
    func availability() throws {
        let definition = "Examples/StreaksWidgets/Legacy/Base.lproj/TasksWidget.intentdefinition"
        let old = try Self.convert(definition, MigrationOptions(deployments: [.init(parsing: "iOS16.4")!, .init(parsing: "watchOS 9")!]))
        let intent = try #require(old.files.first { $0.path == "TasksWidget.swift" })
        #expect(intent.contents.contains("@available(iOS 17.0, watchOS 10.0, *)\npublic struct TasksWidget"))
        let enumeration = try #require(old.files.first { $0.path == "TaskTypeAppEnum.swift" })
        #expect(!enumeration.contents.contains("@available"))
        let current = try Self.convert(definition, MigrationOptions(deployments: [.init(parsing: "iOS17")!]))
        #expect(!(current.files.first { $0.path == "TasksWidget.swift" }?.contents.contains("@available") ?? true))
        #expect(MigrationOptions.Deployment(parsing: "android14") == nil)
        #expect(MigrationOptions.Deployment(parsing: "iOS") == nil)
    }

    @Test("Existing files are not overwritten without force, and nothing is written then")
    func noOverwrite() throws {
        let output = try Self.convert("Examples/SoupChef/Legacy/Base.lproj/Intents.intentdefinition", MigrationOptions())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-write-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "mine".write(toFile: folder + "/OrderSoup.swift", atomically: true, encoding: .utf8)
        #expect(throws: DiagnosticError.self) { try output.write(to: folder, force: false) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["OrderSoup.swift"])
        #expect(try String(contentsOfFile: folder + "/OrderSoup.swift", encoding: .utf8) == "mine")
        try output.write(to: folder, force: true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == output.files.count)
    }

    @Test("The catalog carries the German translations over to the new keys, dialogs with positional specifiers")
    func catalog() throws {
        let output = try Self.convert("Examples/SoupChef/Legacy/Base.lproj/Intents.intentdefinition", MigrationOptions())
        let catalog = try #require(output.files.first { $0.path == "Localizable.xcstrings" })
        let json = try JSONSerialization.jsonObject(with: Data(catalog.contents.utf8)) as? [String: Any]
        let strings = try #require(json?["strings"] as? [String: [String: Any]])
        func german(_ key: String) -> String? {
            ((strings[key]?["localizations"] as? [String: Any])?["de"] as? [String: Any]).flatMap { ($0["stringUnit"] as? [String: Any])?["value"] as? String }
        }
        #expect(german("Order Soup") == "Suppe bestellen")
        #expect(german("Order ${quantity} ${soup} for ${orderType}") == "${quantity} ${soup} zum ${orderType} bestellen")
        #expect(german("Your %@ will be ready in %lld minutes.") == "In %2$lld Minuten ist deine %1$@ fertig.")
        #expect(german("Delivery") == "Lieferung")
        #expect(strings["Unknown"] == nil)
    }

    @Test("Identifiers are always valid Swift and literals always mean their text")
    func swiftSource() {
        #expect(SwiftSource.identifier("order-type", upperFirst: false) == "orderType")
        #expect(SwiftSource.identifier("2nd choice", upperFirst: false) == "_2ndChoice")
        #expect(SwiftSource.identifier("", upperFirst: true) == "Unnamed")
        #expect(SwiftSource.memberName("class") == "`class`")
        #expect(SwiftSource.typeName("Type", suffix: "AppIntent") == "TypeAppIntent")
        #expect(SwiftSource.literal("a\"b\\(c)\n\u{1}") == "\"a\\\"b\\\\(c)\\n\\u{1}\"")
        #expect(FormatToken.parse("Hi ${name}, ${ unclosed") == [.text("Hi "), .parameter("name"), .text(", ${ unclosed")])
    }
}

@Suite("The migration example's metadata document")
struct MigratedMetadataTests {
    @Test("Examples/SoupChef/Legacy/migrated-metadata.json is the reflection of the compiled conversion")
    func metadataMatchesReflection() async throws {
        let reflection = await MetadataReflector(module: "SoupChefMigrated").reflect(intents: [OrderSoup.self, ShowMenu.self])
        assertMatchesGolden(try reflection.document.jsonString(), golden: packageRoot() + "/Examples/SoupChef/Legacy/migrated-metadata.json")
    }
}
