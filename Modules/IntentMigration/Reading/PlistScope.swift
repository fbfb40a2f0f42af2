import Foundation
import Diagnostics
import IntentLocalization
import PositionedJSON

/// Where the reader reports: the file, its line table, and the diagnostics so far.
final class DefinitionReport {
    let path: String
    /// `nil` for a binary property list, whose values have no lines: they are reported at 1:1.
    private let lines: LineTable?
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String, lines: LineTable?) {
        self.path = path
        self.lines = lines
    }

    func location(_ offset: Int) -> SourceLocation {
        guard let lines else { return SourceLocation(file: path, line: 1, column: 1) }
        let (line, column) = lines.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    func report(_ check: Check, _ message: String, at offset: Int) {
        diagnostics.append(check.diagnostic(message, at: location(offset)))
    }

    func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}

/// A dictionary of the property list being read: typed accessors that report wrong kinds with the key path,
/// and a report of the keys not among those a reader knows.
struct PlistScope {
    let node: PlistNode
    /// The key path of the dictionary, such as `INIntents[0].INIntentParameters[2]`.
    let keyPath: String
    let report: DefinitionReport
    private let members: [PlistNode.Member]

    /// A scope over `node`, or `nil` (reported) when it is not a dictionary.
    init?(_ node: PlistNode, keyPath: String, report: DefinitionReport) {
        guard case .dictionary(let members) = node.value else {
            report.report(MigrationChecks.invalidValue, "\(keyPath): expected a dictionary, found \(node.kindDescription)", at: node.offset)
            return nil
        }
        self.node = node
        self.keyPath = keyPath
        self.report = report
        self.members = members
    }

    var offset: Int { node.offset }

    /// Whether the dictionary has `key`, whatever its value.
    func has(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// The value of `key`, or `nil` when it is absent or unset: Xcode writes an empty `<data/>` for a value it leaves unset
    /// (such as a maximum never entered), which Apple's reader takes as no value.
    private func member(_ key: String) -> PlistNode? {
        guard let node = members.last(where: { $0.key == key })?.value else { return nil }
        return node.isUnset ? nil : node
    }

    /// The position of the value of `key` (set or not).
    func valueOffset(_ key: String) -> Int? {
        members.last { $0.key == key }?.value.offset
    }

    /// The position of `key` itself.
    func keyOffset(_ key: String) -> Int? {
        members.last { $0.key == key }?.keyOffset
    }

    /// The members in file order, unset ones included.
    var allMembers: [PlistNode.Member] { members }

    private func mismatch(_ key: String, _ node: PlistNode, expected: String) {
        report.report(MigrationChecks.invalidValue, "\(keyPath).\(key): expected \(expected), found \(node.kindDescription)", at: node.offset)
    }

    /// A string; a number is accepted as its text, since Xcode writes some numbers either way.
    func string(_ key: String) -> String? {
        guard let node = member(key) else { return nil }
        switch node.value {
        case .string(let text): return text
        case .integer(let text), .real(let text): return text
        default:
            mismatch(key, node, expected: "a string")
            return nil
        }
    }

    /// A required string: absent or empty is reported.
    func requiredString(_ key: String) -> String? {
        guard let text = string(key) else {
            if member(key) == nil {
                report.report(MigrationChecks.missingKey, "\(keyPath): the required key \(key) is absent", at: offset)
            }
            return nil
        }
        guard !text.isEmpty else {
            report.report(MigrationChecks.missingKey, "\(keyPath).\(key) is empty", at: member(key)?.offset ?? offset)
            return nil
        }
        return text
    }

    /// A Boolean: `<true/>`, `<false/>`, an integer 0 or 1 (as some files have), or the strings `YES` / `NO`
    /// (and `true` / `false`, any case), which Xcode writes for some settings and Apple's reader takes as Booleans.
    func bool(_ key: String) -> Bool? {
        guard let node = member(key) else { return nil }
        if let flag = Self.boolean(node) { return flag }
        mismatch(key, node, expected: "a Boolean")
        return nil
    }

    /// The Boolean a node stands for, if it is one of the forms ``bool(_:)`` accepts.
    static func boolean(_ node: PlistNode) -> Bool? {
        switch node.value {
        case .bool(let flag): return flag
        case .integer(let text) where text == "0" || text == "1": return text == "1"
        case .string(let text):
            switch text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
            case "yes", "true", "1": return true
            case "no", "false", "0": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// An integer, from `<integer>` or a string of digits.
    func integer(_ key: String) -> Int? {
        guard let node = member(key) else { return nil }
        switch node.value {
        case .integer(let text), .string(let text):
            if let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return number }
            if Self.isDigits(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                report.report(MigrationChecks.invalidValue, "\(keyPath).\(key): \(text.trimmingCharacters(in: .whitespacesAndNewlines)) is beyond the 64-bit integers", at: node.offset)
                return nil
            }
        default: break
        }
        mismatch(key, node, expected: "an integer")
        return nil
    }

    /// Whether `text` is an optionally signed run of decimal digits.
    static func isDigits(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A scalar for parameter metadata (a Boolean written as `YES` stays a string here; ``SiriParameter/flag(_:)`` reads it).
    func scalar(_ key: String) -> SiriParameter.MetadataValue? {
        guard let node = member(key) else { return nil }
        if let value = Self.scalar(node) { return value }
        mismatch(key, node, expected: "a string, number or Boolean")
        return nil
    }

    /// The scalar a node holds, if it holds one.
    static func scalar(_ node: PlistNode) -> SiriParameter.MetadataValue? {
        switch node.value {
        case .string(let text): return .string(text)
        case .integer(let text), .real(let text):
            return Double(text).map { .number($0) }
        case .bool(let flag): return .bool(flag)
        default: return nil
        }
    }

    /// A localizable text: the value under `key` and its translation key under `key + "ID"`.
    func text(_ key: String) -> DefinitionText? {
        guard let value = string(key) else { return nil }
        return DefinitionText(value, localizationKey: string(key + "ID"))
    }

    /// The elements of an array, each with its key path.
    func array(_ key: String) -> [(node: PlistNode, keyPath: String)] {
        guard let node = member(key) else { return [] }
        guard case .array(let elements) = node.value else {
            mismatch(key, node, expected: "an array")
            return []
        }
        return elements.enumerated().map { ($0.element, "\(keyPath).\(key)[\($0.offset)]") }
    }

    /// A nested dictionary.
    func dictionary(_ key: String) -> PlistScope? {
        guard let node = member(key) else { return nil }
        return PlistScope(node, keyPath: "\(keyPath).\(key)", report: report)
    }

    /// The members of a nested dictionary whose keys are data (parameter combinations), with their key offsets.
    func entries(_ key: String) -> [(key: String, keyOffset: Int, scope: PlistScope)] {
        guard let node = member(key) else { return [] }
        guard case .dictionary(let members) = node.value else {
            mismatch(key, node, expected: "a dictionary")
            return []
        }
        return members.compactMap { member in
            PlistScope(member.value, keyPath: "\(keyPath).\(key)[\"\(member.key)\"]", report: report).map {
                (member.key, member.keyOffset, $0)
            }
        }
    }

    /// Reports the keys of the dictionary that are not in `known`, with the closest known one.
    func reportUnknownKeys(known: Set<String>) {
        for member in members where !known.contains(member.key) {
            report.report(
                MigrationChecks.unknownKey,
                "\(keyPath): unknown key \(member.key)\(Suggestions.didYouMean(member.key, among: known))",
                at: member.keyOffset
            )
        }
    }
}
