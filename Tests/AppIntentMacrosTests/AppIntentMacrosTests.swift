// The macros' expansions and errors, checked as source text.

import AppIntentMacros
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

private let macros: [String: MacroSpec] = [
    "AppIntent": MacroSpec(type: SchemaIntentMacro.self, conformances: ["AppIntent", "AssistantSchemaIntent"]),
    "AppEntity": MacroSpec(type: SchemaEntityMacro.self, conformances: ["AppEntity", "AssistantSchemaEntity"]),
    "AppEnum": MacroSpec(type: SchemaEnumMacro.self, conformances: ["AppEnum", "AssistantSchemaEnum"]),
    "ComputedProperty": MacroSpec(type: ComputedPropertyMacro.self),
    "DeferredProperty": MacroSpec(type: DeferredPropertyMacro.self),
    "UnionValue": MacroSpec(type: UnionValueMacro.self, conformances: ["AppUnionValue"]),
]

private func expect(
    _ source: String,
    expandsTo expanded: String,
    diagnostics: [DiagnosticSpec] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros, indentationWidth: .spaces(4)) { failure in
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    }
}

@Suite struct AppIntentMacrosTests {
    @Test func aSchemaIntentGetsItsConformancesSchemaAndParameters() {
        expect(
            """
            @AppIntent(schema: .journal.createEntry)
            public struct NewEntry {
                var title: String?
                @Parameter(title: "Body") var message: AttributedString
                let id = 1
                static var isAssistantOnly = true
                var words: Int { 0 }
                var mood: Int = 3 { didSet {} }
            }
            """,
            expandsTo: """
            public struct NewEntry {
                @AppIntentModel.IntentParameter
                var title: String?
                @Parameter(title: "Body") var message: AttributedString
                let id = 1
                static var isAssistantOnly = true
                var words: Int { 0 }
                @AppIntentModel.IntentParameter
                var mood: Int = 3 { didSet {} }
            }

            extension NewEntry: AppIntent, AssistantSchemaIntent {
                public static var __appSchemaIntent: AppIntentModel.AppSchemaIntent {
                    .journal.createEntry
                }
            }
            """
        )
    }

    @Test func aSchemaEntityMakesEveryPlainStoredVarButIDAProperty() {
        expect(
            """
            @AppEntity(schema: .mail.draft)
            struct Draft: Identifiable {
                var id: String
                var subject: String
                var a, b: Int
            }
            """,
            expandsTo: """
            struct Draft: Identifiable {
                var id: String
                @AppIntentModel.EntityProperty
                var subject: String
                var a, b: Int
            }

            extension Draft: AppEntity, AssistantSchemaEntity {
                static var __appSchemaEntity: AppIntentModel.AppSchemaEntity {
                    .mail.draft
                }
            }
            """
        )
    }

    @Test func aSchemaEnumMustBeAnEnum() {
        expect(
            """
            @AppEnum(schema: .books.theme)
            struct Theme {}
            """,
            expandsTo: """
            struct Theme {}
            """,
            diagnostics: [DiagnosticSpec(message: "@AppEnum(schema:) applies only to an enum", line: 1, column: 1)]
        )
    }

    @Test func propertyMacrosDeclareTheirPropertyBesideTheirs() {
        expect(
            """
            struct Note {
                @ComputedProperty(indexingKey: \\.contentDescription)
                var summary: String { "" }
                @DeferredProperty(title: "Reviews")
                var reviews: [String] { get async throws { [] } }
            }
            """,
            expandsTo: """
            struct Note {
                var summary: String { "" }

                let _summary: AppIntentModel.EntityProperty<String> = ._computed(\\Self.summary, indexingKey: \\.contentDescription)

                var $summary: AppIntentModel.EntityProperty<String> {
                    _summary
                }
                var reviews: [String] { get async throws { [] } }

                let _reviews: AppIntentModel.EntityProperty<[String]> = ._deferred(title: "Reviews")

                var $reviews: AppIntentModel.EntityProperty<[String]> {
                    _reviews
                }
            }
            """
        )
    }

    @Test func aPropertyMacroInAnExtensionIsAnError() {
        expect(
            """
            extension Note {
                @ComputedProperty
                var summary: String { "" }
            }
            """,
            expandsTo: """
            extension Note {
                var summary: String { "" }
            }
            """,
            diagnostics: [DiagnosticSpec(message: "declare the property in the entity's body, not in an extension: the macro adds a stored property beside it", line: 2, column: 5)]
        )
    }

    @Test func aUnionValueListsItsCases() {
        expect(
            """
            @UnionValue
            public enum Recipient {
                case person(IntentPerson)
                case group([GroupEntity])
            }
            """,
            expandsTo: """
            public enum Recipient {
                case person(IntentPerson)
                case group([GroupEntity])
            }

            extension Recipient: AppUnionValue {
                public enum Cases: String, CaseIterable, Hashable, Sendable {
                    case `person`, `group`
                }

                public static var __unionCases: [(name: String, type: any AppIntentModel._IntentValue.Type)] {
                    [("person", (IntentPerson).self), ("group", ([GroupEntity]).self)]
                }

                public var __unionCase: (name: String, value: any AppIntentModel._IntentValue) {
                    switch self {
                    case .`person`(let value):
                        ("person", value)
                    case .`group`(let value):
                        ("group", value)
                    }
                }
            }
            """
        )
    }

    @Test func aUnionCaseCarriesExactlyOneValue() {
        expect(
            """
            @UnionValue
            enum Target {
                case both(String, Int)
                case none
            }
            """,
            expandsTo: """
            enum Target {
                case both(String, Int)
                case none
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "the case 'both' of a @UnionValue enum must carry exactly one value, such as 'case both(IntentPerson)'", line: 3, column: 10),
                DiagnosticSpec(message: "the case 'none' of a @UnionValue enum must carry exactly one value, such as 'case none(IntentPerson)'", line: 4, column: 10),
            ]
        )
    }
}
