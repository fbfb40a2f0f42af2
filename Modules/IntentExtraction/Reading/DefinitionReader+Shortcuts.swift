import Diagnostics
import IntentMetadata

extension DefinitionReader {
    /// Reads an `AppShortcutsProvider`: its App Shortcuts with phrases, its tile colour and negative phrases.
    func readShortcutsProvider(_ name: String, intents: [String: IntentDefinition]) -> ShortcutsProviderDefinition? {
        guard let declaration = declaration(of: name) else { return nil }
        var provider = ShortcutsProviderDefinition(identifier: name, shortcuts: [], location: declaration.location)
        if let property = staticProperty("appShortcuts", of: name) {
            let expressions: [Expr]? = property.member.initializer.map { value in value.arrayElements ?? [value] }
                ?? property.getter?.builderExpressions
            if let expressions {
                // A builder body may also be a single array literal (the older form with commas).
                let items = expressions.count == 1 ? (expressions[0].arrayElements ?? expressions) : expressions
                provider.shortcuts = items.compactMap { shortcut($0, in: property.file, intents: intents) }
            } else {
                report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("appShortcuts"), at: property.range, in: property.file,
                       notes: [.init("App Shortcuts are read as AppShortcut(…) expressions, one per line")])
            }
        } else {
            report(ExtractionChecks.missingRequirement, "the AppShortcutsProvider '\(name)' has no static 'appShortcuts'", at: declaration.location)
        }
        if let property = staticProperty("shortcutTileColor", of: name) {
            if let color = property.value.flatMap(appleMember).flatMap(TileColor.init(rawValue:)) {
                provider.tileColor = color
            } else {
                unsupported("this shortcutTileColor", at: property.valueRange, in: property.file)
            }
        }
        if let property = staticProperty("negativePhrases", of: name) {
            let call = property.value?.call
            if let call, call.calleeName == "NegativeAppShortcutPhrases" || call.calleeName == "init",
               let closure = call.trailingOrLastClosure, let phrases = closure.statements.builderExpressions {
                provider.negativePhrases = phrases.compactMap { phrase($0, intent: nil, in: property.file) }
            } else if let call, call.calleeName == "NegativeAppShortcutPhrases" || call.calleeName == "init",
                      let phrases = call[label: "phrases"]?.arrayElements {
                provider.negativePhrases = phrases.compactMap { phrase($0, intent: nil, in: property.file) }
            } else if let phrases = property.value?.arrayElements {
                provider.negativePhrases = phrases.compactMap { phrase($0, intent: nil, in: property.file) }
            } else {
                unsupported("these negativePhrases (read as NegativeAppShortcutPhrases { \"…\" } or (phrases: [\"…\"]))",
                            at: property.valueRange, in: property.file)
            }
        }
        return provider
    }

    /// `AppShortcut(intent: X(), phrases: [...], shortTitle: "…", systemImageName: "…", parameterPresentation: …)`,
    /// also as `.init(…)`.
    private func shortcut(_ expr: Expr, in file: SourceFile, intents: [String: IntentDefinition]) -> AppShortcutDefinition? {
        guard let call = expr.call, call.calleeName == "AppShortcut" || call.calleeName == "init" else {
            unsupported("'\(file.text(of: expr.range).prefix(60))' in appShortcuts (read as AppShortcut(intent:phrases:shortTitle:systemImageName:))",
                        at: expr.range, in: file)
            return nil
        }
        guard let intentExpr = call[label: "intent"], let intentName = intentExpr.initializedTypeName, intentName != "init" else {
            unsupported("this App Shortcut's intent (read as a call to the intent's initializer)", at: expr.range, in: file)
            return nil
        }
        let intent = intents[intentName]
        var shortcut = AppShortcutDefinition(intent: intentName, phrases: [], location: file.location(of: expr.range))
        if let phrasesExpr = call[label: "phrases"] {
            if let elements = phrasesExpr.arrayElements {
                shortcut.phrases = elements.compactMap { phrase($0, intent: intent, in: file) }
            } else {
                unsupported("these phrases (read as an array literal of string literals); Apple: \"App Shortcuts should have at least one phrase\"",
                            at: phrasesExpr.range, in: file)
            }
        }
        shortcut.shortTitle = localizedString(call[label: "shortTitle"], in: file)
        if let image = call[label: "systemImageName"] {
            if let name = image.stringValue {
                shortcut.systemImageName = name
            } else {
                unsupported("this systemImageName (read as a string literal)", at: image.range, in: file)
            }
        }
        if let presentation = call[label: "parameterPresentation"] {
            shortcut.parameterPresentation = parameterPresentation(presentation, intent: intent, in: file)
        }
        return shortcut
    }

    /// `ParameterPresentation(for: \.$p, summary: Summary("Open \(\.$p)"), optionsCollections: { OptionsCollection(Provider(), title: "…", systemImageName: "…") })`.
    private func parameterPresentation(_ expr: Expr, intent: IntentDefinition?, in file: SourceFile) -> ParameterPresentationDefinition? {
        guard let call = expr.call, ["ParameterPresentation", "AppShortcutParameterPresentation", "init"].contains(call.calleeName ?? ""),
              let parameter = call[label: "for"]?.projectedKeyPathName else {
            unsupported("this parameterPresentation (read as ParameterPresentation(for: \\.$parameter, summary:, optionsCollections:))", at: expr.range, in: file)
            return nil
        }
        if let intent, intent.parameter(named: parameter) == nil, let keyPath = call[label: "for"] {
            report(ExtractionChecks.unresolvedKeyPath,
                   "a parameter presentation of \(intent.identifier) refers to '$\(parameter)', which is not a @Parameter of the intent"
                       + Suggestions.didYouMean(parameter, among: intent.parameters.map(\.name)),
                   at: keyPath.range, in: file)
        }
        var presentation = ParameterPresentationDefinition(parameter: parameter)
        if let summary = call[label: "summary"] {
            if let summaryCall = summary.call, let text = summaryCall.unlabelled.first {
                presentation.summary = phrase(text, intent: intent, in: file).map { template in
                    var resource = LocalizedStringResource(template)
                    resource.table = summaryCall[label: "table"]?.stringValue
                    return resource
                }
            } else if summary.stringLiteral != nil {
                presentation.summary = phrase(summary, intent: intent, in: file).map { LocalizedStringResource($0) }
            } else {
                unsupported("this parameter presentation summary (read as Summary(\"…\"))", at: summary.range, in: file)
            }
        }
        if let closure = call.closure("optionsCollections") ?? call.trailingClosure {
            for item in closure.statements.builderExpressions ?? [] {
                guard let collection = item.call, let provider = collection.unlabelled.first?.initializedTypeName,
                      let titleExpr = collection[label: "title"], let title = localizedString(titleExpr, in: file) else {
                    unsupported("this options collection (read as OptionsCollection(Provider(), title: \"…\", systemImageName: \"…\"))", at: item.range, in: file)
                    continue
                }
                presentation.optionsCollections.append(OptionsCollectionDefinition(
                    provider: provider, title: title, systemImageName: collection[label: "systemImageName"]?.stringValue
                ))
            }
        }
        return presentation
    }

    /// A phrase, interpolations written as placeholders: `"Order \(\.$soup) with \(.applicationName)"` → `Order ${soup} with ${applicationName}`.
    private func phrase(_ expr: Expr, intent: IntentDefinition?, in file: SourceFile) -> String? {
        guard let literal = expr.stringLiteral else {
            unsupported("this phrase (read as a string literal); Apple reads phrases literally too", at: expr.range, in: file)
            return nil
        }
        var text = ""
        for piece in literal.pieces {
            switch piece {
            case .text(let part):
                text += part
            case .interpolation(let arguments, let range):
                guard arguments.count == 1, arguments[0].label == nil else {
                    unsupported("this interpolation in a phrase", at: range, in: file)
                    return nil
                }
                let inner = arguments[0].value
                if appleMember(inner) == "applicationName" {
                    text += "${applicationName}"
                } else if let intent, let name = keyPathParameter(inner, intent: intent, in: file, context: "a phrase") {
                    text += "${\(name)}"
                } else if intent == nil, let name = inner.projectedKeyPathName {
                    text += "${\(name)}"
                } else if inner.projectedKeyPathName == nil {
                    unsupported("'\\(\(file.text(of: inner.range)))' in a phrase (read as \\(.applicationName) or \\(\\.$parameter))", at: range, in: file)
                    return nil
                } else {
                    return nil
                }
            }
        }
        return text
    }

    /// Reads an `AppIntentsPackage`: the packages it includes (`[Other.self, …]`).
    func readPackage(_ name: String) -> PackageDefinition? {
        guard let declaration = declaration(of: name) else { return nil }
        var package = PackageDefinition(identifier: name, location: declaration.location)
        if let property = staticProperty("includedPackages", of: name) {
            if let elements = property.value?.arrayElements {
                package.includedPackages = elements.compactMap { element in
                    guard case .member(let base?, "self") = element.kind, let included = base.typeName else {
                        unsupported("'\(property.file.text(of: element.range))' in includedPackages (read as Package.self)", at: element.range, in: property.file)
                        return nil
                    }
                    return included
                }
            } else {
                report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("includedPackages"),
                       at: property.valueRange, in: property.file)
            }
        }
        return package
    }
}
