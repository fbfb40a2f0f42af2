import Foundation

/// The entries of a zip archive (an `.ipa`), read in place: the central directory is read once, and an entry's
/// bytes only when asked for, inflated within a limit and checked against their CRC-32.
///
/// Nothing is unpacked to disk. What a hostile archive can do is bounded: the central directory is read
/// only from where the end record says it is and must fit the file; entries are at most ``maximumEntries``;
/// an entry is inflated only up to the limit its reader gives (and the size the directory declares), so a
/// zip bomb is refused rather than inflated; a name that climbs out (`..`) or is absolute is reported, and
/// its entry is left out.
struct ZipArchive {
    /// One entry of the central directory.
    struct Entry {
        /// The name, with `/` between folders (a folder ends with `/`).
        var name: String
        var method: Int
        var flags: Int
        var crc: UInt32
        var compressedSize: Int
        var uncompressedSize: Int
        var localHeaderOffset: Int
        /// The Unix file mode, when the archive was made on Unix (`0o120000` marks a symbolic link).
        var unixMode: Int?

        var isDirectory: Bool { name.hasSuffix("/") || unixMode.map { $0 & 0o170000 == 0o040000 } == true }
        var isSymbolicLink: Bool { unixMode.map { $0 & 0o170000 == 0o120000 } == true }
    }

    enum Failure: Error {
        case notZip(String)
        case entry(String)
        case tooLarge
    }

    /// The most entries read from one archive.
    static let maximumEntries = 500_000

    let path: String
    private let handle: FileHandle
    let size: Int
    private(set) var entries: [Entry] = []
    /// Names left out because they climb out of the archive or are absolute.
    private(set) var unsafeNames: [String] = []

