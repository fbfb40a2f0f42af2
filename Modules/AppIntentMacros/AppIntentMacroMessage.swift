import SwiftDiagnostics

/// The errors the App Intents macros report, at the attribute or the declaration they are about.
enum AppIntentMacroMessage: DiagnosticMessage {
    case missingSchema
    case schemaEnumNotEnum
    case unionNotEnum
    case unionWithoutCases
    case unionCaseNeedsOneValue(String)
    case propertyNeedsNameAndType
    case propertyOutsideType

    var message: String {
        switch self {
        case .missingSchema:
            "the macro needs a schema, such as '(schema: .books.openBook)'"
        case .schemaEnumNotEnum:
            "@AppEnum(schema:) applies only to an enum"
        case .unionNotEnum:
            "@UnionValue applies only to an enum whose cases each carry one value"
        case .unionWithoutCases:
            "a @UnionValue enum has at least one case"
        case .unionCaseNeedsOneValue(let name):
            "the case '\(name)' of a @UnionValue enum must carry exactly one value, such as 'case \(name)(IntentPerson)'"
        case .propertyNeedsNameAndType:
            "the property needs a name and a type annotation, such as 'var summary: String { … }'"
        case .propertyOutsideType:
            "declare the property in the entity's body, not in an extension: the macro adds a stored property beside it"
        }
    }

    var diagnosticID: MessageID {
        let id: String = switch self {
        case .missingSchema: "missing-schema"
        case .schemaEnumNotEnum: "schema-enum-not-enum"
        case .unionNotEnum: "union-not-enum"
        case .unionWithoutCases: "union-without-cases"
        case .unionCaseNeedsOneValue: "union-case-needs-one-value"
        case .propertyNeedsNameAndType: "property-needs-name-and-type"
        case .propertyOutsideType: "property-outside-type"
        }
        return MessageID(domain: "AppIntentMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}
