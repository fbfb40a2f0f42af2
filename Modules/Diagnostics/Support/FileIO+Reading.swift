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
        let opened: OpenedFile
        switch openChecked(path, policy: policy, folders: folders) {
        case .success(let file): opened = file
        case .failure(let error): return .failure(error)
        }
        defer { close(opened.descriptor) }
        return opened.contents()
    }

    /// How a problem reading a file is reported: at the file, as an error when the path was named on the command line
    /// (`explicit`), else as a warning.
    struct ReadProblem {
        let location: SourceLocation
        let explicit: Bool

        func refuse<Value>(_ check: Check, _ message: String) -> Result<Value, DiagnosticError> {
            .failure(DiagnosticError(check.diagnostic(message, at: location)))
        }

        func unreadable<Value>(_ message: String) -> Result<Value, DiagnosticError> {
            refuse(explicit ? FileIO.unreadableFile : InputPolicy.unreadable, message)
        }
    }

    /// A file opened for reading under a policy: its descriptor (blocking, closed by the caller), its size when opened,
    /// its kind's size limit, and how a problem with it is reported.
    struct OpenedFile {
        let descriptor: Int32
        let size: Int
        let limit: Int?
        let problem: ReadProblem

        /// The whole contents, read up to the limit.
        func contents() -> Result<[UInt8], DiagnosticError> {
            switch readAll(descriptor, size: size, limit: limit) {
            case .some(.some(let bytes)):
                return .success(bytes)
            case .some(.none):
                return problem.refuse(InputPolicy.tooLarge, "grew past the \(InputPolicy.describe(bytes: limit ?? 0)) limit for its kind while it was read; it is not read")
            case .none:
                return problem.unreadable("the file cannot be read: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Opens the file at `path` as ``read(_:policy:)`` reads it: counted, inside the policy's roots, without blocking
    /// on a FIFO, a regular file within its kind's size limit; or the diagnostic that says why it is not read.
    private static func openChecked(_ path: String, policy: InputPolicy, folders: RealFolders?) -> Result<OpenedFile, DiagnosticError> {
        ReadCount.shared.add(path)
        // What the path itself is (a link or not), asked once, only where roots contain reads.
        let named = policy.roots.isEmpty ? nil : InputPolicy.kind(of: path)
        let explicit = policy.isExplicit(path, isLink: named == S_IFLNK)
        let problem = ReadProblem(location: SourceLocation(file: path), explicit: explicit)
        if !policy.roots.isEmpty, !policy.readsOutsideRoots, !explicit {
            let real = if let folders { folders.realPath(ofFile: path, kind: named) } else { InputPolicy.realPath(path) }
            guard let real else { return problem.unreadable(missingMessage(path)) }
            if !policy.contains(realPath: real) {
                return problem.refuse(InputPolicy.outsideRoot, policy.outsideMessage(path, real: real, isFolder: false))
            }
        }
        // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return problem.unreadable(code == ENOENT ? missingMessage(path) : "the file cannot be read: \(String(cString: strerror(code)))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            return problem.unreadable("the file cannot be read: \(String(cString: strerror(code)))")
        }
        let kind = info.st_mode & S_IFMT
        let limit = policy.sizeLimit(forFileNamed: path)
        let refusal: Result<OpenedFile, DiagnosticError>? =
            if kind == S_IFDIR {
                problem.refuse(unreadableFile, "is a directory, not a file")
            } else if kind != S_IFREG {
                problem.refuse(explicit ? unreadableFile : InputPolicy.notARegularFile, InputPolicy.notARegularFileMessage(path, kind: kind))
            } else if let limit, Int(info.st_size) > limit {
                problem.refuse(InputPolicy.tooLarge, "is \(InputPolicy.describe(bytes: Int(info.st_size))), over the \(InputPolicy.describe(bytes: limit)) limit for its kind; it is not read (--max-file-size raises the limit)")
            } else {
                nil
            }
        if let refusal {
            close(descriptor)
            return refusal
        }
        // The descriptor was opened without blocking for the open's sake; reads of a regular file block as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success(OpenedFile(descriptor: descriptor, size: Int(info.st_size), limit: limit, problem: problem))
    }

    /// The file at `path` mapped into memory (privately: the file never changes), opened and checked as
    /// ``read(_:policy:)`` opens and checks it; read into memory instead where it cannot be mapped.
    ///
    /// For a large file whose bytes are read where they lie, a few at a time (a cache's pack): mapped, its pages are
    /// those of the file the system already holds, not a copy. The mapping is of the size the file had when opened.
    /// Only for a file no one shortens while it is mapped (a cache that is only appended to, or replaced by a rename):
    /// reading a page cut off the end of a mapped file stops the process.
    package static func map(_ path: String, policy: InputPolicy) -> Result<MappedFile, DiagnosticError> {
        let opened: OpenedFile
        switch openChecked(path, policy: policy, folders: nil) {
        case .success(let file): opened = file
        case .failure(let error): return .failure(error)
        }
        defer { close(opened.descriptor) }
        if opened.size > 0, let address = mmap(nil, opened.size, PROT_READ | PROT_WRITE, MAP_PRIVATE, opened.descriptor, 0), address != MAP_FAILED {
            return .success(MappedFile(mapping: UnsafeRawPointer(address), count: opened.size))
        }
        return opened.contents().map(MappedFile.init)
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
