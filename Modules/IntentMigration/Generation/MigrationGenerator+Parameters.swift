import Diagnostics

extension MigrationGenerator {
    /// Widget size classes of `ArraySizes` and the families App Intents names them by.
    static let widgetFamilies: [String: String] = [
        "Small": "systemSmall", "Medium": "systemMedium", "Large": "systemLarge", "ExtraLarge": "systemExtraLarge",
        "AccessoryInline": "accessoryInline", "AccessoryCorner": "accessoryCorner",
        "AccessoryCircular": "accessoryCircular", "AccessoryRectangular": "accessoryRectangular",
    ]

    /// `@Parameter(…) var name: Type` for one SiriKit parameter, with the options its type's initializer takes.
    func parameterDeclaration(
        _ parameter: SiriParameter,
        intent: SiriIntent,
        typeName: String,
        providers: inout [OptionsProvider],
        into w: inout SwiftWriter
    ) {
        let member = SwiftSource.memberName(parameter.name)
        if member.trimmingCharacters(in: ["`"]) != parameter.name {
            report.add(MigrationChecks.renamedIdentifier.diagnostic(
                "\(intent.className): parameter '\(parameter.name)' becomes '\(member)' to be a Swift identifier; stored values of it will not carry over, since the system matches parameters by name",
                at: parameter.location
            ).withSeverity(.warning))
        }
        guard let base = names.swiftType(parameter.type) else {
            report.add(MigrationChecks.unsupportedType.diagnostic(
                "\(intent.className): parameter '\(parameter.name)' has type \(parameter.type); write it as \(MigrationNames.appleType(parameter.type)) on Apple platforms (left as a to-do, and out of the summary)",
                at: parameter.location
            ))
            w.line("// TODO: '\(parameter.name)' (\(parameter.type)) has no counterpart in IntentKit's model; on Apple platforms declare:")
            w.line("// @Parameter(title: \(SwiftSource.literal(parameter.displayName.value))) var \(member): \(MigrationNames.appleType(parameter.type))\(parameter.isArray ? "s" : "")?")
            return
        }
        let defaultValue = defaultLiteral(parameter)
        let type = parameter.isArray ? "[\(base)]" : base
        let declared = defaultValue == nil || parameter.isArray ? type + "?" : type

        var arguments = ["title: \(SwiftSource.literal(parameter.displayName.value))"]
        if let description = parameter.description { arguments.append("description: \(SwiftSource.literal(description.value))") }
        if let defaultValue, !parameter.isArray { arguments.append("default: \(defaultValue)") }

        var needsProvider = parameter.hasDynamicOptions
        if case .object = parameter.type { needsProvider = false }  // The entity's query provides them.
        if case .enumeration = parameter.type { needsProvider = false }  // An AppEnum offers its cases.

        let prompt = staticDialog(parameter.prompts["Primary"] ?? parameter.prompts["Configuration"])
        let disambiguation = staticDialog(parameter.prompts["DisambiguationIntroduction"])
        let provider = needsProvider ? optionsProvider(for: parameter, typeName: typeName, valueType: base, providers: &providers) : nil

        if parameter.isArray {
            if let size = sizeArgument(parameter, intent: intent) { arguments.append("size: \(size)") }
            if let prompt { arguments.append("requestValueDialog: \(prompt)") }
            if let disambiguation { arguments.append("requestDisambiguationDialog: \(disambiguation)") }
            if let provider { arguments.append("optionsProvider: \(provider)()") }
        } else if let provider {
            if let prompt { arguments.append("requestValueDialog: \(prompt)") }
            if let disambiguation { arguments.append("requestDisambiguationDialog: \(disambiguation)") }
            arguments.append("optionsProvider: \(provider)()")
        } else {
            switch parameter.type {
            case .integer, .decimal:
                if let style = controlStyle(parameter) { arguments.append("controlStyle: \(style)") }
                if case .number(let low)? = parameter.metadata["MinimumValue"], case .number(let high)? = parameter.metadata["MaximumValue"], low <= high {
                    arguments.append("inclusiveRange: (\(number(low, parameter.type)), \(number(high, parameter.type)))")
                }
                if let prompt { arguments.append("requestValueDialog: \(prompt)") }
            case .string, .speakableString:
                if let inputOptions = inputOptions(parameter) { arguments.append("inputOptions: \(inputOptions)") }
                if let prompt { arguments.append("requestValueDialog: \(prompt)") }
            case .boolean:
                if let on = parameter.metadata["TrueDisplayName"], let off = parameter.metadata["FalseDisplayName"],
                   case .string(let onText) = on, case .string(let offText) = off {
                    arguments.append("displayName: Bool.IntentDisplayName(true: \(SwiftSource.literal(onText)), false: \(SwiftSource.literal(offText)))")
                }
                if let prompt { arguments.append("requestValueDialog: \(prompt)") }
            case .url, .date, .dateComponents, .duration:
                if let prompt { arguments.append("requestValueDialog: \(prompt)") }
            default:
                if let prompt { arguments.append("requestValueDialog: \(prompt)") }
                if let disambiguation { arguments.append("requestDisambiguationDialog: \(disambiguation)") }
            }
        }
        if let relationship = parameter.relationship {
            w.doc(["Shown when `\(relationship.parentName)` \(describe(relationship.predicate))."])
        }
        let attribute = "@Parameter(" + arguments.joined(separator: ", ") + ")"
        if attribute.count <= 110 {
            w.line(attribute)
        } else {
            w.line("@Parameter(")
            w.indented { w in
                for (index, argument) in arguments.enumerated() {
                    w.line(argument + (index == arguments.count - 1 ? "" : ","))
                }
            }
            w.line(")")
        }
        w.line("\(access)var \(member): \(declared)")
    }

