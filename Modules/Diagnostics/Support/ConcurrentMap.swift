import Foundation

extension Array where Element: Sendable {
    /// `map` on all cores: `transform` runs concurrently, the results come back in order.
    ///
    /// Used to read and check files in parallel; `transform` must not share mutable state.
    public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Slots<Result>(count: count)
        let elements = self
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                slots.set(index, transform(elements[index]))
            }
        }
        return slots.values
    }

    /// `map` on all cores that hands each element to its task, which owns it from then on.
    ///
    /// When the array held the last reference to what its elements own, each element is freed
    /// by its task, on its core, rather than all of them on the caller's thread afterwards.
    public consuming func concurrentMapConsuming<Result: Sendable>(_ transform: @Sendable (consuming Element) -> Result) -> [Result] {
        let count = count
        let elements = Slots<Element>(moving: self)
        let results = Slots<Result>(count: count)
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.set(index, transform(elements.take(index)))
            }
        }
        return results.values
    }
}

/// Slots that concurrent work writes its results into, or takes its elements from, one slot each.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    // @unchecked: each index is written or taken by exactly one task, and read only after all have finished.
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    /// Slots holding `values`, which are moved in (the array's own buffer is released).
    init(moving values: consuming [Value]) {
        storage = []
        storage.reserveCapacity(values.count)
        while let value = values.popLast() { storage.append(value) }
        storage.reverse()
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { storage[index] = value }
    }

    /// The value at `index`, leaving the slot empty.
    func take(_ index: Int) -> Value {
        lock.withLock {
            let value = storage[index]!
            storage[index] = nil
            return value
        }
    }

    var values: [Value] { lock.withLock { storage.map { $0! } } }
}

extension Array where Element: Sendable {
    /// `map` as a task group: one child task per element on the cooperative pool, the results back in order.
    ///
    /// The tasks run on all cores. Cancelling the caller cancels the tasks not yet started.
    public func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) async -> [Result] {
        await withTaskGroup(of: (Int, Result).self) { group in
            for (index, element) in enumerated() {
                group.addTask { (index, transform(element)) }
            }
            return await Self.collect(count: count, from: &group)
        }
    }

    /// The task-group `concurrentMap(_:)` that hands each element to its task, which owns it from then on.
    ///
    /// When the array held the last reference to what its elements own, each element is freed
    /// by its task, on its core, rather than all of them on the caller's thread afterwards.
    public consuming func concurrentMapConsuming<Result: Sendable>(
        _ transform: @escaping @Sendable (consuming Element) -> Result
    ) async -> [Result] {
        let count = count
        var elements = consume self
        // Reversed, so popping hands the elements out first to last, each leaving the array as its task takes it.
        elements.reverse()
        return await withTaskGroup(of: (Int, Result).self) { group in
            while let element = elements.popLast() {
                let index = count - elements.count - 1
                group.addTask { (index, transform(element)) }
            }
            return await Self.collect(count: count, from: &group)
        }
    }

    private static func collect<Result: Sendable>(count: Int, from group: inout TaskGroup<(Int, Result)>) async -> [Result] {
        var results = [Result?](repeating: nil, count: count)
        for await (index, result) in group { results[index] = result }
        return results.map { $0! }
    }
}
