import Foundation

/// A YAML document read from libyaml's events into one flat table: every node with its position.
///
/// There is no object per node. A scalar is a range of `bytes`; a sequence or mapping is a range
/// of `children` (keys and values alternate in a mapping). An alias is not a node of its own: its
/// parent lists the node its anchor named, as a composer that resolves aliases would, so a node
/// reached through an alias keeps the position where it was written. Building the table from
/// events is what makes loading fast (PyYAML's CLoader and rapidyaml work the same way); the
/// table is what ``ScheduleReader`` walks.
struct YAMLTree: Sendable {
    /// What a node is.
    enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
    }

    /// One node: its kind, tag, position and the range of its text or children.
    struct Node: Sendable {
        var kind: Kind
        /// ``YAMLTree/implicitTag``, ``YAMLTree/stringTag`` or an index into `tags`.
        var tag: Int32
        /// 1-based line and column (the column in characters) where the node starts.
        var line: Int32
        var column: Int32
        /// A scalar's range in `bytes`, or a collection's in `children` (a mapping has 2 per pair).
        var start: Int32
        var count: Int32
    }

    /// A plain scalar without a tag: YAML's resolver decides what it is.
    static let implicitTag: Int32 = -1
    /// A quoted or block scalar without a tag: a string.
    static let stringTag: Int32 = -2

    var nodes: [Node] = []
    var children: [Int32] = []
    var bytes: [UInt8] = []
    /// Explicit tags, as written after libyaml resolved their handles.
    var tags: [String] = []
    /// The document's top node, when the stream has a document.
    var root: Int32?

    /// The node at `id`.
    @inline(__always)
    subscript(id: Int32) -> Node { nodes[Int(id)] }

    /// The nodes a sequence lists, or the keys and values of a mapping, alternating.
    @inline(__always)
    func elements(of id: Int32) -> ArraySlice<Int32> {
        let node = nodes[Int(id)]
        guard node.kind != .scalar else { return [] }
        return children[Int(node.start)..<Int(node.start + node.count)]
    }

    /// A scalar's text.
    func string(_ id: Int32) -> String {
        let node = nodes[Int(id)]
        guard node.kind == .scalar else { return "" }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start + node.count)]), as: UTF8.self)
        }
    }
}
