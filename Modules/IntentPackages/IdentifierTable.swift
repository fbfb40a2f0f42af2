/// The merge's index of identifiers: each identifier's first ``Merger/Entry``, in an open-addressing table of
/// 8-byte slots.
///
/// A slot holds 32 bits of the identifier's hash and its position in arrays kept in insertion order, so an
/// insertion or a lookup that misses touches one slot, where Swift's dictionary touches its bitmap, its keys
/// and its values: with a million identifiers, each of those is a cache miss. Hashes are Swift's (seeded per
/// process), so identifiers chosen to collide cannot slow a merge down.
struct IdentifierTable: Sendable {
    /// `hash << 32 | position + 2`; `empty` and `removed` mark free slots.
    private var slots: [UInt64]
    private var identifiers: [String] = []
    private var entries: [Merger.Entry] = []
    /// Slots neither empty nor removed, and slots removed (which lookups step over until the table grows).
    private var live = 0
    private var removed = 0

    private static let empty: UInt64 = 0
    private static let removedSlot: UInt64 = 1

    init() {
        slots = [UInt64](repeating: Self.empty, count: 16)
    }

    /// Makes room for `count` identifiers in all, so that inserting them does not grow the table.
    mutating func reserveCapacity(_ count: Int) {
        identifiers.reserveCapacity(count)
        entries.reserveCapacity(count)
        let size = Self.slotCount(for: count, atLeast: slots.count)
        if size > slots.count { rehash(size) }
    }

    /// The slots `count` identifiers need (a power of two, the table at most half full), and no fewer than `minimum`.
    private static func slotCount(for count: Int, atLeast minimum: Int) -> Int {
        var size = minimum
        while size < count * 2 { size *= 2 }
        return size
    }

    /// The position in `identifiers` and `entries` a used slot points to.
    private static func position(_ slot: UInt64) -> Int {
        Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 2
    }

    private static func hash(_ identifier: String) -> UInt32 {
        let hash = UInt64(bitPattern: Int64(identifier.hashValue))
        return UInt32(truncatingIfNeeded: hash ^ hash >> 32)
    }

    /// The slot of `identifier`, or the free slot where it would go (the first removed one on its way, if any).
    private func find(_ identifier: String, hash: UInt32) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        var firstRemoved = -1
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let value = slots[slot]
                if value == Self.empty { return (firstRemoved >= 0 ? firstRemoved : slot, false) }
                if value == Self.removedSlot {
                    if firstRemoved < 0 { firstRemoved = slot }
                } else if UInt32(truncatingIfNeeded: value >> 32) == hash, identifiers[Self.position(value)] == identifier {
                    return (slot, true)
                }
                slot = (slot + 1) & mask
            }
        }
    }

    subscript(identifier: String) -> Merger.Entry? {
        let (slot, found) = find(identifier, hash: Self.hash(identifier))
        return found ? entries[Self.position(slots[slot])] : nil
    }

    /// Adds `entry` for `identifier` unless it has one: then returns that one and changes nothing.
    mutating func insertIfAbsent(_ identifier: String, _ entry: Merger.Entry) -> Merger.Entry? {
        let hash = Self.hash(identifier)
        let (slot, found) = find(identifier, hash: hash)
        if found { return entries[Self.position(slots[slot])] }
        if slots[slot] == Self.removedSlot { removed -= 1 }
        slots[slot] = UInt64(hash) << 32 | UInt64(identifiers.count + 2)
        identifiers.append(identifier)
        entries.append(entry)
        live += 1
        if (live + removed) * 2 > slots.count { rehash(slots.count * 2) }
        return nil
    }

    /// Removes `identifier`'s entry, if it has one.
    mutating func remove(_ identifier: String) {
        let (slot, found) = find(identifier, hash: Self.hash(identifier))
        guard found else { return }
        slots[slot] = Self.removedSlot
        live -= 1
        removed += 1
    }

    /// A table of `identifiers` and their `entries` (in that order), built in one go; `nil` when two identifiers
    /// are the same.
    ///
    /// Identifiers are placed in the order of their home slots rather than their own, so the slots are written
    /// front to back: inserted one by one, a million identifiers into a table larger than the cache are a million
    /// cache misses. The order is a counting sort of the identifiers by the leading bits of their home slot.
    static func distinct(_ identifiers: [String], _ entries: [Merger.Entry]) -> IdentifierTable? {
        precondition(identifiers.count == entries.count && identifiers.count < Int(Int32.max))
        var table = IdentifierTable()
        table.slots = [UInt64](repeating: Self.empty, count: slotCount(for: identifiers.count, atLeast: table.slots.count))
        let hashes = identifiers.map(Self.hash)
        let mask = table.slots.count - 1
        let slotBits = mask.nonzeroBitCount
        let shift = max(0, slotBits - 16)
        var starts = [Int](repeating: 0, count: (mask >> shift) + 2)
        for hash in hashes { starts[(Int(hash) & mask) >> shift + 1] += 1 }
        for region in starts.indices.dropFirst() { starts[region] += starts[region - 1] }
        var order = [Int32](repeating: 0, count: hashes.count)
        for (position, hash) in hashes.enumerated() {
            let region = (Int(hash) & mask) >> shift
            order[starts[region]] = Int32(position)
            starts[region] += 1
        }
        let placed = table.slots.withUnsafeMutableBufferPointer { slots in
            for position in order {
                let position = Int(position), hash = hashes[position]
                var slot = Int(hash) & mask
                while slots[slot] != Self.empty {
                    let value = slots[slot]
                    if UInt32(truncatingIfNeeded: value >> 32) == hash, identifiers[Self.position(value)] == identifiers[position] { return false }
                    slot = (slot + 1) & mask
                }
                slots[slot] = UInt64(hash) << 32 | UInt64(position + 2)
            }
            return true
        }
        guard placed else { return nil }
        table.identifiers = identifiers
        table.entries = entries
        table.live = identifiers.count
        return table
    }

    /// Moves every live slot into a table of `size` slots (a power of two), dropping removed ones.
    private mutating func rehash(_ size: Int) {
        var fresh = [UInt64](repeating: Self.empty, count: size)
        let mask = size - 1
        for value in slots where value != Self.empty && value != Self.removedSlot {
            var slot = Int(truncatingIfNeeded: value >> 32) & mask
            while fresh[slot] != Self.empty { slot = (slot + 1) & mask }
            fresh[slot] = value
        }
        slots = fresh
        removed = 0
    }
}
