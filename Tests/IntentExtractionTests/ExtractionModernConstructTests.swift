import Diagnostics
import Foundation
import IntentExtraction
import IntentKitTestSupport
import IntentMetadata
import Testing

/// One fixture per construct of today's App Intents (iOS 17–27, `../shared/reference/app-intents-modern.md`),
/// written in the shapes shipping apps use, with what extraction must read and where it must locate it.
@Suite("Extraction of today's App Intents")
struct ExtractionModernConstructTests {
    /// A fixture with its markers, extracted as `name`.
    struct Fixture {
        let marked: MarkedText
        let extraction: Extraction

        init(_ name: String, options: ExtractionOptions = ExtractionOptions()) throws {
            marked = MarkedText(try String(contentsOfFile: fixturesDirectory() + "/Modern/" + name, encoding: .utf8))
            extraction = Extractor(options: options).extract(sources: [(path: name, text: marked.text)])
        }

        var document: MetadataDocument { extraction.document }

        /// The warnings and errors, as text.
        var problems: [String] { extraction.diagnostics.filter { $0.severity >= .warning }.map(\.description) }

        /// Whether `location` is where the marker stands.
        func isAt(_ location: Diagnostics.SourceLocation?, _ marker: String) -> Bool {
            guard let location, let position = marked.location(of: marker) else { return false }
            return location.line == position.line && location.column == position.column
        }
    }

    @Test("schema macros declare the conformance, the title, the type name and the parameters or properties")
    func schemaMacros() throws {
        let fixture = try Fixture("SchemaMacros.swift")
        #expect(fixture.problems == [])
        let create = try #require(fixture.document.intent("CreateJournalEntryIntent"))
        #expect(fixture.isAt(create.location, "1️⃣"))
        #expect(create.schema == "journal.createEntry")
        #expect(create.title.key == "Create Entry")
        #expect(create.parameters.map(\.name) == ["title", "message", "mood"])
        #expect(create.parameters.map(\.title.key) == ["Title", "Message", "Mood"])
        #expect(create.parameter(named: "message")?.type == .primitive(.attributedString))
        #expect(fixture.isAt(create.parameter(named: "message")?.location, "2️⃣"))
        #expect(create.parameter(named: "mood")?.type == .enumeration("JournalMood"))

        let search = try #require(fixture.document.intent("SearchJournalIntent"))
        #expect(search.schema == "system.search" && search.isAssistantOnly && search.title.key == "Search Journal")
        #expect(search.systemProtocols == [.showInAppSearchResults])
        #expect(search.parameter(named: "criteria")?.type == .primitive(.stringSearchCriteria))

        let entity = try #require(fixture.document.entity("JournalEntryEntity"))
        #expect(fixture.isAt(entity.location, "3️⃣"))
        #expect(entity.schema == "journal.entry" && entity.typeDisplayRepresentation.name.key == "Entry")
        #expect(entity.defaultQuery == "JournalEntryQuery")
        #expect(entity.properties.map(\.name) == ["title", "message", "entryDate"])
        #expect(entity.properties.last?.title.key == "Written On")

        let mood = try #require(fixture.document.enumeration("JournalMood"))
        #expect(mood.schema == "photos.albumType" && mood.typeDisplayRepresentation.name.key == "Album Type")
        #expect(mood.cases.map(\.value) == [.string("calm"), .string("busy")])
        #expect(fixture.document.version == .v1_1)
    }

    @Test("controls, SetValueIntent, OpenIntent, DeleteIntent and the other system protocols; no perform() needed")
    func controls() throws {
        let fixture = try Fixture("Controls.swift")
        #expect(fixture.problems == [])
        let document = fixture.document
        #expect(document.intents.map(\.identifier) == ["DeleteTimersIntent", "OpenTimerIntent", "ShowTimerIntent", "TimerControlConfiguration", "ToggleTimerIntent"])
        let configuration = try #require(document.intent("TimerControlConfiguration"))
        #expect(fixture.isAt(configuration.location, "1️⃣"))
        #expect(configuration.systemProtocols == [.controlConfiguration] && configuration.result == nil)
        #expect(configuration.parameter(named: "minutes")?.defaultValue == .integer(25))
        let toggle = try #require(document.intent("ToggleTimerIntent"))
        #expect(fixture.isAt(toggle.location, "2️⃣"))
        #expect(toggle.title.key == "Toggle Timer")
        #expect(toggle.systemProtocols == [.liveActivity, .setValue])
        #expect(toggle.parameter(named: "value")?.type == .primitive(.boolean))
        #expect(document.intent("OpenTimerIntent")?.systemProtocols == [.open])
        #expect(document.intent("OpenTimerIntent")?.title == LocalizedStringResource("open.timer", defaultValue: "Open Timer"))
        #expect(document.intent("DeleteTimersIntent")?.systemProtocols == [.delete, .undoable])
        #expect(document.intent("ShowTimerIntent")?.systemProtocols == [.foregroundContinuable, .predictable, .targetContentProviding])
        #expect(document.intent("ShowTimerIntent")?.parameter(named: "timer")?.title.key == "Timer")
    }

