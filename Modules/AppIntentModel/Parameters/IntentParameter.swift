import Foundation
import IntentMetadata

/// A value an intent takes from the person: `@Parameter(title: "Soup") var soup: SoupEntity`.
///
/// The wrapper holds the value and the options the system shows. Its projected value
/// (`$soup`) asks the person for things while `perform()` runs, and is what summaries and
/// App Shortcut phrases refer to (`\.$soup`).
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value?
    private var boundName: String?
    let options: ParameterOptions

    /// Creates a parameter whose title is the property name in words: `@Parameter var note: String?` (iOS 18).
    ///
    /// Declared here rather than beside the other initializers because Swift default-initializes
    /// a wrapped property only through a designated `init()`.
    public init() {
        self.options = ParameterOptions(title: nil, description: nil, requestValueDialog: nil)
    }

    /// Creates a parameter with an initial value, titled after the property: `var count: Int = 1` in a schema intent.
    public convenience init(wrappedValue: Value) {
        self.init(options: ParameterOptions(title: nil, description: nil, requestValueDialog: nil), default: nil)
        self.wrappedValue = wrappedValue
        if hasValue { options.defaultValue = wrappedValue._metadataValue }
    }

    init(options: ParameterOptions, default defaultValue: Value.UnwrappedType?) {
        self.options = options
        self.storage = defaultValue.map(Value._wrap)
        if let storage, options.defaultValue == nil {
            options.defaultValue = storage._metadataValue
        }
    }

    /// The value. Reading a non-optional parameter that has no value is a programming error, as on Apple platforms.
    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ storage }) { return value }
            if let none = Value._noValue { return none }
            preconditionFailure("@Parameter '\(name ?? "?")' of type \(Value.self) has no value; run the intent with IntentRunner, which resolves it first")
        }
        set {
            lock.withLock { storage = newValue._elements.isEmpty && Value._noValue != nil ? nil : newValue }
        }
    }

    /// The parameter itself, for resolution requests and for `\.$parameter` key paths.
    public var projectedValue: IntentParameter<Value> { self }

    /// The property name, once the parameter belongs to an intent that reflection or the runner has seen.
    public var name: String? { lock.withLock { boundName } }

    /// Whether the parameter has a value (a default counts).
    public var hasValue: Bool { lock.withLock { storage != nil } }

    /// Clears the value, as if the person had removed it.
    public func clear() {
        lock.withLock { storage = nil }
    }

    func bind(name: String) {
        lock.withLock { if boundName == nil { boundName = name } }
    }
}

/// The options a parameter was declared with, in the metadata document's terms.
final class ParameterOptions: @unchecked Sendable {
    var title: LocalizedStringResource?
    var description: LocalizedStringResource?
    var defaultValue: MetadataValue?
    var requestValueDialog: IntentDialog?
    var requestDisambiguationDialog: IntentDialog?
    var inputConnectionBehavior: InputConnectionBehavior = .default
    var optionsProvider: (any DynamicOptionsProvider)?
    var size: IntentCollectionSize?
    var sizeByWidgetFamily: [IntentWidgetFamily: IntentCollectionSize]?
    var inputOptions: StringInputOptions?
    var controlStyle: ControlStyle?
    var inclusiveRange: NumericRange?
    var displayName: Bool.IntentDisplayName?
    var dateKind: DateKind?
    var defaultUnit: String?
    var unit: String?
    var adjustsUnitForLocale: Bool?
    var supportsNegativeNumbers: Bool?
    var supportedContentTypes: [String]?
    var currencyCodes: [String]?
    var personMode: IntentPerson.ParameterMode?
    var placemarkDisplayStyle: String?
    var supportedValues: [any Sendable]?
    var query: (any EntityQuery)?

    init(
        title: LocalizedStringResource?,
        description: LocalizedStringResource?,
        requestValueDialog: IntentDialog?,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.title = title
        self.description = description
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.inputConnectionBehavior = inputConnectionBehavior
        self.optionsProvider = optionsProvider
    }

    /// The size that applies in `family`: the family's own, or the general one.
    func size(for family: IntentWidgetFamily?) -> IntentCollectionSize? {
        if let family, let specific = sizeByWidgetFamily?[family] { return specific }
        return size
    }
}

/// Whether a parameter takes the previous action's output in Shortcuts.
public struct InputConnectionBehavior: Hashable, Sendable {
    let name: String

    /// The system decides.
    public static let `default` = InputConnectionBehavior(name: "default")
    /// The parameter connects to the previous action's result.
    public static let connectToPreviousIntentResult = InputConnectionBehavior(name: "connectToPreviousIntentResult")
    /// The parameter never connects to the previous action's result.
    public static let never = InputConnectionBehavior(name: "never")
}

extension String {
    /// Keyboard and text options of a string parameter.
    public struct IntentInputOptions: Hashable, Sendable {
        /// The keyboard.
        public enum KeyboardType: String, Sendable {
            /// The default keyboard.
            case `default`
            /// ASCII letters.
            case asciiCapable
            /// Numbers and punctuation.
            case numbersAndPunctuation
            /// For URLs.
            case URL
            /// A number pad.
            case numberPad
            /// A phone pad.
            case phonePad
            /// Letters and a phone pad, for a name or a number.
            case namePhonePad
            /// For email addresses.
            case emailAddress
            /// A number pad with a decimal point.
            case decimalPad
            /// For social posts (`@` and `#`).
            case twitter
            /// For web searches.
            case webSearch
            /// An ASCII number pad.
            case asciiCapableNumberPad
        }
        /// The capitalization.
        public enum CapitalizationType: String, Sendable {
            /// No automatic capitals.
            case none
            /// Each word capitalized.
            case words
            /// Each sentence capitalized.
            case sentences
            /// Every letter capitalized.
            case allCharacters
        }

        var definition: StringInputOptions

        /// Creates input options.
        public init(
            keyboardType: KeyboardType = .default,
            capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false,
            autocorrect: Bool = true,
            smartQuotes: Bool = true,
            smartDashes: Bool = true
        ) {
            definition = StringInputOptions(
                keyboardType: keyboardType.rawValue,
                capitalizationType: capitalizationType.rawValue,
                multiline: multiline,
                autocorrect: autocorrect,
                smartQuotes: smartQuotes,
                smartDashes: smartDashes
            )
        }
    }
}

extension Bool {
    /// The words shown for a Boolean parameter's two values ("On" / "Off").
    public struct IntentDisplayName: Hashable, Sendable {
        /// The word for `true`.
        public var trueName: LocalizedStringResource
        /// The word for `false`.
        public var falseName: LocalizedStringResource

        /// Creates display names.
        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {
            self.trueName = trueName
            self.falseName = falseName
        }
    }
}

/// How a numeric parameter is edited.
public enum IntentParameterControlStyle: Sendable {
    /// A text field.
    case field
    /// A slider, for a parameter with a range.
    case slider
    /// A stepper.
    case stepper

    var definition: ControlStyle {
        switch self {
        case .field: .field
        case .slider: .slider
        case .stepper: .stepper
        }
    }
}

extension _IntentValue {
    /// The "no value" of the type: `nil` for optionals; none for other types.
    public static var _noValue: Self? { nil }
}

extension Optional where Wrapped: _IntentValue {
    public static var _noValue: Self? { .some(nil) }
}
