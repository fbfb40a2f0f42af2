import Diagnostics
import Foundation
import Synchronization
import Testing

/// An element that counts its deinitializations, to see who frees what.
private final class Tracked: Sendable {
    static let freed = Atomic<Int>(0)
    let value: Int

    init(_ value: Int) { self.value = value }

    deinit { Self.freed.add(1, ordering: .relaxed) }
}

/// Runs `body` in a synchronous context, where the `DispatchQueue` variants are the ones chosen.
private func synchronously<T>(_ body: () -> T) -> T { body() }

@Suite(.serialized) struct ConcurrentMapTests {
    @Test func resultsComeBackInOrderOnEveryVariant() async {
        let numbers = Array(0..<1_000)
        let squares = numbers.map { $0 * $0 }
        #expect(synchronously { numbers.concurrentMap { $0 * $0 } } == squares)
        #expect(synchronously { numbers.concurrentMapConsuming { $0 * $0 } } == squares)
        #expect(await numbers.concurrentMap { $0 * $0 } == squares)
        #expect(await numbers.concurrentMapConsuming { $0 * $0 } == squares)
        #expect(await [Int]().concurrentMap { $0 } == [])
    }

    /// How many elements had been freed when each task started, beyond `before`: the consuming
    /// variants free each element as its task ends, the others only after the whole map.
    @Test func theConsumingVariantsFreeEachElementInItsTask() async {
        @Sendable func freedSoFar(since before: Int) -> Int { Tracked.freed.load(ordering: .relaxed) - before }

        var before = Tracked.freed.load(ordering: .relaxed)
        let seenBySynchronous = synchronously { [before] in
            (0..<200).map(Tracked.init).concurrentMapConsuming { _ in freedSoFar(since: before) }
        }
        #expect(seenBySynchronous.max()! >= 100)
        #expect(freedSoFar(since: before) == 200)

        before = Tracked.freed.load(ordering: .relaxed)
        let seenByAsynchronous = await (0..<200).map(Tracked.init).concurrentMapConsuming { [before] _ in freedSoFar(since: before) }
        #expect(seenByAsynchronous.max()! >= 100)
        #expect(freedSoFar(since: before) == 200)

        before = Tracked.freed.load(ordering: .relaxed)
        let kept = (0..<200).map(Tracked.init)
        let seenByBorrowing = await kept.concurrentMap { [before] _ in freedSoFar(since: before) }
        #expect(seenByBorrowing.max()! == 0)
        #expect(kept.count == 200)
    }

    @Test func theTransformRunsOnMoreThanOneThreadWhenThereAreCores() async {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
        // Other tests run at the same time and may hold the cooperative pool's other threads for a while (a
        // long synchronous test holds one for seconds), so rounds repeat for up to two minutes until one runs
        // on two threads; a serial implementation would run every round on one thread.
        var most = 0
        let deadline = Date().addingTimeInterval(120)
        while most < 2, Date() < deadline {
            let threads = await Array(0..<64).concurrentMap { _ -> String in
                Thread.sleep(forTimeInterval: 0.005)
                return "\(pthread_self())"
            }
            most = max(most, Set(threads).count)
        }
        #expect(most > 1)
    }
}
