import Diagnostics

extension MigrationGenerator {
    /// Widget size classes of `ArraySizes` and the families App Intents names them by.
    static let widgetFamilies: [String: String] = [
        "Small": "systemSmall", "Medium": "systemMedium", "Large": "systemLarge", "ExtraLarge": "systemExtraLarge",
        "AccessoryInline": "accessoryInline", "AccessoryCorner": "accessoryCorner",
        "AccessoryCircular": "accessoryCircular", "AccessoryRectangular": "accessoryRectangular",
    ]

    /// The families only watchOS has: a size for one of them is declared under `#if os(watchOS)`.
    static let watchOnlyFamilies: Set<String> = ["accessoryCorner"]

    /// `@Parameter(…) var name: Type` for one SiriKit parameter, with the options its type's initializer takes.
    func parameterDeclaration(
        _ parameter: SiriParameter,
        intent: SiriIntent,
        providers: inout [OptionsProvider],
        into w: inout SwiftWriter
    ) {
        let name = names.parameter(parameter.name, of: intent)
        let member = SwiftSource.quoted(name)
        if name != parameter.name {
            report.add(MigrationChecks.renamedIdentifier.diagnostic(
                "\(intent.className): parameter '\(parameter.name)' becomes '\(name)' \(MigrationNames.renameReason(parameter.name)); stored values of it will not carry over, since the system matches parameters by name",
                at: parameter.location
            ).withSeverity(.warning))
        }
        guard let base = names.swiftType(parameter.type) else {
            report.add(MigrationChecks.unsupportedType.diagnostic(
                "\(intent.className): parameter '\(parameter.name)' has type \(parameter.type), which App Intents has no counterpart for; it is left as a to-do, and out of the summary",
                at: parameter.location
            ))
            w.line("// TODO: '\(parameter.name)' has the SiriKit type \(parameter.type), which App Intents has no counterpart for.")
            return
        }
        var options = ParameterOptions(parameter: parameter)
        let defaultValue = defaultLiteral(parameter, options: &options)
        let type = parameter.isArray ? "[\(base)]" : base
        let declared = defaultValue == nil || parameter.isArray ? type + "?" : type

        var head = ["title: \(SwiftSource.literal(parameter.displayName.value))"]
        if let description = parameter.description { head.append("description: \(SwiftSource.literal(description.value))") }
        if let defaultValue, !parameter.isArray { head.append(defaultValue) }

        let needsProvider = MigrationNames.needsOptionsProvider(parameter)  // Else the entity's query or the enum's cases provide them.
        let prompt = staticDialog(parameter.prompts["Primary"] ?? parameter.prompts["Configuration"])
        let disambiguation = staticDialog(parameter.prompts["DisambiguationIntroduction"])
        let provider = needsProvider ? optionsProvider(for: parameter, of: intent, valueType: base, providers: &providers) : nil

        var tail: [String] = []
        var sizes: (all: String, withoutWatchOnly: String?)?
        if parameter.isArray || provider != nil {
            // The array and options-provider initializers take none of the type's own options.
            var unused = ParameterOptions(parameter: parameter)
            if !typeOptions(parameter, intent: intent, options: &unused).isEmpty {
                options.drop("Metadata", "the \(parameter.isArray ? "array" : "options-provider") initializer of @Parameter takes none of the \(parameter.type) options")
            }
        }
        if parameter.isArray {
            sizes = sizeArgument(parameter, intent: intent, options: &options)
            if let prompt { tail.append("requestValueDialog: \(prompt)") }
            if let disambiguation { tail.append("requestDisambiguationDialog: \(disambiguation)") }
            if let provider { tail.append("optionsProvider: \(provider)()") }
        } else if let provider {
            if let prompt { tail.append("requestValueDialog: \(prompt)") }
            if let disambiguation { tail.append("requestDisambiguationDialog: \(disambiguation)") }
            tail.append("optionsProvider: \(provider)()")
        } else {
            head += typeOptions(parameter, intent: intent, options: &options)
            if let prompt { tail.append("requestValueDialog: \(prompt)") }
            switch parameter.type {
            case .object, .plainObject, .enumeration:
                if let disambiguation { tail.append("requestDisambiguationDialog: \(disambiguation)") }
            default:
                break
            }
        }
        reportDropped(options, of: parameter, intent: intent)

        var docs: [String] = []
        if let relationship = parameter.relationship {
            docs.append("Shown when `\(relationship.parentName)` \(describe(relationship.predicate)).")
        }
        docs += options.notes
        w.doc(docs)
        if let sizes, let withoutWatchOnly = sizes.withoutWatchOnly {
            w.line("#if os(watchOS)")
            attribute(head + ["size: \(sizes.all)"] + tail, into: &w)
            w.line("\(access)var \(member): \(declared)")
            w.line("#else")
            attribute(head + (withoutWatchOnly.isEmpty ? [] : ["size: \(withoutWatchOnly)"]) + tail, into: &w)
            w.line("\(access)var \(member): \(declared)")
            w.line("#endif")
        } else {
            attribute(head + (sizes.map { ["size: \($0.all)"] } ?? []) + tail, into: &w)
            w.line("\(access)var \(member): \(declared)")
        }
    }

