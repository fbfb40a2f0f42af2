import Foundation

extension FileIO {
    /// The bytes of the file at `path`, or the diagnostic that says why it is not read.
    ///
    /// The file is read under the process's policy, ``InputPolicy/current``, as ``read(_:policy:)`` describes.
    public static func read(_ path: String) -> Result<[UInt8], DiagnosticError> {
        let installed = InputPolicy.currentWithFolders
        return read(path, policy: installed.policy, folders: installed.folders)
    }

    /// The bytes of the file at `path` under `policy`, or the diagnostic that says why it is not read.
    ///
    /// The file is opened without blocking (a FIFO cannot hang the read), checked on its descriptor to be a regular
    /// file within its kind's size limit, and read up to that limit (a file that grows, or reports no size as
    /// `/proc` files do, stops there). Its real path must be inside the policy's roots. A problem with a path named
    /// on the command line is an `io.unreadable-file` error; with one found in a walk, a warning
    /// (``InputPolicy/checks``).
    public static func read(_ path: String, policy: InputPolicy) -> Result<[UInt8], DiagnosticError> {
        read(path, policy: policy, folders: nil)
    }

    /// ``read(_:policy:)``, with the real paths of folders found so far under `policy` (`nil`: none kept).
    static func read(_ path: String, policy: InputPolicy, folders: RealFolders?) -> Result<[UInt8], DiagnosticError> {
        ReadCount.shared.add(path)
        let location = SourceLocation(file: path)
        // What the path itself is (a link or not), asked once, only where roots contain reads.
        let named = policy.roots.isEmpty ? nil : InputPolicy.kind(of: path)
        let explicit = policy.isExplicit(path, isLink: named == S_IFLNK)
        func refuse(_ check: Check, _ message: String) -> Result<[UInt8], DiagnosticError> {
            .failure(DiagnosticError(check.diagnostic(message, at: location)))
        }
        func unreadable(_ message: String) -> Result<[UInt8], DiagnosticError> {
            refuse(explicit ? unreadableFile : InputPolicy.unreadable, message)
        }
        if !policy.roots.isEmpty, !policy.readsOutsideRoots, !explicit {
            let real = if let folders { folders.realPath(ofFile: path, kind: named) } else { InputPolicy.realPath(path) }
            guard let real else { return unreadable(missingMessage(path)) }
            if !policy.contains(realPath: real) {
                return refuse(InputPolicy.outsideRoot, policy.outsideMessage(path, real: real, isFolder: false))
            }
        }
        // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return unreadable(code == ENOENT ? missingMessage(path) : "the file cannot be read: \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return unreadable("the file cannot be read: \(String(cString: strerror(errno)))") }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return refuse(unreadableFile, "is a directory, not a file") }
        guard kind == S_IFREG else {
            return refuse(explicit ? unreadableFile : InputPolicy.notARegularFile, InputPolicy.notARegularFileMessage(path, kind: kind))
        }
        let limit = policy.sizeLimit(forFileNamed: path)
        if let limit, Int(info.st_size) > limit {
            return refuse(InputPolicy.tooLarge, "is \(InputPolicy.describe(bytes: Int(info.st_size))), over the \(InputPolicy.describe(bytes: limit)) limit for its kind; it is not read (--max-file-size raises the limit)")
        }
        // The descriptor was opened without blocking for the open's sake; reads of a regular file block as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        switch readAll(descriptor, size: Int(info.st_size), limit: limit) {
        case .some(.some(let bytes)):
            return .success(bytes)
        case .some(.none):
            return refuse(InputPolicy.tooLarge, "grew past the \(InputPolicy.describe(bytes: limit ?? 0)) limit for its kind while it was read; it is not read")
        case .none:
            return unreadable("the file cannot be read: \(String(cString: strerror(errno)))")
        }
    }

    private static func missingMessage(_ path: String) -> String {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { return "is a link to a file that does not exist" }
        return "no such file"
    }

    /// Words for a file type of `st_mode`.
    static func describe(fileType kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a link"
        default: "not a regular file"
        }
    }
}

/// The whole contents of an open file, read into one array (no intermediate `Data`): `nil` when a read fails,
/// `.some(nil)` when it holds more than `limit` bytes.
private func readAll(_ descriptor: Int32, size: Int, limit: Int?) -> [UInt8]?? {
    var result: [UInt8] = []
    // The size stat gives, and one byte more to see the end; files that grow or report no size read on in chunks.
    var capacity = min(max(size, 0) + 1, (limit ?? .max - 1) + 1)
    while true {
        var failed = false
        let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let got = read(descriptor, buffer.baseAddress! + count, capacity - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if got == 0 { break }
                count += got
            }
        }
        guard !failed else { return nil }
        if result.isEmpty { result = chunk } else { result += chunk }
        if let limit, result.count > limit { return .some(nil) }
        if chunk.count < capacity { return .some(result) }
        capacity = min(1 << 20, (limit ?? .max - 1) + 1 - result.count)
        if capacity <= 0 { return .some(nil) }
    }
}

extension FileIO {
    /// How many times this process has asked to read a file of each extension (`swift`, `xcstrings`…), read or not.
    ///
    /// This is what `intentkit check --stats` prints, and what shows that each input is read once.
    public static var readCounts: [String: Int] { ReadCount.shared.counts }
}

/// Reads counted by extension, shared by threads.
private final class ReadCount: @unchecked Sendable {
    // @unchecked: `byExtension` is read and written under `lock`.
    static let shared = ReadCount()
    private let lock = NSLock()
    private var byExtension: [String: Int] = [:]

    func add(_ path: String) {
        let name = FileIO.name(of: path)
        let ext = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[name.utf8.index(after: $0)...]) } ?? ""
        lock.withLock { byExtension[ext, default: 0] += 1 }
    }

    var counts: [String: Int] { lock.withLock { byExtension } }
}
