import Diagnostics
import IntentMetadata
import SwiftSyntax

extension DefinitionReader {
    /// Reads an `AppShortcutsProvider`: its App Shortcuts with phrases, its tile colour and negative phrases.
    func readShortcutsProvider(_ name: String, intents: [String: IntentDefinition]) -> ShortcutsProviderDefinition? {
        guard let declaration = catalog.types[name] else { return nil }
        var provider = ShortcutsProviderDefinition(identifier: name, shortcuts: [], location: declaration.location)
        if let property = staticProperty("appShortcuts", of: name) {
            let expressions: [ExprSyntax]? = property.value.flatMap { value in Literal.array(value) ?? [value] }
                ?? Self.getterStatements(property.binding).flatMap(Literal.builderExpressions)
            if let expressions {
                // A builder body may also be a single array literal (the older form with commas).
                let items = expressions.count == 1 ? (Literal.array(expressions[0]) ?? expressions) : expressions
                provider.shortcuts = items.compactMap { shortcut($0, in: property.file, intents: intents) }
            } else {
                report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("appShortcuts"), at: property.binding, in: property.file,
                       notes: [.init("App Shortcuts are read as AppShortcut(…) expressions, one per line")])
            }
        } else {
            report(ExtractionChecks.missingRequirement, "the AppShortcutsProvider '\(name)' has no static 'appShortcuts'", at: declaration.location)
        }
        if let property = staticProperty("shortcutTileColor", of: name) {
            if let color = property.value.flatMap(Literal.memberName).flatMap(TileColor.init(rawValue:)) {
                provider.tileColor = color
            } else {
                unsupported("this shortcutTileColor", at: property.node, in: property.file)
            }
        }
        if let property = staticProperty("negativePhrases", of: name) {
            let call = property.value.flatMap(CallArguments.init)
            if let call, call.calleeName == "NegativeAppShortcutPhrases" || call.calleeName == "init",
               let closure = call.trailingClosure, let phrases = Literal.builderExpressions(closure.statements) {
                provider.negativePhrases = phrases.compactMap { phrase($0, intent: nil, in: property.file) }
            } else if let value = property.value, let phrases = Literal.array(value) {
                provider.negativePhrases = phrases.compactMap { phrase($0, intent: nil, in: property.file) }
            } else {
                unsupported("these negativePhrases (read as NegativeAppShortcutPhrases { \"…\" })",
                            at: property.node, in: property.file)
            }
        }
        return provider
    }

    /// `AppShortcut(intent: X(), phrases: [...], shortTitle: "…", systemImageName: "…")`.
    private func shortcut(_ expr: ExprSyntax, in file: SourceFile, intents: [String: IntentDefinition]) -> AppShortcutDefinition? {
        guard let call = CallArguments(expr), call.calleeName == "AppShortcut" else {
            unsupported("'\(expr.trimmedDescription.prefix(60))' in appShortcuts (read as AppShortcut(intent:phrases:shortTitle:systemImageName:))", at: expr, in: file)
            return nil
        }
        guard let intentExpr = call[label: "intent"], let intentName = Literal.initializedType(intentExpr) else {
            unsupported("this App Shortcut's intent (read as a call to the intent's initializer)", at: expr, in: file)
            return nil
        }
        let intent = intents[intentName]
        var shortcut = AppShortcutDefinition(intent: intentName, phrases: [], location: file.location(of: expr))
        if let phrasesExpr = call[label: "phrases"] {
            if let elements = Literal.array(phrasesExpr) {
                shortcut.phrases = elements.compactMap { phrase($0, intent: intent, in: file) }
            } else {
                unsupported("these phrases (read as an array literal of string literals); Apple: \"App Shortcuts should have at least one phrase\"",
                            at: phrasesExpr, in: file)
            }
        }
        shortcut.shortTitle = localizedString(call[label: "shortTitle"], in: file)
        if let image = call[label: "systemImageName"] {
            if let name = Literal.string(image) {
                shortcut.systemImageName = name
            } else {
                unsupported("this systemImageName (read as a string literal)", at: image, in: file)
            }
        }
        return shortcut
    }

    /// A phrase, interpolations written as placeholders: `"Order \(\.$soup) with \(.applicationName)"` → `Order ${soup} with ${applicationName}`.
    private func phrase(_ expr: ExprSyntax, intent: IntentDefinition?, in file: SourceFile) -> String? {
        guard let pieces = Literal.pieces(expr) else {
            unsupported("this phrase (read as a string literal); Apple reads phrases literally too", at: expr, in: file)
            return nil
        }
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal):
                text += literal
            case .interpolation(let segment):
                guard segment.expressions.count == 1, let inner = segment.expressions.first?.expression else {
                    unsupported("this interpolation in a phrase", at: segment, in: file)
                    return nil
                }
                if Literal.memberName(inner) == "applicationName" {
                    text += "${applicationName}"
                } else if let intent, let name = keyPathParameter(inner, intent: intent, in: file, context: "a phrase") {
                    text += "${\(name)}"
                } else if intent == nil, let name = Literal.projectedKeyPath(inner) {
                    text += "${\(name)}"
                } else if Literal.projectedKeyPath(inner) == nil {
                    unsupported("'\\(\(inner.trimmedDescription))' in a phrase (read as \\(.applicationName) or \\(\\.$parameter))", at: segment, in: file)
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
        guard let declaration = catalog.types[name] else { return nil }
        var package = PackageDefinition(identifier: name, location: declaration.location)
        if let property = staticProperty("includedPackages", of: name) {
            if let value = property.value, let elements = Literal.array(value) {
                package.includedPackages = elements.compactMap { element in
                    guard let member = element.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                          let base = member.base, let included = Literal.typeName(base) else {
                        unsupported("'\(element.trimmedDescription)' in includedPackages (read as Package.self)", at: element, in: property.file)
                        return nil
                    }
                    return included
                }
            } else {
                report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("includedPackages"),
                       at: property.node, in: property.file)
            }
        }
        return package
    }
}
