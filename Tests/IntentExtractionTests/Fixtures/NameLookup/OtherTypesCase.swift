// expect: 1 extraction.non-literal-value
// expect: 2 extraction.non-exhaustive-case-display-representations
// Does not compile: `Weather.sunny` is a case of another enum.
import AppIntents

enum Weather: String, AppEnum {
    case sunny, rainy
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Weather"
    static let caseDisplayRepresentations: [Weather: DisplayRepresentation] = [.sunny: "Sunny", .rainy: "Rainy"]
}

2️⃣enum Mood: String, AppEnum {
    case sunny, grumpy
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [1️⃣Weather.sunny: "Sunny", .grumpy: "Grumpy"]
}
