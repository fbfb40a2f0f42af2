import Diagnostics
import Foundation

/// The results of earlier checks of an app, kept in a folder across runs, so a check redoes only what changed.
///
/// A check after one file changed redoes that file's work and the stages that read every file, and takes the rest
/// from here. ``CheckPipeline/run(_:)`` opens one and saves it when the pipeline has a ``CheckPipeline/cache``; with
/// inputs read in code, pass one to ``CheckInputs/read(_:configuration:cache:)`` and call ``save()`` after
/// ``CheckPipeline/run(inputs:)``.
///
/// The entries are kept in one file, `results.pack`, read once when the cache is made and written once by ``save()``
/// at the end of a run (a check of a large app has hundreds of results: one file each cost more than the work they
/// save). The pack carries a code that authenticates all of it with a secret kept outside the checked folder
/// (`$XDG_CACHE_HOME/intentkit/key`, or `~/.cache/intentkit/key`, made on first use, readable by its owner only).
/// Keys are keyed hashes (SipHash-2-4, `SipHash`) of what a result depends on: the bytes of its inputs, the options
/// that change it, and IntentKit's version. So:
///
/// - a pack that is truncated, damaged, or was written by anyone without the secret (a cache a pull request brings
///   along in `.build/`) fails its check and is ignored: every result is made again and stored;
/// - no one without the secret can write a result for a key;
/// - runs at the same time do not corrupt it: the pack is written to a temporary file and renamed into place (the
///   last run's pack is the one kept).
public final class CheckCache: ResultCache, @unchecked Sendable {
    // @unchecked: the counters are read and written under `lock`; everything else is immutable.
    /// The folder the entries are in.
    public let folder: String
    private let secret: (UInt64, UInt64)
    private let lock = NSLock()
    private var counts = (hits: 0, misses: 0, stores: 0)
    /// The results, by key: the pack's, and those stored in this run.
    private var entries: [String: Data] = [:]
    /// The keys this run asked for or stored: what the next pack keeps first.
    private var used: Set<String> = []

    /// The format of the entries: a cache of another format is ignored.
    static let format = "IntentKit check cache 3"
    private static let magic = Array("IKP1".utf8)

    /// Opens the cache in `folder`, made if missing, and loads its pack; `nil` when no secret can be kept for it.
    ///
    /// The secret is kept in the user's cache folder (`$XDG_CACHE_HOME/intentkit/key`, or `~/.cache/intentkit/key`);
    /// when there is none that can be written, in `folder` itself, but only when `folder` is outside `root` (a
    /// plugin's work folder); otherwise there is no secret (`secretFile(in:root:)`) and no cache. The initializer also
    /// fails when `folder` cannot be made, or when it is inside `root` but its real path (a link a checkout put there)
    /// is not. A pack that is missing, damaged or not authentic loads as empty.
    ///
    /// - Parameters:
    ///   - folder: where the entries are (by default the app's `.build/intentkit-cache`).
    ///   - root: the checked folder: the secret is never kept inside it.
    ///   - version: IntentKit's version, part of every key.
    public init?(folder: String, root: String, version: String) {
        guard let secretPath = Self.secretFile(in: folder, root: root), let secret = Self.secret(at: secretPath) else { return nil }
        self.folder = folder
        self.secret = (secret.0 ^ Self.mix(version), secret.1)
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        // A cache folder inside the checked folder must really be there: a link a checkout put in its place (to a
        // folder of the user's) is not written through.
        let realFolder = InputPolicy.realPath(folder) ?? ""
        let realRoot = InputPolicy.realPath(root) ?? InputPolicy.absolute(root)
        if InputPolicy.absolute(folder).hasPrefix(InputPolicy.absolute(root) + "/"), !realFolder.hasPrefix(realRoot + "/") { return nil }
        entries = loadPack()
    }

    /// How entries are read: regular files only, none larger than 512 MB.
    private static let entryPolicy = InputPolicy(roots: [], namedPaths: [], readsOutsideRoots: true, sizeLimitOverride: 512 << 20, limitsSizes: true)

    /// How many lookups found their result, how many did not, and how many results were stored.
    public var statistics: (hits: Int, misses: Int, stores: Int) { lock.withLock { counts } }

    // MARK: ResultCache

    public func key(_ parts: [[UInt8]]) -> String {
        var first = SipHash(key: secret)
        var second = SipHash(key: (secret.1, secret.0 ^ 0x5EED))
        for part in parts {
            withUnsafeBytes(of: UInt64(part.count).littleEndian) { count in
                first.combine(count)
                second.combine(count)
            }
            part.withUnsafeBytes { bytes in
                first.combine(bytes)
                second.combine(bytes)
            }
        }
        let key = Self.hex(first.finalize()) + Self.hex(second.finalize())
        if Self.trace { lock.withLock { labels[key] = parts.prefix(4).map { String(decoding: $0.prefix(60), as: UTF8.self) }.joined(separator: " | ") } }
        return key
    }

    static let trace = ProcessInfo.processInfo.environment["INTENTKIT_CACHE_TRACE"] != nil
    private var labels: [String: String] = [:]

    public func data(for key: String) -> Data? {
        let found = lock.withLock {
            used.insert(key)
            let found = entries[key]
            if found == nil { counts.misses += 1 } else { counts.hits += 1 }
            return found
        }
        if Self.trace, found == nil { FileHandle.standardError.write(Data("cache miss: \(lock.withLock { labels[key] } ?? key)\n".utf8)) }
        return found
    }

