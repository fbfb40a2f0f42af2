// Compile-and-reflect coverage of what Apple lets an intent leave out (item 1 of "model II"):
// Xcode's widget template, verbatim but for the import, configuration intents and open intents
// without `perform()`, and intents that declare nothing but a title.

import AppIntentModel
import Foundation
import IntentMetadata
import Testing

// Xcode's widget template (File > New > Target > Widget Extension), as Xcode writes it.
struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

struct PingIntent: AppIntent {
    static let title: LocalizedStringResource = "Ping"
    func perform() async throws -> some IntentResult { .result() }
}

struct FocusTimerControlConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Focus Timer"

    @Parameter(title: "Minutes", default: 25)
    var minutes: Int
}

struct WidgetAndActionIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Refresh"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Refreshed.")
    }
}

struct PlainDescriptionIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle from the Control Center"
    // Not an IntentDescription: Apple's `description` requirement ignores it, and so does reflection.
    static let description: LocalizedStringResource = "Toggles from the Control Center widget"
    static let isDiscoverable = false

    func perform() async throws -> some IntentResult & OpensIntent {
        .result()
    }
}

struct DefaultsShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PingIntent(), phrases: ["Ping \(.applicationName)"], shortTitle: "Ping", systemImageName: "bell")
    }
}

@Suite struct DefaultsSurfaceTests {
    @Test func xcodesWidgetTemplateReflectsAsAWidgetConfiguration() async throws {
        let reflection = await MetadataReflector(module: "Widgets").reflect(intents: [ConfigurationAppIntent.self])
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let intent = try #require(reflection.document.intent("ConfigurationAppIntent"))
        #expect(intent == IntentDefinition(
            identifier: "ConfigurationAppIntent",
            title: "Configuration",
            description: IntentDescriptionDefinition("This is an example widget."),
            parameters: [ParameterDefinition(name: "favoriteEmoji", title: "Favorite Emoji", type: .primitive(.string), defaultValue: "😃")],
            isWidgetConfiguration: true
        ))
        #expect(reflection.document.version == .v1_0, "a widget template says nothing that needs version 1.1")
    }

    @Test func aConfigurationIntentCannotBePerformed() async throws {
        let run = try await IntentRunner().run(ConfigurationAppIntent())
        guard case .failed(let error) = run.outcome else {
            Issue.record("expected the run to fail, got \(run.outcome)")
            return
        }
        #expect("\(error)" == "ConfigurationAppIntent configures a widget and declares no perform(); it cannot be performed")
        let control = try await IntentRunner().run(FocusTimerControlConfiguration())
        #expect(control.result == nil)
        #expect(!control.wasCancelled)
    }

    @Test func aConfigurationIntentWithItsOwnPerformRunsIt() async throws {
        let run = try await IntentRunner().run(WidgetAndActionIntent())
        #expect(run.conversation.transcript == ["app: Refreshed."])
    }

    @Test func omittedRequirementsTakeApplesDefaults() async throws {
        let reflection = await MetadataReflector().reflect(
            intents: [PingIntent.self, FocusTimerControlConfiguration.self, PlainDescriptionIntent.self],
            shortcutsProviders: [DefaultsShortcuts.self]
        )
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let ping = try #require(reflection.document.intent("PingIntent"))
        #expect(ping == IntentDefinition(identifier: "PingIntent", title: "Ping"))
        #expect(PingIntent.supportedModes == [], "an intent that declares no modes has none recorded")
        #expect(PingIntent.persistentIdentifier == "PingIntent")
        let control = try #require(reflection.document.intent("FocusTimerControlConfiguration"))
        #expect(control.systemProtocols == [.controlConfiguration])
        #expect(control.result == nil, "the default perform() returns Never")
        let plain = try #require(reflection.document.intent("PlainDescriptionIntent"))
        #expect(plain.description == nil)
        #expect(plain.isDiscoverable == false)
        #expect(plain.result == nil, "a plain .result() declares nothing, whatever the signature says")
        let provider = try #require(reflection.document.shortcutsProviders.first)
        #expect(provider.tileColor == nil)
        #expect(provider.negativePhrases.isEmpty)
    }
}
