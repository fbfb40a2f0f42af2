import Diagnostics
import Foundation
import IntentExtraction
import IntentLocalization
import XcodeProject

/// What one check reads of an app, each file once: its layout, its Swift sources and its string tables.
///
/// The inputs hold the project model and the files it names, the Swift sources (each parsed into one tree, the
/// first time a stage asks for it, for every reader and every build), and the string tables, parsed when a stage
/// first asks for them and shared from then on. Make them with ``read(_:configuration:cache:)`` and give them to
/// ``CheckPipeline/run(inputs:)``, or to a single stage of the pipeline.
public struct CheckInputs: Sendable {
    /// The app's path as given: a folder, or an `.xcodeproj` or `.xcworkspace` in it.
    public let path: String
    /// The app: its projects' targets, packages or folder, with their files and settings (one walk of the folder).
    public let layout: SourceLayout
    /// Every Swift file a unit compiles or the folder holds, read (each parsed on first use), by path.
    ///
    /// A file a ``CheckCache`` knows by its stamp is read on first use too.
    public internal(set) var sources: [String: SwiftSource]
    /// Why a Swift file that is not among ``sources`` could not be read, by path.
    public internal(set) var unreadable: [String: Diagnostic]
    /// The string tables of the run (`.strings`, `.stringsdict`, `.xcstrings`), each read and parsed once.
    public let tables: TableFiles
    /// Results of earlier checks, when the run keeps them (``CheckCache``).
    public var cache: (any ResultCache)?
    /// Each Swift file's facts for the cache's keys, by path (empty without a cache).
    var facts: [String: SourceFacts] = [:]
    /// How many Swift files the cache did not know (new, or changed since it saw them); `nil` when that is not known
    /// (inputs read without a cache, or made in code).
    var newFiles: Int?
    /// When the run began to read the files, in nanoseconds since 1970: a file's stamp is trusted only when the file
    /// last changed before it (`FileStamp`).
    var started = FileStamp.now()
    /// The fingerprints of the run's tables for the cache's keys, each worked out once (``TablePrints``).
    let tablePrints = TablePrints()

    /// Reads the app at `path`: its folder walked once into its layout, then every Swift file of it read on all cores.
    ///
    /// The layout is XcodeProject's `SourceLayout`: the targets of the folder's projects, its packages' targets, or
    /// the folder as one app. Every Swift file a unit compiles or the walk found is read; a file that cannot be read
    /// is in ``unreadable`` rather than ``sources``. With a `cache`, each Swift file's facts are taken from it (a file
    /// seen before is not parsed to key its results) or worked out (the file scanned, and parsed unless the cache knows
    /// how its reduction parses) and stored; with a ``CheckCache``, the layout is taken from it while the folders,
    /// projects and manifests it was made from hold, and a file whose stamp (device, inode, size and times) it kept is
    /// not even read, unless a stage misses one of its results.
    ///
    /// - Parameters:
    ///   - path: the app's folder, or an `.xcodeproj` or `.xcworkspace` in it.
    ///   - configuration: the build configuration whose settings the layout reads (`nil`: each target's default one).
    ///   - cache: where results of earlier checks are kept (a ``CheckCache``), or `nil` for none.
    /// - Returns: The inputs, the string tables not yet parsed.
    public static func read(_ path: String, configuration: String? = nil, cache: (any ResultCache)? = nil) -> CheckInputs {
        var clock = StageClock()
        let layout = SourceLayout.resolve(path, configuration: configuration, cache: cache as? CheckCache)
        return read(path, layout: layout, cache: cache, clock: &clock)
    }

    /// ``read(_:configuration:cache:)`` of an app whose layout is resolved, timing its parts on `clock`: the Swift read
    /// and the facts.
    ///
    /// When a ``CheckCache`` knows at least three quarters of the Swift files by their stamps, `tablesRead` is given
    /// the inputs without their Swift (the layout, the cache and the very tables and fingerprints the inputs returned
    /// hold) before the changed files are read and parsed: a stage that reads no Swift, the lint, can run beside that.
    static func read(_ path: String, layout: SourceLayout, cache: (any ResultCache)?, clock: inout StageClock,
                     tablesRead: ((CheckInputs) -> Void)? = nil) -> CheckInputs {
        let started = FileStamp.now()
        // With a cache, each table's results are kept by its content: its bytes are fingerprinted as they are read.
        var inputs = CheckInputs(path: path, layout: layout, sources: [:], tables: TableFiles(fingerprint: cache.map(TablePrints.fingerprint(in:))))
        inputs.cache = cache
        inputs.started = started
        let swift = Array(Set(layout.units.flatMap(\.swiftFiles) + layout.files.filter { $0.hasSuffix(".swift") })).sorted()
        // With a check cache, a file whose stamp it has seen before is not read: its facts are the cache's, and its text
        // is read only if a stage misses its results (`SourceFacts.known(_:cache:started:)`).
        let policy = SourceFacts.policy
        let checkCache = cache as? CheckCache
        let stamped = checkCache.map { cache in swift.concurrentMap { SourceFacts.known($0, cache: cache, started: started, policy: policy) } }
        let unknown = stamped.map { stamped in zip(swift, stamped).filter { $0.1 == nil }.map(\.0) } ?? swift
        if let tablesRead, stamped != nil, CheckPipeline.knewMost(new: unknown.count, of: swift.count) { tablesRead(inputs) }
        let (fresh, failures) = SwiftSource.readEach(unknown)
        var read = fresh
        clock.lap("Swift read")
        var facts: [String: SourceFacts] = [:]
        var newFiles: Int?
        if let cache {
            let sources = Array(read.values)
            let made = sources.concurrentMap { source in
                let found = SourceFacts.found(source, cache: cache)
                checkCache.map { found.facts.storeByStamp(of: source.path, in: $0, started: started, policy: policy) }
                return found
            }
            facts = Dictionary(uniqueKeysWithValues: zip(sources.map(\.path), made.map(\.facts)))
            newFiles = made.filter { !$0.known }.count
            for (path, known) in zip(swift, stamped ?? []) {
                guard let (fact, source) = known else { continue }
                facts[path] = fact
                read[path] = source
            }
            // Results kept by a file's path and bytes are keyed by its facts' key of them: a file known by its stamp is
            // not read to key them.
            for (path, fact) in facts where !fact.content.isEmpty { read[path]?.identity = fact.content }
            clock.lap("facts")
        }
        inputs.sources = read
        inputs.unreadable = failures
        inputs.facts = facts
        inputs.newFiles = newFiles
        return inputs
    }

    /// Inputs already read: the app's path, its layout, its Swift sources by path and the run's tables.
    public init(path: String, layout: SourceLayout, sources: [String: SwiftSource], unreadable: [String: Diagnostic] = [:], tables: TableFiles = TableFiles()) {
        self.path = path
        self.layout = layout
        self.sources = sources
        self.unreadable = unreadable
        self.tables = tables
    }
}

extension SwiftSource {
    /// The files at `paths` read and parsed on all cores, by path, and why each that could not be read was not.
    static func readEach(_ paths: [String]) -> (sources: [String: SwiftSource], unreadable: [String: Diagnostic]) {
        let results = paths.concurrentMap { path in (path, SwiftSource.read(path)) }
        var sources: [String: SwiftSource] = [:]
        var unreadable: [String: Diagnostic] = [:]
        for (path, result) in results {
            switch result {
            case .success(let source): sources[path] = source
            case .failure(let error): unreadable[path] = error.diagnostic
            }
        }
        return (sources, unreadable)
    }
}
