import SwiftSyntax

/// An `#if` block of a file, with what choosing its clause reads of it, found once for every build that reads the file.
///
/// Which clause a build reads depends only on the build and the block's conditions as written (``BranchSelector``
/// keeps each choice by them): the conditions' text and the clauses are taken from the tree once, when the file is
/// parsed, rather than again by each build.
package struct ConditionalBlock {
    /// The block.
    package let decl: IfConfigDeclSyntax
    /// Its clauses, in order.
    package let clauses: [IfConfigClauseSyntax]
    /// Its clauses' conditions as written, trivia and all, joined by NUL (`#else` has none): the key of the clause a
    /// configuration chooses.
    let conditions: String

    /// The block `decl`, with its clauses and conditions read from the tree.
    package init(_ decl: IfConfigDeclSyntax) {
        self.decl = decl
        clauses = Array(decl.clauses)
        // As written (`trimmedDescription` copies the node to trim it, which costs more than the fold).
        conditions = clauses.map { $0.condition?.description ?? "" }.joined(separator: "\u{0}")
    }
}
