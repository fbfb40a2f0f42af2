// expect: 1 extraction.non-literal-value
// expect: 2 extraction.non-exhaustive-case-display-representations
// Does not compile: in a getter, `self` is the type, not the case `self`.
import AppIntents

2️⃣enum Side: String, AppEnum {
    case left, `self`
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Side"
    static var caseDisplayRepresentations: [Side: DisplayRepresentation] {
        [.left: "Left", 1️⃣self: "Self"]
    }
}
