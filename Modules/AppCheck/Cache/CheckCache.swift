import Diagnostics
import Foundation

/// The results of earlier checks of an app, kept in a folder across runs, so a check redoes only what changed.
///
/// A check after one file changed redoes that file's work and the stages that read every file, and takes the rest
/// from here. ``CheckPipeline/run(_:)`` opens one and saves it when the pipeline has a ``CheckPipeline/cache``; with
/// inputs read in code, pass one to ``CheckInputs/read(_:configuration:cache:)`` and call ``save()`` after
/// ``CheckPipeline/run(inputs:)``.
///
/// The entries are kept in one file, `results.pack`, mapped and indexed when the cache is made and added to by ``save()`` at
/// the end of a run (a check of a large app has hundreds of results: one file each cost more than the work they
/// save). Each record of the pack carries a code that authenticates it with a secret kept outside the checked folder
/// (`$XDG_CACHE_HOME/intentkit/key`, or `~/.cache/intentkit/key`, made on first use, readable by its owner only),
/// checked the first time the run asks for it; the pack's header carries one of its format. Keys are keyed hashes
/// (SipHash-2-4, `SipHash`) of what a result depends on: the bytes of its inputs, the options that change it, and
/// IntentKit's version. So:
///
/// - a record that is damaged, or was written by anyone without the secret (a cache a pull request brings along in
///   `.build/`), fails its check and is not used: its result is made again and stored; a pack cut short keeps the
///   records before the cut; a pack of another format or version, or with a foreign header, is ignored whole; a
///   pack found unsound in any of these ways is written anew, not added to;
/// - no one without the secret can write a result for a key;
/// - runs at the same time do not corrupt it: each adds its records in one write at the end of the pack (a record
///   cut short or interleaved fails its framing or its check, and the pack is then written anew), and a pack written
///   whole goes to a temporary file renamed into place. Results of a run may be lost that way; wrong ones are never
///   used.
public final class CheckCache: ResultCache, @unchecked Sendable {
    // @unchecked: the counters are read and written under `lock`; everything else is immutable.
    /// The folder the entries are in.
    public let folder: String
    private let secret: (UInt64, UInt64)
    private let lock = NSLock()
    private var counts = (hits: 0, misses: 0, stores: 0)
    /// The results, by key: the pack's, and those stored in this run.
    private var entries: [PackKey: Entry] = [:]
    /// The keys this run asked for or stored: what the next pack keeps first.
    private var used: Set<PackKey> = []
    /// The keys this run stored, in the order stored (a key stored twice is here twice; ``save()`` keeps its last):
    /// what an append adds to the pack.
    private var stored: [PackKey] = []
    /// The result each slot holds last (a result's slot is its entry's, ``store(_:for:slot:)``): a result another
    /// replaced in its slot, that this run did not ask for, is not worth keeping.
    private var latest: [PackKey: PackKey] = [:]
    /// The keys this run stored.
    private var storedNow: Set<PackKey> = []
    /// The pack as read, mapped (its records are checked from these bytes when first asked for); never changed after
    /// `init`. Runs never shorten a pack in place: they append to it, or rename a new one over it.
    private var whole = MappedFile()
    /// The pack's size and identity as read, and whether it was sound.
    private var pack = PackState()
    /// Whether the run's results are not to be kept (``keepNothing()``).
    private var discarded = false

