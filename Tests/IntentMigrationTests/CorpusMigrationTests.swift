import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentMigration
import Testing

/// One definition of the corpora: `../shared/corpus` (11) and `../shared/realworld/definitions` (116).
struct CorpusDefinition: CustomTestStringConvertible, Sendable {
    /// `corpus` or `realworld`, as the reviewed table names them.
    var corpus: String
    /// The path inside the corpus.
    var relative: String
    /// The absolute path.
    var path: String

    var testDescription: String { "\(corpus)/\(relative)" }

    /// The definitions of both corpora that are on this machine, sorted.
    static let all: [CorpusDefinition] = {
        let first = Corpus.files(withExtension: ".intentdefinition").map {
            CorpusDefinition(corpus: "corpus", relative: $0, path: Corpus.root + "/" + $0)
        }
        let root = RealWorld.root + "/definitions"
        let second = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".intentdefinition") }
            .sorted()
            .map { CorpusDefinition(corpus: "realworld", relative: $0, path: root + "/" + $0) }
        return first + second
    }()

    /// Whether a corpus test runs: both corpora are there, or they are required.
    static var shouldRun: Bool { Corpus.shouldRun && RealWorld.shouldRun }
    static let skipReason = Corpus.skipReason + "; " + RealWorld.skipReason

    /// Fails the test when a corpus is required but absent.
    static func requireCorpora() throws {
        try #require(Corpus.isAvailable, Comment(rawValue: Corpus.skipReason))
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.skipReason))
    }
}

/// Every real `.intentdefinition`: read without a false finding, converted both ways, and the conversion type-checked
/// against AppIntentModel in under a minute.
@Suite("Migration over the corpora")
struct CorpusMigrationTests {
    static let definitions = CorpusDefinition.all

    @Test("Both corpora are there: 11 definitions in the first, 116 in the second",
          .enabled(if: CorpusDefinition.shouldRun, Comment(rawValue: CorpusDefinition.skipReason)))
    func corporaAreThere() throws {
        try CorpusDefinition.requireCorpora()
        #expect(Self.definitions.filter { $0.corpus == "corpus" }.count == 11, "\(Corpus.root)")
        #expect(Self.definitions.filter { $0.corpus == "realworld" }.count == 116, "\(RealWorld.root)")
    }

