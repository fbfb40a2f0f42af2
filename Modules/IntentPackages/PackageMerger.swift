import Diagnostics
import Foundation
import IntentMetadata

/// The app-level document merged from every reached package, and what merging found.
public struct PackageMerge: Sendable {
    /// The merged document; every definition and package carries its `provenance`.
    public var document: MetadataDocument
    /// The resolution it was merged from.
    public var resolution: PackageResolution
    /// Every problem: building the graph, resolving it, merging, and the app-level rules.
    public var diagnostics: [Diagnostic]
}

extension PackageGraph {
    /// Resolves the graph from `root` and merges what it reaches into one app document.
    ///
    /// Packages are merged in resolution order. A definition reached twice merges when it is
    /// identical; the same identifier with a different definition, or of another kind, is an
    /// error naming both packages. Then references across packages are resolved, and Apple's
    /// app-level rules are applied: one `AppShortcutsProvider`, at most 10 App Shortcuts.
    public func merge(root: String) -> PackageMerge {
        let resolution = resolve(root: root)
        var merger = Merger(graph: self, resolution: resolution)
        merger.mergeDefinitions()
        merger.checkReferences()
        merger.checkAppRules()
        merger.finish()
        return PackageMerge(
            document: merger.document,
            resolution: resolution,
            diagnostics: diagnostics + resolution.diagnostics + merger.state.diagnostics
        )
    }
}

/// The kinds of definition, as messages name them.
enum DefinitionKind: String {
    case intent, entity
    case enumeration = "enum"
    case query
    case shortcutsProvider = "shortcuts provider"
    case union

    /// `an intent`, `a query`, ….
    var withArticle: String {
        (self == .intent || self == .entity || self == .enumeration ? "an " : "a ") + rawValue
    }
}

/// Merged definitions of one kind, with the package (position in the resolution order) each came from.
struct Bucket<D> {
    var definitions: [D] = []
    var owners: [Int] = []
    /// How many definitions are coming, counted before merging so the arrays grow once.
    private(set) var capacityWanted = 0

    mutating func reserve(_ count: Int) {
        capacityWanted += count
    }

    mutating func applyReservation() {
        definitions.reserveCapacity(capacityWanted)
        owners.reserveCapacity(capacityWanted)
    }
}

extension Bucket where D: MetadataDefinition {
    /// Appends a package's definitions, each marked as coming from it.
    mutating func append(_ added: [D], package: Int, origin: DefinitionProvenance) {
        let start = definitions.count
        definitions.append(contentsOf: added)
        owners.append(contentsOf: repeatElement(package, count: added.count))
        for index in start..<definitions.count { definitions[index].provenance = origin }
    }
}

/// What merging accumulates: the index of identifiers, identical definitions seen again, problems.
struct MergeState {
    var entries = IdentifierTable()
    var diagnostics: [Diagnostic] = []

    /// Adds a package's definitions of one kind. The usual case, all new, appends them in one go.
    mutating func insert<D: MetadataDefinition>(
        _ definitions: [D],
        _ kind: DefinitionKind,
        into bucket: inout Bucket<D>,
        package: Int,
        origin: DefinitionProvenance,
        paths: [[String]]
    ) {
        let start = bucket.definitions.count
        var added = 0
        definitions.withUnsafeBufferPointer { definitions in
            for index in definitions.indices {
                let entry = Merger.Entry(kind: kind, index: start + added, package: package)
                if entries.insertIfAbsent(definitions[index].identifier, entry) != nil { break }
                added += 1
            }
        }
        guard added == definitions.count else {
            // Something is defined twice: undo this package's entries and take each definition carefully.
            for definition in definitions[..<added] { entries.remove(definition.identifier) }
            for definition in definitions { insert(definition, kind, into: &bucket, package: package, origin: origin, paths: paths) }
            return
        }
        bucket.append(definitions, package: package, origin: origin)
    }

