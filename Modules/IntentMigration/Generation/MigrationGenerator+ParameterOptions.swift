import IntentMetadata

/// What a parameter's settings become: the arguments of its `@Parameter`, lines for its doc comment, and the
/// settings App Intents has no place for.
struct ParameterOptions {
    let parameter: SiriParameter
    /// Settings left out, with the reason, in the order met.
    private(set) var dropped: [(setting: String, reason: String)] = []
    /// Lines for the parameter's doc comment.
    var notes: [String] = []

    init(parameter: SiriParameter) {
        self.parameter = parameter
    }

    /// Records that `setting` is not carried over, and why.
    mutating func drop(_ setting: String, _ reason: String) {
        if !dropped.contains(where: { $0.setting == setting }) { dropped.append((setting, reason)) }
    }

    /// Whether every deployment target given is at least `minimum` for its platform (true when none are given).
    func deploymentsAllow(_ minimum: [MigrationOptions.Deployment], in options: MigrationOptions) -> Bool {
        options.deployments.allSatisfy { target in
            guard let required = minimum.first(where: { $0.platform == target.platform }) else { return true }
            return !(target.version < required.version)
        }
    }
}

extension MigrationGenerator {
    /// What `supportedContentTypes:` needs: iOS 18, macOS 15, watchOS 11 (earlier, the deprecated `supportedTypeIdentifiers:`).
    static let contentTypesMinimum = [
        MigrationOptions.Deployment("iOS", 18), MigrationOptions.Deployment("macOS", 15), MigrationOptions.Deployment("watchOS", 11),
        MigrationOptions.Deployment("tvOS", 18), MigrationOptions.Deployment("visionOS", 2),
    ]

    /// The arguments that follow `title:`, `description:` and `default:` for the parameter's type, from its metadata.
    func typeOptions(_ parameter: SiriParameter, intent: SiriIntent, options: inout ParameterOptions) -> [String] {
        switch parameter.type {
        case .integer, .decimal: numberOptions(parameter, options: &options)
        case .string, .speakableString: stringOptions(parameter, options: &options)
        case .boolean: booleanOptions(parameter, options: &options)
        case .date, .dateComponents: dateOptions(parameter, options: &options)
        case .measurement(let unit): measurementOptions(parameter, unit: unit, member: names.parameter(parameter.name, of: intent), options: &options)
        case .file: fileOptions(parameter, options: &options)
        case .person: personOptions(parameter, options: &options)
        case .currencyAmount: currencyOptions(parameter, options: &options)
        case .placemark, .location: placemarkOptions(parameter, options: &options)
        default: []
        }
    }

    // MARK: Numbers

    private func numberOptions(_ parameter: SiriParameter, options: inout ParameterOptions) -> [String] {
        var arguments: [String] = []
        if let style = parameter.text("Type") {
            switch (style, parameter.type) {
            case ("Stepper", _): arguments.append("controlStyle: .stepper")
            case ("Field", _): arguments.append("controlStyle: .field")
            case ("Slider", .decimal): arguments.append("controlStyle: .slider")
            default: options.drop("Type", "App Intents has no \(style.lowercased()) control for \(parameter.type == .integer ? "integers" : "this type")")
            }
        }
        if let range = range(parameter, options: &options) {
            arguments.append("inclusiveRange: (\(number(range.low, parameter.type)), \(number(range.high, parameter.type)))")
        }
        if parameter.metadata["Step"] != nil { options.drop("Step", "App Intents has no step for numbers; a stepper moves by 1") }
        return arguments
    }

    /// The inclusive range of the minimum and maximum (or a range dictionary's bounds); a missing lower bound is 0 when
    /// the parameter does not take negative numbers. `nil`, with the bound reported, when only one is known.
    private func range(_ parameter: SiriParameter, options: inout ParameterOptions) -> (low: Double, high: Double)? {
        var low = parameter.number("MinimumValue")
        let high = parameter.number("MaximumValue")
        if low == nil, high != nil, parameter.flag("SupportsNegativeNumbers") == false { low = 0 }
        switch (low, high) {
        case (let low?, let high?) where low <= high:
            return (low, high)
        case (let low?, let high?):
            options.drop("MinimumValue", "the minimum \(low) is above the maximum \(high)")
        case (_?, nil):
            options.drop("MinimumValue", "App Intents takes a range with both bounds, and the maximum is unset")
        case (nil, _?):
            options.drop("MaximumValue", "App Intents takes a range with both bounds, and the minimum is unset")
        case (nil, nil):
            if parameter.flag("SupportsNegativeNumbers") == false {
                options.drop("SupportsNegativeNumbers", "App Intents has no such option for numbers; check the value in perform()")
            }
        }
        return nil
    }

