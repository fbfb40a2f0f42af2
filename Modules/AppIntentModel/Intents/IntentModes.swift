import IntentMetadata

/// The ways an intent may run (iOS 26): in the background, in the foreground, or starting in one and moving to the other.
///
///     static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
///
/// `.foreground` is `.foreground(.immediate)`. An intent that does not declare `supportedModes`
/// runs in the foreground when `openAppWhenRun` is `true` and in the background otherwise; reflection
/// then records no modes, as the source declares none.
public struct IntentModes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Whether the intent declared its modes (the default `supportedModes` has not).
    let isDeclared: Bool

    public init(rawValue: Int) {
        self.rawValue = rawValue
        self.isDeclared = true
    }

    init(rawValue: Int, isDeclared: Bool) {
        self.rawValue = rawValue
        self.isDeclared = isDeclared
    }

    /// How an intent comes to the foreground.
    public struct ForegroundMode: Hashable, Sendable {
        let mode: IntentModes

        /// The app comes forward as soon as the parameters are resolved.
        public static var immediate: ForegroundMode { ForegroundMode(mode: IntentModes(rawValue: 1 << 1)) }
        /// The intent starts in the background and may come forward (`continueInForeground`).
        public static var dynamic: ForegroundMode { ForegroundMode(mode: IntentModes(rawValue: 1 << 2)) }
        /// The app comes forward at the latest when `perform()` ends.
        public static var deferred: ForegroundMode { ForegroundMode(mode: IntentModes(rawValue: 1 << 3)) }
    }

    /// The intent runs without bringing the app forward.
    public static var background: IntentModes { IntentModes(rawValue: 1 << 0) }
    /// The app comes forward as soon as the parameters are resolved: `.foreground(.immediate)`.
    public static var foreground: IntentModes { ForegroundMode.immediate.mode }

    /// The app comes forward in `foregroundMode`.
    public static func foreground(_ foregroundMode: ForegroundMode) -> IntentModes {
        foregroundMode.mode
    }

    public static func == (lhs: IntentModes, rhs: IntentModes) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The modes in the metadata document's terms, in its order.
    var metadataModes: [IntentMode] {
        [(IntentModes.background, IntentMode.background),
         (.foreground(.immediate), .foregroundImmediate),
         (.foreground(.dynamic), .foregroundDynamic),
         (.foreground(.deferred), .foregroundDeferred)]
            .filter { contains($0.0) }
            .map(\.1)
    }

    /// The mode a running intent is in (`systemContext.currentMode`).
    public struct Current: Hashable, Sendable {
        let mode: IntentMode
        let supported: IntentModes

        /// Whether the intent is running in the foreground.
        public var isForeground: Bool { mode != .background }
        /// Whether the intent may still move to the foreground (`continueInForeground`).
        public var canContinueInForeground: Bool {
            mode == .background && (supported.contains(.foreground(.dynamic)) || supported.contains(.foreground(.deferred)))
        }
    }
}

/// What the system tells a running intent about the run (iOS 26).
public struct IntentSystemContext: Sendable {
    /// The mode the intent is running in.
    public var currentMode: IntentModes.Current
}

extension AppIntent {
    /// The modes the intent declares, or the ones `openAppWhenRun` implies.
    static var effectiveModes: IntentModes {
        let declared = supportedModes
        if declared.isDeclared { return declared }
        return openAppWhenRun ? .foreground : .background
    }

    /// The mode a run of this intent starts in: the foreground only when the intent must come forward at once
    /// (`.foreground(.immediate)` without `.background`); `.dynamic` and `.deferred` start in the background.
    static var initialMode: IntentModes.Current {
        let modes = effectiveModes
        let opensAtOnce = modes.contains(.foreground(.immediate)) && !modes.contains(.background)
        return IntentModes.Current(mode: opensAtOnce ? .foregroundImmediate : .background, supported: modes)
    }

    /// What the system tells the intent about the run: the mode it is running in.
    public var systemContext: IntentSystemContext {
        IntentSystemContext(currentMode: IntentRunContext.current?.mode ?? Self.initialMode)
    }

    /// Asks to continue in the app and waits; throws if the person declines (iOS 26, `.foreground(.dynamic)`).
    ///
    /// With `alwaysConfirm: false` the app comes forward without asking when the person is
    /// already using the device; the runner always asks unless the intent is already in the foreground.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {
        let context = try IntentRunContext.required("continueInForeground")
        try await context.continueInForeground(dialog: dialog, continuation: nil)
    }

    /// An error that stops the intent and asks the person to continue in the app (iOS 26).
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) -> AppIntentError {
        AppIntentError(.continueInForeground(dialog, nil))
    }
}

extension IntentMode {
    /// The mode as Swift spells it: `background`, `foreground(dynamic)`.
    var swiftSpelling: String {
        switch self {
        case .background: "background"
        case .foregroundImmediate: "foreground(immediate)"
        case .foregroundDynamic: "foreground(dynamic)"
        case .foregroundDeferred: "foreground(deferred)"
        }
    }
}
