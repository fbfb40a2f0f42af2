/// The compact coded form of a range, which every declaration a cache keeps is full of.
///
/// A file's scan is encoded for the cache the first time it is made (the cold check of every app with a cache), and
/// its ranges and types are most of what it holds: coded as Codable synthesizes them (a keyed container for each
/// range, two nested keyed containers for each case of a type: see `TypeRef+Coding.swift`), they were two fifths of
/// the time spent encoding. The form is read back only by the same version of IntentKit (the cache's keys include
/// its version).
extension SourceRange: Codable {
    /// A range is one number: its start in the high 32 bits, its length in the low ones; a range beyond what 32 bits
    /// hold (a file of 4 GB, read only with a raised size limit) is two numbers in a container.
    func encode(to encoder: any Encoder) throws {
        if start >= 0, end >= start, start <= Int(UInt32.max), end - start <= Int(UInt32.max) {
            var container = encoder.singleValueContainer()
            try container.encode(UInt64(start) << 32 | UInt64(end - start))
        } else {
            var container = encoder.unkeyedContainer()
            try container.encode(start)
            try container.encode(end)
        }
    }

    init(from decoder: any Decoder) throws {
        if let packed = try? decoder.singleValueContainer().decode(UInt64.self) {
            start = Int(packed >> 32)
            end = start + Int(packed & 0xFFFF_FFFF)
            return
        }
        var container = try decoder.unkeyedContainer()
        start = try container.decode(Int.self)
        end = try container.decode(Int.self)
    }
}
