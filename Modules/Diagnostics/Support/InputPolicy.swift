import Foundation

/// What IntentKit reads, for every command: which paths, which kinds of file, and how much of each.
///
/// A checkout may come from a stranger (a pull request, a dependency), so nothing in it may make IntentKit read a
/// file outside the folder it was asked to check, hang on a FIFO, or run out of memory on a device:
///
/// - Only regular files are opened, never FIFOs, devices or sockets, and never with a blocking open.
/// - A file larger than its kind's limit is not read (``sizeLimit(forFileNamed:)``; `--max-file-size` changes it).
/// - With ``roots`` set, a file whose real path (links resolved) is outside them is not read, unless
///   ``readsOutsideRoots``: links that leave the checked folder and project references to files outside it.
///
/// Each refusal is a warning with the path and the reason (one of ``checks``), so the rest of the check goes on and
/// its exit status says whether the rest was clean. ``FileIO/read(_:)`` and ``FileIO/expand(_:skipping:include:)``
/// apply the process's policy, ``current``, which a command sets once from its options before it reads anything;
/// a library that never sets it reads any regular file of any size, as before.
public struct InputPolicy: Sendable, Equatable {
    /// The folders the command may read under, as real paths; empty: no containment.
    public var roots: [String]
    /// The files and folders named on the command line, as real paths: a problem reading one stops the command.
    public var namedPaths: Set<String>
    /// Whether files outside ``roots`` are read anyway (`--read-outside-root`, for a tree one trusts).
    public var readsOutsideRoots: Bool
    /// The largest file read, for every kind (`--max-file-size`); `nil`: each kind's own limit, where limits apply.
    public var sizeLimitOverride: Int?
    /// Whether files larger than their kind's limit are refused (the command line's policy; a library's reads none).
    public var limitsSizes: Bool

    /// The policy of a library: any regular file, of any size, anywhere.
    public static let unrestricted = InputPolicy(roots: [], namedPaths: [], readsOutsideRoots: true, sizeLimitOverride: nil, limitsSizes: false)

