import Diagnostics
import SwiftSyntax

/// One thing Xcode builds on its own (an app, an extension, a framework), to extract with its own module name.
///
/// Its App Intents are extracted from its own files; the files of what it links only tell which types exist.
/// ``Extractor/extract(targets:)`` gives one ``Extraction`` per target.
public struct ExtractionTarget: Sendable, Hashable {
    /// The target's name, recorded as the document's module.
    public var name: String
    /// The Swift files it compiles.
    public var files: [String]
    /// The Swift files of the frameworks and packages it links (their types are known, their intents not extracted).
    public var references: [String]
    /// The builds to read it as, the first giving the document.
    ///
    /// A target built for two platforms, or in Debug and Release with different conditions, is read once per
    /// distinct build.
    public var builds: [Build]

    /// How `#if` is read for one build of a target.
    public struct Build: Sendable, Hashable {
        /// The compilation conditions that are set (`-D NAME`); `nil` reads every branch.
        public var conditions: Set<String>?
        /// The operating system `#if os(…)` holds for when conditions are set.
        public var operatingSystem: String

        /// Creates a build with the conditions that are set (`nil`: every branch) for an operating system.
        public init(conditions: Set<String>?, operatingSystem: String = "iOS") {
            self.conditions = conditions
            self.operatingSystem = operatingSystem
        }
    }

    /// Creates a target; with no builds, every branch of every `#if` is read.
    public init(name: String, files: [String], references: [String] = [], builds: [Build] = []) {
        self.name = name
        self.files = files
        self.references = references
        self.builds = builds.isEmpty ? [Build(conditions: nil)] : builds
    }
}

extension Extractor {
    /// Extracts each target on its own, in order, reading and parsing every file once.
    ///
    /// A file is scanned once per set of conditions, however many targets compile or link it.
    /// A target read as several builds (Debug and Release, iOS and macOS) gets the document of the first build and
    /// the diagnostics of all of them, each once: a problem in any build is a problem.
    /// `options.conditions`, `options.operatingSystem` and `options.module` are ignored; each target's own are used.
    public func extract(targets: [ExtractionTarget]) -> [Extraction] {
        let allFiles = Array(Set(targets.flatMap { $0.files + $0.references })).sorted()
        let loaded = allFiles.concurrentMap { path in (path, SwiftSource.read(path)) }
        var sources: [String: SwiftSource] = [:]
        var unreadable: [String: Diagnostic] = [:]
        for (path, result) in loaded {
            switch result {
            case .success(let source): sources[path] = source
            case .failure(let error): unreadable[path] = error.diagnostic
            }
        }
        return extract(targets: targets, sources: sources, unreadable: unreadable)
    }

