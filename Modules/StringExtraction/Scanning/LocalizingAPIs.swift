/// Apple's APIs whose string-literal arguments are localizable, by the name they are called with.
///
/// The compiler decides it by type (a literal passed where a `LocalizedStringKey`,
/// `String.LocalizationValue` or `LocalizedStringResource` is expected); without a type checker these
/// tables name the places where Apple's frameworks expect one.
enum LocalizingAPIs {
    /// SwiftUI views and scenes whose first unlabelled argument is a `LocalizedStringKey` title.
    static let titledViews: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Picker", "Section", "Link", "Menu", "TextField", "SecureField",
        "Stepper", "DatePicker", "MultiDatePicker", "ColorPicker", "NavigationLink", "ProgressView", "LabeledContent",
        "DisclosureGroup", "GroupBox", "Tab", "ControlGroup", "ContentUnavailableView", "ShareLink", "TableColumn",
        "MenuBarExtra", "WindowGroup", "Window", "UtilityWindow", "CommandMenu",
        "PhotosPicker", "LocalizedStringKey", "TabSection",
        "SharePreview", "ControlWidgetToggle",
        "ControlWidgetButton",
    ]

    /// Arguments of Apple's initializers whose type makes an implicit `.init(…)` there that type's initializer:
    /// `ShareLink(item:preview: .init("Photo", image:))` is `SharePreview("Photo", image:)`.
    static let argumentTypes: [String: [String: String]] = [
        "ShareLink": ["preview": "SharePreview"],
    ]

    /// SwiftUI modifiers (called as `.name(…)`) and the arguments that take a `LocalizedStringKey`: `nil` is the
    /// first unlabelled argument.
    static let modifiers: [String: Set<String?>] = [
        "navigationTitle": [nil], "navigationSubtitle": [nil], "navigationBarTitle": [nil], "help": [nil],
        "alert": [nil], "confirmationDialog": [nil], "accessibilityLabel": [nil], "accessibilityHint": [nil],
        "accessibilityValue": [nil], "accessibilityAction": ["named"], "accessibilityInputLabels": [nil],
        "searchable": ["prompt"], "badge": [nil], "navigationDocument": [], "accessibilityCustomContent": [nil],
        "dialogSuppressionToggle": [nil], "toolbarTitleMenu": [], "fileDialogMessage": [nil],
        "fileDialogConfirmationLabel": [nil], "fileExporterFilenameLabel": [nil], "keyboardShortcut": [],
        "searchSuggestions": [], "contextMenu": [], "tabItem": [], "accessibilityRotor": [nil],
        "labelsHidden": [], "navigationTitleDisplayMode": [], "sectionIndexLabel": [nil], "inspector": [],
        "confirmationDialogTitle": [nil], "displayName": [nil], "description": [nil], "configurationDisplayName": [nil],
        "textInputSuggestions": [], "tabViewItem": [],
    ]

    /// Implicit member calls (`.name(…)`, at least two arguments) whose unlabelled arguments at these positions
    /// take a `LocalizedStringKey`: Swift Charts' `.value("Label", value)`.
    static let implicitMembers: [String: Set<Int>] = [
        "value": [0],
    ]

    /// App Intents types whose initializers take `LocalizedStringResource`s, and the labels that do (`nil`: the
    /// first unlabelled argument).
    static let appIntentsInitializers: [String: Set<String?>] = [
        "IntentDescription": [nil, "categoryName", "resultValueName", "searchKeywords"],
        "DisplayRepresentation": ["title", "subtitle", "synonyms"],
        "TypeDisplayRepresentation": ["name", "numericFormat", "synonyms"],
        "IntentDialog": [nil, "full", "supporting"],
        "AppShortcut": ["shortTitle"],
        "Summary": [nil], "ParameterSummary": [nil],
        "IntentItem": ["title", "subtitle"], "IntentItemSection": [nil, "title"], "IntentItemCollection": ["promptLabel"],
        "Bool.IntentDisplayName": ["true", "false"], "IntentDisplayName": ["true", "false"],
        "OptionsCollection": ["title"], "AppShortcutOptionsCollection": ["title"],
        "IntentDeprecation": ["message"],
    ]

    /// Methods of an App Intents parameter's projection (`$name.needsValueError("…")`) whose arguments at these
    /// labels (`nil`: the first unlabelled) take an `IntentDialog`.
    static let parameterMethods: [String: Set<String?>] = [
        "needsValueError": [nil], "requestValue": [nil],
    ]

    /// Attributes whose arguments take `LocalizedStringResource`s.
    static let attributes: [String: Set<String?>] = [
        "Parameter": [nil, "title", "description"], "Property": [nil, "title"], "ComputedProperty": ["title"],
        "DeferredProperty": ["title"],
    ]

    /// Labels of `LocalizedStringResource`-typed arguments anywhere in App Intents code (`.result(dialog:)`,
    /// `requestValueDialog:`…).
    static let resourceLabels: Set<String> = [
        "dialog", "requestValueDialog", "requestDisambiguationDialog", "shortTitle",
    ]

    /// Apple's modules: a SwiftUI view's name through one of them (`SwiftUI.Text`, `SwiftUICore.Text`) is Apple's
    /// view; through any other name (`Defaults.Toggle`, `LaunchAtLogin.Toggle`) it is a package's or the sources'
    /// type of the same name, whose parameters only its declaration can tell.
    static let appleQualifiers: Set<String> = [
        "SwiftUI", "SwiftUICore", "Swift", "Foundation", "AppIntents", "WidgetKit", "ActivityKit", "UIKit", "AppKit",
        "Charts", "MapKit", "PhotosUI", "StoreKit", "TipKit", "SwiftData", "WatchKit",
    ]

    /// The types whose values are localizable when written as a string literal.
    static let localizableTypes: Set<String> = [
        "LocalizedStringKey", "LocalizedStringResource", "LocalizationValue", "IntentDialog", "DisplayRepresentation",
        "TypeDisplayRepresentation", "IntentDescription", "NegativeAppShortcutPhrase",
    ]
}
