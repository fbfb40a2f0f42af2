/// A field-by-field comparison of two `extract.actionsdata` files' values.
///
/// It compares what a product ships (what Xcode wrote) with what IntentKit writes from the sources, as
/// `intentkit metadata diff` does. Arrays that hold the same values in another order are counted, not reported:
/// Xcode writes sets in hash order.
public struct MetadataComparison: Sendable {
    /// One field that differs.
    public struct Change: Hashable, Sendable {
        /// The definition it belongs to: `intent MoveTile`, `entity IntEntity`, `enum LaunchAppEnum`, `file`.
        public var definition: String
        /// The field inside it, dotted (`parameters[0].title.key`); empty for a whole definition.
        public var field: String
        /// The product's value; `nil` when the product has no such field (or definition).
        public var product: AppleJSON?
        /// The value written from the sources; `nil` when they have no such field (or definition).
        public var sources: AppleJSON?
    }

    /// Every difference, in the product's order, then what only the sources have.
    public var changes: [Change]
    /// How many arrays hold the same values in another order (Xcode writes sets in hash order; not a change).
    public var reorderings: Int

    /// Compares `product` (what Xcode wrote) with `sources` (what IntentKit writes from the sources).
    public init(product: AppleJSON, sources: AppleJSON) {
        var changes: [Change] = []
        var reorderings = 0
        for difference in AppleSidecar.differences(xcode: Self.keyed(product), derived: Self.keyed(sources)) {
            if let left = difference.xcode?.elements, let right = difference.derived?.elements, left.count == right.count, AppleSidecar.isReordering(left, right) {
                reorderings += 1
                continue
            }
            let (definition, field) = Self.split(difference.path)
            changes.append(Change(definition: definition, field: field, product: difference.xcode, sources: difference.derived))
        }
        self.changes = changes
        self.reorderings = reorderings
    }

    /// The file with `enums` and `autoShortcuts` keyed by identifier, so definitions compare by name, not position.
    static func keyed(_ root: AppleJSON) -> AppleJSON {
        var copy = root
        if let enums = root["enums"]?.elements {
            copy.set("enums", .object(enums.enumerated().map { .init($0.element["identifier"]?.stringValue ?? "#\($0.offset)", $0.element) }))
        }
        if let shortcuts = root["autoShortcuts"]?.elements {
            var seen: [String: Int] = [:]
            copy.set("autoShortcuts", .object(shortcuts.map { shortcut in
                let intent = shortcut["actionIdentifier"]?.stringValue ?? "?"
                seen[intent, default: 0] += 1
                return .init(seen[intent] == 1 ? intent : "\(intent)#\(seen[intent]!)", shortcut)
            }))
        }
        return copy
    }

    static let sections = ["actions": "intent", "entities": "entity", "queries": "query", "enums": "enum", "autoShortcuts": "App Shortcut of"]

    static func split(_ path: [AppleJSONPathComponent]) -> (String, String) {
        if path.count >= 2, case .key(let section) = path[0], let kind = sections[section], case .key(let name) = path[1] {
            return ("\(kind) \(name)", Array(path.dropFirst(2)).dotted)
        }
        return ("file", path.dotted)
    }

    /// The comparison as text: one line per definition only on one side, and one per field that differs.
    public func text(productName: String = "product", sourcesName: String = "sources") -> String {
        var lines: [String] = []
        var current = ""
        for change in changes {
            let value: (AppleJSON?) -> String = { $0.map { String(decoding: XcodeJSONWriter.compact($0), as: UTF8.self) } ?? "(none)" }
            if change.field.isEmpty {
                lines.append(change.product == nil ? "only in the \(sourcesName): \(change.definition)" : change.sources == nil ? "only in the \(productName): \(change.definition)" : "\(change.definition): \(productName) \(value(change.product)), \(sourcesName) \(value(change.sources))")
                current = ""
                continue
            }
            if change.definition != current {
                lines.append(change.definition)
                current = change.definition
            }
            lines.append("  \(change.field): \(productName) \(value(change.product)), \(sourcesName) \(value(change.sources))")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
