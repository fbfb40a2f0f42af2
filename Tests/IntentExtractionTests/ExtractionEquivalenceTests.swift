import AppIntentModel
import CookbookApp
import CookbookCore
import CookbookFeatures
import CookbookWidgets
import Diagnostics
import IntentExtraction
import IntentKitTestSupport
import IntentMetadata
import JournalIntents
import MigratedFixtures
import SoupChefIntents
import SoupChefMigrated
import StreaksWidgets
import StreaksWidgetsMigrated
import Testing
import TransitWidget

/// Extraction from source and reflection of the compiled types describe every example identically.
@Suite("Extraction = reflection")
struct ExtractionEquivalenceTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var sources: String
        var references: [String] = []
        var reflect: @Sendable () async -> MetadataReflection
        var testDescription: String { name }
    }

    static let examples: [Example] = [
        Example(name: "SoupChef", sources: "Examples/SoupChef/Sources", reflect: SoupChefApp.reflect),
        Example(name: "StreaksWidgets", sources: "Examples/StreaksWidgets/Sources", reflect: StreaksApp.reflect),
        Example(name: "TransitWidget", sources: "Examples/TransitWidget/Sources", reflect: TransitApp.reflect),
        Example(name: "Journal", sources: "Examples/Journal/Sources", reflect: JournalApp.reflect),
        Example(name: "CookbookCore", sources: "Examples/FrameworkPackages/CookbookCore/Sources", reflect: CookbookCoreModule.reflect),
        Example(
            name: "CookbookFeatures", sources: "Examples/FrameworkPackages/CookbookFeatures/Sources",
            references: ["Examples/FrameworkPackages/CookbookCore/Sources"], reflect: CookbookFeaturesModule.reflect
        ),
        Example(
            name: "CookbookWidgets", sources: "Examples/FrameworkPackages/CookbookWidgets/Sources",
            references: ["Examples/FrameworkPackages/CookbookCore/Sources"], reflect: CookbookWidgetsModule.reflect
        ),
        Example(
            name: "CookbookApp", sources: "Examples/FrameworkPackages/CookbookApp/Sources",
            references: ["Examples/FrameworkPackages"], reflect: CookbookAppModule.reflect
        ),
        Example(name: "SoupChefMigrated", sources: "Examples/SoupChef/Migrated") {
            await MetadataReflector(module: "SoupChefMigrated").reflect(intents: [OrderSoup.self, ShowMenu.self])
        },
        Example(name: "StreaksWidgetsMigrated", sources: "Examples/StreaksWidgets/Migrated") {
            await MetadataReflector(module: "StreaksWidgetsMigrated").reflect(
                intents: [TasksWidget.self], entities: [CategoryAppEntity.self, PageAppEntity.self, TaskAppEntity.self],
                enums: [TaskTypeAppEnum.self]
            )
        },
        Example(name: "MigratedFixtures", sources: "Tests/MigratedFixtures") {
            await MetadataReflector(module: "MigratedFixtures").reflect(intents: [
                TypeAppIntent.self, Collide.self, CollideAppIntent.self, CollideSuccess.self, ThingAppIntent.self, ClashAppIntent.self,
                WidgetConfigurationAppIntent.self,
            ])
        },
    ]

    @Test("extraction and reflection produce the same document", arguments: examples)
    func sameDocument(_ example: Example) async throws {
        let root = packageRoot()
        let reflection = await example.reflect()
        let extractor = Extractor(options: ExtractionOptions(
            module: reflection.document.module,
            referencePaths: example.references.map { root + "/" + $0 }
        ))
        let extraction = extractor.extract([root + "/" + example.sources])
        var extracted = extraction.document.removingSourceLocations()
        #expect(extraction.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [])

        // Reflection needs an instance to read an entity's @Property declarations and says so when it has none;
        // extraction reads them from source. Those entities are compared without their properties.
        var uninspectable: [String] = []
        for diagnostic in reflection.diagnostics {
            if diagnostic.id == ReflectionChecks.entityNotInspectable.id, let type = diagnostic.context["type"] {
                uninspectable.append(type)
            } else {
                Issue.record("reflection of \(example.name): \(diagnostic)")
            }
        }
        for index in extracted.entities.indices where uninspectable.contains(extracted.entities[index].identifier) {
            extracted.entities[index].properties = []
        }
        let difference = Self.lineDifference(try extracted.jsonString(), try reflection.document.jsonString())
        #expect(difference.isEmpty, "extracted (-) and reflected (+) documents differ:\n\(difference)")
        if difference.isEmpty { #expect(extracted == reflection.document) }
    }

    /// The lines of `lhs` and `rhs` that differ, position by position, as `-`/`+` pairs (at most 20).
    static func lineDifference(_ lhs: String, _ rhs: String) -> String {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(left.count, right.count) where lines.count < 6 {
            let l = index < left.count ? String(left[index]) : "<none>"
            let r = index < right.count ? String(right[index]) : "<none>"
            if l != r { lines += ["\(index + 1)- \(l)", "\(index + 1)+ \(r)"] }
        }
        return lines.joined(separator: "\n")
    }
}
