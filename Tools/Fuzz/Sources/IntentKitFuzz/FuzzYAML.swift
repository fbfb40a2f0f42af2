import Diagnostics
import IntentRelevance
import LocalizationLint

/// YAML relevance schedules: positions inside the input, and every entry's windows over a week computed in bounded time.
enum FuzzRelevanceSchedule {
    static let path = "relevance.yaml"

    static func run(_ bytes: [UInt8]) {
        let text = FuzzCheck.text(bytes)
        let (schedule, diagnostics) = RelevanceSchedule.load(yaml: text, path: path)
        FuzzCheck.positions(diagnostics, path: path, bytes: Array(text.utf8))
        guard let schedule else { return }
        // 2026-01-01T00:00:00Z, a week.
        let start: Int64 = 1_767_225_600
        for entry in schedule.entries.prefix(64) {
            let windows = entry.windows(intersecting: start, start + 7 * 86_400, evaluationZone: schedule.timeZone)
            for window in windows {
                FuzzCheck.expect(window.start <= window.end, "a window that ends before it starts: \(window)")
            }
        }
    }
}

/// Lint configurations: positions inside the input.
enum FuzzLintConfiguration {
    static let path = ".intentkit-lint.yml"

    static func run(_ bytes: [UInt8]) {
        let text = FuzzCheck.text(bytes)
        let (_, diagnostics) = LintConfiguration.load(yaml: text, path: path)
        FuzzCheck.positions(diagnostics, path: path, bytes: Array(text.utf8))
    }
}

/// Lint baselines: a loaded baseline written and loaded again is the same.
enum FuzzLintBaseline {
    static func run(_ bytes: [UInt8]) {
        let path = Scratch.write(bytes, to: "baseline.json")
        let baseline: LintBaseline
        do {
            baseline = try LintBaseline.load(contentsOf: path)
        } catch {
            FuzzCheck.positions([error.diagnostic], path: path, bytes: bytes, needsLine: false)
            return
        }
        let copy = Scratch.folder + "/baseline-copy.json"
        do {
            try baseline.write(to: copy)
        } catch {
            FuzzCheck.fail("a loaded baseline cannot be written: \(error.diagnostic)")
        }
        guard let again = try? LintBaseline.load(contentsOf: copy) else { FuzzCheck.fail("a written baseline does not load") }
        FuzzCheck.expect(again == baseline, "writing and loading changed the baseline")
    }
}
