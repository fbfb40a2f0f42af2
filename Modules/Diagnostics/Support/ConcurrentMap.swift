import Foundation

extension Array where Element: Sendable {
    /// `map` on all cores: `transform` runs concurrently, the results come back in order.
    ///
    /// Used to read and check files in parallel; `transform` must not share mutable state.
    public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = ResultSlots<Result>(count: count)
        let elements = self
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                slots.set(index, transform(elements[index]))
            }
        }
        return slots.values
    }
}

/// Slots that concurrent work writes its results into, one slot each.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    // @unchecked: each index is written by exactly one task, and read only after all have finished.
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { storage[index] = value }
    }

    var values: [Value] { lock.withLock { storage.map { $0! } } }
}
