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
}
