import AppShortcutsCheck
import Diagnostics
import IntentMetadata
import SwiftIfConfig
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads an app's Swift sources with swift-syntax into the metadata document Xcode's extractor would make.
///
/// Extraction runs on any platform, without Xcode or an Apple SDK. Like Xcode's extractor it reads literals (string,
/// number and Boolean literals, initializer calls, array and dictionary literals, key paths), never references,
/// computed values or macro expansions. What it cannot read is a warning that says what was assumed; what Xcode's
/// rules reject is an error with Apple's message; both are in ``Extraction/diagnostics``.
///
/// ```swift
/// let extraction = Extractor(options: ExtractionOptions(module: "SoupChef")).extract(["Sources/SoupChef"])
/// ```
///
/// Each call reads and parses its files on all cores. See <doc:ReadAnAppsAppIntentsFromItsSources>.
public struct Extractor: Sendable {
    /// How sources are read: the module recorded in the document, the `#if` conditions, the reference sources.
    public var options: ExtractionOptions

    /// Whether the function bodies and the getters extraction does not read are blanked out before the parse
    /// (``FunctionBodies``); off only to show, in tests, that extraction reads the same without it.
    package var skipsFunctionBodies = true

    /// Creates an extractor that reads sources with `options`.
    public init(options: ExtractionOptions = ExtractionOptions()) {
        self.options = options
    }

    /// The names of the folders ``extract(_:)`` never searches, besides those whose name starts with `.build`.
    ///
    /// Version control's, Xcode's and dependency managers' folders (`.git`, `DerivedData`, `Pods`, `checkouts`…): the
    /// set is `InputPolicy.skippedFolders` of the Diagnostics module, the one definition every walk uses.
    public static var skippedFolders: Set<String> { InputPolicy.skippedFolders }