    /// The policy of a command given `paths`: only what is under them, each kind within its size limit.
    ///
    /// A folder is a root; a file's folder is (a manifest lists documents beside it); an `.xcodeproj` or
    /// `.xcworkspace` bundle's folder is (its sources are beside it). A path that is itself a link gives its own
    /// folder as the root, not what it leads to: a checkout can put a link where a command expects a file, and that
    /// link is followed only inside the folder it is in.
    public static func checking(_ paths: [String], readsOutsideRoots: Bool = false, sizeLimit: Int? = nil) -> InputPolicy {
        var roots: [String] = []
        var named: Set<String> = []
        for path in paths {
            let given = path.isEmpty ? "." : path
            let folder = Self.folder(of: given)
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: given, isDirectory: &isFolder)
            let bundle = given.hasSuffix(".xcodeproj") || given.hasSuffix(".xcworkspace")
            if isLink(given) || !exists || !isFolder.boolValue || bundle {
                roots.append(realPath(folder) ?? absolute(folder))
            } else {
                roots.append(realPath(given) ?? absolute(given))
            }
            if !isLink(given) { named.insert(realPath(given) ?? absolute(given)) }
        }
        return InputPolicy(roots: roots, namedPaths: named, readsOutsideRoots: readsOutsideRoots, sizeLimitOverride: sizeLimit, limitsSizes: true)
    }

    /// Creates a policy from its parts; ``checking(_:readsOutsideRoots:sizeLimit:)`` builds the command line's.
    ///
    /// - Parameters:
    ///   - roots: the folders reads are contained in, as real paths; empty for no containment.
    ///   - namedPaths: the paths named on the command line, as real paths.
    ///   - readsOutsideRoots: whether files outside `roots` are read anyway.
    ///   - sizeLimitOverride: one size limit, in bytes, for every kind of file; `nil` for each kind's own.
    ///   - limitsSizes: whether files over their kind's limit are refused.
    public init(roots: [String], namedPaths: Set<String>, readsOutsideRoots: Bool, sizeLimitOverride: Int?, limitsSizes: Bool) {
        self.roots = roots
        self.namedPaths = namedPaths
        self.readsOutsideRoots = readsOutsideRoots
        self.sizeLimitOverride = sizeLimitOverride
        self.limitsSizes = limitsSizes
    }

    // MARK: The policy of this process

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = InputPolicy.unrestricted
    nonisolated(unsafe) private static var installedFolders = RealFolders()

    /// The policy every read and walk applies unless given another: ``unrestricted`` until a command sets its own.
    public static var current: InputPolicy {
        get { lock.withLock { installed } }
        set {
            lock.withLock {
                installed = newValue
                installedFolders = RealFolders()
            }
        }
    }

    /// The installed policy, and the real paths of folders found under it since it was installed.
    ///
    /// The folders' real paths are kept only for reads under the installed policy, and made anew when another policy is
    /// installed. Each is used only while its folder is still the one it was found for (``RealFolders`` compares the
    /// folder's device and inode on every use), so a process that reads for a long time never trusts a stale one.
    static var currentWithFolders: (policy: InputPolicy, folders: RealFolders) {
        lock.withLock { (installed, installedFolders) }
    }

    // MARK: Checks

    /// A path the policy does not read, with why: a link or reference outside the checked folder.
    public static let outsideRoot = Check("input.outside-root", .warning, "A link or reference that leads outside the checked folder; it is not followed and nothing of it is read.")
    /// A path that is not a regular file: a FIFO, a device, a socket.
    public static let notARegularFile = Check("input.not-a-file", .warning, "A path with a name IntentKit reads that is a FIFO, a device or a socket; only regular files are opened.")
    /// A file larger than the limit for its kind.
    public static let tooLarge = Check("input.too-large", .warning, "A file larger than the limit for its kind; it is not read (--max-file-size changes the limit).")
    /// A file or folder found in a walk that cannot be read: permissions, a file that vanished, a name that is not text.
    public static let unreadable = Check("input.unreadable", .warning, "A file or folder in the checked tree that cannot be read (permissions, vanished, a name that is not UTF-8); its contents are not checked.")

    /// Every check of the input policy.
    public static let checks: [Check] = [outsideRoot, notARegularFile, tooLarge, unreadable]

    // MARK: Folders and sizes

    /// Folders never searched: version control, build products and dependencies' checkouts (`.build*` too).
    public static let skippedFolders: Set<String> = [".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "SourcePackages", "checkouts", "node_modules"]

    /// Whether a folder of this name is never searched.
    public static func skipsFolder(named name: some StringProtocol) -> Bool {
        name.hasPrefix(".build") || skippedFolders.contains(String(name))
    }

    /// The largest file of this name read under the command line's policy.
    ///
    /// Each is the largest real file of its kind IntentKit has met, with a wide margin: Swift sources 16 MB (the
    /// corpora's largest is 0.24 MB; generated sources reach a few MB), `.strings` and `.stringsdict` 64 MB (0.45 MB),
    /// String Catalogs 256 MB (3.3 MB here; a 60 MB catalog has been reported), Xcode projects 64 MB (2.3 MB),
    /// intent definitions 32 MB (83 KB), everything else 64 MB.
    public func sizeLimit(forFileNamed path: String) -> Int? {
        if let sizeLimitOverride { return sizeLimitOverride }
        guard limitsSizes else { return nil }
        let mb = 1 << 20
        switch Self.pathExtension(of: FileIO.name(of: path)).lowercased() {
        case "swift": return 16 * mb
        case "xcstrings": return 256 * mb
        case "intentdefinition": return 32 * mb
        case "yaml", "yml": return 16 * mb
        default: return 64 * mb
        }
    }

    /// The extension of a file name as `NSString.pathExtension` reads it (after its last `.`, none for a name that
    /// starts with its only `.`), without `NSString`, whose path methods are slow on Linux.
    static func pathExtension(of name: some StringProtocol) -> Substring {
        let name = Substring(name)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...]
    }

    // MARK: Containment

    /// Whether the real path `real` is inside (or is) one of the roots, or no root limits reading.
    public func contains(realPath real: String) -> Bool {
        guard !roots.isEmpty, !readsOutsideRoots else { return true }
        return roots.contains { root in real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
    }

    /// Whether `path` was named on the command line, or no roots are set.
    ///
    /// A problem with a named path stops the command, where a file found in a walk only gets a warning.
    /// The data file of a named `.xcodeproj` or `.xcworkspace` bundle (`project.pbxproj`, `contents.xcworkspacedata`)
    /// counts as named: naming the bundle names it.
    public func isExplicit(_ path: String) -> Bool {
        isExplicit(path, isLink: !roots.isEmpty && Self.isLink(path))
    }

    /// ``isExplicit(_:)``, told whether `path` itself is a link.
    func isExplicit(_ path: String, isLink: Bool) -> Bool {
        guard !roots.isEmpty else { return true }
        if isLink { return false }
        // A path that is no link has its own name as its real path's last: unless a named path has that name (or the
        // path is in a bundle, or its name is `.` or `..`), it is none of them, and its real path is not needed.
        let name = Self.lastComponent(of: path)
        let bundle = Self.folder(of: path)
        let inBundle = bundle.hasSuffix(".xcodeproj") || bundle.hasSuffix(".xcworkspace")
        if !name.isEmpty, name != ".", name != "..", !path.hasSuffix("/"), !inBundle,
           !namedPaths.contains(where: { Self.lastComponent(of: $0) == name }) {
            return false
        }
        let real = Self.realPath(path) ?? Self.absolute(path)
        if namedPaths.contains(real) { return true }
        guard inBundle else { return false }
        return namedPaths.contains(Self.realPath(bundle) ?? Self.absolute(bundle))
    }

    /// The canonical absolute path of an existing path, links resolved; `nil` when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The last component of `path`, as written (empty for `/` or an empty path; `path` itself without a `/`).
    static func lastComponent(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(path) }
        return path[path.utf8.index(after: slash)...]
    }

    /// The folder holding `path`, as written: `.` for a bare name, `/` for a name in the root folder.
    ///
    /// Not `NSString.deletingLastPathComponent`, which on Linux traps on some paths (`.`).
    static func folder(of path: String) -> String {
        let utf8 = path.utf8
        var end = utf8.endIndex
        // Trailing slashes dropped, all but a first one.
        while utf8.distance(from: utf8.startIndex, to: end) > 1, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        guard let slash = utf8[..<end].lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` made absolute against the working folder, without resolving links.
    public static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The root that holds `path` (a link, or a file found in a walk), for messages: the innermost one around its
    /// folder's real path.
    func root(holding path: String) -> String {
        let folder = Self.realPath(Self.folder(of: path)) ?? ""
        let around = roots.filter { folder == $0 || folder.hasPrefix($0 + "/") }
        return around.max { $0.count < $1.count } ?? roots.first ?? "."
    }

    // MARK: Messages, one wording for each refusal whichever step makes it, so a path refused twice prints once

    /// Why `path`, whose real path is `real`, is not read: it leads outside the checked folder.
    func outsideMessage(_ path: String, real: String, isFolder: Bool) -> String {
        let what = isFolder ? "a folder" : "a file"
        if Self.isLink(path) {
            return "is a link to \(what) outside the checked folder \(root(holding: path)) (\(real)); it is not followed (--read-outside-root follows it)"
        }
        return "is outside the checked folder \(root(holding: path)) (\(real)); it is not read (--read-outside-root reads it)"
    }

    /// Why `path`, of type `kind` (`st_mode & S_IFMT` of what it leads to), is not opened.
    static func notARegularFileMessage(_ path: String, kind: mode_t) -> String {
        (isLink(path) ? "is a link to " : "is ") + FileIO.describe(fileType: kind) + ", not a regular file; only regular files are read"
    }

    /// Whether `path` itself is a symbolic link.
    public static func isLink(_ path: String) -> Bool {
        kind(of: path) == S_IFLNK
    }

    /// What `path` itself is, links not followed (`st_mode & S_IFMT` of `lstat`); `nil` when `lstat` fails.
    static func kind(of path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// Words for a size: `1.0 GB`, `256 MB`, `12 KB`.
    public static func describe(bytes: Int) -> String {
        switch bytes {
        case (1 << 30)...: String(format: "%.1f GB", Double(bytes) / Double(1 << 30))
        case (1 << 20)...: String(format: "%.0f MB", Double(bytes) / Double(1 << 20))
        default: String(format: "%.0f KB", Double(bytes) / 1024)
        }
    }
}
