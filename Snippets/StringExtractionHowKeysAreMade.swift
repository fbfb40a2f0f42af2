// Shows which literals of SwiftUI and Foundation code are localizable, and the keys, tables and comments they give.
import Diagnostics
import StringExtraction

let source = """
    import SwiftUI

    struct InboxView: View {
        var count: Int
        var sender: String

        var body: some View {
            VStack {
                Text("\\(count) messages from \\(sender)")
                Text(verbatim: "debug build")
                Banner(message: "Inbox is full")
                Button("Archive All") {}
            }
            .navigationTitle(String(localized: "Inbox", table: "Mail", comment: "The title of the list of messages"))
        }
    }

    struct Banner: View {
        let message: LocalizedStringKey
        var body: some View { Text(message) }
    }
    """
let extraction = StringExtractor().extract(sources: [(path: "Sources/Mail/InboxView.swift", text: source)])

// `Text(verbatim:)` is not localizable; the view the sources declare with a `LocalizedStringKey` property is.
for use in extraction.uses {
    print(use.location, use.origin, use.tableName, "“\(use.key)”", use.comment ?? "")
}

// The same keys as `.strings` files, one per table, as `genstrings` writes them.
print(extraction.stringsFiles()["Mail"]!)

// snippet.hide
precondition(extraction.diagnostics.isEmpty)
precondition(extraction.uses.map(\.key) == ["%lld messages from %@", "Inbox is full", "Archive All", "Inbox"])
precondition(extraction.uses.map(\.origin) == [.swiftUI, .declared, .swiftUI, .stringLocalized])
precondition(extraction.uses[3].table == "Mail" && extraction.uses[3].comment == "The title of the list of messages")
precondition(extraction.uses[0].location.line == 9 && extraction.uses[0].location.column == 18)
precondition(extraction.tables().keys.sorted() == ["Localizable", "Mail"])
precondition(extraction.stringsFiles()["Mail"] == "/* The title of the list of messages */\n\"Inbox\" = \"Inbox\";\n")
