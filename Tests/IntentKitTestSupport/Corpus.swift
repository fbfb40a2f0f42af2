import Foundation

/// The first real-world corpus: `../shared/corpus` beside the repository, or `INTENTKIT_CORPUS`.
///
/// Tests that read it run when it is there, and are skipped (with ``skipReason``) when it is not, so a lone
/// clone of the repository passes `swift test` and says what it skipped. With `INTENTKIT_REQUIRE_CORPUS=1`
/// (as `.ci/run` sets) they run anyway, and a missing corpus fails them.
public enum Corpus {
    /// The corpus folder.
    public static let root: String = ProcessInfo.processInfo.environment["INTENTKIT_CORPUS"]
        ?? URL(fileURLWithPath: packageRoot()).deletingLastPathComponent().appendingPathComponent("shared/corpus").path

    /// Whether the corpus is on this machine.
    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root + "/README.md")
    }

    /// Whether tests that need the corpus run: it is there, or it is required (`INTENTKIT_REQUIRE_CORPUS=1`).
    public static var shouldRun: Bool { isAvailable || RealWorld.isRequired }

    /// Why a corpus test did not run.
    public static let skipReason = "the corpus is not found at \(root); set INTENTKIT_CORPUS to its folder, or INTENTKIT_REQUIRE_CORPUS=1 to make its absence a failure"

    /// The message a required but missing corpus fails with.
    public static let missingMessage = "the corpus is required (INTENTKIT_REQUIRE_CORPUS=1) but not found at \(root)"

    /// The corpus files whose names end in `suffix`, as paths relative to ``root``, sorted.
    public static func files(withExtension suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
    }
}
