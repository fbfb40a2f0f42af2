import Diagnostics
import SwiftIfConfig
import SwiftSyntax

/// Chooses which clauses of an `#if` are read: all of them, or the one active for the user's conditions.
struct BranchSelector: Sendable {
    /// `nil` reads every clause.
    let configuration: DeviceBuildConfiguration?

    init(conditions: Set<String>?) {
        configuration = conditions.map { DeviceBuildConfiguration(conditions: $0) }
    }

    /// The clauses to read, and a message for each condition that could not be evaluated.
    func clauses(of decl: IfConfigDeclSyntax) -> (clauses: [IfConfigClauseSyntax], problems: [(Syntax, String)]) {
        guard let configuration else { return (Array(decl.clauses), []) }
        let (active, diagnostics) = decl.activeClause(in: configuration)
        return (active.map { [$0] } ?? [], diagnostics.map { ($0.node, $0.message) })
    }

    /// The members of a member block, with those inside `#if` clauses spliced in.
    func members(of block: MemberBlockSyntax, report: (Syntax, String) -> Void) -> [DeclSyntax] {
        members(of: block.members, report: report)
    }

    private func members(of list: MemberBlockItemListSyntax, report: (Syntax, String) -> Void) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for item in list {
            guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else {
                result.append(item.decl)
                continue
            }
            let (clauses, problems) = self.clauses(of: ifConfig)
            for (node, message) in problems { report(node, message) }
            for clause in clauses {
                if case .decls(let nested) = clause.elements { result += members(of: nested, report: report) }
            }
        }
        return result
    }
}
