// Reflection of the assistant-schema macros (item 3 of "model II") and of stored `static var`
// metadata, both declared in `AppIntentModelSwift5Fixtures` (Swift 5 mode, as apps write them).

import AppIntentModel
import AppIntentModelSwift5Fixtures
import Foundation
import IntentMetadata
import Testing

@Suite struct SchemaSurfaceTests {
    @Test func schemaIntentsGetTheirConformancesSchemasTitlesAndParameters() async throws {
        let reflection = await MetadataReflector(module: "Journal").reflect(
            intents: [CreateJournalEntryIntent.self, SearchJournalIntent.self, SetPhotoFilterIntent.self]
        )
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let document = reflection.document
        let create = try #require(document.intent("CreateJournalEntryIntent"))
        #expect(create.schema == "journal.createEntry")
        #expect(create.title == "Create Entry", "the schema's member in words")
        #expect(create.isAssistantOnly == false)
        #expect(create.systemProtocols.isEmpty, "the macro adds AppIntent and AssistantSchemaIntent only")
        #expect(create.parameters.map(\.name) == ["title", "message", "entryDate", "mood"])
        #expect(create.parameters.map(\.title) == ["Title", "Message", "Entry Date", "Mood"])
        #expect(create.parameters.map(\.type) == [.primitive(.string), .primitive(.attributedString), .primitive(.date), .primitive(.integer)])
        #expect(create.parameters.map(\.isOptional) == [true, false, true, false])
        #expect(create.result?.value == .entity("JournalEntryEntity"))
        let search = try #require(document.intent("SearchJournalIntent"))
        #expect(search.schema == "journal.search")
        #expect(search.title == "Search Journal")
        #expect(search.isAssistantOnly)
        #expect(search.systemProtocols == [.showInAppSearchResults])
        #expect(search.parameters.map(\.name) == ["criteria"])
        #expect(document.intent("SetPhotoFilterIntent")?.schema == "photos.setFilter")
        #expect(document.intent("SetPhotoFilterIntent")?.title == "Set Filter")
    }

    @Test func schemaEntitiesAndEnumsGetTheirSchemasPropertiesAndNames() async throws {
        let document = await MetadataReflector(module: "Journal").reflect(
            intents: [CreateJournalEntryIntent.self, SetPhotoFilterIntent.self]
        ).document
        let entry = try #require(document.entity("JournalEntryEntity"))
        #expect(entry.schema == "journal.entry")
        #expect(entry.typeDisplayRepresentation == "Entry")
        #expect(entry.properties.map(\.name) == ["title", "message", "entryDate", "summary", "wordCount"], "every plain stored var but id")
        #expect(entry.properties.map(\.title) == ["Title", "Message", "Written On", "Summary", "Word Count"])
        #expect(entry.properties.map(\.kind) == [.stored, .stored, .stored, .computed, .deferred])
        #expect(entry.properties.map(\.indexingKey) == [nil, nil, nil, "contentDescription", nil])
        #expect(entry.properties.map(\.type) == [.primitive(.string), .primitive(.attributedString), .primitive(.date), .primitive(.string), .primitive(.integer)])
        let theme = try #require(document.enumeration("ReaderTheme"))
        #expect(theme.schema == "books.theme")
        #expect(theme.typeDisplayRepresentation == "Theme")
        let filter = try #require(document.enumeration("PhotoFilter"))
        #expect(filter.schema == "photos.filterType")
        #expect(filter.typeDisplayRepresentation == "Photo Filter", "a declared name wins")
    }

    @Test func aUnionValueIsReflectedWithItsCasesAndTheTypesTheyReach() async throws {
        let reflection = await MetadataReflector(module: "Chat").reflect(intents: [SendChatMessageIntent.self])
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let document = reflection.document
        let send = try #require(document.intent("SendChatMessageIntent"))
        #expect(send.schema == "messages.sendMessage")
        #expect(send.title == "Send Chat Message")
        #expect(send.parameter(named: "destination")?.type == .union("ChatDestination"))
        #expect(send.parameter(named: "attachments")?.supportedContentTypes == ["public.item"])
        #expect(document.unions == [UnionDefinition(
            identifier: "ChatDestination",
            typeDisplayRepresentation: "Destination",
            cases: [
                UnionCaseDefinition(name: "persons", type: .array(.primitive(.person))),
                UnionCaseDefinition(name: "recipient", type: .entity("ChatPersonEntity"), displayRepresentation: "Chat Contact"),
            ]
        )])
        let person = try #require(document.entity("ChatPersonEntity"))
        #expect(person.schema == "messages.messagePerson")
        #expect(person.properties.map(\.name) == ["displayName", "person"])
        #expect(document.version == .v1_1)
    }

    @Test func aUnionValueRunsWithEitherCase() async throws {
        let intent = SendChatMessageIntent()
        intent.destination = .recipient(ChatPersonEntity(id: "ada", displayName: "Ada"))
        #expect(try await IntentRunner().run(intent).conversation.transcript == ["app: Sent to Ada."])
        #expect(ChatDestination.Cases.allCases.map(\.rawValue) == ["persons", "recipient"])
        #expect(ChatDestination.recipient(ChatPersonEntity(id: "ada", displayName: "Ada"))._displayText == "Ada")
    }

    @Test func computedPropertiesAreIndexedAndDeferredOnesAreNot() async throws {
        let entry = JournalEntryEntity(id: "e", title: "Rain", message: "It rained all day long.")
        let set = entry.attributeSet
        #expect(set.title == "Rain")
        #expect(set.contentDescription == "It rained all day lo", "the computed summary, under its indexing key")
        #expect(!set.attributeNames.contains { $0.contains("wordCount") })
        #expect(try await entry.wordCount == 5)
        let document = await MetadataReflector().reflect(entities: [JournalEntryEntity.self]).document
        #expect(document.entity("JournalEntryEntity")?.systemProtocols == [.indexed])
    }

    @Test func storedStaticVarsAreReadLikeLets() async throws {
        let reflection = await MetadataReflector(module: "Reading").reflect(shortcutsProviders: [ReadingShortcuts.self])
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let share = try #require(reflection.document.intent("ShareArticleIntent"))
        #expect(share.description == IntentDescriptionDefinition("Shares an article.", categoryName: "Reading"))
        #expect(share.openAppWhenRun)
        #expect(share.authenticationPolicy == .requiresAuthentication)
        #expect(share.supportedModes == [.background, .foregroundDynamic])
        #expect(share.parameter(named: "readTime")?.defaultUnit == "minutes")
        #expect(share.parameterSummary == .summary(SummarySentence("Share ${article}")))
        #expect(reflection.document.shortcutsProviders.first?.tileColor == .purple)
        #expect(reflection.document.entity("ArticleEntity")?.typeDisplayRepresentation == "Article")
    }
}