    mutating func insert<D: MetadataDefinition>(
        _ definition: D,
        _ kind: DefinitionKind,
        into bucket: inout Bucket<D>,
        package: Int,
        origin: DefinitionProvenance,
        paths: [[String]]
    ) {
        let identifier = definition.identifier
        guard let existing = entries.insertIfAbsent(identifier, Merger.Entry(kind: kind, index: bucket.definitions.count, package: package)) else {
            var merged = definition
            merged.provenance = origin
            bucket.definitions.append(merged)
            bucket.owners.append(package)
            return
        }
        let first = paths[existing.package].last ?? "?"
        let second = origin.package
        guard existing.kind == kind else {
            diagnostics.append(PackageChecks.identifierKindClash.diagnostic(
                "'\(identifier)' is \(existing.kind.withArticle) in package '\(first)' and \(kind.withArticle) in package '\(second)'; identifiers must be unique across the app",
                at: definition.location,
                notes: [Diagnostic.Note("the \(existing.kind.rawValue) comes from '\(first)' through \(paths[existing.package].joined(separator: " → "))")],
                context: ["identifier": identifier, "packages": "\(first), \(second)"]
            ))
            return
        }
        let kept = bucket.definitions[existing.index]
        if Merger.sameIgnoringLocation(kept, definition) {
            if existing.package != package { bucket.definitions[existing.index].provenance?.alsoFrom.append(second) }
            return
        }
        diagnostics.append(PackageChecks.conflictingDefinition.diagnostic(
            "\(kind.rawValue) '\(identifier)' is defined differently by package '\(first)' and package '\(second)'; the definition from '\(first)' is kept",
            at: definition.location,
            notes: Merger.difference(kept, definition, first: first, second: second)
                + [Diagnostic.Note("'\(first)' is reached through \(paths[existing.package].joined(separator: " → ")), '\(second)' through \(paths[package].joined(separator: " → "))", at: kept.location)],
            context: ["identifier": identifier, "packages": "\(first), \(second)"]
        ))
    }
}

/// The state of one merge.
struct Merger {
    struct Entry: Sendable {
        var kind: DefinitionKind
        var index: Int
        var package: Int
    }

    let graph: PackageGraph
    let resolution: PackageResolution
    var document = MetadataDocument()
    var state = MergeState()
    var intents = Bucket<IntentDefinition>()
    var entities = Bucket<EntityDefinition>()
    var enums = Bucket<EnumDefinition>()
    var queries = Bucket<QueryDefinition>()
    var providersBucket = Bucket<ShortcutsProviderDefinition>()
    var unions = Bucket<UnionDefinition>()
    var entries: IdentifierTable { state.entries }
    var providers: [ShortcutsProviderDefinition] { providersBucket.definitions }
    /// The include path of each package, by its position in the resolution order.
    let paths: [[String]]
    /// The provenance every definition of a package gets, by the package's position.
    let provenance: [DefinitionProvenance]
    private var reachability: [Int: Set<Int>] = [:]
    private let position: [String: Int]

    init(graph: PackageGraph, resolution: PackageResolution) {
        self.graph = graph
        self.resolution = resolution
        self.paths = resolution.order.map(resolution.includePath(to:))
        self.provenance = zip(resolution.order, paths).map { DefinitionProvenance(package: $0, includePath: $1) }
        self.position = Dictionary(uniqueKeysWithValues: resolution.order.enumerated().map { ($1, $0) })
    }

    mutating func mergeDefinitions() {
        var total = 0
        for identifier in resolution.order {
            let contents = graph.nodes[identifier]!.contents
            total += contents.definitionCount
            intents.reserve(contents.intents.count)
            entities.reserve(contents.entities.count)
            enums.reserve(contents.enums.count)
            queries.reserve(contents.queries.count)
            providersBucket.reserve(contents.shortcutsProviders.count)
            unions.reserve(contents.unions.count)
        }
        intents.applyReservation()
        entities.applyReservation()
        enums.applyReservation()
        queries.applyReservation()
        providersBucket.applyReservation()
        unions.applyReservation()
        for (index, identifier) in resolution.order.enumerated() {
            let node = graph.nodes[identifier]!
            if index == 0 { document.module = node.contents.module }
            var package = PackageDefinition(identifier: identifier, includedPackages: node.includes.map(\.identifier))
            package.provenance = provenance[index]
            document.packages.append(package)
        }
        if mergeDistinct(total: total) { return }
        // Some identifier is defined twice: take the definitions one by one, in order, to say which and where.
        state.entries.reserveCapacity(total)
        for (index, identifier) in resolution.order.enumerated() {
            let contents = graph.nodes[identifier]!.contents
            let origin = provenance[index]
            state.insert(contents.intents, .intent, into: &intents, package: index, origin: origin, paths: paths)
            state.insert(contents.entities, .entity, into: &entities, package: index, origin: origin, paths: paths)
            state.insert(contents.enums, .enumeration, into: &enums, package: index, origin: origin, paths: paths)
            state.insert(contents.queries, .query, into: &queries, package: index, origin: origin, paths: paths)
            state.insert(contents.shortcutsProviders, .shortcutsProvider, into: &providersBucket, package: index, origin: origin, paths: paths)
            state.insert(contents.unions, .union, into: &unions, package: index, origin: origin, paths: paths)
        }
    }

