import Foundation

extension FileIO {
    /// The files under `paths` that `include` accepts, sorted, and the diagnostics of what is missing, refused or unreadable.
    ///
    /// The walk follows the process's policy, ``InputPolicy/current``, as ``expand(_:skipping:policy:include:)``
    /// describes. A path that names a file is taken as given. A folder is searched recursively, skipping the folders
    /// ``InputPolicy/skipsFolder(named:)`` names and those in `skipping`; `include` receives each file's path relative
    /// to the folder, and only what it accepts is reported when it is refused.
    public static func expand(
        _ paths: [String],
        skipping: Set<String> = [],
        include: (String) -> Bool
    ) -> (files: [String], missing: [Diagnostic]) {
        expand(paths, skipping: skipping, policy: InputPolicy.current, include: include)
    }

    /// The files under `paths` that `include` accepts under `policy`, sorted, and the diagnostics of what is refused.
    ///
    /// The diagnostics cover what is missing, refused or unreadable.
    /// Links are followed where they lead inside the policy's roots (a folder reached twice is searched once, so link
    /// cycles end); a link that leaves them is not, and is an `input.outside-root` warning when its name is one
    /// `include` accepts or it leads to a folder. FIFOs, devices and sockets are never opened; with a name `include`
    /// accepts they are `input.not-a-file` warnings. A folder that cannot be read, an entry that vanished while the
    /// walk ran, and a name that is not UTF-8 are `input.unreadable` warnings. A path named in `paths` that does not
    /// exist is an `io.unreadable-file` error.
    public static func expand(
        _ paths: [String],
        skipping: Set<String> = [],
        policy: InputPolicy,
        include: (String) -> Bool
    ) -> (files: [String], missing: [Diagnostic]) {
        withoutActuallyEscaping(include) { include in
            expand(paths, skipping: skipping, policy: policy, walk: Walk(policy: policy, skipping: skipping, include: include))
        }
    }

    /// ``expand(_:skipping:policy:include:)`` under the process's policy, with what its result depends on besides the
    /// files' names: every folder it listed or tried to (whose entries it read), and every path whose kind or target
    /// it asked of the file system (the paths given, and each link it followed). A cache of what was made from the
    /// files holds while each of these has the stamp it had.
    package static func expandRecording(_ paths: [String], include: (String) -> Bool)
        -> (files: [String], missing: [Diagnostic], folders: [String], looked: [String]) {
        withoutActuallyEscaping(include) { include in
            let policy = InputPolicy.current
            var walk = Walk(policy: policy, skipping: [], include: include)
            walk.records = true
            let (files, missing) = expand(paths, skipping: [], policy: policy, walking: &walk)
            return (files, missing, walk.folders, paths + walk.links)
        }
    }

    private static func expand(_ paths: [String], skipping: Set<String>, policy: InputPolicy, walk: consuming Walk) -> (files: [String], missing: [Diagnostic]) {
        var walk = walk
        return expand(paths, skipping: skipping, policy: policy, walking: &walk)
    }

    private static func expand(_ paths: [String], skipping: Set<String>, policy: InputPolicy, walking walk: inout Walk) -> (files: [String], missing: [Diagnostic]) {
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                walk.diagnostics.append(unreadableFile.diagnostic(lstat(path, &info) == 0 ? "is a link to a file that does not exist" : "no such file or folder", at: SourceLocation(file: path)))
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                walk.search(folder: path)
            } else {
                walk.files.append(path)
            }
        }
        return (Array(Set(walk.files)).sorted(), walk.diagnostics)
    }
}

/// One walk of folders under an input policy.
private struct Walk {
    let policy: InputPolicy
    let skipping: Set<String>
    let include: (String) -> Bool
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    /// The folders searched, by device and inode, so a folder reached again through a link is not searched twice.
    var visited: Set<[UInt64]> = []
    /// Whether the walk records the folders it lists and the links it follows (``folders``, ``links``).
    var records = false
    /// Every folder the walk listed or tried to, when it ``records``.
    var folders: [String] = []
    /// Every link the walk followed or refused, when it ``records``.
    var links: [String] = []

    init(policy: InputPolicy, skipping: Set<String>, include: @escaping (String) -> Bool) {
        self.policy = policy
        self.skipping = skipping
        self.include = include
    }

    mutating func warn(_ check: Check, _ message: String, at path: String) {
        diagnostics.append(check.diagnostic(message, at: SourceLocation(file: path)))
    }

    func skips(_ name: String) -> Bool {
        InputPolicy.skipsFolder(named: name) || skipping.contains(name)
    }

    /// Searches `root` and every folder under it, depth first, in no particular order (the caller sorts).
    mutating func search(folder root: String) {
        var pending: [(path: String, relative: String)] = [(root, "")]
        var info = stat()
        if stat(root, &info) == 0 { visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]) }
        while let (folder, prefix) = pending.popLast() {
            if records { folders.append(folder) }
            guard let directory = opendir(folder) else {
                let reason = String(cString: strerror(errno))
                warn(InputPolicy.unreadable, "the folder cannot be read: \(reason); the files in it are not checked", at: folder)
                continue
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
                let path = folder.hasSuffix("/") ? folder : folder + "/"
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    warn(InputPolicy.unreadable, "holds a name that is not UTF-8 text (\(bytes.count) bytes); it is not checked", at: folder)
                    continue
                }
                let full = path + name
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                // A regular file, as the folder's entry says (most file systems say): listed without asking `lstat`.
                if entry.pointee.d_type == UInt8(DT_REG) {
                    if include(relative) { files.append(full) }
                    continue
                }
                visit(full, name: name, relative: relative, into: &pending)
            }
        }
    }

    /// One entry of a folder: a file to list, a folder to search, or something to refuse.
    private mutating func visit(_ full: String, name: String, relative: String, into pending: inout [(path: String, relative: String)]) {
        var info = stat()
        guard lstat(full, &info) == 0 else {
            warn(InputPolicy.unreadable, "vanished while the folder was read: \(String(cString: strerror(errno)))", at: full)
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            guard !skips(name) else { return }
            if visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted { pending.append((full, relative)) }
        case S_IFREG:
            if include(relative) { files.append(full) }
        case S_IFLNK:
            guard !skips(name) else { return }
            followLink(full, relative: relative, into: &pending)
        default:
            if include(relative) {
                warn(InputPolicy.notARegularFile, InputPolicy.notARegularFileMessage(full, kind: info.st_mode & S_IFMT), at: full)
            }
        }
    }

    /// A link: followed to a file or folder inside the roots, refused when it leads outside them.
    private mutating func followLink(_ full: String, relative: String, into pending: inout [(path: String, relative: String)]) {
        if records { links.append(full) }
        var target = stat()
        guard let real = InputPolicy.realPath(full), stat(full, &target) == 0 else {
            if include(relative) { warn(InputPolicy.unreadable, "is a link to a file that does not exist", at: full) }
            return
        }
        let kind = target.st_mode & S_IFMT
        guard policy.contains(realPath: real) else {
            if kind == S_IFDIR || include(relative) {
                warn(InputPolicy.outsideRoot, policy.outsideMessage(full, real: real, isFolder: kind == S_IFDIR), at: full)
            }
            return
        }
        switch kind {
        case S_IFDIR:
            if visited.insert([UInt64(target.st_dev), UInt64(target.st_ino)]).inserted { pending.append((full, relative)) }
        case S_IFREG:
            if include(relative) { files.append(full) }
        default:
            if include(relative) {
                warn(InputPolicy.notARegularFile, InputPolicy.notARegularFileMessage(full, kind: kind), at: full)
            }
        }
    }
}
