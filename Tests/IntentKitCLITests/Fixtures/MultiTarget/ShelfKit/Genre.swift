import AppIntents

/// A genre, shared by the app and its App Intents extension.
public enum Genre: String, AppEnum {
    case fiction, poetry

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
    public static let caseDisplayRepresentations: [Genre: DisplayRepresentation] = [
        .fiction: "Fiction",
        .poetry: "Poetry",
    ]
}
