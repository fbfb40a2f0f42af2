import Diagnostics
import Foundation
import IntentKitTestSupport
@testable import IntentMigration
import Testing

/// Every real `.intentdefinition` of the corpus: read, converted, and the conversion type-checked against AppIntentModel.
@Suite("Migration over the corpus", .enabled(if: Corpus.shouldRun, Comment(rawValue: Corpus.skipReason)))
struct CorpusMigrationTests {
    static let files = Corpus.files(withExtension: ".intentdefinition")

    @Test("The corpus has its eleven definitions")
    func corpusIsThere() throws {
        try #require(Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage))
        #expect(Self.files.count == 11, "\(Corpus.root)")
    }

    @Test("Each definition reads without errors and converts into Swift that type-checks", arguments: files)
    func convertsAndTypeChecks(_ relative: String) throws {
        let path = Corpus.root + "/" + relative
        let read = IntentDefinitionReader.read(contentsOf: path)
        let errors = read.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
        let definition = try #require(read.definition)
        #expect(!definition.intents.isEmpty)
        let output = MigrationGenerator(definition: definition, options: MigrationOptions(flattenParents: true)).generate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-corpus-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try output.write(to: folder, force: false)
        let swiftFiles = output.files.map(\.path).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        let result = try SwiftCompiler.typeCheck(swiftFiles)
        #expect(result.status == 0, "\(relative):\n\(result.output)")
    }

    @Test("Findings a maintainer would accept: stale keys, derived keys, system intents, missing object types")
    func findings() throws {
        try #require(Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage))
        func diagnostics(_ suffix: String) throws -> [Diagnostic] {
            let relative = try #require(Self.files.first { $0.hasSuffix(suffix) })
            let read = IntentDefinitionReader.read(contentsOf: Corpus.root + "/" + relative)
            let definition = try #require(read.definition)
            return read.diagnostics + MigrationGenerator(definition: definition, options: MigrationOptions()).generate().diagnostics
        }
        // NetNewsWire's English table still has the texts of response codes it removed.
        let netNewsWire = try diagnostics("NetNewsWire/Intents/Base.lproj/Intents.intentdefinition")
        #expect(netNewsWire.contains { $0.id == "migration.stale-translation" && $0.message.contains("'8Dh9Yy'") })
        // Brave's tables hold per-enum-value prompt variants (`<prompt>-<value>`): not stale.
        let brave = try diagnostics("BraveWidgets/Base.lproj/BraveWidgets.intentdefinition")
        #expect(!brave.contains { $0.id == "migration.stale-translation" })
        // Pocket Casts' INPlayMediaIntent is a system intent: skipped with a remark, not converted.
        let pocketCasts = try diagnostics("podcasts/Base.lproj/Intents.intentdefinition")
        #expect(pocketCasts.contains { $0.id == "migration.system-intent" && $0.message.hasPrefix("INPlayMediaIntent") })
        // Mastodon's response parameter typed Object without a type is a plain INObject, not an unknown type.
        let mastodon = try diagnostics("WidgetExtension/Base.lproj/WidgetExtension.intentdefinition")
        #expect(!mastodon.contains { $0.id == "migration.unknown-type" })
        // Home Assistant's placemark has no model counterpart: a warning with the Apple type to use.
        let homeAssistant = try diagnostics("home-assistant__iOS/Sources/App/Resources/Base.lproj/Intents.intentdefinition")
        #expect(homeAssistant.contains { $0.id == "migration.unsupported-type" && $0.message.contains("CLPlacemark") })
    }
}

/// Runs `swiftc -typecheck` over generated files against the AppIntentModel module this test run built.
enum SwiftCompiler {
    struct Result {
        var status: Int32
        var output: String
    }

    /// The folder of the built modules: beside the test bundle, where SwiftPM puts `Modules/`.
    static func modulesFolder() throws -> String {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" {
            let candidate = url.appendingPathComponent("Modules/AppIntentModel.swiftmodule").path
            if FileManager.default.fileExists(atPath: candidate) { return url.appendingPathComponent("Modules").path }
            url.deleteLastPathComponent()
        }
        let fallback = packageRoot() + "/.build/debug/Modules"
        guard FileManager.default.fileExists(atPath: fallback + "/AppIntentModel.swiftmodule") else {
            throw CompilerNotFound(message: "no built AppIntentModel module beside \(CommandLine.arguments[0]) or in \(fallback)")
        }
        return fallback
    }

    struct CompilerNotFound: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static func typeCheck(_ files: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", try modulesFolder(), "-module-name", "Converted"] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
