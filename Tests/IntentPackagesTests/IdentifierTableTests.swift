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

    @Test func builtInOneGoItFindsEveryIdentifierAndGrowsAfterwards() throws {
        // Shuffled, so home slots come in no order; enough to fill several of the counting sort's regions.
        let identifiers = (0..<70_000).map { "Definition\($0)" }.shuffled()
        let entries = identifiers.indices.map { Merger.Entry(kind: $0 % 3 == 0 ? .query : .intent, index: $0, package: $0 / 100) }
        var table = try #require(IdentifierTable.distinct(identifiers, entries))
        for (position, identifier) in identifiers.enumerated() {
            #expect(table[identifier]?.index == position)
            #expect(table[identifier]?.kind == entries[position].kind)
        }
        #expect(table["Definition70000"] == nil)
        #expect(table.insertIfAbsent(identifiers[5], Merger.Entry(kind: .union, index: -1, package: 0))?.index == 5)
        for number in 70_000..<140_000 {
            #expect(table.insertIfAbsent("Definition\(number)", Merger.Entry(kind: .union, index: number, package: 0)) == nil)
        }
        #expect(table["Definition139999"]?.index == 139_999)
        #expect(table[identifiers[69_999]]?.index == 69_999)
    }

    @Test func anIdentifierGivenTwiceBuildsNoTable() {
        let identifiers = ["A", "B", "C", "B"]
        let entries = identifiers.indices.map { Merger.Entry(kind: .entity, index: $0, package: 0) }
        #expect(IdentifierTable.distinct(identifiers, entries) == nil)
        #expect(IdentifierTable.distinct([], []) != nil)
        #expect(IdentifierTable.distinct(["A", "B", "C"], Array(entries.prefix(3)))?["C"]?.index == 2)
    }
}
