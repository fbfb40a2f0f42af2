// expect: 1 extraction.invalid-union-case
// expect: 2 extraction.invalid-union-case
import AppIntents

@UnionValue
enum Destination {
    case 1️⃣nowhere
    case person(IntentPerson)
    case 2️⃣pair(IntentPerson, IntentPerson)
}
