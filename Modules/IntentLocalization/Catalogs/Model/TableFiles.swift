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
/// Safe to use from several threads; a file asked for by two at once is read by one of them.
public final class TableFiles: @unchecked Sendable {
    // @unchecked: every field is read and written under `condition`.
    private let condition = NSCondition()
    private var parsed: [String: Catalog.ParsedFile] = [:]
    private var reading: Set<String> = []
    private var readCount = 0

    /// An empty store.
    public init() {}

    /// How many files have been read and parsed so far: each file once, however many stages read it.
    public var reads: Int {
        condition.lock()
        defer { condition.unlock() }
        return readCount
    }

    /// The file at `path`, parsed by `parse` the first time it is asked for; a caller asking while another parses it
    /// waits for that parse.
    func file(_ path: String, parse: () -> Catalog.ParsedFile) -> Catalog.ParsedFile {
        condition.lock()
        while true {
            if let file = parsed[path] {
                condition.unlock()
                return file
            }
            guard reading.contains(path) else { break }
            condition.wait()
        }
        reading.insert(path)
        condition.unlock()
        let file = parse()
        condition.lock()
        parsed[path] = file
        reading.remove(path)
        readCount += 1
        condition.broadcast()
        condition.unlock()
        return file
    }

    /// The String Catalog at `path`, read and parsed once.
    public func stringCatalog(_ path: String) -> Result<StringCatalogFile, DiagnosticError> {
        switch file(path, parse: { Catalog.parse(path) }) {
        case .catalog(let file): .success(file)
        case .unreadable(let diagnostic): .failure(DiagnosticError(diagnostic))
        default: .success(StringCatalogFile(parsing: [], path: path))
        }
    }

    /// The `.strings` file at `path`, read and parsed once.
    public func strings(_ path: String) -> Result<StringsFile, DiagnosticError> {
        switch file(path, parse: { Catalog.parse(path) }) {
        case .strings(let file, _): .success(file)
        case .unreadable(let diagnostic): .failure(DiagnosticError(diagnostic))
        default: .success(StringsFile(parsing: [], path: path))
        }
    }
}
