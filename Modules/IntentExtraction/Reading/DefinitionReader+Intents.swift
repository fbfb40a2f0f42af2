import Diagnostics
import IntentMetadata

extension DefinitionReader {
    /// Reads an `AppIntent`: its static metadata, its parameters, its summary and its result.
    func readIntent(_ name: String) -> IntentDefinition? {
        guard let declaration = declaration(of: name) else { return nil }
        if catalog.types[name] == nil {
            report(ExtractionChecks.unresolvedType,
                   "'\(name)' gains AppIntent here, but its declaration is not in the sources read; it is read from its extensions only, so parameters declared with the type are missing",
                   at: declaration.location, fixIt: "pass the sources that declare '\(name)' with --reference")
        }
        let conformances = catalog.conformances(of: name)
        let schemaAttribute = catalog.attribute(Set(MacroConformance.schemaMacros.keys), of: name)
        let schema = schemaAttribute.flatMap(MacroConformance.schema(of:))
        var title = LocalizedStringResource(schema.map(Self.schemaTitle) ?? name)
        if let property = staticProperty("title", of: name) {
            if let value = property.value {
                title = localizedString(value, in: property.file) ?? title
            } else {
                report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: property.range, in: property.file)
            }
        } else if schema == nil {
            report(ExtractionChecks.missingRequirement, "the AppIntent '\(name)' has no static 'title'", at: declaration.location)
        }
        var intent = IntentDefinition(identifier: name, title: title, location: declaration.location)
        intent.schema = schema
        if let property = staticProperty("description", of: name), isIntentDescription(property) {
            if let value = property.value {
                intent.description = intentDescription(value, in: property.file)
            } else {
                report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: property.range, in: property.file)
            }
        }
        if let property = staticProperty("openAppWhenRun", of: name) { intent.openAppWhenRun = flag(property) ?? false }
        if let property = staticProperty("isDiscoverable", of: name) { intent.isDiscoverable = flag(property) ?? true }
        if let property = staticProperty("isAssistantOnly", of: name) { intent.isAssistantOnly = flag(property) ?? false }
        if let property = staticProperty("authenticationPolicy", of: name) {
            if let policy = property.value.flatMap(appleMember).flatMap(AuthenticationPolicy.init(rawValue:)) {
                intent.authenticationPolicy = policy
            } else {
                unsupported("this authenticationPolicy (read as .alwaysAllowed, .requiresAuthentication or .requiresLocalDeviceAuthentication)",
                            at: property.valueRange, in: property.file)
            }
        }
        if let property = staticProperty("supportedModes", of: name) {
            intent.supportedModes = supportedModes(property)
        }
        if conformances.contains(AppIntentsProtocol.customIntentMigratedAppIntent.rawValue) {
            if let property = staticProperty("intentClassName", of: name) {
                intent.intentClassName = property.value?.stringValue
                if intent.intentClassName == nil {
                    report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("intentClassName"), at: property.valueRange, in: property.file)
                }
            } else {
                report(ExtractionChecks.missingRequirement, "the CustomIntentMigratedAppIntent '\(name)' has no static 'intentClassName'", at: declaration.location)
            }
        }
        intent.isWidgetConfiguration = conformances.contains(AppIntentsProtocol.widgetConfigurationIntent.rawValue)
        intent.systemProtocols = IntentSystemProtocol.allCases.filter { conformances.contains($0.rawValue) }
        intent.parameters = instanceProperties(of: name).compactMap { property in
            if let attribute = property.attribute(["Parameter", "IntentParameter"]) {
                return readParameter(property, attribute: attribute, intent: name)
            }
            // A schema intent's stored properties are parameters: the macro attaches `@Parameter` to them.
            if schema != nil, property.member.attributes.isEmpty, !property.member.isComputed, !property.member.isLet {
                return readParameter(property, attribute: nil, intent: name)
            }
            return nil
        }
        if let property = staticProperty("parameterSummary", of: name) {
            intent.parameterSummary = readSummary(property, intent: intent)
        }
        intent.result = readResult(of: name)
        return intent
    }

    /// Whether a `description` is the protocol's: declared `IntentDescription` (or optional), or initialized with
    /// `IntentDescription(…)`. `static var description: LocalizedStringResource` (or `= "…"`, a `String`) is a
    /// member of its own: the protocol's description keeps its default, none, and a remark says so.
    private func isIntentDescription(_ property: StaticProperty) -> Bool {
        let declared: String?
        if let type = property.type {
            if case .optional(let wrapped) = type { declared = wrapped.simpleName } else { declared = type.simpleName }
            if declared == "IntentDescription" { return true }
        } else {
            if property.value?.call?.calleeName == "IntentDescription" { return true }
            declared = property.value?.stringLiteral != nil ? "String" : nil
        }
        report(
            ExtractionChecks.ignoredMember,
            "this 'description' is \(declared.map { "a \($0)" } ?? "not an IntentDescription"); AppIntent's 'description' is an 'IntentDescription?', so this is another member and the compiled intent has the default description, none",
            at: property.range, in: property.file,
            fixIt: "declare it 'static let description: IntentDescription = \"…\"'"
        )
        return false
    }

    /// `static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]`, `.foreground`, a getter.
    private func supportedModes(_ property: StaticProperty) -> [IntentMode]? {
        guard let value = property.value else {
            unsupported("these supportedModes (read as IntentModes literals such as [.background, .foreground(.dynamic)])", at: property.range, in: property.file)
            return nil
        }
        var modes: [IntentMode] = []
        for element in value.arrayElements ?? [value] {
            if let name = appleMember(element) {
                switch name {
                case "background": modes.append(.background)
                case "foreground": modes.append(.foregroundImmediate)
                default: break
                }
                if name == "background" || name == "foreground" { continue }
            }
            if let call = element.call, call.calleeName == "foreground", let mode = call.unlabelled.first.flatMap(appleMember) {
                switch mode {
                case "immediate": modes.append(.foregroundImmediate); continue
                case "dynamic": modes.append(.foregroundDynamic); continue
                case "deferred": modes.append(.foregroundDeferred); continue
                default: break
                }
            }
            unsupported("the mode '\(property.file.text(of: element.range))' (read as .background, .foreground or .foreground(.immediate / .dynamic / .deferred))",
                        at: element.range, in: property.file)
            return nil
        }
        return modes
    }

    /// The labels `@Parameter` takes that the metadata document has no field for (read, nothing to record).
    private static let unrecordedParameterOptions: Set<String> = [
        "inputConnectionBehavior", "supportedValues", "displayName", "currencyCodes", "supportedTypeIdentifiers",
        "resolvableTypes", "query", "resolvers", "mode", "displayStyle", "requestDisambiguationDialog",
    ]

    /// Reads one `@Parameter var name: Type` (or, in a schema intent, a plain stored `var`).
    private func readParameter(_ property: InstanceProperty, attribute: Attribute?, intent: String) -> ParameterDefinition? {
        let file = property.file
        let context = "the parameter '\(property.name)' of \(intent)"
        guard let typeRef = property.type else {
            unsupported("\(context) without a declared type", at: property.range, in: file)
            return nil
        }
        guard let declared = declaredType(typeRef, owner: intent, in: file, at: property.member.typeRange ?? property.range, for: context) else { return nil }
        var parameter = ParameterDefinition(
            name: property.name,
            title: LocalizedStringResource(ParameterDefinition.inferredTitle(fromName: property.name)),
            type: declared.type,
            isOptional: declared.isOptional,
            location: file.location(of: attribute?.range ?? property.member.declarationRange)
        )
        for argument in attribute?.arguments ?? [] {
            let value = argument.value
            switch argument.label {
            case nil, "title":
                parameter.title = localizedString(value, in: file) ?? parameter.title
            case "description":
                parameter.description = value.isNil ? nil : localizedString(value, in: file)
            case "default", "defaultValue":
                parameter.defaultValue = self.value(value, of: declared.type, in: file, scope: property.scope, for: context)
            case "requestValueDialog":
                parameter.requestValueDialog = value.isNil ? nil : dialog(value, in: file)
            case "requestDisambiguationDialog":
                parameter.requestDisambiguationDialog = value.isNil ? nil : dialog(value, in: file)
            case "optionsProvider":
                if let provider = value.initializedTypeName {
                    parameter.optionsProvider = provider
                } else {
                    unsupported("this optionsProvider (read as a call to the provider's initializer)", at: value.range, in: file)
                }
            case "size": readSize(value, into: &parameter, in: file)
            case "controlStyle":
                if let style = appleMember(value).flatMap(ControlStyle.init(rawValue:)) {
                    parameter.controlStyle = style
                } else {
                    unsupported("this controlStyle", at: value.range, in: file)
                }
            case "inclusiveRange":
                if case .tuple(let elements) = value.kind, elements.count == 2,
                   let lower = elements[0].value.numberValue, let upper = elements[1].value.numberValue {
                    parameter.inclusiveRange = NumericRange(lower, upper)
                } else if !value.isNil {
                    unsupported("this inclusiveRange (read as a tuple of two number literals)", at: value.range, in: file)
                }
            case "inputOptions": parameter.inputOptions = value.isNil ? nil : readInputOptions(value, in: file)
            case "kind":
                if let kind = appleMember(value).flatMap(DateKind.init(rawValue:)) {
                    parameter.dateKind = kind
                } else {
                    unsupported("this date kind (read as .date, .time or .dateTime)", at: value.range, in: file)
                }
            case "defaultUnit", "unit":
                if value.isNil { break }
                if let unit = appleMember(value) {
                    if argument.label == "unit" { parameter.unit = unit } else { parameter.defaultUnit = unit }
                } else {
                    unsupported("this unit (read as a unit of the dimension, such as .seconds)", at: value.range, in: file)
                }
            case "defaultUnitAdjustForLocale", "unitAdjustForLocale":
                if let flag = value.boolValue { parameter.adjustsUnitForLocale = flag } else { unsupported("this flag (read as a Boolean literal)", at: value.range, in: file) }
            case "supportsNegativeNumbers":
                if let flag = value.boolValue { parameter.supportsNegativeNumbers = flag } else { unsupported("this flag (read as a Boolean literal)", at: value.range, in: file) }
            case "supportedContentTypes":
                parameter.supportedContentTypes = contentTypes(value, in: file, at: value.range)
            case let label? where Self.unrecordedParameterOptions.contains(label):
                break
            case let label?:
                unsupported("the @Parameter option '\(label)'", at: value.range, in: file)
            }
        }
        return parameter
    }

    /// An array size: `IntentCollectionSize(min:max:)`, `(exactly:)`, an integer, or a dictionary by widget family.
    private func readSize(_ expr: Expr, into parameter: inout ParameterDefinition, in file: SourceFile) {
        if case .dictionary(let elements) = expr.kind {
            var sizes: [WidgetFamily: CollectionSize] = [:]
            for element in elements {
                guard let family = appleMember(element.key).flatMap(WidgetFamily.init(rawValue:)) else {
                    unsupported("this widget family", at: element.key.range, in: file)
                    continue
                }
                if let size = collectionSize(element.value, in: file) { sizes[family] = size }
            }
            parameter.sizeByWidgetFamily = sizes
        } else if !expr.isNil {
            parameter.size = collectionSize(expr, in: file)
        }
    }

    private func collectionSize(_ expr: Expr, in file: SourceFile) -> CollectionSize? {
        if let exactly = expr.integerValue { return CollectionSize(exactly: exactly) }
        if let call = expr.call, call.calleeName == "IntentCollectionSize" || call.calleeName == "init" {
            if let exactly = call[label: "exactly"]?.integerValue { return CollectionSize(exactly: exactly) }
            let min = call[label: "min"]?.integerValue
            let max = call[label: "max"]?.integerValue
            if min != nil || max != nil { return CollectionSize(min: min, max: max) }
        }
        unsupported("this collection size (read as an integer or IntentCollectionSize(min:max:) / (exactly:) with literals)", at: expr.range, in: file)
        return nil
    }

    /// `String.IntentInputOptions(…)`, with the initializer's defaults for what is not written.
    private func readInputOptions(_ expr: Expr, in file: SourceFile) -> StringInputOptions? {
        guard let call = expr.call, call.calleeName == "IntentInputOptions" || call.calleeName == "init" else {
            unsupported("these inputOptions (read as String.IntentInputOptions(…) with literals)", at: expr.range, in: file)
            return nil
        }
        var options = StringInputOptions(
            keyboardType: "default", capitalizationType: "sentences", multiline: false, autocorrect: true, smartQuotes: true, smartDashes: true
        )
        for (label, value) in call.labelled {
            switch label {
            case "keyboardType": options.keyboardType = appleMember(value)
            case "capitalizationType": options.capitalizationType = appleMember(value)
            case "multiline": options.multiline = value.boolValue
            case "autocorrect": options.autocorrect = value.boolValue
            case "smartQuotes": options.smartQuotes = value.boolValue
            case "smartDashes": options.smartDashes = value.boolValue
            default: unsupported("the input option '\(label)'", at: value.range, in: file)
            }
        }
        return options
    }

    /// What `perform()` declares it returns: `some IntentResult & ReturnsValue<T> & ProvidesDialog & …`.
    private func readResult(of intent: String) -> ResultDefinition? {
        guard let (perform, file) = functions("perform", of: intent).first(where: { $0.0.parameterCount == 0 && !$0.0.isStatic }),
              let returnType = perform.returnType else { return nil }
        var result = ResultDefinition()
        var components: [TypeRef] = []
        func flatten(_ type: TypeRef) {
            switch type {
            case .opaque(let inner): flatten(inner)
            case .composition(let parts): parts.forEach(flatten)
            default: components.append(type)
            }
        }
        flatten(returnType)
        for component in components {
            switch component.simpleName {
            case "ProvidesDialog": result.providesDialog = true
            case "OpensIntent": result.opensIntent = true
            case "ShowsSnippetView": result.showsSnippetView = true
            case "ShowsSnippetIntent": result.showsSnippetIntent = true
            case "ReturnsValue":
                if let argument = component.genericArguments.first {
                    result.value = declaredType(argument, owner: intent, in: file, at: perform.returnTypeRange ?? perform.range, for: "the result of \(intent)")?.type
                }
            default: break
            }
        }
        return result == ResultDefinition() ? nil : result
    }
}
