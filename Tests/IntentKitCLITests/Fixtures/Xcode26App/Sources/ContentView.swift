import SwiftUI

/// A journal's main screen, localized as an app on Xcode 26 is: its catalogs carry machine translations
/// (Xcode's on-device translation, catalog version 1.3), comments Xcode generated (1.1) and a storyboard
/// catalog (1.2).
struct ContentView: View {
    let entries: Int
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Welcome back")
                Text("\(entries) entries")
                Button("Cancel") { isEditing = false }
                Button("Done") { isEditing = false }
                Text("Tap to add", comment: "Shown under the empty list.")
            }
            .navigationTitle(Text("Journal"))
            .toolbar {
                Button(String(localized: "Export", table: "Settings", comment: "Exports every entry as a file.")) {}
                Text("Sync with iCloud", tableName: "Settings")
            }
        }
    }
}
