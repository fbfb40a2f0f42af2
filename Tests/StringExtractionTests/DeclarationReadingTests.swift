import IntentExtraction
import SwiftParser
import SwiftSyntax
@testable import StringExtraction
import Testing

/// The `#if` blocks a file's declaration index reads (``DeclarationIndex/reads(_:)``): those outside the bodies of
/// functions, initializers, subscripts and properties, and outside enum cases and type aliases.
@Suite struct DeclarationReadingTests {
    @Test func blocksInsideBodiesAreNotReadByTheIndex() {
        let tree = Parser.parse(source: """
            #if os(iOS)
            import UIKit
            #endif
            struct Screen {
                #if DEBUG
                var debug = true
                #endif
                var title: String {
                    #if os(macOS)
                    "Mac"
                    #else
                    "Other"
                    #endif
                }
                init() {
                    #if DEBUG
                    print("debug")
                    #endif
                }
                func show() {
                    #if os(iOS)
                    print("iOS")
                    #endif
                }
                subscript(index: Int) -> Int {
                    #if DEBUG
                    0
                    #else
                    1
                    #endif
                }
            }
            let greeting = {
                #if os(iOS)
                "iOS"
                #endif
            }()
            """)
        let blocks = tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .poundIf }
            .compactMap { $0.parent?.parent?.parent?.as(IfConfigDeclSyntax.self) }
        #expect(blocks.count == 7)
        #expect(blocks.map(DeclarationIndex.reads) == [true, true, false, false, false, false, false])
    }
}