    @Test("snippet intents and ShowsSnippetIntent results; #Preview is not reported")
    func snippets() throws {
        let fixture = try Fixture("Snippets.swift")
        #expect(fixture.extraction.diagnostics.isEmpty)
        #expect(fixture.document.intent("RestSnippetIntent")?.systemProtocols == [.snippet])
        #expect(fixture.document.intent("RestSnippetIntent")?.result == ResultDefinition(showsSnippetView: true))
        let start = try #require(fixture.document.intent("StartRestIntent"))
        #expect(start.result == ResultDefinition(providesDialog: true, showsSnippetIntent: true))
        #expect(start.supportedModes == [.background])
    }

    @Test("indexed entities: indexing keys, computed and deferred properties, numericFormat placeholders, file and unique entities")
    func indexedEntities() throws {
        let fixture = try Fixture("IndexedEntities.swift")
        #expect(fixture.problems == [])
        let note = try #require(fixture.document.entity("NoteEntity"))
        #expect(note.systemProtocols == [.indexed, .urlRepresentable])
        #expect(note.typeDisplayRepresentation == TypeDisplayRepresentationDefinition(name: "Note", numericFormat: "%lld notes"))
        #expect(note.properties.map(\.name) == ["body", "folder", "headline", "reviews"])
        let body = note.properties[0]
        #expect(body.indexingKey == "contentDescription" && body.kind == .stored && body.title.key == "Body")
        #expect(fixture.isAt(body.location, "1️⃣"))
        #expect(note.properties[1].customIndexingKey == "noteFolder" && note.properties[1].isOptional)
        #expect(note.properties[2].kind == .computed && note.properties[2].indexingKey == "displayName" && note.properties[2].title.key == "Headline")
        #expect(fixture.isAt(note.properties[2].location, "2️⃣"))
        #expect(note.properties[3].kind == .deferred && note.properties[3].type == .array(.primitive(.string)))
        let scan = try #require(fixture.document.entity("ScanEntity"))
        #expect(scan.systemProtocols == [.file] && scan.supportedContentTypes == ["com.adobe.pdf", "public.png"])
        let settings = try #require(fixture.document.entity("SettingsEntity"))
        #expect(settings.systemProtocols == [.unique] && settings.defaultQuery == nil)
        #expect(fixture.document.query("NoteQuery")?.kinds == [.entity, .string])
    }

