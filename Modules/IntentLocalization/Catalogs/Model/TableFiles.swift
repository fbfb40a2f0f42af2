import Diagnostics
import Foundation

/// The string table files of one run (`.strings`, `.stringsdict`, `.xcstrings`), each read and parsed once.
///
/// The parsed files are shared by every stage that reads them: the linter, the check of the code's strings
/// against its catalogs, the App Shortcuts phrase checks and the report.
///
///     let files = TableFiles()
///     let catalog = Catalog.load(tables, files: files)   // reads and parses each file
///     let again = Catalog.load(tables, files: files)     // reads nothing: the parsed files are reused
///
/// Made with a `fingerprint` function, the store fingerprints each file's bytes as it reads them: a run that keys
/// results by the tables' contents (``fingerprint(of:)``) reads a table once, to key them, and parses those bytes if a
/// result is missing.
///
/// Safe to use from several threads; a file asked for by two at once is read by one of them.
public final class TableFiles: @unchecked Sendable {
    // @unchecked: every field is read and written under `condition`.
    private let condition = NSCondition()
    private var parsed: [String: Catalog.ParsedFile] = [:]
    private var reading: Set<String> = []
    private var readCount = 0
    /// The bytes of files read for their fingerprint and not parsed yet: their parse takes these, not the file again.
    private var unparsed: [String: [UInt8]] = [:]
    /// The fingerprint of each file's bytes as this run read them (with a `fingerprint` function only).
    private var prints: [String: String] = [:]
    private let fingerprint: (@Sendable ([UInt8]) -> String)?

    /// An empty store; with `fingerprint`, each file's bytes are fingerprinted as they are read (``fingerprint(of:)``).
    ///
    /// - Parameter fingerprint: what identifies a file's bytes (a cache's key of them, say), or `nil` for nothing.
    public init(fingerprint: (@Sendable ([UInt8]) -> String)? = nil) {
        self.fingerprint = fingerprint
    }

    /// Whether the store fingerprints the files it reads (it was made with a `fingerprint` function).
    public var fingerprints: Bool { fingerprint != nil }

    /// How many files have been read and parsed so far: each file once, however many stages read it.
    public var reads: Int {
        condition.lock()
        defer { condition.unlock() }
        return readCount
    }

    /// The fingerprint of the file at `path` as this run reads it.
    ///
    /// The file is read (not parsed) the first time it is asked for, and its bytes kept for its parse.
    ///
    /// - Returns: The fingerprint; `nil` when the store has no `fingerprint` function or the file cannot be read.
    public func fingerprint(of path: String) -> String? {
        guard let fingerprint else { return nil }
        guard claim(path, unless: { self.prints[path] != nil || self.parsed[path] != nil }) else { return known(path) }
        let read = FileIO.read(path)
        var print: String?
        if case .success(let bytes) = read { print = fingerprint(bytes) }
        finish(path) {
            if case .success(let bytes) = read, let print {
                self.unparsed[path] = bytes
                self.prints[path] = print
            }
        }
        return print
    }

    /// The fingerprint of the file at `path` as this run read it, without reading it.
    ///
    /// - Returns: The fingerprint; `nil` when no stage has read the file, it could not be read, or the store has no
    ///   `fingerprint` function.
    public func known(_ path: String) -> String? {
        condition.lock()
        defer { condition.unlock() }
        return prints[path]
    }

    /// The file at `path`, parsed by `parse` from its bytes the first time it is asked for.
    ///
    /// The bytes are those read for its fingerprint, when they were; a caller asking while another reads the file waits.
    func file(_ path: String, parse: ([UInt8]) -> Catalog.ParsedFile) -> Catalog.ParsedFile {
        guard claim(path, unless: { self.parsed[path] != nil }) else { return condition.withLock { parsed[path]! } }
        let kept = condition.withLock { unparsed.removeValue(forKey: path) }
        let read = kept.map { Result<[UInt8], DiagnosticError>.success($0) } ?? FileIO.read(path)
        let file: Catalog.ParsedFile
        var print: String?
        switch read {
        case .success(let bytes):
            if kept == nil { print = fingerprint?(bytes) }
            file = parse(bytes)
        case .failure(let error):
            file = .unreadable(error.diagnostic)
        }
        finish(path) {
            self.parsed[path] = file
            if let print { self.prints[path] = print }
            self.readCount += 1
        }
        return file
    }

    /// Marks `path` as being read by the caller once no other caller is reading it, unless `done` holds by then.
    ///
    /// - Returns: Whether it was marked.
    private func claim(_ path: String, unless done: () -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while reading.contains(path) { condition.wait() }
        guard !done() else { return false }
        reading.insert(path)
        return true
    }

    /// Ends the caller's read of `path`, recording what it gave with `record`, and wakes those waiting for it.
    private func finish(_ path: String, record: () -> Void) {
        condition.lock()
        record()
        reading.remove(path)
        condition.broadcast()
        condition.unlock()
    }

    /// The String Catalog at `path`, read and parsed once.
    public func stringCatalog(_ path: String) -> Result<StringCatalogFile, DiagnosticError> {
        switch file(path, parse: { Catalog.parse(path, bytes: $0) }) {
        case .catalog(let file): .success(file)
        case .unreadable(let diagnostic): .failure(DiagnosticError(diagnostic))
        default: .success(StringCatalogFile(parsing: [], path: path))
        }
    }

    /// The `.strings` file at `path`, read and parsed once.
    public func strings(_ path: String) -> Result<StringsFile, DiagnosticError> {
        switch file(path, parse: { Catalog.parse(path, bytes: $0) }) {
        case .strings(let file, _): .success(file)
        case .unreadable(let diagnostic): .failure(DiagnosticError(diagnostic))
        default: .success(StringsFile(parsing: [], path: path))
        }
    }
}
