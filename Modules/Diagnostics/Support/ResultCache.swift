import Foundation

/// Results of earlier runs, kept by a key built from everything the result depends on.
///
/// The reader builds the key from the bytes of its inputs, the options that change the result and the version of
/// IntentKit that made it.
///
/// A reader asks ``data(for:)`` before doing the work and ``store(_:for:)`` after; a miss costs nothing but the work.
/// An implementation must never hand back data it did not store for that key (a corrupt, truncated or foreign
/// entry is a miss), so a result from the cache is the result the work gives.
public protocol ResultCache: Sendable {
    /// A key for `parts`, each the bytes of one thing the result depends on.
    ///
    /// The same parts give the same key, and no one without this cache's secret can make other parts give it.
    func key(_ parts: [[UInt8]]) -> String
    /// The data stored for `key`, if there is any and it is intact.
    func data(for key: String) -> Data?
    /// Stores `data` for `key`, replacing what was there.
    func store(_ data: Data, for key: String)
    /// Stores `data` for `key` as what `slot` holds now.
    ///
    /// A slot names the place a result fills, without what it depends on (one file's strings under one build, a
    /// target's extraction): a result an earlier run stored in the same slot under another key is out of date once
    /// this one is stored, and a cache may drop it unless a run still asks for it. The default stores `data` as
    /// ``store(_:for:)`` does.
    func store(_ data: Data, for key: String, slot: String)
}

extension ResultCache {
    /// The value stored for `key`, decoded, if there is one (`nil` too when what is stored is not such a value).
    public func value<Value: Decodable>(_ type: Value.Type, for key: String) -> Value? {
        guard let data = data(for: key) else { return nil }
        return try? BinaryDecoder().decode(Value.self, from: [UInt8](data))
    }

    /// Stores `data` for `key`, without its slot: the default for a cache that keeps none.
    public func store(_ data: Data, for key: String, slot: String) {
        store(data, for: key)
    }

    /// Stores `value`, encoded, for `key` (as what `slot` holds now, when there is one: ``store(_:for:slot:)``).
    ///
    /// The value is kept in IntentKit's binary Codable form; a value that cannot be encoded is not stored.
    public func store<Value: Encodable>(_ value: Value, for key: String, slot: String? = nil) {
        guard let bytes = try? BinaryEncoder().encode(value) else { return }
        store(Data(bytes), for: key, inSlot: slot)
    }

    /// Stores `data` for `key`, in `slot` when there is one.
    private func store(_ data: Data, for key: String, inSlot slot: String?) {
        if let slot { store(data, for: key, slot: slot) } else { store(data, for: key) }
    }

    /// A key for texts, each one part.
    public func key(_ texts: String...) -> String {
        key(texts.map { Array($0.utf8) })
    }

    /// The diagnostics stored for `key` with ``store(diagnostics:for:slot:)``, if there are.
    public func diagnostics(for key: String) -> [Diagnostic]? {
        data(for: key).flatMap { Diagnostic.diagnostics(fromBinary: $0) }
    }

    /// Stores `diagnostics` for `key` in a compact binary form, read back several times faster than JSON.
    ///
    /// With a `slot`, they are stored as what it holds now (``store(_:for:slot:)``).
    public func store(diagnostics: [Diagnostic], for key: String, slot: String? = nil) {
        store(Data(Diagnostic.binary(diagnostics)), for: key, inSlot: slot)
    }
}
