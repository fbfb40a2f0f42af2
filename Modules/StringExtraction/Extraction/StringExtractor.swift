import Diagnostics
import IntentExtraction
import PositionedJSON
import SwiftParser
import SwiftSyntax

/// Finds the localizable strings of Swift sources the way Xcode's string extraction does, without a compiler.
///
/// Two passes: every file is parsed and its declarations indexed (functions with `LocalizedStringKey`
/// parameters, properties' types), then every file is read again for literals passed where a localizable
/// string is expected. Both passes run on all cores. `#if` is handled as IntentExtraction's `Extractor` handles
/// it: every clause is read unless the options name the build's conditions, and compiler and language version
/// checks are evaluated. See <doc:ExtractLocalizableStringsFromSwift>.
public struct StringExtractor: Sendable {
    /// The conditions, compiler version and language mode that decide `#if` clauses.
    public var options: ExtractionOptions
    /// Whether blocks without a string literal are removed before the parse (``QuietBlocks``); off only to show,
    /// in tests, that it changes nothing.
    package var skipsQuietBlocks = true

    /// Creates an extractor that reads `#if` with `options` (by default, every clause).
    public init(options: ExtractionOptions = ExtractionOptions()) {
        self.options = options
    }

    /// Extracts the localizable strings of source texts (`path` names each in locations).
    ///
    /// The first pass indexes each file's declarations from a parse of the file without the blocks the index does
    /// not read (function bodies, getters: most of an app's code), and the second parses each file without its
    /// quiet blocks, its statements and types' members without a literal, and collects its strings; both parse the
    /// file without its indentation, and every location is the file's own. No tree outlives its pass's task, so each
    /// is read while it is still in the processor's caches.
    public func extract(sources: [(path: String, text: String)]) -> StringExtraction {
        let branches = BranchSelector(options: options)
        let skipsQuietBlocks = skipsQuietBlocks
        let scanned = sources.concurrentMap { source -> ScannedFile in
            let bytes = Array(source.text.utf8)
            let lines = LineTable(bytes)
            if let unread = BracketRuns.report(source.text, locate: { lines.location(path: source.path, offset: $0) }) {
                return ScannedFile(path: source.path, bytes: bytes, lines: lines, quiet: nil, parsed: nil, index: DeclarationIndex(), unread: unread)
            }
            let reduced = skipsQuietBlocks ? QuietBlocks.reduced(source.text) : nil
            if let declarations = reduced?.declarations, let tree = Self.parse((declarations.bytes, declarations.blocks, declarations.cuts)) {
                let index = ParsedSource(tree: tree, reduced: declarations).declarations(branches: branches)
                return ScannedFile(path: source.path, bytes: bytes, lines: lines, quiet: reduced?.quiet, parsed: nil, index: index, unread: nil)
            }
            // Indexed from the tree the strings are collected from, which is kept for the second pass: of the file
            // reduced with its types' members kept.
            let parsed = Self.parse(bytes, reduced: reduced == nil ? nil : QuietBlocks.reduced(source.text, cuttingMembers: false)?.quiet)
            return ScannedFile(path: source.path, bytes: bytes, lines: lines, quiet: nil, parsed: parsed,
                               index: parsed.declarations(branches: branches), unread: nil)
        }
        var index = DeclarationIndex()
        for file in scanned { index.merge(file.index) }
        let unread = scanned.compactMap(\.unread)
        // Each task owns its file from here on, so what it holds is freed on all cores as it is done with.
        let perFile = scanned.concurrentMapConsuming { [index] file -> [LocalizableString] in
            guard file.unread == nil else { return [] }
            let parsed = file.parsed ?? Self.parse(file.bytes, reduced: file.quiet)
            return Self.strings(path: file.path, parsed: parsed, bytes: file.bytes, lines: file.lines, declaring: file.index,
                                index: index, branches: branches)
        }
        return StringExtraction(uses: perFile.flatMap { $0 }, diagnostics: unread)
    }

