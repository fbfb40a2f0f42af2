import Foundation

/// A value made the first time it is asked for, by one caller while others wait, and kept.
package final class MadeOnce<Value>: @unchecked Sendable {
    // @unchecked: `made` is set once, under `lock`; `make` never changes.
    private let make: @Sendable () -> Value
    private let lock = NSLock()
    private var made: Value?

    /// A value `make` makes when it is first asked for.
    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if it was not before.
    package var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }

    /// Whether the value has been made.
    package var isMade: Bool { lock.withLock { made != nil } }
}
