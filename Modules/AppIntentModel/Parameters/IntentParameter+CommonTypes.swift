import Foundation
import IntentMetadata

// The initializers of parameters of App Intents' common types: files, people, money, places and
// dates, with Apple's labels. Options Apple gives a default to (`kind: .dateTime`, `mode:`,
// `displayStyle: .name`) are optional here with no default, so reflection records them only when
// the source passes them.

extension IntentParameter {
    /// What a `Date` or `DateComponents` parameter asks for: a date, a time, or both.
    public typealias DateKind = IntentMetadata.DateKind

    /// How a placemark parameter's value is shown.
    public enum PlacemarkDisplayStyle: String, Hashable, Sendable {
        /// The placemark's name.
        case name
        /// The full postal address.
        case address
        /// The city.
        case city
    }

    /// The options shared by every initializer.
    static func makeOptions(
        _ title: LocalizedStringResource?,
        _ description: LocalizedStringResource?,
        _ requestValueDialog: IntentDialog?,
        _ inputConnectionBehavior: InputConnectionBehavior = .default,
        requestDisambiguationDialog: IntentDialog? = nil,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) -> ParameterOptions {
        ParameterOptions(
            title: title,
            description: description,
            requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior,
            optionsProvider: optionsProvider
        )
    }
}

extension IntentParameter where Value.ValueType == IntentFile {
    /// Creates a file parameter that accepts these content types (iOS 18).
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        supportedContentTypes: [UTType],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior)
        options.supportedContentTypes = supportedContentTypes.map(\.identifier)
        self.init(options: options, default: defaultValue)
    }

    /// Creates a file parameter that accepts these content types, titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        supportedContentTypes: [UTType],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior)
        options.supportedContentTypes = supportedContentTypes.map(\.identifier)
        self.init(options: options, default: defaultValue)
    }

    /// Creates a file parameter that accepts these uniform type identifiers (iOS 16; deprecated for `supportedContentTypes:`).
    @available(*, deprecated, message: "Use init(title:description:default:supportedContentTypes:requestValueDialog:inputConnectionBehavior:)")
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        supportedTypeIdentifiers: [String],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior)
        options.supportedContentTypes = supportedTypeIdentifiers
        self.init(options: options, default: defaultValue)
    }
}

extension IntentParameter where Value.ValueType == IntentPerson, Value.UnwrappedType == Value.ValueType {
    /// Creates a person parameter that asks for a contact, an email address or a phone number.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        mode: IntentPerson.ParameterMode? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior)
        options.personMode = mode
        self.init(options: options, default: defaultValue)
    }

    /// Creates a person parameter titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        mode: IntentPerson.ParameterMode? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior)
        options.personMode = mode
        self.init(options: options, default: defaultValue)
    }
}

extension IntentParameter where Value.ValueType == IntentCurrencyAmount, Value.UnwrappedType == Value.ValueType {
    /// Creates an amount parameter limited to these currencies and this range.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        currencyCodes: [String]? = nil,
        inclusiveRange: (lowerBound: Decimal, upperBound: Decimal)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior)
        options.currencyCodes = currencyCodes
        self.init(options: options, default: defaultValue)
    }

    /// Creates an amount parameter titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        currencyCodes: [String]? = nil,
        inclusiveRange: (lowerBound: Decimal, upperBound: Decimal)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior)
        options.currencyCodes = currencyCodes
        self.init(options: options, default: defaultValue)
    }
}

extension IntentParameter where Value.ValueType == CLPlacemark, Value.UnwrappedType == Value.ValueType {
    /// Creates a placemark parameter shown by name, address or city.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        displayStyle: PlacemarkDisplayStyle? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior)
        options.placemarkDisplayStyle = displayStyle?.rawValue
        self.init(options: options, default: defaultValue)
    }

    /// Creates a placemark parameter titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        displayStyle: PlacemarkDisplayStyle? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior)
        options.placemarkDisplayStyle = displayStyle?.rawValue
        self.init(options: options, default: defaultValue)
    }
}

extension IntentParameter where Value.ValueType: _DateParameterValue, Value.UnwrappedType == Value.ValueType {
    /// Creates a date parameter that asks for a date, a time, or both (`kind:`).
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        kind: DateKind? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior)
        options.dateKind = kind
        self.init(options: options, default: defaultValue)
    }

    /// Creates a date parameter titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        kind: DateKind? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior)
        options.dateKind = kind
        self.init(options: options, default: defaultValue)
    }
}

/// `Date` or `DateComponents`: the element types a `kind:` applies to.
public protocol _DateParameterValue: _IntentValue {}
extension Date: _DateParameterValue {}
extension DateComponents: _DateParameterValue {}