    /// The tree of a file: of its reduced bytes when they parse with every emptied block and cut where the scan
    /// found it, else of the whole file.
    static func parse(_ bytes: [UInt8], reduced: ReducedSource?) -> ParsedSource {
        if let reduced, let tree = parse((reduced.bytes, reduced.blocks, reduced.cuts)) { return ParsedSource(tree: tree, reduced: reduced) }
        return ParsedSource(tree: bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }, reduced: nil)
    }

    /// The syntax tree of reduced bytes, if it parses without error with every emptied block and cut statement where
    /// the scan found it (``QuietBlocks/verify(_:cuts:in:)``).
    private static func parse(_ reduced: (bytes: [UInt8], blocks: [Range<Int>], cuts: [Int])) -> SourceFileSyntax? {
        let tree = reduced.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return !tree.hasError && QuietBlocks.verify(reduced.blocks, cuts: reduced.cuts, in: tree) ? tree : nil
    }

    /// The strings of one parsed file, in file order: the literals its code passes where a localizable string is
    /// expected (`index` tells which), and the raw values of its enums whose raw type is localizable (`declaring`,
    /// the file's own declarations: each raw value, the case name when implicit, is a key).
    ///
    /// `bytes` are the file's; `parsed` says whether its tree is of them or of a reduced copy. `runCheck` is told the
    /// offset of every location given.
    static func strings(path: String, parsed: ParsedSource, bytes: [UInt8], lines: LineTable, declaring: DeclarationIndex,
                        index: DeclarationIndex, branches: BranchSelector, log: LookupLog? = nil, runCheck: RunCheck? = nil) -> [LocalizableString] {
        let collector = StringCollector(path: path, bytes: parsed.reduced?.bytes ?? bytes, lines: lines, offsets: parsed.reduced,
                                        index: IndexView(index, log: log), branches: branches, runCheck: runCheck)
        collector.collect(parsed.tree)
        let rawValues = declaring.rawValueKeys.map { raw in
            runCheck?.note(original: raw.offset)
            return LocalizableString(key: raw.key, origin: raw.rawType == "LocalizedStringKey" ? .swiftUI : raw.rawType == "LocalizedStringResource" ? .resource : .stringLocalized,
                                     location: lines.location(path: path, offset: raw.offset))
        }
        return rawValues.isEmpty ? collector.strings : (collector.strings + rawValues).sorted {
            ($0.location.line ?? 0, $0.location.column ?? 0) < ($1.location.line ?? 0, $1.location.column ?? 0)
        }
    }

    /// Extracts the localizable strings of the Swift files at `paths` (files, or folders searched recursively).
    ///
    /// Folders are searched as IntentExtraction's `Extractor` searches them, skipping build products, version control
    /// and dependencies. A path that cannot be read is an error diagnostic of the result.
    public func extract(_ paths: [String]) -> StringExtraction {
        let (files, missing) = FileIO.expand(paths) { $0.hasSuffix(".swift") }
        let loaded = files.concurrentMap { path -> (String, Result<String, DiagnosticError>) in
            (path, FileIO.read(path).map { String(decoding: $0, as: UTF8.self) })
        }
        var diagnostics = missing
        var sources: [(path: String, text: String)] = []
        for (path, result) in loaded {
            switch result {
            case .success(let text): sources.append((path, text))
            case .failure(let error): diagnostics.append(error.diagnostic)
            }
        }
        var extraction = extract(sources: sources)
        extraction.diagnostics = (diagnostics + extraction.diagnostics).sortedForOutput()
        return extraction
    }
}

/// A file between the two passes: its declarations, and what its strings are collected from.
private struct ScannedFile: @unchecked Sendable {
    // `SourceFileSyntax` is immutable; it is read by one task at a time.
    let path: String
    let bytes: [UInt8]
    let lines: LineTable
    /// The file without its quiet blocks, to parse in the second pass (`nil`: the scan gave up, or `parsed` is set).
    let quiet: ReducedSource?
    /// The tree the first pass indexed, when it had to parse the file for its strings (kept for the second pass).
    let parsed: ParsedSource?
    let index: DeclarationIndex
    /// Why the file was not parsed (see ``BracketRuns``); it is then read as empty.
    let unread: Diagnostic?
}

/// A file's syntax tree, and the reduced file it was parsed from (`nil`: the file itself).
struct ParsedSource {
    let tree: SourceFileSyntax
    let reduced: ReducedSource?

    /// The file's declarations under `branches`, the raw values' offsets the file's own.
    func declarations(branches: BranchSelector) -> DeclarationIndex {
        var index = DeclarationIndex.collect(tree, branches: branches)
        if let reduced { index.mapOffsets(reduced.originalOffset) }
        return index
    }
}

extension LineTable {
    /// The location of the byte at `offset` in the file at `path`.
    func location(path: String, offset: Int) -> Diagnostics.SourceLocation {
        let (line, column) = lineAndColumn(ofOffset: offset)
        return Diagnostics.SourceLocation(file: path, line: line, column: column)
    }
}
