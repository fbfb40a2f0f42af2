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

// `??` whose left side is an `Optional.map` producing literals: both sides are keys. With a left side that is a
// `String?`, the whole is a `String` and Text's `StringProtocol` initializer takes it.

struct ModeRow: View {
    struct Mode { var name: String }
    var selected: Mode?
    var error: String?
    var body: some View {
        Text("Mode").help(selected.map { "Mode: \($0.name)" } ?? "Select mode")
        Text(error ?? "Please try again")
    }
}

// `.init(…)` where the context gives the type: that type's initializer.

struct SharingRow: View {
    let image: Image
    var preview: SharePreview<Image, Never> { .init("Shared photo", image: image) }
    var body: some View {
        ShareLink(item: image, preview: .init("Local photo", image: image))
        let caption: Text = .init("Caption")
        let key: LocalizedStringKey = .init("Not a literal key")
        caption
        Text(key)
    }
}
