@testable import IntentExtraction
import SwiftSyntax
import Testing

/// How a build reads a file's `#if` blocks (``BranchReading``): builds that read every block alike share one reading,
/// and the blocks are found at every depth from the file's bytes, not from a `#if` in a comment or a string.
@Suite struct BranchReadingTests {
    static func selector(_ system: String, _ conditions: Set<String>) -> BranchSelector {
        var options = ExtractionOptions(conditions: conditions)
        options.operatingSystem = system
        return BranchSelector(options: options)
    }

    @Test func blocksAreFoundAtEveryDepthAndNotInCommentsOrStrings() {
        let source = SwiftSource(path: "A.swift", text: """
            // #if in a comment is no block
            #if os(iOS)
            import UIKit
            #elseif os(macOS)
            import AppKit
            #endif
            struct A {
                #if DEBUG
                var debug = true
                #endif
                func f() {
                    print("#if in a string")
                    #if targetEnvironment(simulator)
                    print("simulator")
                    #endif
                }
            }
            """)
        let conditions = source.conditionalBlocks.map { $0.clauses.first?.condition?.trimmedDescription }
        #expect(conditions == ["os(iOS)", "DEBUG", "targetEnvironment(simulator)"])
        #expect(SwiftSource(path: "B.swift", text: "let a = \"#if\" // #if\n").conditionalBlocks.isEmpty)
    }

    @Test func buildsThatReadEveryBlockAlikeShareAReading() {
        let platform = SwiftSource(path: "Platform.swift", text: "#if os(iOS)\nlet name = \"iOS\"\n#else\nlet name = \"other\"\n#endif\n").conditionalBlocks
        let debug = SwiftSource(path: "Debug.swift", text: "#if DEBUG\nlet verbose = true\n#endif\n").conditionalBlocks
        let iOS = Self.selector("iOS", []), iOSDebug = Self.selector("iOS", ["DEBUG"]), mac = Self.selector("macOS", [])
        #expect(iOS.reading(of: platform) == iOSDebug.reading(of: platform))
        #expect(iOS.reading(of: platform) != mac.reading(of: platform))
        #expect(iOS.reading(of: debug) != iOSDebug.reading(of: debug))
        #expect(iOS.reading(of: debug) == mac.reading(of: debug))
        #expect(iOS.reading(of: []) == BranchReading())
        // Reading every branch (no conditions) reads both clauses: unlike any one build.
        let every = Self.selector("iOS", []).reading(of: platform)
        #expect(BranchSelector(options: ExtractionOptions()).reading(of: platform) != every)
    }

    @Test func theScanDoesNotReadBlocksInsideBodies() {
        let source = SwiftSource(path: "Intent.swift", text: """
            #if os(iOS)
            import UIKit
            #endif
            struct OpenInbox {
                #if DEBUG
                var verbose = true
                #endif
                @available(iOS 17, *)
                #if os(iOS)
                @MainActor
                #endif
                static var title: String {
                    #if os(iOS)
                    "Inbox"
                    #else
                    "Mailbox"
                    #endif
                }
                func perform() {
                    #if DEBUG
                    print("performing")
                    #endif
                    let run = {
                        #if os(iOS)
                        print("iOS")
                        #endif
                    }
                    run()
                }
            }
            """)
        let blocks = source.conditionalBlocks
        #expect(blocks.count == 6)
        #expect(blocks.map { Extractor.scanReads($0.decl) } == [true, true, true, false, false, false])
    }

    /// A target's builds that read a file's blocks alike share its scan, and each build still reads its own clauses:
    /// its extraction is the one a run of that build alone gives, whichever order the builds come in.
    @Test func buildsShareAScanOnlyWhereTheyReadAlike() {
        let text = """
            import AppIntents
            struct OpenInbox: AppIntent {
                static let title: LocalizedStringResource = "Open Inbox"
                #if os(iOS)
                @Parameter(title: "Folder") var folder: String
                #endif
                func perform() async throws -> some IntentResult {
                    #if os(macOS)
                    print("Mac")
                    #endif
                    return .result()
                }
            }
            """
        func extraction(_ systems: [String]) -> Extraction {
            let source = SwiftSource(path: "OpenInbox.swift", text: text)
            let builds = systems.map { ExtractionTarget.Build(conditions: [], operatingSystem: $0) }
            let target = ExtractionTarget(name: "App", files: ["OpenInbox.swift"], builds: builds)
            return Extractor().extract(targets: [target], sources: ["OpenInbox.swift": source])[0]
        }
        let iOS = extraction(["iOS"]), mac = extraction(["macOS"]), tv = extraction(["tvOS"])
        #expect(iOS.document.intents.first?.parameters.count == 1)
        #expect(mac.document.intents.first?.parameters.isEmpty == true)
        #expect(tv.document == mac.document)
        #expect(extraction(["macOS", "tvOS", "iOS"]).document == mac.document)
        #expect(extraction(["iOS", "macOS", "tvOS"]).document == iOS.document)
    }

    /// A target's findings are those of all its builds: of each build where they read a file's members differently,
    /// and of the one build assembled for all where they read every file alike (here: `DEBUG` only inside a body).
    @Test func aTargetsFindingsAreEveryBuildsWhetherOrNotTheyReadAlike() {
        func extraction(_ text: String, _ conditions: [Set<String>]) -> Extraction {
            let source = SwiftSource(path: "Share.swift", text: text)
            let builds = conditions.map { ExtractionTarget.Build(conditions: $0, operatingSystem: "iOS") }
            let target = ExtractionTarget(name: "App", files: ["Share.swift"], builds: builds)
            return Extractor().extract(targets: [target], sources: ["Share.swift": source])[0]
        }
        let members = """
            import AppIntents
            struct ShareIntent: AppIntent {
                static let title: LocalizedStringResource = "Share"
                #if DEBUG
                @Parameter(title: "Item") var item: FrameworkItem
                #else
                @Parameter(title: "Other") var other: OtherItem
                #endif
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let debug = extraction(members, [["DEBUG"]]), release = extraction(members, [[]])
        #expect(debug.diagnostics.count == 1 && release.diagnostics.count == 1)
        #expect(debug.diagnostics != release.diagnostics)
        let both = extraction(members, [["DEBUG"], []])
        #expect(Set(both.diagnostics) == Set(debug.diagnostics + release.diagnostics))
        #expect(both.document == debug.document)

        let body = """
            import AppIntents
            struct ShareIntent: AppIntent {
                static let title: LocalizedStringResource = "Share"
                @Parameter(title: "Item") var item: FrameworkItem
                func perform() async throws -> some IntentResult {
                    #if DEBUG
                    print("debug")
                    #endif
                    return .result()
                }
            }
            """
        #expect(extraction(body, [["DEBUG"], []]).diagnostics == extraction(body, [[]]).diagnostics)
        #expect(extraction(body, [["DEBUG"], []]).diagnostics.count == 1)
    }
}
