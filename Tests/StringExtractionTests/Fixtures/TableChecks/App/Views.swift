import SwiftUI

struct SettingsView: View {
    var count: Int
    var ratio: Double

    var body: some View {
        Form {
            Text("settings.title")
            Text("Cancel")
            Text("Welcome back")
            Text("\(ratio) files")
            Text("\(count) folders")
            Text("Sign in", tableName: "Account")
            Text(String(localized: "greeting.title", defaultValue: "Hello"))
            Text("%@")
        }
    }
}
