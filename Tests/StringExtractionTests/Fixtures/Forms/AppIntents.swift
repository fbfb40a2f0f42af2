import AppIntents

struct OpenNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Note"
    static let description = IntentDescription("Opens a note in the app.")

    @Parameter(title: "Note")
    var note: String

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$note)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opened \(note)")
    }
}

enum Priority: String, AppEnum {
    case low, high

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
    static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
        .low: "Low",
        .high: DisplayRepresentation(title: "High", subtitle: "Do it first"),
    ]
}

struct NotesShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenNoteIntent(),
            phrases: ["Open a note in \(.applicationName)", "Show \(\.$note) in \(.applicationName)"],
            shortTitle: "Open Note",
            systemImageName: "note"
        )
    }
}

struct BookEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Book", numericFormat: "\(placeholder: .int) books")
}

struct StarNote: AppIntent {
    static let title: LocalizedStringResource = "Star Note"
    @Parameter(title: "Starred only", displayName: Bool.IntentDisplayName(true: "Starred", false: "Not starred"))
    var isStarred: Bool
}

// A deprecation's message, a parameter's dialogs and dialogs returned as `Self` are `LocalizedStringResource`s.

struct ArchiveNote: AppIntent, DeprecatedAppIntent {
    static let title: LocalizedStringResource = "Archive Note"
    static var deprecation: IntentDeprecation<Never> { IntentDeprecation(message: "Use Move Note instead") }
    @Parameter(title: "Folder") var folder: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let folder else { throw $folder.needsValueError("Which folder?") }
        let confirmed = try await $folder.requestValue("Which folder again?")
        return .result(dialog: .archived(confirmed + folder))
    }
}

extension IntentDialog {
    static var nothingToArchive: Self { "Nothing to archive" }
    static func archived(_ folder: String) -> Self { "Archived into \(folder)" }
}
