@testable import AppleMetadata
import Foundation
import IntentKitTestSupport
import Testing

@Suite("Swift's mangling of nominal types")
struct SwiftManglingTests {
    typealias Component = SwiftMangling.Component

    /// Names Xcode 17C528 wrote into the shared built app, with the declarations they name (read from the
    /// same file's `fullyQualifiedTypeName` and the kind its section implies: actions, entities and queries
    /// are structs here, enums are enums).
    @Test("Xcode's mangled names, word substitutions included", arguments: [
        ("WidgetSmith", "MoveTile", SwiftMangling.NominalKind.struct, "11WidgetSmith8MoveTileV"),
        ("WidgetSmith", "SetWidgetConstantIndex", .struct, "11WidgetSmith03SetA13ConstantIndexV"),
        ("WidgetSmith", "SetWidgetResettableIndex", .struct, "11WidgetSmith03SetA15ResettableIndexV"),
        ("WidgetSmith", "ControlCenterWidgetConfiguration", .struct, "11WidgetSmith013ControlCenterA13ConfigurationV"),
        ("WidgetSmith", "ControlWidgetEntity", .struct, "11WidgetSmith07ControlA6EntityV"),
        ("WidgetSmith", "WidgetEntityQuery", .struct, "11WidgetSmith0A11EntityQueryV"),
        ("WidgetSmith", "WidgetsmithActionEntity", .struct, "11WidgetSmith23WidgetsmithActionEntityV"),
        ("WidgetSmith", "LaunchAppEnum", .enum, "11WidgetSmith13LaunchAppEnumO"),
        ("WidgetsExtension", "SetWidgetConstantIndex", .struct, "16WidgetsExtension22SetWidgetConstantIndexV"),
        ("WidgetsExtension", "ControlCenterWidgetConfiguration", .struct, "16WidgetsExtension32ControlCenterWidgetConfigurationV"),
    ])
    func xcodeNames(module: String, name: String, kind: SwiftMangling.NominalKind, mangled: String) throws {
        #expect(SwiftMangling.mangle(module: module, path: [Component(name, kind)]) == mangled)
        let demangled = try #require(SwiftMangling.demangle(mangled))
        #expect(demangled.module == module)
        #expect(demangled.path == [Component(name, kind)])
    }

    /// Cases worked out by hand from the rules of Swift's `Mangling.rst` (word boundaries at case changes and
    /// underscores, words of two bytes or more, the last substitution upper-case, a closing `0` when the
    /// identifier ends with one, nesting as context then name then kind).
    @Test("nesting, kinds, repeated words and identifiers ending with a word", arguments: [
        ("App", [Component("Outer", .struct), Component("Inner", .enum)], "3App5OuterV5InnerO"),
        ("App", [Component("Store", .class), Component("StoreIntent", .struct)], "3App5StoreC0B6IntentV"),
        ("Kit", [Component("OpenOpen", .struct)], "3Kit04OpenB0V"),
        ("Kit", [Component("MyEntityQuery", .struct), Component("Entity", .struct)], "3Kit13MyEntityQueryV0C0V"),
        ("Kit", [Component("a_b", .struct)], "3Kit3a_bV"),
        ("Kit", [Component("Foo", .protocol)], "3Kit3FooP"),
    ])
    func handWorked(module: String, path: [Component], mangled: String) throws {
        #expect(SwiftMangling.mangle(module: module, path: path) == mangled)
        #expect(SwiftMangling.demangle(mangled)?.path == path)
    }

    @Test("a private type carries its file's discriminator")
    func privateTypes() throws {
        let discriminator = SwiftMangling.privateDiscriminator(module: "App", fileName: "Sources/Intents.swift")
        #expect(discriminator.count == 33)
        #expect(discriminator == "_" + MD5.hexDigest(Array("AppIntents.swift".utf8)).uppercased())
        let mangled = try #require(SwiftMangling.mangle(module: "App", path: [Component("Hidden", .struct, privateDiscriminator: discriminator)]))
        #expect(mangled == "3App6Hidden33\(discriminator)LLV")
        #expect(SwiftMangling.demangle(mangled)?.path.first?.privateDiscriminator == discriminator)
    }

    @Test("MD5 gives RFC 1321's test digests")
    func md5() {
        #expect(MD5.hexDigest([]) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hexDigest(Array("abc".utf8)) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(MD5.hexDigest(Array("12345678901234567890123456789012345678901234567890123456789012345678901234567890".utf8)) == "57edf4a22be3c955ac49da2e2107b67a")
    }

    @Test("names that cannot be mangled, and manglings that are not a nominal type, give nil")
    func refusals() {
        #expect(SwiftMangling.mangle(module: "App", path: []) == nil)
        #expect(SwiftMangling.mangle(module: "App", path: [Component("Café", .struct)]) == nil)
        #expect(SwiftMangling.mangle(module: "App", path: [Component("1st", .struct)]) == nil)
        for text in ["", "3App", "3App3FooX", "3App3Fo", "3App0Z3FooV", "3App4FooVySiG", "3App003FooV"] {
            #expect(SwiftMangling.demangle(text) == nil, "\(text)")
        }
    }

    @Test("every mangled name in the corpus demangles and mangles back to itself", .enabled(if: RealWorld.shouldRun, Comment(rawValue: RealWorld.skipReason)))
    func corpusNames() throws {
        try #require(RealWorld.isAvailable, Comment(rawValue: RealWorld.missingMessage))
        var names: Set<String> = []
        for path in ActionsDataCorpus.actionsDataFiles() {
            let file = ActionsDataReader.read(contentsOf: path)
            collectMangledNames(try #require(file.root), into: &names)
        }
        #expect(names.count >= 30)
        for name in names {
            let demangled = try #require(SwiftMangling.demangle(name), "\(name)")
            #expect(SwiftMangling.mangle(module: demangled.module, path: demangled.path) == name)
        }
    }

    private func collectMangledNames(_ value: AppleJSON, into names: inout Set<String>) {
        switch value {
        case .object(let members):
            for member in members {
                if member.key.hasPrefix("mangledTypeName"), let text = member.value.stringValue, !text.isEmpty { names.insert(text) }
                collectMangledNames(member.value, into: &names)
            }
        case .array(let elements):
            elements.forEach { collectMangledNames($0, into: &names) }
        default:
            break
        }
    }
}

/// The `actionsdata` part of the real-world corpus.
enum ActionsDataCorpus {
    static var folder: String { RealWorld.root + "/actionsdata" }

    /// Every file named `name` under the folder, sorted.
    static func files(named name: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
            .filter { ($0 as NSString).lastPathComponent == name }.sorted().map { folder + "/" + $0 }
    }

    static func actionsDataFiles() -> [String] { files(named: "extract.actionsdata") }
    static func versionFiles() -> [String] { files(named: "version.json") }
}
