import IntentMetadata

/// An action the system can run: in Shortcuts, Siri, Spotlight, widgets and controls.
///
/// Declare the static metadata as literals, the parameters with `@Parameter`, and do the work
/// in `perform()`. `IntentRunner` runs `perform()` the way the system does; `MetadataReflector`
/// turns the type into the metadata document.
///
/// Every static requirement may be written as `static let`, `static var` (Swift 5 mode) or a
/// computed property. All but `title` and `perform()` have defaults, as with Apple's; a schema
/// intent (`@AppIntent(schema:)`) gets a default `title`, and configuration intents and
/// `OpenIntent`s a default `perform()`.
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
    /// The type of `description`: `IntentDescription` or `IntentDescription?`, whichever the intent declares.
    associatedtype DescriptionType: _IntentDescriptionConvertible = IntentDescription?
    /// The type of `parameterSummary`.
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult

    /// The system creates intents empty and fills in their parameters.
    init()

    /// The name of the action. Must be a literal or a direct initializer call.
    static var title: LocalizedStringResource { get }
    /// What the action does.
    static var description: DescriptionType { get }
    /// Whether running the intent brings the app to the foreground. Defaults to `false`.
    @available(iOS, deprecated: 26.0, message: "Please provide 'supportedModes' instead")
    @available(macOS, deprecated: 26.0, message: "Please provide 'supportedModes' instead")
    @available(watchOS, deprecated: 26.0, message: "Please provide 'supportedModes' instead")
    @available(tvOS, deprecated: 26.0, message: "Please provide 'supportedModes' instead")
    @available(visionOS, deprecated: 26.0, message: "Please provide 'supportedModes' instead")
    static var openAppWhenRun: Bool { get }
    /// Whether the action appears in Shortcuts and Spotlight. Defaults to `true`.
    static var isDiscoverable: Bool { get }
    /// When the intent may run on a locked device. Defaults to `.alwaysAllowed`, not set explicitly.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// The sentence shown for the action, with its parameters in it.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    /// The ways the intent may run (iOS 26). Not declaring it means what `openAppWhenRun` says.
    static var supportedModes: IntentModes { get }

    /// Does the work.
    func perform() async throws -> PerformResult
}

extension AppIntent where DescriptionType == IntentDescription? {
    /// No description, for an intent that declares none.
    public static var description: IntentDescription? { nil }
}

extension AppIntent where SummaryContent == NoParameterSummary {
    /// No summary, for an intent that declares none.
    public static var parameterSummary: NoParameterSummary { NoParameterSummary() }
}

extension AppIntent {
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { ._notSet }
    public static var supportedModes: IntentModes { IntentModes(rawValue: 0, isDeclared: false) }

    /// A parameter of this intent: `@Parameter(title: "Soup") var soup: SoupEntity`.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>

    /// The `Summary` of this intent's parameter summary.
    public typealias Summary = IntentParameterSummary<Self>
    /// A `When` condition in this intent's parameter summary.
    public typealias When = ParameterSummaryWhenCondition<Self>
    /// A `Switch` in this intent's parameter summary.
    public typealias Switch = ParameterSummarySwitchCondition<Self>
    /// A `Case` of a `Switch` in this intent's parameter summary.
    public typealias Case<Value: _IntentValue> = ParameterSummaryCaseCondition<Self, Value>
    /// The `DefaultCase` of a `Switch` in this intent's parameter summary.
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition<Self>
}

/// `IntentDescription` or `IntentDescription?`: what an intent's `description` may be declared as.
public protocol _IntentDescriptionConvertible: Sendable {
    /// The description, if any.
    var _intentDescription: IntentDescription? { get }
}

extension IntentDescription: _IntentDescriptionConvertible {
    public var _intentDescription: IntentDescription? { self }
}

extension Optional: _IntentDescriptionConvertible where Wrapped == IntentDescription {
    public var _intentDescription: IntentDescription? { self }
}

/// When an intent may run while the device is locked.
public struct IntentAuthenticationPolicy: Hashable, Sendable {
    let policy: AuthenticationPolicy
    let isExplicit: Bool

    /// The intent runs whether or not the device is locked.
    public static let alwaysAllowed = IntentAuthenticationPolicy(policy: .alwaysAllowed, isExplicit: true)
    /// The person must unlock the device.
    public static let requiresAuthentication = IntentAuthenticationPolicy(policy: .requiresAuthentication, isExplicit: true)
    /// The person must unlock this device (not a paired one).
    public static let requiresLocalDeviceAuthentication = IntentAuthenticationPolicy(policy: .requiresLocalDeviceAuthentication, isExplicit: true)
    /// The default, `.alwaysAllowed`, when the intent does not declare a policy.
    static let _notSet = IntentAuthenticationPolicy(policy: .alwaysAllowed, isExplicit: false)

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.policy == rhs.policy }
    public func hash(into hasher: inout Hasher) { hasher.combine(policy) }
}

/// `Never` is an intent that cannot exist, as with Apple's (`DeprecatedAppIntent`'s default replacement,
/// and what makes a plain `.result()` an `OpensIntent` result).
extension Never: AppIntent {
    public init() { fatalError("Never has no values") }
    public static var title: LocalizedStringResource { "Never" }
    public func perform() async throws -> Never { switch self {} }
}