    /// Extracts each target on its own from files already read, sharing their syntax trees with other readers.
    ///
    /// `sources` holds the files by path; `unreadable` says why a file that is not among them could not be read.
    /// Each file is scanned once per set of conditions from the one tree it has. Targets are read as
    /// ``extract(targets:)`` reads them.
    ///
    /// With `scans`, each file's scan is kept there under its path, text and build (and `scans.salt`, which names
    /// everything else that changes a scan: the options and IntentKit's version), and taken from there in a later run,
    /// so a file that did not change is not parsed for extraction.
    public func extract(targets: [ExtractionTarget], sources: [String: SwiftSource], unreadable: [String: Diagnostic] = [:],
                        scans: (cache: any ResultCache, salt: String)? = nil) -> [Extraction] {

        // Every file that some target reads under a set of conditions is scanned once under it; a file without
        // `#if` reads the same under every set, and is scanned once for all of them.
        var filesByBuild: [ExtractionTarget.Build: Set<String>] = [:]
        for target in targets {
            for build in target.builds { filesByBuild[Self.normalized(build), default: []].formUnion(target.files + target.references) }
        }
        let everyFile = Set(filesByBuild.values.joined())
        let conditional = Set(everyFile.filter { sources[$0]?.hasConditions ?? false })
        let kept: @Sendable (String) -> (cache: any ResultCache, salt: String)? = { build in scans.map { ($0.cache, "\($0.salt) \(build)") } }
        let shared = everyFile.subtracting(conditional).sorted().compactMap { sources[$0] }
        let sharedBranches = BranchSelector(options: options)
        // With a cache, each kept scan is decoded once, and numbered by its bytes (see `assembled` below).
        let numbering = scans.map { _ in KeptScans() }
        // Extraction is the first reader of a file without `#if`, and reads it once: its tree is frozen until the next
        // reader asks for it (``SwiftSource/freezeTree()``), so the app's trees are not all held at once.
        let sharedScans = Dictionary(shared.concurrentMap { source in
            defer { source.freezeTree() }
            return (source.path, Self.scan(source: source, branches: sharedBranches, kept: kept("any"), numbering: numbering))
        }, uniquingKeysWith: { first, _ in first })
        // A file with `#if` is scanned once for all builds that read each of its blocks alike (the builds in a fixed
        // order, so the one a run scans under, and keeps, is the same in every run).
        var scanned: [ExtractionTarget.Build: [String: KeptScan]] = [:]
        var byReading: [String: [BranchReading: KeptScan]] = [:]
        // How each build read each file with `#if` it scanned from the tree: builds that read every file of a target
        // alike have the same scans of it.
        var readings: [ExtractionTarget.Build: [String: BranchReading]] = [:]
        let named = filesByBuild.map { build, files in
            (name: "\(build.conditions.map { $0.sorted().joined(separator: ",") } ?? "*") \(build.operatingSystem)", build: build, files: files)
        }
        for (name, build, files) in named.sorted(by: { $0.name < $1.name }) {
            var scanOptions = options
            scanOptions.conditions = build.conditions
            scanOptions.operatingSystem = build.operatingSystem
            let branches = BranchSelector(options: scanOptions)
            let present = files.filter(conditional.contains).sorted().compactMap { sources[$0] }
            let results = present.concurrentMap { [byReading] source -> (path: String, reading: BranchReading?, made: Bool, scan: KeptScan) in
                var reading: BranchReading?
                var made = false
                let scan = Self.scan(source: source, branches: branches, kept: kept(name), numbering: numbering) {
                    // Made here only: a scan taken from the cache does not parse the file to find its reading.
                    guard Self.readsThroughTree(source) else { return KeptScan(scan: Self.scan(source: source, branches: branches, isReference: false)) }
                    let read = source.reading(under: branches, reader: "extraction", reads: Self.scanReads)
                    reading = read
                    // An earlier build's scan comes with its kept bytes: it is stored under this build's key unencoded.
                    if let earlier = byReading[source.path]?[read] { return earlier }
                    made = true
                    return KeptScan(scan: Self.scan(source: source, branches: branches, isReference: false))
                }
                return (source.path, reading, made, scan)
            }
            var byPath: [String: KeptScan] = [:]
            for result in results {
                byPath[result.path] = result.scan
                guard let reading = result.reading else { continue }
                readings[build, default: [:]][result.path] = reading
                if result.made { byReading[result.path, default: [:]][reading] = result.scan }
            }
            for path in files where byPath[path] == nil { byPath[path] = sharedScans[path] }
            scanned[build] = byPath
        }

        // Each target's extraction kept by what each build's assembly reads of each file (`ScanRecord`): a file that
        // changed after its last declaration (a function added at its end) changes no component, and the extraction is
        // not assembled again. The kept scans of the targets that are assembled are decoded first, side by side.
        // A target whose files changed only in details no assembly of it read (a member added to a type App Intents
        // do not use) is kept by its files' shapes and the components of the files it read (`AssemblyReads`).
        let plans = targets.map { target -> (references: [String], builds: [ExtractionTarget.Build], key: String?, shapeKey: String?, kept: Extraction?) in
            let references = Array(Set(target.references).subtracting(target.files)).sorted()
            let builds = Set(target.builds.map(Self.normalized)).sorted(by: { Self.order(target.builds, $0, $1) })
            guard let (cache, salt) = scans else { return (references, builds, nil, nil, nil) }
            let key = Self.assembledKey(of: target, references: references, builds: builds, scanned: scanned, salt: salt, cache: cache, by: \.component)
            if let kept = key.flatMap({ cache.value(Extraction.self, for: $0) }) { return (references, builds, key, nil, kept) }
            let shapeKey = Self.assembledKey(of: target, references: references, builds: builds, scanned: scanned, salt: salt, cache: cache, by: \.shape)
            let reads = shapeKey.flatMap { cache.value(AssemblyReads.self, for: $0) }
            let kept = reads.flatMap { $0.hold(builds: builds, scanned: scanned) ? cache.value(Extraction.self, for: $0.extraction) : nil }
            return (references, builds, key, shapeKey, kept)
        }
        var decoding: [Int: KeptScan] = [:]
        for (target, plan) in zip(targets, plans) where plan.kept == nil {
            for build in plan.builds {
                for path in target.files + plan.references {
                    if let kept = scanned[build]?[path], let identity = kept.identity { decoding[identity] = kept }
                }
            }
        }
        _ = Array(decoding.values).concurrentMap { $0.decode() }

        return zip(targets, plans).map { target, plan in
            if let kept = plan.kept { return kept }
            var targetOptions = options
            targetOptions.module = target.name
            let (references, builds, assembledKey) = (plan.references, plan.builds, plan.key)
            var result: Extraction?
            var diagnostics = Set(target.files.compactMap { unreadable[$0] })
            // What `assemble` reads is the scans and the module: a build that read every file as an earlier one did
            // gives that build's extraction again, as does one whose every file's kept scan has the bytes (the number)
            // it had in an earlier build.
            var assembled: Set<[BranchReading]> = []
            var assembledScans: Set<[Int]> = []
            for build in builds {
                if let read = Self.readings(of: target.files + references, in: build, conditional: conditional, readings: readings),
                   !assembled.insert(read).inserted { continue }
                let byPath = scanned[build] ?? [:]
                let kept = (target.files + references).map { byPath[$0] }
                if numbering != nil, kept.allSatisfy({ $0 == nil || $0?.identity != nil }),
                   !assembledScans.insert(kept.map { $0?.identity ?? 0 }).inserted { continue }
                var files = target.files.compactMap { byPath[$0]?.scan }
                for path in references {
                    guard var file = byPath[path]?.scan else { continue }
                    file.isReference = true
                    files.append(file)
                }
                var buildOptions = targetOptions
                buildOptions.conditions = build.conditions
                buildOptions.operatingSystem = build.operatingSystem
                let extraction = Extractor(options: buildOptions).assemble(files, files: target.files + references)
                diagnostics.formUnion(extraction.diagnostics)
                if result == nil { result = extraction }
            }
            result!.diagnostics = Array(diagnostics).sortedForOutput()
            if let assembledKey, let cache = scans?.cache {
                cache.store(result!, for: assembledKey, slot: "extraction assembled \(target.name) \(target.files.first ?? "")")
                if let shapeKey = plan.shapeKey {
                    let reads = AssemblyReads(extraction: assembledKey, read: target.files + references, builds: builds, scanned: scanned)
                    cache.store(reads, for: shapeKey, slot: "extraction assembly reads \(target.name) \(target.files.first ?? "")")
                }
            }
            return result!
        }
    }

