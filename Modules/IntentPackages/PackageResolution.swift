import Diagnostics
import IntentMetadata

/// The packages an app reaches from its root package, in a deterministic order, with how each is reached.
///
/// Resolution walks `includedPackages` depth-first in declared order. A package reached a
/// second way (a diamond) is kept once, at its first position, and the other ways are noted; an
/// include that leads back to a package being walked is a cycle, reported with its whole path
/// and not followed; an include of an undefined package is reported naming who included it.
public struct PackageResolution: Sendable {
    /// The root package.
    public var root: String
    /// Every reached package, root first, in depth-first declared order.
    public var order: [String]
    /// The package through which each package was first reached (`nil` for the root).
    public var parent: [String: String]
    /// Problems: cycles, missing packages, unreachable ones.
    public var diagnostics: [Diagnostic]

    /// The include path from the root to `package`, both ends included; empty if not reached.
    public func includePath(to package: String) -> [String] {
        guard parent[package] != nil || package == root else { return [] }
        var path = [package]
        var current = package
        while let next = parent[current] {
            path.append(next)
            current = next
        }
        return path.reversed()
    }

    /// Whether `package` was reached.
    public func reaches(_ package: String) -> Bool {
        package == root || parent[package] != nil
    }
}

extension PackageGraph {
    /// Resolves the packages reachable from `root`.
    public func resolve(root: String) -> PackageResolution {
        var resolution = PackageResolution(root: root, order: [], parent: [:], diagnostics: [])
        guard nodes[root] != nil else {
            resolution.diagnostics.append(PackageChecks.missingPackage.diagnostic(
                "the root package '\(root)' is not defined by any document or module\(Suggestions.didYouMean(root, among: identifiers))",
                at: nil
            ))
            return resolution
        }
        var visited: Set<String> = [root]
        var onStack: [String: Int] = [root: 0]
        var stack: [(identifier: String, next: Int)] = [(root, 0)]
        resolution.order.append(root)
        var reportedMissing: Set<String> = []
        while !stack.isEmpty {
            let top = stack[stack.count - 1]
            let includes = nodes[top.identifier]!.includes
            guard top.next < includes.count else {
                onStack[top.identifier] = nil
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let include = includes[top.next]
            guard nodes[include.identifier] != nil else {
                if reportedMissing.insert("\(top.identifier)→\(include.identifier)").inserted {
                    resolution.diagnostics.append(PackageChecks.missingPackage.diagnostic(
                        "package '\(include.identifier)', included by '\(top.identifier)', is not defined by any document or module\(Suggestions.didYouMean(include.identifier, among: identifiers))",
                        at: include.location,
                        context: ["package": include.identifier, "includedBy": top.identifier]
                    ))
                }
                continue
            }
            if let depth = onStack[include.identifier] {
                let cycle = stack[depth...].map(\.identifier) + [include.identifier]
                resolution.diagnostics.append(PackageChecks.includeCycle.diagnostic(
                    "packages include each other in a cycle: \(cycle.joined(separator: " → ")); the include of '\(include.identifier)' by '\(top.identifier)' is not followed",
                    at: include.location,
                    context: ["cycle": cycle.joined(separator: " → ")]
                ))
                continue
            }
            guard visited.insert(include.identifier).inserted else { continue }
            resolution.parent[include.identifier] = top.identifier
            resolution.order.append(include.identifier)
            onStack[include.identifier] = stack.count
            stack.append((include.identifier, 0))
        }
        for identifier in identifiers where !visited.contains(identifier) {
            let node = nodes[identifier]!
            let count = node.contents.definitionCount
            resolution.diagnostics.append(PackageChecks.unreachablePackage.diagnostic(
                "package '\(identifier)' (\(node.origin)) is not included by '\(root)' or any package it includes, so its \(count) definition\(count == 1 ? " is" : "s are") left out",
                at: node.location
            ))
        }
        return resolution
    }
}

extension MetadataDocument {
    /// How many definitions the document holds, packages aside.
    var definitionCount: Int {
        intents.count + entities.count + enums.count + queries.count + shortcutsProviders.count + unions.count
    }
}
