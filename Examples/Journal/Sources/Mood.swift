#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// How the day felt.
public enum Mood: String, AppEnum {
    case great
    case good
    case okay
    case low

    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Mood", synonyms: ["Feeling"])
    public static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [
        .great: DisplayRepresentation(title: "Great", image: .init(systemName: "sun.max")),
        .good: DisplayRepresentation(title: "Good", image: .init(systemName: "cloud.sun")),
        .okay: "Okay",
        .low: DisplayRepresentation(title: "Low", synonyms: ["Bad", "Sad"]),
    ]
}
