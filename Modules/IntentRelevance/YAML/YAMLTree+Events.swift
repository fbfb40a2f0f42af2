import CIntentKitYAML
import Foundation

extension YAMLTree {
    /// Why a document could not be read: libyaml's problem or the composer's, where it is.
    struct Failure: Error, Sendable, Equatable {
        /// The whole message, as the schedule reader reports it.
        var message: String
        /// 1-based; `nil` when the problem has no position (exhausted memory, a file over 2 GB).
        var line: Int?
        var column: Int?
    }

    /// Aliases may expand a document to this many nodes whatever its size…
    static let aliasExpansionFloor = 1_000_000
    /// …and to this many times the nodes it writes: beyond both, it is an alias bomb and is not read.
    static let aliasExpansionRatio = 10

    /// Reads the single document of `yaml` from libyaml's events.
    ///
    /// It composes as Yams' `compose(yaml:)` does, with the same problems at the same positions:
    /// libyaml's syntax errors, an undefined alias, a second document, a key given twice in one
    /// mapping (keys compared as Yams compares them). Aliases are bounded: past
    /// ``aliasExpansionFloor`` nodes and ``aliasExpansionRatio`` times the nodes written, reading
    /// stops at the alias that crossed the line.
    ///
    /// - Throws: ``Failure``.
    static func read(_ yaml: String) throws(Failure) -> YAMLTree {
        var yaml = yaml
        yaml.makeContiguousUTF8()
        var result: Result<YAMLTree, Failure> = .failure(Failure(message: "malformed YAML: Memory error"))
        yaml.utf8.withContiguousStorageIfAvailable { input in
            result = Result { () throws(Failure) -> YAMLTree in try read(utf8: input) }
        }
        return try result.get()
    }

    /// Inputs of at least this many bytes are parsed on a thread of their own, ahead of the table being built
    /// (`intentkit_yaml_parser_open_pipelined`); below it, a thread costs more than it saves.
    static let pipelineThreshold = 1 << 20

    /// Reads the single document of `input`, which must be valid UTF-8 (as a file's bytes are once checked);
    /// `pipelined` overrides ``pipelineThreshold`` (for tests: both ways give the same tree and failures).
    static func read(utf8 input: UnsafeBufferPointer<UInt8>, pipelined: Bool? = nil) throws(Failure) -> YAMLTree {
        var builder = Builder(input: input, pipelined: pipelined ?? (input.count >= pipelineThreshold))
        return try builder.build()
    }

    /// Whether every byte is ASCII, so the bytes are valid UTF-8 as they are; eight bytes at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index + 8 <= raw.count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        return raw[index...].allSatisfy { $0 < 0x80 }
    }
}

extension YAMLTree {
    /// Turns libyaml's events into a ``YAMLTree``, as a composer would.
    struct Builder {
        /// A sequence or mapping whose end has not come yet.
        struct Open {
            var node: Int32
            /// Where its children start in `pending`.
            var firstChild: Int
            /// How many nodes it stands for once aliases are expanded.
            var expanded: Int
            var anchor: String?
        }

        let input: UnsafeBufferPointer<UInt8>
        /// Whether libyaml parses on a thread of its own while the table is built.
        let pipelined: Bool
        var tree = YAMLTree()
        var open: [Open] = []
        /// The children of every open collection, innermost last.
        var pending: [Int32] = []
        var anchors: [String: (node: Int32, expanded: Int)] = [:]
        var tagIndex: [String: Int32] = [:]
        var written = 0
        var expandedByAliases = 0

        init(input: UnsafeBufferPointer<UInt8>, pipelined: Bool) {
            self.input = input
            self.pipelined = pipelined
            // Capacity is only address space until it is written, so reserve what the densest likely text needs.
            tree.bytes.reserveCapacity(input.count)
            tree.nodes.reserveCapacity(input.count / 4)
            tree.children.reserveCapacity(input.count / 4)
        }

        mutating func build() throws(Failure) -> YAMLTree {
            guard input.count < Int(Int32.max) else {
                throw Failure(message: "malformed YAML: the file is \(input.count) bytes; IntentKit reads YAML documents under 2 GB")
            }
            let open = pipelined ? intentkit_yaml_parser_open_pipelined : intentkit_yaml_parser_open
            guard let parser = open(input.baseAddress, UInt64(input.count)) else {
                throw Failure(message: "malformed YAML: Memory error")
            }
            defer { intentkit_yaml_parser_close(parser) }
            var event = intentkit_yaml_event()
            try next(parser, &event) // the stream's start
            try next(parser, &event)
            guard event.kind != Int32(INTENTKIT_YAML_STREAM_END) else { return tree }
            // The document's start is behind us; read nodes until the root is complete.
            repeat {
                try next(parser, &event)
                try take(event)
            } while tree.root == nil
            try next(parser, &event) // the document's end
            try next(parser, &event)
            guard event.kind == Int32(INTENTKIT_YAML_STREAM_END) else {
                throw Failure(message: "malformed YAML: expected a single document in the stream, but found another document", line: Int(event.line) + 1, column: Int(event.column) + 1)
            }
            return tree
        }

        private func next(_ parser: OpaquePointer, _ event: inout intentkit_yaml_event) throws(Failure) {
            guard intentkit_yaml_parser_next(parser, &event) == 1 else {
                var error = intentkit_yaml_error()
                intentkit_yaml_parser_error(parser, &error)
                throw failure(error)
            }
        }