    /// The format of the entries: a cache of another format is ignored.
    static let format = "IntentKit check cache 6"
    private static let magic = Array("IKP3".utf8)

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
        // The pack is read on another thread while the run goes on (its layout is resolved meanwhile, from a record
        // beside the pack: `sideData(_:for:)`); every use of the entries waits for it.
        loading.enter()
        DispatchQueue.global().async { [self] in
            entries = loadPack()
            loading.leave()
        }
    }

    /// Left once the pack is read (`loadPack()` sets ``entries``, `whole` and `pack`): what uses them waits for it.
    private let loading = DispatchGroup()

    /// How entries are read: regular files only, none larger than 512 MB.
    private static let entryPolicy = InputPolicy(roots: [], namedPaths: [], readsOutsideRoots: true, sizeLimitOverride: 512 << 20, limitsSizes: true)

    /// How many lookups found their result, how many did not, and how many results were stored.
    public var statistics: (hits: Int, misses: Int, stores: Int) { lock.withLock { counts } }

    // MARK: ResultCache

    public func key(_ parts: [[UInt8]]) -> String {
        // One pass of the 128-bit SipHash over each part's length and bytes.
        var hasher = SipHash(key: secret, wide: true)
        for part in parts {
            withUnsafeBytes(of: UInt64(part.count).littleEndian) { hasher.combine($0) }
            part.withUnsafeBytes { hasher.combine($0) }
        }
        let (first, second) = hasher.finalizeWide()
        let key = Self.hex(first, second)
        if Self.trace { lock.withLock { labels[key] = parts.prefix(4).map { String(decoding: $0.prefix(60), as: UTF8.self) }.joined(separator: " | ") } }
        return key
    }

    static let trace = ProcessInfo.processInfo.environment["INTENTKIT_CACHE_TRACE"] != nil
    private var labels: [String: String] = [:]

    public func data(for key: String) -> Data? {
        loading.wait()
        let packKey = packKey(key)
        // One turn of the lock for a result checked already or missing, two for one checked now.
        let entry = lock.withLock {
            used.insert(packKey)
            let entry = entries[packKey]
            switch entry {
            case .checked: counts.hits += 1
            case nil: counts.misses += 1
            case .unchecked: break
            }
            // A result asked for is what its slot holds now (an edit undone, a branch checked out again), unless this
            // run stored another in it.
            if let entry, let slot = slot(of: entry), let holder = latest[slot], holder != packKey, !storedNow.contains(holder) {
                latest[slot] = packKey
            }
            return entry
        }
        var found: Data?
        switch entry {
        case .checked(let data, _):
            found = data
        case .unchecked(let start, let length):
            // The record's code is checked the first time it is asked for, outside the lock (`whole` never changes).
            let data = start + Entry.dataOffset..<start + Entry.dataOffset + length
            let authentic = whole.withUnsafeBytes {
                code(of: UnsafeRawBufferPointer(rebasing: $0[start..<data.upperBound])) == UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: data.upperBound, as: UInt64.self))
            }
            // A large result's bytes stay where the pack is mapped.
            found = authentic ? whole.data(data) : nil
            let slot = slot(of: .unchecked(start: start, dataLength: length))
            lock.withLock {
                // A result stored for the key meanwhile (by another task that missed it) is kept.
                if case .unchecked = entries[packKey] { entries[packKey] = found.map { .checked($0, slot: slot) } }
                if !authentic { pack.sound = false }
                if found == nil { counts.misses += 1 } else { counts.hits += 1 }
            }
        case nil:
            break
        }
        if Self.trace, found == nil { FileHandle.standardError.write(Data("cache miss: \(lock.withLock { labels[key] } ?? key)\n".utf8)) }
        return found
    }

    public func store(_ data: Data, for key: String) {
        store(data, packKey(key), slot: nil)
    }

    public func store(_ data: Data, for key: String, slot: String) {
        store(data, packKey(key), slot: packKey(slot))
    }

    private func store(_ data: Data, _ key: PackKey, slot: PackKey?) {
        loading.wait()
        lock.withLock {
            // Stored without a slot, a result keeps the one it had.
            entries[key] = .checked(data, slot: slot ?? entries[key].flatMap(self.slot(of:)))
            used.insert(key)
            stored.append(key)
            storedNow.insert(key)
            if let slot { latest[slot] = key }
            counts.stores += 1
        }
    }

    /// A key as the pack keeps it: the 128 bits a key of ``key(_:)`` spells in hexadecimal, or, for any other text,
    /// the keyed hash of its bytes.
    private func packKey(_ key: String) -> PackKey {
        if let parsed = PackKey(hexadecimal: key) { return parsed }
        var hasher = SipHash(key: (secret.0 ^ 0x0DD_BA11, secret.1), wide: true)
        hasher.combine(Array(key.utf8))
        let (high, low) = hasher.finalizeWide()
        return PackKey(high: high, low: low)
    }

    // MARK: Records beside the pack

    /// The data kept for `key` in the file named `name` in ``folder``, when it is there, intact, and kept for that key.
    ///
    /// A file beside the pack keeps one result, read without waiting for the pack: the layout, which is resolved while
    /// the pack is read. It is framed and authenticated as a record of the pack is, after the pack's header: a file
    /// of another version, damaged or foreign, or kept for another key, is a miss.
    func sideData(_ name: String, for key: String) -> Data? {
        let record = (try? FileIO.read(folder + "/" + name, policy: Self.entryPolicy).get()) ?? []
        let header = header()
        var found: Data?
        if record.count >= header.count + 4 + key.utf8.count + 4 + 8, record.prefix(header.count).elementsEqual(header),
           record[header.count..<header.count + 4 + key.utf8.count].elementsEqual(Self.framed(key)) {
            let body = record.count - 8
            let length = record.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: header.count + 4 + key.utf8.count, as: UInt32.self))) }
            let start = header.count + 4 + key.utf8.count + 4
            let expected = record.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: body, as: UInt64.self)) }
            if length == body - start, record.withUnsafeBytes({ code(of: UnsafeRawBufferPointer(rebasing: $0[..<body])) }) == expected {
                found = Data(record[start..<body])
            }
        }
        lock.withLock { if found == nil { counts.misses += 1 } else { counts.hits += 1 } }
        if Self.trace, found == nil { FileHandle.standardError.write(Data("cache miss: \(name) \(lock.withLock { labels[key] } ?? key)\n".utf8)) }
        return found
    }

    /// Keeps `data` for `key` in the file named `name` in ``folder``, written by ``save()`` (``sideData(_:for:)``).
    func storeSide(_ data: Data, _ name: String, for key: String) {
        var record = header() + Self.framed(key)
        Self.append(UInt32(data.count), to: &record)
        record += data
        let tag = record.withUnsafeBytes { code(of: $0) }
        withUnsafeBytes(of: tag.littleEndian) { record += $0 }
        lock.withLock {
            sideStores[name] = record
            counts.stores += 1
        }
    }

    /// The records beside the pack to write, by file name.
    private var sideStores: [String: [UInt8]] = [:]

    /// A key as a record frames it: its length, then its bytes.
    private static func framed(_ key: String) -> [UInt8] {
        var bytes: [UInt8] = []
        append(UInt32(key.utf8.count), to: &bytes)
        return bytes + key.utf8
    }

    // MARK: The pack

    /// The pack's path.
    var packPath: String { folder + "/results.pack" }

    /// Makes ``save()`` write nothing: for a run some of whose results may be of a file as it was before it changed
    /// while the run went on (a file known by its stamp, read later than its stamp was taken).
    func keepNothing() {
        lock.withLock { discarded = true }
    }

    /// The largest pack kept: results this run did not ask for are dropped first.
    static let packLimit = 64 << 20

    /// Writes the results this run stored to `results.pack` in ``folder``, if it stored any.
    ///
    /// Most runs append: their new records are added to the end of the pack they read, in one write, and the pack is
    /// not written again (a run that changed one file stores a few results; rewriting megabytes of others cost more
    /// than the work they save). The pack is rewritten whole instead when it is missing, was not sound (damaged, cut
    /// short, another version's or foreign), is no longer the file that was read, or when more than a third of it
    /// would be records not worth keeping (a result stored again, or one another result replaced in its slot,
    /// ``store(_:for:slot:)``, that this run did not ask for), or over 64 MB (`packLimit`): then it keeps the results
    /// this run asked for or stored, then the others worth keeping while it stays under that limit, written to a
    /// temporary file and renamed into place. So a pack holds about one run's results, with those of files, targets
    /// and builds that are gone (their slots are never filled again) until the limit, however many runs add to it. A
    /// pack that cannot be written is not reported (the previous pack, if any, stays). Nothing is written for a run that
    /// read a file known by its stamp after the file changed (its results may be of the file as it was).
    public func save() {
        loading.wait()
        for (name, record) in lock.withLock({ sideStores }) { _ = try? FileIO.writeAtomically(record, to: folder + "/" + name) }
        let plan = lock.withLock { () -> (append: [Record]?, whole: [Record]) in
            guard counts.stores > 0, !discarded else { return (nil, []) }
            var seen: Set<PackKey> = []
            let fresh = stored.reversed().filter { seen.insert($0).inserted }.reversed().compactMap(record)
            let added = fresh.reduce(0) { $0 + $1.entry.recordSize }
            let live = entries.reduce(0) { $0 + (isReplaced($1.key) ? 0 : $1.value.recordSize) }
            if pack.sound, pack.size > 0, pack.size + added - live <= max(live / 2, 1 << 20), pack.size + added <= Self.packLimit {
                return (fresh, [])
            }
            return (nil, wholePack())
        }
        if let fresh = plan.append {
            var records: [UInt8] = []
            records.reserveCapacity(fresh.reduce(0) { $0 + $1.entry.recordSize })
            for record in fresh { append(record, to: &records) }
            if appendToPack(records) { return }
            // The pack read is gone or another file: it is written anew.
            writePack(lock.withLock { wholePack() })
        } else if !plan.whole.isEmpty {
            writePack(plan.whole)
        }
    }

    /// The record of the result for `key`, with its slot (under `lock`).
    private func record(_ key: PackKey) -> Record? {
        entries[key].map { Record(key: key, entry: $0, slot: slot(of: $0)) }
    }

    /// Whether the result for `key` is not worth keeping: another result replaced it in its slot, and this run did
    /// not ask for it (under `lock`).
    private func isReplaced(_ key: PackKey) -> Bool {
        guard let slot = entries[key].flatMap(slot(of:)), let holder = latest[slot] else { return false }
        return holder != key && !used.contains(key)
    }

    /// The records of a pack written whole (under `lock`): the results this run asked for or stored, then the others
    /// worth keeping while the pack stays under `packLimit`; the result each slot holds last after the others of its
    /// slot, so the next run reads it as such.
    private func wholePack() -> [Record] {
        var kept = used.sorted().compactMap(record)
        var size = kept.reduce(0) { $0 + $1.entry.recordSize }
        for key in entries.keys where !used.contains(key) && !isReplaced(key) {
            guard let record = record(key) else { continue }
            size += record.entry.recordSize
            if size > Self.packLimit { break }
            kept.append(record)
        }
        let holders = Set(latest.values)
        return kept.filter { !holders.contains($0.key) } + kept.filter { holders.contains($0.key) }
    }

    /// A result as a pack's record keeps it: its key, its bytes (or where they are in the pack read), and its slot.
    private struct Record {
        var key: PackKey
        var entry: Entry
        var slot: PackKey?
    }

    /// Writes a pack of `records` whole: to a temporary file, renamed into place.
    private func writePack(_ records: [Record]) {
        var bytes = header()
        bytes.reserveCapacity(records.reduce(bytes.count) { $0 + $1.entry.recordSize })
        for record in records { append(record, to: &bytes) }
        _ = try? FileIO.writeAtomically(bytes, to: packPath)
    }

    /// Appends `records` to the pack this run read, in one write; `false` when it is no longer that file (or is a
    /// link, or has another name), when it is shorter than it was, or when the write fails.
    private func appendToPack(_ records: [UInt8]) -> Bool {
        let descriptor = open(packPath, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink == 1,
              UInt64(info.st_dev) == pack.device, UInt64(info.st_ino) == pack.inode, Int(info.st_size) >= pack.size
        else { return false }
        var offset = 0
        while offset < records.count {
            let written = records.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, records.count - offset) }
            if written < 0, errno == EINTR { continue }
            // A record cut short is found by the next run's framing and codes; the pack is then written anew.
            guard written > 0 else { return offset > 0 }
            offset += written
        }
        return true
    }

    /// The pack as this run read it: its size and identity, and whether every part of it read so far was sound.
    private struct PackState {
        var size = 0
        var device: UInt64 = 0
        var inode: UInt64 = 0
        /// `false` once the pack was found malformed, cut short, of another format, or with a record that is not
        /// authentic: the next save writes it anew rather than append to it.
        var sound = false
    }

    /// One result: its bytes and slot once its code was checked (or it was stored in this run); until it is first
    /// asked for, where its record starts in the pack read and the length of its data (a record is its key, its
    /// slot, the data's length, the data and their code: the rest is read from the pack when needed).
    private enum Entry {
        case checked(Data, slot: PackKey?)
        case unchecked(start: Int, dataLength: Int)

        /// Where a record's data starts, from the record's start.
        static let dataOffset = 2 * PackKey.size + 4

        /// The size of its record in a pack.
        var recordSize: Int {
            switch self {
            case .checked(let data, _): Self.dataOffset + data.count + 8
            case .unchecked(_, let length): Self.dataOffset + length + 8
            }
        }
    }

    /// The slot an entry's result was stored in, if any (an unchecked one's as its record in the pack says).
    private func slot(of entry: Entry) -> PackKey? {
        switch entry {
        case .checked(_, let slot): return slot
        case .unchecked(let start, _):
            let slot = whole.withUnsafeBytes { PackKey($0, at: start + PackKey.size) }
            return slot == .none ? nil : slot
        }
    }

    /// The pack's header: its magic and a code of its format made with the secret (another version's or a foreign
    /// pack has another).
    private func header() -> [UInt8] {
        var hasher = SipHash(key: (secret.0 ^ 0xA17E, secret.1))
        hasher.combine(Array(Self.format.utf8))
        return Self.magic + withUnsafeBytes(of: hasher.finalize().littleEndian, Array.init)
    }

    /// Appends one record: the key's 16 bytes, its slot's (zeros for none), the data after its length, then their
    /// code. A record read and not checked is copied as it was, with the code it came with (so one that is not
    /// authentic stays so).
    private func append(_ record: Record, to bytes: inout [UInt8]) {
        let data: Data
        switch record.entry {
        case .unchecked(let start, _):
            whole.withUnsafeBytes { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[start..<start + record.entry.recordSize])) }
            return
        case .checked(let checked, _):
            data = checked
        }
        let start = bytes.count
        record.key.append(to: &bytes)
        (record.slot ?? .none).append(to: &bytes)
        Self.append(UInt32(data.count), to: &bytes)
        // Copied as one block (appending `Data` to an array goes byte by byte).
        data.withUnsafeBytes { bytes.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
        let tag = bytes.withUnsafeBytes { code(of: UnsafeRawBufferPointer(rebasing: $0[start...])) }
        withUnsafeBytes(of: tag.littleEndian) { bytes += $0 }
    }

    /// The code of one record's bytes, made with the secret.
    private func code(of record: UnsafeRawBufferPointer) -> UInt64 {
        var hasher = SipHash(key: (secret.0 ^ 0x5EC0_4D, secret.1 ^ 0xA17E))
        hasher.combine(record)
        return hasher.finalize()
    }

    /// Reads the pack's records, their codes not yet checked (``data(for:)`` checks each the first time it is asked
    /// for): none when the pack is missing, of another format or foreign; those before the first malformed record.
    /// A key found twice is its last record's (a later run appended it).
    private func loadPack() -> [PackKey: Entry] {
        guard case .success(let bytes) = FileIO.map(packPath, policy: Self.entryPolicy) else { return [:] }
        var info = stat()
        if stat(packPath, &info) == 0 { (pack.device, pack.inode) = (UInt64(info.st_dev), UInt64(info.st_ino)) }
        pack.size = bytes.count
        let header = header()
        guard bytes.count >= header.count, bytes.withUnsafeBytes({ $0.prefix(header.count).elementsEqual(header) }) else { return [:] }
        pack.sound = true
        whole = bytes
        var entries: [PackKey: Entry] = [:]
        bytes.withUnsafeBytes { buffer in
            // Records are counted first, so the table is made at its size once (a pack has tens of thousands).
            var count = 0
            var next = header.count
            while next + 2 * PackKey.size + 4 <= buffer.count {
                next += 2 * PackKey.size + 4 + Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: next + 2 * PackKey.size, as: UInt32.self))) + 8
                count += 1
            }
            // Room for as many results again as the run may store, so storing does not grow the tables one step at a time.
            entries.reserveCapacity(count + count / 2 + 1024)
            used.reserveCapacity(count + 1024)
            latest.reserveCapacity(count + 1024)
            var index = header.count
            func length() -> Int? {
                guard index + 4 <= buffer.count else { return nil }
                defer { index += 4 }
                return Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
            }
            while index < buffer.count {
                let start = index
                guard buffer.count - index >= 2 * PackKey.size else { pack.sound = false; return }
                let key = PackKey(buffer, at: index)
                let slot = PackKey(buffer, at: index + PackKey.size)
                index += 2 * PackKey.size
                guard let dataLength = length(), dataLength <= buffer.count - index, buffer.count - index - dataLength >= 8 else { pack.sound = false; return }
                index += dataLength + 8
                entries[key] = .unchecked(start: start, dataLength: dataLength)
                if slot != .none {
                    latest[slot] = key
                }
            }
        }
        return entries
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
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

    /// The 32 lowercase hexadecimal digits of `first` then `second`, each 16 with leading zeros, made in one string.
    static func hex(_ first: UInt64, _ second: UInt64) -> String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            for digit in 0..<32 {
                let value = digit < 16 ? first : second
                let nibble = UInt8(truncatingIfNeeded: value >> (60 - 4 * UInt64(digit % 16))) & 0x0F
                buffer[digit] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 32
        }
    }
}

