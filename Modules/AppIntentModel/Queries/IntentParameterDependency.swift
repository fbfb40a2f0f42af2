/// Reads parameters of the intent being configured from inside a query or options provider (iOS 17).
///
/// Declare it as `@IntentParameterDependency<TransitIntent>(\.$stop) var intent`.
///
/// The value is `nil` when there is no intent context, as on Apple platforms. `IntentRunner`
/// provides the context while it resolves parameters; tests can provide one with
/// `IntentParameterContext.withIntent(_:operation:)`.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    let keyPaths: [PartialKeyPath<Intent>]

    /// Depends on these parameters of `Intent`.
    public init(_ keyPaths: PartialKeyPath<Intent>...) {
        self.keyPaths = keyPaths
    }

    /// The intent's current values, or `nil` outside an intent context.
    public var wrappedValue: IntentProjection<Intent>? {
        (IntentParameterContext.current as? Intent).map(IntentProjection.init)
    }
}

/// The intent a dependency sees: its parameters by name (`intent.stop`).
@dynamicMemberLookup
public struct IntentProjection<Intent: AppIntent>: Sendable {
    let intent: Intent

    /// A parameter's value.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value {
        intent[keyPath: keyPath]
    }
}

/// The intent being configured, as `@IntentParameterDependency` sees it.
public enum IntentParameterContext {
    @TaskLocal static var current: (any AppIntent)?

    /// Runs `operation` with `intent` as the intent being configured.
    public static func withIntent<R: Sendable>(_ intent: any AppIntent, operation: () async throws -> R) async rethrows -> R {
        try await $current.withValue(intent, operation: operation)
    }
}
