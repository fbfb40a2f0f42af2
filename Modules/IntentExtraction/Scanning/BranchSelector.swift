import Diagnostics
import Foundation
import SwiftIfConfig
import SwiftOperators
import SwiftSyntax

/// Chooses which clauses of an `#if` are read: every clause a version check does not rule out, or the one
/// active for the user's conditions.
///
/// Reading every branch is the default, so code for every platform and configuration is checked. Compiler
/// and language version checks (`compiler(>=6.2)`, `swift(>=6)`) are evaluated even then, against
/// ``ExtractionOptions/swiftVersion`` and ``ExtractionOptions/languageMode``: code written for another
/// compiler is not code this build reads, and reading both sides of `#if compiler(>=6.2) … #else …`
/// would declare everything twice.
package struct BranchSelector: Sendable {
    /// `nil` reads every clause a version check does not rule out.
    let configuration: DeviceBuildConfiguration?

    /// The selector for extraction options: their conditions, compiler and language mode.
    package init(options: ExtractionOptions) {
        self.init(
            conditions: options.conditions,
            operatingSystem: options.operatingSystem,
            compilerVersion: VersionTuple(components: options.swiftVersion.components),
            languageVersion: Extractor.languageVersion(options.languageMode, compiler: options.swiftVersion)
        )
    }
    let compilerVersion: VersionTuple
    let languageVersion: VersionTuple
    /// What the selector reads, spelled the same by every selector that reads alike (the key of what is kept of it).
    package let key: String
    /// The clause each block's conditions choose, by the conditions' text, shared by every selector of the same
    /// configuration in the process: swift-syntax folds every condition's operators anew for each block, and the same
    /// few conditions (`os(iOS)`, `DEBUG`) come back in file after file and build after build.
    private let chosen: ChosenClauses

    package init(conditions: Set<String>?, operatingSystem: String = "iOS", compilerVersion: VersionTuple, languageVersion: VersionTuple) {
        configuration = conditions.map {
            DeviceBuildConfiguration(conditions: $0, operatingSystem: operatingSystem, languageVersion: languageVersion, compilerVersion: compilerVersion)
        }
        self.compilerVersion = compilerVersion
        self.languageVersion = languageVersion
        key = (conditions.map { operatingSystem + " " + $0.sorted().joined(separator: ",") } ?? "*") + " \(compilerVersion) \(languageVersion)"
        chosen = ChosenClauses.shared(key)
    }

    /// The clauses to read, and a message for each condition that could not be evaluated.
    package func clauses(of decl: IfConfigDeclSyntax) -> (clauses: [IfConfigClauseSyntax], problems: [(Syntax, String)]) {
        guard configuration != nil else {
            let clauses = Array(decl.clauses)
            return (versionPositions(in: clauses).map { clauses[$0] }, [])
        }
        let block = ConditionalBlock(decl)
        let (positions, problems) = positions(in: block)
        return (positions.map { block.clauses[$0] }, problems)
    }

    /// The positions of the clauses of `block` to read, in order, and a message for each condition that could not be
    /// evaluated.
    func positions(in block: ConditionalBlock) -> (positions: [Int], problems: [(Syntax, String)]) {
        if let configuration {
            if let known = chosen.position(for: block.conditions) {
                return (known.map { [$0] } ?? [], [])
            }
            let (active, diagnostics) = block.decl.activeClause(in: configuration)
            let position = active.flatMap { clause in block.clauses.firstIndex { $0.id == clause.id } }
            // A condition it could not evaluate is said at its own node: only a clean choice is kept for other blocks.
            if diagnostics.isEmpty { chosen.record(position, for: block.conditions) }
            return (position.map { [$0] } ?? [], diagnostics.map { ($0.node, SourceExcerpt.limitingQuotations(in: $0.message)) })
        }
        return (versionPositions(in: block.clauses), [])
    }

    /// The positions of the clauses read when every clause is: each one a version check does not rule out, up to the
    /// first one it makes true.
    private func versionPositions(in clauses: [IfConfigClauseSyntax]) -> [Int] {
        var read: [Int] = []
        for (position, clause) in clauses.enumerated() {
            let truth = clause.condition.map { versionTruth($0) } ?? .true
            switch truth {
            case .false: continue
            case .true: return read + [position]
            case .unknown: read.append(position)
            }
        }
        return read
    }

    /// What a condition's version checks decide, the rest unknown.
    enum Truth {
        case `true`, `false`, unknown

        static prefix func ! (truth: Truth) -> Truth {
            switch truth {
            case .true: .false
            case .false: .true
            case .unknown: .unknown
            }
        }
    }

    func versionTruth(_ condition: ExprSyntax) -> Truth {
        if let sequence = condition.as(SequenceExprSyntax.self),
           let folded = try? OperatorTable.logicalOperators.foldAll(sequence).as(ExprSyntax.self) {
            return versionTruth(folded)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return versionTruth(inner)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !versionTruth(prefix.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let left = versionTruth(infix.leftOperand)
            let right = versionTruth(infix.rightOperand)
            switch op.operator.text {
            case "&&":
                if left == .false || right == .false { return .false }
                return left == .true && right == .true ? .true : .unknown
            case "||":
                if left == .true || right == .true { return .true }
                return left == .false && right == .false ? .false : .unknown
            default:
                return .unknown
            }
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name == "compiler" || name == "swift", call.arguments.count == 1,
           let argument = call.arguments.first?.expression.as(PrefixOperatorExprSyntax.self),
           let version = VersionTuple(parsing: argument.expression.trimmedDescription) {
            let current = name == "compiler" ? compilerVersion : languageVersion
            switch argument.operator.text {
            case ">=": return current >= version ? .true : .false
            case "<": return current < version ? .true : .false
            default: return .unknown
            }
        }
        return .unknown
    }
}

/// The clause a block's conditions choose under one configuration, by the conditions' text, shared by the threads
/// that read files under it.
private final class ChosenClauses: @unchecked Sendable {
    // @unchecked: `known` is read and written under `lock`, and `all` under `allLock`.
    private let lock = NSLock()
    /// The position of the clause read (`nil`: none), by the block's conditions joined.
    private var known: [String: Int?] = [:]

    nonisolated(unsafe) private static var all: [String: ChosenClauses] = [:]
    private static let allLock = NSLock()

    /// The choices of the configuration spelled `key`, made by any selector of the process.
    static func shared(_ key: String) -> ChosenClauses {
        allLock.withLock {
            if let existing = all[key] { return existing }
            let made = ChosenClauses()
            all[key] = made
            return made
        }
    }

    /// The position of the clause `conditions` choose (`.some(nil)`: none), or `nil` when no block had them yet.
    func position(for conditions: String) -> Int?? {
        lock.withLock { known[conditions] }
    }

    /// Keeps the position of the clause `conditions` choose (`nil`: none).
    func record(_ position: Int?, for conditions: String) {
        lock.withLock { known[conditions] = .some(position) }
    }
}
