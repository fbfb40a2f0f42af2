import Diagnostics
import Foundation

/// The results of earlier checks of an app, kept in a folder across runs, so a check after one file changed redoes
/// that file's work and the stages that read every file, and takes the rest from here.
///
/// Each entry is a file named for its key, holding the key's result and a code that authenticates both with a secret
/// kept outside the checked folder (`$XDG_CACHE_HOME/intentkit/key`, or `~/.cache/intentkit/key`, made on first
/// use, readable by its owner only). Keys are keyed hashes (``SipHash``) of what a result depends on: the bytes of its
/// inputs, the options that change it, and IntentKit's version. So:
///
/// - an entry that is truncated, damaged, or was written by anyone without the secret (a cache a pull request
///   brings along in `.build/`) fails its check and is a miss; the result is made again and stored;
/// - no one without the secret can write a file whose key is another's;
/// - runs at the same time do not corrupt it: every entry is written to a temporary file and renamed into place.
public final class CheckCache: ResultCache, @unchecked Sendable {
    // @unchecked: the counters are read and written under `lock`; everything else is immutable.
    /// The folder the entries are in.
    public let folder: String
    private let secret: (UInt64, UInt64)
    private let lock = NSLock()
    private var counts = (hits: 0, misses: 0, stores: 0)

    /// The format of the entries: a cache of another format is ignored.
    static let format = "IntentKit check cache 1"
    private static let magic = Array("IKC1".utf8)

    /// The cache in `folder` (made if missing), or `nil` when no secret can be kept: the secret goes where
    /// ``secretFile(in:root:)`` says.
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
        let found = read(key)
        lock.withLock { if found == nil { counts.misses += 1 } else { counts.hits += 1 } }
        if Self.trace, found == nil { FileHandle.standardError.write(Data("cache miss: \(lock.withLock { labels[key] } ?? key)\n".utf8)) }
        return found
    }

    public func store(_ data: Data, for key: String) {
        let payload = [UInt8](data)
        var bytes = Self.magic
        bytes += withUnsafeBytes(of: authentication(key, payload).littleEndian, Array.init)
        bytes += payload
        let path = self.path(of: key)
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard (try? FileIO.writeAtomically(bytes, to: path)) != nil else { return }
        lock.withLock { counts.stores += 1 }
    }

    // MARK: Entries

    private func path(of key: String) -> String {
        folder + "/" + key.prefix(2) + "/" + key
    }

    /// The payload of the entry for `key`, if it is there and authentic.
    private func read(_ key: String) -> Data? {
        guard case .success(let bytes) = FileIO.read(path(of: key), policy: Self.entryPolicy), bytes.count >= 12,
              Array(bytes.prefix(4)) == Self.magic
        else { return nil }
        let stored = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: 4, as: UInt64.self)) }
        let payload = Array(bytes.dropFirst(12))
        guard stored == authentication(key, payload) else { return nil }
        return Data(payload)
    }

    /// The code that authenticates an entry: its key and payload, hashed with the secret.
    private func authentication(_ key: String, _ payload: [UInt8]) -> UInt64 {
        var hasher = SipHash(key: (secret.0 ^ 0xA17E, secret.1))
        hasher.combine(Array(Self.format.utf8))
        hasher.combine(Array(key.utf8))
        hasher.combine(payload)
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
