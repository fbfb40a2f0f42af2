import Foundation

/// The real-world corpus: `../shared/corpus` beside the repository, or `INTENTKIT_CORPUS`.
public enum Corpus {
    /// The corpus folder.
    public static let root: String = ProcessInfo.processInfo.environment["INTENTKIT_CORPUS"]
        ?? URL(fileURLWithPath: packageRoot()).deletingLastPathComponent().appendingPathComponent("shared/corpus").path

    /// Whether the corpus is on this machine.
    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root + "/MANIFEST.tsv")
    }

    /// Whether tests that need the corpus run: it is there, or it is required (`INTENTKIT_REQUIRE_CORPUS=1`, as for ``RealWorld``).
    public static var shouldRun: Bool { isAvailable || RealWorld.isRequired }

    /// Why a corpus test did not run.
    public static let skipReason = "the first real-world corpus is absent (\(root)); set INTENTKIT_REQUIRE_CORPUS=1 to make its absence a failure"

    /// The corpus files whose names end in `suffix`, as paths relative to ``root``, sorted.
    public static func files(withExtension suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
    }
}
