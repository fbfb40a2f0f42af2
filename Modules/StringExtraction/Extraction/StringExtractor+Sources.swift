import Diagnostics
import IntentExtraction
import PositionedJSON
import SwiftSyntax

extension StringExtractor {
    /// Extracts the strings of several builds of an app from files already read and parsed for every reader of the run
    /// (``SwiftSource``): each build's `#if` read with its options, its declarations indexed from every file of every
    /// build, its strings collected from its own files, all from the one tree each file has. A string found by several
    /// builds is one use.
    public func extract(builds: [(options: ExtractionOptions, sources: [SwiftSource])]) -> StringExtraction {
        var byPath: [String: SwiftSource] = [:]
        for build in builds {
            for source in build.sources where byPath[source.path] == nil { byPath[source.path] = source }
        }
        let files = byPath.keys.sorted().map { path -> SourceFileOfRun in
            let source = byPath[path]!
            let bytes = Array(source.text.utf8)
            let tree = source.syntaxTree.map { ParsedSource(tree: $0, reduced: source.reduced) }
            return SourceFileOfRun(path: path, bytes: bytes, lines: LineTable(bytes), parsed: tree, unread: source.unread)
        }
        // A file not parsed (see `BracketRuns`) is read as empty by every build, and said so once.
        let diagnostics = files.compactMap(\.unread)
        let readable = files.filter { $0.parsed != nil }
        var uses: [LocalizableString] = []
        var seen: Set<LocalizableString> = []
        for build in builds {
            let branches = BranchSelector(options: build.options)
            let indexes = readable.concurrentMap { $0.parsed!.declarations(branches: branches) }
            var index = DeclarationIndex()
            for fileIndex in indexes { index.merge(fileIndex) }
            let own = Set(build.sources.map(\.path))
            let chosen = zip(readable, indexes).filter { own.contains($0.0.path) }.map { IndexedSourceFile(file: $0.0, index: $0.1) }
            let perFile = chosen.concurrentMap { [index] item -> [LocalizableString] in
                Self.strings(path: item.file.path, parsed: item.file.parsed!, bytes: item.file.bytes, lines: item.file.lines, declaring: item.index,
                             index: index, branches: branches)
            }
            uses += perFile.flatMap { $0 }.filter { seen.insert($0).inserted }
        }
        return StringExtraction(uses: uses, diagnostics: diagnostics.sortedForOutput())
    }

    /// Extracts the strings of files already read and parsed for every reader of the run, as one build with this
    /// extractor's options.
    public func extract(sources: [SwiftSource]) -> StringExtraction {
        extract(builds: [(options, sources)])
    }
}

/// A file of the run as string extraction reads it: its bytes and lines, and the tree it shares with other readers.
private struct SourceFileOfRun: @unchecked Sendable {
    // `SourceFileSyntax` is immutable; within a build each task reads its own files.
    let path: String
    let bytes: [UInt8]
    let lines: LineTable
    /// The file's tree (`nil`: not parsed, see `unread`).
    let parsed: ParsedSource?
    let unread: Diagnostic?
}

/// A file of the run with its declarations under one build.
private struct IndexedSourceFile: @unchecked Sendable {
    let file: SourceFileOfRun
    let index: DeclarationIndex
}
