import AppIntents
import SwiftUI

// Xcode's widget template, verbatim in shape: a computed title, a literal description, no perform().
struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

struct LocalizedIntent: AppIntent {
    static let title = LocalizedStringResource("intent.scan.title", defaultValue: "Scan", table: "AppIntents", comment: "Scans", bundle: Resources.bundle)
    static var description = IntentDescription(stringLiteral: "Scans a page.")
    static var openAppWhenRun: Bool {
        return true
    }
    func perform() async throws -> some IntentResult { .result() }
}

enum Speed: Int, AppEnum {
    case slow = 1, fast
    static var typeDisplayRepresentation: TypeDisplayRepresentation { .init(stringLiteral: "Speed") }
    static var caseDisplayRepresentations: [Speed: DisplayRepresentation] {
        [
            .slow: DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "Slow")),
            .fast: .init(title: "Fast", subtitle: "Quick", image: .init(systemName: "hare"), synonyms: ["Quick"]),
        ]
    }
}
