import Diagnostics
import Foundation
import IntentMetadata

/// The app-level document merged from every reached package, and what merging found.
public struct PackageMerge: Sendable {
    /// The merged document, with a `provenance` record for every definition.
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
        return PackageMerge(
            document: merger.document,
            resolution: resolution,
            diagnostics: diagnostics + resolution.diagnostics + merger.diagnostics
        )
    }
}

/// The kinds of definition, as messages name them.
enum DefinitionKind: String {
    case intent, entity
    case enumeration = "enum"
    case query
    case shortcutsProvider = "shortcuts provider"
}

/// The state of one merge.
struct Merger {
    struct Entry {
        var kind: DefinitionKind
        var index: Int
        var package: Int
    }

    let graph: PackageGraph
    let resolution: PackageResolution
    var document = MetadataDocument()
    var diagnostics: [Diagnostic] = []
    var entries: [String: Entry] = [:]
    /// The include path of each package, by its position in the resolution order.
    let paths: [[String]]
    private var reachability: [Int: Set<Int>] = [:]
    private let position: [String: Int]

    init(graph: PackageGraph, resolution: PackageResolution) {
        self.graph = graph
        self.resolution = resolution
        self.paths = resolution.order.map(resolution.includePath(to:))
        self.position = Dictionary(uniqueKeysWithValues: resolution.order.enumerated().map { ($1, $0) })
    }

    mutating func mergeDefinitions() {
        let total = resolution.order.reduce(0) { $0 + (graph.nodes[$1]?.contents.definitionCount ?? 0) }
        entries.reserveCapacity(total)
        document.provenance.reserveCapacity(total)
        for (index, identifier) in resolution.order.enumerated() {
            let node = graph.nodes[identifier]!
            if index == 0 { document.module = node.contents.module }
            document.packages.append(PackageDefinition(identifier: identifier, includedPackages: node.includes.map(\.identifier)))
            let contents = node.contents
            for definition in contents.intents { insert(definition, .intent, \.intents, package: index) }
            for definition in contents.entities { insert(definition, .entity, \.entities, package: index) }
            for definition in contents.enums { insert(definition, .enumeration, \.enums, package: index) }
            for definition in contents.queries { insert(definition, .query, \.queries, package: index) }
            for definition in contents.shortcutsProviders { insert(definition, .shortcutsProvider, \.shortcutsProviders, package: index) }
        }
    }

    private mutating func insert<D: MetadataDefinition>(
        _ definition: D,
        _ kind: DefinitionKind,
        _ list: WritableKeyPath<MetadataDocument, [D]>,
        package: Int
    ) {
        let identifier = definition.identifier
        guard let existing = entries[identifier] else {
            entries[identifier] = Entry(kind: kind, index: document[keyPath: list].count, package: package)
            document[keyPath: list].append(definition)
            document.provenance[identifier] = DefinitionProvenance(package: resolution.order[package], includePath: paths[package])
            return
        }
        let first = resolution.order[existing.package]
        let second = resolution.order[package]
        guard existing.kind == kind else {
            diagnostics.append(PackageChecks.identifierKindClash.diagnostic(
                "'\(identifier)' is \(article(existing.kind)) in package '\(first)' and \(article(kind)) in package '\(second)'; identifiers must be unique across the app",
                at: definition.location,
                notes: [Diagnostic.Note("the \(existing.kind.rawValue) comes from '\(first)' through \(paths[existing.package].joined(separator: " → "))")],
                context: ["identifier": identifier, "packages": "\(first), \(second)"]
            ))
            return
        }
        let kept = document[keyPath: list][existing.index]
        if Self.sameIgnoringLocation(kept, definition) {
            if existing.package != package { document.provenance[identifier]?.alsoFrom.append(second) }
            return
        }
        diagnostics.append(PackageChecks.conflictingDefinition.diagnostic(
            "\(kind.rawValue) '\(identifier)' is defined differently by package '\(first)' and package '\(second)'; the definition from '\(first)' is kept",
            at: definition.location,
            notes: Self.difference(kept, definition, first: first, second: second)
                + [Diagnostic.Note("'\(first)' is reached through \(paths[existing.package].joined(separator: " → ")), '\(second)' through \(paths[package].joined(separator: " → "))", at: kept.location)],
            context: ["identifier": identifier, "packages": "\(first), \(second)"]
        ))
    }

    /// Whether two definitions are the same apart from where they are written.
    static func sameIgnoringLocation<D: MetadataDefinition>(_ lhs: D, _ rhs: D) -> Bool {
        var left = lhs
        var right = rhs
        left.location = nil
        right.location = nil
        return left == right
    }

    private func article(_ kind: DefinitionKind) -> String {
        (kind == .intent || kind == .entity || kind == .enumeration ? "an " : "a ") + kind.rawValue
    }

