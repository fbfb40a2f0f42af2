import AppIntentModel
import SoupChefIntents
import StreaksWidgets
import Testing
import TransitWidget

@Suite struct IntentRunnerTests {
    @Test func aMissingValueIsAskedForWithTheSuggestedEntities() async throws {
        let person = ScriptedPerson([.choose("Minestrone")])
        let run = try await IntentRunner(person: person).run(OrderSoupIntent())
        #expect(run.conversation.transcript == [
            "app: Which soup would you like? [Tomato Bisque | New England Clam Chowder | Minestrone]",
            "person: Minestrone",
            "app: Ordered 1 Minestrone.",
        ])
        let order = try #require(run.result?.value as? SoupOrderEntity)
        #expect(order.soup.id == "minestrone")
        #expect(order.quantity == 1, "the default")
        #expect(person.remainingAnswers == 0)
    }

    @Test func aDefaultResultResolvesWithoutAsking() async throws {
        let person = ScriptedPerson()
        let intent = TasksWidgetIntent()
        let run = try await IntentRunner(person: person, widgetFamily: .systemMedium).run(intent)
        #expect(person.questions.isEmpty)
        #expect(run.conversation.transcript == (1...4).map { "system: slot\($0) = Automatic (default result)" })
        #expect(intent.slot3.id == "automatic")
        #expect(run.result != nil)
    }

    @Test func needsValueErrorAsksAndRunsPerformAgain() async throws {
        let intent = OrderSoupIntent()
        intent.soup = SoupMenu.soups[0]
        intent.orderType = .delivery
        let run = try await IntentRunner(person: ScriptedPerson([.value("1 Harbour Street")])).run(intent)
        #expect(run.conversation.transcript == [
            "app: Where should we deliver it?",
            "person: 1 Harbour Street",
            "system: perform() runs again",
            "app: Ordered 1 Tomato Bisque.",
        ])
        #expect(intent.deliveryAddress == "1 Harbour Street")
    }

    @Test func anAcceptedConfirmationGoesOn() async throws {
        let intent = OrderSoupIntent()
        intent.soup = SoupMenu.soups[3]
        intent.quantity = 6
        let run = try await IntentRunner(person: ScriptedPerson([.yes])).run(intent)
        #expect(run.conversation.transcript == [
            "app: Order 6 soups? That is a lot of soup. [Cancel | Order]",
            "person: Yes",
            "app: Ordered 6 Minestrone.",
        ])
        #expect((run.result?.value as? SoupOrderEntity)?.quantity == 6)
    }

    @Test func aDeclinedConfirmationCancelsTheRun() async throws {
        let intent = OrderSoupIntent()
        intent.soup = SoupMenu.soups[3]
        intent.quantity = 6
        let run = try await IntentRunner(person: ScriptedPerson([.no])).run(intent)
        #expect(run.wasCancelled)
        #expect(run.result == nil)
        #expect(run.conversation.transcript.last == "person: No")
    }

    @Test func runningOutOfAnswersCancels() async throws {
        let run = try await IntentRunner(person: ScriptedPerson()).run(OrderSoupIntent())
        #expect(run.wasCancelled)
        #expect(run.conversation.transcript == [
            "app: Which soup would you like? [Tomato Bisque | New England Clam Chowder | Minestrone]",
            "person: Cancel",
        ])
    }

    @Test func disambiguationOffersTheCandidates() async throws {
        let intent = OrderSoupIntent()
        intent.soup = SoupMenu.soups[1]
        let run = try await IntentRunner(person: ScriptedPerson([.choose("Manhattan Clam Chowder")])).run(intent)
        #expect(run.conversation.transcript == [
            "app: Which of these soups? [New England Clam Chowder | Manhattan Clam Chowder]",
            "person: Manhattan Clam Chowder",
            "app: Ordered 1 Manhattan Clam Chowder.",
        ])
        #expect((run.result?.value as? SoupOrderEntity)?.soup.id == "chowder-manhattan")
    }

    @Test func anAnswerThatIsNotAnOptionIsAskedAgain() async throws {
        let person = ScriptedPerson([.choose("Gazpacho"), .choose("Tomato Bisque")])
        let run = try await IntentRunner(person: person).run(OrderSoupIntent())
        #expect(run.conversation.transcript.contains("system: 'Gazpacho' is not one of the options"))
        #expect((run.result?.value as? SoupOrderEntity)?.soup.id == "tomato")
    }

    @Test func askingOutsideTheRunnerIsAnError() async {
        let intent = OrderSoupIntent()
        await #expect(throws: IntentModelError.self) {
            _ = try await intent.$quantity.requestValue("How many?")
        }
        await #expect(throws: IntentModelError.self) {
            try await intent.requestConfirmation()
        }
    }

    @Test func perfomErrorsBecomeTheOutcome() async throws {
        let run = try await IntentRunner().run(FailingIntent())
        guard case .failed(let error) = run.outcome else {
            Issue.record("expected a failure, got \(run.outcome)")
            return
        }
        #expect(error as? FailingIntent.Failure == .outOfSoup)
    }

    @Test func endlessRestartsAreStopped() async throws {
        let run = try await IntentRunner(maximumRestarts: 3).run(RestartingIntent())
        guard case .failed(let error) = run.outcome else {
            Issue.record("expected a failure, got \(run.outcome)")
            return
        }
        #expect("\(error)" == "perform() was restarted more than 3 times")
    }
}

struct FailingIntent: AppIntent {
    enum Failure: Error { case outOfSoup }
    static let title: LocalizedStringResource = "Fail"
    func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
        throw Failure.outOfSoup
    }
}

struct RestartingIntent: AppIntent {
    static let title: LocalizedStringResource = "Restart"
    func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
        throw AppIntentError.restartPerform
    }
}
