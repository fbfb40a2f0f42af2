import Foundation

/// The second real-world corpus, `../shared/realworld` beside the repository (or `INTENTKIT_REALWORLD`):
/// shipping apps' App Intents code, definitions, whole apps and Xcode projects.
///
/// Tests that read it run when it is there, and are skipped (with ``skipReason``) when it is not, so a lone
/// clone of the repository passes `swift test`. With `INTENTKIT_REQUIRE_CORPUS=1` (as `.ci/run` sets) they
/// run anyway, and a missing corpus fails them.
public enum RealWorld {
    /// The corpus folder.
    public static let root: String = ProcessInfo.processInfo.environment["INTENTKIT_REALWORLD"]
        ?? URL(fileURLWithPath: packageRoot()).deletingLastPathComponent().appendingPathComponent("shared/realworld").path

    /// Whether the corpus is on this machine.
    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root + "/README.md")
    }

    /// Whether a missing corpus must fail the tests that need it (`INTENTKIT_REQUIRE_CORPUS=1`).
    public static var isRequired: Bool {
        ProcessInfo.processInfo.environment["INTENTKIT_REQUIRE_CORPUS"] == "1"
    }

    /// Whether tests that need the corpus run: it is there, or it is required.
    public static var shouldRun: Bool { isAvailable || isRequired }

    /// Why a corpus test did not run.
    public static let skipReason = "the real-world corpus is not found at \(root); set INTENTKIT_REALWORLD to its folder, or INTENTKIT_REQUIRE_CORPUS=1 to make its absence a failure"

    /// The message a required but missing corpus fails with.
    public static let missingMessage = "the real-world corpus is required (INTENTKIT_REQUIRE_CORPUS=1) but not found at \(root)"

    /// The app folders of `apps/`, sorted.
    public static func appFolders() -> [String] {
        let folder = root + "/apps"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    /// The app folders of `whole-apps/`, sorted: complete apps whose String Catalogs Xcode maintains.
    public static func wholeAppFolders() -> [String] {
        let folder = root + "/whole-apps"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    /// Every app folder of `apps/` and `whole-apps/`, as paths.
    public static func allAppPaths() -> [String] {
        appFolders().map { root + "/apps/" + $0 } + wholeAppFolders().map { root + "/whole-apps/" + $0 }
    }

    /// Every Swift file of those folders, as paths.
    public static func swiftFiles() -> [String] {
        allAppPaths().flatMap(swiftFiles(in:))
    }

    /// Every Swift file of one folder, as paths, sorted.
    public static func swiftFiles(in folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }
}
