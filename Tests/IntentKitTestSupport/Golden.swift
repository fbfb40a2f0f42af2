import Foundation
import Testing

/// Compares `actual` with the golden file at `path`, or records it when `INTENTKIT_RECORD_GOLDENS=1`.
///
/// A recording run always fails ("Recorded new golden …") so a golden is never
/// re-recorded by accident in CI; run the tests again without the variable to see them pass.
public func assertMatchesGolden(
    _ actual: String,
    golden path: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    if ProcessInfo.processInfo.environment["INTENTKIT_RECORD_GOLDENS"] == "1" {
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("Recorded new golden \(path); run again without INTENTKIT_RECORD_GOLDENS to compare.", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record golden \(path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
        Issue.record("Missing golden \(path); record it with INTENTKIT_RECORD_GOLDENS=1.", sourceLocation: sourceLocation)
        return
    }
    if actual != expected {
        Issue.record("Output differs from golden \(path):\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }
}

/// A short line-by-line description of where two texts differ.
func lineDiff(expected: String, actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for index in 0..<max(e.count, a.count) {
        let l = index < e.count ? String(e[index]) : "<missing>"
        let r = index < a.count ? String(a[index]) : "<missing>"
        if l != r {
            out.append("line \(index + 1):\n  expected: \(l)\n  actual:   \(r)")
            if out.count == 10 { out.append("…"); break }
        }
    }
    return out.joined(separator: "\n")
}

/// The `Fixtures` folder beside the test file that calls this.
public func fixturesDirectory(_ filePath: String = #filePath) -> String {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
}

/// The package's root folder (the one holding Package.swift), found from a test file's path.
public func packageRoot(_ filePath: String = #filePath) -> String {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.path != "/" {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        url.deleteLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
}
