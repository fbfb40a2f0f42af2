import Diagnostics
import IntentMetadata

/// Apple's messages for values its extractor cannot read.
enum AppleMessage {
    static let localizedStringResource = "'LocalizedStringResource' must be initialized with a call to its initializer or a string literal"
    static let typeDisplayRepresentation = "'TypeDisplayRepresentation' must be initialized with a call to its initializer"
    static func notStatic(_ property: String) -> String {
        "The property '\(property)' must have a compile-time static value and cannot be computed or dynamic"
    }
    static let openAppWhenRun = "`openAppWhenRun` must have a compile-time static value and cannot be computed or dynamic"
    static let nonExhaustiveCases = "Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive"
    static func casesNotFound(_ type: String) -> String {
        "Type '\(type)' cases not found, enums implemented in an imported framework or library are not supported"
    }
}

extension DefinitionReader {
    /// The names `LocalizedStringResource`'s initializer is called by: the type, `.init`, and Foundation's
    /// `LocalizedStringResource.init`.
    private static let resourceInitializers: Set<String> = ["LocalizedStringResource", "init"]

    /// A `LocalizedStringResource`: a string literal (with `\(placeholder:)` interpolations), or a call to its
    /// initializer; anything else is Apple's error.
    ///
    /// `LocalizedStringResource("key", defaultValue: "…", table: "T", locale: …, bundle: …, comment: "…")` and
    /// `LocalizedStringResource(stringLiteral: "…")` are read; `locale:` and `bundle:` may be any expression
    /// (they choose where to look at run time, not what the key is).
    func localizedString(_ expr: Expr, in file: SourceFile) -> LocalizedStringResource? {
        if let literal = expr.stringLiteral {
            return resource(fromLiteral: literal, in: file, at: expr.range)
        }
        if let call = expr.call, let callee = call.calleeName, Self.resourceInitializers.contains(callee) {
            if let literal = call[label: "stringLiteral"]?.stringLiteral, call.arguments.count == 1 {
                return resource(fromLiteral: literal, in: file, at: expr.range)
            }
            if let keyExpr = call.unlabelled.first, let literal = keyExpr.stringLiteral,
               var resource = resource(fromLiteral: literal, in: file, at: keyExpr.range) {
                for (label, value) in call.labelled {
                    switch label {
                    case "defaultValue":
                        guard let text = value.stringLiteral.flatMap({ self.resource(fromLiteral: $0, in: file, at: value.range) }) else {
                            report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: value.range, in: file,
                                   notes: [.init("its 'defaultValue' is not a string literal")])
                            continue
                        }
                        resource.defaultValue = text.key
                    case "table":
                        if let table = value.stringValue {
                            resource.table = table
                        } else if !value.isNil {
                            unsupported("this table (read as a string literal); the key is read in the default table", at: value.range, in: file)
                        }
                    case "comment":
                        resource.comment = value.stringValue
                    case "locale", "bundle":
                        break
                    default:
                        unsupported("the LocalizedStringResource argument '\(label)'", at: value.range, in: file)
                    }
                }
                return resource
            }
        }
        report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: expr.range, in: file,
               notes: [.init("the extractor reads only literals; a constant, a computed value or string interpolation is not one")],
               fixIt: "write the text as a string literal, or LocalizedStringResource(\"key\", defaultValue: \"…\")")
        return nil
    }

    /// A literal as a resource: its text is the key; `\(placeholder: .int)` is `%lld` in it, and `%` is `%%`
    /// once there is a placeholder. Any other interpolation is not static: Apple's error.
    private func resource(fromLiteral literal: StringLiteral, in file: SourceFile, at range: SourceRange) -> LocalizedStringResource? {
        if let text = literal.plainText { return LocalizedStringResource(text) }
        var key = ""
        for piece in literal.pieces {
            switch piece {
            case .text(let text):
                key += text.replacingOccurrences(of: "%", with: "%%")
            case .interpolation(let arguments, let pieceRange):
                guard arguments.count == 1, arguments[0].label == "placeholder",
                      let name = appleMember(arguments[0].value), let placeholder = LocalizationPlaceholder(rawValue: name) else {
                    report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: pieceRange, in: file,
                           notes: [.init("only \\(placeholder: .int) and the other placeholders are static in a string literal; a value interpolated here is computed at run time")])
                    return nil
                }
                key += placeholder.specifier
            }
        }
        return LocalizedStringResource(key)
    }

    /// An optional text argument (`description:`, `shortTitle:`): absent is `nil` without a diagnostic.
    func localizedString(_ expr: Expr?, in file: SourceFile) -> LocalizedStringResource? {
        expr.flatMap { localizedString($0, in: file) }
    }

    /// An array literal of texts (`searchKeywords:`, `synonyms:`).
    func localizedStrings(_ expr: Expr, in file: SourceFile) -> [LocalizedStringResource] {
        guard let elements = expr.arrayElements else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: expr.range, in: file,
                   notes: [.init("a list of texts is read only as an array literal")])
            return []
        }
        return elements.compactMap { localizedString($0, in: file) }
    }

    /// An `IntentDescription`: a string literal or `IntentDescription("…", categoryName:, searchKeywords:, resultValueName:)`.
    func intentDescription(_ expr: Expr, in file: SourceFile) -> IntentDescriptionDefinition? {
        if expr.stringLiteral != nil { return localizedString(expr, in: file).map { IntentDescriptionDefinition($0) } }
        guard let call = expr.call, call.calleeName == "IntentDescription" || call.calleeName == "init" else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: expr.range, in: file,
                   notes: [.init("an IntentDescription is read as a string literal or a call to its initializer")])
            return nil
        }
        guard let textExpr = call.unlabelled.first ?? call[label: "stringLiteral"] else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: expr.range, in: file,
                   notes: [.init("an IntentDescription is read as a string literal or a call to its initializer")])
            return nil
        }
        guard let text = localizedString(textExpr, in: file) else { return nil }
        var description = IntentDescriptionDefinition(text)
        for (label, value) in call.labelled {
            switch label {
            case "stringLiteral": break
            case "categoryName": description.categoryName = localizedString(value, in: file)
            case "searchKeywords": description.searchKeywords = localizedStrings(value, in: file)
            case "resultValueName": description.resultValueName = localizedString(value, in: file)
            default: unsupported("the IntentDescription argument '\(label)'", at: value.range, in: file)
            }
        }
        return description
    }

    /// A `TypeDisplayRepresentation`: a string literal or `TypeDisplayRepresentation(name:numericFormat:synonyms:)`
    /// (synonyms are read, not recorded).
    func typeDisplayRepresentation(_ property: StaticProperty) -> TypeDisplayRepresentationDefinition? {
        guard let expr = property.value else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("typeDisplayRepresentation"), at: property.range, in: property.file)
            return nil
        }
        return typeDisplayRepresentation(expr, in: property.file)
    }

    /// A `TypeDisplayRepresentation` expression.
    func typeDisplayRepresentation(_ expr: Expr, in file: SourceFile) -> TypeDisplayRepresentationDefinition? {
        if expr.stringLiteral != nil {
            return localizedString(expr, in: file).map { TypeDisplayRepresentationDefinition(name: $0) }
        }
        guard let call = expr.call, call.calleeName == "TypeDisplayRepresentation" || call.calleeName == "init",
              let name = call[label: "name"] ?? call[label: "stringLiteral"] else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.typeDisplayRepresentation, at: expr.range, in: file)
            return nil
        }
        guard let title = localizedString(name, in: file) else { return nil }
        var representation = TypeDisplayRepresentationDefinition(name: title)
        for (label, value) in call.labelled where label != "name" && label != "stringLiteral" {
            switch label {
            case "numericFormat": representation.numericFormat = value.isNil ? nil : localizedString(value, in: file)
            case "synonyms": _ = localizedStrings(value, in: file)
            default: unsupported("the TypeDisplayRepresentation argument '\(label)'", at: value.range, in: file)
            }
        }
        return representation
    }

    /// A `DisplayRepresentation`: a string literal or `DisplayRepresentation(title:subtitle:image:synonyms:)`.
    func displayRepresentation(_ expr: Expr, in file: SourceFile, context: String) -> DisplayRepresentationDefinition? {
        if expr.stringLiteral != nil {
            return localizedString(expr, in: file).map { DisplayRepresentationDefinition(title: $0) }
        }
        guard let call = expr.call, call.calleeName == "DisplayRepresentation" || call.calleeName == "init",
              let titleExpr = call[label: "title"] ?? call[label: "stringLiteral"] else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic(context), at: expr.range, in: file,
                   notes: [.init("a display representation is read as a string literal or DisplayRepresentation(title: …)")])
            return nil
        }
        guard let title = localizedString(titleExpr, in: file) else { return nil }
        var representation = DisplayRepresentationDefinition(title: title)
        for (label, value) in call.labelled where label != "title" && label != "stringLiteral" {
            switch label {
            case "subtitle": representation.subtitle = value.isNil ? nil : localizedString(value, in: file)
            case "synonyms": representation.synonyms = localizedStrings(value, in: file)
            case "image": readImage(value, into: &representation, in: file)
            default: unsupported("the DisplayRepresentation argument '\(label)'", at: value.range, in: file)
            }
        }
        return representation
    }

    /// `.init(systemName:)`, `.init(named:)` with literals; other images (data, URLs) have no name to record.
    private func readImage(_ expr: Expr, into representation: inout DisplayRepresentationDefinition, in file: SourceFile) {
        guard !expr.isNil else { return }
        if let image = expr.call {
            if let systemName = image[label: "systemName"] {
                if let name = systemName.stringValue { representation.systemImageName = name; return }
            } else if let named = image[label: "named"] {
                if let name = named.stringValue { representation.imageName = name; return }
            } else if image[label: "data"] != nil || image[label: "url"] != nil {
                return  // An image from data or a URL: nothing the document records.
            }
        }
        unsupported("this image (read as .init(systemName:) or .init(named:) with a string literal)", at: expr.range, in: file)
    }

    /// An `IntentDialog` as its full text: a string literal, `IntentDialog("…")`, `IntentDialog(full:…)`,
    /// `IntentDialog(stringLiteral:)`; `String(localized: "…")` as its key. Dialogs are shown at run time, so
    /// one that is not a literal is left out with a warning, never Apple's error.
    func dialog(_ expr: Expr, in file: SourceFile) -> LocalizedStringResource? {
        var expr = expr
        if let call = expr.call, call.calleeName == "IntentDialog" || call.calleeName == "init" {
            guard let text = call[label: "full"] ?? call[label: "stringLiteral"] ?? call.unlabelled.first else {
                unsupported("this dialog", at: expr.range, in: file)
                return nil
            }
            expr = text
        }
        if let call = expr.call, call.calleeName == "String", let key = call[label: "localized"] {
            expr = key
        }
        if let literal = expr.stringLiteral, literal.plainText != nil || literal.pieces.allSatisfy({ if case .text = $0 { true } else { false } }) {
            return localizedString(expr, in: file)
        }
        if let call = expr.call, let callee = call.calleeName, Self.resourceInitializers.contains(callee) {
            return localizedString(expr, in: file)
        }
        unsupported("this dialog (read as a string literal or IntentDialog(\"…\")); dialogs are shown at run time, so only literals are recorded",
                    at: expr.range, in: file)
        return nil
    }

    /// A Boolean flag (`openAppWhenRun`, `isDiscoverable`): a literal, else Apple's error.
    func flag(_ property: StaticProperty) -> Bool? {
        if let value = property.value, let flag = value.boolValue { return flag }
        let message = property.name == "openAppWhenRun" ? AppleMessage.openAppWhenRun : AppleMessage.notStatic(property.name)
        report(ExtractionChecks.nonLiteralValue, message, at: property.valueRange, in: property.file)
        return nil
    }
}
