import SwiftSyntax

/// How a build reads a file's `#if` blocks: the clauses it reads of each, and the conditions it could not evaluate.
///
/// Every reader of a tree (App Intents extraction, the strings' declaration index and collector) reads `#if` only
/// through ``BranchSelector/clauses(of:)``, so two builds that read a file alike get the same result of every reader
/// from it: the file is read once for all of them.
package struct BranchReading: Hashable, Sendable {
    /// For each block in file order, the positions of the clauses read, each block ended by `-1`.
    private var clauses: [Int] = []
    /// The conditions that could not be evaluated: the offset of each one's node and its message.
    private var problems: [String] = []

    /// The reading of a file without `#if`.
    package init() {}

    init(clauses: [Int], problems: [String]) {
        self.clauses = clauses
        self.problems = problems
    }
}

extension BranchSelector {
    /// How this selector reads `blocks` (a file's ``SwiftSource/conditionalBlocks``).
    package func reading(of blocks: [ConditionalBlock]) -> BranchReading {
        var clauses: [Int] = []
        var problems: [String] = []
        for block in blocks {
            let (read, found) = positions(in: block)
            clauses += read
            clauses.append(-1)
            problems += found.map { "\($0.0.position.utf8Offset) \($0.1)" }
        }
        return BranchReading(clauses: clauses, problems: problems)
    }
}
