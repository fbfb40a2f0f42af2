/// The word on the button that confirms an action.
public struct ConfirmationActionName: Hashable, Sendable, CustomStringConvertible {
    /// The name, such as `continue` or `order`.
    public let description: String

    init(_ name: String) {
        self.description = name
    }

    public static let add = ConfirmationActionName("add")
    public static let book = ConfirmationActionName("book")
    public static let buy = ConfirmationActionName("buy")
    public static let call = ConfirmationActionName("call")
    public static let checkIn = ConfirmationActionName("checkIn")
    public static let `continue` = ConfirmationActionName("continue")
    public static let `do` = ConfirmationActionName("do")
    public static let get = ConfirmationActionName("get")
    public static let go = ConfirmationActionName("go")
    public static let log = ConfirmationActionName("log")
    public static let order = ConfirmationActionName("order")
    public static let pay = ConfirmationActionName("pay")
    public static let post = ConfirmationActionName("post")
    public static let request = ConfirmationActionName("request")
    public static let run = ConfirmationActionName("run")
    public static let search = ConfirmationActionName("search")
    public static let send = ConfirmationActionName("send")
    public static let set = ConfirmationActionName("set")
    public static let share = ConfirmationActionName("share")
    public static let start = ConfirmationActionName("start")
    public static let toggle = ConfirmationActionName("toggle")
    public static let turnOff = ConfirmationActionName("turnOff")
    public static let turnOn = ConfirmationActionName("turnOn")
    public static let view = ConfirmationActionName("view")
}

/// When the system asks for confirmation (iOS 18).
public struct ConfirmationConditions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

extension AppIntent {
    /// Asks the person to confirm before the intent goes on; throws `AppIntentError.userCancelled` if they do not.
    public func requestConfirmation() async throws {
        try await IntentRunContext.required("requestConfirmation").confirm(intent: Self.self, actionName: .continue, dialog: nil)
    }

    /// Asks the person to confirm with a dialog and an action name (iOS 18).
    public func requestConfirmation(
        conditions: ConfirmationConditions = [],
        actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog
    ) async throws {
        try await IntentRunContext.required("requestConfirmation").confirm(intent: Self.self, actionName: actionName, dialog: dialog)
    }

    /// Asks the person to confirm a result before it is committed (iOS 16; superseded in 18).
    public func requestConfirmation<Result: IntentResult>(
        result: Result,
        confirmationActionName: ConfirmationActionName = .continue,
        showPrompt: Bool = true
    ) async throws {
        try await IntentRunContext.required("requestConfirmation").confirm(
            intent: Self.self,
            actionName: confirmationActionName,
            dialog: result._resultContent.dialog
        )
    }
}
