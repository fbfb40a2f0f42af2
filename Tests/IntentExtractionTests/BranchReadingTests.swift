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
}
