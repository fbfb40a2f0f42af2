import AppShortcutsCheck
import Diagnostics
import IntentMetadata
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Static extraction: reads Swift sources with swift-syntax and produces the metadata document Xcode would,
/// with its diagnostics, on any platform.
///
/// ```swift
/// let extraction = Extractor(options: ExtractionOptions(module: "SoupChef")).extract(["Sources/SoupChef"])
/// ```
public struct Extractor: Sendable {
    /// How sources are read.
    public var options: ExtractionOptions

    /// Creates an extractor.
    public init(options: ExtractionOptions = ExtractionOptions()) {
        self.options = options
    }

    /// Folders never searched besides `.git` and `.build*`: Xcode's and dependency managers' output.
    public static let skippedFolders: Set<String> = [".swiftpm", "DerivedData", "Pods", "Carthage"]

    /// Extracts the App Intents declared in the Swift files at `paths` (files, or folders searched recursively).
    public func extract(_ paths: [String]) -> Extraction {
        let (files, missing) = FileIO.expand(paths, skipping: Self.skippedFolders) { $0.hasSuffix(".swift") }
        let (references, missingReferences) = FileIO.expand(options.referencePaths, skipping: Self.skippedFolders) { $0.hasSuffix(".swift") }
        let referenceSet = Set(references).subtracting(files)
        let all = files + references.filter(referenceSet.contains)
        let loaded = all.concurrentMap { path -> (String, Result<String, DiagnosticError>) in
            (path, FileIO.read(path).map { String(decoding: $0, as: UTF8.self) })
        }
        var diagnostics = missing + missingReferences
        var sources: [(path: String, text: String)] = []
        var referenceSources: [(path: String, text: String)] = []
        for (path, result) in loaded {
            switch result {
            case .success(let text):
                if referenceSet.contains(path) { referenceSources.append((path, text)) } else { sources.append((path, text)) }
            case .failure(let error):
                diagnostics.append(error.diagnostic)
            }
        }
        var extraction = extract(sources: sources, references: referenceSources)
        extraction.diagnostics = (diagnostics + extraction.diagnostics).sortedForOutput()
        return extraction
    }

    /// Extracts the App Intents declared in source texts (`path` names each in diagnostics and locations).
    public func extract(sources: [(path: String, text: String)], references: [(path: String, text: String)] = []) -> Extraction {
        let branches = BranchSelector(conditions: options.conditions)
        let scanned = (sources.map { ($0, false) } + references.map { ($0, true) }).concurrentMap { source, isReference in
            Self.scan(path: source.path, text: source.text, branches: branches, isReference: isReference)
        }
        var diagnostics: [Diagnostic] = []
        var declarations: [TypeDeclaration] = []
        var referenceDeclarations: [TypeDeclaration] = []
        for file in scanned {
            diagnostics += file.diagnostics
            if file.isReference { referenceDeclarations += file.declarations } else { declarations += file.declarations }
        }
        let catalog = TypeCatalog(declarations: declarations, references: referenceDeclarations)
        let (document, readDiagnostics, unread) = Self.read(catalog, module: options.module)
        diagnostics += readDiagnostics
        diagnostics += MetadataValidator.validate(document, knownBroken: catalog.referenceOnly.union(unread)) { document.sourceLocation(at: $0) }
        diagnostics += AppShortcutsChecker(metadata: document).check(PhraseFiles())
        return Extraction(document: document, diagnostics: diagnostics.sortedForOutput(), files: sources.map(\.path) + references.map(\.path))
    }

    // MARK: Scanning

    private struct ScannedFile: Sendable {
        var declarations: [TypeDeclaration]
        var diagnostics: [Diagnostic]
        var isReference: Bool
    }

    private static func scan(path: String, text: String, branches: BranchSelector, isReference: Bool) -> ScannedFile {
        let file = SourceFile(path: path, text: text)
        var collector = DeclarationCollector(file: file, branches: branches)
        collector.collect()
        var diagnostics = isReference ? [] : collector.diagnostics
        if file.tree.hasError, !isReference, let first = ParseDiagnosticsGenerator.diagnostics(for: file.tree).first {
            diagnostics.append(ExtractionChecks.syntaxError.diagnostic(
                "\(first.message); declarations around it may be read wrongly or missed",
                at: file.location(of: first.node)
            ))
        }
        return ScannedFile(declarations: collector.declarations, diagnostics: diagnostics, isReference: isReference)
    }

    // MARK: Reading