    /// The key of a target's extraction by its builds and, in each, every file's scan's ``ScanRecord`` component (and
    /// whether the file is a reference); `nil` when a file has no kept scan (one that could not be read).
    ///
    /// `by: \.shape` keys it by the shapes of its files' scans instead, for ``AssemblyReads``.
    private static func assembledKey(of target: ExtractionTarget, references: [String], builds: [ExtractionTarget.Build],
                                     scanned: [ExtractionTarget.Build: [String: KeptScan]], salt: String, cache: any ResultCache,
                                     by part: KeyPath<KeptScan, String?>) -> String? {
        let kind = part == \KeptScan.component ? "extraction assembled 1" : "extraction assembly reads 1"
        var parts: [[UInt8]] = [Array("\(kind) \(salt)".utf8), Array(target.name.utf8),
                                Array("files \(target.files.count) references \(references.count)".utf8)]
        for build in builds {
            parts.append(Array("build \(build.conditions.map { $0.sorted().joined(separator: ",") } ?? "*") \(build.operatingSystem)".utf8))
            let byPath = scanned[build] ?? [:]
            for path in target.files + references {
                guard let component = byPath[path]?[keyPath: part] else { return nil }
                parts.append(Array(path.utf8))
                parts.append(Array(component.utf8))
            }
        }
        return cache.key(parts)
    }

