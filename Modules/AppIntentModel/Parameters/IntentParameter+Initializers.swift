import IntentMetadata

// Apple's initializers, with its labels and defaults. The general form is disfavoured so a
// numeric, string, Boolean or array parameter picks its own form when only the shared
// options are given.

extension IntentParameter {
    /// Creates a parameter.
    @_disfavoredOverload
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.init(
            options: ParameterOptions(
                title: title,
                description: description,
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ),
            default: defaultValue
        )
    }

    /// Creates a parameter whose title is the property name in words (iOS 18).
    @_disfavoredOverload
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.init(
            options: ParameterOptions(
                title: nil,
                description: description,
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ),
            default: defaultValue
        )
    }
}

extension IntentParameter where Value: _NumericParameterValue {
    /// Creates a numeric parameter with a control style and an inclusive range.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameterControlStyle? = nil,
        inclusiveRange: (Value.UnwrappedType, Value.UnwrappedType)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(numberTitled: title, description, defaultValue, controlStyle, inclusiveRange, requestValueDialog, inputConnectionBehavior)
    }

    /// Creates a numeric parameter titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameterControlStyle? = nil,
        inclusiveRange: (Value.UnwrappedType, Value.UnwrappedType)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(numberTitled: nil, description, defaultValue, controlStyle, inclusiveRange, requestValueDialog, inputConnectionBehavior)
    }

    private convenience init(
        numberTitled title: LocalizedStringResource?,
        _ description: LocalizedStringResource?,
        _ defaultValue: Value.UnwrappedType?,
        _ controlStyle: IntentParameterControlStyle?,
        _ inclusiveRange: (Value.UnwrappedType, Value.UnwrappedType)?,
        _ requestValueDialog: IntentDialog?,
        _ inputConnectionBehavior: InputConnectionBehavior
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior)
        options.controlStyle = controlStyle?.definition
        if let (lower, upper) = inclusiveRange {
            options.inclusiveRange = NumericRange(Value._number(lower), Value._number(upper))
        }
        self.init(options: options, default: defaultValue)
    }
}

extension IntentParameter where Value: _StringParameterValue {
    /// Creates a string parameter with keyboard and text options.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior)
        options.inputOptions = inputOptions?.definition
        self.init(options: options, default: defaultValue)
    }

    /// Creates a string parameter titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior)
        options.inputOptions = inputOptions?.definition
        self.init(options: options, default: defaultValue)
    }
}

extension IntentParameter where Value: _BoolParameterValue {
    /// Creates a Boolean parameter with the words for its two values.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        displayName: Bool.IntentDisplayName? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior)
        options.displayName = displayName
        self.init(options: options, default: defaultValue)
    }

    /// Creates a Boolean parameter titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        displayName: Bool.IntentDisplayName? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior)
        options.displayName = displayName
        self.init(options: options, default: defaultValue)
    }
}

extension IntentParameter where Value: _ArrayParameterValue {
    /// Creates an array parameter with one size for every context (iOS 17).
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior, requestDisambiguationDialog: requestDisambiguationDialog, optionsProvider: optionsProvider)
        options.size = size
        self.init(options: options, default: defaultValue)
    }

    /// Creates an array parameter with one size, titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior, requestDisambiguationDialog: requestDisambiguationDialog, optionsProvider: optionsProvider)
        options.size = size
        self.init(options: options, default: defaultValue)
    }

    /// Creates an array parameter with a size per widget family (iOS 17).
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior, requestDisambiguationDialog: requestDisambiguationDialog, optionsProvider: optionsProvider)
        options.sizeByWidgetFamily = size
        self.init(options: options, default: defaultValue)
    }

    /// Creates an array parameter with a size per widget family, titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior, requestDisambiguationDialog: requestDisambiguationDialog, optionsProvider: optionsProvider)
        options.sizeByWidgetFamily = size
        self.init(options: options, default: defaultValue)
    }
}

extension IntentParameter where Value.ValueType: AppEntity {
    /// Creates an entity parameter whose options come from `query` rather than the entity's default query (iOS 18).
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: some EntityQuery
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior, requestDisambiguationDialog: requestDisambiguationDialog)
        options.query = query
        self.init(options: options, default: defaultValue)
    }

    /// Creates an entity parameter with options from `query`, titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: some EntityQuery
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior, requestDisambiguationDialog: requestDisambiguationDialog)
        options.query = query
        self.init(options: options, default: defaultValue)
    }
}

extension IntentParameter where Value.ValueType: AppEnum {
    /// Creates an enum parameter that offers only some of the cases.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        supportedValues: [Value.ValueType],
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(title, description, requestValueDialog, inputConnectionBehavior, requestDisambiguationDialog: requestDisambiguationDialog)
        options.supportedValues = supportedValues
        self.init(options: options, default: defaultValue)
    }

    /// Creates an enum parameter that offers only some of the cases, titled after the property (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        supportedValues: [Value.ValueType],
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let options = Self.makeOptions(nil, description, requestValueDialog, inputConnectionBehavior, requestDisambiguationDialog: requestDisambiguationDialog)
        options.supportedValues = supportedValues
        self.init(options: options, default: defaultValue)
    }
}

/// A numeric parameter type (`Int`, `Double`, `Decimal`, or an optional of one).
public protocol _NumericParameterValue: _IntentValue {
    /// The number as a `Double`, for ranges.
    static func _number(_ value: UnwrappedType) -> Double
}

extension Int: _NumericParameterValue {
    public static func _number(_ value: Int) -> Double { Double(value) }
}

extension Double: _NumericParameterValue {
    public static func _number(_ value: Double) -> Double { value }
}

extension Optional: _NumericParameterValue where Wrapped: _NumericParameterValue {
    public static func _number(_ value: Wrapped.UnwrappedType) -> Double { Wrapped._number(value) }
}

/// A string parameter type (`String` or `String?`).
public protocol _StringParameterValue: _IntentValue {}
extension String: _StringParameterValue {}
extension Optional: _StringParameterValue where Wrapped: _StringParameterValue {}

/// A Boolean parameter type (`Bool` or `Bool?`).
public protocol _BoolParameterValue: _IntentValue {}
extension Bool: _BoolParameterValue {}
extension Optional: _BoolParameterValue where Wrapped: _BoolParameterValue {}

/// An array parameter type (`[T]` or `[T]?`).
public protocol _ArrayParameterValue: _IntentValue {}
extension Array: _ArrayParameterValue where Element: _IntentValue {}
extension Optional: _ArrayParameterValue where Wrapped: _ArrayParameterValue {}
