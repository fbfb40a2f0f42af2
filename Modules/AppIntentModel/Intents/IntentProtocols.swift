import Foundation

/// An intent that reports its progress while it runs (iOS 17).
public protocol ProgressReportingIntent: AppIntent {
    /// The progress of the running intent. Valid only inside `perform()`.
    var progress: Progress { get }
}

extension ProgressReportingIntent {
    public var progress: Progress {
        guard let context = IntentRunContext.current else {
            preconditionFailure("\(Self.self).progress is valid only inside perform() run by IntentRunner, as on Apple platforms")
        }
        return context.progress
    }
}

/// An intent the system lets run past the usual deadline while it reports progress (iOS 27).
public protocol LongRunningIntent: ProgressReportingIntent {}

/// An intent that may ask to continue in the app (iOS 16.4; deprecated in 26 for `supportedModes`).
///
/// Deprecated on Apple platforms only, as Apple's is; on Linux it compiles without a warning.
@available(iOS, deprecated: 26.0, message: "Please include '.foreground(.dynamic)' in the 'supportedModes' of your app intent instead")
@available(macOS, deprecated: 26.0, message: "Please include '.foreground(.dynamic)' in the 'supportedModes' of your app intent instead")
@available(watchOS, deprecated: 26.0, message: "Please include '.foreground(.dynamic)' in the 'supportedModes' of your app intent instead")
@available(tvOS, deprecated: 26.0, message: "Please include '.foreground(.dynamic)' in the 'supportedModes' of your app intent instead")
@available(visionOS, deprecated: 26.0, message: "Please include '.foreground(.dynamic)' in the 'supportedModes' of your app intent instead")
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// An error that stops the intent and asks the person to continue in the app.
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil,
        continuation: (@MainActor @Sendable () async throws -> Void)? = nil
    ) -> AppIntentError {
        AppIntentError(.continueInForeground(dialog, continuation))
    }

    /// Asks the person to continue in the app and waits; throws if they decline.
    public func requestToContinueInForeground(
        _ dialog: IntentDialog? = nil,
        continuation: (@MainActor @Sendable () async throws -> Void)? = nil
    ) async throws {
        let context = try IntentRunContext.required("requestToContinueInForeground")
        try await context.continueInForeground(dialog: dialog, continuation: continuation)
    }
}