    /// The files a target's assembly read beyond their scans' shapes, with their scans' components in each build, and
    /// the key its extraction is kept by; kept by the key of the target's files' shapes (`assembledKey(…, by: \.shape)`).
    ///
    /// An assembly reads every scan's shape, and the details of the declarations it reads further (their attributes,
    /// members and locations, and the text quoted and located through them), each recording the read
    /// (``TypeDeclaration/noteDetailsRead()``). Given scans of the same shapes, and of the same components for every
    /// file it read further, it reads the same, and gives the same extraction: a member added to a type no App Intent
    /// reads (most of an app's) does not assemble the targets that compile the type's file again.
    ///
    /// A file is counted as read when it was read in any build, or by any target assembled in the same run before it: a
    /// record may name more files than its assembly read, never fewer. Builds an assembly skipped (they read every file
    /// as an earlier build did) have each read file's component recorded too.
    struct AssemblyReads: Codable {
        struct File: Codable {
            var path: String
            /// The file's scan's component in each of the target's builds, in order.
            var components: [String]
        }

        /// The key of the extraction assembled (`assembledKey(…, by: \.component)`).
        var extraction: String
        var files: [File]

        /// The reads of the files of `paths` read beyond their shapes in `builds`' scans.
        init(extraction: String, read paths: [String], builds: [ExtractionTarget.Build], scanned: [ExtractionTarget.Build: [String: KeptScan]]) {
            self.extraction = extraction
            files = paths.filter { path in builds.contains { scanned[$0]?[path]?.readScan?.wereDetailsRead ?? false } }.map { path in
                File(path: path, components: builds.map { scanned[$0]?[path]?.component ?? "" })
            }
        }

        /// Whether every file read has its recorded component in each build's scans now (the record's key, of the
        /// target's files' shapes, fixes its files and builds).
        func hold(builds: [ExtractionTarget.Build], scanned: [ExtractionTarget.Build: [String: KeptScan]]) -> Bool {
            files.allSatisfy { file in
                file.components.count == builds.count
                    && zip(builds, file.components).allSatisfy { build, component in scanned[build]?[file.path]?.component == component }
            }
        }
    }

    /// How `build` read each of `paths`, in order (a file without `#if`, as every build: with no block), or `nil` when
    /// a file with `#if` was not scanned from the shared tree under it (its scan came from the cache, or from a tree of
    /// its own), so its reading is not known.
    private static func readings(of paths: [String], in build: ExtractionTarget.Build, conditional: Set<String>,
                                 readings: [ExtractionTarget.Build: [String: BranchReading]]) -> [BranchReading]? {
        var read: [BranchReading] = []
        read.reserveCapacity(paths.count)
        for path in paths {
            guard conditional.contains(path) else {
                read.append(BranchReading())
                continue
            }
            guard let reading = readings[build]?[path] else { return nil }
            read.append(reading)
        }
        return read
    }

    /// Whether a file's scan is made from its shared tree (see ``scan(source:branches:isReference:)``), so depends on the
    /// build only through how it reads the tree's `#if` blocks; a file with a syntax error is scanned from a tree of its own.
    private static func readsThroughTree(_ source: SwiftSource) -> Bool {
        guard source.unread == nil, let hasError = source.treeHasError else { return false }
        return source.isReduced || !hasError
    }

    /// Whether a file's scan reads `block`: the scan reads `#if` at file level, among a type's members and in their
    /// attributes, never inside a body (of a function, an accessor, a closure or a statement), so a block there does
    /// not change the scan, whichever clause a build reads.
    static func scanReads(_ block: IfConfigDeclSyntax) -> Bool {
        var node = block.parent
        while let current = node {
            switch current.kind {
            case .codeBlock, .accessorBlock, .closureExpr: return false
            default: node = current.parent
            }
        }
        return true
    }

    /// The build with what does not change the reading left out: with every branch read, the system does not matter.
    private static func normalized(_ build: ExtractionTarget.Build) -> ExtractionTarget.Build {
        build.conditions == nil ? ExtractionTarget.Build(conditions: nil) : build
    }

    /// Builds in the order the target lists them (the first gives the document).
    private static func order(_ builds: [ExtractionTarget.Build], _ a: ExtractionTarget.Build, _ b: ExtractionTarget.Build) -> Bool {
        let listed = builds.map(normalized)
        return (listed.firstIndex(of: a) ?? .max) < (listed.firstIndex(of: b) ?? .max)
    }
}
