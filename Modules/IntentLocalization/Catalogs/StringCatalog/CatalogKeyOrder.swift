import CIntentKitICU

/// The order Xcode writes a String Catalog's keys in.
///
/// ICU's root collation with digits compared as numbers (Foundation's `localizedStandardCompare`, "the way
/// the Finder sorts").
///
///     CatalogKeyOrder.sorted(["b", "%@ of %@", "A", "item 10", "item 9"])
///     // ["%@ of %@", "A", "b", "item 9", "item 10"]
///
/// Punctuation sorts before digits and letters, case differs last; keys the collation calls equal keep
/// code-point order, so the order is total.
public enum CatalogKeyOrder {
    /// `keys`, sorted as Xcode sorts them.
    public static func sorted(_ keys: some Sequence<String>) -> [String] {
        let collator = Collator()
        return keys.sorted { collator.precedes($0, $1) }
    }

    /// Whether `keys` are in Xcode's order already.
    public static func isSorted(_ keys: [String]) -> Bool {
        let collator = Collator()
        return zip(keys, keys.dropFirst()).allSatisfy { !collator.precedes($1, $0) }
    }

    /// One ICU collator for one sort, used from one thread.
    fileprivate final class Collator {
        private let handle: OpaquePointer?

        init() {
            var status: Int32 = 0
            handle = intentkit_collator_open("", 1, &status)
        }

        deinit { intentkit_collator_close(handle) }

        func precedes(_ a: String, _ b: String) -> Bool {
            guard let handle else { return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) }
            var a = a, b = b
            let order = a.withUTF8 { a in
                b.withUTF8 { b in
                    a.withMemoryRebound(to: CChar.self) { a in
                        b.withMemoryRebound(to: CChar.self) { b in
                            intentkit_collator_compare(handle, a.baseAddress, Int32(a.count), b.baseAddress, Int32(b.count))
                        }
                    }
                }
            }
            return order != 0 ? order < 0 : a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
        }
    }
}

extension CatalogKeyOrder {
    /// `existing` with `new` keys inserted where Xcode's order puts them, the existing keys never moved.
    ///
    /// Each new key goes before the first existing key that sorts after it (scanning on from the previous
    /// insertion), so a catalog in Xcode's order stays in it and one edited out of order changes only where keys
    /// are added.
    public static func merged(_ existing: [String], inserting new: some Sequence<String>) -> [String] {
        let collator = Collator()
        let added = new.sorted { collator.precedes($0, $1) }
        var result: [String] = []
        result.reserveCapacity(existing.count + added.count)
        var next = added.startIndex
        for key in existing {
            while next < added.endIndex, collator.precedes(added[next], key) {
                result.append(added[next])
                next += 1
            }
            result.append(key)
        }
        result += added[next...]
        return result
    }
}