    @Test("@UnionValue enums become union values, and parameters of their type refer to them")
    func unionValues() throws {
        let fixture = try Fixture("UnionValues.swift")
        #expect(fixture.problems == [])
        let union = try #require(fixture.document.union("Recipient"))
        #expect(fixture.isAt(union.location, "1️⃣"))
        #expect(union.cases == [
            UnionCaseDefinition(name: "person", type: .primitive(.person)),
            UnionCaseDefinition(name: "people", type: .array(.primitive(.person))),
            UnionCaseDefinition(name: "group", type: .entity("GroupEntity")),
        ])
        #expect(fixture.document.enums.isEmpty)
        let send = try #require(fixture.document.intent("SendIntent"))
        #expect(send.parameter(named: "recipient")?.type == .union("Recipient"))
        #expect(send.parameter(named: "copy")?.type == .union("Recipient") && send.parameter(named: "copy")?.isOptional == true)
    }

    @Test("supportedModes in every spelling: stored, computed, an array, inside #if compiler(>=…)")
    func supportedModes() throws {
        let fixture = try Fixture("SupportedModes.swift")
        #expect(fixture.problems == [])
        let modes = Dictionary(uniqueKeysWithValues: fixture.document.intents.map { ($0.identifier, $0.supportedModes) })
        #expect(modes["BackgroundIntent"] == [.background])
        #expect(modes["ForegroundIntent"] == [.foregroundImmediate])
        #expect(modes["DynamicIntent"] == [.background, .foregroundDynamic])
        #expect(modes["GuardedIntent"] == [.foregroundDeferred])
        #expect(modes["LegacyIntent"] == .some(nil))
        // The #else branch of `compiler(>=6.2)` is not read with the default compiler, 7.0.
        #expect(fixture.document.intent("GuardedIntent")?.openAppWhenRun == false)
        #expect(fixture.document.intent("LegacyIntent")?.openAppWhenRun == true)
        let older = try Fixture("SupportedModes.swift", options: ExtractionOptions(swiftVersion: "6.1"))
        #expect(older.document.intent("GuardedIntent")?.supportedModes == nil)
        #expect(older.document.intent("GuardedIntent")?.openAppWhenRun == true)
    }

    @Test("every @Parameter option: dates' kind, measurements' units, default: nil, content types, dialogs, labelled ranges")
    func parameterOptions() throws {
        let fixture = try Fixture("ParameterOptions.swift")
        let intent = try #require(fixture.document.intent("LogWorkoutIntent"))
        let p = { (name: String) in intent.parameter(named: name) }
        #expect(p("rest")?.type == .measurement(.duration) && p("rest")?.defaultValue == .double(90))
        #expect(p("rest")?.defaultUnit == "seconds" && p("rest")?.supportsNegativeNumbers == false && p("rest")?.unit == nil)
        #expect(p("distance")?.unit == "kilometers" && p("distance")?.adjustsUnitForLocale == true && p("distance")?.isOptional == true)
        #expect(p("day")?.dateKind == .date && p("day")?.title.key == "Day" && p("day")?.description?.key == "When")
        #expect(p("time")?.dateKind == .time && p("time")?.type == .primitive(.dateComponents))
        #expect(p("link")?.defaultValue == nil)
        #expect(p("home")?.defaultValue == .string("https://example.com"))
        #expect(p("scan")?.supportedContentTypes == ["com.adobe.pdf", "public.jpeg"] && p("scan")?.type == .primitive(.file))
        #expect(p("contact")?.type == .primitive(.person))
        #expect(p("tip")?.type == .primitive(.currencyAmount))
        #expect(p("place")?.type == .primitive(.placemark))
        #expect(p("note")?.description == LocalizedStringResource("note.description", defaultValue: "A note", table: "Workout"))
        #expect(p("note")?.requestValueDialog?.key == "What note?")
        #expect(p("effort")?.inclusiveRange == NumericRange(1, 10))
        // `.now` is a run-time value: the one thing here that cannot be read, said once, where it is.
        let line = try #require(fixture.marked.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("default: .now") })
        #expect(fixture.extraction.diagnostics.map(\.id) == ["extraction.unsupported-construct"])
        #expect(fixture.extraction.diagnostics.first?.location?.line == line + 1)
        #expect(fixture.extraction.diagnostics.first?.severity == .warning)
    }

    @Test("literals as Xcode reads them: computed getters, the widget template, LocalizedStringResource's forms")
    func literals() throws {
        let fixture = try Fixture("Literals.swift")
        #expect(fixture.problems == [])
        let template = try #require(fixture.document.intent("ConfigurationAppIntent"))
        #expect(template.title.key == "Configuration" && template.isWidgetConfiguration)
        #expect(template.description?.text.key == "This is an example widget.")
        #expect(template.parameter(named: "favoriteEmoji")?.defaultValue == .string("😃"))
        #expect(template.result == nil)
        let localized = try #require(fixture.document.intent("LocalizedIntent"))
        #expect(localized.title == LocalizedStringResource("intent.scan.title", defaultValue: "Scan", table: "AppIntents", comment: "Scans"))
        #expect(localized.description?.text.key == "Scans a page." && localized.openAppWhenRun)
        let speed = try #require(fixture.document.enumeration("Speed"))
        #expect(speed.typeDisplayRepresentation.name.key == "Speed")
        #expect(speed.cases.map(\.value) == [.integer(1), .integer(2)])
        #expect(speed.cases.map(\.displayRepresentation) == [
            DisplayRepresentationDefinition(title: "Slow"),
            DisplayRepresentationDefinition(title: "Fast", subtitle: "Quick", synonyms: ["Quick"], systemImageName: "hare"),
        ])
    }

    @Test("types through typealiases (plain, generic, a type's own), Foundation's aliases, an entity's ID, sets")
    func types() throws {
        let fixture = try Fixture("Types.swift")
        #expect(fixture.problems == [])
        let intent = try #require(fixture.document.intent("AdjustIntent"))
        let types = Dictionary(uniqueKeysWithValues: intent.parameters.map { ($0.name, $0.type) })
        #expect(types["level"] == .primitive(.double))
        #expect(types["delay"] == .primitive(.double) && intent.parameter(named: "delay")?.isOptional == true)
        #expect(types["scale"] == .primitive(.double))
        #expect(types["lamp"] == .entity("LampEntity"))
        #expect(types["tags"] == .array(.primitive(.string)))
        #expect(types["lampID"] == .primitive(.string))
        #expect(types["modes"] == .array(.enumeration("LampMode")))
        #expect(fixture.document.entity("LampEntity")?.properties.first?.type == .primitive(.double))
        #expect(fixture.document.query("LampQuery")?.entity == "LampEntity")
    }

    @Test("a hand-written allCases decides the cases and what caseDisplayRepresentations must cover")
    func allCases() throws {
        let fixture = try Fixture("AllCases.swift")
        #expect(fixture.extraction.diagnostics.isEmpty)
        #expect(fixture.document.enumeration("Theme")?.cases.map(\.value) == [.string("dark"), .string("light")])
    }

    @Test("conformances added to types declared elsewhere are read from the extensions, with one warning each")
    func extensionsOfUndeclaredTypes() throws {
        let fixture = try Fixture("Extensions.swift")
        let warnings = fixture.extraction.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.id) == ["extraction.unresolved-type", "extraction.unresolved-type"])
        #expect(fixture.isAt(warnings.first?.location, "1️⃣") && fixture.isAt(warnings.last?.location, "2️⃣"))
        #expect(!fixture.extraction.diagnostics.contains { $0.severity == .error })
        let server = try #require(fixture.document.entity("Server"))
        #expect(server.typeDisplayRepresentation.name.key == "Server" && server.defaultQuery == "ServerQuery")
        #expect(fixture.document.enumeration("Status")?.cases.map(\.value) == [.string("up"), .string("down")])
        let restart = try #require(fixture.document.intent("RestartIntent"))
        #expect(restart.parameter(named: "server")?.type == .entity("Server"))
        #expect(restart.parameter(named: "status")?.type == .enumeration("Status"))
    }

    @Test("App Shortcuts with a parameter presentation, .init(…) entries and NegativeAppShortcutPhrases(phrases:)")
    func parameterPresentation() throws {
        let fixture = try Fixture("Presentation.swift")
        #expect(fixture.problems == [])
        let provider = try #require(fixture.document.shortcutsProviders.first)
        #expect(provider.tileColor == .grape)
        #expect(provider.negativePhrases == ["Stop ${applicationName}"])
        #expect(provider.shortcuts.map(\.phrases) == [["Shuffle in ${applicationName}"], ["Play ${playlist} in ${applicationName}"]])
        let presentation = try #require(provider.shortcuts.last?.parameterPresentation)
        #expect(presentation == ParameterPresentationDefinition(
            parameter: "playlist",
            summary: "Play ${playlist}",
            optionsCollections: [OptionsCollectionDefinition(provider: "PlaylistOptions", title: "Playlists", systemImageName: "music.note.list")]
        ))
    }

    @Test("compiler and language version checks are evaluated in every mode; other conditions read every branch")
    func versionConditions() throws {
        let fixture = try Fixture("Availability.swift")
        #expect(fixture.problems == [])
        #expect(fixture.document.intents.map(\.identifier) == ["DebugIntent", "FutureIntent"])
        #expect(fixture.document.intent("FutureIntent")?.title.key == "Future")
        let sixThree = try Fixture("Availability.swift", options: ExtractionOptions(swiftVersion: "6.3", languageMode: "6"))
        #expect(sixThree.document.intents.map(\.identifier) == ["DebugIntent", "FutureIntent", "OldToolchainIntent", "SwiftSixModeIntent"])
        #expect(sixThree.document.intent("FutureIntent")?.title.key == "Fallback")
        #expect(sixThree.extraction.diagnostics.isEmpty)
        let device = try Fixture("Availability.swift", options: ExtractionOptions(conditions: [], swiftVersion: "6.3"))
        #expect(device.document.intents.map(\.identifier) == ["DebugIntent", "FutureIntent", "OldToolchainIntent"])
        let release = try Fixture("Availability.swift", options: ExtractionOptions(conditions: ["RELEASE"]))
        #expect(release.document.intents.map(\.identifier) == ["DebugIntent", "FutureIntent"])
    }
}
