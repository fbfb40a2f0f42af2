import Diagnostics
import Foundation

/// The results of earlier checks of an app, kept in a folder across runs, so a check redoes only what changed.
///
/// A check after one file changed redoes that file's work and the stages that read every file, and takes the rest
/// from here. ``CheckPipeline/run(_:)`` opens one and saves it when the pipeline has a ``CheckPipeline/cache``; with
/// inputs read in code, pass one to ``CheckInputs/read(_:configuration:cache:)`` and call ``save()`` after
/// ``CheckPipeline/run(inputs:)``.
///
/// The entries are kept in one file, `results.pack`, mapped when the cache is made (a pack written whole starts with an
/// index of its records, looked up by bisection; records appended since are framed one by one) and added to by ``save()`` at
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
    /// The results, by key: the pack's records after its index (appended by runs since it was written whole), those
    /// checked in this run, and those stored in this run. A key not here is looked up in ``index``.
    private var entries: [PackKey: Entry] = [:]
    /// The index the pack read starts with, of the records it was written whole with (`nil`: none).
    private var index: PackIndex?
    /// The keys this run asked for or stored: what the next pack keeps first.
    private var used: Set<PackKey> = []
    /// The keys this run stored, in the order stored (a key stored twice is here twice; ``save()`` keeps its last):
    /// what an append adds to the pack.
    private var stored: [PackKey] = []
    /// The result each slot holds last (a result's slot is its entry's, ``store(_:for:slot:)``): a result another
    /// replaced in its slot, that this run did not ask for, is not worth keeping. Only slots a record after the index,
    /// or this run, filled: of the others, the index says which record holds each (`holds(_:)`).
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
    static let format = "IntentKit check cache 7"
    private static let magic = Array("IKP4".utf8)

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
            let entry = lookUp(packKey)
            switch entry {
            case .checked: counts.hits += 1
            case nil, .missing: counts.misses += 1
            case .unchecked: break
            }
            // A result asked for is what its slot holds now (an edit undone, a branch checked out again), unless this
            // run stored another in it.
            if let entry, let slot = slot(of: entry) {
                if let holder = latest[slot] {
                    if holder != packKey, !storedNow.contains(holder) { latest[slot] = packKey }
                } else if !holds(packKey) {
                    latest[slot] = packKey
                }
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
                if case .unchecked = lookUp(packKey) { entries[packKey] = found.map { .checked($0, slot: slot) } ?? .missing }
                if !authentic { pack.sound = false }
                if found == nil { counts.misses += 1 } else { counts.hits += 1 }
            }
        case nil, .missing:
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
            entries[key] = .checked(data, slot: slot ?? lookUp(key).flatMap(self.slot(of:)))
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
            let live = liveSize()
            // Records after the index are framed one by one by every run that reads the pack (about a microsecond each;
            // writing a whole app's pack anew costs some twenty milliseconds): a pack with more of them than it indexes
            // (and some thousands) is written anew, with all of them indexed.
            let unindexed = pack.appended + fresh.count
            if pack.sound, pack.size > 0, pack.size + added - live <= max(live / 2, 1 << 20), pack.size + added <= Self.packLimit,
               unindexed <= max(index?.count ?? 0, 4096) {
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
        lookUp(key).map { Record(key: key, entry: $0, slot: slot(of: $0)) }
    }

    /// The result for `key`: in ``entries``, else the record the index places (under `lock`).
    private func lookUp(_ key: PackKey) -> Entry? {
        if let entry = entries[key] { return entry == .missing ? nil : entry }
        return index.flatMap { index in whole.withUnsafeBytes { index.record(key, in: $0) } }.map { .unchecked(start: $0.start, dataLength: $0.dataLength) }
    }

    /// Every key with a result: the index's and the others (under `lock`).
    private func everyKey() -> [PackKey] {
        var keys = entries.compactMap { $0.value == .missing ? nil : $0.key }
        if let index {
            whole.withUnsafeBytes { buffer in
                index.forEach(in: buffer) { key, _, _, _ in if entries[key] == nil { keys.append(key) } }
            }
        }
        return keys
    }

    /// The size of the records worth keeping, as a pack written whole now would have them (under `lock`): those of
    /// the index read from its entries alone, without a record's frame.
    private func liveSize() -> Int {
        var live = 0
        for (key, entry) in entries where entry != .missing && !isReplaced(key) { live += entry.recordSize }
        guard let index else { return live }
        whole.withUnsafeBytes { buffer in
            index.forEach(in: buffer) { key, slot, dataLength, holdsSlot in
                guard entries[key] == nil, !isReplaced(key, slot: slot == .none ? nil : slot, indexedHolder: holdsSlot) else { return }
                live += Entry.dataOffset + dataLength + 8
            }
        }
        return live
    }

    /// Whether the index says `key`'s record holds its slot: it was the last of its slot when the pack was written whole
    /// (what ``latest`` says instead for a slot a later record or this run filled).
    private func holds(_ key: PackKey) -> Bool {
        index.flatMap { index in whole.withUnsafeBytes { index.record(key, in: $0)?.holdsSlot } } ?? false
    }

    /// Whether `key`'s result holds `slot` now: the result a record after the index or this run put there last, else
    /// the one the index says held it (`indexedHolder`: whether that is `key`'s) (under `lock`).
    private func isHolder(_ key: PackKey, slot: PackKey, indexedHolder: @autoclosure () -> Bool) -> Bool {
        latest[slot].map { $0 == key } ?? indexedHolder()
    }

    /// Whether the result for `key` is not worth keeping: another result replaced it in its slot, and this run did
    /// not ask for it (under `lock`).
    private func isReplaced(_ key: PackKey) -> Bool {
        isReplaced(key, slot: lookUp(key).flatMap(slot(of:)), indexedHolder: holds(key))
    }

    /// ``isReplaced(_:)`` of a result whose slot is known, and whether the index says it holds it (under `lock`).
    private func isReplaced(_ key: PackKey, slot: PackKey?, indexedHolder: @autoclosure () -> Bool) -> Bool {
        guard let slot else { return false }
        return !isHolder(key, slot: slot, indexedHolder: indexedHolder()) && !used.contains(key)
    }

    /// The records of a pack written whole (under `lock`): the results this run asked for or stored, then the others
    /// worth keeping while the pack stays under `packLimit`; the result each slot holds last after the others of its
    /// slot, so the next run reads it as such.
    private func wholePack() -> [Record] {
        var kept = used.sorted().compactMap(record)
        var size = kept.reduce(0) { $0 + $1.entry.recordSize }
        for key in everyKey() where !used.contains(key) && !isReplaced(key) {
            guard let record = record(key) else { continue }
            size += record.entry.recordSize
            if size > Self.packLimit { break }
            kept.append(record)
        }
        for position in kept.indices { kept[position].holdsSlot = kept[position].slot.map { isHolder(kept[position].key, slot: $0, indexedHolder: holds(kept[position].key)) } ?? false }
        return kept.filter { !$0.holdsSlot } + kept.filter(\.holdsSlot)
    }

    /// A result as a pack's record keeps it: its key, its bytes (or where they are in the pack read), and its slot.
    private struct Record {
        var key: PackKey
        var entry: Entry
        var slot: PackKey?
        /// Whether it holds its slot (the last of its slot): what the index of a pack written whole says of it.
        var holdsSlot = false
    }

    /// Writes a pack of `records` whole, its index first: to a temporary file, renamed into place.
    private func writePack(_ records: [Record]) {
        var bytes = header()
        let indexSize = Entry.dataOffset + PackIndex.size(of: records.count) + 8
        bytes.reserveCapacity(records.reduce(bytes.count + indexSize) { $0 + $1.entry.recordSize })
        var placed: [PackIndex.Placed] = []
        placed.reserveCapacity(records.count)
        var start = bytes.count + indexSize
        for record in records {
            placed.append(PackIndex.Placed(key: record.key, slot: record.slot ?? .none, start: start, dataLength: record.entry.recordSize - Entry.dataOffset - 8,
                                           holdsSlot: record.holdsSlot))
            start += record.entry.recordSize
        }
        append(Record(key: .index, entry: .checked(Data(PackIndex.packed(placed, end: start)), slot: nil), slot: nil), to: &bytes)
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
        /// How many records follow the index (or the header, in a pack without one).
        var appended = 0
    }

    /// One result: its bytes and slot once its code was checked (or it was stored in this run); until it is first
    /// asked for, where its record starts in the pack read and the length of its data (a record is its key, its
    /// slot, the data's length, the data and their code: the rest is read from the pack when needed).
    private enum Entry: Equatable {
        case checked(Data, slot: PackKey?)
        case unchecked(start: Int, dataLength: Int)
        /// An indexed record found not authentic: a miss, and not kept.
        case missing

        /// Where a record's data starts, from the record's start.
        static let dataOffset = 2 * PackKey.size + 4

        /// The size of its record in a pack.
        var recordSize: Int {
            switch self {
            case .checked(let data, _): Self.dataOffset + data.count + 8
            case .unchecked(_, let length): Self.dataOffset + length + 8
            case .missing: 0
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
        case .missing: return nil
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
        case .missing:
            return
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

    /// Reads the pack's index and the records after it, their codes not yet checked (``data(for:)`` checks each the
    /// first time it is asked for): none when the pack is missing, of another format or foreign; those before the
    /// first malformed record. A key found twice is its last record's (a later run appended it).
    ///
    /// A pack written whole starts with an index of its records (`PackIndex`): a run looks a key up there, and frames
    /// only the records runs appended since, one by one. Its code is checked here: an index that is not authentic
    /// leaves the pack unsound, read as if empty, and written anew by the next save.
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
            var index = header.count
            func length(at offset: Int) -> Int? {
                guard offset + 4 <= buffer.count else { return nil }
                return Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            }
            if buffer.count - index >= Entry.dataOffset, PackKey(buffer, at: index) == .index {
                guard let dataLength = length(at: index + 2 * PackKey.size), dataLength <= buffer.count - index - Entry.dataOffset - 8 else {
                    pack.sound = false
                    return
                }
                let data = index + Entry.dataOffset..<index + Entry.dataOffset + dataLength
                let expected = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: data.upperBound, as: UInt64.self))
                guard code(of: UnsafeRawBufferPointer(rebasing: buffer[index..<data.upperBound])) == expected,
                      let read = PackIndex(UnsafeRawBufferPointer(rebasing: buffer[data]), at: data.lowerBound, packSize: buffer.count)
                else {
                    pack.sound = false
                    return
                }
                self.index = read
                index = read.end
            }
            // The records after the index, counted first, so the table is made at its size once.
            var count = 0
            var next = index
            while next + Entry.dataOffset <= buffer.count, let length = length(at: next + 2 * PackKey.size) {
                next += Entry.dataOffset + length + 8
                count += 1
            }
            // Room for as many results again as the run may store, so storing does not grow the tables one step at a time.
            entries.reserveCapacity(2 * count + 1024)
            used.reserveCapacity(count + 1024)
            latest.reserveCapacity(count + 1024)
            while index < buffer.count {
                let start = index
                guard buffer.count - index >= Entry.dataOffset, let dataLength = length(at: index + 2 * PackKey.size),
                      dataLength <= buffer.count - index - Entry.dataOffset, buffer.count - index - Entry.dataOffset - dataLength >= 8
                else { pack.sound = false; return }
                let key = PackKey(buffer, at: index)
                let slot = PackKey(buffer, at: index + PackKey.size)
                index += Entry.dataOffset + dataLength + 8
                entries[key] = .unchecked(start: start, dataLength: dataLength)
                if slot != .none { latest[slot] = key }
                pack.appended += 1
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
    /// The key of a pack's index (`PackIndex`): ones.
    static let index = PackKey(high: .max, low: .max)

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

/// The index a pack written whole starts with: each record's key, slot, place and length, sorted by key.
///
/// A warm run asks a few thousand results of a pack of tens of thousands: reading every record's frame into a table
/// cost it more than the lookups (a whole app's pack, some milliseconds of every run). So a pack written whole starts
/// with this index, a record of its own under the key of ones, and a run looks each key up in it by bisection, in
/// the mapped pack. Records runs append later follow the indexed ones, read one by one as before; once there are more
/// of them than it indexes (and some thousands), the pack is written whole again (``CheckCache/save()``).
///
/// Its data is where the indexed records end (8 bytes), their count (4 bytes), then for each record, in the order
/// of their keys: its key and slot (16 bytes each), where its record starts (8 bytes), its data's length (4 bytes),
/// and a byte whose lowest bit says it was the last of its slot (the result the slot holds). A record it places is
/// used only when it is within the pack, framed with the key asked for and that length, and authentic.
private struct PackIndex {
    /// Where the first entry starts in the pack.
    let offset: Int
    /// How many records it places.
    let count: Int
    /// Where the records it places end: records appended later start there.
    let end: Int

    static let entrySize = 2 * PackKey.size + 8 + 4 + 1

    /// A record as the index places it.
    struct Placed {
        var key: PackKey
        var slot: PackKey
        var start: Int
        var dataLength: Int
        var holdsSlot: Bool
    }

    /// The size of the data of an index of `count` records.
    static func size(of count: Int) -> Int { 12 + count * entrySize }

    /// The data of an index of `records` (in any order), which end at `end`.
    static func packed(_ records: [Placed], end: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size(of: records.count))
        withUnsafeBytes(of: UInt64(end).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt32(records.count).littleEndian) { bytes += $0 }
        for record in records.sorted(by: { $0.key < $1.key }) {
            record.key.append(to: &bytes)
            record.slot.append(to: &bytes)
            withUnsafeBytes(of: UInt64(record.start).littleEndian) { bytes += $0 }
            withUnsafeBytes(of: UInt32(record.dataLength).littleEndian) { bytes += $0 }
            bytes.append(record.holdsSlot ? 1 : 0)
        }
        return bytes
    }

    /// The index in `data`, which starts at `offset` of a pack of `packSize` bytes; `nil` when it is not one (its
    /// count and length disagree, or its records end before it or past the pack).
    init?(_ data: UnsafeRawBufferPointer, at offset: Int, packSize: Int) {
        guard data.count >= 12 else { return nil }
        let end = UInt64(littleEndian: data.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
        let count = Int(UInt32(littleEndian: data.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
        guard data.count == Self.size(of: count), end <= UInt64(packSize), Int(end) >= offset + data.count + 8 else { return nil }
        (self.offset, self.count, self.end) = (offset + 12, count, Int(end))
    }

    /// The key of the entry at `position`.
    func key(at position: Int, in pack: UnsafeRawBufferPointer) -> PackKey {
        PackKey(pack, at: offset + position * Self.entrySize)
    }

    /// Calls `body` with each entry's key, slot, data length and whether it holds its slot, in the order of their keys.
    func forEach(in pack: UnsafeRawBufferPointer, _ body: (PackKey, PackKey, Int, Bool) -> Void) {
        for position in 0..<count {
            let entry = offset + position * Self.entrySize
            body(PackKey(pack, at: entry), PackKey(pack, at: entry + PackKey.size),
                 Int(UInt32(littleEndian: pack.loadUnaligned(fromByteOffset: entry + 2 * PackKey.size + 8, as: UInt32.self))),
                 pack.load(fromByteOffset: entry + 2 * PackKey.size + 12, as: UInt8.self) & 1 == 1)
        }
    }

    /// The record of `key`, when the index places one there that is framed as such within the indexed records.
    func record(_ key: PackKey, in pack: UnsafeRawBufferPointer) -> (start: Int, dataLength: Int, holdsSlot: Bool)? {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            let found = self.key(at: middle, in: pack)
            if found < key { low = middle + 1 } else if key < found { high = middle } else {
                let entry = offset + middle * Self.entrySize + 2 * PackKey.size
                let start = UInt64(littleEndian: pack.loadUnaligned(fromByteOffset: entry, as: UInt64.self))
                let dataLength = Int(UInt32(littleEndian: pack.loadUnaligned(fromByteOffset: entry + 8, as: UInt32.self)))
                // Within the indexed records, after the index, and framed with this key and length.
                guard start >= UInt64(offset + count * Self.entrySize + 8), start <= UInt64(end),
                      end - Int(start) >= 2 * PackKey.size + 4 + dataLength + 8,
                      PackKey(pack, at: Int(start)) == key,
                      Int(UInt32(littleEndian: pack.loadUnaligned(fromByteOffset: Int(start) + 2 * PackKey.size, as: UInt32.self))) == dataLength
                else { return nil }
                return (Int(start), dataLength, pack.load(fromByteOffset: entry + 12, as: UInt8.self) & 1 == 1)
            }
        }
        return nil
    }
}
