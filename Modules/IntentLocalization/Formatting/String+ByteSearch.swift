#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether the string's UTF-8 form holds `byte`, searched with `memchr` where the bytes are contiguous.
    ///
    /// The checks ask this of every string of a project (is there a `%`, a U+FFFD lead byte), so it
    /// is worth the vectorized search over `utf8.contains`, which compares one byte at a time.
    package func utf8Contains(_ byte: UInt8) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        }
        return found ?? utf8.contains(byte)
    }

    /// Whether the string's UTF-8 form holds `part`'s, searched with `memchr` for its first byte and `memcmp`.
    ///
    /// Paths are asked this by the thousand (is a file in a `.lproj` folder, under `.build`): Foundation's and the
    /// standard library's substring searches each cost a run more than the rest of what it did with those paths.
    package func utf8Contains(_ part: String) -> Bool {
        var text = self
        var part = part
        return text.withUTF8 { haystack in part.withUTF8 { needle in Self.search(haystack, for: needle) } }
    }

    private static func search(_ haystack: UnsafeBufferPointer<UInt8>, for needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let needleBase = needle.baseAddress, !needle.isEmpty else { return true }
        guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
        let first = Int32(needleBase.pointee)
        // Where a match may start: anywhere up to `needle.count - 1` bytes before the end.
        var offset = 0
        let last = haystack.count - needle.count
        while offset <= last {
            guard let hit = memchr(base + offset, first, last - offset + 1) else { return false }
            let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if memcmp(base + position, needleBase, needle.count) == 0 { return true }
            offset = position + 1
        }
        return false
    }
}
