@testable import IntentPackages
import Testing

/// The merge's identifier table answers as a dictionary does through insertions, removals and growth.
@Suite struct IdentifierTableTests {
    @Test func agreesWithADictionaryThroughInsertionsRemovalsAndGrowth() {
        var table = IdentifierTable()
        var reference: [String: Merger.Entry] = [:]
        var generator = SystemRandomNumberGenerator()
        for step in 0..<20_000 {
            let identifier = "Item\(Int.random(in: 0..<3_000, using: &generator))"
            let entry = Merger.Entry(kind: step % 2 == 0 ? .intent : .entity, index: step, package: step / 7)
            if Int.random(in: 0..<4, using: &generator) == 0 {
                table.remove(identifier)
                reference[identifier] = nil
            } else {
                let existing = table.insertIfAbsent(identifier, entry)
                #expect(existing?.index == reference[identifier]?.index)
                if reference[identifier] == nil { reference[identifier] = entry }
            }
        }
        for number in 0..<3_100 {
            let identifier = "Item\(number)"
            #expect(table[identifier]?.index == reference[identifier]?.index, "\(identifier)")
            #expect(table[identifier]?.kind == reference[identifier]?.kind)
        }
    }

    @Test func aRemovedIdentifierCanComeBackAndOthersStayFound() {
        var table = IdentifierTable()
        table.reserveCapacity(4)
        for (index, name) in ["A", "B", "C"].enumerated() {
            #expect(table.insertIfAbsent(name, Merger.Entry(kind: .enumeration, index: index, package: 0)) == nil)
        }
        table.remove("B")
        #expect(table["B"] == nil)
        #expect(table["A"]?.index == 0 && table["C"]?.index == 2)
        #expect(table.insertIfAbsent("B", Merger.Entry(kind: .query, index: 9, package: 1)) == nil)
        #expect(table["B"]?.kind == .query)
        #expect(table.insertIfAbsent("B", Merger.Entry(kind: .intent, index: 10, package: 2))?.index == 9)
        #expect(table[""] == nil)
    }
}
