import Foundation

/// The real paths of folders, each asked of the system once: what a file's real path is made of when it is no link.
///
/// `realpath` reads every component of a path anew (a `readlink` each), while the files of an app share a few hundred
/// folders. A file that is not itself a link has its folder's real path followed by its own name, so only each
/// folder's is asked for, once. They are kept for reads under the installed policy only
/// (``InputPolicy/currentWithFolders``), which a command installs once, before it reads anything: they never outlive
/// the run that found them.
final class RealFolders: @unchecked Sendable {
    // @unchecked: `known` is read and written under `lock`.
    private let lock = NSLock()
    /// The real path of each folder asked for (`nil`: it does not exist), by the folder as written.
    private var known: [String: String?] = [:]

    /// The real path of the file at `path`, links resolved, or `nil` when it does not exist.
    ///
    /// - Parameters:
    ///   - path: the file's path.
    ///   - kind: what `lstat` says `path` is (`st_mode & S_IFMT`), or `nil` when it failed: the real path of a link,
    ///     of a path `lstat` cannot read, and of `.` or `..` is asked for whole.
    func realPath(ofFile path: String, kind: mode_t?) -> String? {
        let name = InputPolicy.lastComponent(of: path)
        guard let kind, kind != S_IFLNK, !name.isEmpty, name != ".", name != ".." else { return InputPolicy.realPath(path) }
        let folder = InputPolicy.folder(of: path)
        let real: String?
        if let found = lock.withLock({ known[folder] }) {
            real = found
        } else {
            real = InputPolicy.realPath(folder)
            lock.withLock { known[folder] = .some(real) }
        }
        guard let real else { return nil }
        return (real == "/" ? "" : real) + "/" + name
    }
}
