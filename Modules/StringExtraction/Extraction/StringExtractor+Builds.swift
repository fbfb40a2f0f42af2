import Diagnostics
import IntentExtraction
import PositionedJSON
import SwiftParser
import SwiftSyntax

extension StringExtractor {
    /// Extracts the strings of several builds of an app, parsing each file once.
    ///
    /// Each file is parsed reduced, as `extract(sources:)` parses it for its strings (without its quiet blocks and
    /// indentation). Each build's `#if` is read with its options, its declarations indexed from every file of every
    /// build (the code of other targets its code may use), and its strings collected from its own files. A string
    /// found by several builds is one use.
    public func extract(builds: [(options: ExtractionOptions, files: [String])]) -> StringExtraction {
        let all = Array(Set(builds.flatMap(\.files))).sorted()
        let loaded = all.concurrentMap { path -> (String, Result<[UInt8], DiagnosticError>) in (path, FileIO.read(path)) }
        var diagnostics: [Diagnostic] = []
        var readable: [(path: String, bytes: [UInt8])] = []
        for (path, result) in loaded {
            switch result {
            case .success(let bytes): readable.append((path, bytes))
            case .failure(let error): diagnostics.append(error.diagnostic)
            }
        }
        let skipsQuietBlocks = skipsQuietBlocks
        let parsed = readable.concurrentMap { file in
            let text = String(decoding: file.bytes, as: UTF8.self)
            let lines = LineTable(file.bytes)
            let unread = BracketRuns.report(text) { lines.location(path: file.path, offset: $0) }
            guard unread == nil else {
                return SharedFile(path: file.path, bytes: file.bytes, lines: lines, parsed: ParsedSource(tree: Parser.parse(source: ""), reduced: nil), unread: unread)
            }
            // Each build indexes the declarations from this tree: the members of types stay in it.
            let parsed = Self.parse(file.bytes, reduced: skipsQuietBlocks ? QuietBlocks.reduced(text, cuttingMembers: false)?.quiet : nil)
            return SharedFile(path: file.path, bytes: file.bytes, lines: lines, parsed: parsed, unread: nil)
        }
        // A file not parsed (see `BracketRuns`) is read as empty by every build, and said so once.
        diagnostics += parsed.compactMap(\.unread)
        var uses: [LocalizableString] = []
        var seen: Set<LocalizableString> = []
        for build in builds {
            let branches = BranchSelector(options: build.options)
            let indexes = parsed.concurrentMap { $0.parsed.declarations(branches: branches) }
            var index = DeclarationIndex()
            for fileIndex in indexes { index.merge(fileIndex) }
            let own = Set(build.files)
            let chosen = zip(parsed, indexes).filter { own.contains($0.0.path) }.map { SharedFileIndex(file: $0.0, index: $0.1) }
            let perFile = chosen.concurrentMap { [index] item -> [LocalizableString] in
                Self.strings(path: item.file.path, parsed: item.file.parsed, bytes: item.file.bytes, lines: item.file.lines, declaring: item.index,
                             index: index, branches: branches)
            }
            uses += perFile.flatMap { $0 }.filter { seen.insert($0).inserted }
        }
        return StringExtraction(uses: uses, diagnostics: diagnostics.sortedForOutput())
    }
}

/// A parsed file read by every build, one build after another.
private struct SharedFile: @unchecked Sendable {
    // `SourceFileSyntax` is immutable; within a build each task reads its own files.
    let path: String
    let bytes: [UInt8]
    let lines: LineTable
    /// The file's tree, of the file without its quiet blocks and indentation when that parses (``ReducedSource``).
    let parsed: ParsedSource
    /// Why the file was not parsed (see `BracketRuns`); it is then read as empty.
    let unread: Diagnostic?
}

/// A parsed file with its declarations under one build.
private struct SharedFileIndex: @unchecked Sendable {
    let file: SharedFile
    let index: DeclarationIndex
}
