import Foundation

extension YAMLTree {
    /// Whether two nodes are equal as YAML keys, as Yams compares them: the same kind, text (or
    /// children, in order) and resolved tag. A plain scalar's tag is what YAML 1.1's resolver
    /// makes of its text, so `a` and `"a"` are the same key, while `1` and `"1"` are not.
    func sameKey(_ lhs: Int32, _ rhs: Int32) -> Bool {
        if lhs == rhs { return true }
        let left = nodes[Int(lhs)], right = nodes[Int(rhs)]
        guard left.kind == right.kind else { return false }
        // Plain ASCII keys of different lengths, by far the usual case, differ.
        if left.kind == .scalar, left.count != right.count, left.tag == right.tag, !hasNonASCII(left) || !hasNonASCII(right) { return false }
        switch left.kind {
        case .scalar:
            guard sameText(left, right) else { return false }
            return left.tag == right.tag || resolvedTag(lhs) == resolvedTag(rhs)
        case .sequence, .mapping:
            guard left.count == right.count, left.tag == right.tag || resolvedTag(lhs) == resolvedTag(rhs) else { return false }
            return zip(elements(of: lhs), elements(of: rhs)).allSatisfy { sameKey($0, $1) }
        }
    }

    /// Whether two scalars' texts are equal as Swift strings (canonically equivalent), bytes first.
    private func sameText(_ left: Node, _ right: Node) -> Bool {
        let equalBytes = bytes.withUnsafeBufferPointer { buffer in
            left.count == right.count && (left.count == 0 || memcmp(buffer.baseAddress! + Int(left.start), buffer.baseAddress! + Int(right.start), Int(left.count)) == 0)
        }
        if equalBytes { return true }
        let isASCII = { (node: Node) in self.bytes[Int(node.start)..<Int(node.start + node.count)].allSatisfy { $0 < 0x80 } }
        if isASCII(left) || isASCII(right) { return false }
        return text(of: left) == text(of: right)
    }

    private func hasNonASCII(_ node: Node) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            buffer[Int(node.start)..<Int(node.start + node.count)].contains { $0 >= 0x80 }
        }
    }

    private func text(of node: Node) -> String {
        String(decoding: bytes[Int(node.start)..<Int(node.start + node.count)], as: UTF8.self)
    }

    /// A node's tag once resolved: explicit, a string for quoted scalars, YAML 1.1's guess for plain ones.
    func resolvedTag(_ id: Int32) -> String {
        let node = nodes[Int(id)]
        switch node.tag {
        case Self.stringTag: return "tag:yaml.org,2002:str"
        case Self.implicitTag:
            switch node.kind {
            case .scalar: return YAMLResolver.tag(of: text(of: node))
            case .sequence: return "tag:yaml.org,2002:seq"
            case .mapping: return "tag:yaml.org,2002:map"
            }
        default: return tags[Int(node.tag)]
        }
    }

    /// Yams' order of keys: scalars by text; sequences, and mappings by their keys, element by element.
    func keyPrecedes(_ lhs: Int32, _ rhs: Int32) -> Bool {
        let left = nodes[Int(lhs)], right = nodes[Int(rhs)]
        switch (left.kind, right.kind) {
        case (.scalar, .scalar):
            return text(of: left) < text(of: right)
        case (.sequence, .sequence), (.mapping, .mapping):
            let stride = left.kind == .mapping ? 2 : 1
            let leftItems = Array(elements(of: lhs)), rightItems = Array(elements(of: rhs))
            for index in Swift.stride(from: 0, to: min(leftItems.count, rightItems.count), by: stride) {
                if keyPrecedes(leftItems[index], rightItems[index]) { return true }
                if keyPrecedes(rightItems[index], leftItems[index]) { return false }
            }
            return leftItems.count < rightItems.count
        default:
            return false
        }
    }
}

extension YAMLTree.Builder {
    /// Reports keys given twice in a mapping as Yams does: every duplicated key, in Yams' order, at the first one's first place.
    mutating func checkDuplicateKeys(of mapping: Int32) throws(YAMLTree.Failure) {
        let node = tree[mapping]
        let keyCount = Int(node.count) / 2
        guard keyCount > 1 else { return }
        // Groups of equal keys, each named by its first occurrence. Small mappings compare every pair
        // (lengths first, so distinct keys rarely reach their bytes); large ones compare only keys in
        // the same bucket (same kind and text), which equal keys share.
        var groups: [(first: Int32, count: Int)] = []
        if keyCount <= 64 {
            let base = Int(node.start)
            var counted: UInt64 = 0
            for i in 0..<keyCount where counted & (1 << i) == 0 {
                let key = tree.children[base + 2 * i]
                var count = 1
                for j in (i + 1)..<keyCount where counted & (1 << j) == 0 && tree.sameKey(key, tree.children[base + 2 * j]) {
                    counted |= 1 << j
                    count += 1
                }
                if count > 1 { groups.append((key, count)) }
            }
        } else {
            let items = tree.elements(of: mapping)
            let keys = Swift.stride(from: items.startIndex, to: items.endIndex, by: 2).map { items[$0] }
            var buckets: [String: [Int32]] = [:]
            var order: [String] = []
            for key in keys {
                let node = tree[key]
                let bucket = node.kind == .scalar ? "s" + tree.string(key).precomposedStringWithCanonicalMapping : (node.kind == .mapping ? "m" : "q")
                if buckets[bucket] == nil { order.append(bucket) }
                buckets[bucket, default: []].append(key)
            }
            for bucket in order {
                var members = buckets[bucket]!
                while let first = members.first {
                    let equal = members.filter { tree.sameKey(first, $0) }
                    if equal.count > 1 { groups.append((first, equal.count)) }
                    members.removeAll { tree.sameKey(first, $0) }
                }
            }
        }
        guard !groups.isEmpty else { return }
        let sorted = groups.map(\.first).sorted { tree.keyPrecedes($0, $1) }
        let names = sorted.map { tree[$0].kind == .scalar ? "'\(tree.string($0))'" : "'<uncovertable>'" }
        let first = tree[sorted[0]]
        throw YAMLTree.Failure(
            message: "duplicate key \(names.joined(separator: ", ")) in one mapping; each key may appear once",
            line: Int(first.line),
            column: Int(first.column)
        )
    }
}