    /// Notes showing the first lines where the two definitions' JSON differs.
    static func difference<D: MetadataDefinition>(_ lhs: D, _ rhs: D, first: String, second: String) -> [Diagnostic.Note] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var lhs = lhs
        var rhs = rhs
        lhs.location = nil
        rhs.location = nil
        guard let left = try? encoder.encode(lhs), let right = try? encoder.encode(rhs) else { return [] }
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

    mutating func checkReferences() {
        for intent in document.intents {
            let owner = entries[intent.identifier]!.package
            for parameter in intent.parameters {
                let what = "parameter '\(parameter.name)' of intent '\(intent.identifier)'"
                check(parameter.type, from: owner, what: what, location: parameter.location ?? intent.location)
                if let provider = parameter.optionsProvider {
                    check(provider, as: .query, from: owner, what: what, location: parameter.location ?? intent.location)
                }
            }
            if let value = intent.result?.value {
                check(value, from: owner, what: "the result of intent '\(intent.identifier)'", location: intent.location)
            }
        }
        for entity in document.entities {
            let owner = entries[entity.identifier]!.package
            for property in entity.properties {
                check(property.type, from: owner, what: "property '\(property.name)' of entity '\(entity.identifier)'", location: entity.location)
            }
            if let query = entity.defaultQuery {
                check(query, as: .query, from: owner, what: "the default query of entity '\(entity.identifier)'", location: entity.location)
            }
        }
        for query in document.queries {
            let owner = entries[query.identifier]!.package
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
        for provider in document.shortcutsProviders {
            let owner = entries[provider.identifier]!.package
            for shortcut in provider.shortcuts {
                check(shortcut.intent, as: .intent, from: owner, what: "an App Shortcut of '\(provider.identifier)'", location: shortcut.location ?? provider.location)
            }
        }
    }

    private mutating func check(_ type: ValueType, from owner: Int, what: String, location: SourceLocation?) {
        switch type.elementType {
        case .entity(let identifier): check(identifier, as: .entity, from: owner, what: what, location: location)
        case .enumeration(let identifier): check(identifier, as: .enumeration, from: owner, what: what, location: location)
        default: break
        }
    }

    private mutating func check(_ identifier: String, as kind: DefinitionKind, from owner: Int, what: String, location: SourceLocation?) {
        let package = resolution.order[owner]
        guard let entry = entries[identifier] else {
            let includes = graph.nodes[package]?.includes.map(\.identifier) ?? []
            let provider = includes.isEmpty ? "'\(package)' includes no packages" : "'\(package)' includes \(includes.map { "'\($0)'" }.joined(separator: ", "))"
            diagnostics.append(PackageChecks.danglingReference.diagnostic(
                "\(what) (package '\(package)') uses \(kind.rawValue) '\(identifier)', which no package in the app provides; \(provider), so '\(package)' or one of those should declare it",
                at: location,
                context: ["identifier": identifier, "package": package]
            ))
            return
        }
        guard entry.kind == kind else {
            diagnostics.append(PackageChecks.danglingReference.diagnostic(
                "\(what) (package '\(package)') uses \(kind.rawValue) '\(identifier)', but '\(identifier)' is \(article(entry.kind)) (from package '\(resolution.order[entry.package])')",
                at: location,
                context: ["identifier": identifier, "package": package]
            ))
            return
        }
        guard entry.package != owner, !includes(owner, entry.package) else { return }
        let provider = resolution.order[entry.package]
        diagnostics.append(PackageChecks.undeclaredDependency.diagnostic(
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

    mutating func checkAppRules() {
        let providers = document.shortcutsProviders
        if providers.count > 1 {
            let listed = providers.map { "'\($0.identifier)' (package '\(document.provenance[$0.identifier]?.package ?? "?")')" }
            diagnostics.append(PackageChecks.multipleShortcutsProviders.diagnostic(
                "the app has \(providers.count) AppShortcutsProvider types, \(listed.joined(separator: " and ")); the system uses only one and ignores the others without a word",
                at: providers[1].location,
                notes: providers.map { Diagnostic.Note("'\($0.identifier)' is declared by package '\(document.provenance[$0.identifier]?.package ?? "?")'", at: $0.location) }
            ))
        }
        let count = document.allShortcuts.count
        if count > 10 {
            diagnostics.append(PackageChecks.tooManyShortcuts.diagnostic(
                "Found \(count) App Shortcuts, but each app may have at most 10",
                at: providers.first?.location,
                notes: providers.map { Diagnostic.Note("'\($0.identifier)' (package '\(document.provenance[$0.identifier]?.package ?? "?")') declares \($0.shortcuts.count)") }
            ))
        }
    }
}