    @Test(
        "Each definition reads without an error or an unknown key, converts with and without --flatten-parents, and type-checks in under 60 s",
        .enabled(if: CorpusDefinition.shouldRun, Comment(rawValue: CorpusDefinition.skipReason)),
        arguments: definitions
    )
    func convertsAndTypeChecks(_ definition: CorpusDefinition) throws {
        try CorpusDefinition.requireCorpora()
        let read = IntentDefinitionReader.read(contentsOf: definition.path)
        let errors = read.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
        let unknownKeys = read.diagnostics.filter { $0.id == MigrationChecks.unknownKey.id }
        #expect(unknownKeys.isEmpty, "\(unknownKeys.map(\.message))")
        let parsed = try #require(read.definition)
        let plain = MigrationGenerator(definition: parsed, options: MigrationOptions()).generate()
        let flat = MigrationGenerator(definition: parsed, options: MigrationOptions(flattenParents: true)).generate()
        for output in [plain, flat] {
            #expect(!output.diagnostics.contains { $0.severity == .error }, "\(output.diagnostics)")
            #expect(!output.diagnostics.contains { $0.id == MigrationChecks.unsupportedType.id }, "\(output.diagnostics)")
        }
        // The flattened conversion is type-checked too where it differs.
        for (label, output) in [("default", plain)] + (flat.files == plain.files ? [] : [("--flatten-parents", flat)]) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-corpus-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try output.write(to: folder, force: false)
            let swiftFiles = output.files.map(\.path).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
            guard !swiftFiles.isEmpty else { continue }  // A definition with only system intents converts into a catalog.
            let result = try SwiftCompiler.typeCheck(swiftFiles)
            #expect(result.status == 0, "\(definition.testDescription) (\(label)):\n\(result.output)")
            #expect(result.seconds < 60, "\(definition.testDescription) (\(label)) took \(result.seconds) s to type-check")
        }
    }

    /// The reviewed table: `Fixtures/Corpus/definitions.tsv`, counted with Python's plistlib (`count_definitions.py`)
    /// and checked against the corpora's manifests and by reading files.
    static func reviewedTable() throws -> [String: [Int]] {
        let text = try String(contentsOfFile: fixturesDirectory() + "/Corpus/definitions.tsv", encoding: .utf8)
        var rows: [String: [Int]] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            rows[fields[0] + "/" + fields[1]] = fields.dropFirst(2).compactMap { Int($0) }
        }
        return rows
    }

    @Test("Each definition declares the intents, parameters, enums, cases and types of the reviewed table",
          .enabled(if: CorpusDefinition.shouldRun, Comment(rawValue: CorpusDefinition.skipReason)))
    func countsMatchTheReviewedTable() throws {
        try CorpusDefinition.requireCorpora()
        let table = try Self.reviewedTable()
        #expect(table.count == 127)
        #expect(Set(table.keys) == Set(Self.definitions.map(\.testDescription)))
        for definition in Self.definitions {
            let read = try #require(IntentDefinitionReader.read(contentsOf: definition.path, translations: false).definition)
            let custom = read.customIntents
            let parameters: Int = custom.map(\.parameters.count).reduce(0, +)
            let responses: Int = custom.map { $0.response?.parameters.count ?? 0 }.reduce(0, +)
            let cases: Int = read.enums.map(\.values.count).reduce(0, +)
            let counts: [Int] = [custom.count, read.intents.count - custom.count, parameters, responses, read.enums.count, cases, read.types.count]
            #expect(counts == table[definition.testDescription], "\(definition.testDescription)")
        }
    }

    @Test("Every key path of KEY-INVENTORY.md is one the reader knows",
          .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func inventoryKeysAreKnown() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.skipReason))
        let inventory = try String(contentsOfFile: RealWorld.root + "/definitions/KEY-INVENTORY.md", encoding: .utf8)
        var keys: Set<String> = []
        for line in inventory.split(separator: "\n") where line.hasPrefix("| `") {
            guard let path = line.split(separator: "`").dropFirst().first else { continue }
            let last = path.split(separator: ".").last.map(String.init) ?? ""
            keys.insert(last.replacingOccurrences(of: "[]", with: ""))
        }
        keys.remove("<param-list>")
        #expect(keys.count > 150)
        let unknown = keys.filter { !DefinitionFormat.isKnown($0) }.sorted()
        #expect(unknown.isEmpty, "\(unknown)")
    }

    @Test("Every .strings table beside a corpus definition reaches the String Catalog; per-locale counts of three apps",
          .enabled(if: CorpusDefinition.shouldRun, Comment(rawValue: CorpusDefinition.skipReason)))
    func translationsReachTheCatalog() throws {
        try CorpusDefinition.requireCorpora()
        func catalogCounts(_ relative: String) throws -> [String: Int] {
            let definition = try #require(Self.definitions.first { $0.testDescription == relative })
            let read = try #require(IntentDefinitionReader.read(contentsOf: definition.path).definition)
            let output = MigrationGenerator(definition: read, options: MigrationOptions()).generate()
            let catalog = try #require(output.files.first { $0.path == "Localizable.xcstrings" })
            let json = try #require(try JSONSerialization.jsonObject(with: Data(catalog.contents.utf8)) as? [String: Any])
            let strings = try #require(json["strings"] as? [String: [String: Any]])
            var counts: [String: Int] = [:]
            for entry in strings.values {
                for locale in (entry["localizations"] as? [String: Any] ?? [:]).keys { counts[locale, default: 0] += 1 }
            }
            return counts
        }
        // Counted by count_translations.py (plistlib and its own .strings reader) and reviewed against the tables.
        var pocketCasts = Dictionary(uniqueKeysWithValues: ["ca", "de", "es", "es-MX", "fr", "fr-CA", "it", "ja", "nl", "pt-BR", "ru", "sv", "zh-Hans", "zh-Hant"].map { ($0, 15) })
        pocketCasts["en"] = nil  // Its English table says what the definition says.
        #expect(try catalogCounts("corpus/Automattic__pocket-casts-ios/podcasts/Base.lproj/Intents.intentdefinition") == pocketCasts)
        #expect(try catalogCounts("realworld/ColdGrub1384__Pyto/Pyto/Base.lproj/Intents.intentdefinition") == ["de": 33, "es": 33, "fr": 33])
        #expect(try catalogCounts("realworld/Astrian__switshot/hifumitogo/Base.lproj/Intents.intentdefinition") == ["en": 6, "ja": 8, "zh-Hans": 8, "zh-Hant": 8])

        // Every table that translates a converted text shows up in the catalog under its locale.
        for definition in Self.definitions {
            let read = try #require(IntentDefinitionReader.read(contentsOf: definition.path).definition)
            let converted = Set(read.texts.compactMap(\.localizationKey))
            let counts = try catalogCounts(definition.testDescription)
            for (locale, table) in read.translations where locale != "en" && !converted.isDisjoint(with: table.keys) {
                #expect((counts[locale] ?? 0) > 0, "\(definition.testDescription): \(locale)")
            }
        }
    }

    @Test("Findings a maintainer would accept: stale keys, derived keys, system intents, placemarks, key paths in dialogs",
          .enabled(if: CorpusDefinition.shouldRun, Comment(rawValue: CorpusDefinition.skipReason)))
    func findings() throws {
        try CorpusDefinition.requireCorpora()
        func converted(_ suffix: String) throws -> (diagnostics: [Diagnostic], files: [GeneratedFile]) {
            let definition = try #require(Self.definitions.first { $0.relative.hasSuffix(suffix) })
            let read = IntentDefinitionReader.read(contentsOf: definition.path)
            let parsed = try #require(read.definition)
            let output = MigrationGenerator(definition: parsed, options: MigrationOptions()).generate()
            return (read.diagnostics + output.diagnostics, output.files)
        }
        // NetNewsWire's English table still has the texts of response codes it removed.
        let netNewsWire = try converted("NetNewsWire/Intents/Base.lproj/Intents.intentdefinition").diagnostics
        #expect(netNewsWire.contains { $0.id == "migration.stale-translation" && $0.message.contains("'8Dh9Yy'") })
        // Brave's tables hold per-enum-value prompt variants (`<prompt>-<value>`): not stale.
        let brave = try converted("BraveWidgets/Base.lproj/BraveWidgets.intentdefinition").diagnostics
        #expect(!brave.contains { $0.id == "migration.stale-translation" })
        // Pocket Casts' INPlayMediaIntent is a system intent: skipped with a remark, not converted.
        let pocketCasts = try converted("podcasts/Base.lproj/Intents.intentdefinition").diagnostics
        #expect(pocketCasts.contains { $0.id == "migration.system-intent" && $0.message.hasPrefix("INPlayMediaIntent") })
        // Mastodon's response parameter typed Object without a type is a plain INObject entity.
        let mastodon = try converted("WidgetExtension/Base.lproj/WidgetExtension.intentdefinition")
        #expect(!mastodon.diagnostics.contains { $0.id == "migration.unknown-type" })
        // Home Assistant's placemark is a CLPlacemark parameter, with CoreLocation imported on Apple platforms.
        let homeAssistant = try converted("home-assistant__iOS/Sources/App/Resources/Base.lproj/Intents.intentdefinition")
        let location = try #require(homeAssistant.files.first { $0.contents.contains(": CLPlacemark?") })
        #expect(location.contents.contains("#if canImport(CoreLocation)\nimport CoreLocation\n#endif"))
        // A dialog naming a property of a response object (`${flag.countryName}`) takes that property as an argument.
        let vexillum = try converted("rr-codes__Vexillum/Intents.intentdefinition")
        #expect(!vexillum.diagnostics.contains { $0.id == "migration.unknown-token" })
        #expect(vexillum.files.contains { $0.contents.contains("flagCountryName: String") })
        // Pyto's widget relationships without a parent: reported at their dictionaries, and converted as always shown.
        let pyto = try converted("ColdGrub1384__Pyto/Widget/Base.lproj/Widget.intentdefinition").diagnostics
        #expect(pyto.filter { $0.id == "migration.orphaned-relationship" }.map { $0.location?.line } == [140, 239])
    }
}