    func number(_ value: Double, _ type: SiriParameterType) -> String {
        type == .integer && value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    // MARK: Text

    /// Keyboard types as Xcode writes them, and `String.IntentInputOptions.KeyboardType`'s cases.
    static let keyboardTypes: [String: String] = [
        "default": "default", "asciicapable": "asciiCapable", "numbersandpunctuation": "numbersAndPunctuation", "url": "URL",
        "numberpad": "numberPad", "phonepad": "phonePad", "namephonepad": "namePhonePad", "emailaddress": "emailAddress",
        "decimalpad": "decimalPad", "twitter": "twitter", "websearch": "webSearch", "asciicapablenumberpad": "asciiCapableNumberPad",
    ]

    /// `inputOptions: String.IntentInputOptions(…)` for the settings that differ from its defaults.
    private func stringOptions(_ parameter: SiriParameter, options: inout ParameterOptions) -> [String] {
        var settings: [String] = []
        if let keyboard = parameter.text("KeyboardType") {
            if let value = Self.keyboardTypes[keyboard.lowercased()] {
                settings.append("keyboardType: .\(value)")
            } else {
                options.drop("KeyboardType", "App Intents has no keyboard '\(keyboard)'")
            }
        }
        if let capitalization = parameter.text("Capitalization") {
            switch capitalization {
            case "Sentences": break  // The default.
            case "None": settings.append("capitalizationType: .none")
            case "Words": settings.append("capitalizationType: .words")
            case "AllCharacters", "Characters": settings.append("capitalizationType: .allCharacters")
            default: options.drop("Capitalization", "App Intents has no capitalization '\(capitalization)'")
            }
        }
        if parameter.flag("Multiline") == true { settings.append("multiline: true") }
        if parameter.flag("DisableAutocorrect") == true { settings.append("autocorrect: false") }
        if parameter.flag("DisableSmartQuotes") == true { settings.append("smartQuotes: false") }
        if parameter.flag("DisableSmartDashes") == true { settings.append("smartDashes: false") }
        if parameter.metadata["Placeholder"] != nil { options.drop("Placeholder", "App Intents has no placeholder text") }
        return settings.isEmpty ? [] : ["inputOptions: String.IntentInputOptions(\(settings.joined(separator: ", ")))"]
    }

    private func booleanOptions(_ parameter: SiriParameter, options: inout ParameterOptions) -> [String] {
        guard let on = parameter.text("TrueDisplayName"), let off = parameter.text("FalseDisplayName") else { return [] }
        return ["displayName: Bool.IntentDisplayName(true: \(SwiftSource.literal(on)), false: \(SwiftSource.literal(off)))"]
    }

    // MARK: Dates and measurements

    private func dateOptions(_ parameter: SiriParameter, options: inout ParameterOptions) -> [String] {
        for setting in ["DateStyle", "TimeStyle", "Format", "Template"] where parameter.metadata[setting] != nil {
            options.drop(setting, "App Intents formats dates itself")
        }
        switch parameter.text("Type") {
        case "Date"?: return ["kind: .date"]
        case "Time"?: return ["kind: .time"]
        case nil, "DateTime"?: return []  // `.dateTime` is the default.
        case let other?:
            options.drop("Type", "App Intents has no date kind '\(other)'")
            return []
        }
    }

    /// A SiriKit unit (`FluidOunces`, `Seconds`) as the `IntentParameter.<Dimension>` case, if the dimension has it.
    static func unitCase(_ written: String, of unit: MeasurementUnit) -> String? {
        let trimmed = written.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first else { return nil }
        let name = first.lowercased() + trimmed.dropFirst()
        return unit.unitNames.contains(name) ? name : nil
    }

    /// `defaultUnit:` (a `Metric/US` pair adjusts for the locale), `supportsNegativeNumbers:`; the handler's unit
    /// (`Unit`) goes into the doc comment.
    private func measurementOptions(_ parameter: SiriParameter, unit: MeasurementUnit, member: String, options: inout ParameterOptions) -> [String] {
        var arguments: [String] = []
        let written = parameter.text("DefaultUnit") ?? parameter.text("Unit")
        if let written {
            let pair = written.split(separator: "/").map(String.init)
            if let first = pair.first, let unitCase = Self.unitCase(first, of: unit) {
                arguments.append("defaultUnit: .\(unitCase)")
                if pair.count == 2, pair[1] != pair[0] {
                    arguments.append("defaultUnitAdjustForLocale: true")
                    if let other = Self.unitCase(pair[1], of: unit) {
                        options.notes.append("Shown in \(unitCase) where the locale is metric, in \(other) elsewhere (`\(written)`).")
                    }
                }
            } else {
                options.drop(parameter.text("DefaultUnit") != nil ? "DefaultUnit" : "Unit", "'\(written)' is not a unit of \(unit.swiftName)")
            }
        }
        if let handlerUnit = parameter.text("Unit").flatMap({ Self.unitCase($0, of: unit) }) {
            options.notes.append("The SiriKit handler received \(handlerUnit): read it as `\(SwiftSource.quoted(member))?.converted(to: .\(handlerUnit)).value`.")
        }
        if parameter.flag("SupportsNegativeNumbers") == false { arguments.append("supportsNegativeNumbers: false") }
        for setting in ["MinimumValue", "MaximumValue", "MinimumUnit", "MaximumUnit"] where parameter.metadata[setting] != nil {
            options.drop(setting, "App Intents has no range for measurements; check the value in perform()")
        }
        return arguments
    }

    // MARK: Files, people, money and places

    /// `supportedContentTypes:` from the custom UTIs or the file kind (`Image`); before iOS 18 the deprecated
    /// `supportedTypeIdentifiers:`, which older systems have.
    private func fileOptions(_ parameter: SiriParameter, options: inout ParameterOptions) -> [String] {
        var identifiers: [String] = []
        if case .list(let utis)? = parameter.metadata["CustomUTIs"] { identifiers = utis.filter { !$0.isEmpty } }
        if identifiers.isEmpty, let kind = parameter.text("Type") {
            switch kind {
            case "Image": identifiers = ["public.image"]
            case "Audio": identifiers = ["public.audio"]
            case "Movie", "Video": identifiers = ["public.movie"]
            case "PDF": identifiers = ["com.adobe.pdf"]
            case "Text": identifiers = ["public.text"]
            case "Custom", "Any", "File": break
            default: options.drop("Type", "App Intents has no file kind '\(kind)'")
            }
        }
        guard !identifiers.isEmpty else { return [] }
        if options.deploymentsAllow(Self.contentTypesMinimum, in: self.options) {
            return ["supportedContentTypes: [\(identifiers.map(UniformTypeMembers.expression(for:)).joined(separator: ", "))]"]
        }
        return ["supportedTypeIdentifiers: [\(identifiers.map(SwiftSource.literal).joined(separator: ", "))]"]
    }

    private func personOptions(_ parameter: SiriParameter, options: inout ParameterOptions) -> [String] {
        guard let kind = parameter.text("Type") else { return [] }
        switch kind.lowercased() {
        case "contact", "name": return ["mode: .contact"]
        case "email", "emailaddress": return ["mode: .email"]
        case "phone", "phonenumber": return ["mode: .phone"]
        case "emailorphone", "phoneoremail": return ["mode: .emailOrPhone"]
        default:
            options.drop("Type", "App Intents has no person mode '\(kind)'")
            return []
        }
    }

    private func currencyOptions(_ parameter: SiriParameter, options: inout ParameterOptions) -> [String] {
        var arguments: [String] = []
        var codes: [String] = []
        if case .list(let list)? = parameter.metadata["CurrencyCodes"] { codes = list }
        if codes.isEmpty, let code = parameter.text("CurrencyCode") { codes = [code] }
        codes = codes.filter { !$0.isEmpty }
        if !codes.isEmpty { arguments.append("currencyCodes: [\(codes.map(SwiftSource.literal).joined(separator: ", "))]") }
        if let range = range(parameter, options: &options) {
            arguments.append("inclusiveRange: (\(range.low), \(range.high))")
        }
        return arguments
    }

    private func placemarkOptions(_ parameter: SiriParameter, options: inout ParameterOptions) -> [String] {
        guard let kind = parameter.text("Type") else { return [] }
        switch kind.lowercased() {
        case "name": return []  // `.name` is the default.
        case "address", "postaladdress": return ["displayStyle: .address"]
        case "city", "locality": return ["displayStyle: .city"]
        default:
            options.drop("Type", "App Intents has no placemark style '\(kind)'")
            return []
        }
    }
}
