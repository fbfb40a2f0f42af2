import Foundation

/// An intent of a kind the system itself defines; apps adopt its refinements, not `SystemIntent` directly (iOS 16).
public protocol SystemIntent: AppIntent {}

/// An intent that sets a value, such as a control's on/off state (iOS 18): the new value is in `value`.
///
///     struct MuteIntent: SetValueIntent {
///         static let title: LocalizedStringResource = "Mute"
///         @Parameter(title: "Muted") var value: Bool
///         func perform() async throws -> some IntentResult { … }
///     }
///
/// `IntentRunner.run(_:setting:)` runs it with a value, as a control does when toggled.
public protocol SetValueIntent: AppIntent {
    /// The type of the value.
    associatedtype ValueType: _IntentValue
    /// The value to set.
    var value: ValueType { get set }
}

/// An intent that opens the app at `target`: an entity or an enum case (iOS 16).
///
/// Spotlight fills `target` with an entity the person found; in a control, an `OpenIntent`
/// launches the app. The default `perform()` does nothing more than open the app.
public protocol OpenIntent: SystemIntent {
    /// The type of the target: an `AppEntity` or an `AppEnum`.
    associatedtype Value: AppValue
    /// What to open.
    var target: Value { get set }
}

extension OpenIntent {
    /// Opens the app at the target, which the system does; the intent itself does nothing.
    public func perform() async throws -> some IntentResult {
        .result()
    }
}

/// An intent that points the app at a piece of content, so a scene can show it (iOS 26).
///
/// In SwiftUI, `.onAppIntentExecution(ShowTrip.self) { … }` receives it.
public protocol TargetContentProvidingIntent: AppIntent {
    /// The content's identifier, which scenes match against.
    var contentIdentifier: String { get }
}

extension TargetContentProvidingIntent {
    /// The intent's persistent identifier (its type name): the framework's default is not documented.
    public var contentIdentifier: String { _typeIdentifier(Self.self) }
}

/// An intent that deletes entities (iOS 16).
public protocol DeleteIntent: SystemIntent {
    /// The type of the entities.
    associatedtype Entity: AppEntity
    /// The entities to delete.
    var entities: [Entity] { get }
}

/// An intent that plays audio (iOS 17).
public protocol AudioPlaybackIntent: SystemIntent {}

/// The iOS 16 name of `AudioPlaybackIntent`.
@available(*, deprecated, renamed: "AudioPlaybackIntent", message: "Please use AudioPlaybackIntent instead")
public typealias AudioStartingIntent = AudioPlaybackIntent

/// An intent that records audio (iOS 18); on iOS and watchOS it must start a Live Activity while it records.
public protocol AudioRecordingIntent: SystemIntent {}

/// An intent that may start a Live Activity from `perform()` (iOS 17).
public protocol LiveActivityIntent: SystemIntent {}

/// The iOS 16.1 name of `LiveActivityIntent`.
@available(*, deprecated, renamed: "LiveActivityIntent")
public typealias LiveActivityStartingIntent = LiveActivityIntent

/// An intent that registers its changes with an undo manager (iOS 26).
public protocol UndoableIntent: AppIntent {
    /// The undo manager to register undo actions with, if there is a suitable one.
    @MainActor var undoManager: UndoManager? { get }
}

extension UndoableIntent {
    /// There is no undo manager outside an app's scenes: `nil`.
    @MainActor public var undoManager: UndoManager? { nil }
}

/// The kinds of video a `PlayVideoIntent` finds (iOS 17.2).
public enum VideoCategory: String, CaseIterable, Hashable, Sendable {
    /// Free-form video, such as clips people upload.
    case freeform
    /// Movies.
    case movies
    /// TV shows, seasons and episodes.
    case tv
}

/// An intent that finds videos by a search term and plays them (iOS 17.2).
public protocol PlayVideoIntent: SystemIntent {
    /// What to search for.
    var term: String { get set }
    /// The kinds of video the app finds.
    static var supportedCategories: [VideoCategory] { get }
}

/// An intent the camera quick action runs (iOS 18), with an app context the system keeps for it.
public protocol CameraCaptureIntent: SystemIntent {
    /// What the app tells the system about its camera state; `Never` when it tells nothing.
    associatedtype AppContext: Codable & Sendable = Never
}

extension CameraCaptureIntent {
    /// The app context last stored with `updateAppContext(_:)`.
    public static var appContext: AppContext? {
        get async throws {
            guard let data = CameraAppContextStore.shared.data(for: Self.self) else { return nil }
            return try JSONDecoder().decode(AppContext.self, from: data)
        }
    }

    /// Stores the app context; Apple limits its encoded size to 4 KB.
    ///
    /// - Throws: `IntentModelError` when the encoded context is larger than 4 KB, or the encoding error.
    public static func updateAppContext(_ context: AppContext) async throws {
        let data = try JSONEncoder().encode(context)
        guard data.count <= 4096 else {
            throw IntentModelError("the app context of \(Self.self) is \(data.count) bytes encoded; at most 4096 are allowed")
        }
        CameraAppContextStore.shared.store(data, for: Self.self)
    }
}

/// The app contexts of camera capture intents, by intent type.
final class CameraAppContextStore: @unchecked Sendable {
    static let shared = CameraAppContextStore()
    private let lock = NSLock()
    private var contexts: [ObjectIdentifier: Data] = [:]

    func data(for type: any Any.Type) -> Data? {
        lock.withLock { contexts[ObjectIdentifier(type)] }
    }

    func store(_ data: Data, for type: any Any.Type) {
        lock.withLock { contexts[ObjectIdentifier(type)] = data }
    }
}
