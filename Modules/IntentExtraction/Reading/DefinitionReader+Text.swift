import Diagnostics
import IntentMetadata
import SwiftSyntax

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
    /// A `LocalizedStringResource`: a string literal or a call to its initializer; anything else is Apple's error.
    func localizedString(_ expr: ExprSyntax, in file: SourceFile) -> LocalizedStringResource? {
        if let text = Literal.string(expr) { return LocalizedStringResource(text) }
        if let call = CallArguments(expr), call.calleeName == "LocalizedStringResource" || call.calleeName == "init",
           let keyExpr = call.unlabelled.first, let key = Literal.string(keyExpr) {
            var resource = LocalizedStringResource(key)
            for (label, value) in call.labelled {
                guard let text = Literal.string(value) else {
                    report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: value, in: file,
                           notes: [.init("its '\(label)' is not a string literal")])
                    continue
                }
                switch label {
                case "defaultValue": resource.defaultValue = text
                case "table": resource.table = text
                case "comment": resource.comment = text
                default: unsupported("the LocalizedStringResource argument '\(label)'", at: value, in: file)
                }
            }
            return resource
        }
        report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: expr, in: file,
               notes: [.init("the extractor reads only literals; a constant, a computed value or string interpolation is not one")],
               fixIt: "write the text as a string literal, or LocalizedStringResource(\"key\", defaultValue: \"…\")")
        return nil
    }

    /// An optional text argument (`description:`, `shortTitle:`): absent is `nil` without a diagnostic.
    func localizedString(_ expr: ExprSyntax?, in file: SourceFile) -> LocalizedStringResource? {
        expr.flatMap { localizedString($0, in: file) }
    }

    /// An array literal of texts (`searchKeywords:`, `synonyms:`).
    func localizedStrings(_ expr: ExprSyntax, in file: SourceFile) -> [LocalizedStringResource] {
        guard let elements = Literal.array(expr) else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: expr, in: file,
                   notes: [.init("a list of texts is read only as an array literal")])
            return []
        }
        return elements.compactMap { localizedString($0, in: file) }
    }

    /// An `IntentDescription`: a string literal or `IntentDescription("…", categoryName:, searchKeywords:, resultValueName:)`.
    func intentDescription(_ expr: ExprSyntax, in file: SourceFile) -> IntentDescriptionDefinition? {
        if Literal.string(expr) != nil { return localizedString(expr, in: file).map { IntentDescriptionDefinition($0) } }
        guard let call = CallArguments(expr), call.calleeName == "IntentDescription" || call.calleeName == "init",
              let textExpr = call.unlabelled.first else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.localizedStringResource, at: expr, in: file,
                   notes: [.init("an IntentDescription is read as a string literal or a call to its initializer")])
            return nil
        }
        guard let text = localizedString(textExpr, in: file) else { return nil }
        var description = IntentDescriptionDefinition(text)
        for (label, value) in call.labelled {
            switch label {
            case "categoryName": description.categoryName = localizedString(value, in: file)
            case "searchKeywords": description.searchKeywords = localizedStrings(value, in: file)
            case "resultValueName": description.resultValueName = localizedString(value, in: file)
            default: unsupported("the IntentDescription argument '\(label)'", at: value, in: file)
            }
        }
        return description
    }

    /// A `TypeDisplayRepresentation`: a string literal or `TypeDisplayRepresentation(name:, numericFormat:)`.
    func typeDisplayRepresentation(_ property: StaticProperty) -> TypeDisplayRepresentationDefinition? {
        guard let expr = property.value else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("typeDisplayRepresentation"), at: property.binding, in: property.file)
            return nil
        }
        if Literal.string(expr) != nil {
            return localizedString(expr, in: property.file).map { TypeDisplayRepresentationDefinition(name: $0) }
        }
        guard let call = CallArguments(expr), call.calleeName == "TypeDisplayRepresentation" || call.calleeName == "init",
              let name = call[label: "name"] else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.typeDisplayRepresentation, at: expr, in: property.file)
            return nil
        }
        guard let title = localizedString(name, in: property.file) else { return nil }
        var representation = TypeDisplayRepresentationDefinition(name: title)
        for (label, value) in call.labelled where label != "name" {
            switch label {
            case "numericFormat": representation.numericFormat = localizedString(value, in: property.file)
            default: unsupported("the TypeDisplayRepresentation argument '\(label)'", at: value, in: property.file)
            }
        }
        return representation
    }

    /// A `DisplayRepresentation`: a string literal or `DisplayRepresentation(title:, subtitle:, image:, synonyms:)`.
    func displayRepresentation(_ expr: ExprSyntax, in file: SourceFile) -> DisplayRepresentationDefinition? {
        if Literal.string(expr) != nil {
            return localizedString(expr, in: file).map { DisplayRepresentationDefinition(title: $0) }
        }
        guard let call = CallArguments(expr), call.calleeName == "DisplayRepresentation" || call.calleeName == "init",
              let titleExpr = call[label: "title"] else {
            report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("caseDisplayRepresentations"), at: expr, in: file,
                   notes: [.init("a display representation is read as a string literal or DisplayRepresentation(title: …)")])
            return nil
        }
        guard let title = localizedString(titleExpr, in: file) else { return nil }
        var representation = DisplayRepresentationDefinition(title: title)
        for (label, value) in call.labelled where label != "title" {
            switch label {
            case "subtitle": representation.subtitle = localizedString(value, in: file)
            case "synonyms": representation.synonyms = localizedStrings(value, in: file)
            case "image":
                if let image = CallArguments(value), let systemName = image[label: "systemName"].flatMap(Literal.string) {
                    representation.systemImageName = systemName
                } else if let image = CallArguments(value), let named = image[label: "named"].flatMap(Literal.string) {
                    representation.imageName = named
                } else {
                    unsupported("this image (only .init(systemName:) and .init(named:) with literals are read)", at: value, in: file)
                }
            default: unsupported("the DisplayRepresentation argument '\(label)'", at: value, in: file)
            }
        }
        return representation
    }

    /// An `IntentDialog` as its full text: a string literal, `IntentDialog("…")` or `IntentDialog(full:…)`.
    func dialog(_ expr: ExprSyntax, in file: SourceFile) -> LocalizedStringResource? {
        if let call = CallArguments(expr), call.calleeName == "IntentDialog" || call.calleeName == "init" {
            if let full = call[label: "full"] { return localizedString(full, in: file) }
            if let text = call.unlabelled.first { return localizedString(text, in: file) }
        }
        return localizedString(expr, in: file)
    }

    /// A Boolean flag (`openAppWhenRun`, `isDiscoverable`): a literal, else Apple's error.
    func flag(_ property: StaticProperty) -> Bool? {
        if let value = property.value, let flag = Literal.bool(value) { return flag }
        let message = property.name == "openAppWhenRun" ? AppleMessage.openAppWhenRun : AppleMessage.notStatic(property.name)
        report(ExtractionChecks.nonLiteralValue, message, at: property.node, in: property.file)
        return nil
    }
}
