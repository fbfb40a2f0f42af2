import Diagnostics
import Foundation
import IntentLocalization
import IntentMigration
import SwiftParser
import SwiftSyntax

/// `.intentdefinition` files: positions inside the input, and the converted Swift parses without errors.
enum FuzzIntentDefinition {
    static let path = "Base.lproj/Intents.intentdefinition"

    /// Reads the definition and checks the positions of what the reader says.
    @discardableResult
    static func read(_ bytes: [UInt8]) -> IntentDefinitionReader.Result {
        let result = IntentDefinitionReader.read(bytes, path: path)
        FuzzCheck.positions(result.diagnostics, path: path, bytes: bytes, needsLine: !bytes.starts(with: Array("bplist".utf8)))
        return result
    }

    static func run(_ bytes: [UInt8]) {
        let result = read(bytes)
        guard let definition = result.definition, !result.diagnostics.contains(where: { $0.severity == .error }) else { return }
        let output = MigrationGenerator(definition: definition, options: MigrationOptions()).generate()
        // Writing must not leave half an output behind: every file a plain, distinct name in the output folder
        // (a name with a `/` would fail to write after the files before it were written, or escape the folder).
        let paths = output.files.map(\.path)
        FuzzCheck.expect(Set(paths).count == paths.count, "two generated files share a path: \(paths)")
        for path in paths {
            FuzzCheck.expect(!path.isEmpty && !path.contains("/") && !path.hasPrefix(".") && !path.contains("\0"), "a generated file's path is not a plain file name: \(path.debugDescription)")
        }
        for file in output.files where file.path.hasSuffix(".swift") {
            let tree = Parser.parse(source: file.contents)
            FuzzCheck.expect(!tree.hasError, "generated \(file.path) does not parse:\n\(file.contents)")
            FuzzCheck.expect(tree.description == file.contents, "swift-syntax does not round-trip \(file.path)")
        }
        for file in output.files where file.path.hasSuffix(".xcstrings") {
            let catalog = StringCatalogFile(parsing: Array(file.contents.utf8), path: file.path).diagnostics.filter { $0.severity == .error }
            FuzzCheck.expect(catalog.isEmpty, "generated \(file.path) has errors: \(catalog)\n\(file.contents)")
        }
    }
}
