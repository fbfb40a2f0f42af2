import Diagnostics
import Foundation

/// Findings a team has accepted, so a lint fails only on new ones: `--baseline` / `--write-baseline`.
///
/// A finding is identified by its check, file, table, key, locale and message, not by its line,
/// so editing a file above a finding does not revive it. The file is JSON:
/// `{"version": 1, "findings": ["localization.missing-translation | App/en.lproj/Localizable.strings | Localizable | Done | de | …"]}`.
public struct LintBaseline: Codable, Equatable, Sendable {
    /// The format version.
    public var version: Int
    /// The accepted findings' fingerprints, sorted; one per finding (repeats allowed).
    public var findings: [String]

    /// A baseline accepting `diagnostics`.
    public init(accepting diagnostics: [Diagnostic]) {
        version = 1
        findings = diagnostics.map(Self.fingerprint).sorted()
    }

    /// The stable identity of a finding.
    public static func fingerprint(_ diagnostic: Diagnostic) -> String {
        [
            diagnostic.id,
            diagnostic.location?.file ?? "",
            diagnostic.context["table"] ?? "",
            diagnostic.context["key"] ?? "",
            diagnostic.context["locale"] ?? "",
            diagnostic.message,
        ].joined(separator: " | ")
    }

    /// The diagnostics the baseline does not accept, and how many it accepted.
    public func newFindings(in diagnostics: [Diagnostic]) -> (new: [Diagnostic], accepted: Int) {
        var remaining: [String: Int] = [:]
        for finding in findings { remaining[finding, default: 0] += 1 }
        var new: [Diagnostic] = []
        var accepted = 0
        for diagnostic in diagnostics {
            let print = Self.fingerprint(diagnostic)
            if let count = remaining[print], count > 0 {
                remaining[print] = count - 1
                accepted += 1
            } else {
                new.append(diagnostic)
            }
        }
        return (new, accepted)
    }

    /// Reads a baseline file.
    public static func load(contentsOf path: String) throws(DiagnosticError) -> LintBaseline {
        let bytes: [UInt8]
        switch FileIO.read(path) {
        case .success(let read): bytes = read
        case .failure(let error): throw error
        }
        do {
            let baseline = try JSONDecoder().decode(LintBaseline.self, from: Data(bytes))
            guard baseline.version == 1 else {
                throw DiagnosticError(LintChecks.invalidConfiguration.diagnostic("unsupported baseline version \(baseline.version); this IntentKit reads version 1", at: SourceLocation(file: path)))
            }
            return baseline
        } catch let error as DiagnosticError {
            throw error
        } catch {
            throw DiagnosticError(LintChecks.invalidConfiguration.diagnostic("\(path) is not a lint baseline: \(error)", at: SourceLocation(file: path)))
        }
    }

    /// Writes the baseline atomically, pretty-printed with sorted keys so it diffs well.
    public func write(to path: String) throws(DiagnosticError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        try FileIO.writeAtomically(String(decoding: data, as: UTF8.self) + "\n", to: path)
    }
}