    /// `@Parameter(…)` on one line, or one argument per line when long.
    private func attribute(_ arguments: [String], into w: inout SwiftWriter) {
        let attribute = "@Parameter(" + arguments.joined(separator: ", ") + ")"
        if attribute.count <= 110 {
            w.line(attribute)
            return
        }
        w.line("@Parameter(")
        w.indented { w in
            for (index, argument) in arguments.enumerated() {
                w.line(argument + (index == arguments.count - 1 ? "" : ","))
            }
        }
        w.line(")")
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

    /// `default: …` (or a measurement's `defaultValue: …`) for the parameter's `DefaultValue`, if it has a usable one.
    func defaultLiteral(_ parameter: SiriParameter, options: inout ParameterOptions) -> String? {
        guard let value = parameter.metadata["DefaultValue"] else { return nil }
        let literal: String?
        switch (parameter.type, value) {
        case (.enumeration(let name), .string(let caseName)):
            guard let enumeration = definition.enumeration(named: name), enumeration.migratedValues.contains(where: { $0.name == caseName }) else {
                // The placeholder `unknown` means no value: no default, as SiriKit had none.
                if definition.enumeration(named: name)?.values.contains(where: { $0.name == caseName && $0.index == 0 }) != true {
                    options.drop("DefaultValue", "'\(caseName)' is not a case of \(name)")
                }
                return nil
            }
            literal = "." + SwiftSource.quoted(names.enumCase(caseName, of: name))
        case (.boolean, _):
            literal = parameter.flag("DefaultValue").map(String.init)
        case (.integer, _):
            literal = parameter.number("DefaultValue").flatMap { $0.rounded() == $0 && abs($0) < 1e15 ? String(Int($0)) : nil }
        case (.decimal, _):
            literal = parameter.number("DefaultValue").flatMap { $0.isFinite ? "\($0)" : nil }
        case (.string, .string(let text)), (.speakableString, .string(let text)):
            literal = text.isEmpty ? nil : SwiftSource.literal(text)
        case (.url, .string(let text)):
            literal = text.isEmpty ? nil : "URL(string: \(SwiftSource.literal(text)))"
        case (.measurement, _):
            // A measurement's default is its number in the default unit, under its own label.
            return parameter.number("DefaultValue").flatMap { $0.isFinite ? "defaultValue: \($0)" : nil }
        default:
            options.drop("DefaultValue", "App Intents takes a default of this type only from iOS 18, as a value the app makes")
            return nil
        }
        guard let literal else {
            options.drop("DefaultValue", "it is not a value of the parameter's type")
            return nil
        }
        return "default: " + literal
    }

    /// `size: N` when every size class has the same size, else a size per widget family. When a family only watchOS
    /// has is among them, the second size is the one for other platforms (without it; empty for none).
    private func sizeArgument(_ parameter: SiriParameter, intent: SiriIntent, options: inout ParameterOptions) -> (all: String, withoutWatchOnly: String?)? {
        guard !parameter.arraySizes.isEmpty else { return nil }
        guard intent.isEligibleForWidgets || options.deploymentsAllow(MigrationOptions.widgetIntentsMinimum, in: self.options) else {
            options.drop("ArraySizes", "array sizes need iOS 17, macOS 14 or watchOS 10, newer than the deployment targets")
            return nil
        }
        let sizes = Set(parameter.arraySizes.map(\.size))
        if sizes.count == 1, parameter.arraySizes.count == Self.widgetFamilies.count || !intent.isEligibleForWidgets, let size = sizes.first {
            return (String(size), nil)
        }
        var entries: [(family: String, size: Int)] = []
        for size in parameter.arraySizes {
            guard let family = Self.widgetFamilies[size.sizeClass] else {
                report.add(MigrationChecks.unknownType.diagnostic(
                    "\(intent.className): parameter '\(parameter.name)' has a size for the unknown size class '\(size.sizeClass)'; it is left out",
                    at: size.location ?? parameter.location
                ))
                continue
            }
            entries.append((family, size.size))
        }
        guard !entries.isEmpty else { return nil }
        func literal(_ entries: [(family: String, size: Int)]) -> String {
            "[" + entries.map { ".\($0.family): \($0.size)" }.joined(separator: ", ") + "]"
        }
        let others = entries.filter { !Self.watchOnlyFamilies.contains($0.family) }
        guard others.count != entries.count else { return (literal(entries), nil) }
        // On watchOS only the accessory families exist; elsewhere every family but the watch-only ones.
        let watch = entries.filter { $0.family.hasPrefix("accessory") }
        return (literal(watch), others.isEmpty ? "" : literal(others))
    }

    private func optionsProvider(for parameter: SiriParameter, of intent: SiriIntent, valueType: String, providers: inout [OptionsProvider]) -> String {
        let name = names.optionsProvider(parameter.name, of: intent)
        providers.append(OptionsProvider(typeName: name, parameter: parameter.name, valueType: valueType))
        return name
    }

    /// One `migration.not-carried-over` remark per parameter, at the first setting it names.
    private func reportDropped(_ options: ParameterOptions, of parameter: SiriParameter, intent: SiriIntent) {
        guard let first = options.dropped.first else { return }
        let list = options.dropped.map { "\($0.setting) (\($0.reason))" }.joined(separator: "; ")
        report.add(MigrationChecks.notCarriedOver.diagnostic(
            "\(intent.className): parameter '\(parameter.name)': not carried over: \(list)",
            at: parameter.metadataLocations[first.setting] ?? parameter.location
        ))
    }
}
