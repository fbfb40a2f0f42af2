import Foundation
import IntentExtraction
import IntentKitTestSupport
import SwiftParser
import SwiftSyntax
@testable import StringExtraction
import Testing

/// The packed form a declaration index is kept in across runs (``DeclarationIndex/packed()``): read back, it is the
/// same index; bytes that are not one are refused, never trapped on.
@Suite struct DeclarationIndexPackingTests {
    static let source = """
        typealias Pair = (first: String, second: Int?)
        enum Screen: LocalizedStringResource {
            case home = "Home"
            case detail
        }
        enum Route {
            case profile(id: Int, name: String)
            case list([String: [Int]], Pair)
        }
        struct Card {
            var title: String
            var subtitle: LocalizedStringKey?
            var tags: [String] = []
            func label(_ text: LocalizedStringKey, tint: Int = 0) -> Text { Text(text) }
            func label(_ text: String) -> Text { Text(verbatim: text) }
        }
        extension Card {
            static func make(named name: LocalizedStringResource, count: Int) -> Card { Card(title: "") }
            var nested: Outer.Inner? { nil }
        }
        func caption(_ key: LocalizedStringKey, table: String? = nil, values: (Int, label: String)) -> String { "" }
        """

    static func index(_ text: String) -> DeclarationIndex {
        DeclarationIndex.collect(Parser.parse(source: text), branches: BranchSelector(options: ExtractionOptions()))
    }

    @Test func aPackedIndexReadsBackAsTheSameIndex() throws {
        let index = Self.index(Self.source)
        #expect(index.hasSignature(named: "label") && index.hasSignature(named: "make"))
        let packed = index.packed()
        #expect(DeclarationIndex(packed: packed) == index)
        #expect(DeclarationIndex(packed: DeclarationIndex().packed()) == DeclarationIndex())
        #expect(DeclarationIndex(packed: packed) != DeclarationIndex())
    }

    @Test func bytesThatAreNotAnIndexAreRefused() {
        let packed = Self.index(Self.source).packed()
        // Every cut is refused (the form is read to its end, and nothing is left over).
        for length in 0..<packed.count {
            #expect(DeclarationIndex(packed: Array(packed.prefix(length))) == nil, "cut at \(length)")
        }
        #expect(DeclarationIndex(packed: packed + [0]) == nil)
        // Changed bytes are read as another index or refused; none traps.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var damaged = packed
            damaged[Int(generator.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: generator.next())
            _ = DeclarationIndex(packed: damaged)
        }
        // A count far past the end, and type references nested past any code's: refused.
        #expect(DeclarationIndex(packed: [0xFF, 0xFF, 0xFF, 0xFF, 0x0F]) == nil)
        let deep = [UInt8](repeating: 1, count: 100_000)
        var nested: [UInt8] = [0, 0, 0, 0, 0, 1, 1, 0x41]  // no signatures…; one function type named "A"
        nested += deep
        #expect(DeclarationIndex(packed: nested) == nil)
    }

    // Every real-world file's index, and each app's merged index, read back the same: SharedSourceStringsTests, from
    // the shared trees its extraction parsed.
}