/// A key of the check cache as its pack keeps it: 128 bits.
private struct PackKey: Hashable, Comparable {
    var high: UInt64
    var low: UInt64

    /// The bytes a key takes in a record.
    static let size = 16
    /// The slot of a record stored without one: zeros.
    static let none = PackKey(high: 0, low: 0)

    init(high: UInt64, low: UInt64) {
        (self.high, self.low) = (high, low)
    }

    /// The key `text` spells, 32 hexadecimal digits (as ``CheckCache/key(_:)`` makes them); `nil` for other text.
    init?(hexadecimal text: String) {
        var (high, low): (UInt64, UInt64) = (0, 0)
        var count = 0
        for byte in text.utf8 {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            guard count < 32 else { return nil }
            if count < 16 { high = high << 4 | UInt64(digit) } else { low = low << 4 | UInt64(digit) }
            count += 1
        }
        guard count == 32 else { return nil }
        (self.high, self.low) = (high, low)
    }

    /// The key whose 16 bytes start at `offset` of `buffer`.
    init(_ buffer: UnsafeRawBufferPointer, at offset: Int) {
        high = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        low = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
    }

    /// Appends the key's 16 bytes.
    func append(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: high.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: low.littleEndian) { bytes += $0 }
    }

    static func < (a: PackKey, b: PackKey) -> Bool {
        (a.high, a.low) < (b.high, b.low)
    }
}
