import Diagnostics

/// One intent of a `.intentdefinition` (`INIntents[]`).
public struct SiriIntent: Sendable {
    /// `INIntentName`, such as `OrderSoup`.
    public var name: String
    /// `INIntentClassPrefix`, if any.
    public var classPrefix: String?
    /// `INIntentClassName`, if it overrides the generated class name.
    public var classNameOverride: String?
    /// Whether this is a system intent (`INIntentType` `System`), which a migration skips.
    public var isSystem: Bool
    /// `INIntentDomain` of a system intent override, such as `Media`.
    public var domain: String?
    /// Whether the intent is marked deprecated (`INIntentDeprecated`).
    public var isDeprecated: Bool
    /// `INIntentCategory`, such as `order` or `generic`.
    public var category: String?
    /// `INIntentVerb`, such as `Order`.
    public var verb: String?
    /// The intent's title, which the converted intent's `title` keeps.
    public var title: DefinitionText
    /// The description, if any.
    public var description: DefinitionText?
    /// Whether the intent can be configured in Shortcuts (`INIntentConfigurable`).
    public var isConfigurable: Bool
    /// Whether the intent configures widgets (`INIntentEligibleForWidgets`).
    public var isEligibleForWidgets: Bool
    /// Whether Siri should not suggest the intent (`INIntentIneligibleForSuggestions`).
    public var isIneligibleForSuggestions: Bool
    /// Whether the intent asks for confirmation before it runs.
    public var requiresUserConfirmation: Bool
    /// The parameter the intent takes as input, if any.
    public var inputParameter: String?
    /// The parameter shown most prominently, if any.
    public var keyParameter: String?
    /// The parameters, in file order.
    public var parameters: [SiriParameter]
    /// The parameter combinations (`INIntentParameterCombinations`), or the managed ones Xcode keeps for configurable intents.
    public var combinations: [SiriParameterCombination]
    /// The response, if the intent declares one.
    public var response: SiriResponse?
    /// Where the intent's dictionary starts.
    public var location: SourceLocation

    /// The SiriKit class name: `INIntentClassName`, or the prefix, the name and `Intent`.
    ///
    /// This is what a stored widget configuration records and what `intentClassName` must equal.
    public var className: String {
        classNameOverride ?? (classPrefix ?? "") + name + "Intent"
    }

    /// The parameter named `name`.
    public func parameter(named name: String) -> SiriParameter? {
        parameters.first { $0.name == name }
    }

    /// What a `${name}` token of a response dialog names: a response parameter, else an intent parameter.
    public func dialogParameter(named name: String) -> SiriParameter? {
        response?.parameters.first { $0.name == name } ?? parameter(named: name)
    }

    /// A custom intent with no class prefix, parameters, combinations or response, and every flag `false`.
    public init(name: String, title: DefinitionText, location: SourceLocation) {
        self.name = name
        self.title = title
        self.location = location
        classPrefix = nil
        classNameOverride = nil
        isSystem = false
        domain = nil
        isDeprecated = false
        category = nil
        verb = nil
        description = nil
        isConfigurable = false
        isEligibleForWidgets = false
        isIneligibleForSuggestions = false
        requiresUserConfirmation = false
        inputParameter = nil
        keyParameter = nil
        parameters = []
        combinations = []
        response = nil
    }
}

/// A parameter combination: the parameters Shortcuts shows together, and the sentence that shows them.
public struct SiriParameterCombination: Sendable {
    /// The parameter names (the dictionary key split at commas; empty for the `""` combination).
    public var parameters: [String]
    /// The summary sentence with `${parameter}` tokens.
    public var title: DefinitionText?
    /// The subtitle, if any.
    public var subtitle: DefinitionText?
    /// Whether this is the primary combination.
    public var isPrimary: Bool
    /// Whether the intent can run in the background with this combination.
    public var supportsBackgroundExecution: Bool
    /// Where the combination's key stands.
    public var location: SourceLocation
}

/// What an intent responds with: its codes and the dialogs they speak, and the response parameters.
public struct SiriResponse: Sendable {
    /// One response code (`success`, `failure`, or a custom one such as `failureOutOfStock`).
    public struct Code: Sendable {
        /// The code's name (`INIntentResponseCodeName`); with the intent's, it names the converted dialog function (`orderSoupSuccess`).
        public var name: String
        /// Whether the code is a success.
        public var isSuccess: Bool
        /// The dialog, with `${parameter}` tokens.
        public var formatString: DefinitionText?
        /// The shorter dialog for Apple Watch and HomePod.
        public var conciseFormatString: DefinitionText?
    }

    /// The codes, in file order.
    public var codes: [Code]
    /// The response parameters.
    public var parameters: [SiriParameter]
    /// The parameter the response returns as output, if any.
    public var output: String?
}
