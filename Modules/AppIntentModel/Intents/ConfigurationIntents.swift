/// An intent that configures a widget (`AppIntentConfiguration`), iOS 17. It needs no `perform()`.
///
/// Xcode's widget template declares only `title`, `description` and parameters; the default
/// `perform()` throws, since a configuration is read, never performed. An intent that also serves
/// as an action declares its own.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent that configures a control in Control Center or on the Lock Screen (iOS 18). It needs no `perform()`.
///
/// Its parameters are the control's configuration; one with no `default:` should be optional,
/// so the system can show the control before it is configured.
public protocol ControlConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Throws: a widget configuration is not performed (Apple's default, whose result is `Never`).
    public func perform() async throws -> Never {
        throw IntentModelError("\(Self.self) configures a widget and declares no perform(); it cannot be performed")
    }
}

extension ControlConfigurationIntent {
    /// Throws: a control configuration is not performed (Apple's default, whose result is `Never`).
    public func perform() async throws -> Never {
        throw IntentModelError("\(Self.self) configures a control and declares no perform(); it cannot be performed")
    }
}

extension WidgetConfigurationIntent where Self: ControlConfigurationIntent {
    /// Throws: an intent that configures a widget and a control is not performed.
    public func perform() async throws -> Never {
        throw IntentModelError("\(Self.self) configures a widget and a control and declares no perform(); it cannot be performed")
    }
}

/// An intent that replaces a SiriKit custom intent, so existing shortcuts and widgets keep working.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The name of the SiriKit intent class this intent replaces (the intent's name plus `Intent`).
    static var intentClassName: String { get }
}
