import Foundation

/// A value of IntentKit's binary form (``BinaryDecoder``) decoded the first time it is asked for, not with the value
/// that holds it.
///
/// Decoding the holder steps over the value's bytes (the holder checked their extent when it found them), so a part of a kept
/// result that a run rarely reads — the members of each type of a file's scan — costs nothing until it is read.
/// Encoding writes the value as itself: its bytes are those of a `Value` in its place. From any other decoder the
/// value is decoded at once.
package struct BinaryDeferred<Value: Codable & Sendable>: Codable, Sendable {
    private let box: Box

    /// A value already decoded (or made).
    package init(_ value: Value) {
        box = Box(.ready(value))
    }

    package init(from decoder: any Decoder) throws {
        guard let binary = decoder as? BinaryValueDecoder else {
            box = Box(.ready(try Value(from: decoder)))
            return
        }
        // Its extent was checked by what holds it (every container steps over each value it finds); what it holds is
        // checked when it is decoded.
        box = Box(.bytes(binary))
    }

    package func encode(to encoder: any Encoder) throws {
        try value().encode(to: encoder)
    }

    /// The value, decoded from its bytes the first time it is asked for (by one caller while others wait).
    ///
    /// - Throws: The `DecodingError` of bytes that are not a `Value`, every time it is asked for.
    package func value() throws -> Value {
        try box.value()
    }

    /// Whether the value has been decoded (or was made decoded): what a test of the deferral reads.
    package var isDecoded: Bool { box.isDecoded }

    /// The value or its bytes, and what decoding them gave.
    private final class Box: @unchecked Sendable {
        // @unchecked: `state` is read and written under `lock`.
        enum State {
            case ready(Value)
            case bytes(BinaryValueDecoder)
            case failed(any Error)
        }

        private let lock = NSLock()
        private var state: State

        init(_ state: State) { self.state = state }

        func value() throws -> Value {
            try lock.withLock {
                switch state {
                case .ready(let value): return value
                case .failed(let error): throw error
                case .bytes(let decoder):
                    do {
                        let value = try Value(from: decoder)
                        state = .ready(value)
                        return value
                    } catch {
                        state = .failed(error)
                        throw error
                    }
                }
            }
        }

        var isDecoded: Bool {
            lock.withLock {
                if case .ready = state { return true }
                return false
            }
        }
    }
}
