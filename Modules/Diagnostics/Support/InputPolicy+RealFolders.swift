import Foundation

/// The real paths of folders, each asked of the system once: what a file's real path is made of when it is no link.
///
/// `realpath` reads every component of a path anew (a `readlink` each), while the files of an app share a few hundred
/// folders. A file that is not itself a link has its folder's real path followed by its own name, so only each
/// folder's is asked for, once, and kept with the folder's identity (its device and inode, links followed). Each use
/// compares that identity with the folder's now (one `stat`): a folder replaced since, by a link to somewhere else
/// or by another folder, is resolved again, so a process that installs a policy once and reads for a long time never
/// trusts a stale real path. They are kept for reads under the installed policy only
/// (``InputPolicy/currentWithFolders``).
final class RealFolders: @unchecked Sendable {
    // @unchecked: `known` is read and written under `lock`.
    private let lock = NSLock()
    /// The real path of each folder asked for, and the folder's device and inode then, by the folder as written.
    private var known: [String: (real: String, device: UInt64, inode: UInt64)] = [:]

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
        var info = stat()
        guard stat(folder, &info) == 0 else { return InputPolicy.realPath(path) }
        let (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino))
        let real: String
        if let found = lock.withLock({ known[folder] }), found.device == device, found.inode == inode {
            real = found.real
        } else {
            guard let resolved = InputPolicy.realPath(folder) else { return InputPolicy.realPath(path) }
            real = resolved
            lock.withLock { known[folder] = (resolved, device, inode) }
        }
        return (real == "/" ? "" : real) + "/" + name
    }
}
