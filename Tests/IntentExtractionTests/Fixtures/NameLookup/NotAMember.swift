// expect: 1 extraction.non-literal-value
// expect: 2 extraction.non-exhaustive-case-display-representations
// Does not compile: `idle` is no member of Mode, and the module's `idle` is no Mode.
import AppIntents

let idle = "not a case"

2️⃣enum Mode: String, AppEnum {
    case busy, resting
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static let caseDisplayRepresentations: [Mode: DisplayRepresentation] = [busy: "Busy", 1️⃣idle: "Idle"]
}
