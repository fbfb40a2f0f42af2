import Diagnostics
import Foundation
import LocalizationLint
import Testing

/// Hostile sizes (issue 22): each gives a diagnostic or a result in bounded time, never a crash.
@Suite struct LintHostileSizeTests {
    /// Nine levels of ten aliases each ("billion laughs"): a billion nodes from a few hundred bytes.
    static let aliasBomb: String = {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\nlocalization:\n  exclude: *a9\n  developmentLanguage: *a9\n  checks: *a9\n"
    }()

    @Test func anAliasBombInTheConfigurationIsReadInBoundedTime() {
        let started = ContinuousClock.now
        let (configuration, diagnostics) = LintConfiguration.load(yaml: Self.aliasBomb, path: ".intentkit.yml")
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(configuration.excludes.isEmpty)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.location?.line != nil })
    }
}