    init(path: String) throws(Failure) {
        self.path = path
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .notZip("the file cannot be opened") }
        self.handle = handle
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw .notZip("it is not a regular file") }
        size = Int(info.st_size)
        try readDirectory()
    }

    private func read(at offset: Int, count: Int) throws(Failure) -> [UInt8] {
        guard offset >= 0, count >= 0, offset <= size, count <= size - offset else { throw .notZip("a record points past the end of the file") }
        do {
            try handle.seek(toOffset: UInt64(offset))
            let data = try handle.read(upToCount: count) ?? Data()
            guard data.count == count else { throw Failure.notZip("the file ends inside a record") }
            return [UInt8](data)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .notZip("the file cannot be read: \(error.localizedDescription)")
        }
    }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    private static func uint32(_ bytes: [UInt8], _ at: Int) -> Int { uint16(bytes, at) | uint16(bytes, at + 2) << 16 }
    private static func uint64(_ bytes: [UInt8], _ at: Int) -> Int? {
        let value = UInt64(uint32(bytes, at)) | UInt64(uint32(bytes, at + 4)) << 32
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    private mutating func readDirectory() throws(Failure) {
        guard size >= 22 else { throw .notZip("it is too short to be a zip archive") }
        let tailLength = min(size, 22 + 65_535)
        let tail = try read(at: size - tailLength, count: tailLength)
        guard let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: { tail[$0] == 0x50 && tail[$0 + 1] == 0x4B && tail[$0 + 2] == 0x05 && tail[$0 + 3] == 0x06 }) else {
            throw .notZip("it has no zip end record")
        }
        var count = Self.uint16(tail, end + 10)
        var directorySize = Self.uint32(tail, end + 12)
        var directoryOffset = Self.uint32(tail, end + 16)
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            // Zip64: the locator sits just before the end record.
            let locatorAt = size - tailLength + end - 20
            let locator = try read(at: locatorAt, count: 20)
            guard Self.uint32(locator, 0) == 0x0706_4B50, let recordAt = Self.uint64(locator, 8) else { throw .notZip("a zip64 archive without its locator") }
            let record = try read(at: recordAt, count: 56)
            guard Self.uint32(record, 0) == 0x0606_4B50, let entries = Self.uint64(record, 32), let bytes = Self.uint64(record, 40), let offset = Self.uint64(record, 48) else {
                throw .notZip("a zip64 end record that is not one")
            }
            count = entries
            directorySize = bytes
            directoryOffset = offset
        }
        guard count <= Self.maximumEntries else { throw .notZip("it lists \(count) entries, more than the \(Self.maximumEntries) read") }
        guard directorySize <= size, directoryOffset <= size - directorySize else { throw .notZip("its central directory lies outside the file") }
        let directory = try read(at: directoryOffset, count: directorySize)
        var at = 0
        for _ in 0..<count {
            guard at + 46 <= directory.count, Self.uint32(directory, at) == 0x0201_4B50 else { throw .notZip("its central directory is cut off or damaged") }
            let madeBy = Self.uint16(directory, at + 4) >> 8
            let nameLength = Self.uint16(directory, at + 28)
            let extraLength = Self.uint16(directory, at + 30)
            let commentLength = Self.uint16(directory, at + 32)
            guard at + 46 + nameLength + extraLength + commentLength <= directory.count else { throw .notZip("its central directory is cut off") }
            let name = String(decoding: directory[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            var entry = Entry(
                name: name,
                method: Self.uint16(directory, at + 10),
                flags: Self.uint16(directory, at + 8),
                crc: UInt32(Self.uint32(directory, at + 16)),
                compressedSize: Self.uint32(directory, at + 20),
                uncompressedSize: Self.uint32(directory, at + 24),
                localHeaderOffset: Self.uint32(directory, at + 42),
                unixMode: madeBy == 3 ? Self.uint32(directory, at + 38) >> 16 : nil
            )
            Self.applyZip64(Array(directory[(at + 46 + nameLength)..<(at + 46 + nameLength + extraLength)]), to: &entry)
            at += 46 + nameLength + extraLength + commentLength
            let components = name.split(separator: "/", omittingEmptySubsequences: false)
            if name.hasPrefix("/") || name.contains("\\") || components.contains("..") || name.contains("\0") {
                unsafeNames.append(name)
                continue
            }
            entries.append(entry)
        }
    }

    /// Reads the zip64 extra field's sizes and offset where the directory record holds their markers.
    private static func applyZip64(_ extra: [UInt8], to entry: inout Entry) {
        var at = 0
        while at + 4 <= extra.count {
            let id = uint16(extra, at)
            let length = uint16(extra, at + 2)
            guard at + 4 + length <= extra.count else { return }
            if id == 0x0001 {
                var field = at + 4
                func next() -> Int? {
                    guard field + 8 <= at + 4 + length else { return nil }
                    defer { field += 8 }
                    return uint64(extra, field)
                }
                if entry.uncompressedSize == 0xFFFF_FFFF, let value = next() { entry.uncompressedSize = value }
                if entry.compressedSize == 0xFFFF_FFFF, let value = next() { entry.compressedSize = value }
                if entry.localHeaderOffset == 0xFFFF_FFFF, let value = next() { entry.localHeaderOffset = value }
            }
            at += 4 + length
        }
    }

    /// The bytes of `entry`, inflated; refused past `limit` bytes (whatever the directory declares).
    func contents(of entry: Entry, limit: Int) throws(Failure) -> [UInt8] {
        guard entry.flags & 1 == 0 else { throw .entry("it is encrypted") }
        guard entry.uncompressedSize <= limit else { throw .tooLarge }
        let header = try read(at: entry.localHeaderOffset, count: 30)
        guard Self.uint32(header, 0) == 0x0403_4B50 else { throw .entry("its local header is missing") }
        let dataOffset = entry.localHeaderOffset + 30 + Self.uint16(header, 26) + Self.uint16(header, 28)
        let compressed = try read(at: dataOffset, count: entry.compressedSize)
        let bytes: [UInt8]
        switch entry.method {
        case 0:
            bytes = compressed
        case 8:
            do {
                // Never more than the directory declares: an entry that inflates past its declared size is refused.
                bytes = try Inflate.inflate(compressed, limit: min(limit, entry.uncompressedSize), expectedSize: entry.uncompressedSize)
            } catch .tooLarge {
                throw .tooLarge
            } catch {
                throw .entry("its data is not valid DEFLATE (\(error))")
            }
        default:
            throw .entry("it is compressed with method \(entry.method), which is not read (only stored and DEFLATE)")
        }
        guard bytes.count == entry.uncompressedSize else { throw .entry("it inflates to \(bytes.count) bytes, not the \(entry.uncompressedSize) its directory says") }
        guard CRC32.checksum(bytes) == entry.crc else { throw .entry("its CRC-32 does not match its data") }
        return bytes
    }
}
