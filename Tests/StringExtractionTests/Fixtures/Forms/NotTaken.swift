import Foundation
import SwiftUI

// Places that look localizable and are not: Swift calls the sources' own function, a package's type says nothing
// of its labels, and a preview's body is not extracted.

func NSLocalizedString(_ key: String, comment: String) -> String {
    Bundle.main.localizedString(forKey: key, value: nil, table: "Custom")
}

struct BadgeRow: View {
    let title: LocalizedStringKey

    var body: some View {
        HStack {
            Text(NSLocalizedString("Own lookup", comment: ""))
            badge("web")
            self.badge("iOS")
            Text("Row")
                .badge("Taken")
            KeyboardField(input: "", prompt: "Type here")
            TextField("Name", text: .constant(""), prompt: Text("Required"))
        }
    }

    private func badge(_ text: String) -> some View {
        Text(text)
    }
}

/// Another type's localizable `badge` does not make this one's `String` one localizable.
struct TagRow: View {
    var body: some View { EmptyView() }
    func badge(_ text: LocalizedStringKey) -> some View { Text(text) }
}

#Preview {
    BadgeRow(title: "Preview title")
}

#Preview("Dark") {
    Text("Preview only")
}
