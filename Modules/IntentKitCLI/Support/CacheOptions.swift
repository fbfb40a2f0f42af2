import AppCheck
import ArgumentParser
import Foundation

/// Where `check` keeps its results across runs: `.build/intentkit-cache` in the app's folder by default.
struct CacheOptions: ParsableArguments {
    @Option(name: .customLong("cache"), help: ArgumentHelp("Keep results across runs in this folder (default: .build/intentkit-cache in the app's folder).", valueName: "folder"))
    var folder: String?

    @Flag(help: "Keep no results across runs, and use none.")
    var noCache = false

    /// The cache folder and version for the app at `path`, or `nil` with `--no-cache`.
    func setting(for path: String) -> (folder: String, version: String)? {
        // INTENTKIT_NO_CACHE=1 turns the default cache off (a CI job, a test); a folder named with --cache is still used.
        if noCache || (folder == nil && ProcessInfo.processInfo.environment["INTENTKIT_NO_CACHE"] == "1") { return nil }
        return (folder ?? CheckPipeline.defaultCacheFolder(for: path), Self.version)
    }

    /// IntentKit's version and the build of this executable (its size and time), so results of another build, however
    /// it is numbered, are never taken.
    static let version: String = {
        var info = stat()
        // On Linux the running executable is `/proc/self/exe` (stat follows the link): `Bundle.main`, made only for
        // its path, cost every run about 1.5 ms (2% of a re-check's time over the real-world corpus's whole apps).
        // Without /proc (a bare root file system), the path the process was started with.
        #if os(Linux)
        let executables = ["/proc/self/exe", CommandLine.arguments[0]]
        #else
        let executables = [Bundle.main.executablePath ?? CommandLine.arguments[0]]
        #endif
        guard executables.contains(where: { stat($0, &info) == 0 }) else { return IntentKitVersion.current }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return "\(IntentKitVersion.current) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }()
}
