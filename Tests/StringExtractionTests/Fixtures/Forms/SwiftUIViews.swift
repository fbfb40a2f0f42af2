import SwiftUI

struct SettingsView: View {
    @State private var isOn = false
    @State private var name = ""
    let count: Int
    let ratio: Double
    let title: String

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Text("Welcome")
                    Text(verbatim: "Not localized")
                    Text(title)
                    Button("Save") {}
                    Label("Inbox", systemImage: "tray")
                    Toggle("Notifications", isOn: $isOn)
                    TextField("Name", text: $name, prompt: Text("Your name"))
                    Link("Website", destination: URL(string: "https://example.com")!)
                    Menu("More") {}
                    Text("\(count) items")
                    Text("Progress: \(ratio)")
                    Text("\(name) has \(count) items")
                    Text("100% done")
                    Text("\(count)% done")
                }
            }
            .navigationTitle("Settings")
            .help("Edit your settings")
            .accessibilityLabel("Settings form")
            .alert("Delete?", isPresented: $isOn) {}
            .confirmationDialog("Leave?", isPresented: $isOn) {}
        }
    }
}

struct PageRow: View {
    var isHidden = false
    var isStartup = false
    var body: some View {
        Text("Page").help(isHidden ? "Show page" : (isStartup ? "Cannot hide the start page" : "Hide page"))
    }
}

struct AppearanceRow: View {
    var isDark = false
    var kind = 0
    var body: some View {
        Text({
            if kind == 0 { isDark ? "Dark after sunset" : "Light after sunset" } else { "Follow the system" }
        }())
    }
    let mark: LocalizedStringKey = {
        switch 1 {
        case 0: return "mark.none"
        default: return "mark.some"
        }
    }()
    let notCalled = { "Not a key" }
}