    public func store(_ data: Data, for key: String) {
        lock.withLock {
            entries[key] = data
            used.insert(key)
            counts.stores += 1
        }
    }

    // MARK: The pack

    /// The pack's path.
    var packPath: String { folder + "/results.pack" }

    /// The largest pack kept: results no run asked for lately are dropped first.
    static let packLimit = 64 << 20

    /// Writes the results to `results.pack` in ``folder``, if this run stored any.
    ///
    /// The pack keeps the results this run asked for or stored, then others while it stays under 64 MB (`packLimit`).
    /// It is written to a temporary file and renamed into place; a pack that cannot be written is not reported (the
    /// previous pack, if any, stays).
    public func save() {
        let (kept, stored) = lock.withLock { () -> ([(String, Data)], Int) in
            var kept = used.sorted().compactMap { key in entries[key].map { (key, $0) } }
            var size = kept.reduce(0) { $0 + $1.0.utf8.count + $1.1.count + 8 }
            for (key, data) in entries where !used.contains(key) {
                size += key.utf8.count + data.count + 8
                if size > Self.packLimit { break }
                kept.append((key, data))
            }
            return (kept, counts.stores)
        }
        guard stored > 0 else { return }
        var body: [UInt8] = []
        body.reserveCapacity(kept.reduce(0) { $0 + $1.0.utf8.count + $1.1.count + 8 })
        for (key, data) in kept {
            Self.append(UInt32(key.utf8.count), to: &body)
            body += key.utf8
            Self.append(UInt32(data.count), to: &body)
            body += data
        }
        let bytes = Self.magic + withUnsafeBytes(of: authentication(body).littleEndian, Array.init) + body
        _ = try? FileIO.writeAtomically(bytes, to: packPath)
    }

    /// The pack's results, or none when it is missing, malformed or not authentic.
    private func loadPack() -> [String: Data] {
        guard case .success(let bytes) = FileIO.read(packPath, policy: Self.entryPolicy), bytes.count >= 12,
              Array(bytes.prefix(4)) == Self.magic
        else { return [:] }
        let stored = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: 4, as: UInt64.self)) }
        let body = bytes[12...]
        guard stored == authentication(body) else { return [:] }
        var entries: [String: Data] = [:]
        entries.reserveCapacity(1024)
        // Each entry a slice of the one buffer the pack was read into, not a copy of its bytes.
        let whole = Data(bytes)
        var index = body.startIndex
        func length() -> Int? {
            guard index + 4 <= body.endIndex else { return nil }
            let value = body.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: index - body.startIndex, as: UInt32.self)) }
            index += 4
            return Int(value)
        }
        while index < body.endIndex {
            guard let keyLength = length(), index + keyLength <= body.endIndex else { return [:] }
            let key = String(decoding: body[index..<index + keyLength], as: UTF8.self)
            index += keyLength
            guard let dataLength = length(), index + dataLength <= body.endIndex else { return [:] }
            entries[key] = whole[index..<index + dataLength]
            index += dataLength
        }
        return entries
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    /// The code that authenticates a pack: its body, hashed with the secret.
    private func authentication(_ body: some Collection<UInt8>) -> UInt64 {
        var hasher = SipHash(key: (secret.0 ^ 0xA17E, secret.1))
        hasher.combine(Array(Self.format.utf8))
        if body.withContiguousStorageIfAvailable({ hasher.combine(UnsafeRawBufferPointer($0)) }) == nil { hasher.combine(Array(body)) }
        return hasher.finalize()
    }

    // MARK: The secret

    /// Where the secret is kept: in the user's cache folder; if there is none, in the cache's own folder, but only
    /// when that is outside the checked folder (a plugin's work folder); otherwise nowhere, and there is no cache.
    static func secretFile(in folder: String, root: String) -> String? {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["HOME"].map { $0 + "/.cache" }
        if let base, (try? FileManager.default.createDirectory(atPath: base + "/intentkit", withIntermediateDirectories: true)) != nil,
           FileManager.default.isWritableFile(atPath: base + "/intentkit") {
            return base + "/intentkit/key"
        }
        let realFolder = InputPolicy.realPath(folder) ?? InputPolicy.absolute(folder)
        let realRoot = InputPolicy.realPath(root) ?? InputPolicy.absolute(root)
        guard realFolder != realRoot, !realFolder.hasPrefix(realRoot + "/") else { return nil }
        return folder + "/key"
    }

    /// The secret in the file at `path`, made there (16 random bytes, owner-only) when it is missing.
    static func secret(at path: String) -> (UInt64, UInt64)? {
        if let bytes = try? FileIO.read(path, policy: .unrestricted).get(), bytes.count == 16 {
            return bytes.withUnsafeBytes { ($0.loadUnaligned(fromByteOffset: 0, as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
        }
        var generator = SystemRandomNumberGenerator()
        let secret = (generator.next() as UInt64, generator.next() as UInt64)
        var bytes = withUnsafeBytes(of: secret.0, Array.init) + withUnsafeBytes(of: secret.1, Array.init)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            // Another run made it first: use that one.
            if let again = try? FileIO.read(path, policy: .unrestricted).get(), again.count == 16 {
                return again.withUnsafeBytes { ($0.loadUnaligned(fromByteOffset: 0, as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
            }
            return nil
        }
        defer { close(descriptor) }
        guard write(descriptor, &bytes, 16) == 16 else { return nil }
        return secret
    }

    private static func mix(_ text: String) -> UInt64 {
        var hasher = SipHash(key: (0x1D7E_4751, 0xCAC4E))
        hasher.combine(Array(text.utf8))
        return hasher.finalize()
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
