import Foundation

/// The real-world corpus: `../shared/corpus` beside the repository, or `INTENTKIT_CORPUS`.
public enum Corpus {
    /// The corpus folder.
    public static let root: String = ProcessInfo.processInfo.environment["INTENTKIT_CORPUS"]
        ?? URL(fileURLWithPath: packageRoot()).deletingLastPathComponent().appendingPathComponent("shared/corpus").path

    /// The corpus files whose names end in `suffix`, as paths relative to ``root``, sorted.
    public static func files(withExtension suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
    }
}