    /// Reads every App Intents type of the catalog into a document; also returns the names that could not be read.
    private static func read(_ catalog: TypeCatalog, module: String?) -> (MetadataDocument, [Diagnostic], Set<String>) {
        let reader = DefinitionReader(catalog: catalog)
        var document = MetadataDocument(module: module)
        var unread = Set<String>()
        let names = catalog.types.keys.filter { !catalog.referenceOnly.contains($0) }.sorted()
        func each(_ proto: AppIntentsProtocol, where include: (String) -> Bool = { _ in true }) -> [String] {
            names.filter { catalog.conforms($0, to: proto) && include($0) }
        }
        for redeclared in catalog.redeclarations where !catalog.conformances(of: redeclared.name).isDisjoint(with: AppIntentsProtocol.allNames) {
            reader.report(ExtractionChecks.redeclaredType, "'\(redeclared.name)' is declared again; the first declaration is read",
                          at: redeclared.location, notes: catalog.types[redeclared.name].map { [.init("first declared here", at: $0.location)] } ?? [])
        }
        for name in catalog.extensions.keys.sorted() where catalog.types[name] == nil && catalog.protocols[name] == nil {
            let conformances = catalog.conformances(of: name).intersection(AppIntentsProtocol.allNames)
            guard !conformances.isEmpty, let first = catalog.extensions[name]?.first else { continue }
            if conformances.contains(AppIntentsProtocol.appEnum.rawValue) {
                reader.report(ExtractionChecks.enumCasesNotFound, AppleMessage.casesNotFound(name), at: first.location)
            } else {
                reader.report(ExtractionChecks.unsupportedConstruct,
                              "'\(name)' gains \(conformances.sorted().joined(separator: ", ")) in an extension, but the sources do not declare it; it is not extracted",
                              at: first.location, fixIt: "pass the sources that declare '\(name)' too")
            }
            unread.insert(name)
        }
        // Types are read in parallel, a reader per chunk; each definition depends only on the catalog.
        func collect<D: Sendable>(_ list: [String], _ readOne: @escaping @Sendable (DefinitionReader, String) -> D?) -> [D] {
            let chunkSize = max(16, list.count / 8)
            let chunks = stride(from: 0, to: list.count, by: chunkSize).map { Array(list[$0..<min($0 + chunkSize, list.count)]) }
            let results = chunks.concurrentMap { chunk -> ([D], [Diagnostic], [String]) in
                let chunkReader = DefinitionReader(catalog: catalog)
                var definitions: [D] = []
                var failed: [String] = []
                for name in chunk {
                    if let definition = readOne(chunkReader, name) { definitions.append(definition) } else { failed.append(name) }
                }
                return (definitions, chunkReader.diagnostics, failed)
            }
            for (_, diagnostics, failed) in results {
                reader.append(diagnostics)
                unread.formUnion(failed)
            }
            return results.flatMap(\.0)
        }
        document.enums = collect(each(.appEnum)) { $0.readEnum($1) }
        document.entities = collect(each(.appEntity)) { $0.readEntity($1) }
        document.intents = collect(each(.appIntent)) { $0.readIntent($1) }
        var entitiesByQuery: [String: String] = [:]
        for entity in document.entities { if let query = entity.defaultQuery { entitiesByQuery[query] = entity.identifier } }
        let queryEntities = entitiesByQuery
        document.queries = collect(each(.entityQuery)) { $0.readQuery($1, entitiesByDefaultQuery: queryEntities) }
            + collect(each(.dynamicOptionsProvider) { !catalog.conforms($0, to: .entityQuery) }) { $0.readOptionsProvider($1) }
        document.queries.sort { $0.identifier < $1.identifier }
        let intents = Dictionary(document.intents.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        document.shortcutsProviders = collect(each(.appShortcutsProvider)) { $0.readShortcutsProvider($1, intents: intents) }
        document.packages = collect(each(.appIntentsPackage)) { $0.readPackage($1) }
        if document.shortcutsProviders.count > 1 {
            let providers = document.shortcutsProviders
            for extra in providers.dropFirst() {
                reader.report(
                    ExtractionChecks.multipleShortcutsProviders,
                    "Found \(providers.count) AppShortcutsProvider types, but an app may have only one; the system uses one and ignores the rest",
                    at: extra.location,
                    notes: [.init("'\(providers[0].identifier)' is also an AppShortcutsProvider", at: providers[0].location)]
                )
            }
        }
        return (document, reader.diagnostics, unread)
    }
}

extension AppIntentsProtocol {
    /// The names of every recognized protocol.
    static let allNames = Set(allCases.map(\.rawValue))
}
