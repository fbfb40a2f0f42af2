// `Measurement` parameters: a default value in a default unit, or one fixed unit, for each of the
// 22 dimensions (`IntentParameter.Length`, `.Duration`, …). Apple declares one overload per
// dimension; here one generic form per shape covers them all, with the same labels.
//
// `defaultUnitAdjustForLocale:`, `unitAdjustForLocale:` and `supportsNegativeNumbers:` are
// `Bool?` with no default, not `Bool = false` / `= true` as in Apple's signatures, so reflection
// records them only when the source passes them; every call that compiles against Apple's
// compiles here.

extension IntentParameter where Value.ValueType: _MeasurementParameterValue, Value.UnwrappedType == Value.ValueType {
    /// Creates a measurement parameter whose value starts in `defaultUnit`.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        defaultUnit: Value.ValueType._UnitOption? = nil,
        defaultUnitAdjustForLocale: Bool? = nil,
        supportsNegativeNumbers: Bool? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue,
            unit: defaultUnit, isFixed: false, adjustsForLocale: defaultUnitAdjustForLocale,
            supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior
        )
    }

    /// Creates a measurement parameter whose title is the property name in words (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        defaultUnit: Value.ValueType._UnitOption? = nil,
        defaultUnitAdjustForLocale: Bool? = nil,
        supportsNegativeNumbers: Bool? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: nil, description: description, defaultValue: defaultValue,
            unit: defaultUnit, isFixed: false, adjustsForLocale: defaultUnitAdjustForLocale,
            supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior
        )
    }

    /// Creates a measurement parameter that takes values in one unit.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        unit: Value.ValueType._UnitOption,
        unitAdjustForLocale: Bool? = nil,
        supportsNegativeNumbers: Bool? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue,
            unit: unit, isFixed: true, adjustsForLocale: unitAdjustForLocale,
            supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior
        )
    }

    /// Creates a measurement parameter in one unit whose title is the property name in words (iOS 18).
    public convenience init(
        description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        unit: Value.ValueType._UnitOption,
        unitAdjustForLocale: Bool? = nil,
        supportsNegativeNumbers: Bool? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: nil, description: description, defaultValue: defaultValue,
            unit: unit, isFixed: true, adjustsForLocale: unitAdjustForLocale,
            supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior
        )
    }

    private convenience init(
        title: LocalizedStringResource?,
        description: LocalizedStringResource?,
        defaultValue: Double?,
        unit: Value.ValueType._UnitOption?,
        isFixed: Bool,
        adjustsForLocale: Bool?,
        supportsNegativeNumbers: Bool?,
        requestValueDialog: IntentDialog?,
        inputConnectionBehavior: InputConnectionBehavior
    ) {
        let options = ParameterOptions(
            title: title,
            description: description,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior
        )
        if isFixed { options.unit = unit?.rawValue } else { options.defaultUnit = unit?.rawValue }
        options.adjustsUnitForLocale = adjustsForLocale
        options.supportsNegativeNumbers = supportsNegativeNumbers
        self.init(options: options, default: defaultValue.map { Value.ValueType._measurement($0, in: unit) })
    }
}
