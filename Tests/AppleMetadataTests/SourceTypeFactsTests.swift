@testable import AppleMetadata
import Diagnostics
import IntentMetadata
import Testing

/// What the sources say that Apple's metadata records: nesting, kinds, access, availability.
@Suite("Facts from the sources")
struct SourceTypeFactsTests {
    static let sources: [String: String] = [
        "Model.swift": """
            public enum Outer {}
            public final class Store {}
            """,
        "Intents.swift": """
            import AppIntents

            @available(iOS 17.0, macOS 14, *)
            extension Outer {
                @available(iOS 17.2, *)
                struct InnerIntent: AppIntent {}
            }

            private struct HiddenIntent: AppIntent {}

            extension Store {
                struct SaveIntent: AppIntent {}
            }

            @available(iOS, introduced: 16.4)
            struct LongFormIntent: AppIntent {}

            func make() {
                struct LocalIntent: AppIntent {}
            }
            """,
    ]

    static func facts() -> [String: TypeFacts] {
        func intent(_ name: String, line: Int) -> IntentDefinition {
            IntentDefinition(identifier: name, title: LocalizedStringResource(name), location: SourceLocation(file: "Intents.swift", line: line, column: 5))
        }
        let document = MetadataDocument(module: "App", intents: [
            intent("InnerIntent", line: 6), intent("HiddenIntent", line: 9), intent("SaveIntent", line: 12), intent("LongFormIntent", line: 16),
            intent("LocalIntent", line: 19),
        ])
        return SourceTypeFacts.collect(for: document, module: "App", files: ["Model.swift", "Intents.swift"]) { sources[$0] }
    }

    @Test("a type nested in an extension: the extended type's kind from its declaration, availability from both")
    func nestedInExtension() throws {
        let facts = try #require(Self.facts()["InnerIntent"])
        #expect(facts.path == [.init("Outer", .enum), .init("InnerIntent", .struct)])
        #expect(facts.qualifiedName == "App.Outer.InnerIntent")
        #expect(facts.mangled == "3App5OuterO11InnerIntentV")
        #expect(facts.availability == [
            PlatformAvailability(platform: "LNPlatformNameIOS", introducedVersion: "17.2"),
            PlatformAvailability(platform: "LNPlatformNameMACOS", introducedVersion: "14.0"),
            .wildcard,
        ])
        #expect(Self.facts()["SaveIntent"]?.mangled == "3App5StoreC10SaveIntentV")
    }

    @Test("a private type's mangling names its file; a local type's cannot be derived; the long form of @available")
    func accessLocalAndLongForm() throws {
        let facts = Self.facts()
        let hidden = try #require(facts["HiddenIntent"])
        let discriminator = SwiftMangling.privateDiscriminator(module: "App", fileName: "Intents.swift")
        #expect(hidden.path == [.init("HiddenIntent", .struct, privateDiscriminator: discriminator)])
        #expect(hidden.mangled == "3App12HiddenIntent33\(discriminator)LLV")
        #expect(facts["LocalIntent"]?.mangled == nil)
        #expect(facts["LongFormIntent"]?.availability == [PlatformAvailability(platform: "LNPlatformNameIOS", introducedVersion: "16.4"), .wildcard])
    }

    @Test("a type with no @available is available from the deployment targets; one with @available from it alone")
    func deploymentTargets() throws {
        let document = MetadataDocument(module: "App", intents: [
            IntentDefinition(identifier: "SaveIntent", title: "Save", location: SourceLocation(file: "Intents.swift", line: 12, column: 5)),
            IntentDefinition(identifier: "LongFormIntent", title: "Long", location: SourceLocation(file: "Intents.swift", line: 16, column: 5)),
        ])
        let targets = [PlatformAvailability(platform: "LNPlatformNameIOS", introducedVersion: "17.0"), .wildcard]
        let facts = SourceTypeFacts.collect(for: document, module: "App", files: ["Model.swift", "Intents.swift"], deploymentTargets: targets) { Self.sources[$0] }
        #expect(facts["SaveIntent"]?.availability == targets)
        #expect(facts["LongFormIntent"]?.availability == [PlatformAvailability(platform: "LNPlatformNameIOS", introducedVersion: "16.4"), .wildcard])
        // Without deployment targets: the wildcard alone, as before.
        #expect(Self.facts()["SaveIntent"]?.availability == [.wildcard])
        // The writer writes what the facts say.
        let (root, _) = ActionsDataWriter(module: "App", facts: facts, defaultAvailability: targets).write(document)
        #expect(root[path: [.key("actions"), .key("SaveIntent"), .key("availabilityAnnotations"), .key("LNPlatformNameIOS"), .key("introducedVersion")]] == .string("17.0"))
    }

    @Test("the writer reports what it cannot mangle, and writes no name for it")
    func writerReportsLocalTypes() throws {
        let document = MetadataDocument(module: "App", intents: [IntentDefinition(identifier: "LocalIntent", title: "Local", location: SourceLocation(file: "Intents.swift", line: 19, column: 5))])
        let (root, diagnostics) = ActionsDataWriter(module: "App", facts: Self.facts()).write(document)
        #expect(root[path: [.key("actions"), .key("LocalIntent"), .key("mangledTypeNameV2")]] == .string(""))
        #expect(diagnostics.map(\.id) == [AppleMetadataChecks.unwritten.id])
        #expect(diagnostics.first?.location == SourceLocation(file: "Intents.swift", line: 19, column: 5))
    }
}
