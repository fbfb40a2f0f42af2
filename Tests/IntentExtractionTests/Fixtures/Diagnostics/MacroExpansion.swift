// expect: 1 extraction.macro-expansion
import AppIntents

1️⃣#GenerateIntents(for: Recipe.self)
