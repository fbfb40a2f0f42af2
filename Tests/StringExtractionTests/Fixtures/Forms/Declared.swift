import SwiftUI

struct Row: View {
    let title: LocalizedStringKey
    let detail: String

    var body: some View { Text(title) }
}

func banner(_ message: LocalizedStringKey, tint: String) -> some View {
    Text(message)
}

enum Tip {
    case hint(LocalizedStringResource)
}

struct Screen: View {
    var body: some View {
        VStack {
            Row(title: "Storage", detail: "Not a key")
            banner("Saved", tint: "green")
            let tip = Tip.hint("Swipe to delete")
        }
    }
}
