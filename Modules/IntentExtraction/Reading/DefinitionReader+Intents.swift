import Diagnostics
import IntentMetadata
import SwiftSyntax

extension DefinitionReader {
    /// Reads an `AppIntent`: its static metadata, its `@Parameter`s, its summary and its result.
    func readIntent(_ name: String) -> IntentDefinition? {
        guard let declaration = catalog.types[name] else { return nil }
        var title = LocalizedStringResource(name)
        if let property = staticProperty("title", of: name) {
            if let value = property.value {
                title = localizedString(value, in: property.file) ?? title
            } else {
                report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: property.binding, in: property.file)
            }
        } else {
            report(ExtractionChecks.missingRequirement, "the AppIntent '\(name)' has no static 'title'", at: declaration.location)
        }
        var intent = IntentDefinition(identifier: name, title: title, location: declaration.location)
        if let property = staticProperty("description", of: name) {
            if let value = property.value {
                intent.description = intentDescription(value, in: property.file)
            } else {
                report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: property.binding, in: property.file)
            }
        }
        if let property = staticProperty("openAppWhenRun", of: name) { intent.openAppWhenRun = flag(property) ?? false }
        if let property = staticProperty("isDiscoverable", of: name) { intent.isDiscoverable = flag(property) ?? true }
        if let property = staticProperty("authenticationPolicy", of: name) {
            if let policy = property.value.flatMap(Literal.memberName).flatMap(AuthenticationPolicy.init(rawValue:)) {
                intent.authenticationPolicy = policy
            } else {
                unsupported("this authenticationPolicy (read as .alwaysAllowed, .requiresAuthentication or .requiresLocalDeviceAuthentication)",
                            at: property.node, in: property.file)
            }
        }
        if catalog.conforms(name, to: .customIntentMigratedAppIntent) {
            if let property = staticProperty("intentClassName", of: name) {
                intent.intentClassName = property.value.flatMap(Literal.string)
                if intent.intentClassName == nil {
                    report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("intentClassName"), at: property.node, in: property.file)
                }
            } else {
                report(ExtractionChecks.missingRequirement, "the CustomIntentMigratedAppIntent '\(name)' has no static 'intentClassName'", at: declaration.location)
            }
        }
        intent.isWidgetConfiguration = catalog.conforms(name, to: .widgetConfigurationIntent)
        intent.parameters = instanceProperties(of: name).compactMap { property in
            property.attribute(["Parameter"]).flatMap { readParameter(property, attribute: $0, intent: name) }
        }
        if let property = staticProperty("parameterSummary", of: name) {
            intent.parameterSummary = readSummary(property, intent: intent)
        }
        intent.result = readResult(of: name)
        return intent
    }

    /// The labels `@Parameter` takes that the metadata document has no field for (read, nothing to record).
    private static let unrecordedParameterOptions: Set<String> = [
        "inputConnectionBehavior", "supportedValues", "displayName", "currencyCodes", "supportedContentTypes",
        "supportedTypeIdentifiers", "resolvableTypes", "query",
    ]

    /// Reads one `@Parameter var name: Type`.
    private func readParameter(_ property: InstanceProperty, attribute: AttributeSyntax, intent: String) -> ParameterDefinition? {
        let file = property.file
        let context = "the parameter '\(property.name)' of \(intent)"
        guard let typeSyntax = property.type else {
            unsupported("\(context) without a declared type", at: property.binding, in: file)
            return nil
        }
        guard let declared = declaredType(typeSyntax, in: file, for: context) else { return nil }
        let arguments = CallArguments(attribute)
        var parameter = ParameterDefinition(
            name: property.name,
            title: LocalizedStringResource(ParameterDefinition.inferredTitle(fromName: property.name)),
            type: declared.type,
            isOptional: declared.isOptional,
            location: file.location(of: attribute)
        )
        if let title = arguments.unlabelled.first ?? arguments[label: "title"] {
            parameter.title = localizedString(title, in: file) ?? parameter.title
        }
        for (label, value) in arguments.labelled {
            switch label {
            case "title": break
            case "description": parameter.description = localizedString(value, in: file)
            case "default": parameter.defaultValue = self.value(value, of: declared.type, in: file, for: context)
            case "requestValueDialog": parameter.requestValueDialog = dialog(value, in: file)
            case "requestDisambiguationDialog": parameter.requestDisambiguationDialog = dialog(value, in: file)
            case "optionsProvider":
                if let provider = Literal.initializedType(value) {
                    parameter.optionsProvider = provider
                } else {
                    unsupported("this optionsProvider (read as a call to the provider's initializer)", at: value, in: file)
                }
            case "size": readSize(value, into: &parameter, in: file)
            case "controlStyle":
                if let style = Literal.memberName(value).flatMap(ControlStyle.init(rawValue:)) {
                    parameter.controlStyle = style
                } else {
                    unsupported("this controlStyle", at: value, in: file)
                }
            case "inclusiveRange":
                if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 2,
                   let lower = Literal.number(tuple.elements.first!.expression), let upper = Literal.number(tuple.elements.last!.expression) {
                    parameter.inclusiveRange = NumericRange(lower, upper)
                } else {
                    unsupported("this inclusiveRange (read as a tuple of two number literals)", at: value, in: file)
                }
            case "inputOptions": parameter.inputOptions = readInputOptions(value, in: file)
            case let other where Self.unrecordedParameterOptions.contains(other): break
            default: unsupported("the @Parameter option '\(label)'", at: value, in: file)
            }
        }
        return parameter
    }

    /// An array size: `IntentCollectionSize(min:max:)`, `(exactly:)`, an integer, or a dictionary by widget family.
    private func readSize(_ expr: ExprSyntax, into parameter: inout ParameterDefinition, in file: SourceFile) {
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            var sizes: [WidgetFamily: CollectionSize] = [:]
            if case .elements(let elements) = dictionary.content {
                for element in elements {
                    guard let family = Literal.memberName(element.key).flatMap(WidgetFamily.init(rawValue:)) else {
                        unsupported("this widget family", at: element.key, in: file)
                        continue
                    }
                    if let size = collectionSize(element.value, in: file) { sizes[family] = size }
                }
            }
            parameter.sizeByWidgetFamily = sizes
        } else {
            parameter.size = collectionSize(expr, in: file)
        }
    }

    private func collectionSize(_ expr: ExprSyntax, in file: SourceFile) -> CollectionSize? {
        if let exactly = Literal.integer(expr) { return CollectionSize(exactly: exactly) }
        if let call = CallArguments(expr), call.calleeName == "IntentCollectionSize" || call.calleeName == "init" {
            if let exactly = call[label: "exactly"].flatMap(Literal.integer) { return CollectionSize(exactly: exactly) }
            let min = call[label: "min"].flatMap(Literal.integer)
            let max = call[label: "max"].flatMap(Literal.integer)
            if min != nil || max != nil { return CollectionSize(min: min, max: max) }
        }
        unsupported("this collection size (read as an integer or IntentCollectionSize(min:max:) / (exactly:) with literals)", at: expr, in: file)
        return nil
    }

    /// `String.IntentInputOptions(…)`, with the initializer's defaults for what is not written.
    private func readInputOptions(_ expr: ExprSyntax, in file: SourceFile) -> StringInputOptions? {
        guard let call = CallArguments(expr), call.calleeName == "IntentInputOptions" || call.calleeName == "init" else {
            unsupported("these inputOptions (read as String.IntentInputOptions(…) with literals)", at: expr, in: file)
            return nil
        }
        var options = StringInputOptions(
            keyboardType: "default", capitalizationType: "sentences", multiline: false, autocorrect: true, smartQuotes: true, smartDashes: true
        )
        for (label, value) in call.labelled {
            switch label {
            case "keyboardType": options.keyboardType = Literal.memberName(value)
            case "capitalizationType": options.capitalizationType = Literal.memberName(value)
            case "multiline": options.multiline = Literal.bool(value)
            case "autocorrect": options.autocorrect = Literal.bool(value)
            case "smartQuotes": options.smartQuotes = Literal.bool(value)
            case "smartDashes": options.smartDashes = Literal.bool(value)
            default: unsupported("the input option '\(label)'", at: value, in: file)
            }
        }
        return options
    }

    /// What `perform()` declares it returns: `some IntentResult & ReturnsValue<T> & ProvidesDialog & …`.
    private func readResult(of intent: String) -> ResultDefinition? {
        guard let (perform, file) = functions("perform", of: intent).first(where: { $0.0.signature.parameterClause.parameters.isEmpty }),
              let returnType = perform.signature.returnClause?.type else { return nil }
        var result = ResultDefinition()
        var components: [TypeSyntax] = []
        func flatten(_ type: TypeSyntax) {
            if let some = type.as(SomeOrAnyTypeSyntax.self) { return flatten(some.constraint) }
            if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.forEach { flatten($0.type) } }
            components.append(type)
        }
        flatten(returnType)
        for component in components {
            if let identifier = component.as(IdentifierTypeSyntax.self) {
                apply(identifier.name.text, identifier.genericArgumentClause, to: &result, in: file, intent: intent)
            } else if let member = component.as(MemberTypeSyntax.self) {
                apply(member.name.text, member.genericArgumentClause, to: &result, in: file, intent: intent)
            }
        }
        return result == ResultDefinition() ? nil : result
    }

    private func apply(_ name: String, _ generics: GenericArgumentClauseSyntax?, to result: inout ResultDefinition, in file: SourceFile, intent: String) {
        switch name {
        case "ProvidesDialog": result.providesDialog = true
        case "OpensIntent": result.opensIntent = true
        case "ShowsSnippetView": result.showsSnippetView = true
        case "ReturnsValue":
            if let argument = generics?.arguments.first, case .type(let type) = argument.argument {
                result.value = declaredType(type, in: file, for: "the result of \(intent)")?.type
            }
        default: break
        }
    }
}
