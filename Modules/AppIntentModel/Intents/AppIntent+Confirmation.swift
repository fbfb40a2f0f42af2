/// The word on the button that confirms an action.
public struct ConfirmationActionName: Hashable, Sendable, CustomStringConvertible {
    /// The name, such as `continue` or `order`.
    public let description: String

    init(_ name: String) {
        self.description = name
    }

    /// The button reads “Add”.
    public static let add = ConfirmationActionName("add")
    /// The button reads “Book”.
    public static let book = ConfirmationActionName("book")
    /// The button reads “Buy”.
    public static let buy = ConfirmationActionName("buy")
    /// The button reads “Call”.
    public static let call = ConfirmationActionName("call")
    /// The button reads “Check in”.
    public static let checkIn = ConfirmationActionName("checkIn")
    /// The button reads “Continue”.
    public static let `continue` = ConfirmationActionName("continue")
    /// The button reads “Do”.
    public static let `do` = ConfirmationActionName("do")
    /// The button reads “Get”.
    public static let get = ConfirmationActionName("get")
    /// The button reads “Go”.
    public static let go = ConfirmationActionName("go")
    /// The button reads “Log”.
    public static let log = ConfirmationActionName("log")
    /// The button reads “Order”.
    public static let order = ConfirmationActionName("order")
    /// The button reads “Pay”.
    public static let pay = ConfirmationActionName("pay")
    /// The button reads “Post”.
    public static let post = ConfirmationActionName("post")
    /// The button reads “Request”.
    public static let request = ConfirmationActionName("request")
    /// The button reads “Run”.
    public static let run = ConfirmationActionName("run")
    /// The button reads “Search”.
    public static let search = ConfirmationActionName("search")
    /// The button reads “Send”.
    public static let send = ConfirmationActionName("send")
    /// The button reads “Set”.
    public static let set = ConfirmationActionName("set")
    /// The button reads “Share”.
    public static let share = ConfirmationActionName("share")
    /// The button reads “Start”.
    public static let start = ConfirmationActionName("start")
    /// The button reads “Toggle”.
    public static let toggle = ConfirmationActionName("toggle")
    /// The button reads “Turn off”.
    public static let turnOff = ConfirmationActionName("turnOff")
    /// The button reads “Turn on”.
    public static let turnOn = ConfirmationActionName("turnOn")
    /// The button reads “View”.
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
