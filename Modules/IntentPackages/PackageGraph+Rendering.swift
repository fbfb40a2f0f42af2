import Foundation

extension PackageGraph {
    /// The include tree from `root` as indented text.
    ///
    /// A package reached again (a diamond) is shown with "(already included)" and not expanded;
    /// an include back into the current path is marked "(cycle)"; an undefined one "(not found)".
    public func tree(root: String) -> String {
        var lines: [String] = [root + (nodes[root] == nil ? " (not found)" : "")]
        var expanded: Set<String> = [root]
        func walk(_ identifier: String, prefix: String, path: Set<String>) {
            let includes = nodes[identifier]?.includes ?? []
            for (index, include) in includes.enumerated() {
                let last = index == includes.count - 1
                let branch = prefix + (last ? "└─ " : "├─ ")
                let child = include.identifier
                if nodes[child] == nil {
                    lines.append(branch + child + " (not found)")
                } else if path.contains(child) {
                    lines.append(branch + child + " (cycle)")
                } else if !expanded.insert(child).inserted {
                    lines.append(branch + child + " (already included)")
                } else {
                    lines.append(branch + child)
                    walk(child, prefix: prefix + (last ? "   " : "│  "), path: path.union([child]))
                }
            }
        }
        if nodes[root] != nil { walk(root, prefix: "", path: [root]) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The include graph from `root` in Graphviz's DOT language.
    ///
    /// It shows the reached packages and their includes, the root in bold, missing packages dashed and red,
    /// and cycle edges red.
    public func dot(root: String) -> String {
        dot(resolve(root: root))
    }

    /// The DOT graph of a resolution already made.
    public func dot(_ resolution: PackageResolution) -> String {
        let root = resolution.root
        var out = "digraph packages {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        out += "  \(quoted(root)) [style=bold];\n"
        var missing: Set<String> = []
        for identifier in resolution.order {
            for include in nodes[identifier]?.includes ?? [] {
                if nodes[include.identifier] == nil { missing.insert(include.identifier) }
                let backEdge = resolution.includePath(to: identifier).contains(include.identifier)
                out += "  \(quoted(identifier)) -> \(quoted(include.identifier))" + (backEdge ? " [color=red, label=\"cycle\"]" : "") + ";\n"
            }
        }
        for identifier in missing.sorted() {
            out += "  \(quoted(identifier)) [style=dashed, color=red, label=\"\(identifier)\\n(not found)\"];\n"
        }
        return out + "}\n"
    }

    private func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
