import Foundation

/// An intent that configures a widget (`AppIntentConfiguration`), iOS 17.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent that replaces a SiriKit custom intent, so existing shortcuts and widgets keep working.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The name of the SiriKit intent class this intent replaces (the intent's name plus `Intent`).
    static var intentClassName: String { get }
}

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

/// An intent that may ask to continue in the app (iOS 16.4; deprecated in 26 for `supportedModes`).
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