    /// Merges in bulk when no identifier is defined twice (the usual case): every identifier indexed in one go
    /// (``IdentifierTable/distinct(_:_:)``), then every package's definitions appended. `false`, with nothing
    /// merged, when some identifier is defined twice.
    private mutating func mergeDistinct(total: Int) -> Bool {
        var identifiers: [String] = [], entries: [Entry] = []
        identifiers.reserveCapacity(total)
        entries.reserveCapacity(total)
        var counts = [DefinitionKind: Int]()
        func gather<D: MetadataDefinition>(_ definitions: [D], _ kind: DefinitionKind, package: Int) {
            var next = counts[kind, default: 0]
            for definition in definitions {
                identifiers.append(definition.identifier)
                entries.append(Entry(kind: kind, index: next, package: package))
                next += 1
            }
            counts[kind] = next
        }
        for (index, identifier) in resolution.order.enumerated() {
            let contents = graph.nodes[identifier]!.contents
            gather(contents.intents, .intent, package: index)
            gather(contents.entities, .entity, package: index)
            gather(contents.enums, .enumeration, package: index)
            gather(contents.queries, .query, package: index)
            gather(contents.shortcutsProviders, .shortcutsProvider, package: index)
            gather(contents.unions, .union, package: index)
        }
        guard let table = IdentifierTable.distinct(identifiers, entries) else { return false }
        state.entries = table
        for (index, identifier) in resolution.order.enumerated() {
            let contents = graph.nodes[identifier]!.contents
            let origin = provenance[index]
            intents.append(contents.intents, package: index, origin: origin)
            entities.append(contents.entities, package: index, origin: origin)
            enums.append(contents.enums, package: index, origin: origin)
            queries.append(contents.queries, package: index, origin: origin)
            providersBucket.append(contents.shortcutsProviders, package: index, origin: origin)
            unions.append(contents.unions, package: index, origin: origin)
        }
        return true
    }

    /// Puts the merged definitions into the document.
    mutating func finish() {
        document.intents = intents.definitions
        document.entities = entities.definitions
        document.enums = enums.definitions
        document.queries = queries.definitions
        document.shortcutsProviders = providersBucket.definitions
        document.unions = unions.definitions
    }

    /// Whether two definitions are the same apart from where they are written and where they came from.
    static func sameIgnoringLocation<D: MetadataDefinition>(_ lhs: D, _ rhs: D) -> Bool {
        lhs.withoutOrigin == rhs.withoutOrigin
    }

