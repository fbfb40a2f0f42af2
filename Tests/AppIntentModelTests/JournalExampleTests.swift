import AppIntentModel
import Foundation
import IntentMetadata
import JournalIntents
import Testing

/// The journal example run as the system runs it: from a control, from Spotlight, from Siri and from Shortcuts.
@Suite struct JournalExampleTests {
    @Test func theLockControlSetsItsValue() async throws {
        let run = try await IntentRunner().run(LockJournalIntent(), setting: true)
        #expect(run.conversation.transcript == [
            "system: value = true (set by a control)",
            "system: modes background; runs in the background",
        ])
        #expect(JournalStore.shared.isLocked)
        _ = try await IntentRunner().run(LockJournalIntent(), setting: false)
        #expect(!JournalStore.shared.isLocked)
    }

    @Test func spotlightOpensAnEntry() async throws {
        let entry = try #require(try await EntryQuery().entities(for: ["market-day"]).first)
        let run = try await IntentRunner().run(OpenEntryIntent(), opening: entry)
        #expect(run.conversation.transcript == [
            "system: target = Market Day",
            "system: modes foreground(immediate); the app opens",
        ])
        #expect(run.result != nil)
    }

    @Test func aWritingSessionShowsItsSnippet() async throws {
        let run = try await IntentRunner().run(StartWritingSessionIntent())
        #expect(run.conversation.transcript == [
            "system: modes background, foreground(dynamic); runs in the background",
            "app: Writing for 15 minutes.",
            "system: shows the Writing Session snippet",
        ])
        #expect(run.result?.snippetIntent is WritingSessionSnippetIntent)
        #expect(WritingSession.current.minutes == 15)
    }

    @Test func theSchemaIntentAsksForItsMessageAndSavesTheEntry() async throws {
        let person = ScriptedPerson([.value(AttributedString("Walked to the lighthouse and back."))])
        let intent = CreateEntryIntent()
        intent.title = "Lighthouse"
        let run = try await IntentRunner(person: person).run(intent)
        #expect(run.conversation.transcript == [
            "app: Message?",
            "person: Walked to the lighthouse and back.",
            "system: modes background; runs in the background",
            "app: Saved “Lighthouse”.",
        ])
        let saved = try #require(run.result?.value as? EntryEntity)
        #expect(saved.mood == .good)
        #expect(JournalStore.shared.entries.contains { $0.id == saved.id })
    }

    @Test func aReflectionTakesEitherKindOfSubject() async throws {
        let person = IntentPerson(identifier: .contact("c-7"), name: .displayName("Noor"), handle: nil)
        let intent = AddReflectionIntent()
        intent.subject = .person(person)
        intent.note = "Long call, good news."
        #expect(try await IntentRunner().run(intent).conversation.transcript == ["app: Added a reflection on Noor."])
    }

    @Test func entriesAreIndexedUnderTheirKeys() async throws {
        let entry = try #require(try await EntryQuery().entities(for: ["first-snow"]).first)
        let index = CSSearchableIndex(name: "journal")
        try await index.indexAppEntities([entry])
        let set = try #require(index.attributeSets(ofType: EntryEntity.self)["first-snow"])
        #expect(set.title == "First Snow")
        #expect(set.contentDescription == "The park was white before breakfast.")
        #expect(set.contentCreationDate == entry.date)
        #expect(set.displayName == "First Snow")
    }

    @Test func theControlConfigurationIsNotPerformed() async throws {
        let run = try await IntentRunner().run(QuickMoodControlConfiguration())
        #expect(run.result == nil)
        #expect(QuickMoodControlConfiguration().mood == .good)
    }
}