    /// Extracts the App Intents declared in the Swift files at `paths` (files, or folders searched recursively).
    ///
    /// Folders are searched for `.swift` files, skipping ``skippedFolders``; the files of
    /// ``ExtractionOptions/referencePaths`` are read too, for their types only. A path that does not exist or a file
    /// that cannot be read is an error diagnostic of the result (and ``Extraction/couldNotRun`` is then true); the
    /// other files are still extracted.
    public func extract(_ paths: [String]) -> Extraction {
        let (files, missing) = FileIO.expand(paths) { $0.hasSuffix(".swift") }
        let (references, missingReferences) = FileIO.expand(options.referencePaths) { $0.hasSuffix(".swift") }
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
    ///
    /// Nothing is read from disk: `sources` are extracted, `references` only tell which types exist (an entity
    /// from an enum), as ``ExtractionOptions/referencePaths`` do for ``extract(_:)``.
    public func extract(sources: [(path: String, text: String)], references: [(path: String, text: String)] = []) -> Extraction {
        let branches = BranchSelector(options: options)
        let scanned = (sources.map { ($0, false) } + references.map { ($0, true) }).concurrentMap { source, isReference in
            Self.scan(path: source.path, text: source.text, branches: branches, isReference: isReference, skippingBodies: skipsFunctionBodies)
        }
        return assemble(scanned, files: sources.map(\.path) + references.map(\.path))
    }

    /// Extracts the App Intents declared in files already read, sharing their syntax trees with other readers.
    ///
    /// A ``SwiftSource`` is parsed once, by the first reader that asks, so string extraction can read the same
    /// trees. `references` are the files of what the code links: their types are known, their intents are not
    /// extracted.
    ///
    /// With `scans`, each file's scan is kept there under its path, text and `scans.salt` (which names everything else
    /// that changes a scan: the options and IntentKit's version), and taken from there in a later run, as
    /// ``extract(targets:sources:unreadable:scans:)`` keeps them: a file that did not change is not parsed.
    public func extract(sources: [SwiftSource], references: [SwiftSource] = [], scans: (cache: any ResultCache, salt: String)? = nil) -> Extraction {
        let branches = BranchSelector(options: options)
        let isReference = sources.map { _ in false } + references.map { _ in true }
        let scanned = Array(zip(sources + references, isReference)).concurrentMap { source, isReference in
            // Extraction reads the tree first, and once: it is frozen until the next reader asks for it
            // (``SwiftSource/freezeTree()``).
            defer { source.freezeTree() }
            guard let scans else { return KeptScan(scan: Self.scan(source: source, branches: branches, isReference: isReference)) }
            // Kept as a file of the code's own (a reference's scan is the same, read without its diagnostics).
            return Self.scan(source: source, branches: branches, kept: (scans.cache, scans.salt + " folder"))
        }
        let files = sources.map(\.path) + references.map(\.path)
        // Kept by each file's scan's component (`ScanRecord`), as a target's extraction is.
        var key: String?
        if let scans, scanned.allSatisfy({ $0.component != nil }) {
            var parts: [[UInt8]] = [Array("extraction assembled 1 \(scans.salt) folder".utf8), Array("files \(sources.count)".utf8)]
            for (path, kept) in zip(files, scanned) { parts += [Array(path.utf8), Array(kept.component!.utf8)] }
            key = scans.cache.key(parts)
        }
        if let key, let kept = scans?.cache.value(Extraction.self, for: key) { return kept }
        let extraction = assemble(Array(zip(scanned, isReference)).concurrentMap { kept, isReference in
            var scan = kept.scan
            scan.isReference = isReference
            return scan
        }, files: files)
        if let key { scans?.cache.store(extraction, for: key, slot: "extraction assembled folder \(files.first ?? "")") }
        return extraction
    }

    /// Reads the App Intents of scanned files into a document, validates it and checks its App Shortcuts.
    func assemble(_ scanned: [ScannedFile], files: [String]) -> Extraction {
        var diagnostics: [Diagnostic] = []
        var declarations: [TypeDeclaration] = []
        var aliases: [TypeAliasMember] = []
        var referenceDeclarations: [TypeDeclaration] = []
        var referenceAliases: [TypeAliasMember] = []
        for file in scanned {
            if file.isReference {
                referenceDeclarations += file.declarations
                referenceAliases += file.typeAliases
            } else {
                diagnostics += file.diagnostics
                declarations += file.declarations
                aliases += file.typeAliases
            }
        }
        let catalog = TypeCatalog(declarations: declarations, typeAliases: aliases, references: referenceDeclarations, referenceAliases: referenceAliases)
        let (document, readDiagnostics, unread) = Self.read(catalog, module: options.module)
        diagnostics += readDiagnostics
        diagnostics += MetadataValidator.validate(document, knownBroken: catalog.referenceOnly.union(unread)) { document.sourceLocation(at: $0) }
        diagnostics += AppShortcutsChecker(metadata: document).check(PhraseFiles())
        return Extraction(document: document, diagnostics: diagnostics.sortedForOutput(), files: files)
    }

    /// The version `swift(>=…)` compares with in a language mode: Swift 5 mode on a newer compiler is 5.10;
    /// Swift 6 mode is the compiler's version when the compiler is a 6, else 6.3.
    static func languageVersion(_ mode: SwiftVersion, compiler: SwiftVersion) -> VersionTuple {
        switch mode.components.first {
        case 5 where mode.components.count == 1: VersionTuple(5, 10)
        case 6 where mode.components.count == 1: compiler.components.first == 6 ? VersionTuple(components: compiler.components) : VersionTuple(6, 3)
        default: VersionTuple(components: mode.components)
        }
    }

    // MARK: Scanning

    struct ScannedFile: Sendable {
        var declarations: [TypeDeclaration]
        var typeAliases: [TypeAliasMember]
        var diagnostics: [Diagnostic]
        var isReference: Bool
        /// Where in the text the tree was parsed from the last declaration ends (``DeclarationCollector/extent``), for
        /// a scan of the file's shared tree; `nil` when not known (the whole file may be read).
        var extent: Int?
    }

    /// Copies out what extraction reads from a file parsed for every reader of the run.
    ///
    /// A file whose shared tree has syntax errors is read as extraction reads a file on its own (function bodies left
    /// out of the parse), so an error inside a function body, which changes no declaration, is not reported.
    static func scan(source: SwiftSource, branches: BranchSelector, isReference: Bool) -> ScannedFile {
        if let unread = source.unread {
            return ScannedFile(declarations: [], typeAliases: [], diagnostics: isReference ? [] : [unread], isReference: isReference)
        }
        guard let tree = source.tree, source.isReduced || !tree.hasError else {
            return scan(path: source.path, text: source.text, branches: branches, isReference: isReference, skippingBodies: true)
        }
        var collector = DeclarationCollector(file: source.file, branches: branches)
        collector.collect(tree)
        return ScannedFile(declarations: collector.declarations, typeAliases: collector.typeAliases,
                           diagnostics: isReference ? [] : collector.diagnostics, isReference: isReference, extent: collector.extent)
    }

    /// Parses one file and copies out what extraction reads; the syntax tree is freed when this returns, on the
    /// task that parsed it.
    static func scan(path: String, text: String, branches: BranchSelector, isReference: Bool, skippingBodies: Bool) -> ScannedFile {
        let file = SourceFile(path: path, text: text)
        if let unread = BracketRuns.report(text, locate: file.location(ofOffset:)) {
            return ScannedFile(declarations: [], typeAliases: [], diagnostics: isReference ? [] : [unread], isReference: isReference)
        }
        return scan(file: file, tree: parse(text, skippingBodies: skippingBodies), branches: branches, isReference: isReference)
    }

    /// Copies out what extraction reads from `tree`, parsed from `file`'s text (whole, or with bodies blanked): its
    /// declarations, and its syntax error, if it has one.
    static func scan(file: SourceFile, tree: SourceFileSyntax, branches: BranchSelector, isReference: Bool) -> ScannedFile {
        var collector = DeclarationCollector(file: file, branches: branches)
        collector.collect(tree)
        var diagnostics = isReference ? [] : collector.diagnostics
        if tree.hasError, !isReference, let first = firstSyntaxError(in: tree) {
            diagnostics.append(ExtractionChecks.syntaxError.diagnostic(
                "\(SourceExcerpt.limitingQuotations(in: first.message)); declarations around it may be read wrongly or missed",
                at: file.location(of: SyntaxConverter.range(of: first.node))
            ))
        }
        return ScannedFile(declarations: collector.declarations, typeAliases: collector.typeAliases, diagnostics: diagnostics, isReference: isReference)
    }

    /// The syntax tree of a file, the blocks extraction never reads left empty when `skippingBodies` and the blanked
    /// file parses with every block where the scan found it (else the whole file is parsed, and its errors reported).
    ///
    /// Nothing extraction reads is inside a function body or the getter of a property it does not read, and in an
    /// app most of the code is; a syntax error inside one that leaves its brackets balanced does not change a
    /// declaration, so it is not reported (as a check, whose shared tree empties the same blocks, does not).
    static func parse(_ text: String, skippingBodies: Bool) -> SourceFileSyntax {
        if skippingBodies, let blanked = FunctionBodies.blanked(text) {
            let tree = blanked.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if !tree.hasError, FunctionBodies.verify(blanked.bodies, in: tree) { return tree }
        }
        return Parser.parse(source: text)
    }

    /// The first of swift-syntax's parse diagnostics of `tree`, worked out on the smallest node around it that is
    /// no larger than 64 KB: the generator builds every diagnostic of what it is given, which for a file of 50,000
    /// nested parentheses doubled the memory of the parse.
    static func firstSyntaxError(in tree: SourceFileSyntax) -> (message: String, node: Syntax)? {
        var node = Syntax(tree)
        while node.totalLength.utf8Length > 65_536,
              let child = node.children(viewMode: .sourceAccurate).first(where: { $0.hasError }), !child.is(TokenSyntax.self) {
            node = child
        }
        if let token = tokenWithoutFixIt(in: node) {
            return ("'=' must have consistent whitespace on both sides", Syntax(token))  // swift-syntax's message.
        }
        return ParseDiagnosticsGenerator.diagnostics(for: node).first.map { ($0.message, $0.node) }
    }

    /// A token whose lexer error swift-syntax's generator cannot build a fix-it for, and stops the process on: an
    /// `=` flagged for uneven whitespace while a space is on both sides (a control character before it, which
    /// the lexer counts and the fix-it does not). Such a token is reported with swift-syntax's message instead.
    private static func tokenWithoutFixIt(in node: Syntax) -> TokenSyntax? {
        node.tokens(viewMode: .all).first { token in
            guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
            let spaceBefore = token.previousToken(viewMode: .all)?.trailingTrivia.contains { $0.isSpaceOrTab } ?? false
            return spaceBefore && token.trailingTrivia.contains { $0.isSpaceOrTab }
        }
    }

    // MARK: Reading

    /// Names that are Apple's protocols (extended, never extracted), whatever conformances their extensions declare.
    private static let appleProtocolNames = AppIntentsProtocol.allNames.union(AppIntentsProtocol.refinements.keys)

    /// Reads every App Intents type of the catalog into a document; also returns the names that references may
    /// name without being dangling (types that could not be read, types taken to be declared elsewhere).
    private static func read(_ catalog: TypeCatalog, module: String?) -> (MetadataDocument, [Diagnostic], Set<String>) {
        let reader = DefinitionReader(catalog: catalog)
        var document = MetadataDocument(module: module)
        var unread = Set<String>()
        let candidates = Set(catalog.types.keys).union(catalog.extensions.keys)
            .subtracting(catalog.referenceOnly).subtracting(catalog.protocols.keys).subtracting(appleProtocolNames)
        let conforming = catalog.conformingTypes(toAnyOf: AppIntentsProtocol.allNames)
        let names = candidates.filter(conforming.contains).sorted()
        for redeclared in catalog.redeclarations where conforming.contains(redeclared.name) {
            reader.report(ExtractionChecks.redeclaredType, "'\(redeclared.name)' is declared again; the first declaration is read",
                          at: redeclared.location, notes: catalog.types[redeclared.name].map { [.init("first declared here", at: $0.location)] } ?? [])
        }
        for name in names { reportUnknownMacros(on: name, catalog: catalog, reader: reader) }
        // Types are read in parallel, a reader per chunk; each definition depends only on the catalog (and,
        // for queries and shortcuts providers, on the entities and intents read before them).
        func collect<D: Sendable>(_ list: [String], _ readOne: @escaping @Sendable (DefinitionReader, String) -> (definitions: [D], failed: Bool)) -> [D] {
            let chunkSize = max(16, list.count / 8)
            let chunks = stride(from: 0, to: list.count, by: chunkSize).map { Array(list[$0..<min($0 + chunkSize, list.count)]) }
            let results = chunks.concurrentMap { chunk -> ([D], [Diagnostic], Set<String>, [String]) in
                let chunkReader = DefinitionReader(catalog: catalog)
                var definitions: [D] = []
                var failed: [String] = []
                for name in chunk {
                    let read = readOne(chunkReader, name)
                    definitions += read.definitions
                    if read.failed { failed.append(name) }
                }
                return (definitions, chunkReader.diagnostics, chunkReader.assumedExternal, failed)
            }
            for (_, diagnostics, assumed, failed) in results {
                reader.append(diagnostics, assumedExternal: assumed)
                unread.formUnion(failed)
            }
            return results.flatMap(\.0)
        }
        /// Reads `name` with `read` when it conforms to `proto`: the definition, and whether reading failed.
        @Sendable func readIf<D>(_ name: String, _ proto: AppIntentsProtocol, _ read: () -> D?) -> (D?, Bool) {
            guard catalog.conforms(name, to: proto) else { return (nil, false) }
            let definition = read()
            return (definition, definition == nil)
        }
        enum TypeDefinition: Sendable {
            case union(UnionDefinition), enumeration(EnumDefinition), entity(EntityDefinition), intent(IntentDefinition)
        }
        let types = collect(names) { reader, name -> (definitions: [TypeDefinition], failed: Bool) in
            var definitions: [TypeDefinition] = []
            var failed = false
            let isUnion = catalog.conforms(name, to: .appUnionValue)
            let union = readIf(name, .appUnionValue) { reader.readUnion(name) }
            let enumeration = isUnion ? (nil, false) : readIf(name, .appEnum) { reader.readEnum(name) }
            let entity = readIf(name, .appEntity) { reader.readEntity(name) }
            let intent = readIf(name, .appIntent) { reader.readIntent(name) }
            if let definition = union.0 { definitions.append(.union(definition)) }
            if let definition = enumeration.0 { definitions.append(.enumeration(definition)) }
            if let definition = entity.0 { definitions.append(.entity(definition)) }
            if let definition = intent.0 { definitions.append(.intent(definition)) }
            failed = union.1 || enumeration.1 || entity.1 || intent.1
            return (definitions, failed)
        }
        for definition in types {
            switch definition {
            case .union(let union): document.unions.append(union)
            case .enumeration(let enumeration): document.enums.append(enumeration)
            case .entity(let entity): document.entities.append(entity)
            case .intent(let intent): document.intents.append(intent)
            }
        }
        var entitiesByQuery: [String: String] = [:]
        for entity in document.entities { if let query = entity.defaultQuery { entitiesByQuery[query] = entity.identifier } }
        let queryEntities = entitiesByQuery
        let intentsByName = Dictionary(document.intents.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        enum ProviderDefinition: Sendable {
            case query(QueryDefinition), shortcuts(ShortcutsProviderDefinition), package(PackageDefinition)
        }
        let providers = collect(names) { reader, name -> (definitions: [ProviderDefinition], failed: Bool) in
            let isQuery = catalog.conforms(name, to: .entityQuery)
            let query = isQuery
                ? readIf(name, .entityQuery) { reader.readQuery(name, entitiesByDefaultQuery: queryEntities) }
                : readIf(name, .dynamicOptionsProvider) { reader.readOptionsProvider(name) }
            let shortcuts = readIf(name, .appShortcutsProvider) { reader.readShortcutsProvider(name, intents: intentsByName) }
            let package = readIf(name, .appIntentsPackage) { reader.readPackage(name) }
            var definitions: [ProviderDefinition] = []
            if let definition = query.0 { definitions.append(.query(definition)) }
            if let definition = shortcuts.0 { definitions.append(.shortcuts(definition)) }
            if let definition = package.0 { definitions.append(.package(definition)) }
            return (definitions, query.1 || shortcuts.1 || package.1)
        }
        for definition in providers {
            switch definition {
            case .query(let query): document.queries.append(query)
            case .shortcuts(let provider): document.shortcutsProviders.append(provider)
            case .package(let package): document.packages.append(package)
            }
        }
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
        return (document, reader.diagnostics, unread.union(reader.assumedExternal))
    }

    /// One warning per App Intents type that carries or contains macros extraction does not know: what they
    /// generate (members, conformances) is not seen.
    private static func reportUnknownMacros(on name: String, catalog: TypeCatalog, reader: DefinitionReader) {
        var unknown: [String] = []
        var location: Diagnostics.SourceLocation?
        for part in catalog.parts(of: name) {
            for attribute in part.attributes where attribute.name.first?.isUppercase == true
                && !KnownMacros.attachedWithoutAppIntentsMembers.contains(attribute.name)
                && MacroConformance.schemaMacros[attribute.name] == nil {
                unknown.append("@" + attribute.name)
                location = location ?? part.file.location(of: attribute.range)
            }
            for use in part.members.macros where !KnownMacros.declareNoAppIntentsTypes.contains(use.name) {
                let (macro, range) = (use.name, use.range)
                unknown.append("#" + macro)
                location = location ?? part.file.location(of: range)
            }
        }
        guard !unknown.isEmpty else { return }
        let list = Array(Set(unknown)).sorted().map { "'\($0)'" }.joined(separator: ", ")
        reader.report(ExtractionChecks.macroExpansion,
                      "what the macro\(unknown.count == 1 ? "" : "s") \(list) on or in '\(name)' generate\(unknown.count == 1 ? "s" : "") is not seen by static extraction",
                      at: location,
                      notes: [.init("Xcode's extractor does not see macro expansions either (\"Static extraction builder failure\")")])
    }
}
