import Diagnostics
import IntentExtraction
import PositionedJSON
import SwiftParser
import SwiftSyntax

/// Finds the localizable strings of Swift sources the way Xcode's string extraction does, without a compiler.
///
/// Two passes: every file is parsed and its declarations indexed (functions with `LocalizedStringKey`
/// parameters, properties' types), then every file is read again for literals passed where a localizable
/// string is expected. Both passes run on all cores. `#if` is handled as ``Extractor`` handles it: every
/// clause is read unless the options name the build's conditions, and compiler version checks are evaluated.
public struct StringExtractor: Sendable {
    /// The conditions, compiler version and language mode that decide `#if` clauses.
    public var options: ExtractionOptions
    /// Whether keys with several interpolations number their specifiers (`%1$@ %2$lld`), as Xcode 16 and
    /// later write new keys; Xcode 15 wrote them unnumbered.
    public var numbersSpecifiers: Bool

    /// Creates an extractor.
    public init(options: ExtractionOptions = ExtractionOptions(), numbersSpecifiers: Bool = true) {
        self.options = options
        self.numbersSpecifiers = numbersSpecifiers
    }

    /// Extracts the localizable strings of source texts (`path` names each in locations); `references` are only
    /// indexed, for the types and functions they declare (the code of other targets the sources may use).
    public func extract(sources: [(path: String, text: String)], references: [(path: String, text: String)] = []) -> StringExtraction {
        let branches = BranchSelector(options: options)
        let referenceIndexes = references.concurrentMap { source in DeclarationIndex.collect(Parser.parse(source: source.text), branches: branches) }
        let parsed = sources.concurrentMap { source -> ParsedFile in
            let tree = Parser.parse(source: source.text)
            let bytes = Array(source.text.utf8)
            return ParsedFile(path: source.path, bytes: bytes, lines: LineTable(bytes), tree: tree,
                              index: DeclarationIndex.collect(tree, branches: branches))
        }
        var index = DeclarationIndex()
        for reference in referenceIndexes { index.merge(reference) }
        for file in parsed { index.merge(file.index) }
        let positional = numbersSpecifiers
        // Each task owns its file from here on, so the trees are freed on all cores as they are done with.
        let perFile = parsed.concurrentMapConsuming { [index] file -> [LocalizableString] in
            let collector = StringCollector(path: file.path, bytes: file.bytes, lines: file.lines, index: index, branches: branches, positional: positional)
            collector.collect(file.tree)
            // An enum whose raw type is localizable: each raw value (the case name when implicit) is a key.
            let rawValues = file.index.rawValueKeys.map { raw in
                LocalizableString(key: raw.key, origin: raw.rawType == "LocalizedStringKey" ? .swiftUI : raw.rawType == "LocalizedStringResource" ? .resource : .stringLocalized,
                                  location: file.lines.location(path: file.path, offset: raw.offset))
            }
            return rawValues.isEmpty ? collector.strings : (collector.strings + rawValues).sorted {
                ($0.location.line ?? 0, $0.location.column ?? 0) < ($1.location.line ?? 0, $1.location.column ?? 0)
            }
        }
        return StringExtraction(uses: perFile.flatMap { $0 })
    }

    /// Extracts the localizable strings of the Swift files at `paths` (files, or folders searched recursively,
    /// skipping build products and dependencies as ``Extractor`` does). A path that cannot be read is an error.
    public func extract(_ paths: [String], references: [String] = []) -> StringExtraction {
        let (files, missing) = FileIO.expand(paths, skipping: Extractor.skippedFolders) { $0.hasSuffix(".swift") }
        let own = Set(files)
        let loaded = (files + references.filter { !own.contains($0) }).concurrentMap { path -> (String, Result<String, DiagnosticError>) in
            (path, FileIO.read(path).map { String(decoding: $0, as: UTF8.self) })
        }
        var diagnostics = missing
        var sources: [(path: String, text: String)] = []
        var referenceSources: [(path: String, text: String)] = []
        for (path, result) in loaded {
            switch result {
            case .success(let text): if own.contains(path) { sources.append((path, text)) } else { referenceSources.append((path, text)) }
            case .failure(let error): if own.contains(path) { diagnostics.append(error.diagnostic) }
            }
        }
        var extraction = extract(sources: sources, references: referenceSources)
        extraction.diagnostics = (diagnostics + extraction.diagnostics).sortedForOutput()
        return extraction
    }
}

/// A parsed file and its declarations, between the two passes.
private struct ParsedFile: @unchecked Sendable {
    // `SourceFileSyntax` is immutable; it is read by one task at a time.
    let path: String
    let bytes: [UInt8]
    let lines: LineTable
    let tree: SourceFileSyntax
    let index: DeclarationIndex
}

extension LineTable {
    /// The location of the byte at `offset` in the file at `path`.
    func location(path: String, offset: Int) -> Diagnostics.SourceLocation {
        let (line, column) = lineAndColumn(ofOffset: offset)
        return Diagnostics.SourceLocation(file: path, line: line, column: column)
    }
}