    /// Notes showing the first lines where the two definitions' JSON differs.
    static func difference<D: MetadataDefinition>(_ lhs: D, _ rhs: D, first: String, second: String) -> [Diagnostic.Note] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let left = try? encoder.encode(lhs.withoutOrigin), let right = try? encoder.encode(rhs.withoutOrigin) else { return [] }
        let leftLines = String(decoding: left, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let rightLines = String(decoding: right, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let onlyLeft = leftLines.filter { !rightLines.contains($0) }.prefix(3)
        let onlyRight = rightLines.filter { !leftLines.contains($0) }.prefix(3)
        var notes: [Diagnostic.Note] = []
        if !onlyLeft.isEmpty { notes.append(Diagnostic.Note("only in '\(first)': \(onlyLeft.joined(separator: " "))")) }
        if !onlyRight.isEmpty { notes.append(Diagnostic.Note("only in '\(second)': \(onlyRight.joined(separator: " "))")) }
        return notes
    }

    // MARK: References

    /// Checks every reference across packages.
    ///
    /// A first pass on all cores finds the definitions with a reference that is not to their own
    /// package's definition of the right kind (the usual case, which says nothing); only those are
    /// then checked one by one, in order, so the diagnostics are those of checking everything in order.
    mutating func checkReferences() {
        let entries = self.entries
        @Sendable func plain(_ identifier: String, _ kind: DefinitionKind, _ owner: Int) -> Bool {
            guard let entry = entries[identifier] else { return false }
            return entry.kind == kind && entry.package == owner
        }
        @Sendable func plain(_ type: ValueType, _ owner: Int) -> Bool {
            switch type.elementType {
            case .entity(let identifier): plain(identifier, .entity, owner)
            case .enumeration(let identifier): plain(identifier, .enumeration, owner)
            case .union(let identifier): plain(identifier, .union, owner)
            default: true
            }
        }
        // Definitions, parameters and properties are read in place, by index: taking each whole would copy it,
        // retaining every field, a million times over.
        let intentsToCheck = Self.flagged(intents) { intents, index, owner in
            intents[index].parameters.withUnsafeBufferPointer { parameters in
                parameters.indices.allSatisfy { index in
                    plain(parameters[index].type, owner) && (parameters[index].optionsProvider.map { plain($0, .query, owner) } ?? true)
                }
            } && (intents[index].result?.value.map { plain($0, owner) } ?? true)
        }
        let entitiesToCheck = Self.flagged(entities) { entities, index, owner in
            entities[index].properties.withUnsafeBufferPointer { properties in
                properties.indices.allSatisfy { plain(properties[$0].type, owner) }
            } && (entities[index].defaultQuery.map { plain($0, .query, owner) } ?? true)
        }
        for index in intentsToCheck {
            let intent = intents.definitions[index], owner = intents.owners[index]
            for parameter in intent.parameters {
                check(parameter.type, from: owner, what: "parameter '\(parameter.name)' of intent '\(intent.identifier)'", location: parameter.location ?? intent.location)
                if let provider = parameter.optionsProvider {
                    check(provider, as: .query, from: owner, what: "parameter '\(parameter.name)' of intent '\(intent.identifier)'", location: parameter.location ?? intent.location)
                }
            }
            if let value = intent.result?.value {
                check(value, from: owner, what: "the result of intent '\(intent.identifier)'", location: intent.location)
            }
        }
        for index in entitiesToCheck {
            let entity = entities.definitions[index], owner = entities.owners[index]
            for property in entity.properties {
                check(property.type, from: owner, what: "property '\(property.name)' of entity '\(entity.identifier)'", location: entity.location)
            }
            if let query = entity.defaultQuery {
                check(query, as: .query, from: owner, what: "the default query of entity '\(entity.identifier)'", location: entity.location)
            }
        }
        for (query, owner) in zip(queries.definitions, queries.owners) {
            if let entity = query.entity {
                check(entity, as: .entity, from: owner, what: "query '\(query.identifier)'", location: query.location)
            }
            if let result = query.resultType {
                check(result, from: owner, what: "the results of query '\(query.identifier)'", location: query.location)
            }
            for dependency in query.dependencies {
                check(dependency.intent, as: .intent, from: owner, what: "a dependency of query '\(query.identifier)'", location: query.location)
            }
        }
        for (union, owner) in zip(unions.definitions, unions.owners) {
            for unionCase in union.cases {
                check(unionCase.type, from: owner, what: "case '\(unionCase.name)' of union '\(union.identifier)'", location: union.location)
            }
        }
        for (provider, owner) in zip(providersBucket.definitions, providersBucket.owners) {
            for shortcut in provider.shortcuts {
                check(shortcut.intent, as: .intent, from: owner, what: "an App Shortcut of '\(provider.identifier)'", location: shortcut.location ?? provider.location)
            }
        }
    }

    /// The positions of the definitions `plain` does not vouch for, found on all cores, in order.
    private static func flagged<D: Sendable>(_ bucket: Bucket<D>, _ plain: @escaping @Sendable (UnsafeBufferPointer<D>, Int, Int) -> Bool) -> [Int] {
        let definitions = bucket.definitions, owners = bucket.owners
        let chunkSize = 16_384
        let chunks = Array(stride(from: 0, to: definitions.count, by: chunkSize))
        let found = chunks.concurrentMap { start in
            // `plain` reads each definition in the buffer where it lies: nothing is copied or reference-counted.
            definitions.withUnsafeBufferPointer { buffer in
                (start..<min(start + chunkSize, buffer.count)).filter { !plain(buffer, $0, owners[$0]) }
            }
        }
        return found.flatMap { $0 }
    }

    private mutating func check(_ type: ValueType, from owner: Int, what: @autoclosure () -> String, location: @autoclosure () -> SourceLocation?) {
        switch type.elementType {
        case .entity(let identifier): check(identifier, as: .entity, from: owner, what: what(), location: location())
        case .enumeration(let identifier): check(identifier, as: .enumeration, from: owner, what: what(), location: location())
        case .union(let identifier): check(identifier, as: .union, from: owner, what: what(), location: location())
        default: break
        }
    }

    private mutating func check(
        _ identifier: String,
        as kind: DefinitionKind,
        from owner: Int,
        what describe: @autoclosure () -> String,
        location locate: @autoclosure () -> SourceLocation?
    ) {
        let entry = entries[identifier]
        if let entry, entry.kind == kind, entry.package == owner { return }
        let package = resolution.order[owner]
        let what = describe()
        let location = locate()
        guard let entry else {
            let includes = graph.nodes[package]?.includes.map(\.identifier) ?? []
            let provider = includes.isEmpty ? "'\(package)' includes no packages" : "'\(package)' includes \(includes.map { "'\($0)'" }.joined(separator: ", "))"
            state.diagnostics.append(PackageChecks.danglingReference.diagnostic(
                "\(what) (package '\(package)') uses \(kind.rawValue) '\(identifier)', which no package in the app provides; \(provider), so '\(package)' or one of those should declare it",
                at: location,
                context: ["identifier": identifier, "package": package]
            ))
            return
        }
        guard entry.kind == kind else {
            state.diagnostics.append(PackageChecks.danglingReference.diagnostic(
                "\(what) (package '\(package)') uses \(kind.rawValue) '\(identifier)', but '\(identifier)' is \(entry.kind.withArticle) (from package '\(resolution.order[entry.package])')",
                at: location,
                context: ["identifier": identifier, "package": package]
            ))
            return
        }
        guard entry.package != owner, !includes(owner, entry.package) else { return }
        let provider = resolution.order[entry.package]
        state.diagnostics.append(PackageChecks.undeclaredDependency.diagnostic(
            "\(what) (package '\(package)') uses \(kind.rawValue) '\(identifier)' from package '\(provider)', which '\(package)' does not include; it resolves only because this app includes both",
            at: location,
            fixIt: "add '\(provider)' to the includedPackages of '\(package)'",
            context: ["identifier": identifier, "package": package, "provider": provider]
        ))
    }

    /// Whether package `from` includes package `target`, directly or not (positions in the order).
    private mutating func includes(_ from: Int, _ target: Int) -> Bool {
        if let known = reachability[from] { return known.contains(target) }
        var seen: Set<Int> = []
        var pending = [from]
        while let next = pending.popLast() {
            for include in graph.nodes[resolution.order[next]]?.includes ?? [] {
                if let index = position[include.identifier], seen.insert(index).inserted { pending.append(index) }
            }
        }
        reachability[from] = seen
        return seen.contains(target)
    }

    // MARK: App rules

    /// The package that contributed a merged shortcuts provider.
    private func package(of provider: ShortcutsProviderDefinition) -> String {
        provider.provenance?.package ?? "?"
    }

    mutating func checkAppRules() {
        if providers.count > 1 {
            let listed = providers.map { "'\($0.identifier)' (package '\(package(of: $0))')" }
            state.diagnostics.append(PackageChecks.multipleShortcutsProviders.diagnostic(
                "the app has \(providers.count) AppShortcutsProvider types, \(listed.joined(separator: " and ")); the system uses only one and ignores the others without a word",
                at: providers[1].location,
                notes: providers.map { Diagnostic.Note("'\($0.identifier)' is declared by package '\(package(of: $0))'", at: $0.location) }
            ))
        }
        let count = providers.reduce(0) { $0 + $1.shortcuts.count }
        if count > 10 {
            state.diagnostics.append(PackageChecks.tooManyShortcuts.diagnostic(
                "Found \(count) App Shortcuts, but each app may have at most 10",
                at: providers.first?.location,
                notes: providers.map { Diagnostic.Note("'\($0.identifier)' (package '\(package(of: $0))') declares \($0.shortcuts.count)") }
            ))
        }
    }
}

extension MetadataDefinition {
    /// The definition without its `location` and `provenance`: what it says, not where it is from.
    var withoutOrigin: Self {
        var copy = self
        copy.location = nil
        copy.provenance = nil
        return copy
    }
}