    private func describe(_ predicate: SiriRelationship.Predicate) -> String {
        switch predicate {
        case .hasAnyValue: "has a value"
        case .enumValue(let value): "is `\(value)`"
        case .boolValue(let flag): "is \(flag)"
        case .identifierContains(let text): "has an identifier containing \"\(SwiftSource.commentText(text))\""
        }
    }

    /// A prompt as a dialog literal, or `nil` when it has none or needs values (`${count}`) a static dialog cannot fill.
    private func staticDialog(_ text: DefinitionText?) -> String? {
        guard let text, !text.value.isEmpty, FormatToken.parameterNames(FormatToken.parse(text.value)).isEmpty else { return nil }
        return SwiftSource.literal(text.value)
    }

    /// The Swift literal of the parameter's `DefaultValue`, if it has a usable one.
    func defaultLiteral(_ parameter: SiriParameter) -> String? {
        guard let value = parameter.metadata["DefaultValue"] else { return nil }
        switch (parameter.type, value) {
        case (.enumeration(let name), .string(let caseName)):
            guard definition.enumeration(named: name)?.migratedValues.contains(where: { $0.name == caseName }) == true else { return nil }
            return "." + SwiftSource.memberName(caseName)
        case (.boolean, .bool(let flag)): return String(flag)
        case (.integer, .number(let number)): return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : nil
        case (.decimal, .number(let number)): return number.isFinite ? "\(number)" : nil
        case (.string, .string(let text)), (.speakableString, .string(let text)): return text.isEmpty ? nil : SwiftSource.literal(text)
        default: return nil
        }
    }

    private func number(_ value: Double, _ type: SiriParameterType) -> String {
        type == .integer && value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    private func controlStyle(_ parameter: SiriParameter) -> String? {
        guard case .string(let style)? = parameter.metadata["Type"] else { return nil }
        return ["Stepper": ".stepper", "Slider": ".slider", "Field": ".field"][style]
    }

    /// `String.IntentInputOptions(…)` for the settings that differ from its defaults.
    private func inputOptions(_ parameter: SiriParameter) -> String? {
        var options: [String] = []
        if case .string(let capitalization)? = parameter.metadata["Capitalization"],
           let value = ["None": ".none", "Words": ".words", "AllCharacters": ".allCharacters"][capitalization] {
            options.append("capitalizationType: \(value)")
        }
        if parameter.metadata["Multiline"] == .bool(true) { options.append("multiline: true") }
        if parameter.metadata["DisableAutocorrect"] == .bool(true) { options.append("autocorrect: false") }
        if parameter.metadata["DisableSmartQuotes"] == .bool(true) { options.append("smartQuotes: false") }
        if parameter.metadata["DisableSmartDashes"] == .bool(true) { options.append("smartDashes: false") }
        return options.isEmpty ? nil : "String.IntentInputOptions(\(options.joined(separator: ", ")))"
    }

    /// `size: N` when every size class has the same size, else a size per widget family.
    private func sizeArgument(_ parameter: SiriParameter, intent: SiriIntent) -> String? {
        guard !parameter.arraySizes.isEmpty else { return nil }
        let sizes = Set(parameter.arraySizes.map(\.size))
        if sizes.count == 1, parameter.arraySizes.count == Self.widgetFamilies.count || !intent.isEligibleForWidgets, let size = sizes.first {
            return String(size)
        }
        var entries: [String] = []
        for size in parameter.arraySizes {
            guard let family = Self.widgetFamilies[size.sizeClass] else {
                report.add(MigrationChecks.unknownType.diagnostic(
                    "\(intent.className): parameter '\(parameter.name)' has a size for the unknown size class '\(size.sizeClass)'; it is left out",
                    at: parameter.location
                ))
                continue
            }
            entries.append(".\(family): \(size.size)")
        }
        return entries.isEmpty ? nil : "[" + entries.joined(separator: ", ") + "]"
    }

    private func optionsProvider(for parameter: SiriParameter, typeName: String, valueType: String, providers: inout [OptionsProvider]) -> String {
        let name = typeName + SwiftSource.identifier(parameter.name, upperFirst: true) + "OptionsProvider"
        providers.append(OptionsProvider(typeName: name, parameter: parameter.name, valueType: valueType))
        return name
    }
}
