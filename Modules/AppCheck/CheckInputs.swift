import Diagnostics
import Foundation
import IntentExtraction
import IntentLocalization
import XcodeProject

/// What one check reads of an app, each file once: the project model and the files it names, the Swift sources
/// read and parsed (one tree per file, for every reader and every build), and the string tables, parsed when a stage
/// first asks for them and shared from then on.
public struct CheckInputs: Sendable {
    /// The app's path as given: a folder, or an `.xcodeproj` or `.xcworkspace` in it.
    public let path: String
    /// The app: its projects' targets, packages or folder, with their files and settings (one walk of the folder).
    public let layout: SourceLayout
    /// Every Swift file a unit compiles or links, read and parsed, by path.
    public let sources: [String: SwiftSource]
    /// Why a Swift file that is not among ``sources`` could not be read, by path.
    public let unreadable: [String: Diagnostic]
    /// The string tables of the run (`.strings`, `.stringsdict`, `.xcstrings`), each read and parsed once.
    public let tables: TableFiles
    /// Results of earlier checks, when the run keeps them (``CheckCache``).
    public var cache: (any ResultCache)?
    /// Each Swift file's facts for the cache's keys, by path (empty without a cache).
    var facts: [String: SourceFacts] = [:]

    /// Reads the app at `path` (a folder, an `.xcodeproj` or an `.xcworkspace`): the folder walked once into its
    /// layout (``SourceLayout``), then every Swift file of it read and parsed on all cores.
    ///
    /// - Parameter configuration: the build configuration whose settings to read (`nil`: each target's own).
    ///
    /// With a `cache`, each Swift file's facts are taken from it (a file seen before is not parsed to key its results)
    /// or worked out and stored.
    public static func read(_ path: String, configuration: String? = nil, cache: (any ResultCache)? = nil) -> CheckInputs {
        let layout = SourceLayout.resolve(path, configuration: configuration)
        let swift = Array(Set(layout.units.flatMap(\.swiftFiles) + layout.files.filter { $0.hasSuffix(".swift") })).sorted()
        let (read, failures) = SwiftSource.readEach(swift)
        var inputs = CheckInputs(path: path, layout: layout, sources: read, unreadable: failures, tables: TableFiles())
        if let cache {
            inputs.cache = cache
            let sources = Array(read.values)
            let facts = sources.concurrentMap { SourceFacts.of($0, cache: cache) }
            inputs.facts = Dictionary(uniqueKeysWithValues: zip(sources.map(\.path), facts))
        }
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