        private mutating func take(_ event: intentkit_yaml_event) throws(Failure) {
            let line = Int32(truncatingIfNeeded: event.line + 1)
            let column = Int32(truncatingIfNeeded: event.column + 1)
            switch Int(event.kind) {
            case Int(INTENTKIT_YAML_SCALAR):
                let start = Int32(tree.bytes.count)
                if event.length > 0 {
                    tree.bytes.append(contentsOf: UnsafeBufferPointer(start: event.value, count: Int(event.length)))
                }
                let tag = event.quoted_implicit != 0 ? YAMLTree.stringTag : tagID(event.tag, implicitName: "tag:yaml.org,2002:str", isScalar: true)
                let id = append(YAMLTree.Node(kind: .scalar, tag: tag, line: line, column: column, start: start, count: Int32(event.length)))
                if let anchor = event.anchor { anchors[String(cString: anchor)] = (id, 1) }
                finish(id, expanded: 1)
            case Int(INTENTKIT_YAML_SEQUENCE_START), Int(INTENTKIT_YAML_MAPPING_START):
                let isMapping = Int(event.kind) == Int(INTENTKIT_YAML_MAPPING_START)
                let tag = tagID(event.tag, implicitName: isMapping ? "tag:yaml.org,2002:map" : "tag:yaml.org,2002:seq", isScalar: false)
                let id = append(YAMLTree.Node(kind: isMapping ? .mapping : .sequence, tag: tag, line: line, column: column, start: 0, count: 0))
                open.append(Open(node: id, firstChild: pending.count, expanded: 1, anchor: event.anchor.map { String(cString: $0) }))
            case Int(INTENTKIT_YAML_SEQUENCE_END), Int(INTENTKIT_YAML_MAPPING_END):
                let closing = open.removeLast()
                let count = pending.count - closing.firstChild
                tree.nodes[Int(closing.node)].start = Int32(tree.children.count)
                tree.nodes[Int(closing.node)].count = Int32(count)
                tree.children.append(contentsOf: pending[closing.firstChild...])
                pending.removeLast(count)
                if tree.nodes[Int(closing.node)].kind == .mapping {
                    try checkDuplicateKeys(of: closing.node)
                }
                if let anchor = closing.anchor { anchors[anchor] = (closing.node, closing.expanded) }
                finish(closing.node, expanded: closing.expanded)
            case Int(INTENTKIT_YAML_ALIAS):
                let name = String(decoding: UnsafeBufferPointer(start: event.value, count: Int(event.length)), as: UTF8.self)
                guard let target = anchors[name] else {
                    throw Failure(message: "malformed YAML: found undefined alias", line: Int(line), column: Int(column))
                }
                expandedByAliases += target.expanded
                let limit = max(YAMLTree.aliasExpansionFloor, YAMLTree.aliasExpansionRatio * written)
                if expandedByAliases > limit {
                    throw Failure(
                        message: "malformed YAML: aliases expand the document past \(limit) nodes, more than \(YAMLTree.aliasExpansionRatio) times the \(written) written before this one; IntentKit does not read alias bombs",
                        line: Int(line),
                        column: Int(column)
                    )
                }
                finish(target.node, expanded: target.expanded)
            default:
                break
            }
        }

        private mutating func append(_ node: YAMLTree.Node) -> Int32 {
            tree.nodes.append(node)
            written += 1
            return Int32(tree.nodes.count - 1)
        }

        /// Hands a complete node to its parent, or makes it the root.
        private mutating func finish(_ id: Int32, expanded: Int) {
            if open.isEmpty {
                tree.root = id
            } else {
                pending.append(id)
                open[open.count - 1].expanded += expanded
            }
        }

        /// The tag of a node: none (implicit), or an explicit tag, interned; a collection's own default tag counts as none.
        private mutating func tagID(_ tag: UnsafePointer<UInt8>?, implicitName: String, isScalar: Bool) -> Int32 {
            guard let tag else { return YAMLTree.implicitTag }
            let name = String(cString: tag)
            if name == implicitName { return isScalar ? YAMLTree.stringTag : YAMLTree.implicitTag }
            if let index = tagIndex[name] { return index }
            tree.tags.append(name)
            tagIndex[name] = Int32(tree.tags.count - 1)
            return Int32(tree.tags.count - 1)
        }

        private func failure(_ error: intentkit_yaml_error) -> Failure {
            let problem = error.problem.map { String(cString: $0) } ?? "unknown problem"
            switch Int(error.kind) {
            case Int(INTENTKIT_YAML_SCANNER_ERROR), Int(INTENTKIT_YAML_PARSER_ERROR):
                let context = error.context.map { String(cString: $0) + ", " } ?? ""
                let position = YAMLTree.position(line: Int(error.problem_line) + 1, column: Int(error.problem_column) + 1, in: input)
                return Failure(message: "malformed YAML: " + context + problem, line: position.line, column: position.column)
            case Int(INTENTKIT_YAML_READER_ERROR):
                let reader = YAMLTree.readerError(problem: problem, offset: Int(error.problem_offset), value: Int(error.problem_value), in: String(decoding: input, as: UTF8.self))
                return Failure(message: "malformed YAML: " + reader.message, line: reader.line, column: reader.column)
            default:
                return Failure(message: "malformed YAML: Memory error")
            }
        }
    }
}
