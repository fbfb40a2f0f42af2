#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// What a reflection is about: an entry, or a person.
@UnionValue
public enum ReflectionSubject: Sendable {
    case entry(EntryEntity)
    case person(IntentPerson)
}

/// Adds a short reflection about an entry or a person.
public struct AddReflectionIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add Reflection"

    @Parameter(title: "About")
    public var subject: ReflectionSubject

    @Parameter(title: "Reflection", inputOptions: String.IntentInputOptions(multiline: true))
    public var note: String

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let about = switch subject {
        case .entry(let entry): "“\(entry.title)”"
        case .person(let person):
            if case .displayName(let name) = person.name { name } else { "a friend" }
        }
        return .result(dialog: "Added a reflection on \(about).")
    }
}
