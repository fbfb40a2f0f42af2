import Diagnostics
import Foundation
import PositionedJSON

/// The positioned JSON reader: errors inside the input, node offsets inside the input, and agreement with Foundation on what is JSON.
enum FuzzJSON {
    static let path = "fuzz.json"

    static func run(_ bytes: [UInt8]) {
        do {
            let document = try JSONDocument(parsing: bytes, path: path)
            var stack = [document.root]
            var visited = 0
            while let node = stack.popLast(), visited < 100_000 {
                visited += 1
                FuzzCheck.expect(node.offset >= 0 && node.offset < max(bytes.count, 1), "node offset \(node.offset) outside \(bytes.count) bytes")
                let location = document.location(of: node)
                FuzzCheck.checkLocation(location, path: path, lines: FuzzCheck.lineBound(of: bytes), bytes: bytes.count, needsLine: true, what: "a node")
                switch node.value {
                case .array(let elements): stack += elements
                case .object(let object): stack += object.members.map(\.value)
                default: break
                }
            }
            _ = try? JSONNodeDecoder().decode([String: [String]].self, from: document.root)
        } catch {
            let lines = FuzzCheck.lineBound(of: bytes)
            FuzzCheck.expect(!error.message.isEmpty, "a syntax error with no message")
            FuzzCheck.expect(error.line >= 1 && error.line <= lines, "syntax error line \(error.line) outside the input: \(error.message)")
            FuzzCheck.expect(error.column >= 1 && error.column <= bytes.count + 1, "syntax error column \(error.column) outside the input: \(error.message)")
        }
    }
}
