import Diagnostics
import SwiftParser
import SwiftSyntax

/// One parsed Swift file, with what is needed to turn syntax positions into source locations.
struct SourceFile: @unchecked Sendable {
    // @unchecked: the syntax tree and converter are immutable once the file is parsed.
    /// The path as the user gave it (or as found under a folder the user gave).
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The location of a node, at its first token (past leading trivia).
    func location(of node: some SyntaxProtocol) -> Diagnostics.SourceLocation {
        let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return Diagnostics.SourceLocation(file: path, line: position.line, column: position.column)
    }
}
