import Foundation

/// Where intents, queries and options providers get shared objects from (iOS 16): register them at launch.
///
///     AppDependencyManager.shared.add(dependency: Store.shared)   // at launch, or in a test
///     @Dependency var store: Store                                 // in an intent
///
/// A test can use its own manager: `@Dependency(manager: testManager) var store: Store`.
public final class AppDependencyManager: @unchecked Sendable {
    /// What can go wrong getting a dependency.
    public enum Error: Swift.Error, Sendable {
        /// The dependency's factory threw.
        case failedToLoadDependency
        /// No dependency was added for the type and key.
        case failedToRetrieveDependency
        /// The dependency added for the key is of another type.
        case incorrectDependencyType
    }

    /// The manager `@Dependency` uses unless told otherwise.
    public static let shared = AppDependencyManager()

    private enum Entry {
        case value(any Sendable)
        case factory(@Sendable () throws -> any Sendable)
        case asyncFactory(@Sendable () async throws -> any Sendable)
    }

    private let lock = NSLock()
    private var entries: [AnyHashable: Entry] = [:]

    /// Creates an empty manager, for tests.
    public init() {}

    /// Adds a dependency, made when first asked for.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency) {
        store(.factory { dependency() }, key: key, type: Dependency.self)
    }

    /// Adds a dependency whose making may throw.
    @_disfavoredOverload
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () throws -> Dependency) {
        store(.factory { try dependency() }, key: key, type: Dependency.self)
    }

    /// Adds a dependency made asynchronously.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @escaping @Sendable () async throws -> Dependency) {
        store(.asyncFactory { try await dependency() }, key: key, type: Dependency.self)
    }

    private func store(_ entry: Entry, key: AnyHashable?, type: any Any.Type) {
        lock.withLock { entries[key ?? AnyHashable(ObjectIdentifier(type))] = entry }
    }

    /// The dependency, made now if it has to be (its factory runs once).
    func dependency<Dependency>(key: AnyHashable?, as _: Dependency.Type) async throws -> Dependency {
        let lookup = key ?? AnyHashable(ObjectIdentifier(Dependency.self))
        guard let entry = lock.withLock({ entries[lookup] }) else { throw Error.failedToRetrieveDependency }
        let value: any Sendable
        switch entry {
        case .value(let stored): value = stored
        case .factory(let make): value = try Self.load(make)
        case .asyncFactory(let make):
            do { value = try await make() } catch { throw Error.failedToLoadDependency }
        }
        lock.withLock { entries[lookup] = .value(value) }
        guard let typed = value as? Dependency else { throw Error.incorrectDependencyType }
        return typed
    }

    /// The dependency if it can be had without waiting.
    func dependencyNow<Dependency>(key: AnyHashable?, as _: Dependency.Type) throws -> Dependency {
        let lookup = key ?? AnyHashable(ObjectIdentifier(Dependency.self))
        guard let entry = lock.withLock({ entries[lookup] }) else { throw Error.failedToRetrieveDependency }
        let value: any Sendable
        switch entry {
        case .value(let stored): value = stored
        case .factory(let make): value = try Self.load(make)
        case .asyncFactory: throw Error.failedToRetrieveDependency
        }
        lock.withLock { entries[lookup] = .value(value) }
        guard let typed = value as? Dependency else { throw Error.incorrectDependencyType }
        return typed
    }

    private static func load(_ make: @Sendable () throws -> any Sendable) throws -> any Sendable {
        do { return try make() } catch { throw Error.failedToLoadDependency }
    }
}

/// A dependency of an intent, query or options provider, from an `AppDependencyManager`: `@Dependency var store: Store`.
///
/// `IntentRunner` resolves every dependency before `perform()`, so asynchronously made ones are
/// ready; outside a run, a dependency added as a value or a synchronous factory is made when read.
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    private let key: AnyHashable?
    private let manager: AppDependencyManager
    private let fallback: (@Sendable () async throws -> Value)?
    private let lock = NSLock()
    private var resolved: Value?

    /// A dependency registered for the type (or the key) in `manager`.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key
        self.manager = manager
        self.fallback = nil
    }

    /// A dependency with a default made asynchronously when none is registered.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared, default: @escaping @Sendable () async throws -> Value) {
        self.key = key
        self.manager = manager
        self.fallback = `default`
    }

    /// A dependency with a default value when none is registered.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared, default: @autoclosure @escaping @Sendable () -> Value) {
        self.key = key
        self.manager = manager
        self.fallback = { `default`() }
    }

    /// The dependency. Reading one that cannot be had is a programming error, as on Apple platforms.
    public var wrappedValue: Value {
        if let resolved = lock.withLock({ resolved }) { return resolved }
        do {
            let value = try manager.dependencyNow(key: key, as: Value.self)
            lock.withLock { resolved = value }
            return value
        } catch {
            preconditionFailure("@Dependency of type \(Value.self) is not available (\(error)); add it to the AppDependencyManager, or run the intent with IntentRunner")
        }
    }

    /// Gets the dependency from the manager, or its default, and keeps it.
    func resolve() async throws {
        if lock.withLock({ resolved != nil }) { return }
        let value: Value
        do {
            value = try await manager.dependency(key: key, as: Value.self)
        } catch AppDependencyManager.Error.failedToRetrieveDependency where fallback != nil {
            value = try await fallback!()
        }
        lock.withLock { resolved = value }
    }
}

/// A dependency seen without its value type.
protocol AnyAppDependency: AnyObject {
    func resolve() async throws
}

extension AppDependency: AnyAppDependency {}

extension AppIntent {
    /// A dependency: `@Dependency var store: Store`.
    public typealias Dependency<Value: Sendable> = AppDependency<Value>
}

extension EntityQuery {
    /// A dependency: `@Dependency var store: Store`.
    public typealias Dependency<Value: Sendable> = AppDependency<Value>
}

extension DynamicOptionsProvider {
    /// A dependency: `@Dependency var store: Store`.
    public typealias Dependency<Value: Sendable> = AppDependency<Value>
}

/// The dependencies of an intent, query or options provider.
enum DependencyMirror {
    static func resolveAll(in value: Any) async throws {
        for (_, dependency) in ParameterMirror.wrappers(of: value, as: (any AnyAppDependency).self) {
            try await dependency.resolve()
        }
    }
}
